import type { Readable, Writable } from 'node:stream';
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import type { McpToolServer } from './McpToolServer.js';

/** Where a stdio session reads and writes. Default: the process's stdin and stdout. */
export interface ServeStdioOptions {
  readonly stdin?: Readable | undefined;
  readonly stdout?: Writable | undefined;
}

/** A running stdio session. */
export interface McpStdioSession {
  /** The SDK server of the session. */
  readonly server: Server;
  /** Resolves when the client closed the session (or {@link close} was called). */
  readonly closed: Promise<void>;
  close(): Promise<void>;
}

/**
 * Serves one MCP session over stdio (newline-delimited JSON-RPC). stdout is the protocol channel:
 * the host must print nothing else there (log to stderr).
 */
export async function serveStdio(toolServer: McpToolServer, options: ServeStdioOptions = {}): Promise<McpStdioSession> {
  const server = toolServer.createSession();
  const transport = new StdioServerTransport(options.stdin ?? process.stdin, options.stdout ?? process.stdout);
  const closed = new Promise<void>((resolve) => {
    server.onclose = () => resolve();
  });
  await server.connect(transport);
  const stdin = options.stdin ?? process.stdin;
  // The client closing its end of the pipe ends the session.
  stdin.once('end', () => {
    void server.close();
  });
  return { server, closed, close: () => server.close() };
}
