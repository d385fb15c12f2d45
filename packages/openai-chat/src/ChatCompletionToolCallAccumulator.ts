import type { Source, TokenUsage } from '@toolgate/core';
import { safeJsonParse } from '@toolgate/provider-utils';

/** One tool call as it was assembled from the stream's fragments, before any normalization. */
export interface AccumulatedChatCompletionToolCall {
  /** The first non-empty id the provider sent; empty when it sent none. */
  readonly id: string;
  /** The first non-empty type; empty when none came. */
  readonly type: string;
  /** The first non-empty function name, untrimmed; empty when none came. */
  readonly name: string;
  /** Every argument fragment, concatenated (empty when none came). */
  readonly arguments: string;
  /** False when no fragment carried a `function` object at all. */
  readonly hasFunction: boolean;
  /** Fields beside `id`/`type`/`function`/`index` (e.g. signatures some hosts need back). */
  readonly extraFields: Readonly<Record<string, unknown>>;
  /** Fields inside `function` beside `name`/`arguments`. */
  readonly extraFunctionFields: Readonly<Record<string, unknown>>;
}

/** A whole assistant message assembled from a Chat Completions stream. */
export interface AccumulatedChatCompletionMessage {
  /** The answer text; null when the model wrote none. */
  readonly content: string | null;
  /** Reasoning the host streamed (never shown to the user), and the field name it used. */
  readonly reasoning: { readonly field: 'reasoning_content' | 'reasoning'; readonly text: string } | undefined;
  readonly toolCalls: readonly AccumulatedChatCompletionToolCall[];
  readonly finishReason: string | undefined;
  readonly usage: TokenUsage | undefined;
  readonly sources: readonly Source[];
}

/** What one stream line contributed, to pass on at once. */
export interface ChatCompletionChunkUpdate {
  /** Answer text of this line ('' when none). */
  readonly text: string;
  /** Usage, when this line reported it. */
  readonly usage?: TokenUsage;
  /** Sources first seen on this line. */
  readonly sources: readonly Source[];
  /** An error object the host put into the stream instead of a chunk. */
  readonly error?: { readonly message: string; readonly code: string | undefined };
}

interface ToolCallBuilder {
  id: string;
  type: string;
  name: string;
  arguments: string;
  hasFunction: boolean;
  extraFields: Record<string, unknown>;
  extraFunctionFields: Record<string, unknown>;
}

type JsonRecord = Record<string, unknown>;

const EMPTY_UPDATE: ChatCompletionChunkUpdate = Object.freeze({ text: '', sources: [] });
const STANDARD_TOOL_CALL_FIELDS = new Set(['index', 'id', 'type', 'function']);
const STANDARD_FUNCTION_FIELDS = new Set(['name', 'arguments']);

function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

