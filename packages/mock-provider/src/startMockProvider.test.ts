import Anthropic from '@anthropic-ai/sdk';
import type { ProviderError } from '@toolgate/provider-utils';
import { decodeServerSentEvents, postJsonStream, streamServerSentEvents } from '@toolgate/provider-utils';
import OpenAI from 'openai';
import { afterEach, describe, expect, it } from 'vitest';
import { MockProviderError } from './MockProviderError.js';
import type { MockProviderScript } from './MockProviderScript.js';
import type { MockProvider } from './startMockProvider.js';
import { startMockProvider } from './startMockProvider.js';

const KEY = 'sk-mock-SECRET-never-recorded-123456';
const running: MockProvider[] = [];

async function start(script: MockProviderScript, apiKey?: string): Promise<MockProvider> {
  const provider = await startMockProvider({ script, apiKey });
  running.push(provider);
  return provider;
}

afterEach(async () => {
  await Promise.all(running.splice(0).map((provider) => provider.close()));
});

const openai = (provider: MockProvider, maxRetries = 0) =>
  new OpenAI({ apiKey: KEY, baseURL: `${provider.url}/v1`, maxRetries, logLevel: 'off' });
const anthropic = (provider: MockProvider, maxRetries = 0) =>
  new Anthropic({ apiKey: KEY, baseURL: provider.url, maxRetries });

const TEXT = 'Hello from the mock — grüße, 世界 🌍!';
const toolTurn = {
  text: TEXT,
  toolCalls: [
    { name: 'web_search', arguments: { query: 'toolgate mock', limit: 3 } },
    { name: 'read_web_page', arguments: { url: 'https://example.org/ü' }, id: 'call_fixed' },
  ],
  chunking: { textChunkSize: 3, argumentChunkSize: 5 },
};

describe('the official openai client against the mock (Chat Completions)', () => {
  it('parses a streamed answer with text and two tool calls, chunk by chunk', async () => {
    const provider = await start({ turns: [toolTurn] });
    const stream = await openai(provider).chat.completions.create({
      model: 'gpt-mock',
      messages: [{ role: 'user', content: 'hi' }],
      stream: true,
      stream_options: { include_usage: true },
    });
    let text = '';
    let textDeltas = 0;
    const calls: { id?: string; name?: string; arguments: string }[] = [];
    let finishReason: string | null = null;
    let usage: unknown;
    for await (const chunk of stream) {
      if (chunk.usage) usage = chunk.usage;
      const choice = chunk.choices[0];
      if (choice === undefined) continue;
      if (choice.delta.content) {
        text += choice.delta.content;
        textDeltas += 1;
      }
      for (const call of choice.delta.tool_calls ?? []) {
        calls[call.index] ??= { arguments: '' };
        const target = calls[call.index]!;
        if (call.id) target.id = call.id;
        if (call.function?.name) target.name = call.function.name;
        target.arguments += call.function?.arguments ?? '';
      }
      finishReason = choice.finish_reason ?? finishReason;
    }
    expect(text).toBe(TEXT);
    expect(textDeltas).toBe(Math.ceil(Array.from(TEXT).length / 3));
    expect(calls).toEqual([
      { id: 'call_mock_1_0', name: 'web_search', arguments: '{"query":"toolgate mock","limit":3}' },
      { id: 'call_fixed', name: 'read_web_page', arguments: '{"url":"https://example.org/ü"}' },
    ]);
    expect(finishReason).toBe('tool_calls');
    expect(usage).toMatchObject({ prompt_tokens: expect.any(Number), completion_tokens: expect.any(Number) });
  });

  it("is accepted by the SDK's own accumulator (chat.completions.stream → finalChatCompletion)", async () => {
    const provider = await start({ turns: [toolTurn] });
    const runner = openai(provider).chat.completions.stream({
      model: 'gpt-mock',
      messages: [{ role: 'user', content: 'hi' }],
    });
    const final = await runner.finalChatCompletion();
    const message = final.choices[0]!.message;
    expect(message.content).toBe(TEXT);
    expect(
      message.tool_calls?.map(
        (call) => call.type === 'function' && [call.id, call.function.name, JSON.parse(call.function.arguments)],
      ),
    ).toEqual([
      ['call_mock_1_0', 'web_search', { query: 'toolgate mock', limit: 3 }],
      ['call_fixed', 'read_web_page', { url: 'https://example.org/ü' }],
    ]);
  });

  it('answers a non-streaming request with the chat.completion shape', async () => {
    const provider = await start({ turns: [toolTurn, { text: 'plain' }] });
    const client = openai(provider);
    const first = await client.chat.completions.create({
      model: 'gpt-mock',
      messages: [{ role: 'user', content: 'hi' }],
    });
    expect(first.object).toBe('chat.completion');
    expect(first.choices[0]!.finish_reason).toBe('tool_calls');
    expect(first.choices[0]!.message.tool_calls).toHaveLength(2);
    const second = await client.chat.completions.create({
      model: 'gpt-mock',
      messages: [{ role: 'user', content: 'again' }],
    });
    expect(second.choices[0]!.message).toMatchObject({ role: 'assistant', content: 'plain' });
    expect(second.choices[0]!.finish_reason).toBe('stop');
  });

  it('sends calls without ids and Ollama-style reused indexes and raw malformed arguments as scripted', async () => {
    const provider = await start({
      turns: [
        {
          toolCalls: [
            { name: 'a', arguments: '{"broken": ', id: null, index: 0 },
            { name: 'b', arguments: { x: 1 }, id: 'call_b', index: 0 },
          ],
        },
      ],
    });
    const stream = await openai(provider).chat.completions.create({ model: 'm', messages: [], stream: true });
    const fragments: unknown[] = [];
    for await (const chunk of stream) {
      for (const call of chunk.choices[0]?.delta.tool_calls ?? []) fragments.push(call);
    }
    expect(fragments[0]).toEqual({ index: 0, type: 'function', function: { name: 'a', arguments: '' } });
    expect(fragments).toContainEqual({
      index: 0,
      id: 'call_b',
      type: 'function',
      function: { name: 'b', arguments: '' },
    });
    const args = fragments
      .map((fragment) => (fragment as { function: { arguments: string } }).function.arguments)
      .join('');
    expect(args).toBe('{"broken": {"x":1}');
  });
});

