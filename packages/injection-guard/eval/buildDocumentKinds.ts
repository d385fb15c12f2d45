/**
 * Builds the dev set of document kinds that round 5 found flagged, and their attack counterparts
 * (`dataset/document-kinds.jsonl`), from `sources/documentKinds.ts`: every attack in two carriers of
 * its own language, and the hard negatives as they are. Its own seeded PRNG, so it never moves what
 * the other builders pick; everything lands in the dev split.
 */
import type { DatasetEntry } from './datasetSchema.js';
import { hardNegativeEntries, injectionsInCarriers } from './devSupplement.js';
import { asianArabicCarriers } from './sources/carriersAsianArabic.js';
import { conversationalCarriers } from './sources/carriersConversational.js';
import { englishCarriers } from './sources/carriersEnglish.js';
import { europeanCarriers } from './sources/carriersEuropean.js';
import type { CarrierTemplate } from './sources/carrierTypes.js';
import { documentKindHardNegatives, documentKindPayloads } from './sources/documentKinds.js';
import { Random } from './sources/Random.js';

const seed = 0xd0c5_2026;
const carriers: readonly CarrierTemplate[] = [
  ...englishCarriers,
  ...europeanCarriers,
  ...asianArabicCarriers,
  ...conversationalCarriers,
];

/** The document-kind entries, all `split: "dev"`. */
export function buildDocumentKinds(): DatasetEntry[] {
  const random = new Random(seed);
  return [
    ...injectionsInCarriers(
      'dk-inj',
      documentKindPayloads,
      (payload) => carriers.filter((carrier) => carrier.language === payload.language),
      random,
    ),
    ...hardNegativeEntries('dk-hn', documentKindHardNegatives),
  ];
}
