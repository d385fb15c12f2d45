import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { redactHeaders, safeJsonParse } from '@toolgate/provider-utils';
import { MockProviderError } from './MockProviderError.js';
import { validateMockProviderScript } from './MockProviderScript.js';
import type { MockFault, MockProviderApi, MockProviderScript, MockTurn } from './MockProviderScript.js';
import { isConversationStart } from './isConversationStart.js';
import { type MockConversation, readMockConversation } from './MockConversation.js';
import { planMockTurn } from './MockTurnPlan.js';
import type { MockTurnPlan } from './MockTurnPlan.js';
import { anthropicStreamErrorFrames, renderAnthropicTurn } from './renderAnthropicTurn.js';
import { chatCompletionsStreamErrorFrames, renderChatCompletionsTurn } from './renderChatCompletionsTurn.js';
import { renderResponsesTurn, responsesStreamErrorFrames } from './renderResponsesTurn.js';

/** Options of {@link startMockProvider}. */
export interface StartMockProviderOptions {
  /**
   * The script (validated here; an invalid one throws `MOCK_PROVIDER_INVALID_SCRIPT`). Give either
   * a script or a `responder`.
   */
  readonly script?: MockProviderScript | undefined;
  /**
   * Decides each answer from the conversation the request carries, instead of a script: the turn
   * it returns is validated like a script's turn and played in the request's own wire format (a
   * turn the validation refuses is answered with a 500 naming the problem).
   */
  readonly responder?: MockResponder | undefined;
  /** Port to listen on. Default 0 (a free port). */
  readonly port?: number;
  /** Address to listen on. Default `127.0.0.1`. */
  readonly host?: string;
  /**
   * When set, every request must carry this key (`Authorization: Bearer …`, `x-api-key` or
   * `api-key`), else it gets a 401 in the API's error shape. Default: any key or none is accepted.
   */
  readonly apiKey?: string;
  /**
   * Plays the script again for each new conversation: a request that carries no assistant turn
   * and no tool call or result yet (see the README) starts from the first turn, so one running
   * mock answers any number of `ask`s. Default false: the turns are used once, in order.
   */
  readonly repeat?: boolean;
  /**
   * How the mock waits `delayMs` between stream events. Default: a timer. Tests pass their own
   * to see the delays without measuring time.
   */
  readonly wait?: (milliseconds: number) => Promise<void>;
}

/** Answers one request from the conversation so far (see {@link readMockConversation}). */
export type MockResponder = (conversation: MockConversation) => MockTurn | Promise<MockTurn>;

/** One request the mock received, recorded before it was answered. */
export interface MockProviderRequest {
  /** Position among all requests, from 0. */
  readonly index: number;
  /** HTTP method. */
  readonly method: string;
  /** Path without the query string, e.g. `/v1/chat/completions`. */
  readonly path: string;
  /** The API the path belongs to, or `undefined` for an unknown path. */
  readonly api: MockProviderApi | undefined;
  /** Request headers, names lower case, credentials replaced by `[REDACTED]`. */
  readonly headers: Readonly<Record<string, string>>;
  /** The parsed JSON body, or `undefined` when there was none or it was not JSON. */
  readonly body: unknown;
  /** The script turn that answered it (from 0), or `undefined` when none did. */
  readonly turnIndex: number | undefined;
}

/** A running mock provider. */
export interface MockProvider {
  /** Base URL without a path, e.g. `http://127.0.0.1:41234`. OpenAI clients use `${url}/v1`, Anthropic's `url`. */
  readonly url: string;
  /** The port it listens on. */
  readonly port: number;
  /** Every request received so far, in order (a live array). */
  readonly requests: readonly MockProviderRequest[];
  /** How many script turns are still unused. */
  remainingTurns(): number;
  /** Stops the server and cuts every open connection (stalled streams included). */
  close(): Promise<void>;
}

const ROUTES: Readonly<Record<string, MockProviderApi>> = {
  '/v1/chat/completions': 'chat-completions',
  '/chat/completions': 'chat-completions',
  '/v1/responses': 'responses',
  '/responses': 'responses',
  '/v1/messages': 'anthropic',
  '/messages': 'anthropic',
};

