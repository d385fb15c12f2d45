/**
 * Leave-one-family-out validation of the instruction model, for design choices made on the train
 * families only (the test split is never read here): for each train family, train without it
 * (training, vocabulary and threshold), then score its texts. Prints recall on its injections at
 * the threshold chosen without it, the share of its benign texts above that threshold, and the
 * recall at the threshold that flags 3% of its benign texts (how well it ranks, apart from calibration);
 * both again for its injections in the evaluation's table-cell framing, and for its injections
 * between two long paragraphs of benign web text (see `paragraphPool`).
 *
 *   pnpm exec tsx --conditions=source learn/validateInstructionModel.ts
 *   TOOLGATE_TRAIN_SETTINGS='{"vocabularyMinFamilies":3}' pnpm exec tsx --conditions=source learn/validateInstructionModel.ts
 */
import { SECOND_PERSON_WORDS } from '../src/InstructionWordClasses.js';
import { seededRandom } from './seededRandom.js';
import { groupOf, type LabelledText, loadLabelledTexts } from './thirdPartyData.js';
import {
  defaultTrainSettings,
  documentScores,
  insertedSpan,
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
let gluedRankedSum = 0;
let gluedLineRankedSum = 0;
let paragraphsRecallSum = 0;
let paragraphsRankedSum = 0;

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
  return `${paragraphs[index % paragraphs.length]!}\n\n${text}\n\n${paragraphs[(index + 1) % paragraphs.length]!}`;
}

/**
 * Lines without sentence-final punctuation (headings, list items, sign-offs, link text) of the
 * benign web pages outside the test split: in a table cell, the line before an instruction that has
 * no full stop is glued to it, the mechanism of the table-cell evasion on the test split (mail
 * footers, code fences), which the train families' injections rarely show on their own.
 */
const cleanOf = new Map<string, string>();
for (const text of texts) if (text.label === 0) cleanOf.set(groupOf(text.id), text.text);
const unterminatedLines = texts
  .filter((text) => text.family.startsWith('wcxb-'))
  .flatMap((text) => text.text.split('\n'))
  .map((line) => line.trim())
  .filter((line) => {
    const words = line.split(/\s+/).length;
    return words >= 2 && words <= 10 && !/[.!?:;]$/.test(line);
  });

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
  // The same injections between two long paragraphs that speak to "you".
  const between = documentScores(
    held
      .filter((text) => text.label === 1)
      .map((text, index) => ({ ...text, text: betweenParagraphs(text.text, index) })),
    weights,
    settings.features,
  );
  const betweenCaught = between.filter((score) => score >= weights.threshold).length;
  paragraphsRecallSum += betweenCaught / between.length;
  let betweenRanked = '–';
  // The same injections after an unterminated line, on lines as they are and in a table cell.
  const random = seededRandom(7);
  const afterLine = held
    .filter((text) => text.label === 1)
    .map((text) => {
      // Just before the planted instruction where the text's clean twin shows it, else at the start.
      const clean = cleanOf.get(groupOf(text.id));
      const payload = clean === undefined ? undefined : insertedSpan(text.text, clean);
      const at = payload === undefined ? 0 : Math.max(0, text.text.indexOf(payload));
      const line = unterminatedLines[Math.floor(random() * unterminatedLines.length)]!;
      return { ...text, text: `${text.text.slice(0, at).trimEnd()}\n${line}\n${text.text.slice(at)}`.trimStart() };
    });
  const afterLineScores = documentScores(afterLine, weights, settings.features);
  const glued = documentScores(
    afterLine.map((text) => ({ ...text, text: tableCell(text.text) })),
    weights,
    settings.features,
  );
  cellRecallSum += cellCaught / inCell.length;
  let ranked = '–';
  let cellRanked = '–';
  let gluedRanked = '–';
  if (benign.length > 0) {
    const cut = benign[Math.floor(benign.length * 0.03)]!;
    const rankedCaught = injected.filter((score) => score > cut).length;
    ranked = percent(rankedCaught, injected.length);
    rankedSum += rankedCaught / injected.length;
    const cellRankedCaught = inCell.filter((score) => score > cut).length;
    cellRanked = percent(cellRankedCaught, inCell.length);
    cellRankedSum += cellRankedCaught / inCell.length;
    const lineCaught = afterLineScores.filter((score) => score > cut).length;
    const gluedCaught = glued.filter((score) => score > cut).length;
    gluedRanked = `${percent(lineCaught, afterLine.length)} → ${percent(gluedCaught, glued.length)}`;
    gluedLineRankedSum += lineCaught / afterLine.length;
    gluedRankedSum += gluedCaught / glued.length;
    const betweenRankedCaught = between.filter((score) => score > cut).length;
    betweenRanked = percent(betweenRankedCaught, between.length);
    paragraphsRankedSum += betweenRankedCaught / between.length;
    rankedFamilies++;
  }
  recallSum += caught / injected.length;
  families++;
  rows.push(
    `| ${family} | ${weights.threshold} | ${percent(caught, injected.length)} (${caught}/${injected.length}) | ${percent(falsePositives, benign.length)} | ${ranked} | ${percent(cellCaught, inCell.length)} | ${cellRanked} | ${gluedRanked} | ${percent(betweenCaught, between.length)} | ${betweenRanked} | ${weights.vocabulary.split(' ').length} |`,
  );
}
process.stdout.write(`settings ${JSON.stringify(overrides)}\n`);
process.stdout.write(
  '| held out | threshold | recall | FPR (its benign) | recall at 3% of its benign | in a table cell: recall | at 3% | after an unterminated line → glued in a cell, at 3% | between two long paragraphs: recall | at 3% | vocabulary |\n| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |\n',
);
process.stdout.write(`${rows.join('\n')}\n`);
process.stdout.write(
  `mean recall ${((100 * recallSum) / families).toFixed(1)}%, mean ranked recall (families with benign) ${((100 * rankedSum) / Math.max(1, rankedFamilies)).toFixed(1)}%; in a table cell: ${((100 * cellRecallSum) / families).toFixed(1)}%, ranked ${((100 * cellRankedSum) / Math.max(1, rankedFamilies)).toFixed(1)}%; after an unterminated line, ranked ${((100 * gluedLineRankedSum) / Math.max(1, rankedFamilies)).toFixed(1)}% → glued in a cell ${((100 * gluedRankedSum) / Math.max(1, rankedFamilies)).toFixed(1)}%; between two long paragraphs: ${((100 * paragraphsRecallSum) / families).toFixed(1)}%, ranked ${((100 * paragraphsRankedSum) / Math.max(1, rankedFamilies)).toFixed(1)}%\n`,
);
