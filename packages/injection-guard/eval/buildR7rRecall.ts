/**
 * Builds the dev set of the round-7 recall notions (`dataset/r7r-recall.jsonl`) from
 * `sources/r7rRecall.ts`: each attack in carriers of its own language, the hard negatives as they are.
 * Its own seeded PRNG, so it never moves what the other builders pick; everything lands in the dev split.
 */
import type { DatasetEntry } from './datasetSchema.js';
import { hardNegativeEntries, injectionsInCarriers } from './devSupplement.js';
import { asianArabicCarriers } from './sources/carriersAsianArabic.js';
import { englishCarriers } from './sources/carriersEnglish.js';
import { europeanCarriers } from './sources/carriersEuropean.js';
import type { CarrierTemplate } from './sources/carrierTypes.js';
import { Random } from './sources/Random.js';
import { r7rRecallHardNegatives, r7rRecallPayloads } from './sources/r7rRecall.js';

const seed = 0x7a_c0de;
const carriers: readonly CarrierTemplate[] = [...englishCarriers, ...europeanCarriers, ...asianArabicCarriers];

/** The round-7 recall entries, all `split: "dev"`. */
export function buildR7rRecall(): DatasetEntry[] {
  const random = new Random(seed);
  return [
    ...injectionsInCarriers(
      'r7r-inj',
      r7rRecallPayloads,
      (payload) => carriers.filter((carrier) => carrier.language === payload.language),
      random,
    ),
    ...hardNegativeEntries('r7r-hn', r7rRecallHardNegatives),
  ];
}