const OPENAI_ERROR_TYPES: Readonly<Record<number, [type: string, code: string | null]>> = {
  400: ['invalid_request_error', null],
  401: ['invalid_request_error', 'invalid_api_key'],
  403: ['invalid_request_error', 'unsupported_country_region_territory'],
  404: ['invalid_request_error', 'model_not_found'],
  429: ['requests', 'rate_limit_exceeded'],
};

const ANTHROPIC_ERROR_TYPES: Readonly<Record<number, string>> = {
  400: 'invalid_request_error',
  401: 'authentication_error',
  403: 'permission_error',
  404: 'not_found_error',
  413: 'request_too_large',
  429: 'rate_limit_error',
  529: 'overloaded_error',
};

/** The error body each API uses for an HTTP error. */
function errorBody(api: MockProviderApi | undefined, status: number, message: string, type?: string): unknown {
  if (api === 'anthropic') {
    return { type: 'error', error: { type: type ?? ANTHROPIC_ERROR_TYPES[status] ?? 'api_error', message } };
  }
  const [defaultType, code] = OPENAI_ERROR_TYPES[status] ?? ['server_error', null];
  return { error: { message, type: type ?? defaultType, param: null, code } };
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const pieces: Buffer[] = [];
    request.on('data', (piece: Buffer) => pieces.push(piece));
    request.on('end', () => resolve(Buffer.concat(pieces).toString('utf8')));
    request.on('error', reject);
  });
}

function presentedKey(request: IncomingMessage): string | undefined {
  const authorization = request.headers.authorization;
  if (typeof authorization === 'string') return authorization.replace(/^Bearer\s+/i, '');
  const apiKey = request.headers['x-api-key'] ?? request.headers['api-key'];
  return typeof apiKey === 'string' ? apiKey : undefined;
}

/**
 * Starts a loopback server that answers the OpenAI Chat Completions (`POST /v1/chat/completions`),
 * OpenAI Responses (`POST /v1/responses`) and Anthropic Messages (`POST /v1/messages`) APIs from a
 * script: each request takes the next turn and gets it as a real SSE stream (`stream: true`) or
 * as the API's non-streamed JSON. Every request is recorded with credentials redacted.
 */
