/**
 * Builds the English generalization dev set (`dataset/generalization-en.jsonl`) from
 * `sources/generalizationEnglish.ts`: every attack in two of its carriers, the hard-negative
 * documents as they are, and every benign filler in two carriers. It has its own seeded PRNG, so
 * it never moves what the other builders pick, and everything lands in the dev split.
 */
import type { DatasetEntry } from './datasetSchema.js';
import { type CarrierTemplate, embedForSlot, slotMarker } from './sources/carrierTypes.js';
import {
  generalizationEnglishCarriers,
  generalizationEnglishFillers,
  generalizationEnglishHardNegatives,
  generalizationEnglishPayloads,
} from './sources/generalizationEnglish.js';
import { Random } from './sources/Random.js';

const seed = 0x6e6e_2026;
const carriersPerText = 2;

function fill(carrier: CarrierTemplate, embedded: string): string {
  return carrier.body.replace(slotMarker, () => embedded);
}

/** The generalization entries, all `split: "dev"`. */
export function buildGeneralizationEnglish(): DatasetEntry[] {
  const random = new Random(seed);
  const entries: DatasetEntry[] = [];
  for (const payload of generalizationEnglishPayloads) {
    for (const carrier of random.shuffle(generalizationEnglishCarriers).slice(0, carriersPerText)) {
      const embedded = embedForSlot(carrier.slot, payload.text);
      entries.push({
        id: `gen-inj-en-${payload.key}-${carrier.id}`,
        text: fill(carrier, embedded),
        label: 'injection',
        category: payload.category,
        language: 'en',
        carrier: carrier.carrier,
        hardNegative: false,
        split: 'dev',
        payload: embedded,
      });
    }
  }
  for (const document of generalizationEnglishHardNegatives) {
    entries.push({
      id: `gen-hn-en-${document.key}`,
      text: document.text,
      label: 'benign',
      category: document.category,
      language: document.language,
      carrier: document.carrier,
      hardNegative: true,
      split: 'dev',
      ...(document.quotesAttack === true ? { quotesAttack: true } : {}),
    });
  }
  for (const filler of generalizationEnglishFillers) {
    for (const carrier of random.shuffle(generalizationEnglishCarriers).slice(0, carriersPerText)) {
      entries.push({
        id: `gen-hf-en-${filler.key}-${carrier.id}`,
        text: fill(carrier, embedForSlot(carrier.slot, filler.text)),
        label: 'benign',
        category: filler.category,
        language: filler.language,
        carrier: carrier.carrier,
        hardNegative: true,
        split: 'dev',
      });
    }
  }
  return entries;
}
