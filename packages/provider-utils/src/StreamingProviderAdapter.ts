import type {
  ConversationMessage,
  ToolCallingProviderAdapter,
  ToolCallingRound,
  ToolCallingRoundOptions,
  ToolCallingStreamEvent,
  ToolCallingTextDelta,
  ToolFunctionDefinition,
} from '@toolgate/core';
import { createProviderStreamError } from './createProviderHttpError.js';
import type { ServerSentEvent } from './decodeServerSentEvents.js';
import type { PostJsonStreamOptions, ProviderHttpOptions } from './postJsonStream.js';
import type { ProviderStreamUpdate } from './relayTextDeltas.js';
import { relayTextDeltas } from './relayTextDeltas.js';
import { streamServerSentEvents } from './streamServerSentEvents.js';

/**
 * The options every provider adapter accepts. An adapter's own options extend these with what its
 * API adds (a host preset, the system message's role, API version headers, …).
 */
export interface ProviderAdapterOptions {
  /** The API root the adapter appends its endpoint path to. Default: the provider's public API. */
  readonly baseUrl?: string;
  /** The model id (a non-empty string). */
  readonly model: string;
  /** The API key, sent in the provider's credential header. Omitted: no credential header (local servers). */
  readonly apiKey?: string;
  /** The environment variable the key came from, named in authentication errors. */
  readonly apiKeyEnvironmentVariable?: string;
  /** The system prompt (tool policy text already appended by the host). */
  readonly systemPrompt?: string;
  /** The conversation so far, ending with the user's message. */
  readonly messages?: readonly ConversationMessage[];
  /** The tool functions offered in rounds that include tools. */
  readonly tools?: readonly ToolFunctionDefinition[];
  /** Upper bound of the answer's tokens per round, sent in the API's own field. */
  readonly maxTokens?: number;
  /** Sampling temperature. */
  readonly temperature?: number;
  /**
   * More request fields (e.g. `top_p`, `reasoning`). The fields the adapter controls (its
   * `*_CONTROLLED_PARAMETERS`: model, messages, stream, tools, …) are ignored here.
   */
  readonly additionalApiParameters?: Readonly<Record<string, unknown>>;
  /** Extra request headers. */
  readonly headers?: Readonly<Record<string, string>>;
  /** Timeouts, retries, fetch/dispatcher injection (see `postJsonStream`). */
  readonly http?: ProviderHttpOptions;
}

/** What a round's reader made of the whole answer once the stream has ended. */
export interface ProviderRoundResult<TTurn> {
  /** The round for the loop (text, requested calls, sources). */
  readonly round: ToolCallingRound;
  /** The model's turn in the adapter's wire format, stored by `recordAssistantTurn`. */
  readonly turn: TTurn;
  /** Text deltas to yield before `round-completed` (e.g. a refusal the stream did not show). */
  readonly eventsBeforeCompletion?: readonly ToolCallingTextDelta[];
}

/** Reads one round's stream in an API's wire format: the accumulator side of an adapter. */
export interface ProviderRoundReader<TTurn> {
  /** Feeds one server-sent event and says what it contributed (text, usage, an error payload). */
  addEvent(event: ServerSentEvent): ProviderStreamUpdate;
  /** True once the answer has ended, so a connection cut afterwards loses nothing. */
  isFinished(): boolean;
  /** The round after the stream ended; throws a `ProviderError` when the answer is incomplete. */
  finish(): ProviderRoundResult<TTurn>;
}

/**
 * The part every provider adapter shares: option checks, the `executeRound` outline (build the
 * body, post it, relay the text as it streams, complete the round), the once-per-round guard of
 * `recordAssistantTurn`, and the texts the tool conversation adds to later requests. A subclass
 * keeps only its wire format: endpoint, headers, request body, round reader, turn and result
 * messages.
 *
 * @typeParam TOptions - The adapter's options.
 * @typeParam TTurn - The model's turn of a round as the adapter stores it for the next request.
 */
export abstract class StreamingProviderAdapter<TOptions extends ProviderAdapterOptions, TTurn>
  implements ToolCallingProviderAdapter
{
  /** The options the adapter was created with. */
  protected readonly options: TOptions;
  /** The names of the offered tool functions, to map a call's name back to its exact spelling. */
  protected readonly offeredToolNames: ReadonlySet<string>;
  readonly #recordedTexts: string[] = [];
  #lastTurn: TTurn | undefined;
  #turnRecorded = false;

  /** Checks the options shared by every adapter; throws a `TypeError` for a missing model id. */
  protected constructor(options: TOptions) {
    if (typeof options.model !== 'string' || options.model.trim() === '') {
      throw new TypeError('The model id must be a non-empty string.');
    }
    this.options = options;
    this.offeredToolNames = new Set((options.tools ?? []).map((tool) => tool.name));
  }

  /** The endpoint requests go to. */
  abstract get url(): string;

  /** The provider's name in messages. */
  protected abstract get providerName(): string;

  /** Texts the tool conversation adds to every later request. */
  get recordedRequestTexts(): readonly string[] {
    return this.#recordedTexts;
  }

  /** The body of the next round's request in the API's wire format. */
  protected abstract buildRequestBody(
    round: Pick<ToolCallingRoundOptions, 'finalResponseInstruction' | 'includeTools'>,
  ): object;

  /** The request headers of a round, the credential header included. */
  protected abstract requestHeaders(): Record<string, string>;

  /** A fresh reader for one round's stream. */
  protected abstract createRoundReader(): ProviderRoundReader<TTurn>;

  /** Stores the model's turn for the next request (called at most once per round). */
  protected abstract recordTurn(turn: TTurn): void;

  abstract recordToolResult(callId: string, content: string, isError?: boolean): void;

  /**
   * Posts the request and returns the answer's events. Default: a server-sent-event stream, an
   * event cut off by the end of the body being an error.
   */
  protected async openEventStream(request: PostJsonStreamOptions): Promise<AsyncIterable<ServerSentEvent>> {
    return streamServerSentEvents({ ...request, sse: { incompleteEvent: 'error' } });
  }

  /** The error for an error event inside the stream. Default: `createProviderStreamError`. */
  protected streamError(payload: unknown): Error {
    return createProviderStreamError({ payload, providerName: this.providerName, secrets: [this.options.apiKey] });
  }

  /** Adds a text the tool conversation now sends with every later request. */
  protected recordRequestText(text: string): void {
    this.#recordedTexts.push(text);
  }

  async *executeRound(round: ToolCallingRoundOptions): AsyncIterable<ToolCallingStreamEvent> {
    const body = this.buildRequestBody(round);
    this.#lastTurn = undefined;
    this.#turnRecorded = false;
    const events = await this.openEventStream({
      ...this.options.http,
      url: this.url,
      body,
      headers: this.requestHeaders(),
      apiKey: this.options.apiKey,
      apiKeyEnvVar: this.options.apiKeyEnvironmentVariable,
      providerName: this.providerName,
      signal: round.signal,
    });
    const reader = this.createRoundReader();
    yield* relayTextDeltas(events, {
      addEvent: (event) => reader.addEvent(event),
      isFinished: () => reader.isFinished(),
      toError: (payload) => this.streamError(payload),
    });
    const result = reader.finish();
    this.#lastTurn = result.turn;
    for (const event of result.eventsBeforeCompletion ?? []) yield event;
    yield { type: 'round-completed', round: result.round };
  }

  recordAssistantTurn(): void {
    const turn = this.#lastTurn;
    if (turn === undefined || this.#turnRecorded) return;
    this.#turnRecorded = true;
    this.recordTurn(turn);
  }
}
