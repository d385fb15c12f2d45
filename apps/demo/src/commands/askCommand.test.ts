import { execFile, spawn } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type MockProvider,
  type MockProviderApi,
  type MockProviderScript,
  type MockTurn,
  startMockProvider,
} from '@toolgate/mock-provider';
import { afterEach, describe, expect, it } from 'vitest';
import { runCli } from '../runCli.js';
import { BUILT_CLI } from '../../test/builtCli.js';
import { captureCliIo } from '../../test/captureCliIo.js';

const API_KEY = 'sk-e2e-secret-key-0123456789abcdef';
const KEY_VARIABLE = 'TOOLGATE_E2E_KEY';

const providers: MockProvider[] = [];
afterEach(async () => {
  await Promise.all(providers.splice(0).map((provider) => provider.close()));
});

async function mock(turns: readonly MockTurn[]): Promise<MockProvider> {
  const provider = await startMockProvider({ script: { turns }, apiKey: API_KEY });
  providers.push(provider);
  return provider;
}

function captureIo(env: Record<string, string> = { [KEY_VARIABLE]: API_KEY }) {
  return captureCliIo({ env });
}

const PROVIDER_ARGUMENT: Readonly<Record<MockProviderApi, string>> = {
  'chat-completions': 'openai-chat',
  responses: 'openai-responses',
  anthropic: 'anthropic',
};

function baseUrl(provider: MockProvider, api: MockProviderApi): string {
  return api === 'anthropic' ? provider.url : `${provider.url}/v1`;
}

function askArguments(provider: MockProvider, api: MockProviderApi, ...extra: string[]): string[] {
  return [
    'ask',
    '--provider',
    PROVIDER_ARGUMENT[api],
    '--base-url',
    baseUrl(provider, api),
    '--model',
    'mock-model',
    '--api-key-env',
    KEY_VARIABLE,
    ...extra,
    'What time is it in Berlin?',
  ];
}

/** Unknown tool, then a malformed call (arguments cut off), then the answer. */
const UNKNOWN_THEN_MALFORMED_THEN_ANSWER: readonly MockTurn[] = [
  {
    text: 'Let me search.',
    toolCalls: [{ name: 'web_search', arguments: { query: 'time in Berlin' }, id: 'call_unknown' }],
  },
  { toolCalls: [{ name: 'current_time', arguments: '{"timeZone": "Europe/Ber', id: 'call_broken' }] },
  { text: 'I could not use the tools, sorry.' },
];

interface AskJson {
  answer: string;
  traces: {
    order: number;
    toolId: string;
    toolName: string;
    status: string;
    arguments: Record<string, string>;
    statusMessage: string;
  }[];
  sources: unknown[];
  requiredProviderConfidence: string;
  requiredDataSecurity: string;
  injectionReports: unknown[];
  warnings: string[];
}

/** The tool results each request carried, in the API's own shape, reduced to [callId, content, isError?]. */
function resultsInRequest(api: MockProviderApi, body: unknown): unknown[][] {
  const record = body as Record<string, unknown>;
  if (api === 'chat-completions') {
    return (record['messages'] as Record<string, unknown>[])
      .filter((message) => message['role'] === 'tool')
      .map((message) => [message['tool_call_id'], message['content']]);
  }
  if (api === 'responses') {
    return (record['input'] as Record<string, unknown>[])
      .filter((item) => item['type'] === 'function_call_output')
      .map((item) => [item['call_id'], item['output']]);
  }
  return (record['messages'] as { role: string; content: unknown }[])
    .filter((message) => message.role === 'user' && Array.isArray(message.content))
    .flatMap((message) =>
      (message.content as Record<string, unknown>[]).map((block) => [
        block['tool_use_id'],
        block['content'],
        block['is_error'],
      ]),
    );
}

