import type { ToolCallingRound, ToolCallingStreamEvent, ToolFunctionDefinition } from '@toolgate/core';
import { ProviderError } from '@toolgate/provider-utils';
import { type LoopbackServer, startScriptedResponseServer } from '@toolgate/provider-utils/test';
import type OpenAI from 'openai';
import { afterEach, describe, expect, it } from 'vitest';
import { createOpenAIChatAdapter } from './OpenAIChatAdapter.js';
import type { OpenAIChatAdapterOptions } from './OpenAIChatAdapter.js';

const API_KEY = 'sk-test-0123456789abcdef-secret';

const CURRENT_TIME: ToolFunctionDefinition = {
  name: 'current_time',
  descriptionForLLM: 'Returns the current date and time.',
  parameters: {
    type: 'object',
    properties: { timeZone: { type: 'string', description: 'IANA time zone.' } },
    required: [],
    additionalProperties: false,
  },
  strict: true,
};

const LOOSE_TOOL: ToolFunctionDefinition = {
  name: 'loose_tool',
  descriptionForLLM: 'A tool whose schema strict mode cannot express.',
  parameters: { type: 'object', properties: { value: { type: 'string' } }, required: [] },
  strict: false,
};

interface ScriptedResponse {
  readonly status?: number;
  readonly headers?: Record<string, string>;
  /** SSE payload lines (framed as `data:` events), or raw text when `raw` is set. */
  readonly events?: readonly (string | Record<string, unknown>)[];
  readonly raw?: string;
  /** Destroy the socket after writing (a cut connection). */
  readonly destroy?: boolean;
}

const servers: LoopbackServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function scriptedServer(script: readonly ScriptedResponse[]) {
  const scripted = await startScriptedResponseServer(
    script.map((step) => ({
      ...step,
      body:
        step.raw ??
        (step.events ?? [])
          .map((event) => `data: ${typeof event === 'string' ? event : JSON.stringify(event)}\n\n`)
          .join(''),
    })),
    { chunkSize: Number.MAX_SAFE_INTEGER, basePath: '/v1' },
  );
  servers.push(scripted.server);
  return { server: scripted.server, requests: scripted.requests, baseUrl: scripted.baseUrl };
}

function delta(value: Record<string, unknown>, finishReason: string | null = null): Record<string, unknown> {
  return {
    id: 'chatcmpl-1',
    object: 'chat.completion.chunk',
    choices: [{ index: 0, delta: value, finish_reason: finishReason }],
  };
}

async function runRound(
  adapter: ReturnType<typeof createOpenAIChatAdapter>,
  options: { includeTools: boolean; finalResponseInstruction?: string } = { includeTools: true },
): Promise<{ texts: string[]; round: ToolCallingRound; events: ToolCallingStreamEvent[] }> {
  const events: ToolCallingStreamEvent[] = [];
  for await (const event of adapter.executeRound(options)) events.push(event);
  const completed = events.filter((event) => event.type === 'round-completed');
  expect(completed).toHaveLength(1);
  expect(events.at(-1)?.type).toBe('round-completed');
  const last = completed[0];
  if (last?.type !== 'round-completed') throw new Error('no round');
  return {
    texts: events.flatMap((event) => (event.type === 'text-delta' && event.text !== '' ? [event.text] : [])),
    round: last.round,
    events,
  };
}

function baseOptions(baseUrl: string, extra: Partial<OpenAIChatAdapterOptions> = {}): OpenAIChatAdapterOptions {
  return {
    host: 'openai',
    baseUrl,
    model: 'gpt-test',
    apiKey: API_KEY,
    apiKeyEnvironmentVariable: 'TEST_OPENAI_KEY',
    systemPrompt: 'You are helpful.',
    messages: [{ role: 'user', content: 'What time is it in Berlin?' }],
    tools: [CURRENT_TIME, LOOSE_TOOL],
    http: { retry: { initialDelayMs: 1, maxDelayMs: 5 } },
    ...extra,
  };
}

