import { FUNCTION_NAME_PATTERN } from '@toolgate/core';
import type { ToolCallingRequestedCall, ToolCallingRoundOptions, ToolCallingStreamEvent } from '@toolgate/core';
import {
  apiEndpointUrl,
  buildRoundSystemPrompt,
  canonicalToolCallName,
  pickAdditionalApiParameters,
  ProviderError,
  StreamingProviderAdapter,
} from '@toolgate/provider-utils';
import type {
  ProviderAdapterOptions,
  ProviderHttpOptions,
  ProviderRoundReader,
  ProviderRoundResult,
  ServerSentEvent,
} from '@toolgate/provider-utils';
import { AnthropicMessageStreamAccumulator } from './AnthropicMessageStreamAccumulator.js';
import type { AccumulatedAnthropicMessage } from './AnthropicMessageStreamAccumulator.js';
import type { AnthropicMessage, AnthropicRequestBody, AnthropicToolResultBlock } from './AnthropicRequestBody.js';
import { toAnthropicTool } from './toAnthropicTool.js';

/** Transport settings of an adapter: timeouts, retries, and fetch/dispatcher injection (see `postJsonStream`). */
export type AnthropicHttpOptions = ProviderHttpOptions;

/** The default API root of Anthropic (`/v1/messages` is appended). */
export const ANTHROPIC_DEFAULT_BASE_URL = 'https://api.anthropic.com';
/** The `anthropic-version` header the adapter sends unless told otherwise. */
export const ANTHROPIC_API_VERSION = '2023-06-01';
/** `max_tokens` is required by the Messages API; this is used when none is given. */
export const ANTHROPIC_DEFAULT_MAX_TOKENS = 4096;

/**
 * Options of {@link createAnthropicAdapter}: the options every adapter shares (model, apiKey,
 * systemPrompt, messages, tools, maxTokens, temperature, additionalApiParameters, headers, http)
 * and the Messages API ones.
 */
export interface AnthropicAdapterOptions extends ProviderAdapterOptions {
  /** The API root, e.g. `https://api.anthropic.com` (a root ending in `/v1` works too). Default `https://api.anthropic.com`. */
  readonly baseUrl?: string;
  /** The provider's name in messages. Default `Anthropic`. */
  readonly providerName?: string;
  /** The API key, sent as `x-api-key`. Omitted: no key header. */
  readonly apiKey?: string;
  /** The `anthropic-version` header. Default `2023-06-01`. */
  readonly anthropicVersion?: string;
  /** Beta features, sent as `anthropic-beta`. */
  readonly betas?: readonly string[];
  /** `max_tokens` of every round. Default 4096. */
  readonly maxTokens?: number;
  /**
   * More request fields (e.g. `thinking`, `top_k`). Fields the adapter controls (`model`,
   * `max_tokens`, `system`, `messages`, `stream`, `tools`, `tool_choice`) are ignored here.
   */
  readonly additionalApiParameters?: Readonly<Record<string, unknown>>;
  /** Timeouts, retries, fetch/dispatcher injection. */
  readonly http?: AnthropicHttpOptions;
}

/** Request fields the adapter decides; additional API parameters never override them. */
export const ANTHROPIC_CONTROLLED_PARAMETERS: readonly string[] = Object.freeze([
  'model',
  'max_tokens',
  'system',
  'messages',
  'stream',
  'tools',
  'tool_choice',
]);

function messagesUrl(baseUrl: string): string {
  // A root that already ends in /v1 (as some gateways are documented) gets only /messages.
  return apiEndpointUrl(baseUrl, (basePath) =>
    basePath.endsWith('/v1') ? `${basePath}/messages` : `${basePath}/v1/messages`,
  );
}

/** The reader of one round: the accumulator, and whether any text reached the user. */
class AnthropicRoundReader implements ProviderRoundReader<AccumulatedAnthropicMessage> {
  readonly #accumulator = new AnthropicMessageStreamAccumulator();
  readonly #offeredNames: ReadonlySet<string>;
  readonly #providerName: string;
  #streamedText = false;

  constructor(offeredNames: ReadonlySet<string>, providerName: string) {
    this.#offeredNames = offeredNames;
    this.#providerName = providerName;
  }

  addEvent(event: ServerSentEvent) {
    const update = this.#accumulator.addEvent(event.event, event.data);
    if (update.text !== '') this.#streamedText = true;
    return update;
  }

  // message_stop, or a message_delta with a stop reason (some gateways never send message_stop).
  isFinished(): boolean {
    return this.#accumulator.isComplete;
  }

