import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request handler of {@link startLoopbackServer}; may be async. */
export type LoopbackHandler = (
  request: IncomingMessage,
  response: ServerResponse,
  body: string,
) => void | Promise<void>;

/** A running loopback HTTP server. */
export interface LoopbackServer {
  /** Base URL, e.g. `http://127.0.0.1:43121`. */
  readonly url: string;
  /** The port the system chose. */
  readonly port: number;
  /** The underlying node:http server. */
  readonly server: Server;
  /** How many requests arrived so far. */
  readonly requestCount: () => number;
  /** Stops the server and destroys open connections (keep-alive included). */
  close(): Promise<void>;
}

/**
 * Starts a node:http server on 127.0.0.1 on a free port. The handler receives the request, the
 * response and the whole request body as text. A handler that throws answers 500.
 */
export async function startLoopbackServer(handler: LoopbackHandler): Promise<LoopbackServer> {
  let count = 0;
  const server = createServer((request, response) => {
    count += 1;
    const pieces: Buffer[] = [];
    request.on('data', (piece: Buffer) => pieces.push(piece));
    request.on('end', () => {
      Promise.resolve()
        .then(() => handler(request, response, Buffer.concat(pieces).toString('utf8')))
        .catch((error: unknown) => {
          if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' });
          response.end(String(error));
        });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    server,
    requestCount: () => count,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
