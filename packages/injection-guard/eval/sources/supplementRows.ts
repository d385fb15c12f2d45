/**
 * The row shapes the hand-written dev supplements are typed in (one tuple per line keeps long
 * lists of texts readable) and their conversion to the objects the builders take.
 */
import type { InjectionCategory, Language } from '../datasetSchema.js';
import type { HardNegativeDocument } from './hardNegativeTypes.js';

/** One attack of a dev supplement. */
export interface SupplementPayload {
  readonly key: string;
  readonly language: Language;
  readonly category: InjectionCategory;
  readonly text: string;
}

/** An attack as written in a source file: language, key, category, text. */
export type PayloadRow = readonly [Language, string, InjectionCategory, string];

/** A hard negative as written in a source file: language, key, category, carrier, text. */
export type DocumentRow = readonly [
  Language,
  string,
  HardNegativeDocument['category'],
  HardNegativeDocument['carrier'],
  string,
];

/** The attacks of `rows`, in order. */
export function payloadsFromRows(rows: readonly PayloadRow[]): SupplementPayload[] {
  return rows.map(([language, key, category, text]) => ({ key, language, category, text }));
}

/** The hard negatives of `rows`, in order. */
export function documentsFromRows(rows: readonly DocumentRow[]): HardNegativeDocument[] {
  return rows.map(([language, key, category, carrier, text]) => ({ key, language, category, carrier, text }));
}
