/**
 * Leave-one-family-out validation of the instruction model, for design choices made on the train
 * families only (the test split is never read here): for each train family, train without it
 * (training, vocabulary and threshold), then score its texts. Prints recall on its injections at
 * the threshold chosen without it, the share of its benign texts above that threshold, and the
 * recall at the threshold that flags 3% of its benign texts (how well it ranks, apart from calibration).
 *
 *   pnpm exec tsx --conditions=source learn/validateInstructionModel.ts
 *   TOOLGATE_TRAIN_SETTINGS='{"vocabularyMinFamilies":3}' pnpm exec tsx --conditions=source learn/validateInstructionModel.ts
 */
import { loadLabelledTexts } from './thirdPartyData.js';
import {
  defaultTrainSettings,
  documentScores,
  type TrainSettings,
  trainInstructionModel,
  vocabularyFamilyOf,
} from './trainInstructionModel.js';

const VALIDATION_FAMILIES = ['bipia-table', 'injecagent', 'inj-squad', 'tasktracker', 'cyberseceval'];

function percent(part: number, whole: number): string {
  return whole === 0 ? '–' : `${((100 * part) / whole).toFixed(1)}%`;
}

const overrides = JSON.parse(process.env['TOOLGATE_TRAIN_SETTINGS'] ?? '{}') as Partial<TrainSettings>;
const settings: TrainSettings = {
  ...defaultTrainSettings,
  ...overrides,
  features: { ...defaultTrainSettings.features, ...overrides.features },
};
const texts = loadLabelledTexts().filter((text) => text.split !== 'test');
const only = process.env['TOOLGATE_VALIDATE_FAMILIES']?.split(',');
const rows: string[] = [];
let recallSum = 0;
let rankedSum = 0;
let rankedFamilies = 0;
let families = 0;
for (const family of VALIDATION_FAMILIES) {
  if (only !== undefined && !only.includes(family)) continue;
  const weights = trainInstructionModel({ ...settings, holdOutFamily: family });
  const held = texts.filter((text) => vocabularyFamilyOf(text.family) === family);
  const scores = documentScores(held, weights, settings.features);
  const injected = scores.filter((_score, index) => held[index]!.label === 1);
  const benign = scores.filter((_score, index) => held[index]!.label === 0).sort((a, b) => b - a);
  const caught = injected.filter((score) => score >= weights.threshold).length;
  const falsePositives = benign.filter((score) => score >= weights.threshold).length;
  let ranked = '–';
  if (benign.length > 0) {
    const cut = benign[Math.floor(benign.length * 0.03)]!;
    const rankedCaught = injected.filter((score) => score > cut).length;
    ranked = percent(rankedCaught, injected.length);
    rankedSum += rankedCaught / injected.length;
    rankedFamilies++;
  }
  recallSum += caught / injected.length;
  families++;
  rows.push(
    `| ${family} | ${weights.threshold} | ${percent(caught, injected.length)} (${caught}/${injected.length}) | ${percent(falsePositives, benign.length)} | ${ranked} | ${weights.vocabulary.split(' ').length} |`,
  );
}
process.stdout.write(`settings ${JSON.stringify(overrides)}\n`);
process.stdout.write(
  '| held out | threshold | recall | FPR (its benign) | recall at 3% of its benign | vocabulary |\n| --- | --- | --- | --- | --- | --- |\n',
);
process.stdout.write(`${rows.join('\n')}\n`);
process.stdout.write(
  `mean recall ${((100 * recallSum) / families).toFixed(1)}%, mean ranked recall (families with benign) ${((100 * rankedSum) / Math.max(1, rankedFamilies)).toFixed(1)}%\n`,
);
