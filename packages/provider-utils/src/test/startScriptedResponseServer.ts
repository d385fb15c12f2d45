import type { IncomingHttpHeaders } from 'node:http';
import { type LoopbackServer, startLoopbackServer } from './startLoopbackServer.js';

/** One answer of {@link startScriptedResponseServer}, for one request. */
export interface ScriptedResponse {
  /** HTTP status; 200 answers `text/event-stream`, anything else `application/json`. */
  readonly status?: number;
  readonly headers?: Record<string, string>;
  /** The body, written in chunks. */
  readonly body: string;
  /** Write the body, then destroy the socket (a connection cut mid-stream). */
  readonly destroy?: boolean;
}

/** A request the scripted server received, with its JSON body parsed. */
export interface ScriptedRequest {
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: Record<string, unknown>;
}

/** Options of {@link startScriptedResponseServer}. */
export interface ScriptedResponseServerOptions {
  /** Bytes per written chunk, so parsers see bodies split mid-line. Default 733. */
  readonly chunkSize?: number;
  /** Appended to the server URL to form `baseUrl`, e.g. `/v1`. Default none. */
  readonly basePath?: string;
}

/**
 * A loopback server that answers the n-th request with the n-th scripted response (the last one
 * repeats) and records every request, for adapter tests that assert request bodies round by round.
 */
export async function startScriptedResponseServer(
  script: readonly ScriptedResponse[],
  options: ScriptedResponseServerOptions = {},
): Promise<{ server: LoopbackServer; requests: ScriptedRequest[]; baseUrl: string }> {
  const chunkSize = options.chunkSize ?? 733;
  const requests: ScriptedRequest[] = [];
  const server = await startLoopbackServer(async (request, response, body) => {
    requests.push({
      url: request.url ?? '',
      headers: request.headers,
      body: JSON.parse(body) as Record<string, unknown>,
    });
    const step = script[Math.min(requests.length - 1, script.length - 1)];
    if (step === undefined) throw new Error('no scripted response');
    const status = step.status ?? 200;
    response.writeHead(status, {
      'content-type': status === 200 ? 'text/event-stream' : 'application/json',
      ...step.headers,
    });
    if (step.destroy) {
      response.write(step.body);
      await new Promise((resolve) => setTimeout(resolve, 20));
      response.socket?.destroy();
      return;
    }
    const bytes = Buffer.from(step.body, 'utf8');
    for (let offset = 0; offset < bytes.length; offset += chunkSize)
      response.write(bytes.subarray(offset, offset + chunkSize));
    response.end();
  });
  return { server, requests, baseUrl: `${server.url}${options.basePath ?? ''}` };
}
