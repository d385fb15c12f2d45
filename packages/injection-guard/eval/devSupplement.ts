/**
 * What the dev-supplement builders (`buildGeneralizationEnglish.ts`,
 * `buildGeneralizationMultilingual.ts`, `buildAddressedAgents.ts`) share: every attack planted in
 * a few carriers picked by the builder's own seeded PRNG, and hand-written hard negatives taken as
 * they are. Everything lands in the dev split.
 */
import type { DatasetEntry } from './datasetSchema.js';
import { type CarrierTemplate, embedForSlot, slotMarker } from './sources/carrierTypes.js';
import type { HardNegativeDocument } from './sources/hardNegativeTypes.js';
import type { SupplementPayload } from './sources/supplementRows.js';
import type { Random } from './sources/Random.js';

/** Carriers each attack (or filler) is planted in. */
export const carriersPerText = 2;

/** `carrier` with `text` written into its slot the way the slot's format needs. */
export function fillCarrier(carrier: CarrierTemplate, text: string): string {
  const embedded = embedForSlot(carrier.slot, text);
  return carrier.body.replace(slotMarker, () => embedded);
}

/**
 * Every payload in {@link carriersPerText} carriers from `carriersFor(payload)`, shuffled by
 * `random`; ids are `<idPrefix>-<language>-<key>-<carrier id>`.
 */
export function injectionsInCarriers(
  idPrefix: string,
  payloads: readonly SupplementPayload[],
  carriersFor: (payload: SupplementPayload) => readonly CarrierTemplate[],
  random: Random,
): DatasetEntry[] {
  const entries: DatasetEntry[] = [];
  for (const payload of payloads) {
    for (const carrier of random.shuffle(carriersFor(payload)).slice(0, carriersPerText)) {
      const embedded = embedForSlot(carrier.slot, payload.text);
      entries.push({
        id: `${idPrefix}-${payload.language}-${payload.key}-${carrier.id}`,
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
  return entries;
}

/** The hand-written hard negatives as dev entries; ids are `<idPrefix>-<language>-<key>`. */
export function hardNegativeEntries(idPrefix: string, documents: readonly HardNegativeDocument[]): DatasetEntry[] {
  return documents.map((document) => ({
    id: `${idPrefix}-${document.language}-${document.key}`,
    text: document.text,
    label: 'benign',
    category: document.category,
    language: document.language,
    carrier: document.carrier,
    hardNegative: true,
    split: 'dev',
    ...(document.quotesAttack === true ? { quotesAttack: true } : {}),
  }));
}
