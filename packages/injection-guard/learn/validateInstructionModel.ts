/**
 * Leave-one-family-out validation of the instruction model, for design choices made on the train
 * families only (the test split is never read here): for each train family, train without it
 * (training, vocabulary and threshold), then score its texts. Prints recall on its injections at
 * the threshold chosen without it, the share of its benign texts above that threshold, and the
 * recall at the threshold that flags 3% of its benign texts (how well it ranks, apart from calibration);
 * both again for its injections in the evaluation's table-cell framing.
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
let cellRecallSum = 0;
let cellRankedSum = 0;

/** The evaluation's table-cell framing (learn/evaluateInstructionModel.ts). */
function tableCell(text: string): string {
  return `| id | note |\n| --- | --- |\n| 17 | ${text.replace(/\s*\n\s*/g, ' ').replaceAll('|', '\\|')} |`;
}
for (const family of VALIDATION_FAMILIES) {
  if (only !== undefined && !only.includes(family)) continue;
  const weights = trainInstructionModel({ ...settings, holdOutFamily: family });
  const held = texts.filter((text) => vocabularyFamilyOf(text.family) === family);
  const scores = documentScores(held, weights, settings.features);
  const injected = scores.filter((_score, index) => held[index]!.label === 1);
  const benign = scores.filter((_score, index) => held[index]!.label === 0).sort((a, b) => b - a);
  const caught = injected.filter((score) => score >= weights.threshold).length;
  const falsePositives = benign.filter((score) => score >= weights.threshold).length;
  // The same injections in a table cell (the evaluation's framing: the text's lines joined into one cell).
  const inCell = documentScores(
    held.filter((text) => text.label === 1).map((text) => ({ ...text, text: tableCell(text.text) })),
    weights,
    settings.features,
  );
  const cellCaught = inCell.filter((score) => score >= weights.threshold).length;
  cellRecallSum += cellCaught / inCell.length;
  let ranked = '–';
  let cellRanked = '–';
  if (benign.length > 0) {
    const cut = benign[Math.floor(benign.length * 0.03)]!;
    const rankedCaught = injected.filter((score) => score > cut).length;
    ranked = percent(rankedCaught, injected.length);
    rankedSum += rankedCaught / injected.length;
    const cellRankedCaught = inCell.filter((score) => score > cut).length;
    cellRanked = percent(cellRankedCaught, inCell.length);
    cellRankedSum += cellRankedCaught / inCell.length;
    rankedFamilies++;
  }
  recallSum += caught / injected.length;
  families++;
  rows.push(
    `| ${family} | ${weights.threshold} | ${percent(caught, injected.length)} (${caught}/${injected.length}) | ${percent(falsePositives, benign.length)} | ${ranked} | ${percent(cellCaught, inCell.length)} | ${cellRanked} | ${weights.vocabulary.split(' ').length} |`,
  );
}
process.stdout.write(`settings ${JSON.stringify(overrides)}\n`);
process.stdout.write(
  '| held out | threshold | recall | FPR (its benign) | recall at 3% of its benign | in a table cell: recall | at 3% | vocabulary |\n| --- | --- | --- | --- | --- | --- | --- | --- |\n',
);
process.stdout.write(`${rows.join('\n')}\n`);
process.stdout.write(
  `mean recall ${((100 * recallSum) / families).toFixed(1)}%, mean ranked recall (families with benign) ${((100 * rankedSum) / Math.max(1, rankedFamilies)).toFixed(1)}%; in a table cell: ${((100 * cellRecallSum) / families).toFixed(1)}%, ranked ${((100 * cellRankedSum) / Math.max(1, rankedFamilies)).toFixed(1)}%\n`,
);
