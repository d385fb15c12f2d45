import { FUNCTION_NAME_PATTERN } from '@toolgate/core';
import type {
  ConversationMessage,
  ToolCallingProviderAdapter,
  ToolCallingRequestedCall,
  ToolCallingRoundOptions,
  ToolCallingStreamEvent,
  ToolFunctionDefinition,
} from '@toolgate/core';
import {
  apiEndpointUrl,
  buildRoundSystemPrompt,
  canonicalToolCallName,
  createProviderStreamError,
  isJsonObjectText,
  pickAdditionalApiParameters,
  ProviderError,
  relayTextDeltas,
  streamServerSentEvents,
} from '@toolgate/provider-utils';
import type { ProviderHttpOptions } from '@toolgate/provider-utils';
import type { OpenAIResponsesInputItem, OpenAIResponsesRequestBody } from './OpenAIResponsesRequestBody.js';
import { ResponsesStreamAccumulator } from './ResponsesStreamAccumulator.js';
import type { AccumulatedResponse } from './ResponsesStreamAccumulator.js';
import { toOpenAIResponsesTool } from './toOpenAIResponsesTool.js';

/** Transport settings of an adapter: timeouts, retries, and fetch/dispatcher injection (see `postJsonStream`). */
export type OpenAIResponsesHttpOptions = ProviderHttpOptions;

/** The default API root of OpenAI's Responses API. */
export const OPENAI_RESPONSES_DEFAULT_BASE_URL = 'https://api.openai.com/v1';

/** Options of {@link createOpenAIResponsesAdapter}. */
export interface OpenAIResponsesAdapterOptions {
  /** The API root; `/responses` is appended. Default `https://api.openai.com/v1`. */
  readonly baseUrl?: string;
  /** The provider's name in messages. Default `OpenAI`. */
  readonly providerName?: string;
  /** The model id. */
  readonly model: string;
  /** The API key, sent as `Authorization: Bearer …`. Omitted: no authorization header. */
  readonly apiKey?: string;
  /** The environment variable the key came from, named in authentication errors. */
  readonly apiKeyEnvironmentVariable?: string;
  /** The system prompt (tool policy text already appended by the host). */
  readonly systemPrompt?: string;
  /** The role of the system message. Default `system`. */
  readonly systemMessageRole?: 'system' | 'developer';
  /** The conversation so far, ending with the user's message. */
  readonly messages?: readonly ConversationMessage[];
  /** The tool functions offered in rounds that include tools. */
  readonly tools?: readonly ToolFunctionDefinition[];
  /** Upper bound of the answer's tokens per round (`max_output_tokens`). */
  readonly maxTokens?: number;
  /** Sampling temperature. */
  readonly temperature?: number;
  /**
   * More request fields (e.g. `reasoning`, `text`). Fields the adapter controls (`model`, `input`,
   * `instructions`, `stream`, `store`, `tools`, `tool_choice`, `include`, `previous_response_id`,
   * `conversation`, `background`) are ignored here.
   */
  readonly additionalApiParameters?: Readonly<Record<string, unknown>>;
  /**
   * Ask for `reasoning.encrypted_content` so reasoning items can be replayed with `store: false`
   * (the API refuses a continuation that lacks them). Default true.
   */
  readonly includeEncryptedReasoning?: boolean;
  /** False for an implementation of the API that does not bind output to the schema: every tool goes out as written, `strict: false`. Default true. */
  readonly enforcesStrictToolSchemas?: boolean;
  /** Extra request headers. */
  readonly headers?: Readonly<Record<string, string>>;
  /** Timeouts, retries, fetch/dispatcher injection. */
  readonly http?: OpenAIResponsesHttpOptions;
}

/** Request fields the adapter decides; additional API parameters never override them. */
export const OPENAI_RESPONSES_CONTROLLED_PARAMETERS: readonly string[] = Object.freeze([
  'model',
  'input',
  'instructions',
  'stream',
  'store',
  'tools',
  'tool_choice',
  'include',
  'previous_response_id',
  'conversation',
  'background',
]);

/**
 * The OpenAI Responses API adapter for one answer (reference §2.4): flat tools, `store: false`,
 * no provider-native tools. Every output item of a round (reasoning items with their encrypted
 * content included) is replayed in the next request, and results go back as
 * `function_call_output` items with the provider's `call_id`.
 */
export class OpenAIResponsesAdapter implements ToolCallingProviderAdapter {
  readonly #options: OpenAIResponsesAdapterOptions;
  readonly #url: string;
  readonly #providerName: string;
  readonly #offeredNames: ReadonlySet<string>;
  readonly #conversationItems: OpenAIResponsesInputItem[] = [];
  readonly #recordedTexts: string[] = [];
  #lastResponse: AccumulatedResponse | undefined;
  #turnRecorded = false;

