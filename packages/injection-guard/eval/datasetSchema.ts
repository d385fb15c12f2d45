/**
 * The shape of one line of `eval/dataset/*.jsonl`, the lists of allowed values, and the validator
 * the eval script runs before it measures anything (a malformed set must fail loudly, not skew
 * the numbers quietly).
 */

/** Categories of injected text. `hidden-markup` and `encoded` describe how a payload is carried. */
export const injectionCategories = [
  'instruction-override',
  'role-spoofing',
  'prompt-exfiltration',
  'data-exfiltration',
  'tool-manipulation',
  'hidden-markup',
  'persistence',
  'agent-steering',
  'encoded',
] as const;
export type InjectionCategory = (typeof injectionCategories)[number];

/** Categories of benign text: the kind of document, so false positives can be traced to a kind. */
export const benignCategories = [
  'security-article',
  'how-to',
  'chat-log',
  'support-macro',
  'fiction',
  'code-prompt-data',
  'i18n-strings',
  'legal',
  'password-reset',
  'css-hidden',
  'binary-data',
  'trigger-words',
  'ordinary',
] as const;
export type BenignCategory = (typeof benignCategories)[number];

/** The carriers an encoded payload can use (issue 5's list plus full-width and shuffled-middle words). */
export const encodings = [
  'json-escape',
  'entity',
  'base64',
  'hex',
  'letter-spacing',
  'confusables',
  'fullwidth',
  'zero-width',
  'tag-block',
  'bidi',
  'typoglycemia',
] as const;
export type Encoding = (typeof encodings)[number];

export const languages = ['en', 'de', 'fr', 'es', 'pt', 'it', 'ru', 'zh', 'ja', 'ar', 'hi', 'ko'] as const;
export type Language = (typeof languages)[number];

export const carriers = ['page', 'mail', 'table', 'code', 'chat', 'review', 'doc', 'forum', 'resume', 'none'] as const;
export type Carrier = (typeof carriers)[number];

/** The splits, in report order. */
export const datasetSplits = [
  'dev',
  'test',
  'blind',
  'blind2',
  'blind3',
  'blind4',
  'blind5',
  'blind6',
  'blind7',
  'blind8',
  'blind9',
  'blind10',
  'blind11',
  'blind12',
  'blind13',
  'blind14',
  'blind15',
  'blind16',
  'blind17',
  'blind18',
  'blind19',
  'blind20',
] as const;
export type DatasetSplit = (typeof datasetSplits)[number];

/** One labelled text. */
export interface DatasetEntry {
  readonly id: string;
  readonly text: string;
  readonly label: 'injection' | 'benign';
  readonly category: InjectionCategory | BenignCategory;
  /** The language of the injected payload (injections) or of the text (benign). */
  readonly language: Language;
  /** The language of the surrounding text, when it differs from `language`. */
  readonly carrierLanguage?: Language;
  readonly carrier: Carrier;
  readonly hardNegative: boolean;
  /**
   * `dev`: tune on it. `test`: held out (~30% of payloads and documents). `blind`: written after the
   * detector's tuning had started and kept out of the work tree until the final run (new payloads,
   * carriers and benign documents in styles the rest of the set does not use). `blind2`: a second
   * blind set, written by someone who never saw the detector's code or results, added for the final
   * run of the next round of tuning (by then `blind` had been seen and counts like `test`);
   * `blind3` to `blind20` likewise for the rounds after that.
   */
  readonly split: DatasetSplit;
  /** For `encoded` injections: how the payload is encoded. */
  readonly encoding?: Encoding;
  /** For injections: the injected span exactly as it stands in `text` (lets the eval check it was removed). */
  readonly payload?: string;
  /** The category of the payload before it was hidden or encoded. */
  readonly payloadCategory?: InjectionCategory;
  /** Benign text that quotes an attack string verbatim (reported separately: removing the quote is defensible). */
  readonly quotesAttack?: boolean;
  readonly notes?: string;
}

/** Minimums the set must meet (issue 5 and the eval brief). */
export const datasetMinimums = {
  total: 600,
  indirectInjections: 300,
  hardNegatives: 200,
  languages: languages.length,
} as const;

/** A problem found while validating the set. */
export class DatasetValidationError extends Error {
  override readonly name = 'DatasetValidationError';
}

const requiredStringFields = ['id', 'text', 'label', 'category', 'language', 'carrier', 'split'] as const;

function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}

/**
 * Parses and validates one JSONL file's lines. Throws `DatasetValidationError` naming the file and
 * line on the first problem.
 */
export function parseDatasetLines(fileName: string, content: string): DatasetEntry[] {
  const entries: DatasetEntry[] = [];
  const lines = content.split('\n');
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    if (line.trim() === '') continue;
    const where = `${fileName}:${index + 1}`;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch (error) {
      throw new DatasetValidationError(`${where}: not valid JSON (${(error as Error).message})`);
    }
    entries.push(validateEntry(where, value));
  }
  return entries;
}

