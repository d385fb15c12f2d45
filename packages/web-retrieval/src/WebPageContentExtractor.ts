import type { JSDOM } from 'jsdom';
import { findMainContentByDensity, type MainContentByDensity, removeBoilerplate } from './findMainContentByDensity.js';
import { HtmlMarkdownConverter } from './HtmlMarkdownConverter.js';
import { limitHtmlNesting } from './limitHtmlNesting.js';
import { isReaderable, parseWithReadability } from './parseWithReadability.js';
import { readWebPageMetadata, type WebPageMetadata } from './readWebPageMetadata.js';
import { removeNoiseBeforeParsing } from './removeNoiseBeforeParsing.js';
import { removeInertMarkup } from './removeInertMarkup.js';
import { removeSupplementarySections } from './removeSupplementarySections.js';
import { baseUrlOf, removeWebPageNoise } from './removeWebPageNoise.js';
import { WebRetrievalError, WebRetrievalReason } from './WebRetrievalError.js';

/** Options of a {@link WebPageContentExtractor}. */
export interface WebPageContentExtractorOptions {
  /**
   * Elements nested deeper than this lose their tags (their text stays), so a hostile page cannot
   * overflow the stack or make Readability's quadratic passes crawl. Default 96; real pages rarely
   * pass 40 (the deepest of the 210 WCXB pages: 179, its deepest parts lose tags, not text).
   */
  readonly maxNestingDepth?: number;
  /**
   * When Readability's article has less than this share of the text the fallback finds on the
   * page, the fallback is used (Readability picked one post of a forum, one tile of a listing).
   * Default 0.5.
   */
  readonly minReadabilityShare?: number;
}

/** Options of one {@link WebPageContentExtractor.extract} call. */
export interface WebPageExtractionOptions {
  /** Cancels the extraction before it starts (it runs synchronously once started). */
  readonly signal?: AbortSignal | undefined;
}

/** The main content of an HTML page as Markdown, with the page's metadata. */
export interface ExtractedWebPage {
  /** The page title: the metadata's title, else Readability's, else empty. */
  readonly title: string;
  /** Main content as Markdown: absolute links, GFM tables, fenced code, no images. */
  readonly markdown: string;
  readonly metadata: WebPageMetadata;
  /** True when Readability found no article (or too little) and the density fallback was used. */
  readonly usedFallback: boolean;
}

const DEFAULT_MAX_NESTING_DEPTH = 96;
const DEFAULT_MIN_READABILITY_SHARE = 0.5;
/** Boilerplate blocks that are paragraphs: Readability gets to judge these itself. */
const PARAGRAPH_ELEMENTS = new Set(['P', 'SPAN']);
/** Readability's own threshold (500 characters) below which it retries with looser rules. */
const READABILITY_CHAR_THRESHOLD = 500;

function yieldToEventLoop(): Promise<void> {
  // jsdom frees a document's resources only after the event loop turns.
  return new Promise((resolve) => setImmediate(resolve));
}

/** The fallback's content as HTML: its introduction blocks, then its root. */
function serialiseFallback(fallback: MainContentByDensity): string {
  let html = '';
  for (const block of fallback.introduction) html += block.outerHTML;
  return html + fallback.root.outerHTML;
}

function visibleCharacters(text: string | null | undefined): number {
  return (text ?? '').replace(/\s+/g, '').length;
}

/**
 * A jsdom window that parses several pages in turn. Creating a window costs about as much as
 * parsing a page, so pages share one; but jsdom keeps every document a window parsed alive until
 * the window closes (its selector engine registers listeners on the window), so a window is closed
 * and replaced after a few pages or characters, which keeps memory bounded and flat.
 */
/** jsdom, loaded by the first extraction: a host that never extracts (or only checks targets) never pays for it. */
let jsdomModule: Promise<typeof import('jsdom')> | undefined;
function loadJsdom(): Promise<typeof import('jsdom')> {
  jsdomModule ??= import('jsdom');
  return jsdomModule;
}

class ParsingWindow {
  pages = 0;
  characters = 0;
  constructor(readonly dom: JSDOM) {}
}

