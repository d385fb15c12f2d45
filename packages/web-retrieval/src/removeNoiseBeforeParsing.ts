import { HtmlElementKinds } from './HtmlElementKinds.js';

/** Inline styles that hide an element; such an element gets `hidden`, which noise removal drops. */
const HIDDEN_STYLE = /(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*hidden)\s*(?:!important\s*)?(?:;|$)/i;

/** A `<nav>` block nesting deeper than this stays for the DOM-level removal; keeps the scan linear. */
const MAX_NAVIGATION_DEPTH = 256;

/** `data-*` attributes that later steps read (the code language). */
const KEPT_DATA_ATTRIBUTES = new Set(['data-language']);

function isAsciiLetter(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

function isSpace(code: number): boolean {
  return code === 32 || code === 9 || code === 10 || code === 12 || code === 13;
}

/** A `<nav>` block being skipped: where it started and the elements opened inside it. */
interface OpenNavigation {
  readonly start: number;
  readonly partCount: number;
  readonly last: number;
  readonly open: string[];
}

/**
 * Thins the HTML text before jsdom parses it, removing what noise removal would drop anyway:
 * - `style` and `data-*` attributes of start tags. jsdom parses every inline style into a CSS
 *   declaration as the element is created, and `data-*` attributes are a fifth of the bytes of
 *   modern pages; no later step reads either (except `data-language`, kept). A style that hides
 *   its element (`display:none`, `visibility:hidden`) becomes the `hidden` attribute, so the
 *   element is still dropped as noise.
 * - `<nav>` blocks (a sixth of the bytes: mega menus), which noise removal always drops. Only a
 *   block whose inner tags nest cleanly goes; one the parser would end early (a stray end tag of
 *   an outer element) stays for the DOM-level removal, so no content after it can be lost.
 * One linear pass following the HTML tokenizer's rules for tags and attribute values; text (also
 * text that looks like a tag's attributes) and raw-text element content are untouched.
 */
export function removeNoiseBeforeParsing(html: string): string {
  const parts: string[] = [];
  let lower: string | undefined;
  let last = 0;
  let navigation: OpenNavigation | undefined;
  let position = html.indexOf('<');
  const length = html.length;
  while (position !== -1 && position < length - 1) {
    const next = html.charCodeAt(position + 1);
    if (next === 33 /* ! */ && html.startsWith('<!--', position)) {
      // A comment (normally already removed): skip it whole.
      const close = html.indexOf('-->', position + 4);
      if (close === -1) break;
      position = html.indexOf('<', close + 3);
      continue;
    }
    const isEndTag = next === 47 /* / */ && position + 2 < length && isAsciiLetter(html.charCodeAt(position + 2));
    if (!isAsciiLetter(next) && !isEndTag) {
      position = html.indexOf('<', position + 1);
      continue;
    }
    // Tag name.
    const nameStart = position + (isEndTag ? 2 : 1);
    let index = nameStart;
    while (index < length) {
      const code = html.charCodeAt(index);
      if (isSpace(code) || code === 47 /* / */ || code === 62 /* > */) break;
      index += 1;
    }
    const name = html.slice(nameStart, index).toLowerCase();
    // Where a <nav> block starts, taken before its own attributes are thinned.
    const navigationStart =
      !isEndTag && name === 'nav' && navigation === undefined
        ? { start: position, partCount: parts.length, last }
        : undefined;
    // Attributes, until the tag's `>`.
    let ended = false;
    let selfClosing = false;
    while (index < length) {
      const code = html.charCodeAt(index);
      if (code === 62 /* > */) {
        ended = true;
        index += 1;
        break;
      }
      if (isSpace(code) || code === 47 /* / */) {
        selfClosing = code === 47;
        index += 1;
        continue;
      }
      selfClosing = false;
      const attributeStart = index;
      // The tokenizer lets an attribute name start with `=`; after that, `=` ends the name.
      index += 1;
      while (index < length) {
        const nameCode = html.charCodeAt(index);
        if (isSpace(nameCode) || nameCode === 47 || nameCode === 62 || nameCode === 61 /* = */) break;
        index += 1;
      }
      const attributeName = html.slice(attributeStart, index).toLowerCase();
      let valueStart = -1;
      let valueEnd = -1;
      let afterName = index;
      while (afterName < length && isSpace(html.charCodeAt(afterName))) afterName += 1;
      if (html.charCodeAt(afterName) === 61 /* = */) {
        index = afterName + 1;
        while (index < length && isSpace(html.charCodeAt(index))) index += 1;
        const quote = html.charCodeAt(index);
        if (quote === 34 || quote === 39) {
          const close = html.indexOf(quote === 34 ? '"' : "'", index + 1);
          if (close === -1) {
            index = length;
            break;
          }
          valueStart = index + 1;
          valueEnd = close;
          index = close + 1;
        } else {
          valueStart = index;
          while (index < length) {
            const valueCode = html.charCodeAt(index);
            if (isSpace(valueCode) || valueCode === 62) break;
            index += 1;
          }
          valueEnd = index;
        }
      }
      if (isEndTag) continue;
      const isStyle = attributeName === 'style';
      const isData = attributeName.startsWith('data-') && !KEPT_DATA_ATTRIBUTES.has(attributeName);
      if (isStyle || isData) {
        parts.push(html.slice(last, attributeStart));
        const hides = isStyle && valueStart !== -1 && HIDDEN_STYLE.test(html.slice(valueStart, valueEnd));
        // A space keeps the neighbouring attributes apart.
        parts.push(hides ? 'hidden ' : ' ');
        last = index;
      }
    }
    if (!ended) break;
    if (isEndTag) {
      if (navigation !== undefined && name === 'nav' && !navigation.open.includes('nav')) {
        // The block's own end tag: whatever is still open inside it closes with it.
        parts.length = navigation.partCount;
        parts.push(html.slice(navigation.last, navigation.start), ' ');
        last = index;
        navigation = undefined;
      } else if (navigation !== undefined) {
        navigation = closeInNavigation(navigation, name);
      }
      position = html.indexOf('<', index);
      continue;
    }
    if (navigationStart !== undefined) {
      navigation = { ...navigationStart, open: [] };
    } else if (
      navigation !== undefined &&
      !HtmlElementKinds.VOID.has(name) &&
      !HtmlElementKinds.IMPLIED_END.has(name) &&
      !selfClosing
    ) {
      navigation.open.push(name);
      if (navigation.open.length > MAX_NAVIGATION_DEPTH) navigation = undefined;
    }
    if (HtmlElementKinds.RAW_TEXT.has(name)) {
      lower ??= html.toLowerCase();
      const close = lower.indexOf(`</${name}`, index);
      if (close === -1) break;
      position = html.indexOf('<', close + 2);
      continue;
    }
    position = html.indexOf('<', index);
  }
  if (last === 0) return html;
  parts.push(html.slice(last));
  return parts.join('');
}

/**
 * Applies an end tag inside a `<nav>` block: closes what it names (and what the parser would close
 * with it). Returns `undefined` when the tag would end the block early, so the block stays.
 */
function closeInNavigation(navigation: OpenNavigation, name: string): OpenNavigation | undefined {
  if (HtmlElementKinds.IMPLIED_END.has(name) || HtmlElementKinds.VOID.has(name)) return navigation;
  const at = navigation.open.lastIndexOf(name);
  // Not opened inside the block: it ends an outer element, and the parser would end the block too.
  if (at === -1) return undefined;
  navigation.open.length = at;
  return navigation;
}
