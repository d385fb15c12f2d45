import * as net from 'node:net';

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
