import type { ChatThread } from './ChatThread.js';
import type { ConfidenceLevel } from './ConfidenceLevel.js';
import type { ToolDefinition } from './ToolDefinition.js';
import type { ToolSettingsValues } from './ToolSettingsValues.js';

/** What a tool may know about the provider its result goes to. Never carries credentials. */
export interface ToolExecutionProviderInfo {
  /** A stable id of the configured provider, e.g. `openai-chat` or a preset name. */
  readonly id: string;
  /** The name shown to people, e.g. `OpenAI`. */
  readonly displayName?: string | undefined;
  /** The model the answer comes from. */
  readonly model?: string | undefined;
  /** True for a provider the organization runs itself (its data stays in-house). */
  readonly isSelfHosted?: boolean | undefined;
}

/**
 * Everything one tool call runs with. Built by the `ToolExecutor` for each call; the settings
 * values (secrets included) leave the settings store only through here.
 */
export interface ToolExecutionContext {
  /** The definition the call was offered with (a tailored function included). */
  readonly definition: ToolDefinition;
  /** The id of the model's call. */
  readonly toolCallId: string;
  /**
   * The tool's resolved settings by field name (locked organization value > user's value >
   * organization default), secrets included (readable by name, not enumerable). Never put them
   * into results, errors or logs.
   */
  readonly settingsValues: ToolSettingsValues;
  /** The provider's confidence level under the active confidence scheme; check it before returning sensitive data. */
  readonly providerConfidence: ConfidenceLevel;
  /** The provider the result goes to. */
  readonly provider: ToolExecutionProviderInfo;
  /** The chat the call belongs to (its requirements as they stand before this call). */
  readonly chatThread: ChatThread;
  /** Cancelled when the user stops the answer; pass it to every request the tool makes. */
  readonly signal: AbortSignal;
}
