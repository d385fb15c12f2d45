import type { ToolCallingRoundOptions } from '@toolgate/core';
import {
  apiEndpointUrl,
  buildRoundSystemPrompt,
  decodeServerSentEvents,
  pickAdditionalApiParameters,
  postJsonStream,
  ProviderError,
  StreamingProviderAdapter,
} from '@toolgate/provider-utils';
import type {
  JsonStreamResponse,
  PostJsonStreamOptions,
  ProviderAdapterOptions,
  ProviderHttpOptions,
  ProviderRoundReader,
  ServerSentEvent,
} from '@toolgate/provider-utils';
import { ChatCompletionToolCallAccumulator } from './ChatCompletionToolCallAccumulator.js';
import type { AccumulatedChatCompletionMessage } from './ChatCompletionToolCallAccumulator.js';
import { OPENAI_CHAT_HOST_PRESETS, getOpenAIChatHostPreset } from './OpenAIChatHostPreset.js';
import type { OpenAIChatHostPreset, OpenAIChatHostPresetId } from './OpenAIChatHostPreset.js';
import type { OpenAIChatAssistantMessage, OpenAIChatMessage, OpenAIChatRequestBody } from './OpenAIChatRequestBody.js';
import { prepareChatCompletionToolCalls } from './prepareChatCompletionToolCalls.js';
import type { PreparedChatCompletionToolCall } from './prepareChatCompletionToolCalls.js';
import { toOpenAIChatTool } from './toOpenAIChatTool.js';

/** Transport settings of an adapter: timeouts, retries, and fetch/dispatcher injection (see `postJsonStream`). */
export type OpenAIChatHttpOptions = ProviderHttpOptions;

/**
 * Options of {@link createOpenAIChatAdapter}: the options every adapter shares (model, apiKey,
 * systemPrompt, messages, tools, maxTokens, temperature, additionalApiParameters, headers, http)
 * and the Chat Completions ones.
 */
export interface OpenAIChatAdapterOptions extends ProviderAdapterOptions {
  /** The host: a preset id (default `openai`) or a preset object of your own. */
  readonly host?: OpenAIChatHostPresetId | OpenAIChatHostPreset;
  /** The API root (e.g. `http://127.0.0.1:8000/v1`); `/chat/completions` is appended. Default: the preset's. */
  readonly baseUrl?: string;
  /** The API key, sent as `Authorization: Bearer …`. Omitted: no authorization header (local servers). */
  readonly apiKey?: string;
  /** The role of the system message. Default `system`. */
  readonly systemMessageRole?: 'system' | 'developer';
  /** Upper bound of the answer's tokens per round (`max_tokens`, or `max_completion_tokens` where the host wants it). */
  readonly maxTokens?: number;
  /**
   * More request fields (e.g. `top_p`, `reasoning_effort`). Fields the adapter controls
   * (`model`, `messages`, `stream`, `stream_options`, `tools`, `tool_choice`, `parallel_tool_calls`,
   * `functions`, `function_call`, `n`) are ignored here.
   */
  readonly additionalApiParameters?: Readonly<Record<string, unknown>>;
  /** Ask for a usage chunk at the end of the stream (`stream_options.include_usage`). Default true. */
  readonly includeUsage?: boolean;
  /** Overrides the preset's {@link OpenAIChatHostPreset.enforcesStrictToolSchemas}. */
  readonly enforcesStrictToolSchemas?: boolean;
  /** Overrides the preset's {@link OpenAIChatHostPreset.mayAskForSequentialToolCalls}. */
  readonly mayAskForSequentialToolCalls?: boolean;
  /**
   * How often a round is sent again when the host rejects the model's own malformed tool call with
   * 400 `tool_use_failed` (Groq). Default 1.
   */
  readonly failedToolGenerationRetries?: number;
  /** Extra request headers (e.g. OpenRouter's `HTTP-Referer`). */
  readonly headers?: Readonly<Record<string, string>>;
  /** Timeouts, retries, fetch/dispatcher injection. */
  readonly http?: OpenAIChatHttpOptions;
}

/** Request fields the adapter decides; additional API parameters never override them. */
export const OPENAI_CHAT_CONTROLLED_PARAMETERS: readonly string[] = Object.freeze([
  'model',
  'messages',
  'stream',
  'stream_options',
  'tools',
  'tool_choice',
  'parallel_tool_calls',
  'functions',
  'function_call',
  'n',
]);

interface LastRound {
  readonly message: AccumulatedChatCompletionMessage;
  readonly calls: readonly PreparedChatCompletionToolCall[];
}

