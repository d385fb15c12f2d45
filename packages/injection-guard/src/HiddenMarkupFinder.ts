import { isAsciiLetter } from './CharacterClass.js';

// Text a person does not see but a model reads: invisible HTML elements, HTML and Markdown comments,
// long image alt texts, LaTeX phantom or white text. Finding such a place is exact and cheap; whether
// what it hides is an attack is for the detector to judge (the model and the other rules read inside).

/** A hidden region `[start, end)` of the text and the rule that found it. */
export interface HiddenExtent {
  readonly start: number;
  readonly end: number;
  /** `markup.hidden-html`, `markup.html-comment`, `markup.markdown-comment`, `markup.image-alt-text`, `markup.hidden-latex`. */
  readonly ruleId: string;
}

const MAX_TAG_LENGTH = 1_000;
const MAX_ELEMENT_LENGTH = 6_000;
/** At most this many extents per text (bounded work on huge inputs). */
const MAX_EXTENTS = 256;
/** An image's alt text at least this long is text to read, not a caption. */
const MIN_HIDDEN_ALT_LENGTH = 24;
const HIDDEN_STYLE_MARKERS = [
  'display:none',
  'visibility:hidden',
  'visibility:collapse',
  'opacity:0;',
  'opacity:0"',
  "opacity:0'",
  'opacity:0.0',
  'opacity:.0',
  'font-size:0',
  'font-size:1px',
  'font-size:0.1',
  'font-size:.1',
  'color:#fff;',
  'color:#fff"',
  "color:#fff'",
  'color:#ffffff',
  'color:white',
  'color:rgb(255,255,255)',
  'color:transparent',
  'left:-9999',
  'left:-10000',
  'top:-9999',
  'text-indent:-9999',
  'text-indent:-10000',
  'clip:rect(0',
  'clip-path:inset(100%',
  'max-height:0',
  'height:0;overflow:hidden',
  'height:0px;overflow:hidden',
  'width:0;height:0',
  'transform:scale(0)',
];

function lowerAsciiNoSpace(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d) continue;
    out += code >= 0x41 && code <= 0x5a ? String.fromCharCode(code + 32) : text[i];
  }
  return out;
}

