// Character classification shared by the view builder and the scanners. Hand-written tables and a
// lazily filled cache instead of regular expressions in the hot path.

const LETTER_OR_DIGIT = /^[\p{L}\p{N}\p{M}]$/u;
const letterCache = new Uint8Array(0x10000); // 0 = unknown, 1 = letter/digit, 2 = other

/** True for letters, digits and combining marks (any script). */
export function isWordCodePoint(codePoint: number): boolean {
  if (!(codePoint >= 0)) return false; // NaN from reading past the end
  if (codePoint < 0x80) {
    return (
      (codePoint >= 0x61 && codePoint <= 0x7a) ||
      (codePoint >= 0x41 && codePoint <= 0x5a) ||
      (codePoint >= 0x30 && codePoint <= 0x39)
    );
  }
  if (codePoint < 0x10000) {
    let cached = letterCache[codePoint]!;
    if (cached === 0) {
      cached = LETTER_OR_DIGIT.test(String.fromCharCode(codePoint)) ? 1 : 2;
      letterCache[codePoint] = cached;
    }
    return cached === 1;
  }
  return LETTER_OR_DIGIT.test(String.fromCodePoint(codePoint));
}

/** True for whitespace, including no-break and ideographic spaces. */
export function isWhitespaceCodePoint(codePoint: number): boolean {
  return (
    codePoint === 0x20 ||
    (codePoint >= 0x09 && codePoint <= 0x0d) ||
    codePoint === 0xa0 ||
    codePoint === 0x1680 ||
    (codePoint >= 0x2000 && codePoint <= 0x200a) ||
    codePoint === 0x2028 ||
    codePoint === 0x2029 ||
    codePoint === 0x202f ||
    codePoint === 0x205f ||
    codePoint === 0x3000 ||
    codePoint === 0x85
  );
}

/**
 * Invisible carriers that are removed from the text itself: zero-width characters, word joiners,
 * bidi embeddings/overrides/isolates, the Unicode tag block, and a byte-order mark inside the text.
 * Zero-width (non-)joiners are kept here because Indic, Persian and emoji text needs them; the
 * remover drops them only between Latin letters.
 */
export function isRemovableInvisible(codePoint: number): boolean {
  return (
    codePoint === 0x200b ||
    (codePoint >= 0x2060 && codePoint <= 0x2064) ||
    codePoint === 0x180e ||
    codePoint === 0xfeff ||
    (codePoint >= 0x202a && codePoint <= 0x202e) ||
    (codePoint >= 0x2066 && codePoint <= 0x2069) ||
    (codePoint >= 0xe0000 && codePoint <= 0xe007f)
  );
}

/** True for ASCII letters. */
export function isAsciiLetter(code: number): boolean {
  return (code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a);
}

/** Hex digit value, or -1. */
export function hexValue(code: number): number {
  if (code >= 0x30 && code <= 0x39) return code - 0x30;
  if (code >= 0x61 && code <= 0x66) return code - 0x57;
  if (code >= 0x41 && code <= 0x46) return code - 0x37;
  return -1;
}
