import { isProbablyReaderable, Readability } from '@mozilla/readability';

/** What {@link parseWithReadability} returns: Readability's article, its content left as an element. */
export interface ReadabilityArticle {
  readonly title: string | null | undefined;
  readonly content: Element | null | undefined;
  readonly textContent: string | null | undefined;
}

/** Options of {@link parseWithReadability}. */
export interface ReadabilityParseOptions {
  /** Readability's `charThreshold`: below it, Readability retries with looser rules. */
  readonly charThreshold: number;
}

/** Inline styles that hide an element, as Readability's own visibility test reads them. */
const HIDDEN_STYLE = /(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*hidden)\s*(?:!important\s*)?(?:;|$)/i;

/**
 * The elements below `root` with one of the tag names, in document order, as a static array:
 * what `querySelectorAll(tagNames.join(','))` returns, without jsdom's selector engine, which
 * costs a third of Readability's time on real pages.
 */
function elementsWithTags(root: Element | Document, tagNames: readonly string[]): Element[] {
  const names = new Set(tagNames.map((name) => name.toUpperCase()));
  const document = root.nodeType === 9 ? (root as Document) : (root as Element).ownerDocument;
  const walker = document.createTreeWalker(root, 1 /* NodeFilter.SHOW_ELEMENT */);
  const found: Element[] = [];
  for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
    if (names.has(node.nodeName)) found.push(node as Element);
  }
  return found;
}

/**
 * Readability's visibility test, reading the `style` attribute instead of `element.style`: jsdom
 * builds a CSS declaration object for every element asked, for the same answer.
 */
function isProbablyVisible(element: Element): boolean {
  if (element.nodeType !== 1) return true;
  const style = element.getAttribute('style');
  if (style !== null && HIDDEN_STYLE.test(style)) return false;
  if (element.hasAttribute('hidden')) return false;
  return (
    element.getAttribute('aria-hidden') !== 'true' || (element.getAttribute('class') ?? '').includes('fallback-image')
  );
}

/** Readability's internal helpers replaced here (present in 0.6.0, the pinned version). */
interface ReadabilityInternals {
  _getAllNodesWithTag: (root: Element | Document, tagNames: readonly string[]) => ArrayLike<Element>;
  _isProbablyVisible: (element: Element) => boolean;
}

/**
 * Runs Readability over `document` (which it rewrites) and returns its article, or `null`.
 * Same algorithm and output as `new Readability(document).parse()`; two of its helpers are given
 * jsdom-friendly implementations with the same answers, which makes it about a third faster.
 */
export function parseWithReadability(document: Document, options: ReadabilityParseOptions): ReadabilityArticle | null {
  const reader = new Readability<Element>(document, {
    charThreshold: options.charThreshold,
    serializer: (node) => node as Element,
  });
  const internals = reader as unknown as Partial<ReadabilityInternals>;
  // Only where the pinned version has them, so a Readability without these helpers still works.
  if (typeof internals._getAllNodesWithTag === 'function') internals._getAllNodesWithTag = elementsWithTags;
  if (typeof internals._isProbablyVisible === 'function') internals._isProbablyVisible = isProbablyVisible;
  return reader.parse();
}

/** Readability's own quick test of whether a page has article-like paragraphs, with the visibility test above. */
export function isReaderable(document: Document): boolean {
  return isProbablyReaderable(document, { visibilityChecker: (node) => isProbablyVisible(node as Element) });
}
