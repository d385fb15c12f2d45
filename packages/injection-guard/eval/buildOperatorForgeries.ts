/**
 * Builds the dev set of the round-5 recall classes (`dataset/operator-forgeries.jsonl`) from
 * `sources/operatorForgeries.ts`: every attack in two carriers of its own language, and the hard
 * negatives as they are. Its own seeded PRNG, so it never moves what the other builders pick;
 * everything lands in the dev split.
 */
import type { DatasetEntry } from './datasetSchema.js';
import { hardNegativeEntries, injectionsInCarriers } from './devSupplement.js';
import { asianArabicCarriers } from './sources/carriersAsianArabic.js';
import { conversationalCarriers } from './sources/carriersConversational.js';
import { englishCarriers } from './sources/carriersEnglish.js';
import { europeanCarriers } from './sources/carriersEuropean.js';
import type { CarrierTemplate } from './sources/carrierTypes.js';
import { operatorForgeryHardNegatives, operatorForgeryPayloads } from './sources/operatorForgeries.js';
import { Random } from './sources/Random.js';

const seed = 0x0f5e_2026;
const carriers: readonly CarrierTemplate[] = [
  ...englishCarriers,
  ...europeanCarriers,
  ...asianArabicCarriers,
  ...conversationalCarriers,
];

/** The operator-forgery entries, all `split: "dev"`. */
export function buildOperatorForgeries(): DatasetEntry[] {
  const random = new Random(seed);
  return [
    ...injectionsInCarriers(
      'of-inj',
      operatorForgeryPayloads,
      (payload) => carriers.filter((carrier) => carrier.language === payload.language),
      random,
    ),
    ...hardNegativeEntries('of-hn', operatorForgeryHardNegatives),
  ];
}
