import type { BenignCategory, Carrier, Language } from '../datasetSchema.js';

/**
 * A hand-written benign document. `text` may contain `{{BASE64:...}}`, which the generator
 * replaces with the base64 of the UTF-8 text between the colon and the closing braces (wrapped
 * at 76 columns like MIME), so encoded benign data is exact rather than typed by hand.
 */
export interface HardNegativeDocument {
  readonly key: string;
  readonly language: Language;
  readonly category: BenignCategory;
  readonly carrier: Carrier;
  readonly text: string;
  /** Quotes an attack string verbatim in a descriptive frame. */
  readonly quotesAttack?: boolean;
}

/** A short benign passage planted into a carrier's slot (the matched control for the payloads). */
export interface BenignFiller {
  readonly key: string;
  readonly language: Language;
  readonly category: BenignCategory;
  readonly text: string;
}
