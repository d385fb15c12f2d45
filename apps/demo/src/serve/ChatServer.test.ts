import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type MockProvider, type MockTurn, startMockProvider } from '@toolgate/mock-provider';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveAskConfiguration } from '../ask/AskConfiguration.js';
import type { ChatAnswerEvent } from './ChatBackend.js';
import { type ChatServer, startChatServer } from './ChatServer.js';
import { ChatStore } from './ChatStore.js';
import { createDemoHostChatBackend } from './createDemoHostChatBackend.js';
import { createDemoHost } from '../host/createDemoHost.js';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const TIME_TURNS: MockTurn[] = [
  {
    text: 'Let me look at the clock in Tokyo.',
    toolCalls: [{ name: 'current_time', arguments: { timeZone: 'Asia/Tokyo' } }],
  },
  { text: 'It is late evening in Tokyo.', chunking: { textChunkSize: 5 } },
];

async function startAll(
  dataDirectory?: string,
  turns: MockTurn[] = TIME_TURNS,
): Promise<{ server: ChatServer; provider: MockProvider; dataDirectory: string }> {
  const provider = await startMockProvider({ script: { turns }, repeat: true });
  cleanups.push(() => provider.close());
  const directory = dataDirectory ?? (await mkdtemp(join(tmpdir(), 'toolgate-serve-')));
  if (dataDirectory === undefined) cleanups.push(() => rm(directory, { recursive: true, force: true }));
  const configuration = resolveAskConfiguration(
    '(web chat)',
    { provider: 'openai-chat', baseUrl: `${provider.url}/v1`, model: 'mock-model' },
    {},
    {},
  );
  // The demo host pointed at the mock provider in the Chat Completions wire format, with one tool.
  const host = await createDemoHost({
    env: {},
    provider: configuration,
    toolIds: ['current_time'],
    demoData: false,
    dataDirectory: directory,
  });
  const backend = createDemoHostChatBackend(host);
  cleanups.push(() => backend.close());
  const server = await startChatServer({ backend, store: new ChatStore(directory), port: 0 });
  cleanups.push(() => server.close());
  return { server, provider, dataDirectory: directory };
}

interface RawResponse {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: string;
}

