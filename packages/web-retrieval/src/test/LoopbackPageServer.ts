import * as http from 'node:http';
import * as https from 'node:https';
import type * as net from 'node:net';

/** Handles one request of a {@link LoopbackPageServer}. */
export type PageRoute = (request: http.IncomingMessage, response: http.ServerResponse) => void;

/** An HTTP (or, with a certificate, HTTPS) server on 127.0.0.1 serving fixed routes, counting connections and requests. */
export class LoopbackPageServer {
  readonly requests: { readonly path: string; readonly headers: http.IncomingHttpHeaders }[] = [];
  connections = 0;
  readonly #server: http.Server;
  readonly #scheme: 'http' | 'https';
  #host = '127.0.0.1';

  private constructor(
    routes: Readonly<Record<string, PageRoute>>,
    tls: { readonly key: string; readonly cert: string } | undefined,
  ) {
    this.#scheme = tls === undefined ? 'http' : 'https';
    const handle = (request: http.IncomingMessage, response: http.ServerResponse): void => {
      const path = request.url ?? '/';
      this.requests.push({ path, headers: request.headers });
      const route = routes[path.split('?')[0] ?? '/'];
      if (route === undefined) {
        response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
        return;
      }
      route(request, response);
    };
    this.#server = tls === undefined ? http.createServer(handle) : https.createServer(tls, handle);
    this.#server.on('connection', () => {
      this.connections += 1;
    });
  }

  /** Starts the server on `127.0.0.1` (or `::1`) at a free port; with `tls`, it speaks HTTPS. */
  static async start(
    routes: Readonly<Record<string, PageRoute>>,
    host: '127.0.0.1' | '::1' = '127.0.0.1',
    tls?: { readonly key: string; readonly cert: string },
  ): Promise<LoopbackPageServer> {
    const server = new LoopbackPageServer(routes, tls);
    server.#host = host;
    await new Promise<void>((resolve) => server.#server.listen(0, host, () => resolve()));
    return server;
  }

  get port(): number {
    return (this.#server.address() as net.AddressInfo).port;
  }

  /** `http://127.0.0.1:<port><path>` (or `http://[::1]:<port><path>`, or `https://…`). */
  url(path = '/'): string {
    const host = this.#host.includes(':') ? `[${this.#host}]` : this.#host;
    return `${this.#scheme}://${host}:${this.port}${path}`;
  }

  async close(): Promise<void> {
    this.#server.closeAllConnections();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }
}
