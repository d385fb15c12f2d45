import type { Source, TokenUsage } from '@toolgate/core';
import { safeJsonParse } from '@toolgate/provider-utils';
import type { AnthropicContentBlock } from './AnthropicRequestBody.js';

/** One `tool_use` block of the model's turn. */
export interface AnthropicToolUse {
  readonly id: string;
  readonly name: string;
  /** The arguments as the model wrote them (`{}` when it sent none); raw text when they never parsed. */
  readonly argumentsJson: string;
  /** False when the accumulated input never became a JSON object. */
  readonly inputIsValid: boolean;
}

/** A whole message assembled from a Messages stream. */
export interface AccumulatedAnthropicMessage {
  /** Every content block, in index order, as the next request must send it back. */
  readonly content: readonly AnthropicContentBlock[];
  /** The text of the text blocks. */
  readonly textOutput: string;
  readonly toolUses: readonly AnthropicToolUse[];
  readonly stopReason: string | undefined;
  /** The provider's explanation of a refusal (`stop_details`), when it gave one. */
  readonly refusalExplanation: string | undefined;
  readonly usage: TokenUsage | undefined;
  readonly sources: readonly Source[];
}

/** What one event contributed, to pass on at once. */
export interface AnthropicStreamUpdate {
  /** Answer text of this event ('' when none; thinking is never shown). */
  readonly text: string;
  /** Usage, when this event completed it (`message_delta`). */
  readonly usage?: TokenUsage;
  /** The payload of an `error` event. */
  readonly error?: unknown;
}

type JsonRecord = Record<string, unknown>;

interface BlockBuilder {
  readonly index: number;
  readonly start: JsonRecord;
  text: string;
  thinking: string;
  signature: string;
  partialJson: string;
  readonly citations: unknown[];
}

const EMPTY_UPDATE: AnthropicStreamUpdate = Object.freeze({ text: '' });