/** Pages and HTML characters one {@link ParsingWindow} parses before it is closed. */
const MAX_PAGES_PER_WINDOW = 4;
const MAX_CHARACTERS_PER_WINDOW = 2_000_000;

interface ParsedPage {
  readonly window: ParsingWindow;
  readonly document: Document;
  readonly baseUrl: URL;
}

/**
 * Turns an HTML page into its main content as Markdown, plus metadata (JSON-LD, OpenGraph and
 * meta tags). Uses Readability for articles and a density-based fallback for pages Readability
 * gives up on (forums, products, listings). Scripts never run and nothing is loaded: pages are
 * parsed by a jsdom window without `runScripts` and without `resources`, which is closed and
 * replaced every few pages so memory stays flat. One extractor (with its one Markdown converter)
 * serves any number of pages, also concurrently; {@link WebPageContentExtractor.close} releases
 * the window it holds between pages.
 */
export class WebPageContentExtractor {
  readonly #maxNestingDepth: number;
  readonly #minReadabilityShare: number;
  readonly #converter = new HtmlMarkdownConverter();
  #parsingWindow: ParsingWindow | undefined;

  constructor(options: WebPageContentExtractorOptions = {}) {
    this.#maxNestingDepth = options.maxNestingDepth ?? DEFAULT_MAX_NESTING_DEPTH;
    this.#minReadabilityShare = options.minReadabilityShare ?? DEFAULT_MIN_READABILITY_SHARE;
    if (!Number.isInteger(this.#maxNestingDepth) || this.#maxNestingDepth < 16) {
      throw new RangeError(`maxNestingDepth must be an integer of at least 16, got ${String(options.maxNestingDepth)}`);
    }
    if (!(this.#minReadabilityShare >= 0 && this.#minReadabilityShare <= 1)) {
      throw new RangeError(`minReadabilityShare must be between 0 and 1, got ${String(options.minReadabilityShare)}`);
    }
  }

  /**
   * Extracts the main content of `html`, a page served at `pageUrl` (which relative links resolve
   * against, after `<base href>`). Never throws for malformed, empty or hostile HTML; throws a
   * {@link WebRetrievalError} `INVALID_URL` for a page URL that is not absolute, `ABORTED` when
   * the signal fired, and `INVALID_CONTENT` if extraction fails unexpectedly.
   */
  async extract(
    html: string,
    pageUrl: string | URL,
    options: WebPageExtractionOptions = {},
  ): Promise<ExtractedWebPage> {
    let url: URL;
    try {
      url = new URL(pageUrl);
    } catch (error) {
      throw new WebRetrievalError(
        WebRetrievalReason.INVALID_URL,
        `The page URL "${String(pageUrl).slice(0, 200)}" is not an absolute URL.`,
        {
          cause: error,
        },
      );
    }
    if (options.signal?.aborted === true) {
      throw new WebRetrievalError(WebRetrievalReason.ABORTED, 'The extraction was cancelled before it started.', {
        cause: options.signal.reason,
        url: url.href,
      });
    }
    const jsdom = await loadJsdom();
    try {
      return this.#extractNow(jsdom, html, url);
    } catch (error) {
      throw new WebRetrievalError(
        WebRetrievalReason.INVALID_CONTENT,
        `The HTML of ${url.href} could not be extracted.`,
        {
          cause: error,
          url: url.href,
        },
      );
    } finally {
      // jsdom frees a closed window only once the event loop turns; without this, a loop over
      // many pages keeps every one of them in memory.
      await yieldToEventLoop();
    }
  }

  /**
   * Releases the parsing window and the last pages it parsed. The extractor keeps working
   * afterwards (the next page opens a new window).
   */
  close(): void {
    if (this.#parsingWindow !== undefined) this.#releaseParsingWindow(this.#parsingWindow, true);
  }

  #parse(jsdom: typeof import('jsdom'), html: string, pageUrl: URL): ParsedPage {
    const thinned = limitHtmlNesting(removeNoiseBeforeParsing(removeInertMarkup(html)), this.#maxNestingDepth);
    let window = this.#parsingWindow;
    if (window === undefined) {
      // No `runScripts` and no `resources`: scripts stay inert text and nothing is fetched. A silent
      // console: jsdom's complaints about a page's CSS must not reach stdout or stderr. No URL:
      // links are resolved by us, and jsdom never needs to know a real origin.
      window = new ParsingWindow(new jsdom.JSDOM('', { virtualConsole: new jsdom.VirtualConsole() }));
      this.#parsingWindow = window;
    }
    // A document of the shared window, parsed like the window's own: scripting off, nothing loaded.
    const document = new window.dom.window.DOMParser().parseFromString(thinned, 'text/html');
    window.pages += 1;
    window.characters += thinned.length;
    const baseUrl = baseUrlOf(document, pageUrl);
    return { window, document, baseUrl };
  }

  /** Closes the parsing window once it has served its share of pages (see {@link ParsingWindow}). */
  #releaseParsingWindow(window: ParsingWindow, force = false): void {
    if (!force && window.pages < MAX_PAGES_PER_WINDOW && window.characters < MAX_CHARACTERS_PER_WINDOW) return;
    if (this.#parsingWindow === window) this.#parsingWindow = undefined;
    window.dom.window.close();
  }

  #extractNow(jsdom: typeof import('jsdom'), html: string, pageUrl: URL): ExtractedWebPage {
    const page = this.#parse(jsdom, html, pageUrl);
    try {
      const metadata = readWebPageMetadata(page.document, pageUrl, page.baseUrl);
      removeWebPageNoise(page.document, page.baseUrl);
      removeSupplementarySections(page.document);
      const fallback = findMainContentByDensity(page.document);
      // Readability's own quick test: pages without article-like paragraphs go straight to the fallback.
      const readerable = isReaderable(page.document);
      let root: Element | undefined;
      let fallbackHtml: string | undefined;
      let articleTitle: string | undefined;
      let usedFallback = true;
      if (fallback !== undefined) {
        if (readerable) {
          // The boilerplate goes for good: Readability, too, reads the page better and faster
          // without the link lists and named sidebars the density pass found. Paragraphs it judged
          // (a link-dense "See also" line) only leave the fallback's copy: Readability judges
          // paragraphs itself.
          const paragraphs: Element[] = [];
          for (const element of fallback.boilerplate) {
            if (PARAGRAPH_ELEMENTS.has(element.nodeName)) paragraphs.push(element);
            else element.remove();
          }
          const positions = paragraphs.map((element) => ({
            element,
            parent: element.parentNode,
            next: element.nextSibling,
          }));
          for (const paragraph of paragraphs) paragraph.remove();
          // Readability rewrites the document: the fallback keeps its content serialised (the
          // converter reads serialised HTML anyway), which costs less than a copy or a second parse.
          fallbackHtml = serialiseFallback(fallback);
          // In reverse order, so every saved next sibling is in place again when it is needed.
          for (let index = positions.length - 1; index >= 0; index -= 1) {
            const { element, parent, next } = positions[index] as (typeof positions)[number];
            parent?.insertBefore(element, next);
          }
        } else {
          removeBoilerplate(fallback);
          fallbackHtml = serialiseFallback(fallback);
        }
      }
      if (readerable) {
        const article = parseWithReadability(page.document, { charThreshold: READABILITY_CHAR_THRESHOLD });
        articleTitle = article?.title?.trim() || undefined;
        const articleCharacters = visibleCharacters(article?.textContent);
        const enough =
          article?.content != null &&
          articleCharacters > 0 &&
          articleCharacters >= (fallback?.characters ?? 0) * this.#minReadabilityShare;
        if (enough) {
          root = article?.content ?? undefined;
          usedFallback = false;
        }
      }

      let markdown = '';
      if (root !== undefined) markdown = this.#converter.convert(root);
      else if (fallbackHtml !== undefined) markdown = this.#converter.convertHtml(fallbackHtml);
      const title = metadata.title ?? articleTitle ?? '';
      return {
        title,
        markdown,
        metadata: { ...metadata, title: metadata.title ?? (title === '' ? undefined : title) },
        usedFallback,
      };
    } finally {
      this.#releaseParsingWindow(page.window);
    }
  }
}
