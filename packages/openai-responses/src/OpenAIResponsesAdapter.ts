import { FUNCTION_NAME_PATTERN } from '@toolgate/core';
import type { ToolCallingRequestedCall, ToolCallingRoundOptions } from '@toolgate/core';
import {
  apiEndpointUrl,
  buildRoundSystemPrompt,
  canonicalToolCallName,
  isJsonObjectText,
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
import type { OpenAIResponsesInputItem, OpenAIResponsesRequestBody } from './OpenAIResponsesRequestBody.js';
import { ResponsesStreamAccumulator } from './ResponsesStreamAccumulator.js';
import type { AccumulatedResponse } from './ResponsesStreamAccumulator.js';
import { toOpenAIResponsesTool } from './toOpenAIResponsesTool.js';

/** Transport settings of an adapter: timeouts, retries, and fetch/dispatcher injection (see `postJsonStream`). */
export type OpenAIResponsesHttpOptions = ProviderHttpOptions;

/** The default API root of OpenAI's Responses API. */
export const OPENAI_RESPONSES_DEFAULT_BASE_URL = 'https://api.openai.com/v1';

/**
 * Options of {@link createOpenAIResponsesAdapter}: the options every adapter shares (model, apiKey,
 * systemPrompt, messages, tools, maxTokens, temperature, additionalApiParameters, headers, http)
 * and the Responses API ones.
 */
export interface OpenAIResponsesAdapterOptions extends ProviderAdapterOptions {
  /** The API root; `/responses` is appended. Default `https://api.openai.com/v1`. */
  readonly baseUrl?: string;
  /** The provider's name in messages. Default `OpenAI`. */
  readonly providerName?: string;
  /** The API key, sent as `Authorization: Bearer …`. Omitted: no authorization header. */
  readonly apiKey?: string;
  /** The role of the system message. Default `system`. */
  readonly systemMessageRole?: 'system' | 'developer';
  /** Upper bound of the answer's tokens per round (`max_output_tokens`). */
  readonly maxTokens?: number;
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

/** The reader of one round: the accumulator, complete at `response.completed`. */
class ResponsesRoundReader implements ProviderRoundReader<AccumulatedResponse> {
  readonly #accumulator = new ResponsesStreamAccumulator();
  readonly #offeredNames: ReadonlySet<string>;
  readonly #providerName: string;

  constructor(offeredNames: ReadonlySet<string>, providerName: string) {
    this.#offeredNames = offeredNames;
    this.#providerName = providerName;
  }

  addEvent(event: ServerSentEvent) {
    return this.#accumulator.addEvent(event.event, event.data);
  }

  isFinished(): boolean {
    return this.#accumulator.isCompleted;
  }

  finish(): ProviderRoundResult<AccumulatedResponse> {
    const response = this.#accumulator.build();
    if (response === null) {
      throw new ProviderError(
        'PROVIDER_INVALID_RESPONSE',
        `${this.#providerName} ended the stream without a completed response or a finished output item.`,
      );
    }
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
    return { turn: response, round: { textOutput: response.textOutput, calls, sources: response.sources } };
  }
}

/**
 * The OpenAI Responses API adapter for one answer (reference §2.4): flat tools, `store: false`,
 * no provider-native tools. Every output item of a round (reasoning items with their encrypted
 * content included) is replayed in the next request, and results go back as
 * `function_call_output` items with the provider's `call_id`.
 */
export class OpenAIResponsesAdapter extends StreamingProviderAdapter<
  OpenAIResponsesAdapterOptions,
  AccumulatedResponse
> {
  readonly #url: string;
  readonly #providerName: string;
  readonly #conversationItems: OpenAIResponsesInputItem[] = [];

  constructor(options: OpenAIResponsesAdapterOptions) {
    super(options);
    this.#url = apiEndpointUrl(options.baseUrl ?? OPENAI_RESPONSES_DEFAULT_BASE_URL, '/responses');
    this.#providerName = options.providerName ?? 'OpenAI';
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
  ): OpenAIResponsesRequestBody {
    const options = this.options;
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

  /** @internal */
  protected requestHeaders(): Record<string, string> {
    const headers: Record<string, string> = { ...this.options.headers };
    if (this.options.apiKey !== undefined && this.options.apiKey !== '') {
      headers['authorization'] = `Bearer ${this.options.apiKey}`;
    }
    return headers;
  }

  /** @internal */
  protected createRoundReader(): ResponsesRoundReader {
    return new ResponsesRoundReader(this.offeredToolNames, this.#providerName);
  }

  /** @internal */
  protected recordTurn(response: AccumulatedResponse): void {
    // Every item, unchanged and in order: a reasoning item must travel with the call that follows it.
    for (const item of response.outputItems) this.#conversationItems.push(item);
    if (response.textOutput !== '') this.recordRequestText(response.textOutput);
    for (const call of response.functionCalls) this.recordRequestText(`${call.name}${call.argumentsJson}`);
  }

  recordToolResult(callId: string, content: string, _isError = false): void {
    // The Responses API has no error flag: a failure travels in the text.
    this.#conversationItems.push({ type: 'function_call_output', call_id: callId, output: content });
    this.recordRequestText(content);
  }
}

/** Creates the Responses API adapter for one answer. */
export function createOpenAIResponsesAdapter(options: OpenAIResponsesAdapterOptions): OpenAIResponsesAdapter {
  return new OpenAIResponsesAdapter(options);
}
