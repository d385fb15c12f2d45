import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { ConfidenceLevel, DataSecurity } from '@toolgate/core';
import type { ChatAnswerEvent, ChatBackend, ChatSource, ChatState, ChatTrace } from './ChatBackend.js';
import { CHAT_PAGE_HTML, CHAT_PAGE_SCRIPT, CHAT_PAGE_STYLE } from './chatPage.js';
import type { ChatStore, StoredChat, StoredChatMessage } from './ChatStore.js';

/** Options of {@link startChatServer}. */
export interface ChatServerOptions {
  readonly backend: ChatBackend;
  readonly store: ChatStore;
  /** Address to listen on. Default `127.0.0.1` (loopback only). */
  readonly host?: string | undefined;
  /** Port to listen on. Default 0 (a free port). */
  readonly port?: number | undefined;
}

/** A running chat server. */
export interface ChatServer {
  /** The address to open, e.g. `http://127.0.0.1:8787/`. */
  readonly url: string;
  readonly port: number;
  close(): Promise<void>;
}

/** The longest request body the API reads (a message and its framing). */
export const MAX_REQUEST_BODY_BYTES = 64 * 1024;
/** The longest message a user may send. */
export const MAX_MESSAGE_CHARACTERS = 16_000;

class HttpRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
  });
  response.end(text);
}

const SECURITY_HEADERS = {
  // Nothing is loaded from anywhere but this server; no framing by other sites.
  'content-security-policy':
    "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
};

function sendAsset(response: ServerResponse, contentType: string, body: string): void {
  response.writeHead(200, {
    'content-type': `${contentType}; charset=utf-8`,
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-cache',
    ...SECURITY_HEADERS,
  });
  response.end(body);
}

async function readJsonBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  const type = request.headers['content-type'] ?? '';
  // A JSON content type cannot be sent by a plain cross-site form, so it also guards against CSRF.
  if (!/^application\/json\s*(;|$)/i.test(type)) {
    throw new HttpRefusal(415, `The request body must be JSON (Content-Type: application/json), got '${type}'.`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_REQUEST_BODY_BYTES) {
      throw new HttpRefusal(413, `The request body is larger than ${MAX_REQUEST_BODY_BYTES} bytes.`);
    }
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new HttpRefusal(400, 'The request body is not valid JSON.');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new HttpRefusal(400, 'The request body must be a JSON object.');
  }
  return value as Record<string, unknown>;
}

function chatSummary(chat: StoredChat) {
  return { id: chat.id, title: chat.title, createdAt: chat.createdAt };
}

function titleOf(message: string): string {
  const line = message.trim().split('\n')[0] ?? '';
  return line.length > 60 ? `${line.slice(0, 57)}…` : line;
}

/**
 * The web chat's HTTP server: the page, its script and style, and a JSON API whose answers
 * stream as newline-delimited JSON events. It answers only requests addressed to itself by a
 * loopback name or the address it listens on (DNS rebinding), and refuses state changes from
 * other origins.
 */
