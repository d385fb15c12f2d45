import {
  filterPromptInjectionsBestEffort,
  type JsonValue,
  type PromptInjectionFilter,
  type PromptInjectionFilterResult,
  type PromptInjectionSource,
  type PromptInjectionText,
  sourceUrlKey,
  type ToolResultSourceInput,
} from '@toolgate/core';
import { type RetrievedWebPage, truncateMarkdown } from '@toolgate/web-retrieval';
import type { ResultPageOutcome } from './readResultPages.js';
import type { SearchCandidate, WebSearchDispatchResult } from './WebSearchDispatcher.js';

/** Longest snippet of an unread hit. */
export const SNIPPET_MAX_CHARACTERS = 1_000;
/** Longest title, description, author or date that reaches the model. */
export const METADATA_MAX_CHARACTERS = 1_000;
/** A read HTML page shorter than this is reported as partial (it rarely is all there was). */
export const COMPLETE_PAGE_MIN_CHARACTERS = 500;

/** The `status` of a result's page. */
export const WebSearchPageStatus = Object.freeze({
  COMPLETE: 'complete',
  PARTIAL: 'partial or truncated',
  SNIPPET_ONLY: 'snippet only',
} as const);

/** Why a hit has no page, for the model. Fixed texts: nothing a page or a service wrote. */
export const MISSING_PAGE_REASONS: Readonly<Record<Exclude<ResultPageOutcome['kind'], 'RETRIEVED'>, string>> = {
  BLOCKED: 'The page is blocked by the network safety rules and will stay unavailable.',
  PAGE_TIMED_OUT: 'The page did not load in time.',
  RETRIEVAL_TIMED_OUT: 'The time for reading result pages ran out before this page was read.',
  NO_READABLE_CONTENT: 'The page loaded but has no readable static content (it is probably assembled by JavaScript).',
  FAILED: 'The page could not be loaded.',
};

/** What {@link buildWebSearchResult} needs besides the pages. */
export interface WebSearchResultInput {
  readonly dispatch: WebSearchDispatchResult;
  readonly outcomes: readonly ResultPageOutcome[];
  readonly retrievalTimedOut: boolean;
  readonly page: number;
  readonly maxTotalContentCharacters: number;
  readonly minContentCharactersPerResult: number;
  readonly guard: PromptInjectionFilter;
  readonly signal: AbortSignal;
}

/** The result JSON and the sources of one search. */
export interface WebSearchResult {
  readonly json: JsonValue;
  readonly sources: readonly ToolResultSourceInput[];
  /** Passages the filter replaced, over every field. */
  readonly redactedCount: number;
}

interface Entry {
  readonly candidate: SearchCandidate;
  page: RetrievedWebPage | undefined;
  missing: Exclude<ResultPageOutcome['kind'], 'RETRIEVED'> | undefined;
  backends: string[];
}

function cap(text: string | undefined, maxCharacters: number): string | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  const trimmed = text.trim();
  if (trimmed.length <= maxCharacters) return trimmed;
  let cut = trimmed.slice(0, maxCharacters - 1);
  const last = cut.charCodeAt(cut.length - 1);
  if (last >= 0xd800 && last <= 0xdbff) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

/** Merges hits whose pages (final URLs) or URLs are the same: a read page wins over a snippet; the best rank stays. */
function mergeEntries(candidates: readonly SearchCandidate[], outcomes: readonly ResultPageOutcome[]): Entry[] {
  const byKey = new Map<string, Entry>();
  candidates.forEach((candidate, index) => {
    const outcome = outcomes[index] ?? { kind: 'FAILED', message: '' };
    const page = outcome.kind === 'RETRIEVED' ? outcome.page : undefined;
    const key = sourceUrlKey(page?.finalUrl ?? candidate.url);
    const existing = byKey.get(key);
    if (existing === undefined) {
      byKey.set(key, {
        candidate,
        page,
        missing: outcome.kind === 'RETRIEVED' ? undefined : outcome.kind,
        backends: [...candidate.backends],
      });
      return;
    }
    for (const backend of candidate.backends) if (!existing.backends.includes(backend)) existing.backends.push(backend);
    if (existing.page === undefined && page !== undefined) {
      existing.page = page;
      existing.missing = undefined;
    }
  });
  return [...byKey.values()]
    .filter(
      (entry) =>
        entry.page !== undefined || entry.candidate.snippet !== undefined || entry.candidate.title !== undefined,
    )
    .sort((a, b) => a.candidate.rank - b.candidate.rank);
}

interface PlannedField {
  readonly entry: number;
  readonly field:
    | 'content'
    | 'title'
    | 'description'
    | 'published'
    | { readonly author: number }
    | { readonly note: number };
  readonly text: string;
  readonly source: PromptInjectionSource;
}

/**
 * Assembles the result of one search: duplicates merged, the content budget shared by the read
 * pages (page i may use what is left minus the minimum of every read page after it), unread hits
 * with the service's snippet, then every model-facing field of every result (content, titles,
 * descriptions, authors, dates, the services' notes) through the prompt-injection filter in ONE
 * batch, each page's fields sharing one `web-content` source. Truncation comes first: only what
 * reaches the model is checked. Sources are the read pages with readable content.
 */