describe('the official openai client against the mock (Responses)', () => {
  it('parses a streamed answer: reasoning, text deltas, function-call argument deltas, response.completed', async () => {
    const provider = await start({
      turns: [{ ...toolTurn, reasoning: { text: 'thinking…', encryptedContent: 'enc-abc' } }],
    });
    const stream = await openai(provider).responses.create({
      model: 'gpt-mock',
      input: 'hi',
      stream: true,
      store: false,
    });
    const types: string[] = [];
    let text = '';
    const argumentDeltas: Record<string, string> = {};
    let completed: OpenAI.Responses.Response | undefined;
    for await (const event of stream) {
      types.push(event.type);
      if (event.type === 'response.output_text.delta') text += event.delta;
      if (event.type === 'response.function_call_arguments.delta') {
        argumentDeltas[event.item_id] = (argumentDeltas[event.item_id] ?? '') + event.delta;
      }
      if (event.type === 'response.completed') completed = event.response;
    }
    expect(text).toBe(TEXT);
    expect(Object.values(argumentDeltas)).toEqual([
      '{"query":"toolgate mock","limit":3}',
      '{"url":"https://example.org/ü"}',
    ]);
    expect(types[0]).toBe('response.created');
    expect(types.at(-1)).toBe('response.completed');
    expect(types).toContain('response.output_item.added');
    expect(types).toContain('response.output_item.done');
    expect(completed?.usage).toMatchObject({ input_tokens: expect.any(Number), output_tokens: expect.any(Number) });
    expect(completed?.output.map((item) => item.type)).toEqual([
      'reasoning',
      'message',
      'function_call',
      'function_call',
    ]);
    expect(completed?.output[0]).toMatchObject({ type: 'reasoning', encrypted_content: 'enc-abc' });
    expect(completed?.output[2]).toMatchObject({ call_id: 'call_mock_1_0', name: 'web_search' });
  });

  it("is accepted by the SDK's own stream helper (responses.stream → finalResponse) and without streaming", async () => {
    const provider = await start({ turns: [toolTurn, toolTurn] });
    const client = openai(provider);
    const final = await client.responses.stream({ model: 'gpt-mock', input: 'hi' }).finalResponse();
    expect(final.output_text).toBe(TEXT);
    const plain = await client.responses.create({ model: 'gpt-mock', input: 'hi' });
    expect(plain.output_text).toBe(TEXT);
    expect(
      plain.output
        .filter((item) => item.type === 'function_call')
        .map((item) => item.type === 'function_call' && item.arguments),
    ).toEqual(['{"query":"toolgate mock","limit":3}', '{"url":"https://example.org/ü"}']);
  });

  it('plays an error event followed by response.failed', async () => {
    const provider = await start({
      turns: [{ text: 'partial answer', fault: { kind: 'stream-error', afterEvents: 4, message: 'model crashed' } }],
    });
    const stream = await openai(provider).responses.create({ model: 'gpt-mock', input: 'hi', stream: true });
    const types: string[] = [];
    let failed: OpenAI.Responses.ResponseFailedEvent | undefined;
    for await (const event of stream) {
      types.push(event.type);
      if (event.type === 'response.failed') failed = event;
    }
    expect(types.slice(-2)).toEqual(['error', 'response.failed']);
    expect(failed?.response.error).toEqual({ code: 'server_error', message: 'model crashed' });
  });
});