  constructor(options: OpenAIResponsesAdapterOptions) {
    if (typeof options.model !== 'string' || options.model.trim() === '') {
      throw new TypeError('The model id must be a non-empty string.');
    }
    this.#options = options;
    this.#url = apiEndpointUrl(options.baseUrl ?? OPENAI_RESPONSES_DEFAULT_BASE_URL, '/responses');
    this.#providerName = options.providerName ?? 'OpenAI';
    this.#offeredNames = new Set((options.tools ?? []).map((tool) => tool.name));
  }

  /** The endpoint requests go to. */
  get url(): string {
    return this.#url;
  }

  /** Texts the tool conversation adds to every later request. */
  get recordedRequestTexts(): readonly string[] {
    return this.#recordedTexts;
  }

  /** The body of the next round's request (what {@link executeRound} sends). */
  buildRequestBody(
    round: Pick<ToolCallingRoundOptions, 'finalResponseInstruction' | 'includeTools'>,
  ): OpenAIResponsesRequestBody {
    const options = this.#options;
    const body = pickAdditionalApiParameters(options.additionalApiParameters, OPENAI_RESPONSES_CONTROLLED_PARAMETERS);
    const input: OpenAIResponsesInputItem[] = [];
    const systemPrompt = buildRoundSystemPrompt(options.systemPrompt, round.finalResponseInstruction);
    if (systemPrompt !== '') input.push({ role: options.systemMessageRole ?? 'system', content: systemPrompt });
    for (const message of options.messages ?? []) input.push({ role: message.role, content: message.content });
    input.push(...this.#conversationItems);
    body['model'] = options.model;
    body['input'] = input;
    body['stream'] = true;
    body['store'] = false;
    if (options.includeEncryptedReasoning !== false) body['include'] = ['reasoning.encrypted_content'];
    if (options.maxTokens !== undefined) body['max_output_tokens'] = options.maxTokens;
    if (options.temperature !== undefined) body['temperature'] = options.temperature;
    const tools = options.tools ?? [];
    if (round.includeTools && tools.length > 0) {
      body['tools'] = tools.map((tool) => toOpenAIResponsesTool(tool, options.enforcesStrictToolSchemas !== false));
    }
    return body as OpenAIResponsesRequestBody;
  }

  async *executeRound(round: ToolCallingRoundOptions): AsyncIterable<ToolCallingStreamEvent> {
    const body = this.buildRequestBody(round);
    this.#lastResponse = undefined;
    this.#turnRecorded = false;
    const headers: Record<string, string> = { ...this.#options.headers };
    if (this.#options.apiKey !== undefined && this.#options.apiKey !== '') {
      headers['authorization'] = `Bearer ${this.#options.apiKey}`;
    }
    const stream = await streamServerSentEvents({
      ...this.#options.http,
      url: this.#url,
      body,
      headers,
      apiKey: this.#options.apiKey,
      apiKeyEnvVar: this.#options.apiKeyEnvironmentVariable,
      providerName: this.#providerName,
      signal: round.signal,
      sse: { incompleteEvent: 'error' },
    });
    const accumulator = new ResponsesStreamAccumulator();
    yield* relayTextDeltas(stream, {
      addEvent: (event) => accumulator.addEvent(event.event, event.data),
      isFinished: () => accumulator.isCompleted,
      toError: (payload) =>
        createProviderStreamError({ payload, providerName: this.#providerName, secrets: [this.#options.apiKey] }),
    });
    const response = accumulator.build();
    if (response === null) {
      throw new ProviderError(
        'PROVIDER_INVALID_RESPONSE',
        `${this.#providerName} ended the stream without a completed response or a finished output item.`,
      );
    }
    this.#lastResponse = response;
    const calls: ToolCallingRequestedCall[] = response.functionCalls.map((call) => {
      const toolName = canonicalToolCallName(call.name, this.#offeredNames);
      return {
        // A call without the provider's id cannot be answered; "" makes the loop end the answer.
        callId: call.callId,
        toolName,
        argumentsJson: call.argumentsJson,
        isValid: FUNCTION_NAME_PATTERN.test(toolName) && isJsonObjectText(call.argumentsJson),
      };
    });
    yield { type: 'round-completed', round: { textOutput: response.textOutput, calls, sources: response.sources } };
  }

  recordAssistantTurn(): void {
    const last = this.#lastResponse;
    if (last === undefined || this.#turnRecorded) return;
    this.#turnRecorded = true;
    // Every item, unchanged and in order: a reasoning item must travel with the call that follows it.
    for (const item of last.outputItems) this.#conversationItems.push(item);
    if (last.textOutput !== '') this.#recordedTexts.push(last.textOutput);
    for (const call of last.functionCalls) this.#recordedTexts.push(`${call.name}${call.argumentsJson}`);
  }

  recordToolResult(callId: string, content: string, _isError = false): void {
    // The Responses API has no error flag: a failure travels in the text.
    this.#conversationItems.push({ type: 'function_call_output', call_id: callId, output: content });
    this.#recordedTexts.push(content);
  }
}

/** Creates the Responses API adapter for one answer. */
export function createOpenAIResponsesAdapter(options: OpenAIResponsesAdapterOptions): OpenAIResponsesAdapter {
  return new OpenAIResponsesAdapter(options);
}