/** A request with exactly the headers given (fetch would not let a test set Host). */
function send(
  server: ChatServer,
  method: string,
  path: string,
  options: { headers?: Record<string, string>; body?: string } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port: server.port,
        method,
        path,
        headers: { host: `127.0.0.1:${server.port}`, ...options.headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}

function postJson(server: ChatServer, path: string, body: unknown, headers: Record<string, string> = {}) {
  return send(server, 'POST', path, {
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

function events(body: string): ChatAnswerEvent[] {
  return body
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as ChatAnswerEvent);
}

describe('the chat server', () => {
  it('serves the page and its assets from itself only (no other origin in the CSP)', async () => {
    const { server } = await startAll();
    const page = await send(server, 'GET', '/');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<label for="message">Message</label>');
    expect(page.body).not.toMatch(/https?:\/\//);
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    const script = await send(server, 'GET', '/assets/chat.js');
    expect(script.status).toBe(200);
    expect(script.headers['content-type']).toContain('text/javascript');
  });

  it('streams an answer as events and keeps the chat on disk without tool results', async () => {
    const { server, dataDirectory } = await startAll();
    const created = await postJson(server, '/api/chats', {});
    expect(created.status).toBe(201);
    const chat = JSON.parse(created.body) as { id: string; selectedToolIds: string[]; tools: { id: string }[] };
    expect(chat.selectedToolIds).toEqual(['current_time']);
    expect(chat.tools.map((tool) => tool.id)).toEqual(['current_time']);

    const answer = await postJson(server, `/api/chats/${chat.id}/messages`, { text: 'What time is it in Tokyo?' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toContain('application/x-ndjson');
    const stream = events(answer.body);
    const types = stream.map((event) => event.type);
    // The preamble streams before the tool runs; the trace follows the tool; done ends it.
    expect(types.indexOf('text')).toBeLessThan(types.indexOf('tool-started'));
    expect(types.indexOf('tool-started')).toBeLessThan(types.indexOf('trace'));
    expect(types.at(-1)).toBe('done');
    const trace = stream.find((event) => event.type === 'trace');
    expect(trace).toMatchObject({
      trace: { toolId: 'current_time', status: 'SUCCESS', arguments: { timeZone: 'Asia/Tokyo' } },
    });
    expect(trace?.type === 'trace' && trace.trace.result).toContain('Asia/Tokyo');
    expect(stream.at(-1)).toMatchObject({ type: 'done', offeredToolIds: ['current_time'] });

    const files = await readdir(join(dataDirectory, 'chats'));
    expect(files).toEqual([`${chat.id}.json`]);
    const stored = await readFile(join(dataDirectory, 'chats', files[0] ?? ''), 'utf8');
    expect(stored).toContain('What time is it in Tokyo?');
    expect(stored).toContain('"status": "SUCCESS"');
    expect(stored).toContain('"requiredProviderConfidence"');
    expect(stored).not.toContain('"result"');
  });

  it('finds the chat again after a restart, with its tools and requirements', async () => {
    const first = await startAll();
    const created = JSON.parse((await postJson(first.server, '/api/chats', {})).body) as { id: string };
    await postJson(first.server, `/api/chats/${created.id}/messages`, { text: 'What time is it in Tokyo?' });
    const switched = await send(first.server, 'PUT', `/api/chats/${created.id}/tools`, {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ selectedToolIds: [] }),
    });
    expect(switched.status).toBe(200);
    await first.server.close();

    const second = await startAll(first.dataDirectory);
    const list = JSON.parse((await send(second.server, 'GET', '/api/chats')).body) as {
      chats: { id: string; title: string }[];
    };
    expect(list.chats).toEqual([expect.objectContaining({ id: created.id, title: 'What time is it in Tokyo?' })]);
    const chat = JSON.parse((await send(second.server, 'GET', `/api/chats/${created.id}`)).body) as {
      selectedToolIds: string[];
      requiredProviderConfidence: string;
      messages: { role: string; text: string }[];
    };
    expect(chat.selectedToolIds).toEqual([]);
    expect(chat.requiredProviderConfidence).toBe('NONE');
    expect(chat.messages.map((message) => message.role)).toEqual(['user', 'assistant']);
    expect(chat.messages[1]?.text).toContain('late evening');
  });

  it('offers a tool switched off in the chat no more: the next request to the model lacks it', async () => {
    const { server, provider } = await startAll();
    const created = JSON.parse((await postJson(server, '/api/chats', {})).body) as { id: string };
    await send(server, 'PUT', `/api/chats/${created.id}/tools`, {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ selectedToolIds: [] }),
    });
    const answer = events((await postJson(server, `/api/chats/${created.id}/messages`, { text: 'Time?' })).body);
    expect(answer.at(-1)).toMatchObject({ type: 'done', offeredToolIds: [] });
    const body = provider.requests.at(-1)?.body as { tools?: unknown[] } | undefined;
    expect(body?.tools ?? []).toEqual([]);
  });

  it('refuses requests for a foreign Host (DNS rebinding) and state changes from a foreign Origin', async () => {
    const { server, dataDirectory } = await startAll();
    const rebound = await send(server, 'GET', '/api/chats', { headers: { host: `attacker.example:${server.port}` } });
    expect(rebound.status).toBe(421);
    expect(rebound.body).not.toContain('"chats"');
    const foreign = await postJson(server, '/api/chats', {}, { origin: 'http://attacker.example' });
    expect(foreign.status).toBe(403);
    expect(JSON.parse(foreign.body).error).toContain("'http://attacker.example'");
    const otherPort = await postJson(server, '/api/chats', {}, { origin: 'http://127.0.0.1:1' });
    expect(otherPort.status).toBe(403);
    const sameOrigin = await postJson(server, '/api/chats', {}, { origin: `http://127.0.0.1:${server.port}` });
    expect(sameOrigin.status).toBe(201);
    expect(await readdir(join(dataDirectory, 'chats'))).toHaveLength(1);
  });

  it('refuses bad requests, naming what is wrong', async () => {
    const { server } = await startAll();
    const form = await send(server, 'POST', '/api/chats', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'a=b',
    });
    expect(form.status).toBe(415);
    const notJson = await send(server, 'POST', '/api/chats', {
      headers: { 'content-type': 'application/json' },
      body: '{',
    });
    expect(notJson.status).toBe(400);
    const chat = JSON.parse((await postJson(server, '/api/chats', {})).body) as { id: string };
    const empty = await postJson(server, `/api/chats/${chat.id}/messages`, { text: '   ' });
    expect(empty.status).toBe(400);
    expect(JSON.parse(empty.body).error).toContain('text must be the message');
    const unknownTool = await send(server, 'PUT', `/api/chats/${chat.id}/tools`, {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ selectedToolIds: ['rm_rf'] }),
    });
    expect(unknownTool.status).toBe(400);
    expect(JSON.parse(unknownTool.body).error).toBe(
      "selectedToolIds names unknown tools: 'rm_rf' (known: current_time).",
    );
    expect((await send(server, 'GET', '/api/chats/../../etc/passwd')).status).toBe(404);
    expect((await send(server, 'GET', '/api/chats/00000000-0000-0000-0000-000000000000')).status).toBe(404);
    const tooLarge = await postJson(server, `/api/chats/${chat.id}/messages`, { text: 'x'.repeat(70_000) });
    expect(tooLarge.status).toBe(413);
    expect((await send(server, 'DELETE', '/api/chats')).status).toBe(405);
  });

  it('answers one message at a time per chat: a second one while the first streams is refused (409)', async () => {
    // The provider sends its first event and then nothing: the first answer stays open.
    const { server } = await startAll(undefined, [{ text: 'Thinking hard', fault: { kind: 'stall', afterEvents: 1 } }]);
    const chat = JSON.parse((await postJson(server, '/api/chats', {})).body) as { id: string };
    // The answer's headers go out when it starts; its body then waits on the stalled provider.
    const firstStatus = new Promise<number>((resolve, reject) => {
      const request = httpRequest(
        {
          host: '127.0.0.1',
          port: server.port,
          method: 'POST',
          path: `/api/chats/${chat.id}/messages`,
          headers: { host: `127.0.0.1:${server.port}`, 'content-type': 'application/json' },
        },
        (response) => {
          response.on('error', () => {});
          resolve(response.statusCode ?? 0);
        },
      );
      request.on('error', reject);
      request.end(JSON.stringify({ text: 'Take your time.' }));
    });
    expect(await firstStatus).toBe(200);
    const second = await postJson(server, `/api/chats/${chat.id}/messages`, { text: 'Hello?' });
    expect(second.status).toBe(409);
    expect(JSON.parse(second.body).error).toBe('This chat is still answering the previous message.');
  });
});
