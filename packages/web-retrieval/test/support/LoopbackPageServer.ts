import * as http from 'node:http';
import * as net from 'node:net';

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

/**
 * A TCP listener on loopback that only counts connections: it stands where a refused target
 * would be, and a test asserts it received none.
 */
export class CanaryListener {
  connections = 0;
  readonly #server: net.Server;
  readonly #sockets = new Set<net.Socket>();

  private constructor(keepOpen: boolean) {
    this.#server = net.createServer((socket) => {
      this.connections += 1;
      this.#sockets.add(socket);
      socket.on('close', () => this.#sockets.delete(socket));
      socket.on('error', () => {});
      // keepOpen: accept and then say nothing, like a server that hangs mid-handshake.
      if (!keepOpen) socket.destroy();
    });
  }

  static async start(options: { readonly host?: string; readonly keepOpen?: boolean } = {}): Promise<CanaryListener> {
    const host = options.host ?? '127.0.0.1';
    const canary = new CanaryListener(options.keepOpen ?? false);
    await new Promise<void>((resolve) => canary.#server.listen(0, host, () => resolve()));
    return canary;
  }

  get port(): number {
    return (this.#server.address() as net.AddressInfo).port;
  }

  async close(): Promise<void> {
    for (const socket of this.#sockets) socket.destroy();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }
}

/** A resolver answering from a table, counting lookups (an injected resolver for tests). */
export function tableResolver(table: Readonly<Record<string, readonly string[] | ((count: number) => readonly string[])>>): {
  readonly resolve: (hostname: string, signal: AbortSignal) => Promise<readonly string[]>;
  readonly lookups: string[];
} {
  const lookups: string[] = [];
  return {
    lookups,
    resolve: async (hostname: string) => {
      const count = lookups.filter((name) => name === hostname).length;
      lookups.push(hostname);
      const entry = table[hostname];
      if (entry === undefined) throw Object.assign(new Error(`no such name ${hostname}`), { code: 'ENOTFOUND' });
      return typeof entry === 'function' ? entry(count) : entry;
    },
  };
}
