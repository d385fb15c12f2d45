export {
  DATA_SOURCE_KIND_LABELS,
  DataSourceKind,
  isExternalDataSourceKind,
} from './DataSource.js';
export type {
  DataSource,
  DataSourceAllowedProviderType,
  DataSourcePassage,
  DataSourceSearchOptions,
  DataSourceSearchResult,
  DataSourceSecurityRequirements,
  DataSourceThreadMessage,
} from './DataSource.js';
export { DataSourceError } from './DataSourceError.js';
export type { DataSourceErrorCode } from './DataSourceError.js';
export { DATA_SOURCE_ID_PATTERN, MAX_DATA_SOURCE_PAGE_SIZE, validateDataSource } from './validateDataSource.js';
export {
  DEFAULT_SECURITY_CHECK_TIMEOUT_MS,
  DataSourceService,
} from './DataSourceService.js';
export type {
  DataSourceBlockReason,
  DataSourceProvider,
  DataSourceRequestProviders,
  DataSourceServiceOptions,
  DataSourceUsability,
  UsableDataSource,
} from './DataSourceService.js';
export {
  DATA_SOURCE_DESCRIPTION_CACHE_MS,
  DATA_SOURCE_DESCRIPTION_TIMEOUT_MS,
  DataSourceDescriptionService,
} from './DataSourceDescriptionService.js';
export type { DataSourceDescriptionServiceOptions } from './DataSourceDescriptionService.js';
export { DATA_SOURCE_DESCRIPTION_MAX_CHARACTERS } from './shortenDescription.js';
export { DEFAULT_DATA_SOURCE_SEARCH_TIMEOUT_MS } from './searchDataSources.js';
export { DEFAULT_RESULT_BUDGET_CHARACTERS } from './assemblePassages.js';
export type { PassageGuard } from './assemblePassages.js';
export {
  MAX_SEMANTIC_SEARCH_QUERY_CHARACTERS,
  SemanticSearchArguments,
  SemanticSearchTool,
  semanticSearchDefinition,
} from './SemanticSearchTool.js';
export type { SemanticSearchToolOptions } from './SemanticSearchTool.js';
export { retrieveForMessage } from './retrieveForMessage.js';
export type { RetrievedDataSource, RetrieveForMessageOptions, RetrieveForMessageResult } from './retrieveForMessage.js';
export { dataSourceThreadFromConversation } from './dataSourceThreadFromConversation.js';
