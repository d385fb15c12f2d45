import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ToolCallingStreamEvent, ToolFunctionDefinition } from '@toolgate/core';
import { ProviderError } from '@toolgate/provider-utils';
import {
  collectRound,
  frameJsonLinesAsSse,
  type LoopbackServer,
  providerStreamFixtureDirectory,
  readFixtureAsSse,
  type ScriptedResponse,
  startScriptedResponseServer,
} from '@toolgate/provider-utils/test';
import type OpenAI from 'openai';
import { afterEach, describe, expect, it } from 'vitest';
import { createOpenAIResponsesAdapter } from './OpenAIResponsesAdapter.js';
import type { OpenAIResponsesAdapter, OpenAIResponsesAdapterOptions } from './OpenAIResponsesAdapter.js';
import type { OpenAIResponsesInputItem, OpenAIResponsesRequestBody } from './OpenAIResponsesRequestBody.js';

const FIXTURES = providerStreamFixtureDirectory('responses');
const API_KEY = 'sk-responses-test-key-0123456789';

const CALCULATOR: ToolFunctionDefinition = {
  name: 'calculator',
  descriptionForLLM: 'Adds or multiplies two numbers.',
  parameters: {
    type: 'object',
    properties: {
      a: { type: 'number' },
      b: { type: 'number' },
      op: { type: 'string', enum: ['add', 'multiply'] },
      note: { type: 'string' },
    },
    required: ['a', 'b', 'op'],
    additionalProperties: false,
  },
  strict: true,
};

const servers: LoopbackServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function scriptedServer(script: readonly ScriptedResponse[]) {
  const scripted = await startScriptedResponseServer(script, { chunkSize: 1499, basePath: '/v1' });
  servers.push(scripted.server);
  return { requests: scripted.requests, baseUrl: scripted.baseUrl };
}

function sse(events: readonly Record<string, unknown>[]): string {
  return frameJsonLinesAsSse(
    events.map((event) => JSON.stringify(event)),
    'responses',
  );
}

/** The lines of a recorded file, split into one stream per response (a file may hold several rounds). */
function fixtureRounds(name: string): string[][] {
  const rounds: string[][] = [];
  for (const line of readFileSync(join(FIXTURES, name), 'utf8').split('\n')) {
    if (line.trim() === '') continue;
    if (line.includes('"type":"response.created"') || rounds.length === 0) rounds.push([]);
    rounds.at(-1)?.push(line);
  }
  return rounds;
}

function collect(adapter: OpenAIResponsesAdapter, includeTools = true) {
  return collectRound(adapter, { includeTools });
}

function options(baseUrl: string, extra: Partial<OpenAIResponsesAdapterOptions> = {}): OpenAIResponsesAdapterOptions {
  return {
    baseUrl,
    model: 'gpt-test',
    apiKey: API_KEY,
    apiKeyEnvironmentVariable: 'TEST_RESPONSES_KEY',
    systemPrompt: 'Use the calculator.',
    messages: [{ role: 'user', content: 'What is (12 + 7) * 3 * 10?' }],
    tools: [CALCULATOR],
    http: { retry: { initialDelayMs: 1, maxDelayMs: 5 } },
    ...extra,
  };
}

/** Replayed items are the provider's own output items; the SDK types them as output items, which are valid input. */
function typedInput(input: readonly OpenAIResponsesInputItem[]): OpenAI.Responses.ResponseInputItem[] {
  return input.map((item) =>
    'role' in item || item.type === 'function_call_output'
      ? (item as OpenAI.Responses.EasyInputMessage | OpenAI.Responses.ResponseInputItem.FunctionCallOutput)
      : (item as unknown as OpenAI.Responses.ResponseFunctionToolCall | OpenAI.Responses.ResponseReasoningItem),
  );
}

