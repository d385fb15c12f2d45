import type { MockTurn } from './MockProviderScript.js';
import { splitIntoChunks } from './splitIntoChunks.js';

/** A tool call of a turn with its final id and argument text. */
export interface PlannedToolCall {
  /** The function name. */
  readonly name: string;
  /** The id to send, or `undefined` to send none. */
  readonly id: string | undefined;
  /** Chat Completions `index` to send, or `undefined` to send none. */
  readonly index: number | undefined;
  /** The exact arguments text. */
  readonly argumentsText: string;
  /** The arguments text cut into deltas. */
  readonly argumentChunks: readonly string[];
}

/** A turn resolved for one request: ids, chunks and usage decided. */
export interface MockTurnPlan {
  /** The running number of the request (1-based), used in ids. */
  readonly requestNumber: number;
  /** The model named in the request (echoed back). */
  readonly model: string;
  /** Reasoning text and its deltas. */
  readonly reasoningText: string | undefined;
  readonly reasoningChunks: readonly string[];
  readonly reasoningSignature: string;
  readonly reasoningEncryptedContent: string;
  /** The answer text and its deltas. */
  readonly text: string;
  readonly textChunks: readonly string[];
  /** The tool calls. */
  readonly toolCalls: readonly PlannedToolCall[];
  /** Token usage to report. */
  readonly inputTokens: number;
  readonly outputTokens: number;
  /** Unix seconds used in `created` fields. */
  readonly created: number;
}

/** Resolves a turn for a request: ids (`prefix_mock_<request>_<call>`), chunks and usage. */
export function planMockTurn(
  turn: MockTurn,
  options: { requestNumber: number; model: string; callIdPrefix: string; requestBodyLength: number },
): MockTurnPlan {
  const chunking = turn.chunking ?? {};
  const text = turn.text ?? '';
  const toolCalls = (turn.toolCalls ?? []).map((call, position): PlannedToolCall => {
    const argumentsText = typeof call.arguments === 'string' ? call.arguments : JSON.stringify(call.arguments ?? {});
    return {
      name: call.name,
      id:
        call.id === null ? undefined : (call.id ?? `${options.callIdPrefix}_mock_${options.requestNumber}_${position}`),
      index: call.index === null ? undefined : (call.index ?? position),
      argumentsText,
      argumentChunks: splitIntoChunks(argumentsText, chunking.argumentChunkSize ?? 16, chunking.argumentChunks),
    };
  });
  const reasoningText = turn.reasoning === undefined ? undefined : (turn.reasoning.text ?? '');
  const outputLength =
    text.length +
    (reasoningText?.length ?? 0) +
    toolCalls.reduce((sum, call) => sum + call.argumentsText.length + call.name.length, 0);
  return {
    requestNumber: options.requestNumber,
    model: options.model,
    reasoningText,
    reasoningChunks: splitIntoChunks(reasoningText ?? '', chunking.textChunkSize ?? 16, chunking.textChunks),
    reasoningSignature: turn.reasoning?.signature ?? `mock-signature-${options.requestNumber}`,
    reasoningEncryptedContent: turn.reasoning?.encryptedContent ?? `mock-encrypted-${options.requestNumber}`,
    text,
    textChunks: splitIntoChunks(text, chunking.textChunkSize ?? 16, chunking.textChunks),
    toolCalls,
    inputTokens: turn.usage?.inputTokens ?? Math.max(1, Math.ceil(options.requestBodyLength / 4)),
    outputTokens: turn.usage?.outputTokens ?? Math.max(1, Math.ceil(outputLength / 4)),
    created: 1_767_225_600 + options.requestNumber,
  };
}

/** Frames one SSE event: an optional `event:` line and the JSON payload as one `data:` line. */
export function sseFrame(payload: unknown, event?: string): string {
  const data = typeof payload === 'string' ? payload : JSON.stringify(payload);
  return event === undefined ? `data: ${data}\n\n` : `event: ${event}\ndata: ${data}\n\n`;
}
