export { type ChunkTextOptions, chunkText, type TextChunk } from './chunkText.js';
export { EMBEDDING_CLIENT_DEFAULTS, OpenAICompatibleEmbeddingClient } from './EmbeddingClient.js';
export type { EmbeddingClient, OpenAICompatibleEmbeddingClientOptions } from './EmbeddingClient.js';
export {
  LOCAL_INDEX_APPLICATION_ID,
  LOCAL_INDEX_DEFAULTS,
  LOCAL_INDEX_SCHEMA_VERSION,
  LocalFolderIndex,
} from './LocalFolderIndex.js';
export type {
  LocalFolderIndexOptions,
  LocalIndexPassage,
  LocalIndexProgress,
  LocalIndexSearchOptions,
  LocalIndexStatistics,
  LocalIndexUpdateOptions,
  LocalIndexUpdateSummary,
} from './LocalFolderIndex.js';
export { LocalIndexError, LocalIndexErrorCode } from './LocalIndexError.js';
export type { LocalIndexErrorOptions } from './LocalIndexError.js';
export { RECIPROCAL_RANK_FUSION_K, reciprocalRankFusion } from './reciprocalRankFusion.js';
export { MAX_QUERY_WORDS, queryWords, toFtsQuery } from './toFtsQuery.js';
export { DEFAULT_LOCAL_FOLDER_PAGE_SIZE, LocalFolderDataSource } from './LocalFolderDataSource.js';
export type { LocalFolderDataSourceOptions } from './LocalFolderDataSource.js';
