import type { MockTurnPlan } from './MockTurnPlan.js';
import { sseFrame } from './MockTurnPlan.js';

function responseObject(plan: MockTurnPlan, status: string, output: unknown[], extra: Record<string, unknown> = {}) {
  return {
    id: `resp_mock_${plan.requestNumber}`,
    object: 'response',
    created_at: plan.created,
    status,
    error: null,
    incomplete_details: null,
    instructions: null,
    max_output_tokens: null,
    model: plan.model,
    output,
    parallel_tool_calls: true,
    previous_response_id: null,
    store: false,
    temperature: 1,
    text: { format: { type: 'text' } },
    tool_choice: 'auto',
    tools: [],
    top_p: 1,
    truncation: 'disabled',
    usage: null,
    metadata: {},
    ...extra,
  };
}

/** Accumulates events with running `sequence_number`s. */
class ResponsesEventList {
  readonly frames: string[] = [];
  #sequence = 0;

  add(type: string, fields: Record<string, unknown>): void {
    this.frames.push(sseFrame({ type, ...fields, sequence_number: this.#sequence }, type));
    this.#sequence += 1;
  }
}

/** The Responses API stream frames (`event:` + `data:` per event) and the non-streamed body of a turn. */
export function renderResponsesTurn(plan: MockTurnPlan): { frames: string[]; json: unknown } {
  const events = new ResponsesEventList();
  events.add('response.created', { response: responseObject(plan, 'in_progress', []) });
  events.add('response.in_progress', { response: responseObject(plan, 'in_progress', []) });
  const output: Record<string, unknown>[] = [];

  if (plan.reasoningText !== undefined) {
    const outputIndex = output.length;
    const id = `rs_mock_${plan.requestNumber}`;
    events.add('response.output_item.added', {
      output_index: outputIndex,
      item: { id, type: 'reasoning', summary: [], encrypted_content: plan.reasoningEncryptedContent },
    });
    const summary = plan.reasoningText === '' ? [] : [{ type: 'summary_text', text: plan.reasoningText }];
    if (plan.reasoningText !== '') {
      events.add('response.reasoning_summary_part.added', {
        item_id: id,
        output_index: outputIndex,
        summary_index: 0,
        part: { type: 'summary_text', text: '' },
      });
      for (const piece of plan.reasoningChunks) {
        events.add('response.reasoning_summary_text.delta', {
          item_id: id,
          output_index: outputIndex,
          summary_index: 0,
          delta: piece,
        });
      }
      events.add('response.reasoning_summary_text.done', {
        item_id: id,
        output_index: outputIndex,
        summary_index: 0,
        text: plan.reasoningText,
      });
      events.add('response.reasoning_summary_part.done', {
        item_id: id,
        output_index: outputIndex,
        summary_index: 0,
        part: { type: 'summary_text', text: plan.reasoningText },
      });
    }
    const item = { id, type: 'reasoning', summary, encrypted_content: plan.reasoningEncryptedContent };
    events.add('response.output_item.done', { output_index: outputIndex, item });
    output.push(item);
  }

  if (plan.text !== '') {
    const outputIndex = output.length;
    const id = `msg_mock_${plan.requestNumber}`;
    events.add('response.output_item.added', {
      output_index: outputIndex,
      item: { id, type: 'message', status: 'in_progress', role: 'assistant', content: [] },
    });
    events.add('response.content_part.added', {
      item_id: id,
      output_index: outputIndex,
      content_index: 0,
      part: { type: 'output_text', text: '', annotations: [], logprobs: [] },
    });
    for (const piece of plan.textChunks) {
      events.add('response.output_text.delta', {
        item_id: id,
        output_index: outputIndex,
        content_index: 0,
        delta: piece,
        logprobs: [],
      });
    }
    events.add('response.output_text.done', {
      item_id: id,
      output_index: outputIndex,
      content_index: 0,
      text: plan.text,
      logprobs: [],
    });
    const part = { type: 'output_text', text: plan.text, annotations: [], logprobs: [] };
    events.add('response.content_part.done', { item_id: id, output_index: outputIndex, content_index: 0, part });
    const item = { id, type: 'message', status: 'completed', role: 'assistant', content: [part] };
    events.add('response.output_item.done', { output_index: outputIndex, item });
    output.push(item);
  }

  plan.toolCalls.forEach((call, position) => {
    const outputIndex = output.length;
    const id = `fc_mock_${plan.requestNumber}_${position}`;
    const opened: Record<string, unknown> = { id, type: 'function_call', status: 'in_progress', arguments: '' };
    if (call.id !== undefined) opened['call_id'] = call.id;
    opened['name'] = call.name;
    events.add('response.output_item.added', { output_index: outputIndex, item: opened });
    for (const piece of call.argumentChunks) {
      events.add('response.function_call_arguments.delta', { item_id: id, output_index: outputIndex, delta: piece });
    }
    events.add('response.function_call_arguments.done', {
      item_id: id,
      output_index: outputIndex,
      arguments: call.argumentsText,
    });
    const item = { ...opened, status: 'completed', arguments: call.argumentsText };
    events.add('response.output_item.done', { output_index: outputIndex, item });
    output.push(item);
  });

  const usage = {
    input_tokens: plan.inputTokens,
    input_tokens_details: { cached_tokens: 0 },
    output_tokens: plan.outputTokens,
    output_tokens_details: { reasoning_tokens: 0 },
    total_tokens: plan.inputTokens + plan.outputTokens,
  };
  const completed = responseObject(plan, 'completed', output, { usage });
  events.add('response.completed', { response: completed });
  return { frames: events.frames, json: completed };
}

/** The Responses API's in-stream failure: an `error` event followed by `response.failed`. */
export function responsesStreamErrorFrames(
  plan: MockTurnPlan,
  sequenceStart: number,
  errorType: string | undefined,
  message: string | undefined,
): string[] {
  const code = errorType ?? 'server_error';
  const text = message ?? 'The model failed to generate a response.';
  return [
    sseFrame({ type: 'error', code, message: text, param: null, sequence_number: sequenceStart }, 'error'),
    sseFrame(
      {
        type: 'response.failed',
        response: responseObject(plan, 'failed', [], { error: { code, message: text } }),
        sequence_number: sequenceStart + 1,
      },
      'response.failed',
    ),
  ];
}
