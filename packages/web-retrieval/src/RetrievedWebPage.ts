import type { ConfidenceLevel } from '@toolgate/core';
import type { IpAddressJudgement } from './classifyIpAddress.js';
import type { WebPageMetadata } from './readWebPageMetadata.js';
import type { WebContentKind } from './WebContentType.js';

/** One request of a retrieval: the first URL or a redirect target. */
export interface RetrievedWebPageHop {
  readonly url: string;
  /** Every address the host resolved to, as judged. */
  readonly addresses: readonly IpAddressJudgement[];
  /** The validated address the connection used. */
  readonly connectedAddress: string | undefined;
  /** The HTTP status of this hop's response. */
  readonly status: number;
}

/** A page read through {@link WebPageRetrievalService}. */
export interface RetrievedWebPage {
  /** The URL as the caller gave it (parsed and serialised). */
  readonly requestedUrl: string;
  /** The URL after redirects; use it as the page's source. */
  readonly finalUrl: string;
  /** `html`: main content extracted to Markdown; `text`: the document as sent, line endings unified. */
  readonly contentKind: WebContentKind;
  /** Lower-case media type as declared (or sniffed when the server sent none). */
  readonly mediaType: string;
  /** The encoding the body was decoded with (WHATWG name). */
  readonly charset: string;
  /** The page title (HTML) or the document's file name (text). */
  readonly title: string;
  /** What an HTML page says about itself; all fields empty for a text document. */
  readonly metadata: WebPageMetadata;
  /** Markdown for an HTML page, the text as sent for a text document. */
  readonly content: string;
  /** The HTTP status of the final response. */
  readonly status: number;
  /** The validated addresses of the final hop (the connection used one of them). */
  readonly addresses: readonly string[];
  /** Every hop, redirects included, in order. */
  readonly hops: readonly RetrievedWebPageHop[];
  /** Decoded body size in bytes. */
  readonly bytes: number;
  /**
   * True when any hop reached a non-public address. The caller must raise the chat's provider
   * requirement to {@link RetrievedWebPage.requiredProviderConfidence}.
   */
  readonly privateTarget: boolean;
  /** `HIGH` for a private target, undefined otherwise. */
  readonly requiredProviderConfidence: ConfidenceLevel | undefined;
}

/** The verdict of {@link WebPageRetrievalService.checkTarget}: the target was resolved and allowed. */
export interface CheckedWebTarget {
  readonly url: string;
  readonly hostname: string;
  readonly port: number;
  /** Every resolved address with its verdict. */
  readonly addresses: readonly IpAddressJudgement[];
  readonly privateTarget: boolean;
  readonly requiredProviderConfidence: ConfidenceLevel | undefined;
}
