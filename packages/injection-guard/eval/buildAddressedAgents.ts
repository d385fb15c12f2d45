/**
 * Builds the dev set of orders addressed to an agent (`dataset/addressed-agents.jsonl`) from
 * `sources/addressedAgents.ts`: every attack in two carriers of its own language, and the hard
 * negatives as they are. Its own seeded PRNG, so it never moves what the other builders pick;
 * everything lands in the dev split.
 */
import type { DatasetEntry } from './datasetSchema.js';
import { addressedAgentHardNegatives, addressedAgentPayloads } from './sources/addressedAgents.js';
import { asianArabicCarriers } from './sources/carriersAsianArabic.js';
import { conversationalCarriers } from './sources/carriersConversational.js';
import { englishCarriers } from './sources/carriersEnglish.js';
import { europeanCarriers } from './sources/carriersEuropean.js';
import { type CarrierTemplate, embedForSlot, slotMarker } from './sources/carrierTypes.js';
import { Random } from './sources/Random.js';

const seed = 0xadd2_2026;
const carriersPerText = 2;
const carriers: readonly CarrierTemplate[] = [...englishCarriers, ...europeanCarriers, ...asianArabicCarriers, ...conversationalCarriers];

/** The addressed-agent entries, all `split: "dev"`. */
export function buildAddressedAgents(): DatasetEntry[] {
  const random = new Random(seed);
  const entries: DatasetEntry[] = [];
  for (const payload of addressedAgentPayloads) {
    const own = carriers.filter((carrier) => carrier.language === payload.language);
    for (const carrier of random.shuffle(own).slice(0, carriersPerText)) {
      const embedded = embedForSlot(carrier.slot, payload.text);
      entries.push({
        id: `addr-inj-${payload.language}-${payload.key}-${carrier.id}`,
        text: carrier.body.replace(slotMarker, () => embedded),
        label: 'injection',
        category: payload.category,
        language: payload.language,
        carrier: carrier.carrier,
        hardNegative: false,
        split: 'dev',
        payload: embedded,
      });
    }
  }
  for (const document of addressedAgentHardNegatives) {
    entries.push({
      id: `addr-hn-${document.language}-${document.key}`,
      text: document.text,
      label: 'benign',
      category: document.category,
      language: document.language,
      carrier: document.carrier,
      hardNegative: true,
      split: 'dev',
    });
  }
  return entries;
}
