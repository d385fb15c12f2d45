import type { MockTurnPlan } from './MockTurnPlan.js';
import { sseFrame } from './MockTurnPlan.js';

function parseObject(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** The Anthropic Messages stream frames and the non-streamed body of a turn. */
export function renderAnthropicTurn(plan: MockTurnPlan): { frames: string[]; json: unknown } {
  const frames: string[] = [];
  const add = (type: string, fields: Record<string, unknown>): void => {
    frames.push(sseFrame({ type, ...fields }, type));
  };
  const id = `msg_mock_${plan.requestNumber}`;
  const stopReason = plan.toolCalls.length > 0 ? 'tool_use' : 'end_turn';
  const message = (content: unknown[], stop: string | null, outputTokens: number) => ({
    id,
    type: 'message',
    role: 'assistant',
    model: plan.model,
    content,
    stop_reason: stop,
    stop_sequence: null,
    usage: {
      input_tokens: plan.inputTokens,
      cache_creation_input_tokens: 0,
      cache_read_input_tokens: 0,
      output_tokens: outputTokens,
    },
  });
  add('message_start', { message: message([], null, 1) });
  const content: Record<string, unknown>[] = [];
  let blockIndex = 0;

  if (plan.reasoningText !== undefined) {
    add('content_block_start', { index: blockIndex, content_block: { type: 'thinking', thinking: '', signature: '' } });
    for (const piece of plan.reasoningChunks) {
      add('content_block_delta', { index: blockIndex, delta: { type: 'thinking_delta', thinking: piece } });
    }
    add('content_block_delta', {
      index: blockIndex,
      delta: { type: 'signature_delta', signature: plan.reasoningSignature },
    });
    add('content_block_stop', { index: blockIndex });
    content.push({ type: 'thinking', thinking: plan.reasoningText, signature: plan.reasoningSignature });
    blockIndex += 1;
  }

  if (plan.text !== '') {
    add('content_block_start', { index: blockIndex, content_block: { type: 'text', text: '' } });
    // Anthropic sends pings between events; clients must ignore them.
    add('ping', {});
    for (const piece of plan.textChunks) {
      add('content_block_delta', { index: blockIndex, delta: { type: 'text_delta', text: piece } });
    }
    add('content_block_stop', { index: blockIndex });
    content.push({ type: 'text', text: plan.text });
    blockIndex += 1;
  }

  for (const call of plan.toolCalls) {
    const opened: Record<string, unknown> = { type: 'tool_use' };
    if (call.id !== undefined) opened['id'] = call.id;
    opened['name'] = call.name;
    opened['input'] = {};
    add('content_block_start', { index: blockIndex, content_block: opened });
    add('content_block_delta', { index: blockIndex, delta: { type: 'input_json_delta', partial_json: '' } });
    for (const piece of call.argumentChunks) {
      add('content_block_delta', { index: blockIndex, delta: { type: 'input_json_delta', partial_json: piece } });
    }
    add('content_block_stop', { index: blockIndex });
    content.push({ ...opened, input: parseObject(call.argumentsText) });
    blockIndex += 1;
  }

  add('message_delta', {
    delta: { stop_reason: stopReason, stop_sequence: null },
    usage: { output_tokens: plan.outputTokens },
  });
  add('message_stop', {});
  return { frames, json: message(content, stopReason, plan.outputTokens) };
}

/** Anthropic's in-stream error event (`overloaded_error` unless told otherwise). */
export function anthropicStreamErrorFrames(errorType: string | undefined, message: string | undefined): string[] {
  return [
    sseFrame(
      { type: 'error', error: { type: errorType ?? 'overloaded_error', message: message ?? 'Overloaded' } },
      'error',
    ),
  ];
}
