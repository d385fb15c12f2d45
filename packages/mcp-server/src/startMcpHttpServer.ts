import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { type ToolgateLogger, silentLogger } from '@toolgate/core';
import { McpServerError } from './McpServerError.js';
import type { McpToolServer } from './McpToolServer.js';

/** Options of {@link startMcpHttpServer}. */
export interface McpHttpServerOptions {
  /** The address to bind. Default `127.0.0.1` (only this machine can connect). */
  readonly host?: string | undefined;
  /** The port. Default 0 (any free port; read it from the answer). */
  readonly port?: number | undefined;
  /** The endpoint path. Default `/mcp`. */
  readonly path?: string | undefined;
  /** When set, every request must carry `Authorization: Bearer <token>`. Default: none. */
  readonly bearerToken?: string | undefined;
  /**
   * Browser origins allowed besides the server's own (`http://127.0.0.1:<port>`,
   * `http://localhost:<port>`, `http://[::1]:<port>`). A request with any other `Origin` is refused
   * (DNS rebinding protection). Requests without `Origin` (non-browser clients) pass. Default: none.
   */
  readonly allowedOrigins?: readonly string[] | undefined;
  /** The most sessions open at once; an `initialize` beyond it is refused with 503. Default 64. */
  readonly maxSessions?: number | undefined;
  /** Names and statuses only. Default: silent. */
  readonly logger?: ToolgateLogger | undefined;
}

/** A running Streamable HTTP MCP server. */
export interface McpHttpServer {
  /** The endpoint, e.g. `http://127.0.0.1:8931/mcp`. */
  readonly url: URL;
  readonly port: number;
  /** The number of open MCP sessions. */
  readonly sessionCount: number;
  /** Closes every session and the listening socket. */
  close(): Promise<void>;
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

/**
 * Serves MCP over Streamable HTTP: one session (its own `ChatThread`) per `initialize`, found
 * again by its `Mcp-Session-Id`. Bound to 127.0.0.1 by default; refuses foreign `Origin`s and, on
 * loopback, foreign `Host`s (DNS rebinding), and with a bearer token every request without it.
 */
export async function startMcpHttpServer(
  toolServer: McpToolServer,
  options: McpHttpServerOptions = {},
): Promise<McpHttpServer> {
  const host = options.host ?? '127.0.0.1';
  const path = options.path ?? '/mcp';
  const logger = options.logger ?? silentLogger;
  const port = options.port ?? 0;
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new McpServerError('INVALID_MCP_SERVER_OPTION', `The port must be 0 to 65535, but was ${String(port)}.`);
  }
  if (!path.startsWith('/')) {
    throw new McpServerError('INVALID_MCP_SERVER_OPTION', `The path must start with '/', but was '${path}'.`);
  }
  const maxSessions = options.maxSessions ?? 64;
  if (!Number.isInteger(maxSessions) || maxSessions < 1) {
    throw new McpServerError(
      'INVALID_MCP_SERVER_OPTION',
      `maxSessions must be a whole number of at least 1, but was ${String(maxSessions)}.`,
    );
  }
  const tokenDigest = options.bearerToken === undefined ? undefined : digest(options.bearerToken);
  if (options.bearerToken !== undefined && options.bearerToken.trim() === '') {
    throw new McpServerError('INVALID_MCP_SERVER_OPTION', 'The bearer token must not be blank.');
  }
  const sessions = new Map<string, StreamableHTTPServerTransport>();
  let boundPort = port;

  const allowedOrigins = (): Set<string> =>
    new Set([
      `http://127.0.0.1:${boundPort}`,
      `http://localhost:${boundPort}`,
      `http://[::1]:${boundPort}`,
      ...(options.allowedOrigins ?? []),
    ]);

