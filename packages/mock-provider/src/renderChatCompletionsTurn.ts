import type { MockTurnPlan } from './MockTurnPlan.js';
import { sseFrame } from './MockTurnPlan.js';

/** The Chat Completions stream frames (ending with `data: [DONE]`) and the non-streamed body of a turn. */
export function renderChatCompletionsTurn(
  plan: MockTurnPlan,
  options: { includeUsage: boolean },
): { frames: string[]; json: unknown } {
  const id = `chatcmpl-mock-${plan.requestNumber}`;
  const base = {
    id,
    object: 'chat.completion.chunk',
    created: plan.created,
    model: plan.model,
    system_fingerprint: 'fp_mock',
  };
  const chunk = (delta: Record<string, unknown>, finishReason: string | null = null) =>
    sseFrame({ ...base, choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }] });
  const frames: string[] = [chunk({ role: 'assistant', content: '', refusal: null })];
  for (const piece of plan.reasoningChunks) frames.push(chunk({ reasoning_content: piece }));
  for (const piece of plan.textChunks) frames.push(chunk({ content: piece }));
  for (const call of plan.toolCalls) {
    const opening: Record<string, unknown> = call.index === undefined ? {} : { index: call.index };
    if (call.id !== undefined) opening['id'] = call.id;
    opening['type'] = 'function';
    opening['function'] = { name: call.name, arguments: '' };
    frames.push(chunk({ tool_calls: [opening] }));
    for (const piece of call.argumentChunks) {
      const fragment: Record<string, unknown> = call.index === undefined ? {} : { index: call.index };
      fragment['function'] = { arguments: piece };
      frames.push(chunk({ tool_calls: [fragment] }));
    }
  }
  const finishReason = plan.toolCalls.length > 0 ? 'tool_calls' : 'stop';
  frames.push(chunk({}, finishReason));
  const usage = {
    prompt_tokens: plan.inputTokens,
    completion_tokens: plan.outputTokens,
    total_tokens: plan.inputTokens + plan.outputTokens,
  };
  if (options.includeUsage) frames.push(sseFrame({ ...base, choices: [], usage }));
  frames.push('data: [DONE]\n\n');

  const message: Record<string, unknown> = {
    role: 'assistant',
    content: plan.text === '' ? null : plan.text,
    refusal: null,
  };
  if (plan.reasoningText !== undefined) message['reasoning_content'] = plan.reasoningText;
  if (plan.toolCalls.length > 0) {
    message['tool_calls'] = plan.toolCalls.map((call) => {
      const toolCall: Record<string, unknown> = {};
      if (call.id !== undefined) toolCall['id'] = call.id;
      toolCall['type'] = 'function';
      toolCall['function'] = { name: call.name, arguments: call.argumentsText };
      return toolCall;
    });
  }
  const json = {
    id,
    object: 'chat.completion',
    created: plan.created,
    model: plan.model,
    system_fingerprint: 'fp_mock',
    choices: [{ index: 0, message, logprobs: null, finish_reason: finishReason }],
    usage,
  };
  return { frames, json };
}

/** The in-stream error of Chat Completions (OpenAI sends a bare `{"error":…}` chunk), then the end. */
export function chatCompletionsStreamErrorFrames(errorType: string | undefined, message: string | undefined): string[] {
  return [
    sseFrame({
      error: {
        message: message ?? 'The server had an error while processing your request.',
        type: errorType ?? 'server_error',
        param: null,
        code: null,
      },
    }),
  ];
}
