import { isAsciiLetter, isRemovableInvisible } from './CharacterClass.js';

/** The text without invisible carriers, and what they carried. */
export interface StrippedText {
  readonly text: string;
  /** How many runs of invisible characters were removed. */
  readonly removedRuns: number;
  /** ASCII text smuggled in Unicode tag characters (U+E0020–E007E), one entry per run. */
  readonly tagPayloads: readonly string[];
}

const BLACK_FLAG = 0x1f3f4;
const CANCEL_TAG = 0xe007f;
const MAX_FLAG_TAGS = 8;

function isJoiner(code: number): boolean {
  return code === 0x200c || code === 0x200d;
}

/**
 * Removes invisible carriers: zero-width spaces, word joiners, bidi embeddings/overrides/isolates,
 * tag characters, a BOM inside the text, and zero-width (non-)joiners between Latin letters. Keeps
 * joiners that scripts and emoji need and the tag sequences of subdivision flags (🏴 + tags).
 */
export function stripInvisibleCarriers(text: string): StrippedText {
  // Most texts hold no invisible character at all: one tight pass decides that without copying.
  if (!mayHoldInvisibleCarrier(text)) return { text, removedRuns: 0, tagPayloads: [] };
  let out = '';
  let copiedUpTo = 0;
  let removedRuns = 0;
  let inRun = false;
  const tagPayloads: string[] = [];
  let payload = '';
  let i = 0;
  while (i < text.length) {
    const codePoint = text.codePointAt(i)!;
    const width = codePoint > 0xffff ? 2 : 1;
    if (codePoint === BLACK_FLAG) {
      // A subdivision flag: 🏴 followed by a few tag letters and CANCEL TAG.
      let j = i + 2;
      let tags = 0;
      while (j < text.length && tags <= MAX_FLAG_TAGS) {
        const next = text.codePointAt(j)!;
        if (next >= 0xe0061 && next <= 0xe007a) {
          tags++;
          j += 2;
        } else break;
      }
      if (tags > 0 && tags <= MAX_FLAG_TAGS && text.codePointAt(j) === CANCEL_TAG) {
        i = j + 2;
        inRun = false;
        continue;
      }
    }
    const removable =
      (codePoint !== 0xfeff || i > 0) &&
      (isRemovableInvisible(codePoint) ||
        (isJoiner(codePoint) && isAsciiLetter(text.charCodeAt(i - 1)) && isAsciiLetter(text.charCodeAt(i + 1))));
    if (removable) {
      out += text.slice(copiedUpTo, i);
      copiedUpTo = i + width;
      if (!inRun) removedRuns++;
      inRun = true;
      if (codePoint >= 0xe0020 && codePoint <= 0xe007e) payload += String.fromCharCode(codePoint - 0xe0000);
    } else {
      inRun = false;
      if (payload.length > 0) {
        tagPayloads.push(payload);
        payload = '';
      }
    }
    i += width;
  }
  if (payload.length > 0) tagPayloads.push(payload);
  if (removedRuns === 0) return { text, removedRuns: 0, tagPayloads };
  out += text.slice(copiedUpTo);
  return { text: out, removedRuns, tagPayloads };
}

/** True when `text` holds a UTF-16 unit of anything {@link stripInvisibleCarriers} may remove. */
function mayHoldInvisibleCarrier(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x180e) continue;
    if (
      code === 0x180e ||
      (code >= 0x200b && code <= 0x200d) ||
      (code >= 0x202a && code <= 0x202e) ||
      (code >= 0x2060 && code <= 0x2069) ||
      code === 0xfeff ||
      code === 0xdb40 // high surrogate of the tag block U+E0000–E007F
    ) {
      return true;
    }
  }
  return false;
}