function isHiddenTag(attributes: string): boolean {
  const compact = lowerAsciiNoSpace(attributes);
  if (compact.includes('style=')) {
    for (const marker of HIDDEN_STYLE_MARKERS) {
      if (compact.includes(marker)) return true;
    }
    if (/opacity:0(?![.\d])/.test(compact)) return true;
  }
  // <font color="white">, and the boolean `hidden` attribute.
  if (/(?:^|\s)color\s*=\s*["']?(?:white|#fff\b|#ffffff)/i.test(attributes)) return true;
  return / hidden(?:[\s/>=]|$)/i.test(attributes);
}

function findClosingTag(lower: string, name: string, from: number, lastClose: number): number {
  const limit = Math.min(lower.length, from + MAX_ELEMENT_LENGTH);
  const open = `<${name}`;
  const close = `</${name}`;
  let depth = 1;
  let cursor = from;
  // Native searches for the next opening and closing tag of the same name; nesting counted.
  for (let guard = 0; guard < 64; guard++) {
    // `lastClose` (the last closing tag in the text) spares a search to the end for every unclosed tag.
    if (lastClose < cursor) return -1;
    const nextClose = lower.indexOf(close, cursor);
    if (nextClose < 0 || nextClose >= limit) return -1;
    let nextOpen = lower.indexOf(open, cursor);
    while (nextOpen >= 0 && nextOpen < nextClose && isAsciiLetter(lower.charCodeAt(nextOpen + open.length)))
      nextOpen = lower.indexOf(open, nextOpen + 1);
    if (nextOpen >= 0 && nextOpen < nextClose) {
      depth++;
      cursor = nextOpen + open.length;
      continue;
    }
    depth--;
    if (depth === 0) {
      const end = lower.indexOf('>', nextClose);
      return end < 0 ? nextClose + close.length : end + 1;
    }
    cursor = nextClose + close.length;
  }
  return -1;
}

function isDigit(code: number): boolean {
  return code >= 0x30 && code <= 0x39;
}

function paragraphEnd(text: string, from: number, limit: number): number {
  const blank = text.indexOf('\n\n', from);
  const end = blank < 0 ? text.length : blank;
  return Math.min(end, from + limit);
}

/** `text` with A–Z lower-cased, offsets kept (toLowerCase can change the length of a string): for ASCII tag searches. */

function lowerAsciiLetters(text: string): string {
  let first = 0;
  while (first < text.length && !(text.charCodeAt(first) >= 0x41 && text.charCodeAt(first) <= 0x5a)) first++;
  if (first === text.length) return text;
  const codes = new Uint16Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    codes[i] = code >= 0x41 && code <= 0x5a ? code + 32 : code;
  }
  // Natively decoded; a lone surrogate becomes U+FFFD (one unit too), which no tag search looks for.
  return utf16.decode(codes);
}

const utf16 = new TextDecoder('utf-16le');

function scanHtml(text: string, extents: HiddenExtent[]): void {
  // ASCII-only lower-casing keeps offsets (toLowerCase can change the length of a string).
  const lower = lowerAsciiLetters(text);
  const lastCloses = new Map<string, number>();
  let i = text.indexOf('<');
  while (i >= 0 && extents.length < MAX_EXTENTS) {
    if (text.startsWith('<!--', i)) {
      const close = text.indexOf('-->', i + 4);
      const end = close < 0 ? paragraphEnd(text, i, 600) : Math.min(close + 3, i + MAX_ELEMENT_LENGTH);
      extents.push({ start: i, end, ruleId: 'markup.html-comment' });
      i = text.indexOf('<', Math.max(end, i + 1));
      continue;
    }
    let nameEnd = i + 1;
    while (nameEnd < text.length && (isAsciiLetter(text.charCodeAt(nameEnd)) || isDigit(text.charCodeAt(nameEnd))))
      nameEnd++;
    if (nameEnd > i + 1) {
      const tagEnd = text.indexOf('>', nameEnd);
      if (tagEnd > 0 && tagEnd - i < MAX_TAG_LENGTH && isHiddenTag(text.slice(nameEnd, tagEnd))) {
        const name = text.slice(i + 1, nameEnd);
        const selfClosing = text.charCodeAt(tagEnd - 1) === 0x2f;
        const lowerName = name.toLowerCase();
        let lastClose = lastCloses.get(lowerName);
        if (lastClose === undefined) {
          lastClose = lower.lastIndexOf(`</${lowerName}`);
          lastCloses.set(lowerName, lastClose);
        }
        const close = selfClosing ? tagEnd + 1 : findClosingTag(lower, lowerName, tagEnd + 1, lastClose);
        const end = close < 0 ? paragraphEnd(text, i, 1_500) : close;
        extents.push({ start: i, end, ruleId: 'markup.hidden-html' });
        i = text.indexOf('<', tagEnd + 1);
        continue;
      }
    }
    i = text.indexOf('<', i + 1);
  }
}

/** Markdown reference-style comments `[//]: # (…)` and long image alt texts: both invisible when rendered. */
function scanMarkdownHidden(text: string, extents: HiddenExtent[]): void {
  let from = 0;
  while (extents.length < MAX_EXTENTS) {
    const comment = text.indexOf('[//]: #', from);
    if (comment < 0) break;
    const lineEnd = text.indexOf('\n', comment);
    const end = lineEnd < 0 ? text.length : lineEnd;
    extents.push({ start: comment, end, ruleId: 'markup.markdown-comment' });
    from = end;
  }
  from = 0;
  while (extents.length < MAX_EXTENTS) {
    const image = text.indexOf('![', from);
    if (image < 0) break;
    const close = text.indexOf('](', image + 2);
    const lineEnd = text.indexOf('\n', image);
    from = image + 2;
    if (close < 0 || (lineEnd >= 0 && lineEnd < close) || close - image > 2_000) continue;
    if (close - image >= MIN_HIDDEN_ALT_LENGTH) {
      const urlEnd = text.indexOf(')', close);
      extents.push({
        start: image,
        end: urlEnd < 0 ? close + 2 : urlEnd + 1,
        ruleId: 'markup.image-alt-text',
      });
    }
    from = close + 2;
  }
}

function matchingBrace(text: string, open: number): number {
  let depth = 0;
  const limit = Math.min(text.length, open + MAX_ELEMENT_LENGTH);
  for (let i = open; i < limit; i++) {
    const code = text.charCodeAt(i);
    if (code === 0x5c) {
      i++;
      continue;
    }
    if (code === 0x7b) depth++;
    else if (code === 0x7d) {
      depth--;
      if (depth === 0) return i + 1;
    }
  }
  return -1;
}

const LATEX_ARGUMENT_COMMANDS = [
  '\\phantom',
  '\\hphantom',
  '\\vphantom',
  '\\textcolor{white}',
  '\\textcolor{white!',
  '\\colorbox{white}',
  '\\scalebox{0',
  '\\resizebox{0',
  '\\fontsize{0',
  '\\fontsize{1pt',
  '\\fontsize{0.',
];
const LATEX_DECLARATIONS = [
  '\\color{white}',
  '\\pagecolor{white}\\color{white}',
  '\\tiny',
  '\\fontsize{0',
  '\\fontsize{1pt',
  '\\fontsize{0.',
];

function scanLatex(text: string, extents: HiddenExtent[]): void {
  let i = text.indexOf('\\');
  while (i >= 0 && extents.length < MAX_EXTENTS) {
    let matched = false;
    if (text.startsWith('\\iffalse', i)) {
      const close = text.indexOf('\\fi', i + 8);
      const end = close < 0 ? paragraphEnd(text, i, 1_500) : Math.min(close + 3, i + MAX_ELEMENT_LENGTH);
      extents.push({ start: i, end, ruleId: 'markup.hidden-latex' });
      i = text.indexOf('\\', end);
      continue;
    }
    for (const command of LATEX_ARGUMENT_COMMANDS) {
      if (!text.startsWith(command, i)) continue;
      // The hidden text is the last of the brace arguments that follow the command directly.
      let cursor = i + command.length;
      if (command.lastIndexOf('{') > command.lastIndexOf('}')) {
        const close = text.indexOf('}', cursor);
        if (close < 0 || close - cursor > 16) break;
        cursor = close + 1;
      }
      let end = -1;
      for (let argument = 0; argument < 3 && text.charCodeAt(cursor) === 0x7b; argument++) {
        const close = matchingBrace(text, cursor);
        if (close < 0) break;
        end = close;
        cursor = close;
      }
      if (end > 0) {
        extents.push({ start: i, end, ruleId: 'markup.hidden-latex' });
        matched = true;
        i = text.indexOf('\\', end);
      }
      break;
    }
    if (matched) continue;
    for (const declaration of LATEX_DECLARATIONS) {
      if (!text.startsWith(declaration, i)) continue;
      // A declaration hides the rest of its group, or of the paragraph outside a group.
      let depth = 0;
      let end = paragraphEnd(text, i, 2_000);
      for (let k = i + declaration.length; k < end; k++) {
        const code = text.charCodeAt(k);
        if (code === 0x7b) depth++;
        else if (code === 0x7d) {
          if (depth === 0) {
            end = k + 1;
            break;
          }
          depth--;
        }
      }
      extents.push({ start: i, end, ruleId: 'markup.hidden-latex' });
      matched = true;
      i = text.indexOf('\\', end);
      break;
    }
    if (!matched) i = text.indexOf('\\', i + 1);
  }
}

/**
 * The hidden regions of `text`, in the order they were found per kind (not sorted). Linear in the
 * text: every search is a native `indexOf` and at most {@link MAX_EXTENTS} extents are returned.
 */
export function findHiddenMarkup(text: string): HiddenExtent[] {
  const extents: HiddenExtent[] = [];
  if (text.includes('<')) scanHtml(text, extents);
  if (text.includes('\\')) scanLatex(text, extents);
  if (text.includes('[//]: #') || text.includes('![')) scanMarkdownHidden(text, extents);
  return extents;
}
