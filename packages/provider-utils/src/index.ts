export { ProviderError, sanitizeErrorCause } from './ProviderError.js';
export type { ProviderErrorCode, ProviderErrorOptions } from './ProviderError.js';
export { createProviderHttpError, createProviderStreamError } from './createProviderHttpError.js';
export type { ProviderHttpErrorInput, ProviderStreamErrorInput } from './createProviderHttpError.js';
export { extractProviderErrorDetails } from './extractProviderErrorDetails.js';
export type { ProviderErrorDetails } from './extractProviderErrorDetails.js';
export { decodeServerSentEvents, ServerSentEventParser } from './decodeServerSentEvents.js';
export type {
  DecodeServerSentEventsOptions,
  IncompleteEventHandling,
  ServerSentEvent,
} from './decodeServerSentEvents.js';
export { findNetworkErrorCode, postJsonStream } from './postJsonStream.js';
export type {
  FetchFunction,
  FetchResponseLike,
  JsonStreamResponse,
  PostJsonStreamOptions,
  ProviderHttpOptions,
  RetryNotice,
} from './postJsonStream.js';
export { streamServerSentEvents } from './streamServerSentEvents.js';
export type { ServerSentEventStream, StreamServerSentEventsOptions } from './streamServerSentEvents.js';
export {
  abortableSleep,
  computeRetryDelay,
  isRetryableStatus,
  parseRetryAfter,
  resolveRetryOptions,
} from './computeRetryDelay.js';
export type { ResolvedRetryOptions, RetryOptions } from './computeRetryDelay.js';
export { loadApiKey } from './loadApiKey.js';
export type { LoadApiKeyOptions } from './loadApiKey.js';
export { REDACTED, redactHeaders, redactSecrets, SECRET_HEADER_NAMES, secretHeaderValues } from './redactSecrets.js';
export type { HeadersLike } from './redactSecrets.js';
export { safeJsonParse } from './safeJsonParse.js';
export type { SafeJsonParseOptions, SafeJsonParseResult } from './safeJsonParse.js';
export { OpenAIStrictToolSchema } from './OpenAIStrictToolSchema.js';
export { apiEndpointUrl } from './apiEndpointUrl.js';
export { buildRoundSystemPrompt } from './buildRoundSystemPrompt.js';
export { canonicalToolCallName } from './canonicalToolCallName.js';
export { isJsonObjectText } from './isJsonObjectText.js';
export { pickAdditionalApiParameters } from './pickAdditionalApiParameters.js';
export { relayTextDeltas } from './relayTextDeltas.js';
export { StreamingProviderAdapter } from './StreamingProviderAdapter.js';
export type {
  ProviderAdapterOptions,
  ProviderRoundReader,
  ProviderRoundResult,
} from './StreamingProviderAdapter.js';
export type { ProviderStreamUpdate, RelayTextDeltasOptions } from './relayTextDeltas.js';