function resolveHost(host: OpenAIChatAdapterOptions['host']): OpenAIChatHostPreset {
  if (host === undefined) return OPENAI_CHAT_HOST_PRESETS.openai;
  if (typeof host === 'string') {
    const preset = getOpenAIChatHostPreset(host);
    if (preset === undefined) {
      throw new TypeError(
        `Unknown Chat Completions host preset '${host}'. Known presets: ${Object.keys(OPENAI_CHAT_HOST_PRESETS).join(', ')}.`,
      );
    }
    return preset;
  }
  return host;
}

function chatCompletionsUrl(baseUrl: string, hostName: string): string {
  if (baseUrl.trim() === '') {
    throw new TypeError(
      `The host '${hostName}' has no default base URL: pass baseUrl (e.g. http://127.0.0.1:8000/v1).`,
    );
  }
  return apiEndpointUrl(baseUrl, '/chat/completions');
}

/** The update of a `[DONE]` line: nothing to pass on. */
const NO_UPDATE = Object.freeze({ text: '' });

/** Largest whole (non-streamed) JSON answer read. */
const MAX_JSON_ANSWER_BYTES = 16 * 1024 * 1024;

/** A whole JSON answer (a host that ignored `stream: true`) as one event, so it is read like a last chunk. */
async function* wholeJsonAnswer(
  body: AsyncIterable<Uint8Array>,
  providerName: string,
): AsyncGenerator<ServerSentEvent> {
  const decoder = new TextDecoder();
  let text = '';
  let received = 0;
  for await (const chunk of body) {
    received += chunk.byteLength;
    if (received > MAX_JSON_ANSWER_BYTES) {
      throw new ProviderError(
        'PROVIDER_INVALID_RESPONSE',
        `${providerName} sent a JSON answer larger than ${MAX_JSON_ANSWER_BYTES} bytes.`,
      );
    }
    text += decoder.decode(chunk, { stream: true });
  }
  yield { data: text + decoder.decode() };
}

/** The answer's events: server-sent events, or the whole completion of a host that does not stream. */
function chatCompletionEvents(
  response: JsonStreamResponse,
  providerName = 'The provider',
): AsyncIterable<ServerSentEvent> {
  const contentType = response.headers.get('content-type') ?? '';
  return /^application\/json\b/i.test(contentType.trim())
    ? wholeJsonAnswer(response.body, providerName)
    : decodeServerSentEvents(response.body, { incompleteEvent: 'error' });
}

/** The reader of one round: the accumulator, and the end of the answer ([DONE] or a finish reason). */
class ChatCompletionRoundReader implements ProviderRoundReader<LastRound> {
  readonly #accumulator = new ChatCompletionToolCallAccumulator();
  readonly #offeredNames: ReadonlySet<string>;
  readonly #providerName: string;
  readonly #url: string;
  #sawDone = false;

  constructor(offeredNames: ReadonlySet<string>, providerName: string, url: string) {
    this.#offeredNames = offeredNames;
    this.#providerName = providerName;
    this.#url = url;
  }

  addEvent(event: ServerSentEvent) {
    if (event.data.trim() !== '[DONE]') return this.#accumulator.addLine(event.data);
    this.#sawDone = true;
    return NO_UPDATE;
  }

  // Chat Completions has no end event: [DONE] or a finish reason says the answer is complete.
  isFinished(): boolean {
    return this.#sawDone || this.#accumulator.build()?.finishReason !== undefined;
  }

  finish() {
    const message = this.#accumulator.build();
    if (message === null) {
      throw new ProviderError(
        'PROVIDER_INVALID_RESPONSE',
        `${this.#providerName} answered without a single readable Chat Completions chunk (is ${this.#url} a Chat Completions endpoint?).`,
      );
    }
    const calls = prepareChatCompletionToolCalls(message.toolCalls, this.#offeredNames);
    return {
      turn: { message, calls },
      round: {
        textOutput: message.content ?? '',
        calls: calls.map((call) => call.requested),
        sources: message.sources,
      },
    };
  }
}

/**
 * The Chat Completions adapter for one answer (reference §2.3): builds each round's request,
 * streams the answer's text as it arrives, assembles the tool calls, and keeps the tool
 * conversation (the model's turns and the results) for the next round.
 */
export class OpenAIChatAdapter extends StreamingProviderAdapter<OpenAIChatAdapterOptions, LastRound> {
  readonly #host: OpenAIChatHostPreset;
  readonly #url: string;
  readonly #enforcesStrict: boolean;
  readonly #maySequence: boolean;
  readonly #toolConversation: OpenAIChatMessage[] = [];

  constructor(options: OpenAIChatAdapterOptions) {
    super(options);
    this.#host = resolveHost(options.host);
    this.#url = chatCompletionsUrl(options.baseUrl ?? this.#host.baseUrl, this.#host.displayName);
    this.#enforcesStrict = options.enforcesStrictToolSchemas ?? this.#host.enforcesStrictToolSchemas;
    this.#maySequence = options.mayAskForSequentialToolCalls ?? this.#host.mayAskForSequentialToolCalls;
  }