describe('the official Anthropic client against the mock (Messages)', () => {
  it('parses a streamed answer with thinking, text and tool_use blocks (messages.stream → finalMessage)', async () => {
    const provider = await start({
      turns: [{ ...toolTurn, reasoning: { text: 'let me think', signature: 'sig-123' } }],
    });
    const stream = anthropic(provider).messages.stream({
      model: 'claude-mock',
      max_tokens: 100,
      messages: [{ role: 'user', content: 'hi' }],
    });
    let streamedText = '';
    stream.on('text', (delta) => {
      streamedText += delta;
    });
    const message = await stream.finalMessage();
    expect(streamedText).toBe(TEXT);
    expect(message.stop_reason).toBe('tool_use');
    expect(message.content).toEqual([
      { type: 'thinking', thinking: 'let me think', signature: 'sig-123' },
      expect.objectContaining({ type: 'text', text: TEXT }),
      { type: 'tool_use', id: 'toolu_mock_1_0', name: 'web_search', input: { query: 'toolgate mock', limit: 3 } },
      { type: 'tool_use', id: 'call_fixed', name: 'read_web_page', input: { url: 'https://example.org/ü' } },
    ]);
  });

  it('create({stream:true}) yields the raw events in protocol order, and non-streaming create works', async () => {
    const provider = await start({
      turns: [{ text: 'short', toolCalls: [{ name: 'noop', arguments: {} }] }, { text: 'plain' }],
    });
    const client = anthropic(provider);
    const stream = await client.messages.create({
      model: 'claude-mock',
      max_tokens: 10,
      messages: [{ role: 'user', content: 'hi' }],
      stream: true,
    });
    const types: string[] = [];
    for await (const event of stream) types.push(event.type);
    expect(types).toEqual([
      'message_start',
      'content_block_start',
      'content_block_delta',
      'content_block_stop',
      'content_block_start',
      'content_block_delta',
      'content_block_delta',
      'content_block_stop',
      'message_delta',
      'message_stop',
    ]);
    const plain = await client.messages.create({
      model: 'claude-mock',
      max_tokens: 10,
      messages: [{ role: 'user', content: 'hi' }],
    });
    expect(plain.content).toEqual([{ type: 'text', text: 'plain' }]);
    expect(plain.stop_reason).toBe('end_turn');
  });

  it('plays an overloaded error event that the SDK raises as an error', async () => {
    const provider = await start({
      turns: [{ text: 'some text here', fault: { kind: 'stream-error', afterEvents: 3 } }],
    });
    const stream = anthropic(provider).messages.stream({
      model: 'claude-mock',
      max_tokens: 10,
      messages: [{ role: 'user', content: 'hi' }],
    });
    const error = await stream.finalMessage().then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(Anthropic.APIError);
    expect(String((error as Error).message)).toContain('overloaded_error');
  });
});

