import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One document of the test server: a context is returned when a query word occurs in it. */
export interface EriTestDocument {
  readonly name: string;
  readonly content: string;
  readonly path?: string | null;
  readonly category?: string;
  readonly type?: string;
  readonly surroundingContent?: string[];
  readonly links?: string[];
}

/** How the test server behaves; fields may be changed while it runs. */
export interface EriTestServerBehaviour {
  documents: EriTestDocument[];
  name: string;
  description: string;
  allowedProviderType: string;
  /** Milliseconds to wait before answering a path (e.g. `/retrieval`): a slow source (a large value: one that never answers). */
  delays: Record<string, number>;
  /** Paths answered with HTTP 500: a failing source. */
  failing: Set<string>;
  /** Paths answered with a body that is not JSON. */
  garbled: Set<string>;
  /** Answer with PascalCase property names (clients must read them case-insensitively). */
  pascalCase: boolean;
}

/** What the server saw of one request. */
export interface EriTestRequest {
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly headers: IncomingMessage['headers'];
  readonly body: unknown;
}

/** A running ERI 1.0 test server on 127.0.0.1, written from the ERI reference (the demo server's rules). */
export interface EriTestServer {
  readonly url: string;
  readonly behaviour: EriTestServerBehaviour;
  readonly requests: EriTestRequest[];
  /** Forgets every issued token (a restart): the next protected call answers 401. */
  forgetTokens(): void;
  close(): Promise<void>;
}

export const ERI_TEST_USER = 'user1';
export const ERI_TEST_PASSWORD = 'test-Pa55word!';
export const ERI_TEST_ACCESS_TOKEN = 'access-token-4711';

