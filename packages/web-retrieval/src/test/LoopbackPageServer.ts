import * as http from 'node:http';
import type * as net from 'node:net';

/** Handles one request of a {@link LoopbackPageServer}. */
export type PageRoute = (request: http.IncomingMessage, response: http.ServerResponse) => void;

/** An HTTP server on 127.0.0.1 serving fixed routes, counting connections and requests. */
export class LoopbackPageServer {
  readonly requests: { readonly path: string; readonly headers: http.IncomingHttpHeaders }[] = [];
  connections = 0;
  readonly #server: http.Server;

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

  static async start(routes: Readonly<Record<string, PageRoute>>): Promise<LoopbackPageServer> {
    const server = new LoopbackPageServer(routes);
    await new Promise<void>((resolve) => server.#server.listen(0, '127.0.0.1', () => resolve()));
    return server;
  }

  get port(): number {
    return (this.#server.address() as net.AddressInfo).port;
  }

  /** `http://127.0.0.1:<port><path>`. */
  url(path = '/'): string {
    return `http://127.0.0.1:${this.port}${path}`;
  }

  async close(): Promise<void> {
    this.#server.closeAllConnections();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }
}