describe('OpenAIChatAdapter over a loopback server', () => {
  it('sends the first round turn and its results exactly in the second request, field by field', async () => {
    const { requests, baseUrl } = await scriptedServer([
      {
        events: [
          delta({ role: 'assistant', content: 'Let me ' }),
          delta({ content: 'check.' }),
          delta({
            tool_calls: [
              {
                index: 0,
                id: 'call_1',
                type: 'function',
                function: { name: 'current_time', arguments: '{"timeZone":' },
                extra_content: { google: { thought_signature: 'sig==' } },
              },
            ],
          }),
          delta({ tool_calls: [{ index: 0, function: { arguments: '"Europe/Berlin"}' } }] }),
          delta({
            tool_calls: [
              { index: 1, id: 'call_2', type: 'function', function: { name: 'bad name!', arguments: '{"x":1}' } },
            ],
          }),
          delta({
            tool_calls: [
              { index: 2, id: 'call_3', type: 'function', function: { name: 'current_time', arguments: '{oops' } },
            ],
          }),
          delta({}, 'tool_calls'),
          { id: 'chatcmpl-1', choices: [], usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 } },
          '[DONE]',
        ],
      },
      { events: [delta({ content: 'It is noon.' }), delta({}, 'stop'), '[DONE]'] },
      { events: [delta({ content: 'Final.' }), delta({}, 'stop'), '[DONE]'] },
    ]);
    const adapter = createOpenAIChatAdapter(
      baseOptions(baseUrl, {
        maxTokens: 300,
        temperature: 0.2,
        additionalApiParameters: { top_p: 0.5, parallel_tool_calls: true, stream: false, tools: [], model: 'other' },
      }),
    );

    const first = await runRound(adapter);
    expect(first.texts).toEqual(['Let me ', 'check.']);
    expect(first.events.some((event) => event.type === 'text-delta' && event.usage?.totalTokens === 15)).toBe(true);
    expect(first.round.textOutput).toBe('Let me check.');
    expect(first.round.calls).toEqual([
      { callId: 'call_1', toolName: 'current_time', argumentsJson: '{"timeZone":"Europe/Berlin"}', isValid: true },
      { callId: 'call_2', toolName: 'bad name!', argumentsJson: '{"x":1}', isValid: false },
      { callId: 'call_3', toolName: 'current_time', argumentsJson: '{oops', isValid: false },
    ]);

    const firstRequest = requests[0];
    expect(firstRequest?.url).toBe('/v1/chat/completions');
    expect(firstRequest?.headers['authorization']).toBe(`Bearer ${API_KEY}`);
    const firstBody = firstRequest?.body ?? {};
    expect(firstBody['model']).toBe('gpt-test');
    expect(firstBody['stream']).toBe(true);
    expect(firstBody['stream_options']).toEqual({ include_usage: true });
    expect(firstBody['parallel_tool_calls']).toBe(false);
    expect(firstBody['max_completion_tokens']).toBe(300);
    expect(firstBody['max_tokens']).toBeUndefined();
    expect(firstBody['temperature']).toBe(0.2);
    expect(firstBody['top_p']).toBe(0.5);
    expect(firstBody['messages']).toEqual([
      { role: 'system', content: 'You are helpful.' },
      { role: 'user', content: 'What time is it in Berlin?' },
    ]);
    expect(firstBody['tools']).toEqual([
      {
        type: 'function',
        function: {
          name: 'current_time',
          description: 'Returns the current date and time.',
          parameters: {
            type: 'object',
            properties: { timeZone: { type: ['string', 'null'], description: 'IANA time zone.' } },
            required: ['timeZone'],
            additionalProperties: false,
          },
          strict: true,
        },
      },
      {
        type: 'function',
        function: {
          name: 'loose_tool',
          description: 'A tool whose schema strict mode cannot express.',
          parameters: { type: 'object', properties: { value: { type: 'string' } }, required: [] },
          strict: false,
        },
      },
    ]);

    adapter.recordAssistantTurn();
    adapter.recordToolResult('call_1', '{"now":"2026-01-01T12:00:00+01:00"}');
    adapter.recordToolResult('call_2', 'The tool call was invalid.', true);
    adapter.recordToolResult('call_3', 'The arguments were not a JSON object.', true);
    const second = await runRound(adapter);
    expect(second.round).toEqual({ textOutput: 'It is noon.', calls: [], sources: [] });

    const history = [
      { role: 'system', content: 'You are helpful.' },
      { role: 'user', content: 'What time is it in Berlin?' },
      {
        role: 'assistant',
        content: 'Let me check.',
        tool_calls: [
          {
            extra_content: { google: { thought_signature: 'sig==' } },
            id: 'call_1',
            type: 'function',
            function: { name: 'current_time', arguments: '{"timeZone":"Europe/Berlin"}' },
          },
          { id: 'call_2', type: 'function', function: { name: 'invalid_tool_call', arguments: '{"x":1}' } },
          { id: 'call_3', type: 'function', function: { name: 'current_time', arguments: '{}' } },
        ],
      },
      { role: 'tool', tool_call_id: 'call_1', content: '{"now":"2026-01-01T12:00:00+01:00"}' },
      { role: 'tool', tool_call_id: 'call_2', content: 'The tool call was invalid.' },
      { role: 'tool', tool_call_id: 'call_3', content: 'The arguments were not a JSON object.' },
    ];
    expect(requests[1]?.body['messages']).toEqual(history);
    expect(requests[1]?.body['tools']).toEqual(firstBody['tools']);
    expect(adapter.recordedRequestTexts).toContain('{"now":"2026-01-01T12:00:00+01:00"}');

    // A tool-less round (budget spent): no tools, no parallel_tool_calls, the instruction appended.
    const third = await runRound(adapter, { includeTools: false, finalResponseInstruction: 'Answer now.' });
    expect(third.round.textOutput).toBe('Final.');
    const thirdBody = requests[2]?.body ?? {};
    expect('tools' in thirdBody).toBe(false);
    expect('parallel_tool_calls' in thirdBody).toBe(false);
    expect(thirdBody['messages']).toEqual([
      { role: 'system', content: 'You are helpful.\n\nAnswer now.' },
      ...history.slice(1),
    ]);
  });

  it('records content null without text, synthesizes missing ids, trims names only to offered ones, and keeps reasoning', async () => {
    const { requests, baseUrl } = await scriptedServer([
      {
        events: [
          delta({ reasoning_content: 'Need the time.' }),
          delta({ tool_calls: [{ index: 0, function: { name: ' current_time ', arguments: '' } }] }),
          delta({ tool_calls: [{ index: 1, function: { name: ' unknown_tool ', arguments: '{}' } }] }),
          delta({
            tool_calls: [{ index: 2, id: 'call_known', function: { name: 'web_search', arguments: '{"q":"x"}' } }],
          }),
        ],
      },
      { events: [delta({ content: 'Done.' })] },
    ]);
    const adapter = createOpenAIChatAdapter(baseOptions(baseUrl, { host: 'deepseek' }));
    const { round } = await runRound(adapter);
    const [first, second, third] = round.calls;
    expect(first?.callId).toMatch(/^call_[0-9a-f]{32}$/);
    expect(second?.callId).toMatch(/^call_[0-9a-f]{32}$/);
    expect(first?.callId).not.toBe(second?.callId);
    expect(first).toMatchObject({ toolName: 'current_time', argumentsJson: '{}', isValid: true });
    expect(second).toMatchObject({ toolName: ' unknown_tool ', isValid: false });
    // A well-formed unknown name stays valid: the executor tells the model it is not available.
    expect(third).toEqual({ callId: 'call_known', toolName: 'web_search', argumentsJson: '{"q":"x"}', isValid: true });
    adapter.recordAssistantTurn();
    for (const call of round.calls) adapter.recordToolResult(call.callId, `result of ${call.callId}`, !call.isValid);
    await runRound(adapter);
    const messages = requests[1]?.body['messages'] as Record<string, unknown>[];
    expect(messages[2]).toEqual({
      role: 'assistant',
      content: null,
      reasoning_content: 'Need the time.',
      tool_calls: [
        { id: first?.callId, type: 'function', function: { name: 'current_time', arguments: '{}' } },
        { id: second?.callId, type: 'function', function: { name: 'invalid_tool_call', arguments: '{}' } },
        { id: 'call_known', type: 'function', function: { name: 'web_search', arguments: '{"q":"x"}' } },
      ],
    });
    expect(messages.slice(3)).toEqual(
      round.calls.map((call) => ({ role: 'tool', tool_call_id: call.callId, content: `result of ${call.callId}` })),
    );
    // DeepSeek: schema as written, strict false, and max_tokens rather than max_completion_tokens.
    const tools = requests[0]?.body['tools'] as { function: { strict: boolean; parameters: unknown } }[];
    expect(tools[0]?.function).toMatchObject({ strict: false, parameters: CURRENT_TIME.parameters });
  });

  it('keeps two calls apart when Ollama sends both under index 0 with new ids', async () => {
    const { baseUrl } = await scriptedServer([
      {
        events: [
          delta({
            tool_calls: [
              {
                index: 0,
                id: 'call_a',
                type: 'function',
                function: { name: 'current_time', arguments: '{"timeZone":"UTC"}' },
              },
            ],
          }),
          delta({
            tool_calls: [
              {
                index: 0,
                id: 'call_b',
                type: 'function',
                function: { name: 'current_time', arguments: '{"timeZone":"Asia/Tokyo"}' },
              },
            ],
          }),
          delta({}, 'tool_calls'),
        ],
      },
    ]);
    const adapter = createOpenAIChatAdapter(baseOptions(baseUrl, { host: 'ollama', apiKey: undefined }));
    const { round } = await runRound(adapter);
    expect(round.calls.map((call) => [call.callId, call.argumentsJson, call.isValid])).toEqual([
      ['call_a', '{"timeZone":"UTC"}', true],
      ['call_b', '{"timeZone":"Asia/Tokyo"}', true],
    ]);
  });

  it('omits parallel_tool_calls for Hugging Face and whenever no tools are offered', async () => {
    const { requests, baseUrl } = await scriptedServer([{ events: [delta({ content: 'ok' })] }]);
    await runRound(createOpenAIChatAdapter(baseOptions(baseUrl, { host: 'huggingface' })));
    await runRound(createOpenAIChatAdapter(baseOptions(baseUrl, { tools: [] })));
    await runRound(createOpenAIChatAdapter(baseOptions(baseUrl, { host: 'groq' })), { includeTools: false });
    expect(requests[0]?.body['tools']).toHaveLength(2);
    expect('parallel_tool_calls' in (requests[0]?.body ?? {})).toBe(false);
    expect(requests[0]?.body['max_tokens']).toBeUndefined();
    for (const request of requests.slice(1)) {
      expect('tools' in request.body).toBe(false);
      expect('parallel_tool_calls' in request.body).toBe(false);
    }
  });

  it('reads the whole JSON completion of a host that ignores stream: true', async () => {
    const completion = {
      id: 'chatcmpl-9',
      object: 'chat.completion',
      choices: [
        {
          index: 0,
          message: {
            role: 'assistant',
            content: 'Checking.',
            tool_calls: [
              { id: 'call_a', type: 'function', function: { name: 'current_time', arguments: '{"timeZone":"UTC"}' } },
              { id: 'call_b', type: 'function', function: { name: 'current_time', arguments: '{}' } },
            ],
          },
          finish_reason: 'tool_calls',
        },
      ],
      usage: { prompt_tokens: 9, completion_tokens: 3, total_tokens: 12 },
    };
    const { baseUrl } = await scriptedServer([
      { headers: { 'content-type': 'application/json; charset=utf-8' }, raw: JSON.stringify(completion) },
    ]);
    const { round, texts } = await runRound(createOpenAIChatAdapter(baseOptions(baseUrl, { host: 'llamacpp' })));
    expect(texts).toEqual(['Checking.']);
    expect(round.calls.map((call) => [call.callId, call.argumentsJson])).toEqual([
      ['call_a', '{"timeZone":"UTC"}'],
      ['call_b', '{}'],
    ]);
  });

  it('retries a 429 (honouring Retry-After) and then streams the answer', async () => {
    const { requests, baseUrl } = await scriptedServer([
      {
        status: 429,
        headers: { 'retry-after': '0' },
        raw: '{"error":{"message":"Slow down","type":"rate_limit_error"}}',
      },
      { events: [delta({ content: 'Fine.' }), '[DONE]'] },
    ]);
    const { round } = await runRound(createOpenAIChatAdapter(baseOptions(baseUrl)));
    expect(round.textOutput).toBe('Fine.');
    expect(requests).toHaveLength(2);
  });

  it("sends a round again once when Groq rejects the model's botched tool call (400 tool_use_failed)", async () => {
    const botched =
      '{"error":{"message":"Failed to call a function. Please adjust your prompt. See \'failed_generation\' for more details.","type":"invalid_request_error","code":"tool_use_failed","failed_generation":"<function=current_time>"}}';
    const recovered = await scriptedServer([
      { status: 400, raw: botched },
      { events: [delta({ content: 'Recovered.' })] },
    ]);
    const { round } = await runRound(createOpenAIChatAdapter(baseOptions(recovered.baseUrl, { host: 'groq' })));
    expect(round.textOutput).toBe('Recovered.');
    expect(recovered.requests).toHaveLength(2);
    expect(recovered.requests[1]?.body).toEqual(recovered.requests[0]?.body);

    const stubborn = await scriptedServer([{ status: 400, raw: botched }]);
    const error = (await runRound(createOpenAIChatAdapter(baseOptions(stubborn.baseUrl, { host: 'groq' }))).catch(
      (caught: unknown) => caught,
    )) as ProviderError;
    expect(error.code).toBe('PROVIDER_HTTP_ERROR');
    expect(error.providerErrorCode).toBe('tool_use_failed');
    expect(error.message).toContain('Failed to call a function');
    expect(stubborn.requests).toHaveLength(2);

    const plainBadRequest = await scriptedServer([
      { status: 400, raw: '{"error":{"message":"Unknown parameter","code":"invalid_parameter"}}' },
    ]);
    await runRound(createOpenAIChatAdapter(baseOptions(plainBadRequest.baseUrl))).catch(() => undefined);
    expect(plainBadRequest.requests).toHaveLength(1);
  });

  it('fails a 401 at once with a clear error that never contains the key', async () => {
    const { requests, baseUrl } = await scriptedServer([
      {
        status: 401,
        raw: `{"error":{"message":"Incorrect API key provided: ${API_KEY}","type":"invalid_request_error"}}`,
      },
    ]);
    const adapter = createOpenAIChatAdapter(baseOptions(baseUrl));
    const error = await runRound(adapter).catch((caught: unknown) => caught);
    expect(ProviderError.isInstance(error)).toBe(true);
    const providerError = error as ProviderError;
    expect(providerError.code).toBe('PROVIDER_AUTHENTICATION');
    expect(providerError.status).toBe(401);
    expect(providerError.message).toContain('TEST_OPENAI_KEY');
    expect(JSON.stringify(providerError)).not.toContain(API_KEY);
    expect(providerError.message).not.toContain(API_KEY);
    expect(requests).toHaveLength(1);
  });

  it('turns an error object in the stream into PROVIDER_STREAM_ERROR', async () => {
    const { baseUrl } = await scriptedServer([
      { events: [delta({ content: 'Hal' }), { error: { message: 'Upstream provider failed', code: 502 } }] },
    ]);
    const error = await runRound(createOpenAIChatAdapter(baseOptions(baseUrl))).catch((caught: unknown) => caught);
    expect((error as ProviderError).code).toBe('PROVIDER_STREAM_ERROR');
    expect((error as ProviderError).message).toContain('Upstream provider failed');
  });

  it('fails a stream cut in the middle of a line (no round-completed), but accepts one cut after the finish', async () => {
    const cut = `data: ${JSON.stringify(delta({ content: 'Hel' }))}\n\ndata: {"id":"chatcmpl-1","choices":[{"index":0,"delta":{"tool_calls":[{"index":0,"id":"c","function":{"name":"current_time","argu`;
    const { baseUrl } = await scriptedServer([{ raw: cut, destroy: true }]);
    const adapter = createOpenAIChatAdapter(baseOptions(baseUrl));
    const events: ToolCallingStreamEvent[] = [];
    const error = await (async () => {
      for await (const event of adapter.executeRound({ includeTools: true })) events.push(event);
    })().catch((caught: unknown) => caught);
    expect((error as ProviderError).code).toBe('PROVIDER_STREAM_INTERRUPTED');
    expect(events.map((event) => event.type)).toEqual(['text-delta']);

    const finished = `data: ${JSON.stringify(delta({ content: 'Done.' }, 'stop'))}\n\ndata: [DO`;
    const second = await scriptedServer([{ raw: finished }]);
    const { round } = await runRound(createOpenAIChatAdapter(baseOptions(second.baseUrl)));
    expect(round.textOutput).toBe('Done.');
  });

  it('builds request bodies that type-check against the official SDK', async () => {
    const { baseUrl } = await scriptedServer([
      {
        events: [delta({ tool_calls: [{ index: 0, id: 'c1', function: { name: 'current_time', arguments: '{}' } }] })],
      },
    ]);
    const adapter = createOpenAIChatAdapter(baseOptions(baseUrl));
    await runRound(adapter);
    adapter.recordAssistantTurn();
    adapter.recordToolResult('c1', 'noon');
    const body: OpenAI.ChatCompletionCreateParamsStreaming = adapter.buildRequestBody({ includeTools: true });
    expect(body.messages.map((message) => message.role)).toEqual(['system', 'user', 'assistant', 'tool']);
  });
});
