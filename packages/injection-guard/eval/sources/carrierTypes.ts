import type { Carrier, Language } from '../datasetSchema.js';

/** How a planted text is written into its slot so the carrier stays well-formed. */
export type SlotStyle =
  | 'text'
  | 'html'
  | 'csv'
  | 'md-cell'
  | 'html-cell'
  | 'hash-comment'
  | 'slash-comment'
  | 'block-comment'
  | 'docstring'
  | 'json-string'
  | 'quote'
  | 'latex';

/**
 * A realistic document with one `{{SLOT}}` where a payload (or, for benign controls, a benign
 * sentence) is planted. `html` carriers can also take hidden-markup wrappers.
 */
export interface CarrierTemplate {
  readonly id: string;
  readonly language: Language;
  readonly carrier: Carrier;
  readonly format: 'text' | 'markdown' | 'html' | 'csv' | 'code' | 'json' | 'latex';
  readonly slot: SlotStyle;
  readonly body: string;
}

/** The slot marker inside `CarrierTemplate.body`. */
export const slotMarker = '{{SLOT}}';

/** Writes `planted` into the carrier's slot style. Returns the embedded form (it is what ends up in the text). */
export function embedForSlot(style: SlotStyle, planted: string): string {
  switch (style) {
    case 'text':
    case 'html':
    case 'latex':
      return planted;
    case 'csv':
      return `"${planted.replaceAll('"', '""')}"`;
    case 'md-cell':
      return planted.replaceAll('|', '\\|').replaceAll('\n', '<br>');
    case 'html-cell':
      return planted.replaceAll('\n', '<br>');
    case 'hash-comment':
      return planted
        .split('\n')
        .map((line) => `# ${line}`)
        .join('\n');
    case 'slash-comment':
      return planted
        .split('\n')
        .map((line) => `// ${line}`)
        .join('\n');
    case 'block-comment':
      return planted
        .split('\n')
        .map((line, index) => (index === 0 ? line : ` * ${line}`))
        .join('\n');
    case 'docstring':
      return planted
        .split('\n')
        .map((line, index) => (index === 0 ? line : `    ${line}`))
        .join('\n');
    case 'json-string':
      return JSON.stringify(planted).slice(1, -1);
    case 'quote':
      return planted
        .split('\n')
        .map((line) => `> ${line}`)
        .join('\n');
  }
}
