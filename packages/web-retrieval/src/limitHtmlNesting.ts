import { HtmlElementKinds } from './HtmlElementKinds.js';

/** Implied-end elements, and the document's own (`html`, `head`, `body`), which never nest. */
const IMPLIED_END_ELEMENTS: ReadonlySet<string> = new Set([...HtmlElementKinds.IMPLIED_END, 'html', 'head', 'body']);

// Linear on any input: no alternation that can backtrack over the same text twice.
const TOKEN = /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][^\s/>]*)([^>]*)>/g;

/**
 * Drops the start and end tags of elements nested deeper than `maxDepth`, keeping their text.
 * jsdom builds its tree recursively and overflows the stack near ten thousand levels, and every
 * later step (cloning, serialising, turndown) recurses too; a hostile page must not crash the
 * reader. The count is an approximation of the HTML parser's (elements with optional end tags
 * are not counted), which is enough for a safety bound and leaves ordinary pages untouched.
 */
export function limitHtmlNesting(html: string, maxDepth: number): string {
  if (!exceedsDepth(html, maxDepth)) return html;
  const parts: string[] = [];
  let depth = 0;
  let last = 0;
  let rawTextEnd: string | undefined;
  TOKEN.lastIndex = 0;
  for (let match = TOKEN.exec(html); match !== null; match = TOKEN.exec(html)) {
    const [whole, slash, rawName, attributes] = match;
    if (rawName === undefined) continue;
    const name = rawName.toLowerCase();
    if (rawTextEnd !== undefined) {
      if (slash === '/' && name === rawTextEnd) rawTextEnd = undefined;
      continue;
    }
    if (HtmlElementKinds.VOID.has(name) || IMPLIED_END_ELEMENTS.has(name)) continue;
    if (slash === '/') {
      if (depth > maxDepth) {
        parts.push(html.slice(last, match.index));
        last = match.index + whole.length;
      }
      depth = Math.max(0, depth - 1);
      continue;
    }
    if (attributes?.trimEnd().endsWith('/') && !HtmlElementKinds.RAW_TEXT.has(name)) continue;
    depth += 1;
    if (depth > maxDepth) {
      parts.push(html.slice(last, match.index));
      last = match.index + whole.length;
    }
    if (HtmlElementKinds.RAW_TEXT.has(name)) rawTextEnd = name;
  }
  parts.push(html.slice(last));
  return parts.join('');
}

function exceedsDepth(html: string, maxDepth: number): boolean {
  let depth = 0;
  let rawTextEnd: string | undefined;
  TOKEN.lastIndex = 0;
  for (let match = TOKEN.exec(html); match !== null; match = TOKEN.exec(html)) {
    const [, slash, rawName, attributes] = match;
    if (rawName === undefined) continue;
    const name = rawName.toLowerCase();
    if (rawTextEnd !== undefined) {
      if (slash === '/' && name === rawTextEnd) rawTextEnd = undefined;
      continue;
    }
    if (HtmlElementKinds.VOID.has(name) || IMPLIED_END_ELEMENTS.has(name)) continue;
    if (slash === '/') {
      depth = Math.max(0, depth - 1);
      continue;
    }
    if (attributes?.trimEnd().endsWith('/') && !HtmlElementKinds.RAW_TEXT.has(name)) continue;
    depth += 1;
    if (depth > maxDepth) return true;
    if (HtmlElementKinds.RAW_TEXT.has(name)) rawTextEnd = name;
  }
  return false;
}
