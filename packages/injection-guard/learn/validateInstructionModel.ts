/**
 * Leave-one-family-out validation of the instruction model, for design choices made on the train
 * families only (the test split is never read here): for each train family, train without it
 * (training, vocabulary and threshold), then score its texts. Prints recall on its injections at
 * the threshold chosen without it, the share of its benign texts above that threshold, and the
 * recall at the threshold that flags 3% of its benign texts (how well it ranks, apart from calibration);
 * both again for its injections in two of the evaluation's framings: in a table cell, and between
 * two long paragraphs of benign web text (see `paragraphPairs`).
 *
 *   pnpm exec tsx --conditions=source learn/validateInstructionModel.ts
 *   TOOLGATE_TRAIN_SETTINGS='{"vocabularyMinFamilies":3}' pnpm exec tsx --conditions=source learn/validateInstructionModel.ts
 */
import { SECOND_PERSON_WORDS } from '../src/InstructionWordClasses.js';
import { type LabelledText, loadLabelledTexts } from './thirdPartyData.js';
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

/** The evaluation's table-cell framing (learn/evaluateInstructionModel.ts). */
function tableCell(text: string): string {
  return `| id | note |\n| --- | --- |\n| 17 | ${text.replace(/\s*\n\s*/g, ' ').replaceAll('|', '\\|')} |`;
}

/** Whether a paragraph speaks to its reader: a second-person word ("you", "your", …). */
function speaksToYou(paragraph: string): boolean {
  return paragraph
    .toLowerCase()
    .split(/[^\p{L}']+/u)
    .some((word) => SECOND_PERSON_WORDS.has(word));
}

/**
 * Long paragraphs of benign web text for the "between two long paragraphs" framing, taken as the
 * evaluation takes them from the test pages (the first paragraph of 400+ characters on one line of
 * each page), but from the DEV split's WCXB pages: never trained on, and not the test split. Only
 * those that speak to "you" (7 of 15), the case the document-context features are diluted by.
 */
function paragraphPool(all: readonly LabelledText[]): string[] {
  const found: string[] = [];
  for (const text of all) {
    if (text.split !== 'dev' || !text.family.startsWith('wcxb-')) continue;
    const paragraph = text.text.split(/\n\s*\n/).find((part) => part.length >= 400 && !part.includes('\n'));
    if (paragraph !== undefined) found.push(paragraph.trim());
  }
  const speaking = found.filter(speaksToYou);
  if (speaking.length < 2)
    throw new Error('validateInstructionModel: fewer than two long dev paragraphs speak to "you"');
  return speaking;
}
const paragraphs = paragraphPool(texts);
/** Injection `index` between paragraphs `index` and `index + 1` of the pool, in turn. */
function betweenParagraphs(text: string, index: number): string {
  const first = paragraphs[index % paragraphs.length]!;
  const second = paragraphs[(index + 1) % paragraphs.length]!;
  return `${first}\n\n${text}\n\n${second}`;
}

const framings: { name: string; wrap: (text: string, index: number) => string }[] = [
  { name: 'in a table cell', wrap: tableCell },
  { name: 'between two long paragraphs', wrap: betweenParagraphs },
];
const rows: string[] = [];
let recallSum = 0;
let rankedSum = 0;
let rankedFamilies = 0;
let families = 0;
const framedRecallSums = framings.map(() => 0);
const framedRankedSums = framings.map(() => 0);

for (const family of VALIDATION_FAMILIES) {
  if (only !== undefined && !only.includes(family)) continue;
  const weights = trainInstructionModel({ ...settings, holdOutFamily: family });
  const held = texts.filter((text) => vocabularyFamilyOf(text.family) === family);
  const scores = documentScores(held, weights, settings.features);
  const injectedTexts = held.filter((text) => text.label === 1);
  const injected = scores.filter((_score, index) => held[index]!.label === 1);
  const benign = scores.filter((_score, index) => held[index]!.label === 0).sort((a, b) => b - a);
  const caught = injected.filter((score) => score >= weights.threshold).length;
  const falsePositives = benign.filter((score) => score >= weights.threshold).length;
  // The cut that flags 3% of the family's own unwrapped benign texts (ranking, apart from calibration).
  const cut = benign.length > 0 ? benign[Math.floor(benign.length * 0.03)]! : undefined;
  let ranked = '–';
  if (cut !== undefined) {
    const rankedCaught = injected.filter((score) => score > cut).length;
    ranked = percent(rankedCaught, injected.length);
    rankedSum += rankedCaught / injected.length;
    rankedFamilies++;
  }
  const framedCells = framings.flatMap((framing, which) => {
    const framed = documentScores(
      injectedTexts.map((text, index) => ({ ...text, text: framing.wrap(text.text, index) })),
      weights,
      settings.features,
    );
    const framedCaught = framed.filter((score) => score >= weights.threshold).length;
    framedRecallSums[which]! += framedCaught / framed.length;
    if (cut === undefined) return [percent(framedCaught, framed.length), '–'];
    const framedRanked = framed.filter((score) => score > cut).length;
    framedRankedSums[which]! += framedRanked / framed.length;
    return [percent(framedCaught, framed.length), percent(framedRanked, framed.length)];
  });
  recallSum += caught / injected.length;
  families++;
  rows.push(
    `| ${family} | ${weights.threshold} | ${percent(caught, injected.length)} (${caught}/${injected.length}) | ${percent(falsePositives, benign.length)} | ${ranked} | ${framedCells.join(' | ')} | ${weights.vocabulary.split(' ').length} |`,
  );
}
const framedHeader = framings.map((framing) => `${framing.name}: recall | at 3%`).join(' | ');
process.stdout.write(`settings ${JSON.stringify(overrides)}\n`);
process.stdout.write(
  `| held out | threshold | recall | FPR (its benign) | recall at 3% of its benign | ${framedHeader} | vocabulary |\n| --- | --- | --- | --- | --- | ${framings.map(() => '--- | ---').join(' | ')} | --- |\n`,
);
process.stdout.write(`${rows.join('\n')}\n`);
const mean = (sum: number, count: number) => `${((100 * sum) / Math.max(1, count)).toFixed(1)}%`;
const framedSummary = framings
  .map(
    (framing, which) =>
      `${framing.name}: ${mean(framedRecallSums[which]!, families)}, ranked ${mean(framedRankedSums[which]!, rankedFamilies)}`,
  )
  .join('; ');
process.stdout.write(
  `mean recall ${mean(recallSum, families)}, mean ranked recall (families with benign) ${mean(rankedSum, rankedFamilies)}; ${framedSummary}\n`,
);
