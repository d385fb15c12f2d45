/**
 * Builds the dev set of the round-4 recall classes (`dataset/recall-classes.jsonl`) from
 * `sources/recallClasses.ts`: every attack in two carriers of its own language, and the hard
 * negatives as they are. Its own seeded PRNG, so it never moves what the other builders pick;
 * everything lands in the dev split.
 */
import type { DatasetEntry } from './datasetSchema.js';
import { hardNegativeEntries, injectionsInCarriers } from './devSupplement.js';
import { recallClassHardNegatives, recallClassPayloads } from './sources/recallClasses.js';
import { asianArabicCarriers } from './sources/carriersAsianArabic.js';
import { conversationalCarriers } from './sources/carriersConversational.js';
import { englishCarriers } from './sources/carriersEnglish.js';
import { europeanCarriers } from './sources/carriersEuropean.js';
import type { CarrierTemplate } from './sources/carrierTypes.js';
import { Random } from './sources/Random.js';

const seed = 0x4eca_2026;
const carriers: readonly CarrierTemplate[] = [
  ...englishCarriers,
  ...europeanCarriers,
  ...asianArabicCarriers,
  ...conversationalCarriers,
];

/** The recall-class entries, all `split: "dev"`. */
export function buildRecallClasses(): DatasetEntry[] {
  const random = new Random(seed);
  return [
    ...injectionsInCarriers(
      'rc-inj',
      recallClassPayloads,
      (payload) => carriers.filter((carrier) => carrier.language === payload.language),
      random,
    ),
    ...hardNegativeEntries('rc-hn', recallClassHardNegatives),
  ];
}
