import { ToolArgumentError } from './ToolArgumentReader.js';

/** The argument name a paged tool takes its page from (shared by schema and reading code). */
export const PAGE_ARGUMENT = 'page';

/** The default cap on how many results from the start a page may reach (the original's `MAX_RESULT_WINDOW`). */
export const DEFAULT_MAX_RESULT_WINDOW = 100;

/** Options of a {@link ToolPaging}. */
export interface ToolPagingOptions {
  /** Results per page (a positive integer). */
  readonly pageSize: number;
  /**
   * How many results from the start the deepest page may reach, the extra one that tells whether
   * there is more included. Default {@link DEFAULT_MAX_RESULT_WINDOW}.
   */
  readonly maxResultWindow?: number;
  /** The argument named in refusals. Default {@link PAGE_ARGUMENT}. */
  readonly argumentName?: string;
  /** Appended to the refusal of a page beyond the cap, e.g. "Search with a narrower query instead." */
  readonly beyondLastPageAdvice?: string;
}

/** Which slice of the results a page is, and how many to fetch to answer it. */
export interface ToolPageWindow {
  /** 1-based page number. */
  readonly page: number;
  readonly pageSize: number;
  /** How many results come before this page. */
  readonly offset: number;
  /** How many results to fetch from the start: this page and every one before it, plus one to tell `has_more`. */
  readonly fetchCount: number;
  /** The deepest page the cap allows. */
  readonly lastPage: number;
}

/** One page of results. Report `hasMore` to the model as `has_more`, never a total. */
export interface ToolPage<T> {
  readonly page: number;
  readonly items: readonly T[];
  /** True when a further result exists and the next page is within the cap. */
  readonly hasMore: boolean;
}

/**
 * A page argument the paging refuses (beyond the cap, or not a positive integer): a
 * `ToolArgumentError` (code `INVALID_TOOL_ARGUMENT`) that also tells the last page.
 */
export class ToolPageOutOfRangeError extends ToolArgumentError {
  static override readonly brand: symbol = Symbol.for('@toolgate/core/ToolPageOutOfRangeError');
  /** The deepest page there is. */
  readonly lastPage: number;

  constructor(argumentName: string, message: string, lastPage: number) {
    super(argumentName, message);
    this.lastPage = lastPage;
  }
}

/**
 * Stateless paging for a tool: every call brings its query and page again, since tool results do
 * not travel into later turns. Pages start at 1; a page reports `has_more`, never a total (often
 * unknown, and a total invites the model to page through everything). How deep the model may page
 * is capped because every page fetches its whole window again; a page beyond the cap is refused
 * with a message that names the last page there is.
 */
export class ToolPaging {
  readonly pageSize: number;
  readonly maxResultWindow: number;
  /** The deepest page: the extra result that tells `has_more` must still fit into the window. */
  readonly lastPage: number;
  private readonly argumentName: string;
  private readonly beyondLastPageAdvice: string | undefined;

  constructor(options: ToolPagingOptions) {
    const maxResultWindow = options.maxResultWindow ?? DEFAULT_MAX_RESULT_WINDOW;
    if (!Number.isSafeInteger(options.pageSize) || options.pageSize < 1) {
      throw new RangeError(`The page size must be a positive integer, not ${String(options.pageSize)}.`);
    }
    if (!Number.isSafeInteger(maxResultWindow) || maxResultWindow < 1) {
      throw new RangeError(`The result window must be a positive integer, not ${String(maxResultWindow)}.`);
    }
    this.pageSize = options.pageSize;
    this.maxResultWindow = maxResultWindow;
    this.lastPage = Math.max(1, Math.floor((maxResultWindow - 1) / options.pageSize));
    this.argumentName = options.argumentName ?? PAGE_ARGUMENT;
    this.beyondLastPageAdvice = options.beyondLastPageAdvice;
  }

  /**
   * The window of a page the model asked for (`undefined` = page 1). Expects a value already read
   * as a positive integer (see `ToolArgumentReader`); refuses anything else and any page beyond
   * {@link lastPage} with a {@link ToolPageOutOfRangeError} whose message the model can act on.
   */
  window(page: number | undefined): ToolPageWindow {
    const requested = page ?? 1;
    if (!Number.isSafeInteger(requested) || requested < 1) {
      throw new ToolPageOutOfRangeError(
        this.argumentName,
        `Argument '${this.argumentName}' must be a whole number from 1 to ${this.lastPage}, but was ${String(requested)}. Leave it out to get the first page.`,
        this.lastPage,
      );
    }
    if (requested > this.lastPage) {
      const advice = this.beyondLastPageAdvice === undefined ? '' : ` ${this.beyondLastPageAdvice}`;
      throw new ToolPageOutOfRangeError(
        this.argumentName,
        `Argument '${this.argumentName}' must be a whole number from 1 to ${this.lastPage} (the last page there is), but was ${requested}. Ask for page ${this.lastPage} or an earlier one.${advice}`,
        this.lastPage,
      );
    }
    const offset = (requested - 1) * this.pageSize;
    return {
      page: requested,
      pageSize: this.pageSize,
      offset,
      fetchCount: offset + this.pageSize + 1,
      lastPage: this.lastPage,
    };
  }

  /**
   * Cuts a page out of results fetched from the start (up to `window.fetchCount` of them). On the
   * last page, `hasMore` is false even if more results exist: the model cannot ask for them.
   */
  pageFromStart<T>(window: ToolPageWindow, resultsFromStart: readonly T[]): ToolPage<T> {
    const end = window.offset + window.pageSize;
    return {
      page: window.page,
      items: resultsFromStart.slice(window.offset, end),
      hasMore: resultsFromStart.length > end && window.page < window.lastPage,
    };
  }

  /**
   * A page from results fetched at the page's offset (a backend that pages itself): pass up to
   * `pageSize + 1` results; the extra one only tells `hasMore`.
   */
  pageFromOffset<T>(window: ToolPageWindow, resultsFromOffset: readonly T[]): ToolPage<T> {
    return {
      page: window.page,
      items: resultsFromOffset.slice(0, window.pageSize),
      hasMore: resultsFromOffset.length > window.pageSize && window.page < window.lastPage,
    };
  }
}
