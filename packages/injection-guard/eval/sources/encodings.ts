/**
 * Deterministic encoders that turn a payload into the evasive forms issue 5 lists, and the
 * hidden-markup wrappers. Every random choice comes from the caller's seeded PRNG.
 */
import type { Encoding } from '../datasetSchema.js';
import type { Random } from './Random.js';

const encoder = new TextEncoder();

function utf8Base64(text: string): string {
  let binary = '';
  for (const byte of encoder.encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function hexBytes(text: string, separator: string, upper: boolean): string {
  const pairs = [...encoder.encode(text)].map((byte) => byte.toString(16).padStart(2, '0'));
  const joined = pairs.join(separator);
  return upper ? joined.toUpperCase() : joined;
}

function jsonEscape(text: string, random: Random): string {
  const variant = random.int(3);
  // An emoji in front gives surrogate pairs (\ud83d\udea8) to decode.
  const source = random.chance(0.4) ? `\u{1F6A8} ${text}` : text;
  let out = '';
  for (const char of source) {
    const code = char.codePointAt(0)!;
    const units = code > 0xffff ? [char.charCodeAt(0), char.charCodeAt(1)] : [code];
    const escapeIt = variant === 0 || (variant === 1 && /\p{L}/u.test(char)) || (variant === 2 && random.chance(0.6));
    if (char === '\n') {
      out += '\\n';
    } else if (char === '"') {
      out += '\\"';
    } else if (char === '\\') {
      out += '\\\\';
    } else if (escapeIt) {
      const hexUpper = random.chance(0.5);
      for (const unit of units) {
        const hex = unit.toString(16).padStart(4, '0');
        out += `\\u${hexUpper ? hex.toUpperCase() : hex}`;
      }
    } else {
      out += char;
    }
  }
  return out;
}

const namedEntities: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

function htmlEntities(text: string, random: Random): string {
  const variant = random.int(3);
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    const named = namedEntities[char];
    if (named !== undefined) {
      out += named;
    } else if (char === '\n') {
      out += variant === 2 ? '&#10;' : '\n';
    } else if (char === ' ' && variant !== 2) {
      out += ' ';
    } else if (variant === 0 || (variant === 2 && random.chance(0.5))) {
      out += `&#${code};`;
    } else {
      out += `&#x${code.toString(16)};`;
    }
  }
  return out;
}

const cjkPattern = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

function letterSpacing(text: string, random: Random): string {
  const separators = [' ', '.', '-', '_', ' '];
  const separator = separators[random.int(separators.length)]!;
  const wordGap = separator === ' ' ? '   ' : ' ';
  const firstLine = text.split('\n')[0]!;
  if (cjkPattern.test(firstLine)) {
    return [...firstLine].filter((char) => char.trim() !== '').join(' ');
  }
  return firstLine
    .split(/\s+/)
    .filter((word) => word !== '')
    .map((word) => [...word].join(separator))
    .join(wordGap);
}

// Latin letters and their look-alikes from Cyrillic and Greek.
const confusableMap: Readonly<Record<string, readonly string[]>> = {
  a: ['а', 'ɑ'],
  c: ['с', 'ϲ'],
  e: ['е'],
  i: ['і', 'ı'],
  j: ['ј'],
  o: ['о', 'ο'],
  p: ['р'],
  s: ['ѕ'],
  x: ['х'],
  y: ['у'],
  A: ['А', 'Α'],
  B: ['В', 'Β'],
  C: ['С'],
  E: ['Е', 'Ε'],
  H: ['Н', 'Η'],
  I: ['І', 'Ι'],
  K: ['К', 'Κ'],
  M: ['М'],
  O: ['О', 'Ο'],
  P: ['Р', 'Ρ'],
  S: ['Ѕ'],
  T: ['Т', 'Τ'],
  X: ['Х'],
};

function confusables(text: string, random: Random): string {
  let out = '';
  for (const char of text) {
    const options = confusableMap[char];
    out += options !== undefined && random.chance(0.55) ? options[random.int(options.length)]! : char;
  }
  return out;
}

function fullwidth(text: string, random: Random): string {
  const ideographicSpace = random.chance(0.5);
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code >= 0x21 && code <= 0x7e) out += String.fromCodePoint(code + 0xfee0);
    else if (char === ' ' && ideographicSpace) out += '\u3000';
    else out += char;
  }
  return out;
}

const zeroWidthCharacters = ['\u200b', '\u200c', '\u200d', '\u2060', '\ufeff'];

function zeroWidth(text: string, random: Random): string {
  let out = '';
  for (const char of text) {
    out += char;
    if (/\p{L}/u.test(char) && random.chance(0.45)) out += zeroWidthCharacters[random.int(zeroWidthCharacters.length)]!;
  }
  return out;
}

function tagBlock(text: string): string {
  let out = '\u{E0001}';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code >= 0x20 && code <= 0x7e) out += String.fromCodePoint(0xe0000 + code);
  }
  return `${out}\u{E007F}`;
}

const bidiControls = [
  '\u202a',
  '\u202b',
  '\u202c',
  '\u202d',
  '\u202e',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u200e',
  '\u200f',
];

