import * as dgram from 'node:dgram';
import * as net from 'node:net';

/** The record types the test server answers. */
export type DnsRecordType = 'A' | 'AAAA';

/**
 * Decides the answer to one query: the addresses, or undefined for NXDOMAIN. `count` is how
 * many queries for this name and type came before (0 for the first), for rebinding tests.
 */
export type DnsAnswerFunction = (name: string, type: DnsRecordType, count: number) => readonly string[] | undefined;

const TYPE_CODES: Readonly<Record<number, DnsRecordType>> = { 1: 'A', 28: 'AAAA' };

function readName(message: Buffer, offset: number): { name: string; next: number } {
  const labels: string[] = [];
  let position = offset;
  for (let guard = 0; guard < 128; guard += 1) {
    const length = message[position];
    if (length === undefined) throw new Error('truncated name');
    if (length === 0) return { name: labels.join('.').toLowerCase(), next: position + 1 };
    labels.push(message.subarray(position + 1, position + 1 + length).toString('latin1'));
    position += 1 + length;
  }
  throw new Error('name too long');
}

function encodeAddress(type: DnsRecordType, address: string): Buffer {
  if (type === 'A') return Buffer.from(address.split('.').map(Number));
  // Expand "::" and write the eight 16-bit groups.
  const [head = '', tail = ''] = address.includes('::') ? address.split('::') : [address, ''];
  const headParts = head === '' ? [] : head.split(':');
  const tailParts = tail === '' ? [] : tail.split(':');
  const groups = address.includes('::')
    ? [...headParts, ...Array(8 - headParts.length - tailParts.length).fill('0'), ...tailParts]
    : headParts;
  const bytes = Buffer.alloc(16);
  for (const [index, group] of groups.entries()) bytes.writeUInt16BE(Number.parseInt(group, 16), index * 2);
  return bytes;
}

/**
 * A tiny authoritative DNS responder on 127.0.0.1 (UDP) for A and AAAA queries, so tests and
 * manual checks resolve names without any other network. Every query is recorded.
 */
export class LoopbackDnsServer {
  readonly queries: { readonly name: string; readonly type: DnsRecordType }[] = [];
  readonly #socket = dgram.createSocket('udp4');
  readonly #answer: DnsAnswerFunction;
  readonly #counts = new Map<string, number>();

  private constructor(answer: DnsAnswerFunction) {
    this.#answer = answer;
    this.#socket.on('message', (message, remote) => this.#onMessage(message, remote));
  }

  /** Starts a server on 127.0.0.1 at a free (or the given) port. */
  static async start(answer: DnsAnswerFunction, port = 0): Promise<LoopbackDnsServer> {
    const server = new LoopbackDnsServer(answer);
    await new Promise<void>((resolve, reject) => {
      server.#socket.once('error', reject);
      server.#socket.bind(port, '127.0.0.1', () => resolve());
    });
    return server;
  }

  /** A server that answers from a fixed table (`name → addresses`, either family). */
  static fromTable(table: Readonly<Record<string, readonly string[]>>, port = 0): Promise<LoopbackDnsServer> {
    return LoopbackDnsServer.start((name, type) => {
      const addresses = table[name];
      if (addresses === undefined) return undefined;
      return addresses.filter((address) => (type === 'A' ? net.isIPv4(address) : net.isIPv6(address)));
    }, port);
  }

  /** `127.0.0.1:<port>`, the form `--dns-server` takes. */
  get address(): string {
    return `127.0.0.1:${this.#socket.address().port}`;
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => this.#socket.close(() => resolve()));
  }

  #onMessage(message: Buffer, remote: dgram.RemoteInfo): void {
    try {
      const id = message.readUInt16BE(0);
      const { name, next } = readName(message, 12);
      const typeCode = message.readUInt16BE(next);
      const question = message.subarray(12, next + 4);
      const type = TYPE_CODES[typeCode];
      let answers: readonly string[] | undefined = [];
      if (type !== undefined) {
        this.queries.push({ name, type });
        const key = `${name}/${type}`;
        const count = this.#counts.get(key) ?? 0;
        this.#counts.set(key, count + 1);
        answers = this.#answer(name, type, count);
      }
      const header = Buffer.alloc(12);
      header.writeUInt16BE(id, 0);
      // QR=1, opcode 0, AA=1, RD copied, RA=1; RCODE 3 (NXDOMAIN) when there is no such name.
      const rd = message.readUInt8(2) & 0x01;
      header.writeUInt8(0x84 | rd, 2);
      header.writeUInt8(answers === undefined ? 0x83 : 0x80, 3);
      header.writeUInt16BE(1, 4);
      const records = (answers ?? []).map((address) => {
        const data = encodeAddress(type!, address);
        const record = Buffer.alloc(12);
        record.writeUInt16BE(0xc00c, 0); // pointer to the question's name
        record.writeUInt16BE(typeCode, 2);
        record.writeUInt16BE(1, 4);
        record.writeUInt32BE(0, 6); // TTL 0: nothing may cache it
        record.writeUInt16BE(data.length, 10);
        return Buffer.concat([record, data]);
      });
      header.writeUInt16BE(records.length, 6);
      this.#socket.send(Buffer.concat([header, question, ...records]), remote.port, remote.address);
    } catch {
      // A malformed query gets no answer, like a real server under attack.
    }
  }
}
