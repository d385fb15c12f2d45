import type { ToolDefinition } from './ToolDefinition.js';
import type { ToolExecutionContext } from './ToolExecutionContext.js';
import type { ToolExecutionResult } from './ToolExecutionResult.js';
import type { ToolFunctionDefinition } from './ToolFunctionDefinition.js';
import type { ToolOfferContext } from './ToolResolutionContext.js';
import type { ToolSettingsValues } from './ToolSettingsValues.js';

/**
 * The arguments of one call as the model sent them: the parsed JSON object. Untrusted: read them
 * with `ToolArgumentReader`, which refuses what does not fit instead of guessing.
 */
export type ToolArguments = Readonly<Record<string, unknown>>;

/**
 * One tool: what it is ({@link getDefinition}) and what it does ({@link execute}). Only the
 * members marked required must be written; the registry supplies the defaults of the others.
 */
export interface ToolImplementation {
  /** The definition (build it with `defineTool`). Called once, at registration. */
  getDefinition(): ToolDefinition;

  /**
   * Runs one call. Throw `ToolArgumentError` (through `ToolArgumentReader`) for a wrong argument,
   * `ToolExecutionBlockedError` for an intentional policy block, anything else for a failure.
   * Pass `signal` to every request the tool makes.
   */
  execute(args: ToolArguments, context: ToolExecutionContext, signal: AbortSignal): Promise<ToolExecutionResult>;

  /** The name shown to people (translatable), e.g. "Web search". */
  getDisplayName(): string;

  /** What the tool does, for people (translatable). */
  getDescription(): string;

  /** An icon for the tool: a name or a URL the host understands. Default: none. */
  readonly icon?: string | undefined;

  /** Argument names whose values traces show as `*****` (e.g. a search in an internal wiki). Default: none. */
  readonly sensitiveTraceArgumentNames?: readonly string[] | undefined;

  /**
   * True for a tool that returns content fetched from outside (web pages, search hits): it must
   * filter every field that reaches the model for prompt injections itself. Default false.
   */
  readonly returnsUntrustedExternalContent?: boolean | undefined;

  /**
   * False while the tool cannot run at all in this host (e.g. a feature that is switched off): the
   * registry then hides it everywhere but keeps it in stored selections. Must be cheap. Default true.
   */
  isAvailable?(): boolean;

  /**
   * Tool-specific checks of the settings, after the required fields were found non-blank. Returns a
   * message for the user when the tool is not configured, else null. Secret fields read as
   * `SECRET_VALUE_MASK` here when set. Re-check option-source values: a stored value can predate
   * the current list.
   */
  validateConfiguration?(
    definition: ToolDefinition,
    values: ToolSettingsValues,
    signal?: AbortSignal,
  ): string | null | undefined | Promise<string | null | undefined>;

  /**
   * What the tool offers in this request: the registered function (the default), a function
   * tailored to the chat, or null to offer nothing. Only the description and the parameters of the
   * answer count. Keep it stable while the chat stays the same (providers cache the request start)
   * and cheap (it runs before every request).
   */
  resolveFunction?(
    definition: ToolDefinition,
    context: ToolOfferContext,
    signal?: AbortSignal,
  ): ToolFunctionDefinition | null | Promise<ToolFunctionDefinition | null>;

  /**
   * The system-prompt instructions for this request, when they follow a setting. Default: the
   * registered ones. Asked only when the tool offers a function.
   */
  resolveSystemPromptInstructions?(
    definition: ToolDefinition,
    context: ToolOfferContext,
    signal?: AbortSignal,
  ): string | Promise<string>;
}
