import type { ConfidenceLevel, DataSecurity } from '@toolgate/core';

/** What kind of data source it is; shown to the model in the tool description. */
export const DataSourceKind = {
  /** A folder on this machine, indexed locally (e.g. `@toolgate/datasource-local`). */
  LOCAL_FOLDER: 'LOCAL_FOLDER',
  /** A single file on this machine. */
  LOCAL_FILE: 'LOCAL_FILE',
  /** A server speaking the External Retrieval Interface (e.g. `@toolgate/datasource-eri`). */
  EXTERNAL_ERI: 'EXTERNAL_ERI',
  /** Any other source whose data lives elsewhere and is searched over the network. */
  EXTERNAL: 'EXTERNAL',
} as const;
/** One of the {@link DataSourceKind} values. */
export type DataSourceKind = (typeof DataSourceKind)[keyof typeof DataSourceKind];

/** True for a kind whose data is searched elsewhere (its server may set its own security requirements). */
export function isExternalDataSourceKind(kind: DataSourceKind): boolean {
  return kind === DataSourceKind.EXTERNAL_ERI || kind === DataSourceKind.EXTERNAL;
}

/** The words used for a kind in the tool description. */
export const DATA_SOURCE_KIND_LABELS: Readonly<Record<DataSourceKind, string>> = {
  LOCAL_FOLDER: 'local folder',
  LOCAL_FILE: 'local file',
  EXTERNAL_ERI: 'external (ERI server)',
  EXTERNAL: 'external',
};

/**
 * Which providers a server lets its data go to, read live before each use (ERI's
 * `allowedProviderType`): `NONE` = none at all, `ANY` = any provider, `SELF_HOSTED` = only
 * self-hosted providers and those the organization trusts for data-source security.
 */
export type DataSourceAllowedProviderType = 'NONE' | 'ANY' | 'SELF_HOSTED';

/** The security requirements a data source's server states right now. */
export interface DataSourceSecurityRequirements {
  readonly allowedProviderType: DataSourceAllowedProviderType;
}

/** One message of the conversation so far, for servers that read it (ERI sends it as `thread`). */
export interface DataSourceThreadMessage {
  readonly role: 'SYSTEM' | 'USER' | 'AI' | 'AGENT';
  readonly content: string;
}

/** Options of one {@link DataSource.search}. */
export interface DataSourceSearchOptions {
  /**
   * How many passages to return at most, best first. The tool asks for the whole window up to the
   * page it needs plus one (to tell `has_more`), so a source returns its best `limit` passages.
   */
  readonly limit: number;
  /** Cancelled when the user stops the answer or the search times out; pass it to every request. */
  readonly signal: AbortSignal;
  /** The conversation so far (without the pending answer), when the host has it. Optional. */
  readonly thread?: readonly DataSourceThreadMessage[] | undefined;
}

/** One passage a data source found. */
export interface DataSourcePassage {
  /** The passage itself: whole, as it should reach the model (Markdown or plain text). */
  readonly text: string;
  /** The name of the document it comes from, e.g. a file name or an article title. */
  readonly title: string;
  /**
   * Where the document lives: a URL (`https://…`, `file://…`) or a path. Becomes the source shown
   * to the user; leave it out when there is nothing to point at.
   */
  readonly location?: string | undefined;
  /** What kind of content it is (ERI's `category`, e.g. "Policy document"). Optional. */
  readonly category?: string | undefined;
  /** A relevance score from the source (higher = better), for people and logs only. Optional. */
  readonly score?: number | undefined;
}

/** What one {@link DataSource.search} found. */
export interface DataSourceSearchResult {
  /** The passages, best first (their position is their rank). At most the requested `limit`. */
  readonly passages: readonly DataSourcePassage[];
  /** False when only a part of the source could be searched (e.g. an index still being built). Default true. */
  readonly complete?: boolean | undefined;
}

/**
 * A data source the `semantic_search` tool (and the classic per-message retrieval) can search.
 * Implement it in its own package; the tool knows nothing else about it. Throw a
 * `DataSourceError` (code `DATA_SOURCE_QUERY_NOT_SEARCHABLE` for a query the source cannot handle,
 * any other code for a failure) or any error: the tool then reports the source as not searched.
 * Error messages must never carry secrets (passwords, tokens).
 */
export interface DataSource {
  /**
   * A stable id, unique among the host's data sources: letters, digits, `_`, `-`, `.`, `:` (at
   * most 64 characters). The model passes it back in `data_source_ids`.
   */
  readonly id: string;
  /** The name shown to the model and the user. */
  readonly name: string;
  readonly kind: DataSourceKind;
  /**
   * A description written by whoever configured the source (trusted). Shortened to 500 characters
   * in the tool description. When {@link fetchDescription} exists, its answer is used instead.
   */
  readonly description?: string | undefined;
  /**
   * Passages per page of `semantic_search` (the source's "max matches"); a positive integer. The
   * deepest page is `max(1, floor(99 / pageSize))`.
   */
  readonly pageSize: number;
  /**
   * Which providers the data may go to: `ALLOW_ANY`, `SELF_HOSTED` (only self-hosted or trusted
   * providers), or `NOT_SPECIFIED` (never offered until someone decides).
   */
  readonly dataSecurity: DataSecurity;
  /** The confidence a provider must have to receive the data; `NONE` = no requirement. */
  readonly minimumProviderConfidence: ConfidenceLevel;
  /** Searches the source; passages best first, at most `options.limit`. */
  search(query: string, options: DataSourceSearchOptions): Promise<DataSourceSearchResult>;
  /**
   * The description as the source's server writes it (untrusted: the tool filters it for prompt
   * injections and caches it for five minutes). Only for sources whose server describes itself.
   */
  fetchDescription?(signal: AbortSignal): Promise<string>;
  /**
   * The security requirements the source's server states right now, read live before each use
   * (the caller applies a 6 s limit; any failure skips the source). Only for sources whose server
   * sets requirements (ERI).
   */
  fetchSecurityRequirements?(signal: AbortSignal): Promise<DataSourceSecurityRequirements>;
}
