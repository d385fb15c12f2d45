import { Readability } from '@mozilla/readability';
import { JSDOM, VirtualConsole } from 'jsdom';
import { findMainContentByDensity } from './findMainContentByDensity.js';
import { HtmlMarkdownConverter } from './HtmlMarkdownConverter.js';
import { limitHtmlNesting } from './limitHtmlNesting.js';
import { readWebPageMetadata, type WebPageMetadata } from './readWebPageMetadata.js';
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

/**
 * Turns an HTML page into its main content as Markdown, plus metadata (JSON-LD, OpenGraph and
 * meta tags). Uses Readability for articles and a density-based fallback for pages Readability
 * gives up on (forums, products, listings). Scripts never run and nothing is loaded: documents
 * are parsed with jsdom's `DOMParser` inside one script-less, resource-less window that the
 * extractor owns and reuses; call {@link WebPageContentExtractor.close} when done.
 */
export class WebPageContentExtractor {
  readonly #maxNestingDepth: number;
  readonly #minReadabilityShare: number;
  readonly #converter = new HtmlMarkdownConverter();
  #dom: JSDOM | undefined;

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
      await yieldToEventLoop();
    }
  }

  /** Closes the window the extractor parses in. Later calls to `extract` open a new one. */
  close(): void {
    this.#dom?.window.close();
    this.#dom = undefined;
  }

  #parse(html: string): Document {
    // No `runScripts` and no `resources`: scripts stay text and nothing is fetched. DOMParser
    // documents have scripting disabled on top of that.
    // A silent console: jsdom's complaints about a page's CSS must not reach stdout or stderr.
    this.#dom ??= new JSDOM('<!doctype html><html><head></head><body></body></html>', {
      virtualConsole: new VirtualConsole(),
    });
    const parser = new this.#dom.window.DOMParser();
    return parser.parseFromString(limitHtmlNesting(removeInertMarkup(html), this.#maxNestingDepth), 'text/html');
  }

  #extractNow(html: string, pageUrl: URL): ExtractedWebPage {
    const document = this.#parse(html);
    const baseUrl = baseUrlOf(document, pageUrl);
    const metadata = readWebPageMetadata(document, pageUrl, baseUrl);
    removeWebPageNoise(document, baseUrl);

    // Readability changes the document it reads, so it gets a copy; the fallback reads the original.
    const copy = document.cloneNode(true) as Document;
    const article = new Readability<Element>(copy, {
      charThreshold: READABILITY_CHAR_THRESHOLD,
      serializer: (node) => node as Element,
    }).parse();

    const fallbackRoot = findMainContentByDensity(document);
    const fallbackCharacters = visibleCharacters(fallbackRoot?.textContent);
    const articleCharacters = visibleCharacters(article?.textContent);
    const useFallback =
      article?.content == null ||
      articleCharacters === 0 ||
      (fallbackRoot !== undefined && articleCharacters < fallbackCharacters * this.#minReadabilityShare);

    const root = useFallback ? fallbackRoot : (article?.content ?? undefined);
    const markdown = root === undefined ? '' : this.#converter.convert(root);
    const title = metadata.title ?? article?.title?.trim() ?? '';
    return {
      title,
      markdown,
      metadata: { ...metadata, title: metadata.title ?? (title === '' ? undefined : title) },
      usedFallback: useFallback,
    };
  }
}
