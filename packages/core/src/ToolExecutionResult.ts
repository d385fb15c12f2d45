import { ConfidenceLevel, assertConfidenceLevel } from './ConfidenceLevel.js';
import { DataSecurity, assertDataSecurity } from './DataSecurity.js';
import type { Source, SourceOrigin } from './Source.js';

/** A JSON value as a tool may return it in {@link ToolExecutionResult.jsonContent}. */
export type JsonValue = string | number | boolean | null | readonly JsonValue[] | { readonly [key: string]: JsonValue };

/** A source a tool hands back; the origin defaults to `TOOL`. */
export interface ToolResultSourceInput {
  readonly title: string;
  readonly url: string;
  /** `TOOL` unless the tool passes on sources of another kind (semantic search passes `RAG` ones). */
  readonly origin?: SourceOrigin;
}

/** Everything a {@link ToolExecutionResult} can carry besides its content. */
export interface ToolExecutionResultOptions {
  /** Plain text for the model. Ignored by {@link ToolExecutionResult.toModelContent} when JSON content is set. */
  readonly textContent?: string | undefined;
  /** Structured content for the model; wins over text. */
  readonly jsonContent?: JsonValue | undefined;
  /** Documents the result relied on, shown to the user under "Sources used by tools". */
  readonly sources?: readonly ToolResultSourceInput[] | undefined;
  /** The lowest provider confidence that may see this chat from now on. Default `NONE`. */
  readonly requiredProviderConfidence?: ConfidenceLevel | undefined;
  /** Which providers this chat may go to from now on. Default `NOT_SPECIFIED`. */
  readonly requiredDataSecurity?: DataSecurity | undefined;
}

/**
 * What one successful tool call returns. Raise the requirements only for what actually reached the
 * model: a search that found nothing brought nothing into the chat.
 */
export class ToolExecutionResult {
  /** Plain text content, or undefined. */
  readonly textContent: string | undefined;
  /** Structured content, or undefined. Wins over {@link textContent}. */
  readonly jsonContent: JsonValue | undefined;
  /** Sources of the result (origin `TOOL` unless set otherwise). */
  readonly sources: readonly Source[];
  /** The provider confidence the chat requires from now on. */
  readonly requiredProviderConfidence: ConfidenceLevel;
  /** The data security the chat requires from now on. */
  readonly requiredDataSecurity: DataSecurity;

  /**
   * Throws a `ToolgateError` for a requirement outside its list (`INVALID_CONFIDENCE_LEVEL`,
   * `INVALID_DATA_SECURITY`): in `execute`, that makes the call fail, so nothing of it reaches the
   * model under a requirement nobody can check.
   */
  constructor(options: ToolExecutionResultOptions = {}) {
    this.textContent = options.textContent;
    this.jsonContent = options.jsonContent;
    this.sources = Object.freeze(
      (options.sources ?? []).map((source) =>
        Object.freeze({ title: source.title, url: source.url, origin: source.origin ?? 'TOOL' }),
      ),
    );
    this.requiredProviderConfidence = assertConfidenceLevel(options.requiredProviderConfidence ?? ConfidenceLevel.NONE);
    this.requiredDataSecurity = assertDataSecurity(options.requiredDataSecurity ?? DataSecurity.NOT_SPECIFIED);
  }

  /** A result whose content is plain text. */
  static text(textContent: string, options: Omit<ToolExecutionResultOptions, 'textContent'> = {}): ToolExecutionResult {
    return new ToolExecutionResult({ ...options, textContent });
  }

  /** A result whose content is JSON (serialized by {@link toModelContent}). */
  static json(
    jsonContent: JsonValue,
    options: Omit<ToolExecutionResultOptions, 'jsonContent'> = {},
  ): ToolExecutionResult {
    return new ToolExecutionResult({ ...options, jsonContent });
  }

  /**
   * The content as the model sees it: JSON when set, else the text, else an empty string.
   * See {@link serializeToolJson} for how JSON is written.
   */
  toModelContent(): string {
    if (this.jsonContent !== undefined) return serializeToolJson(this.jsonContent);
    return this.textContent ?? '';
  }
}

/**
 * Serializes JSON for the model, escaping only what JSON requires (`"`, `\`, control characters
 * and lone surrogates): umlauts, CJK, `<`, `&` and `'` stay literal, so they do not cost six
 * characters each of the result budget. U+2028 and U+2029 stay literal too: JSON allows them, and
 * `JSON.parse` reads the output back unchanged.
 */
export function serializeToolJson(value: JsonValue): string {
  // JSON.stringify (ES2019+) already escapes exactly this set and nothing more.
  return JSON.stringify(value) ?? 'null';
}
