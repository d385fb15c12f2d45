import type { TokenUsage, ToolCallingTextDelta } from '@toolgate/core';
import type { ServerSentEvent } from './decodeServerSentEvents.js';
import { ProviderError } from './ProviderError.js';

/** What an API's stream accumulator made of one event. */
export interface ProviderStreamUpdate {
  /** Answer text of the event ('' when none). */
  readonly text: string;
  /** Usage, when the event reported it. */
  readonly usage?: TokenUsage | undefined;
  /** The provider's error payload, when the event reported an error. */
  readonly error?: unknown;
}

/** Options of {@link relayTextDeltas}. */
export interface RelayTextDeltasOptions {
  /** Feeds one event to the round's accumulator and says what it contributed. */
  readonly addEvent: (event: ServerSentEvent) => ProviderStreamUpdate;
  /** True once the answer has ended (`[DONE]`, a finish or stop reason, `response.completed`). */
  readonly isFinished: () => boolean;
  /** The error to throw for an error the provider reported inside the stream. */
  readonly toError: (payload: unknown) => Error;
}

/**
 * The part of a round every adapter shares: feeds each event to the accumulator and passes its
 * text (and usage) on as a `text-delta` the moment the event arrives. An error event is thrown
 * as `toError` makes it; a connection cut after the answer had ended is not an error (nothing
 * was lost), any other failure is passed on.
 */
export async function* relayTextDeltas(
  events: AsyncIterable<ServerSentEvent>,
  options: RelayTextDeltasOptions,
): AsyncGenerator<ToolCallingTextDelta, void, undefined> {
  try {
    for await (const event of events) {
      const update = options.addEvent(event);
      if (update.error !== undefined) throw options.toError(update.error);
      if (update.text !== '' || update.usage !== undefined) {
        yield update.usage === undefined
          ? { type: 'text-delta', text: update.text }
          : { type: 'text-delta', text: update.text, usage: update.usage };
      }
    }
  } catch (error) {
    const cutAfterTheEnd =
      ProviderError.isInstance(error) && error.code === 'PROVIDER_STREAM_INTERRUPTED' && options.isFinished();
    if (!cutAfterTheEnd) throw error;
  }
}
