import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  assertConfidenceLevel,
  type ConfidenceLevel,
  ConfidenceLevel as Confidence,
  DataSecurity,
  isDataSecurity,
  ToolgateError,
} from '@toolgate/core';
import type { ChatSource, ChatState, ChatTrace } from './ChatBackend.js';

/** One message of a stored chat. Assistant messages keep what the page shows, never tool results. */
export interface StoredChatMessage {
  readonly role: 'user' | 'assistant';
  readonly text: string;
  readonly traces?: readonly ChatTrace[];
  readonly sources?: readonly ChatSource[];
  /** The sources the guard removed something from, for the answer's notice. */
  readonly injectionSources?: readonly string[];
  /** The notice as the host worded it. */
  readonly injectionNotice?: string;
  readonly warnings?: readonly string[];
  readonly offeredToolIds?: readonly string[];
}

/** One chat as it is kept on disk: its requirements and tools, and its messages. */
export interface StoredChat extends ChatState {
  readonly id: string;
  readonly title: string;
  readonly createdAt: string;
  readonly messages: readonly StoredChatMessage[];
}

/** A chat file that cannot be read back. Code `CHAT_STORE_INVALID`. */
export class ChatStoreError extends ToolgateError {
  static override readonly brand: symbol = Symbol.for('@toolgate/demo/ChatStoreError');

  constructor(message: string, options: { cause?: unknown } = {}) {
    super('CHAT_STORE_INVALID', message, options);
  }
}

const CHAT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** True for a string shaped like the ids the store hands out (so it can never name a path outside the folder). */
export function isChatId(value: string): boolean {
  return CHAT_ID.test(value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringArray(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** Keeps what the page shows of a trace; the tool's result stays out of the file. */
function storedTrace(trace: ChatTrace): ChatTrace {
  return {
    order: trace.order,
    toolId: trace.toolId,
    toolName: trace.toolName,
    status: trace.status,
    arguments: trace.arguments,
    statusMessage: trace.statusMessage,
  };
}

function parseMessage(value: unknown): StoredChatMessage | undefined {
  if (!isRecord(value) || (value.role !== 'user' && value.role !== 'assistant') || typeof value.text !== 'string') {
    return undefined;
  }
  const traces = Array.isArray(value.traces)
    ? value.traces.filter(isRecord).map((trace) =>
        storedTrace({
          order: typeof trace.order === 'number' ? trace.order : 0,
          toolId: String(trace.toolId ?? ''),
          toolName: String(trace.toolName ?? ''),
          status: String(trace.status ?? ''),
          arguments: isRecord(trace.arguments)
            ? Object.fromEntries(Object.entries(trace.arguments).map(([key, item]) => [key, String(item)]))
            : {},
          statusMessage: String(trace.statusMessage ?? ''),
        }),
      )
    : undefined;
  const sources = Array.isArray(value.sources)
    ? value.sources
        .filter(isRecord)
        .map((source) => ({ title: String(source.title ?? ''), url: String(source.url ?? '') }))
    : undefined;
  return {
    role: value.role,
    text: value.text,
    ...(traces === undefined ? {} : { traces }),
    ...(sources === undefined ? {} : { sources }),
    ...(value.injectionSources === undefined ? {} : { injectionSources: stringArray(value.injectionSources) }),
    ...(typeof value.injectionNotice === 'string' ? { injectionNotice: value.injectionNotice } : {}),
    ...(value.warnings === undefined ? {} : { warnings: stringArray(value.warnings) }),
    ...(value.offeredToolIds === undefined ? {} : { offeredToolIds: stringArray(value.offeredToolIds) }),
  };
}

function parseChat(text: string, fileName: string): StoredChat {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new ChatStoreError(`The chat file ${fileName} is not JSON.`, { cause: error });
  }
  if (!isRecord(value) || typeof value.id !== 'string' || !isChatId(value.id) || !Array.isArray(value.messages)) {
    throw new ChatStoreError(`The chat file ${fileName} has no valid id or messages.`);
  }
  let requiredProviderConfidence: ConfidenceLevel = Confidence.NONE;
  try {
    requiredProviderConfidence = assertConfidenceLevel(value.requiredProviderConfidence ?? Confidence.NONE);
  } catch (error) {
    throw new ChatStoreError(`The chat file ${fileName} has an unknown requiredProviderConfidence.`, { cause: error });
  }
  return {
    id: value.id,
    title: typeof value.title === 'string' ? value.title : 'Chat',
    createdAt: typeof value.createdAt === 'string' ? value.createdAt : new Date(0).toISOString(),
    selectedToolIds: stringArray(value.selectedToolIds),
    requiredProviderConfidence,
    // A chat whose security cannot be read back keeps the strictest reading rather than none.
    requiredDataSecurity: isDataSecurity(value.requiredDataSecurity)
      ? value.requiredDataSecurity
      : DataSecurity.SELF_HOSTED,
    messages: value.messages.map(parseMessage).filter((message) => message !== undefined),
  };
}

/**
 * The chats of the web UI, one JSON file each in `<dataDirectory>/chats/`. Files are written
 * whole and renamed into place, so a crash never leaves half a chat.
 */
export class ChatStore {
  readonly directory: string;
  /** Files that could not be read back at the last {@link list} (name and why). */
  readonly unreadable: { file: string; message: string }[] = [];

  constructor(dataDirectory: string) {
    this.directory = join(dataDirectory, 'chats');
  }

  async list(): Promise<StoredChat[]> {
    await mkdir(this.directory, { recursive: true });
    const chats: StoredChat[] = [];
    this.unreadable.length = 0;
    for (const name of (await readdir(this.directory)).sort()) {
      if (!name.endsWith('.json')) continue;
      try {
        chats.push(parseChat(await readFile(join(this.directory, name), 'utf8'), name));
      } catch (error) {
        this.unreadable.push({ file: name, message: error instanceof Error ? error.message : String(error) });
      }
    }
    return chats.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  }

  async get(id: string): Promise<StoredChat | undefined> {
    if (!isChatId(id)) return undefined;
    let text: string;
    try {
      text = await readFile(join(this.directory, `${id}.json`), 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
    return parseChat(text, `${id}.json`);
  }

  async create(chat: Omit<StoredChat, 'id' | 'createdAt' | 'messages'>, now: Date = new Date()): Promise<StoredChat> {
    const created: StoredChat = { ...chat, id: randomUUID(), createdAt: now.toISOString(), messages: [] };
    await this.save(created);
    return created;
  }

  async save(chat: StoredChat): Promise<void> {
    await mkdir(this.directory, { recursive: true });
    const stored: StoredChat = {
      ...chat,
      messages: chat.messages.map((message) =>
        message.traces === undefined ? message : { ...message, traces: message.traces.map(storedTrace) },
      ),
    };
    const path = join(this.directory, `${chat.id}.json`);
    const temporary = `${path}.${process.pid}.tmp`;
    await writeFile(temporary, `${JSON.stringify(stored, null, 2)}\n`, 'utf8');
    await rename(temporary, path);
  }
}
