import * as http from 'node:http';
import type * as net from 'node:net';

/** Handles one request of a {@link LoopbackPageServer}. */
export type PageRoute = (request: http.IncomingMessage, response: http.ServerResponse) => void;

/** An HTTP server on 127.0.0.1 serving fixed routes, counting connections and requests. */
export class LoopbackPageServer {
  readonly requests: { readonly path: string; readonly headers: http.IncomingHttpHeaders }[] = [];
  connections = 0;
  readonly #server: http.Server;
  #host = '127.0.0.1';

  private constructor(routes: Readonly<Record<string, PageRoute>>) {
    this.#server = http.createServer((request, response) => {
      const path = request.url ?? '/';
      this.requests.push({ path, headers: request.headers });
      const route = routes[path.split('?')[0] ?? '/'];
      if (route === undefined) {
        response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
        return;
      }
      route(request, response);
    });
    this.#server.on('connection', () => {
      this.connections += 1;
    });
  }

  /** Starts the server on `127.0.0.1` (or `::1`) at a free port. */
  static async start(
    routes: Readonly<Record<string, PageRoute>>,
    host: '127.0.0.1' | '::1' = '127.0.0.1',
  ): Promise<LoopbackPageServer> {
    const server = new LoopbackPageServer(routes);
    server.#host = host;
    await new Promise<void>((resolve) => server.#server.listen(0, host, () => resolve()));
    return server;
  }

  get port(): number {
    return (this.#server.address() as net.AddressInfo).port;
  }

  /** `http://127.0.0.1:<port><path>` (or `http://[::1]:<port><path>`). */
  url(path = '/'): string {
    const host = this.#host.includes(':') ? `[${this.#host}]` : this.#host;
    return `http://${host}:${this.port}${path}`;
  }

  async close(): Promise<void> {
    this.#server.closeAllConnections();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }
}