describe('scripted faults', () => {
  it('429 with Retry-After, then success: the SDK retries after the wait and gets the next turn', async () => {
    const provider = await start({
      turns: [
        { fault: { kind: 'http-error', status: 429, retryAfterMs: 20, message: 'Rate limit reached for requests' } },
        { text: 'after the wait' },
      ],
    });
    const result = await openai(provider, 2).chat.completions.create({ model: 'm', messages: [] });
    expect(result.choices[0]!.message.content).toBe('after the wait');
    expect(provider.requests.map((request) => request.turnIndex)).toEqual([0, 1]);
  });

  it('a 429 reaches our client as PROVIDER_RATE_LIMITED with the Retry-After and the message', async () => {
    const provider = await start({ turns: [{ fault: { kind: 'http-error', status: 429, retryAfterSeconds: 7 } }] });
    const error = await postJsonStream({
      url: `${provider.url}/v1/messages`,
      body: { stream: true },
      retry: false,
    }).then(
      () => undefined,
      (caught: unknown) => caught as ProviderError,
    );
    expect(error).toMatchObject({
      code: 'PROVIDER_RATE_LIMITED',
      status: 429,
      retryAfterMs: 7000,
      providerErrorType: 'rate_limit_error',
    });
    expect(error?.providerMessage).toBe('mock-provider: scripted HTTP 429 (turn 0).');
  });

  it('500 then success through our retrying client', async () => {
    const provider = await start({ turns: [{ fault: { kind: 'http-error', status: 500 } }, { text: 'ok' }] });
    const stream = await streamServerSentEvents({
      url: `${provider.url}/v1/chat/completions`,
      body: { model: 'm', stream: true },
      retry: { sleep: async () => undefined },
    });
    const data: string[] = [];
    for await (const event of stream) data.push(event.data);
    expect(stream.attempts).toBe(2);
    expect(data.at(-1)).toBe('[DONE]');
    expect(data.some((line) => line.includes('"content":"ok"'))).toBe(true);
  });

  it('cut-stream (reset) mid-line is PROVIDER_STREAM_INTERRUPTED after the complete events', async () => {
    const provider = await start({
      turns: [{ text: 'abcdefghij', chunking: { textChunkSize: 2 }, fault: { kind: 'cut-stream', afterEvents: 3 } }],
    });
    const response = await postJsonStream({
      url: `${provider.url}/v1/chat/completions`,
      body: { stream: true },
      retry: false,
    });
    const data: string[] = [];
    const error = await (async () => {
      for await (const event of decodeServerSentEvents(response.body)) data.push(event.data);
    })().then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(data).toHaveLength(3);
    expect(error).toMatchObject({ code: 'PROVIDER_STREAM_INTERRUPTED' });
  });

  it('cut-stream with a clean end leaves a half line that the decoder discards (no [DONE])', async () => {
    const provider = await start({
      turns: [{ text: 'abcdefghij', fault: { kind: 'cut-stream', afterEvents: 2, close: 'end' } }],
    });
    const stream = await streamServerSentEvents({ url: `${provider.url}/v1/chat/completions`, body: { stream: true } });
    const data: string[] = [];
    for await (const event of stream) data.push(event.data);
    expect(data).toHaveLength(2);
    expect(data).not.toContain('[DONE]');
    for (const line of data) expect(() => JSON.parse(line)).not.toThrow();
  });

  it('malformed-line inserts one non-JSON data line and then continues the stream', async () => {
    const provider = await start({ turns: [{ text: 'hello', fault: { kind: 'malformed-line', afterEvents: 1 } }] });
    const stream = await streamServerSentEvents({ url: `${provider.url}/v1/chat/completions`, body: { stream: true } });
    const data: string[] = [];
    for await (const event of stream) data.push(event.data);
    expect(data[1]).toBe('{"this is not": json');
    expect(data.at(-1)).toBe('[DONE]');
    const sdkStream = await openai(
      await start({ turns: [{ text: 'x', fault: { kind: 'malformed-line', afterEvents: 1 } }] }),
    ).chat.completions.create({
      model: 'm',
      messages: [],
      stream: true,
    });
    await expect(
      (async () => {
        for await (const _chunk of sdkStream) {
          // drain
        }
      })(),
    ).rejects.toThrow(SyntaxError);
  });

  it('stall keeps the connection silent so an idle timeout fires', async () => {
    const provider = await start({ turns: [{ text: 'abc', fault: { kind: 'stall', afterEvents: 1 } }] });
    const response = await postJsonStream({
      url: `${provider.url}/v1/responses`,
      body: { stream: true },
      idleTimeoutMs: 100,
    });
    const error = await (async () => {
      for await (const _chunk of response.body) {
        // first event arrives, then silence
      }
    })().then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toMatchObject({ code: 'PROVIDER_TIMEOUT' });
  });

  it('delays between events are played: the mock waits delayMs between every two events', async () => {
    const waits: number[] = [];
    let released = 0;
    const provider = await startMockProvider({
      script: { turns: [{ text: 'abcd', chunking: { textChunks: 4 }, delayMs: 30 }] },
      // Records each wait instead of timing the stream, then lets the next event go.
      wait: async (milliseconds) => {
        waits.push(milliseconds);
        released += 1;
      },
    });
    running.push(provider);
    const stream = await streamServerSentEvents({ url: `${provider.url}/v1/chat/completions`, body: { stream: true } });
    const data: string[] = [];
    for await (const event of stream) data.push(event.data);
    expect(data).toHaveLength(7);
    // Seven events, one wait before each but the first.
    expect(waits).toEqual([30, 30, 30, 30, 30, 30]);
    expect(released).toBe(6);
  });

  it('waits nowhere when a turn has no delay', async () => {
    const waits: number[] = [];
    const provider = await startMockProvider({
      script: { turns: [{ text: 'abcd', chunking: { textChunks: 4 } }] },
      wait: async (milliseconds) => {
        waits.push(milliseconds);
      },
    });
    running.push(provider);
    const stream = await streamServerSentEvents({ url: `${provider.url}/v1/chat/completions`, body: { stream: true } });
    for await (const _event of stream) {
      // drain
    }
    expect(waits).toEqual([]);
  });
});

