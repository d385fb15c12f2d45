/**
 * Builds the English generalization dev set (`dataset/generalization-en.jsonl`) from
 * `sources/generalizationEnglish.ts`: every attack in two of its carriers, the hard-negative
 * documents as they are, and every benign filler in two carriers. It has its own seeded PRNG, so
 * it never moves what the other builders pick, and everything lands in the dev split.
 */
import type { DatasetEntry } from './datasetSchema.js';
import { carriersPerText, fillCarrier, hardNegativeEntries, injectionsInCarriers } from './devSupplement.js';
import {
  generalizationEnglishCarriers,
  generalizationEnglishFillers,
  generalizationEnglishHardNegatives,
  generalizationEnglishPayloads,
} from './sources/generalizationEnglish.js';
import { Random } from './sources/Random.js';

const seed = 0x6e6e_2026;

/** The generalization entries, all `split: "dev"`. */
export function buildGeneralizationEnglish(): DatasetEntry[] {
  const random = new Random(seed);
  const payloads = generalizationEnglishPayloads.map((payload) => ({ ...payload, language: 'en' as const }));
  const entries = [
    ...injectionsInCarriers('gen-inj', payloads, () => generalizationEnglishCarriers, random),
    ...hardNegativeEntries('gen-hn', generalizationEnglishHardNegatives),
  ];
  for (const filler of generalizationEnglishFillers) {
    for (const carrier of random.shuffle(generalizationEnglishCarriers).slice(0, carriersPerText)) {
      entries.push({
        id: `gen-hf-en-${filler.key}-${carrier.id}`,
        text: fillCarrier(carrier, filler.text),
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
