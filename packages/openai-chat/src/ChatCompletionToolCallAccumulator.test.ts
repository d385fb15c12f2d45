import { describe, expect, it } from 'vitest';
import { ChatCompletionToolCallAccumulator } from './ChatCompletionToolCallAccumulator.js';
import { INVALID_TOOL_CALL_NAME, prepareChatCompletionToolCalls } from './prepareChatCompletionToolCalls.js';

function chunk(delta: Record<string, unknown>, extra: Record<string, unknown> = {}): string {
  return JSON.stringify({
    id: 'chatcmpl-1',
    object: 'chat.completion.chunk',
    choices: [{ index: 0, delta }],
    ...extra,
  });
}

function toolDelta(fragments: Record<string, unknown>[]): string {
  return chunk({ tool_calls: fragments });
}

function accumulate(lines: readonly string[]) {
  const accumulator = new ChatCompletionToolCallAccumulator();
  const texts: string[] = [];
  for (const line of lines) texts.push(accumulator.addLine(line).text);
  return { message: accumulator.build(), texts };
}

describe('ChatCompletionToolCallAccumulator', () => {
  it('keeps two calls with different indexes apart when their fragments interleave', () => {
    const { message } = accumulate([
      toolDelta([{ index: 0, id: 'call_a', type: 'function', function: { name: 'web_search', arguments: '' } }]),
      toolDelta([{ index: 1, id: 'call_b', type: 'function', function: { name: 'read_web_page', arguments: '{"u' } }]),
      toolDelta([{ index: 0, function: { arguments: '{"query":' } }]),
      toolDelta([{ index: 1, function: { arguments: 'rl":"https://a.example"}' } }]),
      toolDelta([{ index: 0, function: { arguments: '"x"}' } }]),
      '[DONE]',
    ]);
    expect(message?.toolCalls.map((call) => [call.id, call.name, call.arguments])).toEqual([
      ['call_a', 'web_search', '{"query":"x"}'],
      ['call_b', 'read_web_page', '{"url":"https://a.example"}'],
    ]);
  });

  it('opens a second call when a host reuses index 0 with a new id (Ollama), instead of merging', () => {
    const { message } = accumulate([
      toolDelta([
        {
          index: 0,
          id: 'call_1',
          type: 'function',
          function: { name: 'current_time', arguments: '{"timeZone":"Europe/Berlin"}' },
        },
      ]),
      toolDelta([
        {
          index: 0,
          id: 'call_2',
          type: 'function',
          function: { name: 'current_time', arguments: '{"timeZone":"Asia/Tokyo"}' },
        },
      ]),
    ]);
    expect(message?.toolCalls).toHaveLength(2);
    expect(message?.toolCalls.map((call) => [call.id, call.arguments])).toEqual([
      ['call_1', '{"timeZone":"Europe/Berlin"}'],
      ['call_2', '{"timeZone":"Asia/Tokyo"}'],
    ]);
  });

  it('opens a new call for a whole call under a reused index without ids, but never splits a call that repeats its name', () => {
    const reused = accumulate([
      toolDelta([{ index: 0, function: { name: 'lookup', arguments: '{"q":"first"}' } }]),
      toolDelta([{ index: 0, function: { name: 'lookup', arguments: '{"q":"second"}' } }]),
    ]).message;
    expect(reused?.toolCalls.map((call) => call.arguments)).toEqual(['{"q":"first"}', '{"q":"second"}']);
    const repeated = accumulate([
      toolDelta([{ index: 0, id: 'c1', function: { name: 'lookup', arguments: '{"q":' } }]),
      toolDelta([{ index: 0, function: { name: 'lookup', arguments: '"x"}' } }]),
      toolDelta([{ index: 0, function: { name: 'lookup', arguments: '' } }]),
    ]).message;
    expect(repeated?.toolCalls.map((call) => call.arguments)).toEqual(['{"q":"x"}']);
  });

  it('correlates fragments without index by id, and then to the last opened call', () => {
    const { message } = accumulate([
      toolDelta([{ id: 'call_x', function: { name: 'a', arguments: '{"q":' } }]),
      toolDelta([{ id: 'call_x', function: { arguments: '1' } }]),
      toolDelta([{ function: { arguments: '}' } }]),
      toolDelta([{ id: 'call_y', function: { name: 'b', arguments: '{}' } }]),
    ]);
    expect(message?.toolCalls.map((call) => [call.id, call.name, call.arguments])).toEqual([
      ['call_x', 'a', '{"q":1}'],
      ['call_y', 'b', '{}'],
    ]);
  });

  it('keeps calls that arrive without ids (the id is synthesized later) and with repeated names', () => {
    const { message } = accumulate([
      toolDelta([{ index: 0, type: 'function', function: { name: 'a', arguments: '{"x"' } }]),
      toolDelta([{ index: 0, type: 'function', function: { name: 'a', arguments: ':1}' } }]),
      toolDelta([{ index: 1, function: { name: 'b' } }]),
    ]);
    expect(message?.toolCalls.map((call) => [call.id, call.type, call.name, call.arguments])).toEqual([
      ['', 'function', 'a', '{"x":1}'],
      ['', '', 'b', ''],
    ]);
  });

  it('routes a bare argument fragment under a new index to the current call (shifted index tail)', () => {
    const { message } = accumulate([
      toolDelta([{ index: 0, id: 'call_1', function: { name: 'a', arguments: '{"x":' } }]),
      toolDelta([{ index: 1, function: { arguments: '2}' } }]),
    ]);
    expect(message?.toolCalls.map((call) => call.arguments)).toEqual(['{"x":2}']);
  });

  it("routes by id first: DeepSeek's second call whose head reuses index 0 and whose tail comes under index 1", () => {
    const { message } = accumulate([
      toolDelta([{ index: 0, id: 'call_A', type: 'function', function: { name: 'first', arguments: '{"a":1}' } }]),
      toolDelta([{ index: 0, id: 'call_B', type: 'function', function: { name: 'second', arguments: '{"b":' } }]),
      toolDelta([{ index: 1, function: { arguments: '2}' } }]),
    ]);
    expect(message?.toolCalls.map((call) => [call.id, call.name, call.arguments])).toEqual([
      ['call_A', 'first', '{"a":1}'],
      ['call_B', 'second', '{"b":2}'],
    ]);
  });

  it('keeps a made-up multi_tool_use.parallel call as an invalid call that goes back as invalid_tool_call', () => {
    const { message } = accumulate([
      toolDelta([
        {
          index: 0,
          id: 'call_m',
          type: 'function',
          function: { name: 'multi_tool_use.parallel', arguments: '{"tool_uses":[]}' },
        },
      ]),
    ]);
    const [prepared] = prepareChatCompletionToolCalls(message?.toolCalls ?? [], new Set(['web_search']));
    expect(prepared?.requested).toEqual({
      callId: 'call_m',
      toolName: 'multi_tool_use.parallel',
      argumentsJson: '{"tool_uses":[]}',
      isValid: false,
    });
    expect(prepared?.history.function.name).toBe(INVALID_TOOL_CALL_NAME);
  });

  it('reads content as a string or as parts, keeps reasoning apart, and passes text on per line', () => {
    const { message, texts } = accumulate([
      chunk({ role: 'assistant', reasoning_content: 'Think' }),
      chunk({ reasoning_content: 'ing.' }),
      chunk({ content: 'Hel' }),
      chunk({
        content: [
          { type: 'text', text: 'lo' },
          { type: 'image_url', image_url: {} },
          { type: 'text', text: '!' },
        ],
      }),
    ]);
    expect(texts).toEqual(['', '', 'Hel', 'lo!']);
    expect(message?.content).toBe('Hello!');
    expect(message?.reasoning).toEqual({ field: 'reasoning_content', text: 'Thinking.' });
  });

  it('reports no content (null) when the model wrote no text, and skips empty, [DONE] and unparsable lines', () => {
    const { message } = accumulate([
      '',
      'not json',
      toolDelta([{ index: 0, id: 'c', function: { name: 'a' } }]),
      '[DONE]',
    ]);
    expect(message?.content).toBeNull();
    expect(message?.toolCalls[0]?.arguments).toBe('');
  });

  it('returns null when no line was readable', () => {
    expect(accumulate(['', 'garbage', '[DONE]']).message).toBeNull();
  });

  it('keeps provider extra fields of a tool call (first value wins)', () => {
    const { message } = accumulate([
      toolDelta([
        {
          index: 0,
          id: 'c1',
          type: 'function',
          function: { name: 'a', arguments: '{}', thought_signature: 'sig-1' },
          extra_content: { google: { thought_signature: 'abc' } },
        },
      ]),
      toolDelta([{ index: 0, extra_content: { google: { thought_signature: 'other' } } }]),
    ]);
    expect(message?.toolCalls[0]?.extraFields).toEqual({ extra_content: { google: { thought_signature: 'abc' } } });
    expect(message?.toolCalls[0]?.extraFunctionFields).toEqual({ thought_signature: 'sig-1' });
  });

  it('reads usage (also from Groq envelopes), citations as LLM sources, and stream error objects', () => {
    const accumulator = new ChatCompletionToolCallAccumulator();
    const update = accumulator.addLine(
      JSON.stringify({
        choices: [],
        citations: ['https://a.example/x'],
        x_groq: { usage: { prompt_tokens: 3, completion_tokens: 4, total_tokens: 7 } },
      }),
    );
    expect(update.usage).toEqual({
      inputTokens: 3,
      outputTokens: 4,
      totalTokens: 7,
      cachedInputTokens: undefined,
      reasoningTokens: undefined,
    });
    expect(update.sources).toEqual([{ title: 'https://a.example/x', url: 'https://a.example/x', origin: 'LLM' }]);
    expect(accumulator.build()?.sources).toHaveLength(1);
    const error = accumulator.addLine('{"error":{"message":"Upstream failed","code":502}}');
    expect(error.error).toEqual({ message: 'Upstream failed', code: '502' });
  });
});
