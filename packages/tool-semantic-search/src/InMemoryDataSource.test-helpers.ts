import { type ConfidenceLevel, ConfidenceLevel as Levels, DataSecurity } from '@toolgate/core';
import {
  type DataSource,
  type DataSourceKind,
  DataSourceKind as Kinds,
  type DataSourcePassage,
  type DataSourceSearchOptions,
  type DataSourceSearchResult,
  type DataSourceSecurityRequirements,
} from './DataSource.js';

/** One document of an {@link InMemoryDataSource}. */
export interface InMemoryDocument {
  readonly title: string;
  readonly text: string;
  readonly location?: string;
}

/** Options of an {@link InMemoryDataSource}. */
export interface InMemoryDataSourceOptions {
  readonly id: string;
  readonly name?: string;
  readonly kind?: DataSourceKind;
  readonly description?: string;
  readonly documents: readonly InMemoryDocument[];
  readonly pageSize?: number;
  readonly dataSecurity?: DataSecurity;
  readonly minimumProviderConfidence?: ConfidenceLevel;
  /** Every search fails with this error. */
  readonly failWith?: Error;
  /** Every search waits for its signal (a source that never answers). */
  readonly hang?: boolean;
  /** A server-written description (the source then has `fetchDescription`). */
  readonly serverDescription?: () => string;
  /** Live security requirements (the source then has `fetchSecurityRequirements`). */
  readonly securityRequirements?: () => DataSourceSecurityRequirements | Promise<DataSourceSecurityRequirements>;
  readonly complete?: boolean;
}

/**
 * A real data source over a list of documents, for tests: a document matches when it contains
 * at least one query word, ranked by how many query words it contains (ties: list order). It
 * records every search, so tests can assert what the tool asked for.
 */
export class InMemoryDataSource implements DataSource {
  readonly id: string;
  readonly name: string;
  readonly kind: DataSourceKind;
  readonly description: string | undefined;
  readonly pageSize: number;
  readonly dataSecurity: DataSecurity;
  readonly minimumProviderConfidence: ConfidenceLevel;
  readonly searches: { query: string; limit: number; thread: unknown }[] = [];
  descriptionFetches = 0;
  securityFetches = 0;
  readonly fetchDescription?: (signal: AbortSignal) => Promise<string>;
  readonly fetchSecurityRequirements?: (signal: AbortSignal) => Promise<DataSourceSecurityRequirements>;
  readonly #options: InMemoryDataSourceOptions;

  constructor(options: InMemoryDataSourceOptions) {
    this.#options = options;
    this.id = options.id;
    this.name = options.name ?? options.id;
    this.kind = options.kind ?? Kinds.LOCAL_FOLDER;
    this.description = options.description;
    this.pageSize = options.pageSize ?? 10;
    this.dataSecurity = options.dataSecurity ?? DataSecurity.ALLOW_ANY;
    this.minimumProviderConfidence = options.minimumProviderConfidence ?? Levels.NONE;
    const serverDescription = options.serverDescription;
    if (serverDescription !== undefined) {
      this.fetchDescription = async () => {
        this.descriptionFetches++;
        return serverDescription();
      };
    }
    const requirements = options.securityRequirements;
    if (requirements !== undefined) {
      this.fetchSecurityRequirements = async () => {
        this.securityFetches++;
        return requirements();
      };
    }
  }

  async search(query: string, options: DataSourceSearchOptions): Promise<DataSourceSearchResult> {
    this.searches.push({ query, limit: options.limit, thread: options.thread });
    if (this.#options.hang === true) {
      await new Promise((_, reject) => {
        options.signal.addEventListener('abort', () => reject(options.signal.reason), { once: true });
      });
    }
    if (this.#options.failWith !== undefined) throw this.#options.failWith;
    const words = query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
    const scored = this.#options.documents
      .map((document, index) => {
        const text = `${document.title} ${document.text}`.toLowerCase();
        return { document, index, score: words.filter((word) => text.includes(word)).length };
      })
      .filter((entry) => entry.score > 0)
      .sort((a, b) => b.score - a.score || a.index - b.index)
      .slice(0, options.limit);
    const passages: DataSourcePassage[] = scored.map(({ document, score }) => ({
      text: document.text,
      title: document.title,
      ...(document.location === undefined ? {} : { location: document.location }),
      score,
    }));
    return { passages, complete: this.#options.complete ?? true };
  }
}
