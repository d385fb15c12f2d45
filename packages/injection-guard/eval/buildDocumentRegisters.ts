/**
 * Builds the dev set of document registers that blind6 found flagged, and their attack counterparts
 * (`dataset/document-registers.jsonl`), from `sources/documentRegisters.ts`: each attack as planted in its
 * document, and once more in carriers of its own language; the hard negatives as they are. Its own seeded
 * PRNG, so it never moves what the other builders pick; everything lands in the dev split.
 */
import type { DatasetEntry } from './datasetSchema.js';
import { hardNegativeEntries, injectionsInCarriers } from './devSupplement.js';
import { asianArabicCarriers } from './sources/carriersAsianArabic.js';
import { conversationalCarriers } from './sources/carriersConversational.js';
import { englishCarriers } from './sources/carriersEnglish.js';
import { europeanCarriers } from './sources/carriersEuropean.js';
import type { CarrierTemplate } from './sources/carrierTypes.js';
import { documentRegisterHardNegatives, plantedRegisterDocuments } from './sources/documentRegisters.js';
import { Random } from './sources/Random.js';

const seed = 0x1e6a_2026;
const carriers: readonly CarrierTemplate[] = [
  ...englishCarriers,
  ...europeanCarriers,
  ...asianArabicCarriers,
  ...conversationalCarriers,
];

/** The document-register entries, all `split: "dev"`. */
export function buildDocumentRegisters(): DatasetEntry[] {
  const random = new Random(seed);
  const planted: DatasetEntry[] = plantedRegisterDocuments.map((document) => ({
    id: `dr-inj-${document.language}-${document.key}`,
    text: document.text,
    label: 'injection',
    category: document.category,
    language: document.language,
    carrier: document.carrier,
    hardNegative: false,
    split: 'dev',
    payload: document.payload,
  }));
  return [
    ...planted,
    ...injectionsInCarriers(
      'dr-inj',
      plantedRegisterDocuments.map(({ key, language, category, payload }) => ({
        key,
        language,
        category,
        text: payload,
      })),
      (payload) => carriers.filter((carrier) => carrier.language === payload.language),
      random,
    ),
    ...hardNegativeEntries('dr-hn', documentRegisterHardNegatives),
  ];
}
