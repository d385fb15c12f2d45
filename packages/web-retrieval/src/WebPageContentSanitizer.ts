import {
  filterPromptInjectionsBestEffort,
  type PromptInjectionFilter,
  type PromptInjectionFilterResult,
  type PromptInjectionFinding,
  type PromptInjectionSource,
  type PromptInjectionText,
} from '@toolgate/core';

/** Every model-facing field of one page, all written by whoever controls the page. */
export interface WebPageContentForModel {
  /** The page's URL (the final one after redirects): the source the filter reports. */
  readonly url: string;
  readonly markdown: string;
  readonly title?: string | undefined;
  readonly description?: string | undefined;
  readonly authors?: readonly string[] | undefined;
  readonly publishedTime?: string | undefined;
  readonly modifiedTime?: string | undefined;
  readonly language?: string | undefined;
  readonly siteName?: string | undefined;
  readonly canonicalUrl?: string | undefined;
}

/** One page after truncation and filtering, with what the filter found in it. */
export interface SanitizedWebPageContent {
  readonly url: string;
  /** The Markdown as it may reach the model: truncated (with a note saying so), then filtered. */
  readonly markdown: string;
  readonly title: string | undefined;
  readonly description: string | undefined;
  readonly authors: readonly string[];
  readonly publishedTime: string | undefined;
  readonly modifiedTime: string | undefined;
  readonly language: string | undefined;
  readonly siteName: string | undefined;
  readonly canonicalUrl: string | undefined;
  /** True when the Markdown was longer than the limit and was cut. */
  readonly truncated: boolean;
  /** Length of the Markdown before truncation. */
  readonly originalCharacters: number;
  /** Findings over all fields of the page. */
  readonly findings: readonly PromptInjectionFinding[];
  /** Passages replaced over all fields of the page. */
  readonly redactedCount: number;
  /** True when at least one field could not be checked and passed through unchanged. */
  readonly unchecked: boolean;
}

/**
 * What the prompt-injection filter removed from one page, as a tool that reads pages tells its host
 * (`read_web_page`, `search_confluence`), e.g. for a notice in the chat.
 */
export interface WebPageInjectionReport {
  /** The id of the tool whose call read the page. */
  readonly toolId: string;
  /** The page (its final URL). */
  readonly url: string;
  readonly findings: readonly PromptInjectionFinding[];
  readonly redactedCount: number;
}

/** The outcome of one {@link WebPageContentSanitizer.sanitize} call. */
export interface WebPageSanitizationResult {
  /** The pages, in the order given. */
  readonly pages: readonly SanitizedWebPageContent[];
  /** Findings over all pages. */
  readonly findings: readonly PromptInjectionFinding[];
  readonly redactedCount: number;
  /** True when any field of any page passed through unchecked. */
  readonly unchecked: boolean;
}

/** Options of a {@link WebPageContentSanitizer}. */
export interface WebPageContentSanitizerOptions {
  /** Longest Markdown per page that reaches the model. Default 30,000 (`read_web_page`'s default). */
  readonly maxCharacters?: number;
  /** Longest metadata field (title, description, author…). Default 1,000. */
  readonly maxMetadataCharacters?: number;
}

/** Options of one {@link WebPageContentSanitizer.sanitize} call. */
export interface WebPageSanitizeOptions {
  /** Overrides the sanitizer's `maxCharacters` for this call (e.g. a search's per-page budget). */
  readonly maxCharacters?: number;
  readonly signal?: AbortSignal | undefined;
}

/** `read_web_page`'s default content limit (reference §6). */
export const DEFAULT_WEB_PAGE_MAX_CHARACTERS = 30_000;
const DEFAULT_MAX_METADATA_CHARACTERS = 1_000;

/** Single fields of a page in the order they go into the batch; authors follow. */
const SINGLE_FIELDS = [
  'markdown',
  'title',
  'description',
  'language',
  'publishedTime',
  'modifiedTime',
  'siteName',
  'canonicalUrl',
] as const;
type SingleField = (typeof SINGLE_FIELDS)[number];