function numberOrUndefined(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** Reads a Chat Completions `usage` object (also Groq's `x_groq.usage`). */
function readUsage(usage: unknown): TokenUsage | undefined {
  if (!isRecord(usage)) return undefined;
  const promptDetails = isRecord(usage['prompt_tokens_details']) ? usage['prompt_tokens_details'] : {};
  const completionDetails = isRecord(usage['completion_tokens_details']) ? usage['completion_tokens_details'] : {};
  const result: TokenUsage = {
    inputTokens: numberOrUndefined(usage['prompt_tokens']),
    outputTokens: numberOrUndefined(usage['completion_tokens']),
    totalTokens: numberOrUndefined(usage['total_tokens']),
    cachedInputTokens: numberOrUndefined(promptDetails['cached_tokens']),
    reasoningTokens: numberOrUndefined(completionDetails['reasoning_tokens']),
  };
  return Object.values(result).some((value) => value !== undefined) ? result : undefined;
}

/** Content may arrive as a string or as a list of parts (`{type:"text", text}`). */
function readContent(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  let text = '';
  for (const part of content) {
    if (typeof part === 'string') text += part;
    else if (
      isRecord(part) &&
      typeof part['text'] === 'string' &&
      (part['type'] === undefined || part['type'] === 'text')
    ) {
      text += part['text'];
    }
  }
  return text;
}

/**
 * Assembles one assistant message from the lines of a Chat Completions stream (reference §2.3).
 * Only the first choice is read. Tool-call fragments are correlated by `index`, else by `id`, else
 * to the most recently opened call; a fragment whose id differs from the call already at its index
 * opens a new call (Ollama sends index 0 for every call). The first non-empty id, type and name
 * win (hosts repeat them); argument fragments are concatenated.
 */
export class ChatCompletionToolCallAccumulator {
  readonly #calls: ToolCallBuilder[] = [];
  readonly #callsByIndex = new Map<number, ToolCallBuilder>();
  readonly #callsById = new Map<string, ToolCallBuilder>();
  #lastCall: ToolCallBuilder | undefined;
  #text = '';
  #hasText = false;
  #reasoningText = '';
  #reasoningField: 'reasoning_content' | 'reasoning' | undefined;
  #finishReason: string | undefined;
  #usage: TokenUsage | undefined;
  readonly #sources = new Map<string, Source>();
  #readableLines = 0;

  /** True once at least one line could be read. */
  get hasReadableLines(): boolean {
    return this.#readableLines > 0;
  }

  /**
   * Adds the `data` of one server-sent event. Empty lines, `[DONE]` and unparsable lines are
   * skipped (an empty update).
   */
  addLine(data: string): ChatCompletionChunkUpdate {
    const trimmed = data.trim();
    if (trimmed.length === 0 || trimmed === '[DONE]') return EMPTY_UPDATE;
    const parsed = safeJsonParse(trimmed);
    if (!parsed.ok) return EMPTY_UPDATE;
    return this.addChunk(parsed.value);
  }

  /** Adds one parsed chunk object. */
  addChunk(chunk: unknown): ChatCompletionChunkUpdate {
    if (!isRecord(chunk)) return EMPTY_UPDATE;
    const error = chunk['error'];
    if (isRecord(error) || typeof error === 'string') {
      const message = isRecord(error) ? (nonEmptyString(error['message']) ?? JSON.stringify(error)) : error;
      const codeValue = isRecord(error) ? (error['code'] ?? error['type']) : undefined;
      const code = typeof codeValue === 'string' || typeof codeValue === 'number' ? String(codeValue) : undefined;
      return { text: '', sources: [], error: { message, code } };
    }
    this.#readableLines++;
    const usage =
      readUsage(chunk['usage']) ?? (isRecord(chunk['x_groq']) ? readUsage(chunk['x_groq']['usage']) : undefined);
    if (usage !== undefined) this.#usage = usage;
    const newSources = this.#readTopLevelSources(chunk);
    let text = '';
    const choices = chunk['choices'];
    const choice = Array.isArray(choices) ? choices[0] : undefined;
    if (isRecord(choice)) {
      const finishReason = nonEmptyString(choice['finish_reason']);
      if (finishReason !== undefined) this.#finishReason = finishReason;
      // Some hosts send the whole message instead of a delta on the last chunk.
      const delta = isRecord(choice['delta'])
        ? choice['delta']
        : isRecord(choice['message'])
          ? choice['message']
          : undefined;
      if (delta !== undefined) {
        text = readContent(delta['content']) + (typeof delta['refusal'] === 'string' ? delta['refusal'] : '');
        if (text.length > 0) {
          this.#text += text;
          this.#hasText = true;
        }
        this.#addReasoning(delta);
        newSources.push(...this.#readAnnotations(delta['annotations']));
        const toolCalls = delta['tool_calls'];
        if (Array.isArray(toolCalls)) for (const fragment of toolCalls) this.#addToolCallFragment(fragment);
      }
    }
    return usage === undefined ? { text, sources: newSources } : { text, sources: newSources, usage };
  }

  /** The assembled message, or null when no line was readable (a failed round). */
  build(): AccumulatedChatCompletionMessage | null {
    if (this.#readableLines === 0) return null;
    return {
      content: this.#hasText ? this.#text : null,
      reasoning:
        this.#reasoningField === undefined ? undefined : { field: this.#reasoningField, text: this.#reasoningText },
      toolCalls: this.#calls.map((call) => ({
        id: call.id,
        type: call.type,
        name: call.name,
        arguments: call.arguments,
        hasFunction: call.hasFunction,
        extraFields: { ...call.extraFields },
        extraFunctionFields: { ...call.extraFunctionFields },
      })),
      finishReason: this.#finishReason,
      usage: this.#usage,
      sources: [...this.#sources.values()],
    };
  }

  #addReasoning(delta: JsonRecord): void {
    for (const field of ['reasoning_content', 'reasoning'] as const) {
      const value = delta[field];
      if (typeof value !== 'string' || value.length === 0) continue;
      this.#reasoningField ??= field;
      this.#reasoningText += value;
      return;
    }
  }

  #addSource(url: unknown, title: unknown, into: Source[]): void {
    if (typeof url !== 'string' || url.length === 0 || this.#sources.has(url)) return;
    const source: Source = { title: typeof title === 'string' && title.length > 0 ? title : url, url, origin: 'LLM' };
    this.#sources.set(url, source);
    into.push(source);
  }

  /** Hosts that search put their citations next to the text (Perplexity: `citations`, `search_results`). */
  #readTopLevelSources(chunk: JsonRecord): Source[] {
    const found: Source[] = [];
    const searchResults = chunk['search_results'];
    if (Array.isArray(searchResults)) {
      for (const result of searchResults) if (isRecord(result)) this.#addSource(result['url'], result['title'], found);
    }
    const citations = chunk['citations'];
    if (Array.isArray(citations)) {
      for (const citation of citations) {
        if (typeof citation === 'string') this.#addSource(citation, undefined, found);
        else if (isRecord(citation)) this.#addSource(citation['url'], citation['title'], found);
      }
    }
    return found;
  }

  /** OpenAI's search models annotate the message with `url_citation`s. */
  #readAnnotations(annotations: unknown): Source[] {
    const found: Source[] = [];
    if (!Array.isArray(annotations)) return found;
    for (const annotation of annotations) {
      if (!isRecord(annotation)) continue;
      const citation = isRecord(annotation['url_citation']) ? annotation['url_citation'] : annotation;
      this.#addSource(citation['url'], citation['title'], found);
    }
    return found;
  }

  #openCall(): ToolCallBuilder {
    const call: ToolCallBuilder = {
      id: '',
      type: '',
      name: '',
      arguments: '',
      hasFunction: false,
      extraFields: {},
      extraFunctionFields: {},
    };
    this.#calls.push(call);
    return call;
  }

  /**
   * A fragment that names a function and brings a new id or opens new argument JSON, where the
   * call it would join already has a name and complete arguments, is a new call under a reused
   * index (Ollama, and hosts that send some calls without ids).
   */
  #startsAnotherCall(
    existing: ToolCallBuilder,
    functionName: string | undefined,
    argumentsFragment: string,
    bringsNewId = false,
  ): boolean {
    if (functionName === undefined || existing.name === '') return false;
    if (!bringsNewId && !argumentsFragment.trimStart().startsWith('{')) return false;
    if (bringsNewId && existing.arguments.trim() === '') return true;
    const parsed = safeJsonParse(existing.arguments);
    return parsed.ok && isRecord(parsed.value);
  }

  #findTarget(
    index: number | undefined,
    id: string | undefined,
    functionName: string | undefined,
    argumentsFragment: string,
  ): ToolCallBuilder {
    if (id !== undefined) {
      const byId = this.#callsById.get(id);
      if (byId !== undefined) return byId;
      const atIndex = index === undefined ? undefined : this.#callsByIndex.get(index);
      if (atIndex !== undefined) {
        // A call at this index that has no id yet gets this one; a call with another id means the
        // host reuses the index for a new call (Ollama): never merge the two.
        return atIndex.id === '' && !this.#startsAnotherCall(atIndex, functionName, argumentsFragment, true)
          ? atIndex
          : this.#openCall();
      }
      if (
        index === undefined &&
        this.#lastCall !== undefined &&
        this.#lastCall.id === '' &&
        functionName === undefined
      ) {
        return this.#lastCall;
      }
      return this.#openCall();
    }
    if (index !== undefined) {
      const atIndex = this.#callsByIndex.get(index);
      if (atIndex !== undefined) {
        return this.#startsAnotherCall(atIndex, functionName, argumentsFragment) ? this.#openCall() : atIndex;
      }
      // A bare argument fragment under an index never seen: the tail of the current call sent
      // under a shifted index (seen with DeepSeek behind compatible gateways), not a new call.
      if (functionName === undefined && this.#lastCall !== undefined && this.#lastCall.name !== '')
        return this.#lastCall;
      return this.#openCall();
    }
    if (this.#lastCall !== undefined && !this.#startsAnotherCall(this.#lastCall, functionName, argumentsFragment)) {
      return this.#lastCall;
    }
    return this.#openCall();
  }

  #addToolCallFragment(fragment: unknown): void {
    if (!isRecord(fragment)) return;
    const index = numberOrUndefined(fragment['index']);
    const id = nonEmptyString(fragment['id']);
    const functionObject = isRecord(fragment['function']) ? fragment['function'] : undefined;
    const functionName = nonEmptyString(functionObject?.['name']);
    const argumentsValue = functionObject?.['arguments'];
    const call = this.#findTarget(index, id, functionName, typeof argumentsValue === 'string' ? argumentsValue : '');
    if (index !== undefined) this.#callsByIndex.set(index, call);
    if (id !== undefined) {
      if (call.id === '') call.id = id;
      this.#callsById.set(id, call);
    }
    const type = nonEmptyString(fragment['type']);
    if (call.type === '' && type !== undefined) call.type = type;
    for (const [key, value] of Object.entries(fragment)) {
      if (!STANDARD_TOOL_CALL_FIELDS.has(key) && value !== undefined && !(key in call.extraFields)) {
        call.extraFields[key] = value;
      }
    }
    if (functionObject !== undefined) {
      call.hasFunction = true;
      if (call.name === '' && functionName !== undefined) call.name = functionName;
      const argumentsFragment = functionObject['arguments'];
      if (typeof argumentsFragment === 'string') call.arguments += argumentsFragment;
      else if (isRecord(argumentsFragment)) {
        // A few hosts send the arguments as an object rather than JSON text.
        call.arguments += JSON.stringify(argumentsFragment);
      }
      for (const [key, value] of Object.entries(functionObject)) {
        if (!STANDARD_FUNCTION_FIELDS.has(key) && value !== undefined && !(key in call.extraFunctionFields)) {
          call.extraFunctionFields[key] = value;
        }
      }
    }
    this.#lastCall = call;
  }
}
