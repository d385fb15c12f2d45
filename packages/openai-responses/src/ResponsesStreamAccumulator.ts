import type { Source, TokenUsage } from '@toolgate/core';
import { safeJsonParse } from '@toolgate/provider-utils';
import type { OpenAIResponsesReplayedItem } from './OpenAIResponsesRequestBody.js';

/** One `function_call` output item, as the provider sent it. */
export interface ResponsesFunctionCall {
  /** The provider's `call_id`; empty when it sent none (such a call cannot be answered). */
  readonly callId: string;
  readonly name: string;
  /** The arguments text (`{}` when the provider sent none). */
  readonly argumentsJson: string;
}

/** A whole response assembled from a Responses stream. */
export interface AccumulatedResponse {
  /** Every output item, in output order, exactly as received: the next request replays them all. */
  readonly outputItems: readonly OpenAIResponsesReplayedItem[];
  /** The text of the message items. */
  readonly textOutput: string;
  readonly functionCalls: readonly ResponsesFunctionCall[];
  /** URL citations of the answer (origin `LLM`). */
  readonly sources: readonly Source[];
  readonly usage: TokenUsage | undefined;
  /** True when `response.completed` (or `response.incomplete`) came; false when built from finished items. */
  readonly completed: boolean;
}

/** What one event contributed, to pass on at once. */
export interface ResponsesStreamUpdate {
  /** Answer text of this event ('' when none). */
  readonly text: string;
  /** Usage, when this event reported it. */
  readonly usage?: TokenUsage;
  /** The error payload of an `error` or `response.failed` event. */
  readonly error?: unknown;
}

type JsonRecord = Record<string, unknown>;

const EMPTY_UPDATE: ResponsesStreamUpdate = Object.freeze({ text: '' });

function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function numberOrUndefined(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

function readUsage(usage: unknown): TokenUsage | undefined {
  if (!isRecord(usage)) return undefined;
  const inputDetails = isRecord(usage['input_tokens_details']) ? usage['input_tokens_details'] : {};
  const outputDetails = isRecord(usage['output_tokens_details']) ? usage['output_tokens_details'] : {};
  const result: TokenUsage = {
    inputTokens: numberOrUndefined(usage['input_tokens']),
    outputTokens: numberOrUndefined(usage['output_tokens']),
    totalTokens: numberOrUndefined(usage['total_tokens']),
    cachedInputTokens: numberOrUndefined(inputDetails['cached_tokens']),
    reasoningTokens: numberOrUndefined(outputDetails['reasoning_tokens']),
  };
  return Object.values(result).some((value) => value !== undefined) ? result : undefined;
}

/**
 * Assembles one response from the events of a Responses stream (reference §2.4): text deltas are
 * passed on as they come; `response.output_text.annotation.added` brings URL citations;
 * `response.output_item.done` keeps each finished item (by `output_index`, since some gateways
 * change `item_id` on every event) as the fallback; `response.completed` is authoritative.
 */
export class ResponsesStreamAccumulator {
  readonly #finishedItems = new Map<number, OpenAIResponsesReplayedItem>();
  #nextFallbackIndex = 1_000_000;
  #completedResponse: JsonRecord | undefined;
  #usage: TokenUsage | undefined;
  readonly #sources = new Map<string, Source>();

  /** True once `response.completed` (or `response.incomplete`) arrived. */
  get isCompleted(): boolean {
    return this.#completedResponse !== undefined;
  }

  /** Adds one server-sent event. Unparsable events are skipped. */
  addEvent(eventName: string | undefined, data: string): ResponsesStreamUpdate {
    const parsed = safeJsonParse(data);
    if (!parsed.ok || !isRecord(parsed.value)) return EMPTY_UPDATE;
    return this.addPayload(parsed.value, eventName);
  }

  /** Adds one parsed event payload; its `type` wins over the SSE event name. */
  addPayload(payload: Readonly<Record<string, unknown>>, eventName?: string): ResponsesStreamUpdate {
    const type = typeof payload['type'] === 'string' ? payload['type'] : eventName;
    switch (type) {
      case 'response.output_text.delta':
      case 'response.refusal.delta': {
        const text = payload['delta'];
        return typeof text === 'string' && text !== '' ? { text } : EMPTY_UPDATE;
      }
      case 'response.output_text.annotation.added':
        this.#addAnnotation(payload['annotation']);
        return EMPTY_UPDATE;
      case 'response.output_item.done': {
        const item = payload['item'];
        if (!isRecord(item) || typeof item['type'] !== 'string') return EMPTY_UPDATE;
        const index = numberOrUndefined(payload['output_index']) ?? this.#nextFallbackIndex++;
        this.#finishedItems.set(index, structuredClone(item) as OpenAIResponsesReplayedItem);
        return EMPTY_UPDATE;
      }
      case 'response.completed':
      case 'response.incomplete': {
        const response = payload['response'];
        if (!isRecord(response)) return EMPTY_UPDATE;
        this.#completedResponse = response;
        const usage = readUsage(response['usage']);
        if (usage !== undefined) this.#usage = usage;
        return usage === undefined ? EMPTY_UPDATE : { text: '', usage };
      }
      case 'error':
      case 'response.failed':
        return { text: '', error: payload };
      default:
        return EMPTY_UPDATE;
    }
  }

  /** The assembled response: the completed one, else the finished items, else null (a failed round). */
  build(): AccumulatedResponse | null {
    let items: OpenAIResponsesReplayedItem[];
    const completedOutput = this.#completedResponse?.['output'];
    if (Array.isArray(completedOutput)) {
      items = completedOutput.filter(
        (item): item is OpenAIResponsesReplayedItem => isRecord(item) && typeof item['type'] === 'string',
      );
    } else if (this.#finishedItems.size > 0) {
      items = [...this.#finishedItems.entries()].sort(([left], [right]) => left - right).map(([, item]) => item);
    } else {
      return null;
    }
    let textOutput = '';
    const functionCalls: ResponsesFunctionCall[] = [];
    for (const item of items) {
      if (item.type === 'message' && Array.isArray(item['content'])) {
        for (const part of item['content']) {
          if (!isRecord(part)) continue;
          if (part['type'] === 'output_text' && typeof part['text'] === 'string') textOutput += part['text'];
          else if (part['type'] === 'refusal' && typeof part['refusal'] === 'string') textOutput += part['refusal'];
          if (Array.isArray(part['annotations']))
            for (const annotation of part['annotations']) this.#addAnnotation(annotation);
        }
      } else if (item.type === 'function_call') {
        const argumentsText = typeof item['arguments'] === 'string' ? item['arguments'] : '';
        functionCalls.push({
          callId: typeof item['call_id'] === 'string' ? item['call_id'] : '',
          name: typeof item['name'] === 'string' ? item['name'] : '',
          argumentsJson: argumentsText.trim() === '' ? '{}' : argumentsText,
        });
      }
    }
    return {
      outputItems: items,
      textOutput,
      functionCalls,
      sources: [...this.#sources.values()],
      usage: this.#usage,
      completed: this.#completedResponse !== undefined,
    };
  }

  #addAnnotation(annotation: unknown): void {
    if (!isRecord(annotation) || annotation['type'] !== 'url_citation') return;
    const url = annotation['url'];
    if (typeof url !== 'string' || url === '' || this.#sources.has(url)) return;
    const title = typeof annotation['title'] === 'string' && annotation['title'] !== '' ? annotation['title'] : url;
    this.#sources.set(url, { title, url, origin: 'LLM' });
  }
}
