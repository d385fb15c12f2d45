import * as http from 'node:http';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ConfidenceLevel } from '@toolgate/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { McpServerError } from './McpServerError.js';
import { McpTestWorld } from './McpTestWorld.test-helpers.js';
import { startMcpHttpServer } from './startMcpHttpServer.js';

let world: McpTestWorld;

beforeAll(async () => {
  world = await McpTestWorld.start();
});

afterAll(async () => {
  await world.close();
});

const INITIALIZE = JSON.stringify({
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
});

/** One raw POST of an initialize request with these headers; the status and body. */
function post(url: URL, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
      },
      (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => {
          body += chunk.toString('utf8');
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    request.on('error', reject);
    request.end(INITIALIZE);
  });
}

describe('startMcpHttpServer', () => {
  it('binds 127.0.0.1 by default', async () => {
    const server = await world.startHttp(world.createToolServer());
    expect(server.url.hostname).toBe('127.0.0.1');
    expect(server.url.pathname).toBe('/mcp');
  });

  it('refuses a request without the bearer token or with a wrong one, and serves one with it', async () => {
    const server = await world.startHttp(world.createToolServer({ clientConfidence: ConfidenceLevel.MEDIUM }), {
      bearerToken: 'right-token-123',
    });
    const missing = await post(server.url, {});
    expect(missing.status).toBe(401);
    const wrong = await post(server.url, { authorization: 'Bearer wrong-token-456' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toContain('A valid bearer token is required.');
    expect(server.sessionCount).toBe(0);

    const refusedClient = new Client({ name: 'test', version: '1' });
    await expect(
      refusedClient.connect(
        new StreamableHTTPClientTransport(server.url, {
          requestInit: { headers: { authorization: 'Bearer wrong-token-456' } },
        }),
      ),
    ).rejects.toThrow();

    const client = new Client({ name: 'test', version: '1' });
    await client.connect(
      new StreamableHTTPClientTransport(server.url, {
        requestInit: { headers: { authorization: 'Bearer right-token-123' } },
      }),
    );
    expect((await client.listTools()).tools.map((tool) => tool.name)).toEqual(['web_search', 'read_web_page']);
    expect(server.sessionCount).toBe(1);
    await client.close();
  });

  it('refuses a foreign Origin and a foreign Host (DNS rebinding), and accepts its own origin', async () => {
    const server = await world.startHttp(world.createToolServer());
    const foreign = await post(server.url, { origin: 'http://attacker.example' });
    expect(foreign.status).toBe(403);
    expect(foreign.body).toContain('This Origin is not allowed.');
    const rebound = await post(server.url, { host: `attacker.example:${server.port}` });
    expect(rebound.status).toBe(403);
    expect(rebound.body).toContain('This Host is not allowed.');
    expect(server.sessionCount).toBe(0);

    const own = await post(server.url, { origin: `http://127.0.0.1:${server.port}` });
    expect(own.status).toBe(200);
    expect(own.body).toContain('"serverInfo"');
    expect(server.sessionCount).toBe(1);
  });

  it('accepts an origin the operator allowed', async () => {
    const server = await world.startHttp(world.createToolServer(), { allowedOrigins: ['https://app.example'] });
    expect((await post(server.url, { origin: 'https://app.example' })).status).toBe(200);
  });

  it('refuses a request for an unknown session', async () => {
    const server = await world.startHttp(world.createToolServer());
    const answer = await post(server.url, { 'mcp-session-id': 'no-such-session' });
    expect(answer.status).toBe(404);
    expect(answer.body).toContain('Session not found.');
  });

  it('refuses a session beyond maxSessions with 503, and takes one again once a session ended', async () => {
    const server = await world.startHttp(world.createToolServer(), { maxSessions: 1 });
    const first = new Client({ name: 'first', version: '1' });
    const firstTransport = new StreamableHTTPClientTransport(server.url);
    await first.connect(firstTransport);
    const refused = await post(server.url, {});
    expect(refused.status).toBe(503);
    expect(refused.body).toContain('Too many open sessions');
    await firstTransport.terminateSession();
    await first.close();
    expect(server.sessionCount).toBe(0);
    expect((await post(server.url, {})).status).toBe(200);
  });

  it('refuses bad options with a McpServerError naming the value', async () => {
    const toolServer = world.createToolServer();
    const error = await startMcpHttpServer(toolServer, { port: 70000 }).catch((caught: unknown) => caught);
    expect(McpServerError.isInstance(error)).toBe(true);
    expect((error as McpServerError).code).toBe('INVALID_MCP_SERVER_OPTION');
    expect((error as McpServerError).message).toBe('The port must be 0 to 65535, but was 70000.');
    await expect(startMcpHttpServer(toolServer, { maxSessions: 0 })).rejects.toThrow(
      'maxSessions must be a whole number of at least 1, but was 0.',
    );
    await expect(startMcpHttpServer(toolServer, { bearerToken: '  ' })).rejects.toThrow(
      'The bearer token must not be blank.',
    );
  });
});
