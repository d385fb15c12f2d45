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