export async function startChatServer(options: ChatServerOptions): Promise<ChatServer> {
  const { backend, store } = options;
  const host = options.host ?? '127.0.0.1';
  const busyChats = new Set<string>();
  const openAnswers = new Set<AbortController>();
  // Answers still saving their chat; close() waits for them so no file is written after it.
  const pendingAnswers = new Set<Promise<void>>();
  let port = 0;

  function allowedHosts(): Set<string> {
    const names = new Set(['127.0.0.1', 'localhost', '[::1]']);
    names.add(host.includes(':') ? `[${host}]` : host);
    return new Set([...names].map((name) => `${name}:${port}`));
  }

  function checkAddressedToUs(request: IncomingMessage): void {
    const hostHeader = (request.headers.host ?? '').toLowerCase();
    if (!allowedHosts().has(hostHeader)) {
      throw new HttpRefusal(421, `This server answers only requests for ${[...allowedHosts()].join(', ')}.`);
    }
    const method = request.method ?? 'GET';
    if (method === 'GET' || method === 'HEAD') return;
    const origin = request.headers.origin;
    // Browsers send Origin on every cross-origin and same-origin POST; tools like curl send none.
    if (origin !== undefined && !allowedHosts().has(origin.toLowerCase().replace(/^http:\/\//, ''))) {
      throw new HttpRefusal(403, `Requests from the origin '${origin}' are refused.`);
    }
    if (origin !== undefined && !origin.toLowerCase().startsWith('http://')) {
      throw new HttpRefusal(403, `Requests from the origin '${origin}' are refused.`);
    }
  }

  async function loadChat(id: string): Promise<StoredChat> {
    const chat = await store.get(id);
    if (chat === undefined) throw new HttpRefusal(404, `There is no chat '${id.slice(0, 60)}'.`);
    return chat;
  }

  async function chatView(chat: StoredChat) {
    return { ...chat, tools: await backend.listTools(chat) };
  }

  /** The tools a chat may select (context tools offer themselves and are not selected). */
  async function selectableToolIds(chat: ChatState): Promise<string[]> {
    return (await backend.listTools(chat)).filter((tool) => tool.selectable !== false).map((tool) => tool.id);
  }

  async function createChat(body: Record<string, unknown>): Promise<StoredChat> {
    const fresh: ChatState = {
      selectedToolIds: backend.defaultToolIds(),
      requiredProviderConfidence: ConfidenceLevel.NONE,
      requiredDataSecurity: DataSecurity.NOT_SPECIFIED,
    };
    const selected =
      body.selectedToolIds === undefined
        ? fresh.selectedToolIds
        : validToolIds(body.selectedToolIds, await selectableToolIds(fresh));
    return store.create({ ...fresh, title: 'New chat', selectedToolIds: selected });
  }

  function validToolIds(value: unknown, known: readonly string[]): string[] {
    if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) {
      throw new HttpRefusal(400, `selectedToolIds must be an array of tool ids (known: ${known.join(', ')}).`);
    }
    const unknown = (value as string[]).filter((id) => !known.includes(id));
    if (unknown.length > 0) {
      throw new HttpRefusal(
        400,
        `selectedToolIds names unknown tools: ${unknown.map((id) => `'${id.slice(0, 60)}'`).join(', ')} (known: ${known.join(', ')}).`,
      );
    }
    return backend.normalizeSelection(value as string[]);
  }

  async function answer(chat: StoredChat, body: Record<string, unknown>, response: ServerResponse): Promise<void> {
    const text = body.text;
    if (typeof text !== 'string' || text.trim() === '') {
      throw new HttpRefusal(400, 'text must be the message, a non-empty string (e.g. {"text": "What\'s new?"}).');
    }
    if (text.length > MAX_MESSAGE_CHARACTERS) {
      throw new HttpRefusal(400, `text has ${text.length} characters; at most ${MAX_MESSAGE_CHARACTERS} are accepted.`);
    }
    if (busyChats.has(chat.id)) throw new HttpRefusal(409, 'This chat is still answering the previous message.');
    busyChats.add(chat.id);
    const controller = new AbortController();
    openAnswers.add(controller);
    response.on('close', () => {
      if (!response.writableFinished) controller.abort();
    });
    response.writeHead(200, {
      'content-type': 'application/x-ndjson; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    });
    const history = chat.messages.map((message) => ({ role: message.role, content: message.text }));
    let answerText = '';
    const traces: ChatTrace[] = [];
    let sources: readonly ChatSource[] = [];
    let injectionSources: readonly string[] | undefined;
    let injectionNotice: string | undefined;
    const warnings: string[] = [];
    let offeredToolIds: readonly string[] = [];
    let requirements = {
      requiredProviderConfidence: chat.requiredProviderConfidence,
      requiredDataSecurity: chat.requiredDataSecurity,
    };
    const write = (event: ChatAnswerEvent) => {
      if (!response.destroyed) response.write(`${JSON.stringify(event)}\n`);
    };
    try {
      for await (const event of backend.answer({ history, message: text, chat, signal: controller.signal })) {
        if (event.type === 'text') answerText += event.text;
        else if (event.type === 'trace') traces.push(event.trace);
        else if (event.type === 'sources') sources = event.sources;
        else if (event.type === 'injection') {
          injectionSources = event.sources;
          injectionNotice = event.message;
        } else if (event.type === 'warning') warnings.push(event.message);
        else if (event.type === 'failed') warnings.push(`The answer failed (${event.code}): ${event.message}`);
        else if (event.type === 'done') {
          offeredToolIds = event.offeredToolIds;
          requirements = {
            requiredProviderConfidence: event.requiredProviderConfidence,
            requiredDataSecurity: event.requiredDataSecurity,
          };
        }
        write(event);
      }
    } finally {
      const assistant: StoredChatMessage = {
        role: 'assistant',
        text: answerText,
        traces,
        sources,
        warnings,
        offeredToolIds,
        ...(injectionSources === undefined ? {} : { injectionSources }),
        ...(injectionNotice === undefined ? {} : { injectionNotice }),
      };
      const latest = (await store.get(chat.id)) ?? chat;
      await store.save({
        ...latest,
        ...requirements,
        title: latest.messages.length === 0 ? titleOf(text) : latest.title,
        messages: [...latest.messages, { role: 'user', text }, assistant],
      });
      busyChats.delete(chat.id);
      openAnswers.delete(controller);
      response.end();
    }
  }

  async function route(request: IncomingMessage, response: ServerResponse): Promise<void> {
    checkAddressedToUs(request);
    const method = request.method ?? 'GET';
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (method === 'GET' && (path === '/' || path.startsWith('/chats/'))) {
      return sendAsset(response, 'text/html', CHAT_PAGE_HTML);
    }
    if (method === 'GET' && path === '/assets/chat.js') return sendAsset(response, 'text/javascript', CHAT_PAGE_SCRIPT);
    if (method === 'GET' && path === '/assets/chat.css') return sendAsset(response, 'text/css', CHAT_PAGE_STYLE);
    if (path === '/api/chats') {
      if (method === 'GET') {
        const chats = await store.list();
        return sendJson(response, 200, { providerLabel: backend.providerLabel, chats: chats.map(chatSummary) });
      }
      if (method === 'POST')
        return sendJson(response, 201, await chatView(await createChat(await readJsonBody(request))));
      throw new HttpRefusal(405, `${method} is not allowed on ${path} (use GET or POST).`);
    }
    const match = /^\/api\/chats\/([^/]+)(\/tools|\/messages)?$/.exec(path);
    if (match !== null) {
      const [, id = '', part] = match;
      if (part === undefined && method === 'GET') return sendJson(response, 200, await chatView(await loadChat(id)));
      if (part === '/tools' && method === 'PUT') {
        const body = await readJsonBody(request);
        const chat = await loadChat(id);
        const selectedToolIds = validToolIds(body.selectedToolIds, await selectableToolIds(chat));
        const updated = { ...chat, selectedToolIds };
        await store.save(updated);
        return sendJson(response, 200, await chatView(updated));
      }
      if (part === '/messages' && method === 'POST') {
        const body = await readJsonBody(request);
        const pending = answer(await loadChat(id), body, response);
        pendingAnswers.add(pending);
        return pending.finally(() => pendingAnswers.delete(pending));
      }
      throw new HttpRefusal(405, `${method} is not allowed on ${path}.`);
    }
    throw new HttpRefusal(404, `Nothing here: ${path.slice(0, 100)}`);
  }

  const server: Server = createServer((request, response) => {
    route(request, response).catch((error: unknown) => {
      if (response.headersSent) {
        response.destroy();
        return;
      }
      if (error instanceof HttpRefusal) {
        sendJson(response, error.status, { error: error.message });
        return;
      }
      sendJson(response, 500, { error: error instanceof Error ? error.message : String(error) });
    });
  });
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  port = (server.address() as AddressInfo).port;
  const urlHost = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${urlHost}:${port}/`,
    port,
    async close() {
      for (const controller of openAnswers) controller.abort();
      await Promise.allSettled([...pendingAnswers]);
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}