export async function startEriTestServer(initial: Partial<EriTestServerBehaviour> = {}): Promise<EriTestServer> {
  const behaviour: EriTestServerBehaviour = {
    documents: [],
    name: 'ACME Handbook',
    description: 'HR policies, travel rules and benefits of ACME Corp.',
    allowedProviderType: 'ANY',
    delays: {},
    failing: new Set(),
    garbled: new Set(),
    pascalCase: false,
    ...initial,
  };
  const tokens = new Set<string>();
  const requests: EriTestRequest[] = [];
  const sockets = new Set<import('node:net').Socket>();

  const send = (response: ServerResponse, status: number, body: unknown) => {
    const shaped = behaviour.pascalCase ? pascal(body) : body;
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify(shaped));
  };

  const server = createServer((request, response) => {
    let raw = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      raw += chunk;
    });
    request.on('end', () => {
      void handle(request, response, raw);
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  async function handle(request: IncomingMessage, response: ServerResponse, raw: string) {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const path = url.pathname.replace(/\/+$/, '') || '/';
    let body: unknown;
    if (raw !== '') {
      try {
        body = JSON.parse(raw);
      } catch {
        return send(response, 400, { title: 'Invalid JSON body' });
      }
    }
    requests.push({ method: request.method ?? '', path, query: url.searchParams, headers: request.headers, body });
    const delay = behaviour.delays[path];
    if (delay !== undefined) await new Promise((resolve) => setTimeout(resolve, delay).unref());
    if (response.destroyed) return;

    if (path === '/auth/methods' && request.method === 'GET') {
      return send(response, 200, [
        { authMethod: 'NONE', authFieldMappings: [] },
        {
          authMethod: 'USERNAME_PASSWORD',
          authFieldMappings: [
            { authField: 'USERNAME', fieldName: 'user' },
            { authField: 'PASSWORD', fieldName: 'password' },
          ],
        },
        { authMethod: 'TOKEN', authFieldMappings: [{ authField: 'TOKEN', fieldName: 'Authorization' }] },
      ]);
    }
    if (path === '/auth' && request.method === 'POST') {
      const method = url.searchParams.get('authMethod');
      if (method === null || !['NONE', 'KERBEROS', 'USERNAME_PASSWORD', 'TOKEN'].includes(method)) {
        return send(response, 400, { title: 'authMethod is missing or invalid' });
      }
      const issue = () => {
        const token = randomUUID();
        tokens.add(token);
        return send(response, 200, { success: true, token, message: null });
      };
      if (method === 'NONE') return issue();
      if (method === 'USERNAME_PASSWORD') {
        const user = request.headers['user'];
        const password = request.headers['password'];
        if (user === undefined || password === undefined) {
          return send(response, 200, { success: false, token: null, message: 'Username and password are required.' });
        }
        if (user !== ERI_TEST_USER || password !== ERI_TEST_PASSWORD) {
          // A careless server echoes what it got; the client must not pass it on.
          return send(response, 200, {
            success: false,
            token: null,
            message: `Invalid username and/or password (${String(password)}).`,
          });
        }
        return issue();
      }
      if (method === 'TOKEN' && request.headers.authorization === `Bearer ${ERI_TEST_ACCESS_TOKEN}`) return issue();
      return send(response, 200, { success: false, token: null, message: 'Unknown authentication method.' });
    }

    const token = request.headers['token'];
    if (token === undefined) return send(response, 401, { error: 'No token provided.' });
    if (typeof token !== 'string' || token.trim() === '')
      return send(response, 401, { error: 'Empty token provided.' });
    if (!tokens.has(token)) return send(response, 401, { error: 'Invalid token provided.' });

    if (behaviour.failing.has(path)) return send(response, 500, { title: 'Internal Server Error' });
    if (behaviour.garbled.has(path)) {
      response.writeHead(200, { 'content-type': 'application/json' });
      return response.end('<html>not json</html>');
    }
    if (path === '/dataSource' && request.method === 'GET') {
      return send(response, 200, { name: behaviour.name, description: behaviour.description });
    }
    if (path === '/embedding/info' && request.method === 'GET') {
      return send(response, 200, [
        {
          embeddingType: 'Keyword index',
          embeddingName: 'word-match',
          description: 'Words of the query found in the documents.',
          usedWhen: 'Always',
          link: null,
        },
      ]);
    }
    if (path === '/retrieval/info' && request.method === 'GET') {
      return send(response, 200, [
        {
          id: 'word-match-v1',
          name: 'Word match',
          description: 'Ranks documents by how many query words they contain.',
          link: null,
          parametersDescription: { minWords: 'integer, documents with fewer query words are dropped. Default 1' },
          embeddings: [],
        },
      ]);
    }
    if (path === '/retrieval' && request.method === 'POST') {
      if ((request.headers['content-type'] ?? '').split(';')[0] !== 'application/json') {
        return send(response, 415, { title: 'Unsupported Media Type' });
      }
      const retrieval = body as { latestUserPrompt?: unknown; maxMatches?: unknown } | undefined;
      if (typeof retrieval?.latestUserPrompt !== 'string' || typeof retrieval.maxMatches !== 'number') {
        return send(response, 400, { title: 'Invalid retrieval request' });
      }
      const words = retrieval.latestUserPrompt.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
      const ranked = behaviour.documents
        .map((document, index) => ({
          document,
          index,
          score: words.filter((word) => `${document.name} ${document.content}`.toLowerCase().includes(word)).length,
        }))
        .filter((entry) => entry.score > 0)
        .sort((a, b) => b.score - a.score || a.index - b.index);
      const limited = retrieval.maxMatches >= 1 ? ranked.slice(0, retrieval.maxMatches) : ranked;
      return send(
        response,
        200,
        limited.map(({ document }) => ({
          name: document.name,
          category: document.category ?? 'Policy document',
          path: document.path === undefined ? null : document.path,
          type: document.type ?? 'TEXT',
          matchedContent: document.content,
          surroundingContent: document.surroundingContent ?? [],
          links: document.links ?? [],
        })),
      );
    }
    if (path === '/security/requirements' && request.method === 'GET') {
      return send(response, 200, { allowedProviderType: behaviour.allowedProviderType });
    }
    return send(response, 404, { title: 'Not Found' });
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    behaviour,
    requests,
    forgetTokens: () => tokens.clear(),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

function pascal(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(pascal);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [key.charAt(0).toUpperCase() + key.slice(1), pascal(inner)]),
  );
}