function bidi(text: string, random: Random): string {
  const variant = random.int(2);
  if (variant === 0) {
    let out = '';
    for (const char of text) {
      out += char;
      if (/\p{L}/u.test(char) && random.chance(0.35)) out += bidiControls[random.int(bidiControls.length)]!;
    }
    return out;
  }
  // Every word isolated and re-embedded: invisible on screen, breaks naive word matching.
  return text
    .split(' ')
    .map((word) => `\u2067\u202d${word}\u202c\u2069`)
    .join(' ');
}

function shuffleMiddle(word: string, random: Random): string {
  const letters = [...word];
  if (letters.length < 5 || !letters.every((char) => /\p{L}/u.test(char))) return word;
  const middle = letters.slice(1, -1);
  for (let attempt = 0; attempt < 8; attempt++) {
    const shuffled = random.shuffle(middle);
    if (shuffled.join('') !== middle.join('')) return letters[0]! + shuffled.join('') + letters.at(-1)!;
  }
  return word;
}

function typoglycemia(text: string, random: Random): string {
  // Most long words shuffled, a few left intact, as in the published examples.
  return text.replace(/\p{L}+/gu, (word) => (random.chance(0.8) ? shuffleMiddle(word, random) : word));
}

/** Scripts an encoding can carry: tag characters only carry ASCII; look-alikes and shuffles need Latin words. */
export function encodingAccepts(encoding: Encoding, text: string): boolean {
  const latin = /^[\p{Script=Latin}\p{N}\p{P}\p{S}\s]+$/u.test(text);
  switch (encoding) {
    case 'tag-block':
      return /^[\x20-\x7e\n]+$/.test(text);
    case 'confusables':
    case 'typoglycemia':
    case 'fullwidth':
      return latin;
    default:
      return true;
  }
}

/** Encodes `text`. Letter-spacing keeps only the first line (a spaced multi-line turn is not a realistic carrier). */
export function encodePayload(encoding: Encoding, text: string, random: Random): string {
  switch (encoding) {
    case 'json-escape':
      return jsonEscape(text, random);
    case 'entity':
      return htmlEntities(text, random);
    case 'base64':
      return utf8Base64(text);
    case 'hex': {
      const separators = ['', ' ', ':', '-'];
      return hexBytes(text, separators[random.int(separators.length)]!, random.chance(0.3));
    }
    case 'letter-spacing':
      return letterSpacing(text, random);
    case 'confusables':
      return confusables(text, random);
    case 'fullwidth':
      return fullwidth(text, random);
    case 'zero-width':
      return zeroWidth(text, random);
    case 'tag-block':
      return tagBlock(text);
    case 'bidi':
      return bidi(text, random);
    case 'typoglycemia':
      return typoglycemia(text, random);
  }
}

/** Base64 of UTF-8 text, wrapped at 76 columns like a MIME body. */
export function mimeBase64(text: string): string {
  return (utf8Base64(text).match(/.{1,76}/g) ?? []).join('\n');
}

/** How a payload is hidden in HTML, Markdown or LaTeX. */
export interface HiddenWrapper {
  readonly id: string;
  readonly formats: readonly ('html' | 'markdown' | 'latex')[];
  readonly wrap: (payload: string) => string;
}

export const hiddenWrappers: readonly HiddenWrapper[] = [
  { id: 'display-none', formats: ['html'], wrap: (p) => `<span style="display:none">${p}</span>` },
  { id: 'font-size-0', formats: ['html'], wrap: (p) => `<div style="font-size:0px;line-height:0">${p}</div>` },
  {
    id: 'white-on-white',
    formats: ['html'],
    wrap: (p) => `<p style="color:#ffffff;background-color:#ffffff">${p}</p>`,
  },
  { id: 'html-comment', formats: ['html', 'markdown'], wrap: (p) => `<!-- ${p} -->` },
  {
    id: 'offscreen',
    formats: ['html'],
    wrap: (p) => `<div style="position:absolute;left:-9999px;top:-9999px" aria-hidden="true">${p}</div>`,
  },
  { id: 'opacity-0', formats: ['html'], wrap: (p) => `<div style="opacity:0;height:0;overflow:hidden">${p}</div>` },
  { id: 'font-white', formats: ['html'], wrap: (p) => `<font color="white" size="1">${p}</font>` },
  { id: 'hidden-attr', formats: ['html'], wrap: (p) => `<div hidden>${p}</div>` },
  { id: 'visibility-hidden', formats: ['html'], wrap: (p) => `<span style="visibility: hidden">${p}</span>` },
  {
    id: 'md-ref-comment',
    formats: ['markdown'],
    wrap: (p) => `[//]: # (${p.replaceAll('\n', ' ').replaceAll(')', ']')})`,
  },
  {
    id: 'md-image-alt',
    formats: ['markdown'],
    wrap: (p) => `![${p.replaceAll('\n', ' ').replaceAll(']', ')')}](https://cdn.example.com/spacer.gif)`,
  },
  { id: 'latex-white', formats: ['latex'], wrap: (p) => `\\textcolor{white}{${p}}` },
  {
    id: 'latex-tiny-white',
    formats: ['latex'],
    wrap: (p) => `{\\color{white}\\fontsize{0.1pt}{0.1pt}\\selectfont ${p}}`,
  },
];