describe('OpenAIResponsesAdapter over a loopback server', () => {
  it('replays every output item (reasoning with encrypted content) and the results over four recorded rounds', async () => {
    const rounds = fixtureRounds('openai-reasoning-encrypted-content.1.chunks.txt');
    expect(rounds).toHaveLength(4);
    const { requests, baseUrl } = await scriptedServer(
      rounds.map((lines) => ({ body: frameJsonLinesAsSse(lines, 'responses') })),
    );
    const adapter = createOpenAIResponsesAdapter(
      options(baseUrl, {
        maxTokens: 500,
        additionalApiParameters: { store: true, stream: false, reasoning: { effort: 'low' }, tools: [] },
      }),
    );
    const results = ['19', '57', '570'];
    const expectedCalls = [
      ['call_AB6AaRZ1FYZB2RwS6A5vbdqn', '{"a":12,"b":7,"op":"add"}'],
      ['call_Q6pW65MUgW9vF59BmItYGos3', '{"a":19,"b":3,"op":"multiply"}'],
      ['call_Zl5vIMnD7dVAjgU6FkhmiCZh', '{"a":57,"b":10,"op":"multiply"}'],
    ];
    const recordedItems: unknown[] = [];
    for (let index = 0; index < 3; index++) {
      const { round } = await collect(adapter);
      expect(round.calls.map((call) => [call.callId, call.argumentsJson])).toEqual([expectedCalls[index]]);
      expect(round.calls[0]?.isValid).toBe(true);
      adapter.recordAssistantTurn();
      adapter.recordToolResult(round.calls[0]?.callId ?? '', results[index] ?? '');
      // What the provider sent as the whole output of that round, verbatim.
      const completed = rounds[index]
        ?.map((line) => JSON.parse(line) as Record<string, unknown>)
        .find((event) => event['type'] === 'response.completed');
      const output = (completed?.['response'] as { output: unknown[] } | undefined)?.output ?? [];
      recordedItems.push(...output, {
        type: 'function_call_output',
        call_id: round.calls[0]?.callId,
        output: results[index],
      });
      const nextInput = requests[index]?.body['input'] as unknown[];
      expect(nextInput).toHaveLength(2 + recordedItems.length - output.length - 1);
    }
    const last = await collect(adapter);
    expect(last.round.textOutput).toBe('The final result is **570**.');
    expect(last.text).toBe('The final result is **570**.');

    const first = requests[0]?.body ?? {};
    expect(requests[0]?.url).toBe('/v1/responses');
    expect(requests[0]?.headers['authorization']).toBe(`Bearer ${API_KEY}`);
    expect(first['model']).toBe('gpt-test');
    expect(first['stream']).toBe(true);
    expect(first['store']).toBe(false);
    expect(first['include']).toEqual(['reasoning.encrypted_content']);
    expect(first['max_output_tokens']).toBe(500);
    expect(first['reasoning']).toEqual({ effort: 'low' });
    expect(first['input']).toEqual([
      { role: 'system', content: 'Use the calculator.' },
      { role: 'user', content: 'What is (12 + 7) * 3 * 10?' },
    ]);
    expect(first['tools']).toEqual([
      {
        type: 'function',
        name: 'calculator',
        description: 'Adds or multiplies two numbers.',
        parameters: {
          type: 'object',
          properties: {
            a: { type: 'number' },
            b: { type: 'number' },
            op: { type: 'string', enum: ['add', 'multiply'] },
            note: { type: ['string', 'null'] },
          },
          required: ['a', 'b', 'op', 'note'],
          additionalProperties: false,
        },
        strict: true,
      },
    ]);
    // The fourth request carries the whole conversation: every item of every round, reasoning included.
    const fourthInput = requests[3]?.body['input'] as Record<string, unknown>[];
    expect(fourthInput).toEqual([
      { role: 'system', content: 'Use the calculator.' },
      { role: 'user', content: 'What is (12 + 7) * 3 * 10?' },
      ...recordedItems,
    ]);
    const reasoning = fourthInput[2];
    expect(reasoning?.['type']).toBe('reasoning');
    expect(typeof reasoning?.['encrypted_content']).toBe('string');
    expect(String(reasoning?.['encrypted_content']).length).toBeGreaterThan(100);
    expect(fourthInput[3]?.['type']).toBe('function_call');
    expect(adapter.recordedRequestTexts).toContain('570');

    const body: OpenAIResponsesRequestBody = adapter.buildRequestBody({ includeTools: true });
    const typed: OpenAI.Responses.ResponseCreateParamsStreaming = { ...body, input: typedInput(body.input) };
    expect(typed.store).toBe(false);
  });

  it('sends no tools and appends the final instruction in a tool-less round', async () => {
    const { requests, baseUrl } = await scriptedServer([
      { body: readFixtureAsSse(join(FIXTURES, 'azure-text.1.chunks.txt'), 'responses') },
    ]);
    const adapter = createOpenAIResponsesAdapter(options(baseUrl, { includeEncryptedReasoning: false }));
    const events: ToolCallingStreamEvent[] = [];
    for await (const event of adapter.executeRound({ includeTools: false, finalResponseInstruction: 'Answer now.' }))
      events.push(event);
    const body = requests[0]?.body ?? {};
    expect('tools' in body).toBe(false);
    expect('include' in body).toBe(false);
    expect((body['input'] as unknown[])[0]).toEqual({ role: 'system', content: 'Use the calculator.\n\nAnswer now.' });
  });

  it('gives a call without call_id the id "" (the loop ends the answer) and marks bad calls invalid', async () => {
    const { baseUrl } = await scriptedServer([
      {
        body: sse([
          {
            type: 'response.output_item.done',
            output_index: 0,
            item: { type: 'function_call', id: 'fc_1', name: 'calculator', arguments: '{"a":1}' },
          },
          {
            type: 'response.output_item.done',
            output_index: 1,
            item: { type: 'function_call', id: 'fc_2', call_id: 'call_2', name: 'calculator', arguments: '[1]' },
          },
          {
            type: 'response.output_item.done',
            output_index: 2,
            item: { type: 'function_call', id: 'fc_3', call_id: 'call_3', name: 'bad name', arguments: '{}' },
          },
        ]),
      },
    ]);
    const { round } = await collect(createOpenAIResponsesAdapter(options(baseUrl)));
    expect(round.calls).toEqual([
      { callId: '', toolName: 'calculator', argumentsJson: '{"a":1}', isValid: true },
      { callId: 'call_2', toolName: 'calculator', argumentsJson: '[1]', isValid: false },
      { callId: 'call_3', toolName: 'bad name', argumentsJson: '{}', isValid: false },
    ]);
  });

  it('turns url_citation annotations into LLM sources', async () => {
    const annotation = {
      type: 'url_citation',
      url: 'https://docs.example/a',
      title: 'Doc A',
      start_index: 0,
      end_index: 4,
    };
    const message = {
      type: 'message',
      id: 'msg_1',
      role: 'assistant',
      status: 'completed',
      content: [
        {
          type: 'output_text',
          text: 'See A.',
          annotations: [annotation, { type: 'url_citation', url: 'https://docs.example/b', title: '' }],
        },
      ],
    };
    const { baseUrl } = await scriptedServer([
      {
        body: sse([
          { type: 'response.output_text.delta', output_index: 0, delta: 'See A.' },
          { type: 'response.output_text.annotation.added', output_index: 0, annotation },
          {
            type: 'response.completed',
            response: {
              id: 'resp_1',
              output: [message],
              usage: { input_tokens: 5, output_tokens: 2, total_tokens: 7 },
            },
          },
        ]),
      },
    ]);
    const { round, events } = await collect(createOpenAIResponsesAdapter(options(baseUrl)));
    expect(round.textOutput).toBe('See A.');
    expect(round.sources).toEqual([
      { title: 'Doc A', url: 'https://docs.example/a', origin: 'LLM' },
      { title: 'https://docs.example/b', url: 'https://docs.example/b', origin: 'LLM' },
    ]);
    expect(events.some((event) => event.type === 'text-delta' && event.usage?.totalTokens === 7)).toBe(true);
  });

  it('turns the recorded error event into a clear ProviderError', async () => {
    const { baseUrl } = await scriptedServer([
      { body: readFixtureAsSse(join(FIXTURES, 'openai-error.1.chunks.txt'), 'responses') },
    ]);
    const error = await collect(createOpenAIResponsesAdapter(options(baseUrl))).catch((caught: unknown) => caught);
    expect(ProviderError.isInstance(error)).toBe(true);
    expect((error as ProviderError).code).toBe('PROVIDER_STREAM_ERROR');
    expect((error as ProviderError).message).toContain('insufficient_quota');
    expect((error as ProviderError).message).toContain('You exceeded your current quota');
  });

  it('turns response.failed alone into a clear ProviderError too', async () => {
    const { baseUrl } = await scriptedServer([
      {
        body: sse([
          {
            type: 'response.failed',
            response: { id: 'r', status: 'failed', error: { code: 'server_error', message: 'The model crashed.' } },
          },
        ]),
      },
    ]);
    const error = (await collect(createOpenAIResponsesAdapter(options(baseUrl))).catch(
      (caught: unknown) => caught,
    )) as ProviderError;
    expect(error.code).toBe('PROVIDER_STREAM_ERROR');
    expect(error.message).toContain('The model crashed.');
  });

  it('retries a 429 and fails a 401 at once without the key in the error', async () => {
    const ok = sse([
      { type: 'response.output_text.delta', delta: 'Hi' },
      {
        type: 'response.completed',
        response: { output: [{ type: 'message', role: 'assistant', content: [{ type: 'output_text', text: 'Hi' }] }] },
      },
    ]);
    const retried = await scriptedServer([
      {
        status: 429,
        headers: { 'retry-after': '0' },
        body: '{"error":{"message":"Rate limit","type":"requests","code":"rate_limit_exceeded"}}',
      },
      { body: ok },
    ]);
    expect((await collect(createOpenAIResponsesAdapter(options(retried.baseUrl)))).round.textOutput).toBe('Hi');
    expect(retried.requests).toHaveLength(2);

    const denied = await scriptedServer([
      { status: 401, body: `{"error":{"message":"Incorrect API key provided: ${API_KEY}"}}` },
    ]);
    const error = (await collect(createOpenAIResponsesAdapter(options(denied.baseUrl))).catch(
      (caught: unknown) => caught,
    )) as ProviderError;
    expect(error.code).toBe('PROVIDER_AUTHENTICATION');
    expect(JSON.stringify(error)).not.toContain(API_KEY);
    expect(error.message).not.toContain(API_KEY);
    expect(denied.requests).toHaveLength(1);
  });

  it('fails a stream cut in the middle of a line before response.completed', async () => {
    const { baseUrl } = await scriptedServer([
      {
        body: `${sse([{ type: 'response.output_text.delta', delta: 'Hal' }])}event: response.completed\ndata: {"type":"response.comp`,
        destroy: true,
      },
    ]);
    const error = (await collect(createOpenAIResponsesAdapter(options(baseUrl))).catch(
      (caught: unknown) => caught,
    )) as ProviderError;
    expect(error.code).toBe('PROVIDER_STREAM_INTERRUPTED');
  });
});