describe('toolgate ask against the mock provider', () => {
  for (const api of ['chat-completions', 'responses', 'anthropic'] as const) {
    it(`${api}: an unknown tool is BLOCKED, a malformed call is an ERROR, then the answer (--json)`, async () => {
      const provider = await mock(UNKNOWN_THEN_MALFORMED_THEN_ANSWER);
      const capture = captureIo();
      const exitCode = await runCli(askArguments(provider, api, '--json'), capture.io);
      expect(capture.err()).toBe('');
      expect(exitCode).toBe(0);
      const result = JSON.parse(capture.out()) as AskJson;
      expect(result.answer).toBe('Let me search.\n\nI could not use the tools, sorry.');
      expect(result.traces).toHaveLength(2);
      expect(result.traces[0]).toMatchObject({
        order: 1,
        toolId: '',
        toolName: 'web_search',
        status: 'BLOCKED',
        statusMessage: 'Tool is not available in the current context.',
      });
      expect(result.traces[1]).toMatchObject({
        order: 2,
        toolId: '',
        status: 'ERROR',
        statusMessage: 'The tool call was invalid.',
      });
      expect(result.sources).toEqual([]);
      expect(result.requiredProviderConfidence).toBe('NONE');
      expect(result.requiredDataSecurity).toBe('NOT_SPECIFIED');
      expect(result.injectionReports).toEqual([]);
      expect(result.warnings).toEqual([]);

      expect(provider.requests).toHaveLength(3);
      expect(provider.requests.every((request) => request.turnIndex !== undefined)).toBe(true);
      const bodyOf = (index: number): Record<string, unknown> => {
        const body = provider.requests[index]?.body;
        if (typeof body !== 'object' || body === null) throw new Error(`request ${index} has no JSON body`);
        return body as Record<string, unknown>;
      };
      const [first, second, third] = [bodyOf(0), bodyOf(1), bodyOf(2)];
      // current_time is offered; web_search is not (the model made it up).
      const toolNames = JSON.stringify(first['tools']);
      expect(toolNames).toContain('current_time');
      expect(toolNames).not.toContain('web_search');
      const unknownResult = "Tool 'web_search' is not available.";
      if (api === 'anthropic') {
        expect(resultsInRequest(api, second)).toEqual([['call_unknown', unknownResult, true]]);
        expect(resultsInRequest(api, third)).toEqual([
          ['call_unknown', unknownResult, true],
          ['call_broken', 'The tool call was invalid.', true],
        ]);
        // The malformed call goes back with input {} (Anthropic requires an object).
        const turn = (third['messages'] as { role: string; content: unknown }[])[3];
        expect(turn).toEqual({
          role: 'assistant',
          content: [{ type: 'tool_use', id: 'call_broken', name: 'current_time', input: {} }],
        });
      } else {
        expect(resultsInRequest(api, second)).toEqual([['call_unknown', unknownResult]]);
        expect(resultsInRequest(api, third)).toEqual([
          ['call_unknown', unknownResult],
          ['call_broken', 'The tool call was invalid.'],
        ]);
      }
      if (api === 'chat-completions') {
        const assistant = (third['messages'] as Record<string, unknown>[]).filter(
          (message) => message['role'] === 'assistant',
        );
        expect(assistant[0]).toEqual({
          role: 'assistant',
          content: 'Let me search.',
          tool_calls: [
            {
              id: 'call_unknown',
              type: 'function',
              function: { name: 'web_search', arguments: '{"query":"time in Berlin"}' },
            },
          ],
        });
        // Strict hosts reject non-JSON arguments in the history: they go back as {}.
        expect(assistant[1]).toEqual({
          role: 'assistant',
          content: null,
          tool_calls: [{ id: 'call_broken', type: 'function', function: { name: 'current_time', arguments: '{}' } }],
        });
      }
      if (api === 'responses') {
        const calls = (third['input'] as Record<string, unknown>[]).filter((item) => item['type'] === 'function_call');
        expect(calls.map((call) => [call['call_id'], call['name'], call['arguments']])).toEqual([
          ['call_unknown', 'web_search', '{"query":"time in Berlin"}'],
          ['call_broken', 'current_time', '{"timeZone": "Europe/Ber'],
        ]);
        expect(first['store']).toBe(false);
      }
      expect(capture.out()).not.toContain(API_KEY);
      expect(JSON.stringify(provider.requests.map((request) => request.headers))).not.toContain(API_KEY);
    });
  }

  it('runs current_time for the model and streams the answer with traces (human output)', async () => {
    const provider = await mock([
      { toolCalls: [{ name: 'current_time', arguments: { timeZone: 'Europe/Berlin' }, id: 'call_time' }] },
      { text: 'It is afternoon in Berlin.', chunking: { textChunkSize: 4 } },
    ]);
    const capture = captureIo();
    expect(await runCli(askArguments(provider, 'chat-completions'), capture.io)).toBe(0);
    const out = capture.out();
    expect(out.startsWith('It is afternoon in Berlin.\n')).toBe(true);
    expect(out).toContain('Tool calls:\n  1. current_time SUCCESS {"timeZone":"Europe/Berlin"}');
    expect(out).toContain('Sources used by tools: none');
    const result = resultsInRequest('chat-completions', provider.requests[1]?.body);
    expect(result).toHaveLength(1);
    expect(result[0]?.[0]).toBe('call_time');
    const content = JSON.parse(String(result[0]?.[1])) as Record<string, unknown>;
    expect(content['timeZone']).toBe('Europe/Berlin');
    expect(String(content['localDateTime'])).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+0[12]:00$/);
    // The local time and the UTC time name the same instant (no clock read by the test).
    const utcSecond = Math.floor(Date.parse(String(content['utcDateTime'])) / 1000) * 1000;
    expect(Date.parse(String(content['localDateTime']))).toBe(utcSecond);
  });

  it('strict mode only for OpenAI itself, and a null argument reads as left out (presets over the wire)', async () => {
    for (const [preset, strict] of [
      ['openai', true],
      ['groq', false],
      ['ollama', false],
    ] as const) {
      const provider = await mock([
        { toolCalls: [{ name: 'current_time', arguments: { timeZone: null }, id: 'call_null' }] },
        { text: 'It is noon UTC.' },
      ]);
      const capture = captureIo();
      const argv = [
        'ask',
        '--provider',
        preset,
        '--base-url',
        `${provider.url}/v1`,
        '--model',
        'm',
        '--api-key-env',
        KEY_VARIABLE,
        '--json',
        'Time?',
      ];
      expect(await runCli(argv, capture.io), preset).toBe(0);
      const result = JSON.parse(capture.out()) as AskJson;
      expect(result.traces[0], preset).toMatchObject({ toolId: 'current_time', status: 'SUCCESS' });
      const [, content] = (resultsInRequest('chat-completions', provider.requests[1]?.body)[0] ?? []) as [
        string,
        string,
      ];
      expect(JSON.parse(content)).toMatchObject({ timeZone: 'UTC' });
      const first = provider.requests[0]?.body as Record<string, unknown>;
      const tool = (first['tools'] as { function: { strict: boolean; parameters: Record<string, unknown> } }[])[0];
      expect(tool?.function.strict, preset).toBe(strict);
      const timeZone = ((tool?.function.parameters['properties'] ?? {}) as Record<string, { type: unknown }>)[
        'timeZone'
      ];
      expect(timeZone?.type, preset).toEqual(strict ? ['string', 'null'] : 'string');
      expect(tool?.function.parameters['required'] ?? [], preset).toEqual(strict ? ['timeZone'] : []);
      expect(first['parallel_tool_calls'], preset).toBe(false);
    }
  });

  it('streams the answer to stdout as it arrives, not at the end', async () => {
    const capture = captureIo();
    const firstTextOnStdout = new Promise<void>((resolve) => capture.io.stdout.once('data', () => resolve()));
    let stdoutBeforeRest = '';
    // An Anthropic stream that holds its rest until the first delta is on stdout: an answer printed
    // only at the end would never get there (and the test would fail by its time-out).
    const server = createServer((request, response) => {
      request.resume();
      request.on('end', async () => {
        const frame = (type: string, data: Record<string, unknown>): string =>
          `event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`;
        const delta = (text: string): string =>
          frame('content_block_delta', { index: 0, delta: { type: 'text_delta', text } });
        response.writeHead(200, { 'content-type': 'text/event-stream' });
        response.write(
          frame('message_start', {
            message: {
              id: 'msg_1',
              type: 'message',
              role: 'assistant',
              model: 'm',
              content: [],
              stop_reason: null,
              stop_sequence: null,
              usage: { input_tokens: 1, output_tokens: 1 },
            },
          }) +
            frame('content_block_start', { index: 0, content_block: { type: 'text', text: '' } }) +
            delta('one two '),
        );
        await firstTextOnStdout;
        stdoutBeforeRest = capture.out();
        response.end(
          delta('three four') +
            frame('content_block_stop', { index: 0 }) +
            frame('message_delta', {
              delta: { stop_reason: 'end_turn', stop_sequence: null },
              usage: { output_tokens: 4 },
            }) +
            frame('message_stop', {}),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const argv = ['ask', '--provider', 'anthropic', '--base-url', `http://127.0.0.1:${port}`, '--model', 'm'];
      expect(await runCli([...argv, '--api-key-env', KEY_VARIABLE, '--tools', 'none', 'Count.'], capture.io)).toBe(0);
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
    expect(stdoutBeforeRest).toBe('one two ');
    expect(capture.out().startsWith('one two three four\n')).toBe(true);
  });

  it('refuses an unknown time zone through the argument reader, so the model can correct itself', async () => {
    const provider = await mock([
      { toolCalls: [{ name: 'current_time', arguments: { timeZone: 'Mars/Olympus' }, id: 'call_zone' }] },
      { text: 'Mars has no time zone.' },
    ]);
    const capture = captureIo();
    expect(await runCli(askArguments(provider, 'anthropic', '--json'), capture.io)).toBe(0);
    const result = JSON.parse(capture.out()) as AskJson;
    expect(result.traces[0]).toMatchObject({
      toolId: 'current_time',
      status: 'ERROR',
      arguments: { timeZone: 'Mars/Olympus' },
    });
    const [callId, content, isError] = (resultsInRequest('anthropic', provider.requests[1]?.body)[0] ?? []) as [
      string,
      string,
      boolean,
    ];
    expect(callId).toBe('call_zone');
    expect(isError).toBe(true);
    expect(content).toContain(
      'Argument \'timeZone\' must be an IANA time zone such as Europe/Berlin, but was "Mars/Olympus".',
    );
    expect(content).toContain('Leave it out to get the time in UTC.');
  });

  it('ends the answer when a Responses call comes without call_id (an invented id would be rejected)', async () => {
    const provider = await mock([
      { toolCalls: [{ name: 'current_time', arguments: {}, id: null }] },
      { text: 'never asked' },
    ]);
    const capture = captureIo();
    expect(await runCli(askArguments(provider, 'responses', '--json'), capture.io)).toBe(0);
    const result = JSON.parse(capture.out()) as AskJson;
    expect(result.answer).toBe('The tool call was invalid.');
    expect(result.traces).toMatchObject([{ order: 1, status: 'ERROR' }]);
    expect(result.warnings).toEqual(['The answer ended early: TOOL_CALL_WITHOUT_ID.']);
    expect(provider.requests).toHaveLength(1);
  });

  it('offers no tools with --tools none, and reads the same options from --config', async () => {
    const provider = await mock([{ text: 'Hello.' }]);
    const folder = await mkdtemp(join(tmpdir(), 'toolgate-ask-'));
    try {
      const configFile = join(folder, 'ask.json');
      await writeFile(
        configFile,
        JSON.stringify({
          provider: 'openai-responses',
          baseUrl: `${provider.url}/v1`,
          model: 'from-config',
          apiKeyEnv: KEY_VARIABLE,
          tools: 'none',
          maxTokens: 77,
          json: true,
        }),
      );
      const capture = captureIo();
      expect(await runCli(['ask', '--config', configFile, 'Hi'], capture.io)).toBe(0);
      expect((JSON.parse(capture.out()) as AskJson).answer).toBe('Hello.');
      const body = provider.requests[0]?.body as Record<string, unknown>;
      expect(body['model']).toBe('from-config');
      expect(body['max_output_tokens']).toBe(77);
      expect('tools' in body).toBe(false);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('exits 4 with one line naming the code and the provider message on a provider failure, never the key', async () => {
    const provider = await mock([{ fault: { kind: 'http-error', status: 401, message: `Invalid key ${API_KEY}` } }]);
    const capture = captureIo();
    expect(await runCli(askArguments(provider, 'chat-completions'), capture.io)).toBe(4);
    const lines = capture.err().trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^toolgate ask: PROVIDER_AUTHENTICATION: /);
    expect(lines[0]).toContain(KEY_VARIABLE);
    expect(capture.err() + capture.out()).not.toContain(API_KEY);

    const overloaded = await mock([
      { fault: { kind: 'stream-error', afterEvents: 1, errorType: 'overloaded_error', message: 'Overloaded' } },
    ]);
    const second = captureIo();
    expect(await runCli(askArguments(overloaded, 'anthropic'), second.io)).toBe(4);
    expect(second.err()).toMatch(/^toolgate ask: PROVIDER_OVERLOADED: .*Overloaded/);
  });

  it('keeps the text that streamed before a cut connection, ends its line, and exits 4', async () => {
    const provider = await mock([
      {
        text: 'Partial answer that gets cut',
        chunking: { textChunks: 4 },
        fault: { kind: 'cut-stream', afterEvents: 3 },
      },
    ]);
    const capture = captureIo();
    expect(await runCli(askArguments(provider, 'chat-completions'), capture.io)).toBe(4);
    expect(capture.out()).toMatch(/^Partial [^\n]*\n$/);
    expect(capture.err()).toMatch(
      /^toolgate ask: PROVIDER_STREAM_INTERRUPTED: The connection to OpenAI-compatible server broke while its answer was streaming/,
    );
  });

  it('answers bad usage with exit code 2 and one line', async () => {
    const cases: [string[], RegExp][] = [
      [
        ['ask', '--provider', 'nope', '--model', 'm', 'q'],
        /--provider must be one of openai-chat, openai-responses, anthropic, openai, groq/,
      ],
      [['ask', '--provider', 'anthropic', 'q'], /--model is required/],
      [['ask', '--model', 'm', 'q'], /--provider is required/],
      [['ask', '--provider', 'compatible', '--model', 'm', 'q'], /needs --base-url/],
      [
        ['ask', '--provider', 'openai-chat', '--base-url', 'ftp://x', '--model', 'm', 'q'],
        /--base-url must be an http or https URL/,
      ],
      [
        ['ask', '--provider', 'anthropic', '--model', 'm', '--max-tokens', '0', 'q'],
        /--max-tokens must be a whole number/,
      ],
      [
        ['ask', '--provider', 'anthropic', '--model', 'm', '--provider-confidence', 'SUPER', 'q'],
        /--provider-confidence must be one of/,
      ],
      [
        ['ask', '--provider', 'anthropic', '--model', 'm', '--tools', 'web_search', 'q'],
        /--tools names unknown tools: web_search \(known: current_time\)/,
      ],
      [
        ['ask', '--provider', 'anthropic', '--model', 'm', '--setting', 'current_time.zone=UTC', 'q'],
        /has no setting 'zone'/,
      ],
      [['ask', '--provider', 'anthropic', '--model', 'm', '--setting', 'broken', 'q'], /--setting must look like/],
      [['ask', '--provider', 'anthropic', '--model', 'm', '--connect-to', 'nonsense', 'q'], /--connect-to/],
      [['ask', '--provider', 'anthropic', '--model', 'm', '--dns-server', 'not-an-address', 'q'], /--dns-server/],
      [
        ['ask', '--provider', 'anthropic', '--model', 'm', '--api-key-env', 'NOT_SET_ANYWHERE', 'q'],
        /NOT_SET_ANYWHERE is not set/,
      ],
      [
        ['ask', '--provider', 'anthropic', '--model', 'm', '--api-key-env', 'BAD-NAME', 'q'],
        /--api-key-env must name an environment variable/,
      ],
      [
        ['ask', '--provider', 'anthropic', '--model', 'm', '--config', '/nonexistent/ask.json', 'q'],
        /cannot read the config file/,
      ],
      [['ask', '--provider', 'anthropic', '--model', 'm', ''], /the message must not be empty/],
      ...['0', '-1', 'soon', '3601', ''].map((value): [string[], RegExp] => [
        ['ask', '--provider', 'anthropic', '--model', 'm', `--timeout=${value}`, 'q'],
        new RegExp(`--timeout must be a number of seconds above 0 and at most 3600, got '${value}'`),
      ]),
      [
        ['ask', '--provider', 'groq', '--model', 'm', 'q'],
        /--provider groq needs an API key: set GROQ_API_KEY or name the variable/,
      ],
      [['ask', '--provider', 'openai-responses', '--model', 'm', 'q'], /needs an API key: set OPENAI_API_KEY/],
    ];
    for (const [argv, pattern] of cases) {
      // Anthropic's usual key is set (so the other checks are reached); Groq's and OpenAI's are not.
      const capture = captureIo({ ANTHROPIC_API_KEY: 'unused-key' });
      expect(await runCli(argv, capture.io), argv.join(' ')).toBe(2);
      const lines = capture.err().trimEnd().split('\n');
      expect(lines, argv.join(' ')).toHaveLength(1);
      expect(lines[0]).toMatch(pattern);
      expect(capture.out()).toBe('');
    }
  });

  for (const api of ['chat-completions', 'responses', 'anthropic'] as const) {
    it(`${api}: --timeout gives up on a provider that sends its headers and then nothing (exit 4)`, async () => {
      const provider = await mock([{ text: 'never sent', fault: { kind: 'stall', afterEvents: 0 } }]);
      const capture = captureIo();
      expect(await runCli(askArguments(provider, api, '--timeout', '1'), capture.io)).toBe(4);
      const lines = capture.err().trimEnd().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^toolgate ask: PROVIDER_TIMEOUT: .*sent nothing for 1000 ms/);
      expect(lines[0]).toContain('(the wait is set with --timeout <seconds>)');
      expect(capture.out()).toBe('');
      // One request: a stall is not retried behind the user's back.
      expect(provider.requests).toHaveLength(1);
    });
  }

  it('--timeout also comes from the config file, and the option wins over it', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'toolgate-ask-timeout-'));
    try {
      const config = join(folder, 'ask.json');
      await writeFile(config, JSON.stringify({ timeout: 1 }));
      const provider = await mock([{ fault: { kind: 'stall', afterEvents: 0 } }]);
      const capture = captureIo();
      expect(await runCli(askArguments(provider, 'anthropic', '--config', config), capture.io)).toBe(4);
      expect(capture.err()).toContain('sent nothing for 1000 ms');
      const bad = captureIo();
      await writeFile(config, JSON.stringify({ timeout: 'soon' }));
      expect(await runCli(askArguments(provider, 'anthropic', '--config', config), bad.io)).toBe(2);
      expect(bad.err()).toContain("--timeout must be a number of seconds above 0 and at most 3600, got 'soon'");
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it("the README's offline walk-through: the shipped script answers two asks in a row from one mock", async () => {
    const scriptFile = fileURLToPath(new URL('../../examples/ask-script.json', import.meta.url));
    const script = JSON.parse(await readFile(scriptFile, 'utf8')) as MockProviderScript;
    const provider = await startMockProvider({ script, repeat: true });
    providers.push(provider);
    for (const attempt of [1, 2]) {
      const capture = captureCliIo();
      const argv = ['ask', '--provider', 'openai-chat', '--base-url', `${provider.url}/v1`, '--model', 'demo'];
      expect(await runCli([...argv, 'What time is it in Tokyo?'], capture.io), `ask ${attempt}`).toBe(0);
      expect(capture.err(), `ask ${attempt}`).toBe('');
      expect(capture.out()).toContain("The current_time tool answered with Tokyo's local time");
      expect(capture.out()).toMatch(/Tool calls:\n {2}1\. current_time SUCCESS \{"timeZone":"Asia\/Tokyo"\}/);
    }
    expect(provider.requests.map((request) => request.turnIndex)).toEqual([0, 1, 0, 1]);
  });

  it('Ctrl-C keeps what was streamed, still lists the tool calls, and exits 130', async () => {
    const provider = await mock([
      { toolCalls: [{ name: 'current_time', arguments: { timeZone: 'UTC' }, id: 'call_utc' }] },
      // The stream stalls after its first text delta, so Ctrl-C always lands mid-answer.
      {
        text: 'first second third fourth fifth sixth',
        chunking: { textChunks: 6 },
        fault: { kind: 'stall', afterEvents: 2 },
      },
    ]);
    const child = spawn(process.execPath, [BUILT_CLI, ...askArguments(provider, 'chat-completions')], {
      env: { PATH: process.env['PATH'] ?? '', [KEY_VARIABLE]: API_KEY },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
      child.on('exit', (code, signal) => resolve({ code, signal }));
    });
    const killTimer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    try {
      await new Promise<void>((resolve) => {
        child.stdout.on('data', (chunk: Buffer) => {
          stdout += chunk.toString();
          // The first delta is on stdout while the provider still holds the stream open.
          if (stdout.includes('first')) resolve();
        });
      });
      child.kill('SIGINT');
      const { code, signal } = await exited;
      expect(signal).toBeNull();
      expect(code).toBe(130);
    } finally {
      clearTimeout(killTimer);
    }
    expect(stdout.startsWith('first')).toBe(true);
    expect(stdout).not.toContain('sixth');
    expect(stdout).toContain('Tool calls:\n  1. current_time SUCCESS {"timeZone":"UTC"}');
    expect(stdout).toContain('Sources used by tools: none');
    expect(stderr).toContain('toolgate ask: warning: The answer was interrupted (Ctrl-C)');
    expect(stderr + stdout).not.toContain(API_KEY);
  });

  it('works as a real process from the build', async () => {
    const provider = await mock([
      { toolCalls: [{ name: 'current_time', arguments: {}, id: 'call_utc' }] },
      { text: 'It is noon UTC.' },
    ]);
    const { stdout, stderr, code } = await new Promise<{ stdout: string; stderr: string; code: number | null }>(
      (resolve) => {
        const child = execFile(
          process.execPath,
          [BUILT_CLI, ...askArguments(provider, 'responses', '--json')],
          { env: { PATH: process.env['PATH'] ?? '', [KEY_VARIABLE]: API_KEY }, timeout: 240_000 },
          (error, out, err) => resolve({ stdout: out, stderr: err, code: error === null ? 0 : (child.exitCode ?? 1) }),
        );
      },
    );
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const result = JSON.parse(stdout) as AskJson;
    expect(result.answer).toBe('It is noon UTC.');
    expect(result.traces).toEqual([
      // toolName is the display name once the tool ran.
      {
        order: 1,
        toolId: 'current_time',
        toolName: 'Current time',
        status: 'SUCCESS',
        arguments: {},
        statusMessage: expect.any(String),
      },
    ]);
    expect(stdout).not.toContain(API_KEY);
  });
});
