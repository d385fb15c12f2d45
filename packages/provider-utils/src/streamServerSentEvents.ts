import { decodeServerSentEvents } from './decodeServerSentEvents.js';
import type { DecodeServerSentEventsOptions, ServerSentEvent } from './decodeServerSentEvents.js';
import { postJsonStream } from './postJsonStream.js';
import type { PostJsonStreamOptions } from './postJsonStream.js';

/** Options of {@link streamServerSentEvents}: those of {@link postJsonStream} plus the decoder's. */
export interface StreamServerSentEventsOptions extends PostJsonStreamOptions {
  /** Options of the server-sent-events decoder. */
  readonly sse?: DecodeServerSentEventsOptions;
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
  const events = decodeServerSentEvents(response.body, options.sse);
  return {
    status: response.status,
    headers: response.headers,
    requestId: response.requestId,
    attempts: response.attempts,
    events,
    [Symbol.asyncIterator]: () => events[Symbol.asyncIterator](),
  };
}
