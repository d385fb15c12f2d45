/**
 * Builds the dev set of the round-7 precision notions (`dataset/r7p-precision.jsonl`) from
 * `sources/r7pPrecision.ts`: each attack in carriers of its own language, the hard negatives as they are.
 * Its own seeded PRNG, so it never moves what the other builders pick; everything lands in the dev split.
 */
import type { DatasetEntry } from './datasetSchema.js';
import { hardNegativeEntries, injectionsInCarriers } from './devSupplement.js';
import { asianArabicCarriers } from './sources/carriersAsianArabic.js';
import { englishCarriers } from './sources/carriersEnglish.js';
import { europeanCarriers } from './sources/carriersEuropean.js';
import type { CarrierTemplate } from './sources/carrierTypes.js';
import { Random } from './sources/Random.js';
import { r7pPrecisionHardNegatives, r7pPrecisionPayloads } from './sources/r7pPrecision.js';

const seed = 0x7a_9e_c1;
const carriers: readonly CarrierTemplate[] = [...englishCarriers, ...europeanCarriers, ...asianArabicCarriers];

/** The round-7 precision entries, all `split: "dev"`. */
export function buildR7pPrecision(): DatasetEntry[] {
  const random = new Random(seed);
  return [
    ...injectionsInCarriers(
      'r7p-inj',
      r7pPrecisionPayloads,
      (payload) => carriers.filter((carrier) => carrier.language === payload.language),
      random,
    ),
    ...hardNegativeEntries('r7p-hn', r7pPrecisionHardNegatives),
  ];
}