function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function numberOrUndefined(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/**
 * Assembles one assistant message from the events of a Messages stream (reference §2.5): text
 * deltas are passed on at once; thinking and signatures are accumulated, never shown; tool input
 * JSON is accumulated per block. `message_delta` with a `stop_reason` ends the message as well as
 * `message_stop` (some gateways never send the latter). `ping` and unknown events are ignored.
 */
export class AnthropicMessageStreamAccumulator {
  readonly #blocks = new Map<number, BlockBuilder>();
  #stopReason: string | undefined;
  #refusalExplanation: string | undefined;
  #messageStopped = false;
  #inputTokens: number | undefined;
  #cachedInputTokens: number | undefined;
  #outputTokens: number | undefined;
  readonly #sources = new Map<string, Source>();

  /** True once the message has ended (`message_stop`, or a `message_delta` with a stop reason). */
  get isComplete(): boolean {
    return this.#messageStopped || this.#stopReason !== undefined;
  }

  /** Adds one server-sent event. Unparsable events are skipped. */
  addEvent(eventName: string | undefined, data: string): AnthropicStreamUpdate {
    const parsed = safeJsonParse(data);
    if (!parsed.ok || !isRecord(parsed.value)) return EMPTY_UPDATE;
    return this.addPayload(parsed.value, eventName);
  }

  /** Adds one parsed event payload; its `type` wins over the SSE event name. */
  addPayload(payload: Readonly<Record<string, unknown>>, eventName?: string): AnthropicStreamUpdate {
    const type = typeof payload['type'] === 'string' ? payload['type'] : eventName;
    switch (type) {
      case 'message_start': {
        const message = isRecord(payload['message']) ? payload['message'] : {};
        this.#readUsage(message['usage']);
        return EMPTY_UPDATE;
      }
      case 'content_block_start': {
        const index = numberOrUndefined(payload['index']);
        const block = payload['content_block'];
        if (index === undefined || !isRecord(block) || typeof block['type'] !== 'string') return EMPTY_UPDATE;
        this.#blocks.set(index, {
          index,
          start: block,
          text: '',
          thinking: '',
          signature: '',
          partialJson: '',
          citations: [],
        });
        // A gateway may put the whole text into the start event.
        const initialText = block['type'] === 'text' && typeof block['text'] === 'string' ? block['text'] : '';
        return initialText === '' ? EMPTY_UPDATE : { text: initialText };
      }
      case 'content_block_delta':
        return this.#addDelta(payload);
      case 'message_delta': {
        const delta = isRecord(payload['delta']) ? payload['delta'] : {};
        if (typeof delta['stop_reason'] === 'string' && delta['stop_reason'] !== '')
          this.#stopReason = delta['stop_reason'];
        const details = delta['stop_details'];
        if (isRecord(details) && typeof details['explanation'] === 'string')
          this.#refusalExplanation = details['explanation'];
        this.#readUsage(payload['usage']);
        const usage = this.#usage();
        return usage === undefined ? EMPTY_UPDATE : { text: '', usage };
      }
      case 'message_stop':
        this.#messageStopped = true;
        return EMPTY_UPDATE;
      case 'error':
        return { text: '', error: payload };
      default:
        // `ping`, `content_block_stop` (blocks are finished at the end) and future events.
        return EMPTY_UPDATE;
    }
  }

  /** The assembled message, or null when it never ended (a failed round). */
  build(): AccumulatedAnthropicMessage | null {
    if (!this.isComplete) return null;
    const content: AnthropicContentBlock[] = [];
    const toolUses: AnthropicToolUse[] = [];
    let textOutput = '';
    for (const builder of [...this.#blocks.values()].sort((left, right) => left.index - right.index)) {
      const { block, toolUse } = this.#finishBlock(builder);
      content.push(block);
      if (toolUse !== undefined) toolUses.push(toolUse);
      if (block.type === 'text' && typeof block['text'] === 'string') textOutput += block['text'];
    }
    return {
      content,
      textOutput,
      toolUses,
      stopReason: this.#stopReason,
      refusalExplanation: this.#refusalExplanation,
      usage: this.#usage(),
      sources: [...this.#sources.values()],
    };
  }

  #addDelta(payload: Readonly<JsonRecord>): AnthropicStreamUpdate {
    const index = numberOrUndefined(payload['index']);
    const delta = payload['delta'];
    if (index === undefined || !isRecord(delta)) return EMPTY_UPDATE;
    let builder = this.#blocks.get(index);
    if (builder === undefined) {
      // A delta for a block that never opened: text is salvaged as a new text block, the rest dropped.
      if (delta['type'] !== 'text_delta') return EMPTY_UPDATE;
      builder = {
        index,
        start: { type: 'text', text: '' },
        text: '',
        thinking: '',
        signature: '',
        partialJson: '',
        citations: [],
      };
      this.#blocks.set(index, builder);
    }
    switch (delta['type']) {
      case 'text_delta': {
        const text = typeof delta['text'] === 'string' ? delta['text'] : '';
        builder.text += text;
        return text === '' ? EMPTY_UPDATE : { text };
      }
      case 'thinking_delta':
        if (typeof delta['thinking'] === 'string') builder.thinking += delta['thinking'];
        return EMPTY_UPDATE;
      case 'signature_delta':
        if (typeof delta['signature'] === 'string') builder.signature += delta['signature'];
        return EMPTY_UPDATE;
      case 'input_json_delta':
        if (typeof delta['partial_json'] === 'string') builder.partialJson += delta['partial_json'];
        return EMPTY_UPDATE;
      case 'citations_delta': {
        const citation = delta['citation'];
        if (isRecord(citation)) {
          builder.citations.push(citation);
          this.#addSource(citation);
        }
        return EMPTY_UPDATE;
      }
      default:
        return EMPTY_UPDATE;
    }
  }

  #finishBlock(builder: BlockBuilder): { block: AnthropicContentBlock; toolUse?: AnthropicToolUse } {
    const start = builder.start;
    const type = start['type'] as string;
    if (type === 'text') {
      const block: JsonRecord = {
        ...start,
        text: `${typeof start['text'] === 'string' ? start['text'] : ''}${builder.text}`,
      };
      if (builder.citations.length > 0) {
        block['citations'] = [...(Array.isArray(start['citations']) ? start['citations'] : []), ...builder.citations];
      }
      return { block: block as AnthropicContentBlock };
    }
    if (type === 'thinking') {
      return {
        block: {
          ...start,
          type,
          thinking: `${typeof start['thinking'] === 'string' ? start['thinking'] : ''}${builder.thinking}`,
          signature: `${typeof start['signature'] === 'string' ? start['signature'] : ''}${builder.signature}`,
        },
      };
    }
    if (type === 'tool_use' || type === 'server_tool_use') {
      const startInput = isRecord(start['input']) ? start['input'] : {};
      let argumentsJson: string;
      let input: JsonRecord;
      let inputIsValid: boolean;
      if (builder.partialJson.trim() === '') {
        input = startInput;
        argumentsJson = JSON.stringify(startInput);
        inputIsValid = true;
      } else {
        const parsed = safeJsonParse(builder.partialJson);
        inputIsValid = parsed.ok && isRecord(parsed.value);
        input = inputIsValid && parsed.ok ? (parsed.value as JsonRecord) : {};
        // The raw text goes to the loop (so the call is refused); Anthropic requires an object in the history.
        argumentsJson = builder.partialJson;
      }
      const block: AnthropicContentBlock = { ...start, type, input };
      if (type === 'server_tool_use') return { block };
      return {
        block,
        toolUse: {
          id: typeof start['id'] === 'string' ? start['id'] : '',
          name: typeof start['name'] === 'string' ? start['name'] : '',
          argumentsJson,
          inputIsValid,
        },
      };
    }
    // redacted_thinking and every other block: exactly as it arrived.
    return { block: { ...start, type } };
  }

  #addSource(citation: JsonRecord): void {
    const url = citation['url'];
    if (typeof url !== 'string' || url === '' || this.#sources.has(url)) return;
    const title = typeof citation['title'] === 'string' && citation['title'] !== '' ? citation['title'] : url;
    this.#sources.set(url, { title, url, origin: 'LLM' });
  }

  #readUsage(usage: unknown): void {
    if (!isRecord(usage)) return;
    const input = numberOrUndefined(usage['input_tokens']);
    if (input !== undefined) this.#inputTokens = input;
    const cached = numberOrUndefined(usage['cache_read_input_tokens']);
    if (cached !== undefined) this.#cachedInputTokens = cached;
    const output = numberOrUndefined(usage['output_tokens']);
    if (output !== undefined) this.#outputTokens = output;
  }

  #usage(): TokenUsage | undefined {
    if (this.#inputTokens === undefined && this.#outputTokens === undefined) return undefined;
    return {
      inputTokens: this.#inputTokens,
      outputTokens: this.#outputTokens,
      totalTokens:
        this.#inputTokens !== undefined && this.#outputTokens !== undefined
          ? this.#inputTokens + this.#outputTokens
          : undefined,
      cachedInputTokens: this.#cachedInputTokens,
    };
  }
}