describe('the script and the recorded requests', () => {
  it('records every request with redacted credentials and the parsed body', async () => {
    const provider = await start({ turns: [{ text: 'a' }, { text: 'b' }] });
    await openai(provider).chat.completions.create({
      model: 'gpt-mock',
      messages: [{ role: 'user', content: 'question?' }],
    });
    await anthropic(provider).messages.create({
      model: 'claude-mock',
      max_tokens: 5,
      messages: [{ role: 'user', content: 'q2' }],
    });
    expect(provider.requests).toHaveLength(2);
    expect(provider.requests[0]).toMatchObject({
      index: 0,
      method: 'POST',
      path: '/v1/chat/completions',
      api: 'chat-completions',
      turnIndex: 0,
      body: { model: 'gpt-mock', messages: [{ role: 'user', content: 'question?' }] },
    });
    expect(provider.requests[0]!.headers['authorization']).toBe('[REDACTED]');
    expect(provider.requests[1]).toMatchObject({
      api: 'anthropic',
      path: '/v1/messages',
      body: { model: 'claude-mock', max_tokens: 5 },
    });
    // Anthropic's SDK sends the key as x-api-key or (newer versions) as a bearer token.
    expect(provider.requests[1]!.headers['x-api-key'] ?? provider.requests[1]!.headers['authorization']).toBe(
      '[REDACTED]',
    );
    expect(JSON.stringify(provider.requests)).not.toContain(KEY);
    expect(provider.remainingTurns()).toBe(0);
  });

  it('answers a clear 500 (not retried) when the script has run out', async () => {
    const provider = await start({ turns: [{ text: 'only one' }] });
    const client = openai(provider, 3);
    await client.chat.completions.create({ model: 'm', messages: [] });
    const error = await client.chat.completions.create({ model: 'm', messages: [] }).then(
      () => undefined,
      (caught: unknown) => caught as InstanceType<typeof OpenAI.APIError>,
    );
    expect(error?.status).toBe(500);
    expect(error?.message).toContain('mock-provider: the script has no turn left for request 2');
    expect(provider.requests).toHaveLength(2);
  });

  it('says how to replay the script when it has run out', async () => {
    const provider = await start({ turns: [{ text: 'only one' }] });
    const client = openai(provider);
    await client.chat.completions.create({ model: 'm', messages: [{ role: 'user', content: 'a' }] });
    const error = await client.chat.completions.create({ model: 'm', messages: [{ role: 'user', content: 'b' }] }).then(
      () => undefined,
      (caught: unknown) => caught as InstanceType<typeof OpenAI.APIError>,
    );
    expect(error?.message).toContain('with repeat, --repeat on the CLI, each new conversation plays the script again');
  });

  it('answers 400 naming the mismatch when a turn expects another model or API', async () => {
    const provider = await start({ turns: [{ match: { model: 'gpt-expected', api: 'chat-completions' }, text: 'x' }] });
    const wrongModel = await postJsonStream({
      url: `${provider.url}/v1/chat/completions`,
      body: { model: 'other', stream: true },
    }).catch((caught: unknown) => caught as ProviderError);
    expect(wrongModel).toMatchObject({ status: 400 });
    expect((wrongModel as ProviderError).providerMessage).toBe(
      'mock-provider: turn 0 expects model "gpt-expected", but request 1 asked for "other".',
    );
    const wrongApi = await postJsonStream({
      url: `${provider.url}/v1/messages`,
      body: { model: 'gpt-expected' },
    }).catch((caught: unknown) => caught as ProviderError);
    expect((wrongApi as ProviderError).providerMessage).toContain('expects the chat-completions API');
    expect(provider.remainingTurns()).toBe(1);
  });

  it('requires the API key when configured', async () => {
    const provider = await start({ turns: [{ text: 'x' }] }, 'right-key');
    const error = await openai(provider)
      .chat.completions.create({ model: 'm', messages: [] })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(OpenAI.AuthenticationError);
    const ok = await new OpenAI({
      apiKey: 'right-key',
      baseURL: `${provider.url}/v1`,
      maxRetries: 0,
    }).chat.completions.create({ model: 'm', messages: [] });
    expect(ok.choices[0]!.message.content).toBe('x');
  });

  it('refuses an invalid script with every problem and its path', async () => {
    const bad = {
      turns: [
        { text: 5, toolCalls: [{ arguments: 3 }], fault: { kind: 'explode' } },
        { delayMs: -1, chunking: { textChunks: 0 }, colour: 'red' },
        { fault: { kind: 'http-error', status: 200 } },
      ],
    };
    await expect(startMockProvider({ script: bad as never })).rejects.toThrow(MockProviderError);
    const message = await startMockProvider({ script: bad as never }).catch((caught: Error) => caught.message);
    expect(message).toContain('turns[0].text must be a string, got number 5');
    expect(message).toContain('turns[0].toolCalls[0].name must be a string, got undefined');
    expect(message).toContain('turns[0].toolCalls[0].arguments must be an object or a raw string, got number 3');
    expect(message).toContain('turns[0].fault.kind must be one of');
    expect(message).toContain('turns[1].delayMs must be a number ≥ 0, got number -1');
    expect(message).toContain('turns[1].chunking.textChunks must be an integer ≥ 1');
    expect(message).toContain('turns[1] has an unknown field "colour"');
    expect(message).toContain('turns[2].fault.status must be an HTTP error status (400-599), got number 200');
    await expect(startMockProvider({ script: [] as never })).rejects.toThrow('the script must be an object');
  });

  it('answers unknown paths with 404 without using a turn', async () => {
    const provider = await start({ turns: [{ text: 'x' }] });
    const response = await fetch(`${provider.url}/v1/embeddings`, { method: 'POST', body: '{}' });
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: { message: string } }).error.message).toContain(
      'no API at POST /v1/embeddings',
    );
    expect(provider.remainingTurns()).toBe(1);
  });
});