export async function buildWebSearchResult(input: WebSearchResultInput): Promise<WebSearchResult> {
  const entries = mergeEntries(input.dispatch.candidates, input.outcomes);
  const readEntries = entries.filter((entry) => entry.page !== undefined);
  let remaining = input.maxTotalContentCharacters;
  const contents = new Map<Entry, { text: string; truncated: boolean }>();
  readEntries.forEach((entry, index) => {
    const page = entry.page as RetrievedWebPage;
    const allowed = Math.max(
      input.minContentCharactersPerResult,
      remaining - input.minContentCharactersPerResult * (readEntries.length - index - 1),
    );
    const truncated = truncateMarkdown(page.content, allowed);
    contents.set(entry, truncated);
    remaining = Math.max(0, remaining - truncated.text.length);
  });

  const planned: PlannedField[] = [];
  entries.forEach((entry, index) => {
    const page = entry.page;
    const source: PromptInjectionSource = { kind: 'web-content', url: page?.finalUrl ?? entry.candidate.url };
    const add = (field: PlannedField['field'], text: string | undefined) => {
      if (text !== undefined && text.trim() !== '') planned.push({ entry: index, field, text, source });
    };
    if (page !== undefined) {
      add('content', contents.get(entry)?.text);
      add('title', cap(page.title || entry.candidate.title, METADATA_MAX_CHARACTERS));
      add('description', cap(page.metadata.description, METADATA_MAX_CHARACTERS));
      add('published', cap(page.metadata.publishedTime ?? entry.candidate.publishedDate, METADATA_MAX_CHARACTERS));
      for (const [authorIndex, author] of page.metadata.authors.slice(0, 10).entries()) {
        add({ author: authorIndex }, cap(author, METADATA_MAX_CHARACTERS));
      }
    } else {
      add('content', cap(entry.candidate.snippet, SNIPPET_MAX_CHARACTERS));
      add('title', cap(entry.candidate.title, METADATA_MAX_CHARACTERS));
      add('published', cap(entry.candidate.publishedDate, METADATA_MAX_CHARACTERS));
    }
  });
  const notesSource: PromptInjectionSource = { kind: 'other', label: 'web search service notes' };
  for (const [index, note] of input.dispatch.notes.entries()) {
    planned.push({ entry: -1, field: { note: index }, text: note, source: notesSource });
  }

  const filtered = await filterPromptInjectionsBestEffort(
    input.guard,
    planned.map((field): PromptInjectionText => ({ text: field.text, source: field.source })),
    input.signal,
  );
  const fields = entries.map(() => ({
    content: '',
    title: undefined as string | undefined,
    description: undefined as string | undefined,
    published: undefined as string | undefined,
    authors: [] as string[],
  }));
  const notes = [...input.dispatch.notes];
  let redactedCount = 0;
  planned.forEach((field, index) => {
    const result = filtered[index] as PromptInjectionFilterResult;
    redactedCount += result.redactedCount;
    if (typeof field.field === 'object' && 'note' in field.field) {
      notes[field.field.note] = result.text;
      return;
    }
    const target = fields[field.entry];
    if (target === undefined) return;
    if (typeof field.field === 'object') target.authors[field.field.author] = result.text;
    else target[field.field] = result.text;
  });

  const sources: ToolResultSourceInput[] = [];
  const results: JsonValue[] = entries.map((entry, index) => {
    const text = fields[index] as (typeof fields)[number];
    const page = entry.page;
    const authors = text.authors.filter((author) => author !== undefined && author.trim() !== '');
    if (page !== undefined) {
      const truncated = contents.get(entry)?.truncated ?? false;
      const complete =
        !truncated && (page.contentKind === 'text' || page.content.length >= COMPLETE_PAGE_MIN_CHARACTERS);
      if (text.content.trim() !== '') sources.push({ title: text.title ?? page.finalUrl, url: page.finalUrl });
      return {
        requested_url: entry.candidate.url,
        search_metadata: {
          rank: entry.candidate.rank,
          backends: entry.backends,
          final_url: page.finalUrl,
          ...(text.published === undefined ? {} : { published_date: text.published }),
        },
        page: {
          status: complete ? WebSearchPageStatus.COMPLETE : WebSearchPageStatus.PARTIAL,
          ...(text.title === undefined ? {} : { title: text.title }),
          ...(text.description === undefined ? {} : { description: text.description }),
          ...(authors.length === 0 ? {} : { authors }),
          content: text.content,
        },
      };
    }
    return {
      requested_url: entry.candidate.url,
      search_metadata: {
        rank: entry.candidate.rank,
        backends: entry.backends,
        ...(text.published === undefined ? {} : { published_date: text.published }),
      },
      page: {
        status: WebSearchPageStatus.SNIPPET_ONLY,
        reason: MISSING_PAGE_REASONS[entry.missing ?? 'FAILED'],
        ...(text.title === undefined ? {} : { title: text.title }),
        content: text.content,
      },
    };
  });

  const retrievedPageCount = readEntries.length;
  let diagnostic: string | undefined;
  if (input.dispatch.candidates.length === 0) {
    diagnostic =
      'The search found nothing: nothing matched the query, or the search services have no working engines (see notes). Try other words, or tell the user.';
  } else if (entries.length === 0) {
    diagnostic =
      'The search found hits, but no page could be read and the services gave no snippets: the pages failed, timed out, were blocked, unsupported or empty.';
  } else if (retrievedPageCount === 0) {
    diagnostic = 'No result page could be read: treat the snippets as all that was found, and say so when you answer.';
  }
  const json: Record<string, JsonValue> = {
    backends: [...input.dispatch.answered],
    page: input.page,
    candidate_count: input.dispatch.candidateCount,
    result_count: entries.length,
    retrieved_page_count: retrievedPageCount,
    retrieval_timed_out: input.retrievalTimedOut,
    has_more: input.dispatch.hasMore,
    results,
  };
  if (notes.length > 0) json['notes'] = notes;
  if (diagnostic !== undefined) json['diagnostic'] = diagnostic;
  return { json, sources, redactedCount };
}