function validateEntry(where: string, value: unknown): DatasetEntry {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new DatasetValidationError(`${where}: a line must be a JSON object`);
  }
  const record = value as Record<string, unknown>;
  for (const field of requiredStringFields) {
    if (typeof record[field] !== 'string' || (record[field] as string).length === 0) {
      throw new DatasetValidationError(`${where}: missing or empty string field "${field}"`);
    }
  }
  if (typeof record['hardNegative'] !== 'boolean') {
    throw new DatasetValidationError(`${where}: missing boolean field "hardNegative"`);
  }
  const label = record['label'];
  if (label !== 'injection' && label !== 'benign') {
    throw new DatasetValidationError(`${where}: label must be "injection" or "benign", got ${JSON.stringify(label)}`);
  }
  const allowedCategories: readonly string[] = label === 'injection' ? injectionCategories : benignCategories;
  if (!isOneOf(allowedCategories, record['category'])) {
    throw new DatasetValidationError(
      `${where}: category ${JSON.stringify(record['category'])} is not a ${label} category`,
    );
  }
  if (!isOneOf(languages, record['language'])) {
    throw new DatasetValidationError(`${where}: unknown language ${JSON.stringify(record['language'])}`);
  }
  if (record['carrierLanguage'] !== undefined && !isOneOf(languages, record['carrierLanguage'])) {
    throw new DatasetValidationError(`${where}: unknown carrierLanguage ${JSON.stringify(record['carrierLanguage'])}`);
  }
  if (!isOneOf(carriers, record['carrier'])) {
    throw new DatasetValidationError(`${where}: unknown carrier ${JSON.stringify(record['carrier'])}`);
  }
  if (!isOneOf(datasetSplits, record['split'])) {
    throw new DatasetValidationError(
      `${where}: split must be one of ${datasetSplits.map((split) => `"${split}"`).join(', ')}`,
    );
  }
  if (label === 'injection' && record['hardNegative'] === true) {
    throw new DatasetValidationError(`${where}: an injection cannot be a hard negative`);
  }
  if (record['category'] === 'encoded' && !isOneOf(encodings, record['encoding'])) {
    throw new DatasetValidationError(`${where}: an encoded injection needs a known "encoding"`);
  }
  if (record['payload'] !== undefined) {
    if (typeof record['payload'] !== 'string' || record['payload'] === '') {
      throw new DatasetValidationError(`${where}: "payload" must be a non-empty string`);
    }
    if (!(record['text'] as string).includes(record['payload'])) {
      throw new DatasetValidationError(`${where}: "payload" does not occur in "text"`);
    }
  }
  if (label === 'injection' && record['payload'] === undefined) {
    throw new DatasetValidationError(`${where}: an injection needs its "payload" span`);
  }
  return record as unknown as DatasetEntry;
}

/** Cross-file checks: unique ids and the minimum counts. Throws `DatasetValidationError`. */
export function validateDataset(entries: readonly DatasetEntry[]): void {
  const seen = new Set<string>();
  const seenTexts = new Map<string, string>();
  for (const entry of entries) {
    if (seen.has(entry.id)) throw new DatasetValidationError(`duplicate id ${entry.id}`);
    seen.add(entry.id);
    const other = seenTexts.get(entry.text);
    if (other !== undefined) throw new DatasetValidationError(`${entry.id} repeats the text of ${other}`);
    seenTexts.set(entry.text, entry.id);
  }
  const indirect = entries.filter((entry) => entry.label === 'injection' && entry.carrier !== 'none').length;
  const hardNegatives = entries.filter((entry) => entry.hardNegative).length;
  const languagesSeen = new Set(entries.map((entry) => entry.language));
  const problems: string[] = [];
  if (entries.length < datasetMinimums.total) problems.push(`${entries.length} texts < ${datasetMinimums.total}`);
  if (indirect < datasetMinimums.indirectInjections) {
    problems.push(`${indirect} indirect injections < ${datasetMinimums.indirectInjections}`);
  }
  if (hardNegatives < datasetMinimums.hardNegatives) {
    problems.push(`${hardNegatives} hard negatives < ${datasetMinimums.hardNegatives}`);
  }
  if (languagesSeen.size < datasetMinimums.languages) {
    problems.push(`only ${languagesSeen.size} languages: ${[...languagesSeen].join(', ')}`);
  }
  for (const category of injectionCategories) {
    if (!entries.some((entry) => entry.label === 'injection' && entry.category === category)) {
      problems.push(`no injection of category ${category}`);
    }
  }
  for (const encoding of encodings) {
    if (!entries.some((entry) => entry.encoding === encoding)) problems.push(`no injection with encoding ${encoding}`);
  }
  for (const language of languages) {
    if (!entries.some((entry) => entry.label === 'injection' && entry.language === language)) {
      problems.push(`no injection in ${language}`);
    }
    if (!entries.some((entry) => entry.hardNegative && entry.language === language)) {
      problems.push(`no hard negative in ${language}`);
    }
  }
  if (problems.length > 0) throw new DatasetValidationError(`dataset below minimums: ${problems.join('; ')}`);
}