export async function startMockProvider(options: StartMockProviderOptions): Promise<MockProvider> {
  if ((options.script === undefined) === (options.responder === undefined)) {
    throw new MockProviderError(
      'MOCK_PROVIDER_INVALID_SCRIPT',
      'The mock provider needs exactly one of `script` and `responder`.',
    );
  }
  const responder = options.responder;
  const turns: readonly MockTurn[] =
    options.script === undefined ? [] : validateMockProviderScript(options.script).turns;
  let responderAnswers = 0;
  const requests: MockProviderRequest[] = [];
  const sockets = new Set<Socket>();
  let nextTurn = 0;
  const wait = options.wait ?? sleep;

  const sendJson = (
    response: ServerResponse,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ): void => {
    const text = JSON.stringify(body);
    response.writeHead(status, {
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(text)),
      ...headers,
    });
    response.end(text);
  };

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const rawBody = await readBody(request);
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    const api = ROUTES[path];
    const parsed = rawBody === '' ? undefined : safeJsonParse(rawBody);
    const body = parsed?.ok ? parsed.value : undefined;
    const requestNumber = requests.length + 1;
    const record: { -readonly [K in keyof MockProviderRequest]: MockProviderRequest[K] } = {
      index: requests.length,
      method: request.method ?? 'GET',
      path,
      api,
      headers: redactHeaders(request.headers as Record<string, string | string[] | undefined>),
      body,
      turnIndex: undefined,
    };
    requests.push(record);
    const idHeaders: Record<string, string> = {
      'x-request-id': `req_mock_${requestNumber}`,
      'request-id': `req_mock_${requestNumber}`,
    };
    const scriptError = (status: number, message: string): void =>
      // x-should-retry: the official SDKs would otherwise retry a 500 and hide the message.
      sendJson(response, status, errorBody(api, status, `mock-provider: ${message}`, 'mock_provider_error'), {
        ...idHeaders,
        'x-should-retry': 'false',
      });

    if (api === undefined) {
      scriptError(
        404,
        `no API at ${request.method} ${path}; use POST /v1/chat/completions, /v1/responses or /v1/messages.`,
      );
      return;
    }
    if (request.method !== 'POST') {
      scriptError(405, `${path} only accepts POST, got ${request.method}.`);
      return;
    }
    if (options.apiKey !== undefined && presentedKey(request) !== options.apiKey) {
      const message = api === 'anthropic' ? 'invalid x-api-key' : 'Incorrect API key provided.';
      sendJson(response, 401, errorBody(api, 401, message), idHeaders);
      return;
    }
    if (body === undefined || typeof body !== 'object' || body === null || Array.isArray(body)) {
      scriptError(
        400,
        `the request body must be a JSON object${parsed?.ok === false ? ` (${parsed.error.message})` : ''}.`,
      );
      return;
    }
    const requestBody = body as Record<string, unknown>;
    const model = typeof requestBody['model'] === 'string' ? requestBody['model'] : 'mock-model';
    let turnIndex = nextTurn;
    let turn: MockTurn | undefined;
    if (responder !== undefined) {
      try {
        const answered = await responder(readMockConversation(api, requestBody));
        turn = validateMockProviderScript({ turns: [answered] }).turns[0];
      } catch (error) {
        scriptError(500, `the responder failed: ${error instanceof Error ? error.message : String(error)}`);
        return;
      }
      turnIndex = responderAnswers;
      responderAnswers += 1;
    } else {
      if (options.repeat === true && isConversationStart(api, requestBody)) nextTurn = 0;
      turnIndex = nextTurn;
      turn = turns[turnIndex];
    }
    if (turn === undefined) {
      scriptError(
        500,
        `the script has no turn left for request ${requestNumber} (${api}, model ${JSON.stringify(model)}): it has ${turns.length} turn(s) and all were used${options.repeat === true ? '' : ' (with repeat, --repeat on the CLI, each new conversation plays the script again)'}.`,
      );
      return;
    }
    if (turn.match?.api !== undefined && turn.match.api !== api) {
      scriptError(
        400,
        `turn ${turnIndex} expects the ${turn.match.api} API, but request ${requestNumber} used ${api} (${path}).`,
      );
      return;
    }
    if (turn.match?.model !== undefined && turn.match.model !== model) {
      scriptError(
        400,
        `turn ${turnIndex} expects model ${JSON.stringify(turn.match.model)}, but request ${requestNumber} asked for ${JSON.stringify(model)}.`,
      );
      return;
    }
    if (responder === undefined) nextTurn += 1;
    record.turnIndex = turnIndex;

    const fault = turn.fault;
    if (fault?.kind === 'http-error') {
      const headers: Record<string, string> = { ...idHeaders };
      if (fault.retryAfterSeconds !== undefined) headers['retry-after'] = String(fault.retryAfterSeconds);
      if (fault.retryAfterMs !== undefined) headers['retry-after-ms'] = String(fault.retryAfterMs);
      const message = fault.message ?? `mock-provider: scripted HTTP ${fault.status} (turn ${turnIndex}).`;
      sendJson(response, fault.status, errorBody(api, fault.status, message), headers);
      return;
    }

    const plan = planMockTurn(turn, {
      requestNumber,
      model,
      callIdPrefix: api === 'anthropic' ? 'toolu' : 'call',
      requestBodyLength: rawBody.length,
    });
    const streamOptions = requestBody['stream_options'];
    const includeUsage =
      typeof streamOptions === 'object' &&
      streamOptions !== null &&
      (streamOptions as Record<string, unknown>)['include_usage'] === true;
    const rendered =
      api === 'chat-completions'
        ? renderChatCompletionsTurn(plan, { includeUsage })
        : api === 'responses'
          ? renderResponsesTurn(plan)
          : renderAnthropicTurn(plan);

    if (requestBody['stream'] !== true) {
      await answerWithoutStreaming(response, api, rendered.json, fault, idHeaders, sendJson);
      return;
    }
    await playStream(response, api, plan, rendered.frames, turn, idHeaders, wait);
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) {
        sendJson(response, 500, errorBody(undefined, 500, `mock-provider: internal error: ${String(error)}`), {
          'x-should-retry': 'false',
        });
      } else {
        response.destroy();
      }
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const host = options.host ?? '127.0.0.1';
  // A scripted stand-in for a provider answers anything it is asked: it serves this machine only.
  if (!/^(127(\.\d{1,3}){3}|::1|\[::1\]|localhost)$/i.test(host)) {
    throw new MockProviderError(
      'MOCK_PROVIDER_START_FAILED',
      `The mock provider listens on loopback only (127.0.0.1, ::1 or localhost), not on '${host}'.`,
    );
  }
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? 0, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    throw new MockProviderError(
      'MOCK_PROVIDER_START_FAILED',
      `The mock provider could not listen on ${host}:${options.port ?? 0}: ${(error as Error).message}`,
      { cause: error },
    );
  }
  const address = server.address() as AddressInfo;
  const urlHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${urlHost}:${address.port}`,
    port: address.port,
    requests,
    remainingTurns: () => turns.length - nextTurn,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

async function answerWithoutStreaming(
  response: ServerResponse,
  api: MockProviderApi,
  json: unknown,
  fault: MockFault | undefined,
  idHeaders: Record<string, string>,
  sendJson: (response: ServerResponse, status: number, body: unknown, headers?: Record<string, string>) => void,
): Promise<void> {
  if (fault === undefined) {
    sendJson(response, 200, json, idHeaders);
    return;
  }
  switch (fault.kind) {
    case 'cut-stream': {
      const text = JSON.stringify(json);
      response.writeHead(200, { 'content-type': 'application/json', ...idHeaders });
      await new Promise<void>((resolve) => response.write(text.slice(0, Math.ceil(text.length / 2)), () => resolve()));
      if (fault.close === 'end') response.end();
      else response.socket?.destroy();
      return;
    }
    case 'malformed-line':
      response.writeHead(200, { 'content-type': 'application/json', ...idHeaders });
      response.end('{"this is": not json');
      return;
    case 'stream-error':
      sendJson(
        response,
        api === 'anthropic' ? 529 : 500,
        errorBody(api, api === 'anthropic' ? 529 : 500, fault.message ?? 'Overloaded', fault.errorType),
        idHeaders,
      );
      return;
    case 'stall':
      // Never answer; close() cuts the connection.
      return;
    default:
      sendJson(response, 200, json, idHeaders);
  }
}

async function playStream(
  response: ServerResponse,
  api: MockProviderApi,
  plan: MockTurnPlan,
  frames: readonly string[],
  turn: MockTurn,
  idHeaders: Record<string, string>,
  wait: (milliseconds: number) => Promise<void>,
): Promise<void> {
  const fault = turn.fault?.kind === 'http-error' ? undefined : turn.fault;
  const delayMs = turn.delayMs ?? 0;
  response.socket?.setNoDelay(true);
  response.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache',
    connection: 'keep-alive',
    ...idHeaders,
  });
  response.flushHeaders();
  let closed = false;
  response.on('close', () => {
    closed = true;
  });
  let written = 0;
  const write = async (frame: string): Promise<void> => {
    if (closed) return;
    if (written > 0 && delayMs > 0) await wait(delayMs);
    if (closed) return;
    written += 1;
    if (!response.write(frame)) {
      await new Promise<void>((resolve) => {
        response.once('drain', resolve);
        response.once('close', resolve);
      });
    }
  };
  const limit = fault === undefined ? frames.length : Math.min(fault.afterEvents, frames.length);
  for (let index = 0; index < limit; index += 1) await write(frames[index]!);
  if (closed) return;
  switch (fault?.kind) {
    case undefined:
      response.end();
      return;
    case 'cut-stream': {
      const next = frames[limit] ?? 'data: {"cut":';
      const half = next.slice(0, Math.max(1, Math.floor(next.length / 2)));
      if (delayMs > 0) await wait(delayMs);
      await new Promise<void>((resolve) => response.write(half, () => resolve()));
      if (fault.close === 'end') response.end();
      else response.socket?.destroy();
      return;
    }
    case 'malformed-line':
      await write('data: {"this is not": json\n\n');
      for (let index = limit; index < frames.length; index += 1) await write(frames[index]!);
      response.end();
      return;
    case 'stream-error': {
      const errorFrames =
        api === 'anthropic'
          ? anthropicStreamErrorFrames(fault.errorType, fault.message)
          : api === 'responses'
            ? responsesStreamErrorFrames(plan, limit, fault.errorType, fault.message)
            : chatCompletionsStreamErrorFrames(fault.errorType, fault.message);
      for (const frame of errorFrames) await write(frame);
      response.end();
      return;
    }
    case 'stall':
      // Keep the connection open and silent; close() or the client ends it.
      return;
  }
}
