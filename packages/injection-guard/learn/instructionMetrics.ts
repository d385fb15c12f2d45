/**
 * Counting for the instruction model's evaluation: per family and per kind, how many texts a
 * detector flagged. A text counts as flagged when the detector found anything in it.
 */
import type { Kind, LabelledText } from './thirdPartyData.js';

/** Flagged and total counts. */
export interface Tally {
  flagged: number;
  total: number;
}

/** A tally per group of texts. */
export type Tallies = Map<string, Tally>;

function add(tallies: Tallies, key: string, flagged: boolean): void {
  const tally = tallies.get(key) ?? { flagged: 0, total: 0 };
  tally.total++;
  if (flagged) tally.flagged++;
  tallies.set(key, tally);
}

/** The summary groups of the evaluation. */
export const SUMMARY_GROUPS = [
  'recall: indirect injections',
  'recall: direct injections',
  'FPR: benign documents (third-party sets)',
  'FPR: benign web pages (WCXB)',
  'FPR: web pages as extracted (WCXB)',
  'FPR: documentation, 8 languages (Debian Reference)',
  'FPR: programming documentation (Python library reference)',
  'FPR: all benign',
] as const;

function summaryGroup(kind: Kind, text: LabelledText): string[] {
  if (kind === 'indirect') return ['recall: indirect injections'];
  if (kind === 'direct') return ['recall: direct injections'];
  let group = 'FPR: benign documents (third-party sets)';
  if (text.family.startsWith('wcxb-extracted-')) group = 'FPR: web pages as extracted (WCXB)';
  else if (text.family === 'debian-reference') group = 'FPR: documentation, 8 languages (Debian Reference)';
  else if (text.family === 'python-docs') group = 'FPR: programming documentation (Python library reference)';
  else if (text.family.startsWith('wcxb-')) group = 'FPR: benign web pages (WCXB)';
  return [group, 'FPR: all benign'];
}

/** Tallies by summary group and by family (`family (label)`). */
export function tally(
  texts: readonly LabelledText[],
  flagged: readonly boolean[],
): { summary: Tallies; families: Tallies } {
  const summary: Tallies = new Map();
  const families: Tallies = new Map();
  texts.forEach((text, index) => {
    for (const group of summaryGroup(text.kind, text)) add(summary, group, flagged[index]!);
    const family = text.family.startsWith('cyberseceval:') ? 'cyberseceval (held-out techniques)' : text.family;
    add(families, `${family} ${text.label === 1 ? 'injections' : 'benign'}`, flagged[index]!);
  });
  return { summary, families };
}

/** "12.3% (45/366)". */
export function formatTally(tally: Tally | undefined): string {
  if (tally === undefined || tally.total === 0) return '–';
  return `${((100 * tally.flagged) / tally.total).toFixed(1)}% (${tally.flagged}/${tally.total})`;
}
