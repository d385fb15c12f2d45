import { decodeServerSentEvents } from './decodeServerSentEvents.js';
import type { DecodeServerSentEventsOptions, ServerSentEvent } from './decodeServerSentEvents.js';
import { createProviderStreamError } from './createProviderHttpError.js';
import { extractProviderErrorDetails } from './extractProviderErrorDetails.js';
import { postJsonStream } from './postJsonStream.js';
import { ProviderError } from './ProviderError.js';
import { secretHeaderValues } from './redactSecrets.js';
import type { PostJsonStreamOptions } from './postJsonStream.js';

/** Options of {@link streamServerSentEvents}: those of {@link postJsonStream} plus the decoder's. */
export interface StreamServerSentEventsOptions extends PostJsonStreamOptions {
  /** Options of the server-sent-events decoder. */
  readonly sse?: DecodeServerSentEventsOptions;
  /**
   * A 2xx answer with a JSON content type instead of an event stream (a host that ignored
   * `stream: true`, or a gateway's error page): `false` (default) throws a {@link ProviderError}
   * (`PROVIDER_STREAM_ERROR` with the provider's message when the JSON is an error, else
   * `PROVIDER_INVALID_RESPONSE`); `true` yields the whole body as one event's `data`.
   */
  readonly acceptJsonBody?: boolean;
}

/** Largest JSON body read when a JSON answer arrives instead of a stream. */
const MAX_JSON_BODY_BYTES = 16 * 1024 * 1024;

async function readText(body: AsyncIterable<Uint8Array>, maxBytes: number): Promise<string> {
  const decoder = new TextDecoder();
  let text = '';
  let received = 0;
  for await (const chunk of body) {
    received += chunk.byteLength;
    text += decoder.decode(chunk, { stream: true });
    if (received > maxBytes) break;
  }
  return text + decoder.decode();
}

async function* singleEvent(data: string): AsyncGenerator<ServerSentEvent, void, undefined> {
  yield { event: undefined, data, id: undefined };
}

/** A streaming answer decoded into server-sent events. Iterate it (or `events`) once. */
export interface ServerSentEventStream extends AsyncIterable<ServerSentEvent> {
  /** The HTTP status (2xx). */
  readonly status: number;
  /** The answer's headers. */
  readonly headers: Headers;
  /** The provider's request id header, if any. */
  readonly requestId: string | undefined;
  /** How many HTTP attempts it took. */
  readonly attempts: number;
  /** The decoded events, yielded as their bytes arrive. */
  readonly events: AsyncIterable<ServerSentEvent>;
}

/**
 * {@link postJsonStream} followed by {@link decodeServerSentEvents}: POSTs the JSON body (with
 * retries before the stream starts) and returns the answer's events as they arrive.
 */
export async function streamServerSentEvents(options: StreamServerSentEventsOptions): Promise<ServerSentEventStream> {
  const response = await postJsonStream(options);
  const contentType = response.headers.get('content-type') ?? '';
  let events: AsyncIterable<ServerSentEvent>;
  if (/^\s*application\/([\w.+-]*\+)?json/i.test(contentType)) {
    const text = await readText(response.body, MAX_JSON_BODY_BYTES);
    if (options.acceptJsonBody === true) {
      events = singleEvent(text);
    } else {
      const secrets = [options.apiKey, ...(options.secrets ?? []), ...secretHeaderValues(options.headers)];
      const providerName = options.providerName ?? 'The provider';
      if (extractProviderErrorDetails(text).message !== undefined) {
        throw createProviderStreamError({ payload: text, providerName, secrets });
      }
      throw new ProviderError(
        'PROVIDER_INVALID_RESPONSE',
        `${providerName} answered with JSON instead of an event stream (does this endpoint support streaming?).`,
        { status: response.status, secrets },
      );
    }
  } else {
    events = decodeServerSentEvents(response.body, options.sse);
  }
  return {
    status: response.status,
    headers: response.headers,
    requestId: response.requestId,
    attempts: response.attempts,
    events,
    [Symbol.asyncIterator]: () => events[Symbol.asyncIterator](),
  };
}
