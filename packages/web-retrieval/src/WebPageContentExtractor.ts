import { isProbablyReaderable, Readability } from '@mozilla/readability';
import { JSDOM, VirtualConsole } from 'jsdom';
import { findMainContentByDensity, removeBoilerplate } from './findMainContentByDensity.js';
import { HtmlMarkdownConverter } from './HtmlMarkdownConverter.js';
import { limitHtmlNesting } from './limitHtmlNesting.js';
import { readWebPageMetadata, type WebPageMetadata } from './readWebPageMetadata.js';
import { removeNoiseBeforeParsing } from './removeNoiseBeforeParsing.js';
import { removeInertMarkup } from './removeInertMarkup.js';
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
   * Default 0.3.
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
const DEFAULT_MIN_READABILITY_SHARE = 0.3;
/** Readability's own threshold (500 characters) below which it retries with looser rules. */
const READABILITY_CHAR_THRESHOLD = 500;

function yieldToEventLoop(): Promise<void> {
  // jsdom frees a document's resources only after the event loop turns.
  return new Promise((resolve) => setImmediate(resolve));
}

function visibleCharacters(text: string | null | undefined): number {
  return (text ?? '').replace(/\s+/g, '').length;
}

interface ParsedPage {
  readonly dom: JSDOM;
  readonly document: Document;
  readonly baseUrl: URL;
}

/**
 * Turns an HTML page into its main content as Markdown, plus metadata (JSON-LD, OpenGraph and
 * meta tags). Uses Readability for articles and a density-based fallback for pages Readability
 * gives up on (forums, products, listings). Scripts never run and nothing is loaded: each page is
 * parsed into its own jsdom window without `runScripts` and without `resources`, closed as soon
 * as the page is done. One extractor (with its one Markdown converter) serves any number of pages,
 * also concurrently.
 */
export class WebPageContentExtractor {
  readonly #maxNestingDepth: number;
  readonly #minReadabilityShare: number;
  readonly #converter = new HtmlMarkdownConverter();

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
  async extract(html: string, pageUrl: string | URL, options: WebPageExtractionOptions = {}): Promise<ExtractedWebPage> {
    let url: URL;
    try {
      url = new URL(pageUrl);
    } catch (error) {
      throw new WebRetrievalError(WebRetrievalReason.INVALID_URL, `The page URL "${String(pageUrl).slice(0, 200)}" is not an absolute URL.`, {
        cause: error,
      });
    }
    if (options.signal?.aborted === true) {
      throw new WebRetrievalError(WebRetrievalReason.ABORTED, 'The extraction was cancelled before it started.', {
        cause: options.signal.reason,
        url: url.href,
      });
    }
    try {
      return this.#extractNow(html, url);
    } catch (error) {
      throw new WebRetrievalError(WebRetrievalReason.INVALID_CONTENT, `The HTML of ${url.href} could not be extracted.`, {
        cause: error,
        url: url.href,
      });
    } finally {
      // jsdom frees a closed window only once the event loop turns; without this, a loop over
      // many pages keeps every one of them in memory.
      await yieldToEventLoop();
    }
  }

  /**
   * Kept so owners can release the extractor like their other resources. Every extraction closes
   * its own window before it returns, so there is nothing left to free and the extractor keeps
   * working afterwards.
   */
  close(): void {
    // Nothing is held between calls (see above).
  }

  #parse(html: string, pageUrl: URL): ParsedPage {
    // No `runScripts` and no `resources`: scripts stay inert text and nothing is fetched. A silent
    // console: jsdom's complaints about a page's CSS must not reach stdout or stderr. The URL is
    // not given to jsdom: links are resolved by us, and jsdom never needs to know a real origin.
    const dom = new JSDOM(limitHtmlNesting(removeNoiseBeforeParsing(removeInertMarkup(html)), this.#maxNestingDepth), {
      virtualConsole: new VirtualConsole(),
    });
    const document = dom.window.document;
    const baseUrl = baseUrlOf(document, pageUrl);
    return { dom, document, baseUrl };
  }

  #extractNow(html: string, pageUrl: URL): ExtractedWebPage {
    const page = this.#parse(html, pageUrl);
    try {
      const metadata = readWebPageMetadata(page.document, pageUrl, page.baseUrl);
      removeWebPageNoise(page.document, page.baseUrl);
      const fallback = findMainContentByDensity(page.document);
      // Readability's own quick test: pages without article-like paragraphs go straight to the fallback.
      const readerable = isProbablyReaderable(page.document);
      let root: Element | undefined;
      let fallbackCopy: Element | undefined;
      let articleTitle: string | undefined;
      let usedFallback = true;
      if (readerable && fallback !== undefined) {
        // Readability rewrites the document: the fallback keeps its own copy of the content root
        // without its boilerplate, which costs less than parsing the page again when Readability
        // finds too little. The boilerplate goes back before Readability reads the page.
        const positions = fallback.boilerplate.map((element) => ({ element, parent: element.parentNode, next: element.nextSibling }));
        fallbackCopy = removeBoilerplate(fallback).cloneNode(true) as Element;
        // In reverse order, so every saved next sibling is in place again when it is needed.
        for (let index = positions.length - 1; index >= 0; index -= 1) {
          const { element, parent, next } = positions[index] as (typeof positions)[number];
          parent?.insertBefore(element, next);
        }
      } else if (fallback !== undefined) {
        root = removeBoilerplate(fallback);
      }
      if (readerable) {
        const article = new Readability<Element>(page.document, {
          charThreshold: READABILITY_CHAR_THRESHOLD,
          serializer: (node) => node as Element,
        }).parse();
        articleTitle = article?.title?.trim() || undefined;
        const articleCharacters = visibleCharacters(article?.textContent);
        const enough =
          article?.content != null &&
          articleCharacters > 0 &&
          articleCharacters >= (fallback?.characters ?? 0) * this.#minReadabilityShare;
        if (enough) {
          root = article?.content ?? undefined;
          usedFallback = false;
        } else {
          root = fallbackCopy;
        }
      }

      const markdown = root === undefined ? '' : this.#converter.convert(root);
      const title = metadata.title ?? articleTitle ?? '';
      return {
        title,
        markdown,
        metadata: { ...metadata, title: metadata.title ?? (title === '' ? undefined : title) },
        usedFallback,
      };
    } finally {
      page.dom.window.close();
    }
  }
}
