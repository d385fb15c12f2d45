import { ToolgateError, type ToolgateLogger } from '@toolgate/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EriClient, type EriCredentials, type EriTransport } from './EriClient.js';
import { EriError } from './EriError.js';
import {
  ERI_TEST_ACCESS_TOKEN,
  ERI_TEST_PASSWORD,
  ERI_TEST_USER,
  type EriTestServer,
  startEriTestServer,
} from './EriTestServer.test-helpers.js';

let server: EriTestServer;
beforeEach(async () => {
  server = await startEriTestServer({
    documents: [
      {
        name: 'Handbook, chapter 7',
        content: 'Employees may work from abroad for up to 30 days per year.',
        path: 'https://intranet.example/handbook/7',
        surroundingContent: ['7.3 Working from abroad.'],
        links: ['https://intranet.example/forms/abroad'],
      },
      { name: 'Logo', content: 'abroad', type: 'IMAGE' },
    ],
  });
});
afterEach(async () => {
  await server.close();
});

const password: EriCredentials = { method: 'USERNAME_PASSWORD', username: ERI_TEST_USER, password: ERI_TEST_PASSWORD };

async function caught(promise: Promise<unknown>): Promise<EriError> {
  try {
    await promise;
  } catch (error) {
    expect(ToolgateError.isInstance(error)).toBe(true);
    return error as EriError;
  }
  throw new Error('expected a rejection');
}

