/**
 * Builds the dev set of benign classes that round 4 found flagged, and their attack counterparts
 * (`dataset/false-positive-classes.jsonl`), from `sources/falsePositiveClasses.ts`: every attack in
 * two carriers of its own language, and the hard negatives as they are. Its own seeded PRNG, so it
 * never moves what the other builders pick; everything lands in the dev split.
 */
import type { DatasetEntry } from './datasetSchema.js';
import { hardNegativeEntries, injectionsInCarriers } from './devSupplement.js';
import { asianArabicCarriers } from './sources/carriersAsianArabic.js';
import { conversationalCarriers } from './sources/carriersConversational.js';
import { englishCarriers } from './sources/carriersEnglish.js';
import { europeanCarriers } from './sources/carriersEuropean.js';
import type { CarrierTemplate } from './sources/carrierTypes.js';
import { falsePositiveClassHardNegatives, falsePositiveClassPayloads } from './sources/falsePositiveClasses.js';
import { Random } from './sources/Random.js';

const seed = 0xf9c1_2026;
const carriers: readonly CarrierTemplate[] = [
  ...englishCarriers,
  ...europeanCarriers,
  ...asianArabicCarriers,
  ...conversationalCarriers,
];

/** The false-positive-class entries, all `split: "dev"`. */
export function buildFalsePositiveClasses(): DatasetEntry[] {
  const random = new Random(seed);
  return [
    ...injectionsInCarriers(
      'fpc-inj',
      falsePositiveClassPayloads,
      (payload) => carriers.filter((carrier) => carrier.language === payload.language),
      random,
    ),
    ...hardNegativeEntries('fpc-hn', falsePositiveClassHardNegatives),
  ];
}