describe('recorded Responses streams', () => {
  const files = readdirSync(FIXTURES).filter((name) => name.endsWith('.chunks.txt'));
  const EXPECTED: Record<
    string,
    { text: string; calls: [string, string, string][]; itemTypes: string[] } | 'error' | 'rounds'
  > = {
    'azure-text.1.chunks.txt': { text: 'Hello', calls: [], itemTypes: ['message'] },
    'azure-tool-call.1.chunks.txt': {
      text: '',
      calls: [['call_H5DxLSFnsGhiROnUiDHmgyc8', 'weather', '{"location":"San Francisco"}']],
      itemTypes: ['function_call'],
    },
    'github-copilot-id-rotation.1.chunks.txt': {
      text: 'There are **3** letter **“r”**s in **“strawberry.”**\n\nBreakdown: **s t r a w b e r r y**  \nYou can see **r** at positions **3, 8, and 9**.',
      calls: [],
      itemTypes: ['reasoning', 'message'],
    },
    'lmstudio-tool-call.1.chunks.txt': {
      text: "I'll get the current weather information for San Francisco for you.",
      calls: [['call_2025306790300011', 'weather', '{"location":"San Francisco"}']],
      itemTypes: ['reasoning', 'message', 'function_call'],
    },
    'lmstudio-tool-call.2.chunks.txt': {
      text: "I'll get the current weather information for San Francisco for you.",
      calls: [['call_3466696471230001', 'weather', '{"location":"San Francisco"}']],
      itemTypes: ['reasoning', 'message', 'function_call'],
    },
    // A provider-side tool search item: not a function call, nothing for us to run.
    'openai-client-tool-search.1.chunks.txt': { text: '', calls: [], itemTypes: ['tool_search_call'] },
    'openai-error.1.chunks.txt': 'error',
    'openai-reasoning-encrypted-content.1.chunks.txt': 'rounds',
  };

  it('has an expectation for every recorded file', () => {
    expect(files.filter((name) => EXPECTED[name] === undefined)).toEqual([]);
  });

  for (const name of files) {
    const expected = EXPECTED[name];
    if (typeof expected !== 'object') continue;
    for (const variant of ['as recorded', 'without response.completed (finished items as fallback)'] as const) {
      it(`reads ${name} ${variant}`, async () => {
        let lines = fixtureRounds(name).flat();
        if (variant !== 'as recorded') lines = lines.filter((line) => !line.includes('"type":"response.completed"'));
        const { baseUrl, requests } = await scriptedServer([
          { body: frameJsonLinesAsSse(lines, 'responses') },
          { body: sse([]) },
        ]);
        const adapter = createOpenAIResponsesAdapter(options(baseUrl));
        const { round, text } = await collect(adapter);
        expect(text).toBe(expected.text);
        expect(round.textOutput).toBe(expected.text);
        expect(round.calls.map((call) => [call.callId, call.toolName, call.argumentsJson])).toEqual(expected.calls);
        adapter.recordAssistantTurn();
        await collect(adapter).catch(() => undefined);
        const replayed = ((requests[1]?.body['input'] ?? []) as Record<string, unknown>[]).slice(2);
        expect(replayed.map((item) => item['type'])).toEqual(expected.itemTypes);
      });
    }
  }
});
