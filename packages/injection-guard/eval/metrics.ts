/**
 * Per-text outcomes and the aggregate numbers of the eval (recall, precision, false-positive
 * rates, how much of the payload and of the surrounding text survived).
 */
import type { PromptInjectionFilterResult, PromptInjectionFinding } from '@toolgate/core';
import type { DatasetEntry } from './datasetSchema.js';

/** What happened to one labelled text. */
export interface Outcome {
  readonly entry: DatasetEntry;
  /** The filter changed the text or reported a finding. */
  readonly flagged: boolean;
  /** Flagged only by silent removals (no finding). */
  readonly silentOnly: boolean;
  /**
   * For injections: the payload's visible content no longer stands in the output. Invisible
   * characters are ignored on both sides, so stripping the zero-width or bidi characters out of a
   * smuggled payload (which leaves the readable attack in place) does not count as removal.
   */
  readonly payloadNeutralised: boolean;
  /** For injections: share (0..1) of the non-payload text that survived; for benign text: share of the text. */
  readonly carrierKept: number;
  readonly findings: readonly PromptInjectionFinding[];
  readonly unchecked: boolean;
}

const invisibleCharacters = /[\u00ad\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff\u{e0000}-\u{e007f}]/gu;

/** The text without zero-width, bidi, soft-hyphen and tag characters. */
export function withoutInvisible(text: string): string {
  return text.replace(invisibleCharacters, '');
}

function countOccurrences(text: string, needle: string): number {
  if (needle === '') return 0;
  let count = 0;
  let from = 0;
  for (;;) {
    const at = text.indexOf(needle, from);
    if (at < 0) return count;
    count++;
    from = at + needle.length;
  }
}

function payloadGone(payload: string, output: string): boolean {
  if (output.includes(payload)) return false;
  const visible = withoutInvisible(payload);
  // A payload made only of invisible characters (tag block) is gone once it is not verbatim there.
  return visible.trim() === '' || !withoutInvisible(output).includes(visible);
}

/**
 * Judges one result. Removed characters are estimated as the length lost once the markers the
 * filter added are taken out; whatever exceeds the payload's length counts against the carrier.
 */
export function judge(entry: DatasetEntry, result: PromptInjectionFilterResult, marker: string | undefined): Outcome {
  const changed = result.text !== entry.text;
  const flagged = changed || result.findings.length > 0 || result.redactedCount > 0;
  const addedMarkers =
    marker === undefined
      ? 0
      : Math.max(0, countOccurrences(result.text, marker) - countOccurrences(entry.text, marker));
  const keptLength = result.text.length - addedMarkers * (marker?.length ?? 0);
  const removed = Math.max(0, entry.text.length - keptLength);
  const payloadLength = entry.label === 'injection' ? (entry.payload?.length ?? 0) : 0;
  const carrierLength = entry.text.length - payloadLength;
  const collateral = Math.max(0, removed - payloadLength);
  return {
    entry,
    flagged,
    silentOnly: flagged && result.findings.length === 0,
    payloadNeutralised: entry.payload !== undefined && payloadGone(entry.payload, result.text),
    carrierKept: carrierLength <= 0 ? 1 : Math.max(0, 1 - collateral / carrierLength),
    findings: result.findings,
    unchecked: result.unchecked,
  };
}

/** Aggregate numbers over a set of outcomes. */
export interface Summary {
  readonly injections: number;
  readonly detected: number;
  readonly recall: number;
  readonly payloadNeutralised: number;
  readonly meanCarrierKept: number;
  readonly benign: number;
  readonly falsePositives: number;
  readonly precision: number;
  readonly fprAllBenign: number;
  readonly hardNegatives: number;
  readonly hardNegativeFalsePositives: number;
  readonly fprHardNegatives: number;
  /** Hard negatives without the ones that quote an attack verbatim. */
  readonly fprHardNegativesNoQuotes: number;
  readonly ordinary: number;
  readonly fprOrdinary: number;
  readonly silentOnlyFalsePositives: number;
  readonly unchecked: number;
}

function ratio(numerator: number, denominator: number): number {
  return denominator === 0 ? Number.NaN : numerator / denominator;
}

export function summarize(outcomes: readonly Outcome[]): Summary {
  const injections = outcomes.filter((outcome) => outcome.entry.label === 'injection');
  const detected = injections.filter((outcome) => outcome.flagged);
  const benign = outcomes.filter((outcome) => outcome.entry.label === 'benign');
  const falsePositives = benign.filter((outcome) => outcome.flagged);
  const hard = benign.filter((outcome) => outcome.entry.hardNegative);
  const hardNoQuotes = hard.filter((outcome) => outcome.entry.quotesAttack !== true);
  const ordinary = benign.filter((outcome) => !outcome.entry.hardNegative);
  const flaggedCount = (list: readonly Outcome[]) => list.filter((outcome) => outcome.flagged).length;
  return {
    injections: injections.length,
    detected: detected.length,
    recall: ratio(detected.length, injections.length),
    payloadNeutralised: ratio(injections.filter((outcome) => outcome.payloadNeutralised).length, injections.length),
    meanCarrierKept: ratio(
      detected.reduce((sum, outcome) => sum + outcome.carrierKept, 0),
      detected.length,
    ),
    benign: benign.length,
    falsePositives: falsePositives.length,
    precision: ratio(detected.length, detected.length + falsePositives.length),
    fprAllBenign: ratio(falsePositives.length, benign.length),
    hardNegatives: hard.length,
    hardNegativeFalsePositives: flaggedCount(hard),
    fprHardNegatives: ratio(flaggedCount(hard), hard.length),
    fprHardNegativesNoQuotes: ratio(flaggedCount(hardNoQuotes), hardNoQuotes.length),
    ordinary: ordinary.length,
    fprOrdinary: ratio(flaggedCount(ordinary), ordinary.length),
    silentOnlyFalsePositives: falsePositives.filter((outcome) => outcome.silentOnly).length,
    unchecked: outcomes.filter((outcome) => outcome.unchecked).length,
  };
}

/** Recall (injections) or false-positive rate (benign) per value of a key, e.g. per language. */
export interface GroupRate {
  readonly key: string;
  readonly total: number;
  readonly flagged: number;
  readonly rate: number;
}

export function rateBy(outcomes: readonly Outcome[], keyOf: (entry: DatasetEntry) => string | undefined): GroupRate[] {
  const groups = new Map<string, { total: number; flagged: number }>();
  for (const outcome of outcomes) {
    const key = keyOf(outcome.entry);
    if (key === undefined) continue;
    const group = groups.get(key) ?? { total: 0, flagged: 0 };
    group.total++;
    if (outcome.flagged) group.flagged++;
    groups.set(key, group);
  }
  return [...groups.entries()]
    .map(([key, group]) => ({
      key,
      total: group.total,
      flagged: group.flagged,
      rate: ratio(group.flagged, group.total),
    }))
    .sort((a, b) => a.key.localeCompare(b.key));
}

/** `0.934` → `93.4%`; NaN → `–`. */
export function percent(value: number): string {
  return Number.isNaN(value) ? '–' : `${(value * 100).toFixed(1)}%`;
}
