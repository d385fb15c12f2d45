/**
 * Builds the multilingual generalization dev set (`dataset/generalization-multilingual.jsonl`)
 * from `sources/generalizationMultilingual.ts`: every attack in two carriers of its own language
 * (pages, mails, tables, code, reviews, chats), and the hard-negative documents as they are. It
 * has its own seeded PRNG, so it never moves what the other builders pick, and everything lands
 * in the dev split.
 */
import type { DatasetEntry } from './datasetSchema.js';
import { asianArabicCarriers } from './sources/carriersAsianArabic.js';
import { conversationalCarriers } from './sources/carriersConversational.js';
import { europeanCarriers } from './sources/carriersEuropean.js';
import { type CarrierTemplate, embedForSlot, slotMarker } from './sources/carrierTypes.js';
import { multilingualHardNegatives, multilingualPayloads } from './sources/generalizationMultilingual.js';
import { Random } from './sources/Random.js';

const seed = 0x6d6c_2026;
const carriersPerText = 2;
const carriers: readonly CarrierTemplate[] = [...europeanCarriers, ...asianArabicCarriers, ...conversationalCarriers];

function fill(carrier: CarrierTemplate, embedded: string): string {
  return carrier.body.replace(slotMarker, () => embedded);
}

/** The multilingual generalization entries, all `split: "dev"`. */
export function buildGeneralizationMultilingual(): DatasetEntry[] {
  const random = new Random(seed);
  const entries: DatasetEntry[] = [];
  for (const payload of multilingualPayloads) {
    const own = carriers.filter((carrier) => carrier.language === payload.language);
    for (const carrier of random.shuffle(own).slice(0, carriersPerText)) {
      const embedded = embedForSlot(carrier.slot, payload.text);
      entries.push({
        id: `gen-inj-${payload.language}-${payload.key}-${carrier.id}`,
        text: fill(carrier, embedded),
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
  for (const document of multilingualHardNegatives) {
    entries.push({
      id: `gen-hn-${document.language}-${document.key}`,
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