  /** The host preset in use. */
  get host(): OpenAIChatHostPreset {
    return this.#host;
  }

  /** The endpoint requests go to. */
  get url(): string {
    return this.#url;
  }

  /** @internal */
  protected get providerName(): string {
    return this.#host.displayName;
  }

  /**
   * The body of the next round's request (what {@link executeRound} sends), in the provider's wire
   * format; for tests.
   *
   * @internal
   */
  override buildRequestBody(
    round: Pick<ToolCallingRoundOptions, 'finalResponseInstruction' | 'includeTools'>,
  ): OpenAIChatRequestBody {
    const options = this.options;
    const body = pickAdditionalApiParameters(options.additionalApiParameters, OPENAI_CHAT_CONTROLLED_PARAMETERS);
    const messages: OpenAIChatMessage[] = [];
    const systemPrompt = buildRoundSystemPrompt(options.systemPrompt, round.finalResponseInstruction);
    if (systemPrompt !== '') messages.push({ role: options.systemMessageRole ?? 'system', content: systemPrompt });
    for (const message of options.messages ?? []) messages.push({ role: message.role, content: message.content });
    messages.push(...this.#toolConversation);
    body['model'] = options.model;
    body['messages'] = messages;
    body['stream'] = true;
    if (options.includeUsage !== false) body['stream_options'] = { include_usage: true };
    if (options.maxTokens !== undefined) body[this.#host.maxTokensParameter] = options.maxTokens;
    if (options.temperature !== undefined) body['temperature'] = options.temperature;
    const tools = options.tools ?? [];
    if (round.includeTools && tools.length > 0) {
      body['tools'] = tools.map((tool) => toOpenAIChatTool(tool, this.#enforcesStrict));
      // We run calls one at a time; ask for one per response where the host accepts the parameter.
      if (this.#maySequence) body['parallel_tool_calls'] = false;
    }
    return body as OpenAIChatRequestBody;
  }

  /** @internal */
  protected requestHeaders(): Record<string, string> {
    const headers: Record<string, string> = { ...this.options.headers };
    if (this.options.apiKey !== undefined && this.options.apiKey !== '') {
      headers['authorization'] = `Bearer ${this.options.apiKey}`;
    }
    return headers;
  }

  /** @internal */
  protected override async openEventStream(request: PostJsonStreamOptions): Promise<AsyncIterable<ServerSentEvent>> {
    for (let attempt = 0; ; attempt++) {
      try {
        return chatCompletionEvents(await postJsonStream(request), this.providerName);
      } catch (error) {
        // Groq answers a tool call its model botched with 400 `tool_use_failed`; that is the
        // model's slip, not a bad request, and a fresh generation usually succeeds.
        const botchedToolCall =
          ProviderError.isInstance(error) && error.status === 400 && error.providerErrorCode === 'tool_use_failed';
        if (!botchedToolCall || attempt >= (this.options.failedToolGenerationRetries ?? 1)) throw error;
      }
    }
  }

  /** @internal */
  protected override streamError(payload: unknown): Error {
    const { message, code } = payload as { message: string; code: string | undefined };
    return new ProviderError(
      'PROVIDER_STREAM_ERROR',
      `${this.providerName} reported an error in the stream${code === undefined ? '' : ` (${code})`}: ${message}`,
      { providerMessage: message, providerErrorCode: code, secrets: [this.options.apiKey] },
    );
  }

  /** @internal */
  protected createRoundReader(): ChatCompletionRoundReader {
    return new ChatCompletionRoundReader(this.offeredToolNames, this.providerName, this.#url);
  }

  /** @internal */
  protected recordTurn({ message, calls }: LastRound): void {
    const turn: { -readonly [K in keyof OpenAIChatAssistantMessage]: OpenAIChatAssistantMessage[K] } = {
      role: 'assistant',
      // Some hosts reject an empty string next to tool calls.
      content: message.content === null || message.content === '' ? null : message.content,
    };
    if (message.reasoning !== undefined && message.reasoning.text !== '')
      turn[message.reasoning.field] = message.reasoning.text;
    if (calls.length > 0) turn.tool_calls = calls.map((call) => call.history);
    this.#toolConversation.push(turn);
    if (turn.content !== null) this.recordRequestText(turn.content);
    for (const call of calls) this.recordRequestText(`${call.history.function.name}${call.history.function.arguments}`);
  }

  recordToolResult(callId: string, content: string, _isError = false): void {
    // Chat Completions has no error flag: a failure travels in the text.
    this.#toolConversation.push({ role: 'tool', tool_call_id: callId, content });
    this.recordRequestText(content);
  }
}

/** Creates the Chat Completions adapter for one answer. */
export function createOpenAIChatAdapter(options: OpenAIChatAdapterOptions): OpenAIChatAdapter {
  return new OpenAIChatAdapter(options);
}