  finish(): ProviderRoundResult<AccumulatedAnthropicMessage> {
    const message = this.#accumulator.build();
    if (message === null) {
      throw new ProviderError(
        'PROVIDER_STREAM_INTERRUPTED',
        `${this.#providerName} ended the stream before the message was complete (no message_stop and no stop reason).`,
      );
    }
    let textOutput = message.textOutput;
    let eventsBeforeCompletion: ProviderRoundResult<AccumulatedAnthropicMessage>['eventsBeforeCompletion'];
    if (message.stopReason === 'refusal' && textOutput.trim() === '' && !this.#streamedText) {
      // Without this the user would only learn that "the provider returned an invalid response".
      textOutput = `${this.#providerName} refused to answer${message.refusalExplanation === undefined ? '.' : `: ${message.refusalExplanation}`}`;
      eventsBeforeCompletion = [{ type: 'text-delta', text: textOutput }];
    }
    const calls: ToolCallingRequestedCall[] = message.toolUses.map((toolUse) => {
      const toolName = canonicalToolCallName(toolUse.name, this.#offeredNames);
      return {
        callId: toolUse.id,
        toolName,
        argumentsJson: toolUse.argumentsJson,
        isValid: toolUse.inputIsValid && FUNCTION_NAME_PATTERN.test(toolName),
      };
    });
    return { turn: message, round: { textOutput, calls, sources: message.sources }, eventsBeforeCompletion };
  }
}

/**
 * The Anthropic Messages API adapter for one answer (reference §2.5): the model's turn goes back
 * exactly as it arrived (thinking blocks with their signatures byte for byte, redacted thinking,
 * `tool_use`), and all results of a round go back in ONE user message of `tool_result` blocks,
 * with `is_error: true` for failed and blocked calls.
 */
export class AnthropicAdapter extends StreamingProviderAdapter<AnthropicAdapterOptions, AccumulatedAnthropicMessage> {
  readonly #url: string;
  readonly #providerName: string;
  readonly #conversation: AnthropicMessage[] = [];
  /** The user message collecting the results of the current round (one per round). */
  #pendingResults: AnthropicToolResultBlock[] | undefined;

  constructor(options: AnthropicAdapterOptions) {
    super(options);
    this.#url = messagesUrl(options.baseUrl ?? ANTHROPIC_DEFAULT_BASE_URL);
    this.#providerName = options.providerName ?? 'Anthropic';
  }

  /** The endpoint requests go to. */
  get url(): string {
    return this.#url;
  }

  /** @internal */
  protected get providerName(): string {
    return this.#providerName;
  }

  /**
   * The body of the next round's request (what {@link executeRound} sends), in the provider's wire
   * format; for tests.
   *
   * @internal
   */
  override buildRequestBody(
    round: Pick<ToolCallingRoundOptions, 'finalResponseInstruction' | 'includeTools'>,
  ): AnthropicRequestBody {
    const options = this.options;
    const body = pickAdditionalApiParameters(options.additionalApiParameters, ANTHROPIC_CONTROLLED_PARAMETERS);
    const system = buildRoundSystemPrompt(options.systemPrompt, round.finalResponseInstruction);
    const messages: AnthropicMessage[] = (options.messages ?? []).map((message) => ({
      role: message.role,
      content: message.content,
    }));
    for (const message of this.#conversation) {
      // Copies: the round's result message is still being filled.
      messages.push(
        message.role === 'user' && Array.isArray(message.content)
          ? { role: 'user', content: [...message.content] }
          : message,
      );
    }
    body['model'] = options.model;
    body['max_tokens'] = options.maxTokens ?? ANTHROPIC_DEFAULT_MAX_TOKENS;
    if (system !== '') body['system'] = system;
    body['messages'] = messages;
    body['stream'] = true;
    if (options.temperature !== undefined) body['temperature'] = options.temperature;
    const tools = options.tools ?? [];
    if (round.includeTools && tools.length > 0) {
      body['tools'] = tools.map(toAnthropicTool);
    } else if (tools.length > 0 && this.#conversation.length > 0) {
      // The API refuses tool_use/tool_result blocks in a request that defines no tools, so a
      // round without tools after tool calls still lists them, with every call forbidden.
      body['tools'] = tools.map(toAnthropicTool);
      body['tool_choice'] = { type: 'none' };
    }
    return body as AnthropicRequestBody;
  }

  override async *executeRound(round: ToolCallingRoundOptions): AsyncIterable<ToolCallingStreamEvent> {
    // The results of the last round are complete once a new round starts.
    this.#pendingResults = undefined;
    yield* super.executeRound(round);
  }

  /** @internal */
  protected requestHeaders(): Record<string, string> {
    const headers: Record<string, string> = {
      'anthropic-version': this.options.anthropicVersion ?? ANTHROPIC_API_VERSION,
      ...this.options.headers,
    };
    if (this.options.betas !== undefined && this.options.betas.length > 0)
      headers['anthropic-beta'] = this.options.betas.join(',');
    if (this.options.apiKey !== undefined && this.options.apiKey !== '') headers['x-api-key'] = this.options.apiKey;
    return headers;
  }

  /** @internal */
  protected createRoundReader(): AnthropicRoundReader {
    return new AnthropicRoundReader(this.offeredToolNames, this.#providerName);
  }

  /** @internal */
  protected recordTurn(message: AccumulatedAnthropicMessage): void {
    this.#pendingResults = undefined;
    // The blocks exactly as received: thinking blocks in particular must come back unchanged.
    this.#conversation.push({ role: 'assistant', content: [...message.content] });
    if (message.textOutput !== '') this.recordRequestText(message.textOutput);
    for (const toolUse of message.toolUses) this.recordRequestText(`${toolUse.name}${toolUse.argumentsJson}`);
  }

  recordToolResult(callId: string, content: string, isError = false): void {
    const block: AnthropicToolResultBlock = isError
      ? { type: 'tool_result', tool_use_id: callId, content, is_error: true }
      : { type: 'tool_result', tool_use_id: callId, content };
    if (this.#pendingResults === undefined) {
      // All results of a round in ONE user message: splitting them teaches the model to ask for one tool at a time.
      this.#pendingResults = [];
      this.#conversation.push({ role: 'user', content: this.#pendingResults });
    }
    this.#pendingResults.push(block);
    this.recordRequestText(content);
  }
}

/** Creates the Anthropic Messages API adapter for one answer. */
export function createAnthropicAdapter(options: AnthropicAdapterOptions): AnthropicAdapter {
  return new AnthropicAdapter(options);
}
