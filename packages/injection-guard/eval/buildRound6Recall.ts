/**
 * Builds the dev set of the round-6 recall notions (`dataset/round6-recall.jsonl`) from
 * `sources/round6Recall.ts`: each attack in carriers of its own language, the hard negatives as they are.
 * Its own seeded PRNG, so it never moves what the other builders pick; everything lands in the dev split.
 */
import type { DatasetEntry } from './datasetSchema.js';
import { hardNegativeEntries, injectionsInCarriers } from './devSupplement.js';
import { asianArabicCarriers } from './sources/carriersAsianArabic.js';
import { englishCarriers } from './sources/carriersEnglish.js';
import { europeanCarriers } from './sources/carriersEuropean.js';
import type { CarrierTemplate } from './sources/carrierTypes.js';
import { Random } from './sources/Random.js';
import { round6RecallHardNegatives, round6RecallPayloads } from './sources/round6Recall.js';

const seed = 0x6ec_a116;
const carriers: readonly CarrierTemplate[] = [...englishCarriers, ...europeanCarriers, ...asianArabicCarriers];

/** The round-6 recall entries, all `split: "dev"`. */
export function buildRound6Recall(): DatasetEntry[] {
  const random = new Random(seed);
  return [
    ...injectionsInCarriers(
      'r6r-inj',
      round6RecallPayloads,
      (payload) => carriers.filter((carrier) => carrier.language === payload.language),
      random,
    ),
    ...hardNegativeEntries('r6r-hn', round6RecallHardNegatives),
  ];
}
