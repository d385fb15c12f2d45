import { ConfidenceLevel, DataSecurity } from '@toolgate/core';
import {
  type DataSource,
  DataSourceError,
  DataSourceKind,
  type DataSourceSearchOptions,
  type DataSourceSearchResult,
  validateDataSource,
} from '@toolgate/tool-semantic-search';
import { LocalFolderIndex, type LocalFolderIndexOptions, type LocalIndexPassage } from './LocalFolderIndex.js';
import { queryWords } from './toFtsQuery.js';

/** Default passages per page of a local folder. */
export const DEFAULT_LOCAL_FOLDER_PAGE_SIZE = 10;

/** Options of a {@link LocalFolderDataSource}. */
export interface LocalFolderDataSourceOptions {
  /** The id the model sees (letters, digits, `_`, `-`, `.`, `:`; at most 64). */
  readonly id: string;
  /** The name shown to the model and the user. */
  readonly name: string;
  /** What the folder holds, for the model (shortened to 500 characters in the tool description). */
  readonly description?: string | undefined;
  /**
   * An open index, or the options to open one (read-only) at the first search; an index that
   * cannot be opened then makes that search fail, so the tool reports the source as not searched.
   */
  readonly index: LocalFolderIndex | Omit<LocalFolderIndexOptions, 'readOnly'>;
  /** Passages per page (1 to 99). Default {@link DEFAULT_LOCAL_FOLDER_PAGE_SIZE}. */
  readonly pageSize?: number | undefined;
  /**
   * Which providers the folder's text may go to. Default `SELF_HOSTED`: files on this machine go
   * only to self-hosted providers and those the organization trusts, until someone allows any.
   */
  readonly dataSecurity?: DataSecurity | undefined;
  /** The confidence a provider must have. Default `NONE`. */
  readonly minimumProviderConfidence?: ConfidenceLevel | undefined;
}

/** A passage's title: the document's title, its path and which part of it this is. */
function passageTitle(passage: LocalIndexPassage): string {
  const name = passage.title === passage.path.split('/').pop() ? passage.path : `${passage.title} (${passage.path})`;
  return passage.chunkCount > 1 ? `${name}, part ${passage.position + 1} of ${passage.chunkCount}` : name;
}

/**
 * A folder indexed by {@link LocalFolderIndex} as a data source of `semantic_search` (kind
 * `LOCAL_FOLDER`). A search returns the index's best `limit` passages (the tool asks for the
 * window up to the page it needs plus one and derives `has_more` from it); each passage names its
 * file (title and path, which part of the file) and points at it with a `file://` URL.
 */
export class LocalFolderDataSource implements DataSource {
  readonly id: string;
  readonly name: string;
  readonly kind = DataSourceKind.LOCAL_FOLDER;
  readonly description: string | undefined;
  readonly pageSize: number;
  readonly dataSecurity: DataSecurity;
  readonly minimumProviderConfidence: ConfidenceLevel;
  readonly #indexOptions: Omit<LocalFolderIndexOptions, 'readOnly'> | undefined;
  #index: LocalFolderIndex | undefined;

  constructor(options: LocalFolderDataSourceOptions) {
    this.id = options.id;
    this.name = options.name;
    this.description = options.description;
    this.pageSize = options.pageSize ?? DEFAULT_LOCAL_FOLDER_PAGE_SIZE;
    this.dataSecurity = options.dataSecurity ?? DataSecurity.SELF_HOSTED;
    this.minimumProviderConfidence = options.minimumProviderConfidence ?? ConfidenceLevel.NONE;
    if (options.index instanceof LocalFolderIndex) this.#index = options.index;
    else this.#indexOptions = options.index;
    validateDataSource(this);
  }

  #openIndex(): LocalFolderIndex {
    this.#index ??= LocalFolderIndex.open({ ...(this.#indexOptions as LocalFolderIndexOptions), readOnly: true });
    return this.#index;
  }

  async search(query: string, options: DataSourceSearchOptions): Promise<DataSourceSearchResult> {
    options.signal.throwIfAborted();
    const index = this.#openIndex();
    if (queryWords(query).length === 0 && index.statistics().embeddedChunks === 0) {
      throw new DataSourceError(
        'DATA_SOURCE_QUERY_NOT_SEARCHABLE',
        'The query holds no word the full-text index can search for. Search for a few distinctive words.',
      );
    }
    const passages = await index.search(query, { limit: options.limit, signal: options.signal });
    return {
      passages: passages.map((passage) => ({
        text: passage.text,
        title: passageTitle(passage),
        location: passage.url,
        score: passage.score,
      })),
    };
  }

  /** Closes the index (when this source opened it). */
  close(): void {
    if (this.#indexOptions !== undefined) this.#index?.close();
    this.#index = undefined;
  }
}
