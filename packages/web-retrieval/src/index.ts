export {
  classifyIpAddress,
  IpAddressClass,
  parseIpAddress,
  stricterAddressClass,
} from './classifyIpAddress.js';
export type { IpAddressJudgement } from './classifyIpAddress.js';
export { ConnectToMapping } from './ConnectToMapping.js';
export type { ConnectToRule } from './ConnectToMapping.js';
export type { WebConnectionDial, WebRetrievalTlsOptions } from './createPinnedConnector.js';
export { DnsServerHostNameResolver } from './DnsServerHostNameResolver.js';
export type { DnsServerHostNameResolverOptions } from './DnsServerHostNameResolver.js';
export type { HostNameResolver } from './HostNameResolver.js';
export { PrivateHostAllowlist } from './PrivateHostAllowlist.js';
export type { PrivateHostAllowlistEntry } from './PrivateHostAllowlist.js';
export type { CheckedWebTarget, RetrievedWebPage, RetrievedWebPageHop } from './RetrievedWebPage.js';
export { formatSocketAddress, parseSocketAddress } from './SocketAddress.js';
export type { SocketAddress } from './SocketAddress.js';
export { SystemHostNameResolver } from './SystemHostNameResolver.js';
export {
  contentKindOfMediaType,
  SNIFF_BYTES,
  sniffContent,
  sniffTextContent,
  WebContentKind,
} from './WebContentType.js';
export type { SniffedContent } from './WebContentType.js';
export { decodeDocumentText, unifyLineEndings } from './decodeDocumentText.js';
export type { DecodedDocumentText, DocumentSyntax } from './decodeDocumentText.js';
export { WEB_API_REQUEST_DEFAULTS } from './WebApiRequest.js';
export type { WebApiRequestOptions, WebApiResponse } from './WebApiRequest.js';
export { WEB_RETRIEVAL_DEFAULTS, WebPageRetrievalService } from './WebPageRetrievalService.js';
export type {
  WebPageExtractor,
  WebPageRetrievalOptions,
  WebPageRetrievalServiceOptions,
} from './WebPageRetrievalService.js';
export type {
  WebRetrievalCredentials,
  WebRetrievalCredentialsProvider,
  WebRetrievalCredentialsRequest,
} from './WebRetrievalCredentials.js';
export { isPolicyRefusal, WebRetrievalError, WebRetrievalReason } from './WebRetrievalError.js';
export type { WebRetrievalErrorOptions } from './WebRetrievalError.js';
export { isWebTargetPolicy, WebTargetPolicy } from './WebTargetPolicy.js';
export { isBadPort } from './WebTargetValidator.js';
export { WebPageContentExtractor } from './WebPageContentExtractor.js';
export type {
  ExtractedWebPage,
  WebPageContentExtractorOptions,
  WebPageExtractionOptions,
} from './WebPageContentExtractor.js';
export type { WebPageMetadata } from './readWebPageMetadata.js';
export {
  DEFAULT_WEB_PAGE_MAX_CHARACTERS,
  truncateMarkdown,
  WebPageContentSanitizer,
} from './WebPageContentSanitizer.js';
export type {
  SanitizedWebPageContent,
  TruncatedMarkdown,
  WebPageContentForModel,
  WebPageContentSanitizerOptions,
  WebPageInjectionReport,
  WebPageSanitizationResult,
  WebPageSanitizeOptions,
} from './WebPageContentSanitizer.js';
