import type { ChatThread, ConfidenceLevel, DataSecurity, Source } from '@toolgate/core';
import { type PassageGuard, assemblePassages } from './assemblePassages.js';
import type { DataSource, DataSourceThreadMessage } from './DataSource.js';
import type { DataSourceProvider, DataSourceService, UsableDataSource } from './DataSourceService.js';
import { searchDataSources } from './searchDataSources.js';

/** Options of {@link retrieveForMessage}. */
export interface RetrieveForMessageOptions {
  /** The user's message: the query of the classic retrieval. */
  readonly message: string;
  /** The chat's data sources (ids of the service's data sources). */
  readonly dataSourceIds: readonly string[];
  readonly dataSourceService: DataSourceService;
  /** The provider that answers; with `agentProviders`, every provider that sees the passages. */
  readonly chatProvider: DataSourceProvider;
  /** Providers of helper agents that also see the data (counted in this mode). */
  readonly agentProviders?: readonly DataSourceProvider[] | undefined;
  readonly guard: PassageGuard;
  /** When given, its requirements are raised by the data sources that contributed. */
  readonly chatThread?: ChatThread | undefined;
  readonly thread?: readonly DataSourceThreadMessage[] | undefined;
  readonly signal?: AbortSignal | undefined;
  /** Per data source, ms. Default 60 s. */
  readonly searchTimeoutMs?: number | undefined;
  /** Characters of passages. Default 100,000. */
  readonly budgetCharacters?: number | undefined;
}

/** What one data source contributed to a classic retrieval. */
export interface RetrievedDataSource {
  readonly id: string;
  readonly name: string;
  readonly passageCount: number;
  /** `SEARCHED`, `NOT_SEARCHED` (failed, or may not be used), `QUERY_NOT_SEARCHABLE`. */
  readonly status: 'SEARCHED' | 'NOT_SEARCHED' | 'QUERY_NOT_SEARCHABLE';
  /** Why it was not (fully) searched, for people. */
  readonly problem?: string | undefined;
}

/** The answer of {@link retrieveForMessage}. */
export interface RetrieveForMessageResult {
  /**
   * The passages as Markdown, for the system prompt or the user message of the request; empty
   * when nothing was found.
   */
  readonly markdown: string;
  /** The documents of the passages (origin `RAG`). */
  readonly sources: readonly Source[];
  readonly dataSources: readonly RetrievedDataSource[];
  readonly requiredProviderConfidence: ConfidenceLevel;
  readonly requiredDataSecurity: DataSecurity;
}

/**
 * The classic per-message retrieval, for when `semantic_search` cannot be offered (see core's
 * `ToolRegistry.getEffectiveRetrievalMode`): searches the chat's data sources that every provider
 * of the request may use with the user's message, and renders the passages in the same shape as
 * the tool (filtered within one action scope, round-robin by rank, whole passages in the budget).
 */
export async function retrieveForMessage(options: RetrieveForMessageOptions): Promise<RetrieveForMessageResult> {
  const signal = options.signal ?? new AbortController().signal;
  const sources = [...new Set(options.dataSourceIds)]
    .map((id) => options.dataSourceService.getDataSource(id))
    .filter((source): source is DataSource => source !== undefined);
  const checked = await options.dataSourceService.checkDataSources(
    sources,
    { chatProvider: options.chatProvider, agentProviders: options.agentProviders, mode: 'EVERY_MESSAGE' },
    signal,
  );
  const usable = checked.filter((entry): entry is UsableDataSource => entry.usable);
  const query = options.message.replace(/\s+/g, ' ').trim();
  const outcomes =
    usable.length === 0 || query === ''
      ? []
      : await searchDataSources(usable, query, {
          signal,
          thread: options.thread,
          timeoutMs: options.searchTimeoutMs,
        });
  const assembled = await assemblePassages(outcomes, {
    guard: options.guard,
    budgetCharacters: options.budgetCharacters,
    origin: 'RAG',
    signal,
  });
  options.chatThread?.requireProviderConfidence(assembled.requiredProviderConfidence);
  options.chatThread?.requireDataSecurity(assembled.requiredDataSecurity);
  const outcomeById = new Map(outcomes.map((outcome) => [outcome.dataSource.dataSource.id, outcome]));
  const dataSources: RetrievedDataSource[] = checked.map((entry) => {
    const outcome = outcomeById.get(entry.dataSource.id);
    const base = { id: entry.dataSource.id, name: entry.dataSource.name };
    if (!entry.usable) return { ...base, passageCount: 0, status: 'NOT_SEARCHED', problem: entry.message };
    if (outcome === undefined)
      return { ...base, passageCount: 0, status: 'NOT_SEARCHED', problem: 'The message is empty.' };
    return {
      ...base,
      passageCount: assembled.includedCounts.get(entry.dataSource.id) ?? 0,
      status: outcome.status,
      ...(outcome.problem === undefined ? {} : { problem: outcome.problem }),
    };
  });
  return {
    markdown: assembled.textContent,
    sources: assembled.sources.map((source) => ({ title: source.title, url: source.url, origin: 'RAG' as const })),
    dataSources,
    requiredProviderConfidence: assembled.requiredProviderConfidence,
    requiredDataSecurity: assembled.requiredDataSecurity,
  };
}
