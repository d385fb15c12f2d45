/**
 * Builds the dev set of orders addressed to an agent (`dataset/addressed-agents.jsonl`) from
 * `sources/addressedAgents.ts`: every attack in two carriers of its own language, and the hard
 * negatives as they are. Its own seeded PRNG, so it never moves what the other builders pick;
 * everything lands in the dev split.
 */
import type { DatasetEntry } from './datasetSchema.js';
import { hardNegativeEntries, injectionsInCarriers } from './devSupplement.js';
import { addressedAgentHardNegatives, addressedAgentPayloads } from './sources/addressedAgents.js';
import { asianArabicCarriers } from './sources/carriersAsianArabic.js';
import { conversationalCarriers } from './sources/carriersConversational.js';
import { englishCarriers } from './sources/carriersEnglish.js';
import { europeanCarriers } from './sources/carriersEuropean.js';
import type { CarrierTemplate } from './sources/carrierTypes.js';
import { Random } from './sources/Random.js';

const seed = 0xadd2_2026;
const carriers: readonly CarrierTemplate[] = [
  ...englishCarriers,
  ...europeanCarriers,
  ...asianArabicCarriers,
  ...conversationalCarriers,
];

/** The addressed-agent entries, all `split: "dev"`. */
export function buildAddressedAgents(): DatasetEntry[] {
  const random = new Random(seed);
  return [
    ...injectionsInCarriers(
      'addr-inj',
      addressedAgentPayloads,
      (payload) => carriers.filter((carrier) => carrier.language === payload.language),
      random,
    ),
    ...hardNegativeEntries('addr-hn', addressedAgentHardNegatives),
  ];
}
