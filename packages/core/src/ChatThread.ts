import { z } from 'zod';
import {
  CONFIDENCE_LEVELS,
  ConfidenceLevel,
  assertConfidenceLevel,
  maxConfidenceLevel,
  meetsConfidence,
} from './ConfidenceLevel.js';
import {
  DataSecurity,
  assertDataSecurity,
  isProviderAllowedByDataSecurity,
  tightenDataSecurity,
} from './DataSecurity.js';
import type { ConversationMessage } from './ConversationMessage.js';
import { ToolgateError } from './ToolgateError.js';
import { findWebAddresses, webAddressRequestKey } from './WebAddresses.js';

/** Stored chat state could not be read (not an object, a wrong field, an unknown level). Code `INVALID_CHAT_THREAD`. */
export class ChatThreadFormatError extends ToolgateError {
  static override readonly brand: symbol = Symbol.for('@toolgate/core/ChatThreadFormatError');

  constructor(message: string, options: { cause?: unknown } = {}) {
    super('INVALID_CHAT_THREAD', message, options);
  }
}

/** What a chat needs to know about a provider to decide whether the chat may go to it. */
export interface ChatThreadProvider {
  /** The provider's confidence level under the active confidence scheme. */
  readonly confidence: ConfidenceLevel;
  /** True for a provider the organization runs itself. */
  readonly isSelfHosted: boolean;
}

/** Why a chat may not go to a provider. */
export type ChatThreadProviderBlockReason = 'PROVIDER_CONFIDENCE_TOO_LOW' | 'SELF_HOSTED_PROVIDER_REQUIRED';

/** The answer of {@link ChatThread.checkProvider}. */
export type ChatThreadProviderCheck =
  | { readonly allowed: true }
  | { readonly allowed: false; readonly reason: ChatThreadProviderBlockReason; readonly message: string };

/** The persisted form of a {@link ChatThread} (see {@link ChatThread.toJSON}). */
export interface ChatThreadJson {
  readonly schemaVersion: 1;
  readonly requiredProviderConfidence: ConfidenceLevel;
  readonly dataSecurity: DataSecurity;
  /** `null`: never stored, the component's defaults apply. An empty list: the user switched every tool off. */
  readonly selectedToolIds: readonly string[] | null;
}

/** Options of a new {@link ChatThread}. */
export interface ChatThreadOptions {
  readonly requiredProviderConfidence?: ConfidenceLevel | undefined;
  readonly dataSecurity?: DataSecurity | undefined;
  readonly selectedToolIds?: Iterable<string> | null | undefined;
}

// Built on first use, not at import (see bench/import-cost.mjs).
let chatThreadJsonSchemaCache: ReturnType<typeof buildChatThreadJsonSchema> | undefined;
function getChatThreadJsonSchema() {
  chatThreadJsonSchemaCache ??= buildChatThreadJsonSchema();
  return chatThreadJsonSchemaCache;
}
function buildChatThreadJsonSchema() {
  return z.strictObject({
    schemaVersion: z.literal(1),
    requiredProviderConfidence: z.enum(CONFIDENCE_LEVELS as [ConfidenceLevel, ...ConfidenceLevel[]]),
    dataSecurity: z.enum([DataSecurity.NOT_SPECIFIED, DataSecurity.ALLOW_ANY, DataSecurity.SELF_HOSTED]),
    selectedToolIds: z.array(z.string()).nullable(),
  });
}

/**
 * The state of one chat that tools and providers must respect. Its requirements only ever tighten:
 * once a tool brought data into the chat that only trusted (or self-hosted) providers may see,
 * every later provider must meet that, and the requirement persists with the chat.
 */
export class ChatThread {
  #requiredProviderConfidence: ConfidenceLevel;
  #dataSecurity: DataSecurity;
  #selectedToolIds: readonly string[] | null;
  /** Request keys of the addresses given to the model in this session (not persisted). */
  readonly #givenWebAddressKeys = new Set<string>();