  const handle = async (request: http.IncomingMessage, response: http.ServerResponse): Promise<void> => {
    const url = new URL(request.url ?? '/', 'http://placeholder');
    if (url.pathname !== path) {
      sendError(response, 404, -32000, 'Not found.');
      return;
    }
    const origin = request.headers.origin;
    if (origin !== undefined && !allowedOrigins().has(origin)) {
      logger.warn('An MCP request with a foreign Origin was refused.', {});
      sendError(response, 403, -32000, 'This Origin is not allowed.');
      return;
    }
    if (LOOPBACK_HOSTS.has(host) && !isLoopbackHostHeader(request.headers.host, boundPort)) {
      logger.warn('An MCP request with a foreign Host was refused.', {});
      sendError(response, 403, -32000, 'This Host is not allowed.');
      return;
    }
    if (tokenDigest !== undefined && !hasBearerToken(request.headers.authorization, tokenDigest)) {
      response.setHeader('WWW-Authenticate', 'Bearer');
      sendError(response, 401, -32001, 'A valid bearer token is required.');
      return;
    }
    const sessionHeader = request.headers['mcp-session-id'];
    const sessionId = Array.isArray(sessionHeader) ? sessionHeader[0] : sessionHeader;
    if (sessionId !== undefined) {
      const transport = sessions.get(sessionId);
      if (transport === undefined) {
        sendError(response, 404, -32001, 'Session not found.');
        return;
      }
      await transport.handleRequest(request, response);
      return;
    }
    if (request.method !== 'POST') {
      sendError(response, 400, -32000, 'A session starts with an initialize request (POST).');
      return;
    }
    // Each session keeps its chat state until the client ends it: a cap keeps memory bounded.
    if (sessions.size >= maxSessions) {
      logger.warn('An MCP session was refused: too many are open.', { sessions: sessions.size });
      sendError(response, 503, -32000, 'Too many open sessions; close one and try again.');
      return;
    }
    // A new session; the transport itself refuses a first request that is not `initialize`.
    const transport: StreamableHTTPServerTransport = new StreamableHTTPServerTransport({
      sessionIdGenerator: () => randomUUID(),
      onsessioninitialized: (id) => {
        sessions.set(id, transport);
        logger.info('An MCP session started.', { sessions: sessions.size });
      },
      onsessionclosed: (id) => {
        sessions.delete(id);
      },
    });
    transport.onclose = () => {
      if (transport.sessionId !== undefined) sessions.delete(transport.sessionId);
    };
    const server = toolServer.createSession();
    await server.connect(transport);
    await transport.handleRequest(request, response);
  };

  const httpServer = http.createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      logger.error('An MCP request failed.', { error: error instanceof Error ? error.name : 'unknown' });
      if (!response.headersSent) sendError(response, 500, -32603, 'Internal server error.');
      else response.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', (error) =>
      reject(
        new McpServerError('MCP_SERVER_START_FAILED', `The MCP server could not listen on ${host}:${port}.`, {
          cause: error,
        }),
      ),
    );
    httpServer.listen(port, host, () => resolve());
  });
  boundPort = (httpServer.address() as AddressInfo).port;
  const urlHost = host.includes(':') ? `[${host}]` : host;
  return {
    url: new URL(`http://${urlHost}:${boundPort}${path}`),
    port: boundPort,
    get sessionCount() {
      return sessions.size;
    },
    async close() {
      const open = [...sessions.values()];
      sessions.clear();
      await Promise.allSettled(open.map((transport) => transport.close()));
      await new Promise<void>((resolve) => {
        httpServer.close(() => resolve());
        httpServer.closeAllConnections();
      });
    },
  };
}

function sendError(response: http.ServerResponse, status: number, code: number, message: string): void {
  response
    .writeHead(status, { 'content-type': 'application/json' })
    .end(JSON.stringify({ jsonrpc: '2.0', error: { code, message }, id: null }));
}

function isLoopbackHostHeader(hostHeader: string | undefined, port: number): boolean {
  if (hostHeader === undefined) return false;
  return [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`].includes(hostHeader.toLowerCase());
}

// Comparing digests keeps the comparison constant-time whatever the lengths.
function digest(text: string): Buffer {
  return createHash('sha256').update(text, 'utf8').digest();
}

function hasBearerToken(header: string | undefined, expected: Buffer): boolean {
  if (header === undefined) return false;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  if (match === null || match[1] === undefined) return false;
  return timingSafeEqual(digest(match[1]), expected);
}