/** Markdown cut for the model by {@link truncateMarkdown}. */
export interface TruncatedMarkdown {
  /** The Markdown as it may reach the model, with a closing note when it was cut. */
  readonly text: string;
  readonly truncated: boolean;
}

/** Boundaries to cut at, best first; each gives the cut position for a match. */
const BOUNDARIES: readonly { readonly pattern: RegExp; readonly cutAfterMatch: boolean }[] = [
  { pattern: /\n\n/g, cutAfterMatch: false },
  { pattern: /\n/g, cutAfterMatch: false },
  { pattern: /[.!?\u3002\uff01\uff1f]["')\]]?(?=\s)/g, cutAfterMatch: true },
  { pattern: /\s/g, cutAfterMatch: false },
];

/** Cuts within `limit` at the best boundary in its last fifth: a paragraph, a line, a sentence, a word. */
function cutAtBoundary(text: string, limit: number): string {
  const window = text.slice(0, limit + 1);
  const earliest = Math.floor(limit * 0.8);
  for (const { pattern, cutAfterMatch } of BOUNDARIES) {
    let cut = -1;
    for (const match of window.matchAll(pattern)) {
      const position = match.index + (cutAfterMatch ? match[0].length : 0);
      if (position >= earliest && position <= limit) cut = position;
    }
    if (cut > 0) return window.slice(0, cut).trimEnd();
  }
  // No boundary: cut hard, but never inside a surrogate pair.
  const hard = window.slice(0, limit);
  const last = hard.charCodeAt(hard.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? hard.slice(0, -1) : hard;
}

/** Truncates Markdown for the model and says so; closes a code fence the cut left open. */
export function truncateMarkdown(markdown: string, maxCharacters: number): TruncatedMarkdown {
  if (markdown.length <= maxCharacters) return { text: markdown, truncated: false };
  let text = cutAtBoundary(markdown, maxCharacters);
  const fences = text.match(/^\s*(`{3,}|~{3,})/gm) ?? [];
  if (fences.length % 2 === 1) text += `\n${(fences[fences.length - 1] ?? '```').trim().replace(/[^`~]/g, '')}`;
  const note = `[Truncated: the page continues; ${text.length.toLocaleString('en-US')} of ${markdown.length.toLocaleString('en-US')} characters shown.]`;
  return { text: `${text}\n\n${note}`, truncated: true };
}

function capMetadata(value: string | undefined, maxCharacters: number): string | undefined {
  if (value === undefined) return undefined;
  return value.length > maxCharacters ? `${cutAtBoundary(value, maxCharacters - 1)}…` : value;
}

function positiveInteger(name: string, value: number): number {
  if (!Number.isInteger(value) || value < 1)
    throw new RangeError(`${name} must be a positive integer, got ${String(value)}`);
  return value;
}

interface PlannedText {
  readonly page: number;
  readonly field: SingleField | { readonly author: number };
  readonly text: string;
}

/**
 * Prepares the fields of web pages for the model: truncates the Markdown to `maxCharacters`
 * (cut at a paragraph, line, sentence or word and marked as cut), caps metadata, then hands
 * every non-blank field of every page to the prompt-injection filter in ONE batch, each page's
 * fields sharing one `web-content` source (its URL) so a report names the page. Truncation
 * comes first: only what reaches the model needs checking. Filtering never rejects: when the
 * filter cannot check, texts pass through and `unchecked` says so.
 */
export class WebPageContentSanitizer {
  readonly #filter: PromptInjectionFilter;
  readonly #maxCharacters: number;
  readonly #maxMetadataCharacters: number;

  /** `filter` is any object with the prompt-injection filter's batch interface. */
  constructor(filter: PromptInjectionFilter, options: WebPageContentSanitizerOptions = {}) {
    this.#filter = filter;
    this.#maxCharacters = positiveInteger('maxCharacters', options.maxCharacters ?? DEFAULT_WEB_PAGE_MAX_CHARACTERS);
    this.#maxMetadataCharacters = positiveInteger(
      'maxMetadataCharacters',
      options.maxMetadataCharacters ?? DEFAULT_MAX_METADATA_CHARACTERS,
    );
  }

  /** Truncates and filters the pages of one tool call in one filter request. */
  async sanitize(
    pages: readonly WebPageContentForModel[],
    options: WebPageSanitizeOptions = {},
  ): Promise<WebPageSanitizationResult> {
    const maxCharacters = positiveInteger('maxCharacters', options.maxCharacters ?? this.#maxCharacters);
    const prepared = pages.map((page) => {
      const truncated = truncateMarkdown(page.markdown, maxCharacters);
      const fields: Record<SingleField, string | undefined> = {
        markdown: truncated.text,
        title: capMetadata(page.title, this.#maxMetadataCharacters),
        description: capMetadata(page.description, this.#maxMetadataCharacters),
        language: capMetadata(page.language, this.#maxMetadataCharacters),
        publishedTime: capMetadata(page.publishedTime, this.#maxMetadataCharacters),
        modifiedTime: capMetadata(page.modifiedTime, this.#maxMetadataCharacters),
        siteName: capMetadata(page.siteName, this.#maxMetadataCharacters),
        canonicalUrl: capMetadata(page.canonicalUrl, this.#maxMetadataCharacters),
      };
      const authors = (page.authors ?? []).map((author) => capMetadata(author, this.#maxMetadataCharacters) ?? '');
      return { page, truncated, fields, authors };
    });

    const planned: PlannedText[] = [];
    prepared.forEach(({ fields, authors }, pageIndex) => {
      for (const field of SINGLE_FIELDS) {
        const text = fields[field];
        if (text !== undefined && text.trim() !== '') planned.push({ page: pageIndex, field, text });
      }
      authors.forEach((text, author) => {
        if (text.trim() !== '') planned.push({ page: pageIndex, field: { author }, text });
      });
    });

    const results = await filterPromptInjectionsBestEffort(
      this.#filter,
      planned.map((entry): PromptInjectionText => {
        const source: PromptInjectionSource = { kind: 'web-content', url: prepared[entry.page]?.page.url ?? '' };
        return { text: entry.text, source };
      }),
      options.signal,
    );

    const perPage = prepared.map(() => ({
      findings: [] as PromptInjectionFinding[],
      redactedCount: 0,
      unchecked: false,
    }));
    planned.forEach((entry, index) => {
      const result = results[index] as PromptInjectionFilterResult;
      const target = prepared[entry.page];
      const report = perPage[entry.page];
      if (target === undefined || report === undefined) return;
      if (typeof entry.field === 'string') target.fields[entry.field] = result.text;
      else target.authors[entry.field.author] = result.text;
      report.findings.push(...result.findings);
      report.redactedCount += result.redactedCount;
      report.unchecked ||= result.unchecked;
    });

    const sanitizedPages = prepared.map(({ page, truncated, fields, authors }, index): SanitizedWebPageContent => {
      const report = perPage[index] ?? { findings: [], redactedCount: 0, unchecked: false };
      return {
        url: page.url,
        markdown: fields.markdown ?? '',
        title: fields.title,
        description: fields.description,
        authors: authors.filter((author) => author.trim() !== ''),
        publishedTime: fields.publishedTime,
        modifiedTime: fields.modifiedTime,
        language: fields.language,
        siteName: fields.siteName,
        canonicalUrl: fields.canonicalUrl,
        truncated: truncated.truncated,
        originalCharacters: page.markdown.length,
        findings: report.findings,
        redactedCount: report.redactedCount,
        unchecked: report.unchecked,
      };
    });
    return {
      pages: sanitizedPages,
      findings: sanitizedPages.flatMap((page) => page.findings),
      redactedCount: sanitizedPages.reduce((sum, page) => sum + page.redactedCount, 0),
      unchecked: sanitizedPages.some((page) => page.unchecked),
    };
  }

  /** Truncates and filters a single page (one filter request). */
  async sanitizePage(
    page: WebPageContentForModel,
    options: WebPageSanitizeOptions = {},
  ): Promise<SanitizedWebPageContent> {
    const result = await this.sanitize([page], options);
    return result.pages[0] as SanitizedWebPageContent;
  }
}