  /** Throws a `ToolgateError` (`INVALID_CONFIDENCE_LEVEL`, `INVALID_DATA_SECURITY`) for a value outside its list. */
  constructor(options: ChatThreadOptions = {}) {
    this.#requiredProviderConfidence = assertConfidenceLevel(
      options.requiredProviderConfidence ?? ConfidenceLevel.NONE,
    );
    this.#dataSecurity = assertDataSecurity(options.dataSecurity ?? DataSecurity.NOT_SPECIFIED);
    this.#selectedToolIds = normalizeIds(options.selectedToolIds);
  }

  /** The lowest confidence a provider of this chat must have (the highest requirement reached so far). */
  get requiredProviderConfidence(): ConfidenceLevel {
    return this.#requiredProviderConfidence;
  }

  /** Which providers the data of this chat may go to. `SELF_HOSTED` is sticky. */
  get dataSecurity(): DataSecurity {
    return this.#dataSecurity;
  }

  /**
   * The tools the user selected for this chat: `null` when nothing was ever stored (the component's
   * defaults apply), an empty list when the user switched every tool off.
   */
  get selectedToolIds(): readonly string[] | null {
    return this.#selectedToolIds;
  }

  set selectedToolIds(ids: Iterable<string> | null) {
    this.#selectedToolIds = normalizeIds(ids);
  }

  /**
   * Raises the confidence requirement to `level`; a lower level changes nothing. Returns the
   * requirement now in force. A value that is no confidence level throws (`INVALID_CONFIDENCE_LEVEL`)
   * and changes nothing: it must not be mistaken for a level.
   */
  requireProviderConfidence(level: ConfidenceLevel): ConfidenceLevel {
    this.#requiredProviderConfidence = maxConfidenceLevel(
      this.#requiredProviderConfidence,
      assertConfidenceLevel(level),
    );
    return this.#requiredProviderConfidence;
  }

  /**
   * Tightens the data security: `SELF_HOSTED` on either side wins, `ALLOW_ANY` marks a chat that
   * was unspecified, `NOT_SPECIFIED` changes nothing. Returns the value now in force. An unknown
   * value throws (`INVALID_DATA_SECURITY`) and changes nothing.
   */
  requireDataSecurity(required: DataSecurity): DataSecurity {
    this.#dataSecurity = tightenDataSecurity(this.#dataSecurity, assertDataSecurity(required));
    return this.#dataSecurity;
  }

  /** Whether this chat may go to `provider`, and if not, why (a sentence for the user). */
  checkProvider(provider: ChatThreadProvider): ChatThreadProviderCheck {
    if (!isProviderAllowedByDataSecurity(this.#dataSecurity, provider.isSelfHosted)) {
      return {
        allowed: false,
        reason: 'SELF_HOSTED_PROVIDER_REQUIRED',
        message: 'This chat contains data that may only be sent to a self-hosted provider.',
      };
    }
    if (!meetsConfidence(provider.confidence, this.#requiredProviderConfidence)) {
      return {
        allowed: false,
        reason: 'PROVIDER_CONFIDENCE_TOO_LOW',
        message: `This chat contains data that requires a provider with confidence ${this.#requiredProviderConfidence} or higher, but the provider has ${provider.confidence}.`,
      };
    }
    return { allowed: true };
  }

  /** True when {@link checkProvider} allows `provider`. */
  allowsProvider(provider: ChatThreadProvider): boolean {
    return this.checkProvider(provider).allowed;
  }

  /**
   * Records the web addresses written in a text the model was given: the system prompt, a user
   * message, a document or data-source content that came with one. Never pass the model's own
   * text: an address it wrote itself is not given to it.
   */
  addGivenWebAddresses(text: string): void {
    for (const address of findWebAddresses(text)) {
      const key = webAddressRequestKey(address);
      if (key !== undefined) this.#givenWebAddressKeys.add(key);
    }
  }

  /** Records the addresses of the system prompt and of the user messages; assistant messages never count. */
  addGivenWebAddressesFromConversation(systemPrompt: string, messages: readonly ConversationMessage[]): void {
    this.addGivenWebAddresses(systemPrompt);
    for (const message of messages) if (message.role === 'user') this.addGivenWebAddresses(message.content);
  }

  /**
   * Records the addresses a tool returned (search hits, links on a page read), except those the
   * call's own arguments carried: echoing an address the model chose does not give it.
   */
  addGivenWebAddressesFromToolResult(result: string, callArguments: string): void {
    const echoed = new Set<string>();
    for (const address of findWebAddresses(callArguments)) {
      echoed.add(address.toLowerCase());
      const key = webAddressRequestKey(address);
      if (key !== undefined) echoed.add(key);
    }
    for (const address of findWebAddresses(result)) {
      const key = webAddressRequestKey(address);
      if (key === undefined || echoed.has(key) || echoed.has(address.toLowerCase())) continue;
      this.#givenWebAddressKeys.add(key);
    }
  }

  /**
   * True when the address, compared by request key (case of scheme and host, default port,
   * fragment and a trailing dot ignored; path, query and user-info not), was given to the model in
   * this session: see {@link addGivenWebAddresses} and {@link addGivenWebAddressesFromToolResult}.
   */
  isWebAddressGivenToTheModel(address: string | URL): boolean {
    const key = webAddressRequestKey(address);
    return key !== undefined && this.#givenWebAddressKeys.has(key);
  }

  /** The persisted form. */
  toJSON(): ChatThreadJson {
    return {
      schemaVersion: 1,
      requiredProviderConfidence: this.#requiredProviderConfidence,
      dataSecurity: this.#dataSecurity,
      selectedToolIds: this.#selectedToolIds === null ? null : [...this.#selectedToolIds],
    };
  }

  /**
   * Reads the persisted form back (a parsed object or the JSON text). Refuses anything malformed
   * with a {@link ChatThreadFormatError} naming the field, rather than loosening a requirement.
   */
  static fromJSON(value: unknown): ChatThread {
    let data = value;
    if (typeof value === 'string') {
      try {
        data = JSON.parse(value);
      } catch (error) {
        throw new ChatThreadFormatError('The stored chat state is not valid JSON.', { cause: error });
      }
    }
    const parsed = getChatThreadJsonSchema().safeParse(data);
    if (!parsed.success) {
      const details = parsed.error.issues
        .map((issue) => {
          const path = issue.path.map(String).join('.');
          return path === '' ? issue.message : `${path}: ${issue.message}`;
        })
        .join('; ');
      throw new ChatThreadFormatError(`The stored chat state is invalid: ${details}.`);
    }
    return new ChatThread(parsed.data);
  }
}

function normalizeIds(ids: Iterable<string> | null | undefined): readonly string[] | null {
  if (ids === null || ids === undefined) return null;
  return Object.freeze([...new Set(ids)]);
}