describe('calls without ids', () => {
  it('Responses function_call items without call_id and Anthropic tool_use without id, as scripted', async () => {
    const provider = await start({
      turns: [{ toolCalls: [{ name: 'f', arguments: { a: 1 }, id: null }] }, { toolCalls: [{ name: 'g', id: null }] }],
    });
    const responses = await streamServerSentEvents({ url: `${provider.url}/v1/responses`, body: { stream: true } });
    const items: Record<string, unknown>[] = [];
    for await (const event of responses) {
      const payload = JSON.parse(event.data) as { type: string; item?: Record<string, unknown> };
      if (payload.type === 'response.output_item.done' && payload.item) items.push(payload.item);
    }
    expect(items).toEqual([
      { id: 'fc_mock_1_0', type: 'function_call', status: 'completed', arguments: '{"a":1}', name: 'f' },
    ]);
    const messages = await streamServerSentEvents({ url: `${provider.url}/v1/messages`, body: { stream: true } });
    const blocks: unknown[] = [];
    for await (const event of messages) {
      const payload = JSON.parse(event.data) as { type: string; content_block?: unknown };
      if (payload.type === 'content_block_start') blocks.push(payload.content_block);
    }
    expect(blocks).toEqual([{ type: 'tool_use', name: 'g', input: {} }]);
  });
});

