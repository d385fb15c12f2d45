export {
  DEFAULT_ERI_MAX_RESPONSE_CHARACTERS,
  DEFAULT_ERI_REQUEST_TIMEOUT_MS,
  DEFAULT_ERI_RETRIEVAL_TIMEOUT_MS,
  EriClient,
} from './EriClient.js';
export type {
  EriClientOptions,
  EriCredentials,
  EriTransport,
  EriTransportRequest,
  EriTransportResponse,
} from './EriClient.js';
export { DEFAULT_ERI_PAGE_SIZE, EriDataSource } from './EriDataSource.js';
export type { EriDataSourceOptions } from './EriDataSource.js';
export { EriError } from './EriError.js';
export type {
  EriAuthField,
  EriAuthMethod,
  EriAuthScheme,
  EriContentBlock,
  EriContentType,
  EriContext,
  EriDataSourceInfo,
  EriEmbeddingInfo,
  EriProviderType,
  EriRetrievalInfo,
  EriRetrievalRequest,
  EriRole,
  EriSecurityRequirements,
} from './EriTypes.js';
