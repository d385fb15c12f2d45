import type { ConfidenceLevel, ConversationMessage, DataSecurity } from '@toolgate/core';

/** One tool of the chat page's selector. */
export interface ChatToolOption {
  readonly id: string;
  readonly displayName: string;
  readonly description: string;
  /** False for a tool that offers itself when it has something to offer (shown, never selected). Default true. */
  readonly selectable?: boolean | undefined;
  /** Why the tool cannot be offered to the provider right now, in words; undefined when it can be. */
  readonly offerBlockReason: string | undefined;
}

/** What a chat carries from one answer to the next: its tools and the requirements its answers raised. */
export interface ChatState {
  readonly selectedToolIds: readonly string[];
  readonly requiredProviderConfidence: ConfidenceLevel;
  readonly requiredDataSecurity: DataSecurity;
}

/** One call of a tool, as the trace panel shows it (arguments already masked by core). */
export interface ChatTrace {
  readonly order: number;
  readonly toolId: string;
  readonly toolName: string;
  readonly status: string;
  readonly arguments: Readonly<Record<string, string>>;
  readonly statusMessage: string;
  /** What the tool returned to the model; never stored on disk. */
  readonly result?: string | undefined;
}

/** One source an answer's tools used. */
export interface ChatSource {
  readonly title: string;
  readonly url: string;
}

/** What streams to the page while one answer is made, in order; `done` or `failed` ends it. */
export type ChatAnswerEvent =
  | { readonly type: 'text'; readonly text: string }
  | { readonly type: 'tool-started'; readonly toolNames: readonly string[] }
  | { readonly type: 'tool-finished' }
  | { readonly type: 'trace'; readonly trace: ChatTrace }
  | { readonly type: 'sources'; readonly sources: readonly ChatSource[] }
  | {
      readonly type: 'injection';
      readonly sources: readonly string[];
      readonly findingCount: number;
      /** The notice for the user, when the host words it itself. */
      readonly message?: string | undefined;
    }
  | { readonly type: 'warning'; readonly message: string }
  | {
      readonly type: 'done';
      readonly offeredToolIds: readonly string[];
      readonly requiredProviderConfidence: ConfidenceLevel;
      readonly requiredDataSecurity: DataSecurity;
      readonly stopReason: string;
    }
  | { readonly type: 'failed'; readonly code: string; readonly message: string };

/** One answer asked of a {@link ChatBackend}. */
export interface ChatAnswerRequest {
  /** The earlier messages of the chat (texts only). */
  readonly history: readonly ConversationMessage[];
  readonly message: string;
  readonly chat: ChatState;
  readonly signal?: AbortSignal | undefined;
}

/**
 * What the web chat needs of the host behind it: the tool catalog for a chat and one streamed
 * answer at a time. The server, the page and the store know nothing else of the host.
 */
export interface ChatBackend {
  /** The provider and model, as the page's header names them (e.g. "Offline demo model"). */
  readonly providerLabel: string;
  /** Every tool of the registry for the chat's selector, with why it cannot be offered now. */
  listTools(chat: ChatState): Promise<ChatToolOption[]>;
  /**
   * The selection as the registry applies it: a tool that another selected tool needs is added
   * (e.g. `search_confluence` brings `read_web_page`), so what is stored is what is offered.
   */
  normalizeSelection(toolIds: readonly string[]): string[];
  /** The tool ids a new chat starts with. */
  defaultToolIds(): readonly string[];
  /** Streams one answer; never throws once iteration started: a failure ends with a `failed` event. */
  answer(request: ChatAnswerRequest): AsyncIterable<ChatAnswerEvent>;
  /** Stops what the backend started (servers, models). */
  close(): Promise<void>;
}
