import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the test server received. */
export interface ReceivedEmbeddingRequest {
  readonly authorization: string | undefined;
  readonly model: string;
  readonly input: readonly string[];
}

/** A loopback server speaking OpenAI's `POST /v1/embeddings`, with vectors from a function of the text. */
export interface EmbeddingTestServer {
  /** `http://127.0.0.1:<port>/v1` */
  readonly baseUrl: string;
  readonly requests: ReceivedEmbeddingRequest[];
  /** Set to answer every request with this status and body instead. */
  failWith: { status: number; body: string } | undefined;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of request) body += String(chunk);
  return body;
}

export async function startEmbeddingTestServer(vectorOf: (text: string) => number[]): Promise<EmbeddingTestServer> {
  const requests: ReceivedEmbeddingRequest[] = [];
  let server: Server | undefined;
  const state: EmbeddingTestServer = {
    baseUrl: '',
    requests,
    failWith: undefined,
    close: () => new Promise((resolve) => (server as Server).close(() => resolve())),
  };
  server = createServer((request, response) => {
    void readBody(request).then((body) => {
      if (request.method !== 'POST' || request.url !== '/v1/embeddings') {
        response.writeHead(404).end();
        return;
      }
      const parsed = JSON.parse(body) as { model: string; input: string[] };
      requests.push({ authorization: request.headers.authorization, model: parsed.model, input: parsed.input });
      if (state.failWith !== undefined) {
        response.writeHead(state.failWith.status, { 'content-type': 'application/json' }).end(state.failWith.body);
        return;
      }
      // Answer in reverse order with explicit indexes, as the API allows: the client must sort.
      const data = parsed.input
        .map((text, index) => ({ object: 'embedding', index, embedding: vectorOf(text) }))
        .reverse();
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ object: 'list', data, model: parsed.model }));
    });
  });
  await new Promise<void>((resolve) => (server as Server).listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, { baseUrl: `http://127.0.0.1:${port}/v1` });
}
