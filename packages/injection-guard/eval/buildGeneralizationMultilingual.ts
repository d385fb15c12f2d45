/**
 * Builds the multilingual generalization dev set (`dataset/generalization-multilingual.jsonl`)
 * from `sources/generalizationMultilingual.ts`: every attack in two carriers of its own language
 * (pages, mails, tables, code, reviews, chats), and the hard-negative documents as they are. It
 * has its own seeded PRNG, so it never moves what the other builders pick, and everything lands
 * in the dev split.
 */
import type { DatasetEntry } from './datasetSchema.js';
import { hardNegativeEntries, injectionsInCarriers } from './devSupplement.js';
import { asianArabicCarriers } from './sources/carriersAsianArabic.js';
import { conversationalCarriers } from './sources/carriersConversational.js';
import { europeanCarriers } from './sources/carriersEuropean.js';
import type { CarrierTemplate } from './sources/carrierTypes.js';
import { multilingualHardNegatives, multilingualPayloads } from './sources/generalizationMultilingual.js';
import { Random } from './sources/Random.js';

const seed = 0x6d6c_2026;
const carriers: readonly CarrierTemplate[] = [...europeanCarriers, ...asianArabicCarriers, ...conversationalCarriers];

/** The multilingual generalization entries, all `split: "dev"`. */
export function buildGeneralizationMultilingual(): DatasetEntry[] {
  const random = new Random(seed);
  return [
    ...injectionsInCarriers(
      'gen-inj',
      multilingualPayloads,
      (payload) => carriers.filter((carrier) => carrier.language === payload.language),
      random,
    ),
    ...hardNegativeEntries('gen-hn', multilingualHardNegatives),
  ];
}