describe('EriClient', () => {
  it('lists the login methods without logging in', async () => {
    const client = new EriClient({ baseUrl: `${server.url}/`, credentials: { method: 'NONE' } });
    expect((await client.getAuthMethods()).map((scheme) => scheme.authMethod)).toEqual([
      'NONE',
      'USERNAME_PASSWORD',
      'TOKEN',
    ]);
    expect(server.requests.map((request) => request.path)).toEqual(['/auth/methods']);
  });

  it.each([
    ['NONE', { method: 'NONE' } as EriCredentials],
    ['USERNAME_PASSWORD', password],
    ['TOKEN', { method: 'TOKEN', token: ERI_TEST_ACCESS_TOKEN } as EriCredentials],
  ])('logs in with %s once and sends the token on every protected call', async (method, credentials) => {
    const client = new EriClient({ baseUrl: server.url, credentials });
    expect(await client.getDataSourceInfo()).toEqual({
      name: 'ACME Handbook',
      description: 'HR policies, travel rules and benefits of ACME Corp.',
    });
    expect(await client.getSecurityRequirements()).toEqual({ allowedProviderType: 'ANY' });
    expect(server.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /auth',
      'GET /dataSource',
      'GET /security/requirements',
    ]);
    const [login, first, second] = server.requests;
    expect(login!.query.get('authMethod')).toBe(method);
    if (method === 'USERNAME_PASSWORD') {
      expect([login!.headers['user'], login!.headers['password']]).toEqual([ERI_TEST_USER, ERI_TEST_PASSWORD]);
    }
    if (method === 'TOKEN') expect(login!.headers.authorization).toBe(`Bearer ${ERI_TEST_ACCESS_TOKEN}`);
    expect(first!.headers['token']).toMatch(/^[0-9a-f-]{36}$/);
    expect(second!.headers['token']).toBe(first!.headers['token']);
    expect(first!.headers['eri-version']).toBeUndefined();
  });

  it('refuses a wrong password without repeating it, even when the server echoes it', async () => {
    const client = new EriClient({
      baseUrl: server.url,
      credentials: { method: 'USERNAME_PASSWORD', username: ERI_TEST_USER, password: 'wrong-Secret-99' },
    });
    const error = await caught(client.getDataSourceInfo());
    expect(error).toBeInstanceOf(EriError);
    expect(error.code).toBe('DATA_SOURCE_AUTHENTICATION_FAILED');
    expect(error.message).toBe(
      `The ERI server at ${server.url} refused the login (USERNAME_PASSWORD). It said: Invalid username and/or password (*****).`,
    );
    expect(JSON.stringify({ message: error.message, stack: error.stack })).not.toContain('wrong-Secret-99');
    expect(server.requests.filter((request) => request.path === '/dataSource')).toEqual([]);
  });

  it('refuses an unknown access token and Kerberos, and addresses with credentials', async () => {
    const client = new EriClient({ baseUrl: server.url, credentials: { method: 'TOKEN', token: 'nope-123' } });
    const error = await caught(client.getSecurityRequirements());
    expect(error.message).toContain('Unknown authentication method.');
    expect(error.message).not.toContain('nope-123');
    expect(() => new EriClient({ baseUrl: server.url, credentials: { method: 'KERBEROS' } as never })).toThrow(
      'Kerberos login to ERI servers is not supported yet.',
    );
    expect(() => new EriClient({ baseUrl: 'http://admin:pw@127.0.0.1:1', credentials: { method: 'NONE' } })).toThrow(
      'must not contain credentials',
    );
    expect(() => new EriClient({ baseUrl: 'ftp://127.0.0.1', credentials: { method: 'NONE' } })).toThrow(
      'must start with http:// or https://',
    );
  });

  it('logs in again once when the server forgot the token', async () => {
    const client = new EriClient({ baseUrl: server.url, credentials: password });
    await client.getDataSourceInfo();
    server.forgetTokens();
    expect(await client.getSecurityRequirements()).toEqual({ allowedProviderType: 'ANY' });
    expect(server.requests.map((request) => `${request.path}`)).toEqual([
      '/auth',
      '/dataSource',
      '/security/requirements',
      '/auth',
      '/security/requirements',
    ]);
  });

  it('reads retrieval and embedding info, also in PascalCase', async () => {
    server.behaviour.pascalCase = true;
    const client = new EriClient({ baseUrl: server.url, credentials: { method: 'NONE' } });
    const [info] = await client.getRetrievalInfo();
    expect(info).toEqual({
      id: 'word-match-v1',
      name: 'Word match',
      description: 'Ranks documents by how many query words they contain.',
      link: null,
      parametersDescription: { MinWords: 'integer, documents with fewer query words are dropped. Default 1' },
      embeddings: [],
    });
    expect((await client.getEmbeddingInfo())[0]?.embeddingName).toBe('word-match');
    expect(await client.getSecurityRequirements()).toEqual({ allowedProviderType: 'ANY' });
  });

  it('runs a retrieval with the ERI 1.0 request body and reads the contexts', async () => {
    const client = new EriClient({ baseUrl: server.url, credentials: { method: 'NONE' } });
    const contexts = await client.retrieve({
      latestUserPrompt: 'work abroad',
      latestUserPromptType: 'TEXT',
      thread: { contentBlocks: [{ content: 'work abroad', role: 'USER', type: 'TEXT' }] },
      retrievalProcessId: null,
      parameters: null,
      maxMatches: 1,
    });
    expect(contexts).toEqual([
      {
        name: 'Handbook, chapter 7',
        category: 'Policy document',
        path: 'https://intranet.example/handbook/7',
        type: 'TEXT',
        matchedContent: 'Employees may work from abroad for up to 30 days per year.',
        surroundingContent: ['7.3 Working from abroad.'],
        links: ['https://intranet.example/forms/abroad'],
      },
    ]);
    const request = server.requests.find((entry) => entry.path === '/retrieval')!;
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.body).toEqual({
      latestUserPrompt: 'work abroad',
      latestUserPromptType: 'TEXT',
      thread: { contentBlocks: [{ content: 'work abroad', role: 'USER', type: 'TEXT' }] },
      retrievalProcessId: null,
      parameters: null,
      maxMatches: 1,
    });
  });

  it('reports a slow server as a timeout, a failing one as unavailable, garbage as a bad response', async () => {
    server.behaviour.delays['/retrieval'] = 600_000;
    server.behaviour.failing.add('/dataSource');
    server.behaviour.garbled.add('/security/requirements');
    const client = new EriClient({ baseUrl: server.url, credentials: password, retrievalTimeoutMs: 50 });
    const request = {
      latestUserPrompt: 'abroad',
      latestUserPromptType: 'TEXT' as const,
      thread: { contentBlocks: [] },
      retrievalProcessId: null,
      parameters: null,
      maxMatches: 3,
    };
    const slow = await caught(client.retrieve(request));
    expect([slow.code, slow.message]).toEqual([
      'DATA_SOURCE_TIMEOUT',
      `The ERI server at ${server.url} (POST /retrieval) did not answer within 0.05 seconds.`,
    ]);
    const failing = await caught(client.getDataSourceInfo());
    expect([failing.code, failing.status, failing.message]).toEqual([
      'DATA_SOURCE_UNAVAILABLE',
      500,
      `The ERI server at ${server.url} (/dataSource) answered HTTP 500. It said: Internal Server Error`,
    ]);
    const garbled = await caught(client.getSecurityRequirements());
    expect(garbled.code).toBe('DATA_SOURCE_BAD_RESPONSE');
    for (const error of [slow, failing, garbled]) expect(error.message).not.toContain(ERI_TEST_PASSWORD);
  });

  it('reports an unreachable server and passes the caller’s cancellation on', async () => {
    const address = server.url;
    await server.close();
    server = await startEriTestServer();
    const unreachable = new EriClient({ baseUrl: address, credentials: { method: 'NONE' } });
    const error = await caught(unreachable.getDataSourceInfo());
    expect(error.code).toBe('DATA_SOURCE_UNAVAILABLE');
    const controller = new AbortController();
    controller.abort(new Error('stopped by the user'));
    const client = new EriClient({ baseUrl: server.url, credentials: { method: 'NONE' } });
    await expect(client.getDataSourceInfo(controller.signal)).rejects.toThrow('stopped by the user');
  });

  it('goes through an injected transport', async () => {
    const calls: string[] = [];
    const transport: EriTransport = async (url, request) => {
      calls.push(`${request.method} ${url}`);
      return fetch(url, {
        method: request.method,
        headers: request.headers,
        body: request.body,
        signal: request.signal,
      });
    };
    const client = new EriClient({ baseUrl: server.url, credentials: { method: 'NONE' }, transport });
    await client.getSecurityRequirements();
    expect(calls).toEqual([`POST ${server.url}/auth?authMethod=NONE`, `GET ${server.url}/security/requirements`]);
  });

  it('keeps passwords and tokens out of its logs', async () => {
    const entries: string[] = [];
    const logger: ToolgateLogger = {
      debug: (message, fields) => entries.push(message + JSON.stringify(fields)),
      info: (message, fields) => entries.push(message + JSON.stringify(fields)),
      warn: (message, fields) => entries.push(message + JSON.stringify(fields)),
      error: (message, fields) => entries.push(message + JSON.stringify(fields)),
    };
    const wrong = new EriClient({
      baseUrl: server.url,
      credentials: { method: 'USERNAME_PASSWORD', username: ERI_TEST_USER, password: 'wrong-Secret-99' },
      logger,
    });
    await caught(wrong.getDataSourceInfo());
    const right = new EriClient({ baseUrl: server.url, credentials: password, logger });
    await right.getDataSourceInfo();
    server.forgetTokens();
    await right.getDataSourceInfo();
    const issued = server.requests.map((request) => request.headers['token']).filter((token) => token !== undefined);
    expect(entries.length).toBeGreaterThanOrEqual(2);
    const logged = entries.join('\n');
    for (const secret of ['wrong-Secret-99', ERI_TEST_PASSWORD, ...issued]) expect(logged).not.toContain(secret);
  });
});