describe('Chat Completions calls without an index', () => {
  it('omits index when the script says index: null', async () => {
    const provider = await start({
      turns: [{ toolCalls: [{ name: 'f', arguments: { a: 1 }, index: null }], chunking: { argumentChunks: 2 } }],
    });
    const stream = await streamServerSentEvents({ url: `${provider.url}/v1/chat/completions`, body: { stream: true } });
    const fragments: unknown[] = [];
    for await (const event of stream) {
      if (event.data === '[DONE]') continue;
      const payload = JSON.parse(event.data) as { choices: { delta: { tool_calls?: unknown[] } }[] };
      fragments.push(...(payload.choices[0]?.delta.tool_calls ?? []));
    }
    expect(fragments).toEqual([
      { id: 'call_mock_1_0', type: 'function', function: { name: 'f', arguments: '' } },
      { function: { arguments: '{"a"' } },
      { function: { arguments: ':1}' } },
    ]);
  });
});

describe('repeat: each new conversation plays the script again', () => {
  const script: MockProviderScript = {
    turns: [{ toolCalls: [{ name: 'current_time', arguments: {}, id: 'call_t' }] }, { text: 'It is noon.' }],
  };

  async function startRepeating(): Promise<MockProvider> {
    const provider = await startMockProvider({ script, repeat: true });
    running.push(provider);
    return provider;
  }

  it('Chat Completions: a conversation with a tool round, twice in a row, both answered from the start', async () => {
    const provider = await startRepeating();
    const client = openai(provider);
    for (const question of ['first', 'second']) {
      const first = await client.chat.completions.create({
        model: 'm',
        messages: [{ role: 'user', content: question }],
      });
      expect(first.choices[0]?.message.tool_calls?.[0]).toMatchObject({ id: 'call_t' });
      const second = await client.chat.completions.create({
        model: 'm',
        messages: [
          { role: 'user', content: question },
          { role: 'assistant', content: null, tool_calls: first.choices[0]!.message.tool_calls! },
          { role: 'tool', tool_call_id: 'call_t', content: '{"time":"12:00"}' },
        ],
      });
      expect(second.choices[0]?.message.content).toBe('It is noon.');
    }
    expect(provider.requests.map((request) => request.turnIndex)).toEqual([0, 1, 0, 1]);
  });

  it('Anthropic: a request holding an assistant turn continues the script, a fresh one restarts it', async () => {
    const provider = await startRepeating();
    const client = anthropic(provider);
    const ask = (messages: Anthropic.MessageParam[]) =>
      client.messages.create({ model: 'c', max_tokens: 50, messages });
    await ask([{ role: 'user', content: 'q' }]);
    const followUp = await ask([
      { role: 'user', content: 'q' },
      { role: 'assistant', content: [{ type: 'tool_use', id: 'call_t', name: 'current_time', input: {} }] },
      { role: 'user', content: [{ type: 'tool_result', tool_use_id: 'call_t', content: '12:00' }] },
    ]);
    expect(followUp.content[0]).toMatchObject({ type: 'text', text: 'It is noon.' });
    await ask([{ role: 'user', content: 'again' }]);
    expect(provider.requests.map((request) => request.turnIndex)).toEqual([0, 1, 0]);
  });

  it('Responses: function call outputs or previous_response_id continue, a fresh input restarts', async () => {
    const provider = await startRepeating();
    const client = openai(provider);
    await client.responses.create({ model: 'm', input: 'q' });
    await client.responses.create({
      model: 'm',
      input: [
        { role: 'user', content: 'q' },
        { type: 'function_call', call_id: 'call_t', name: 'current_time', arguments: '{}' },
        { type: 'function_call_output', call_id: 'call_t', output: '12:00' },
      ],
    });
    await client.responses.create({ model: 'm', input: 'again' });
    await client.responses.create({ model: 'm', previous_response_id: 'resp_1', input: 'more' });
    expect(provider.requests.map((request) => request.turnIndex)).toEqual([0, 1, 0, 1]);
  });

  it('without repeat a second conversation takes the next turn (and then runs out)', async () => {
    const provider = await start(script);
    const client = openai(provider);
    await client.chat.completions.create({ model: 'm', messages: [{ role: 'user', content: 'one' }] });
    await client.chat.completions.create({ model: 'm', messages: [{ role: 'user', content: 'two' }] });
    const third = await client.chat.completions
      .create({ model: 'm', messages: [{ role: 'user', content: 'three' }] })
      .then(
        () => 200,
        (caught: unknown) => (caught as InstanceType<typeof OpenAI.APIError>).status,
      );
    expect(provider.requests.map((request) => request.turnIndex)).toEqual([0, 1, undefined]);
    expect(third).toBe(500);
  });
});
