import type { ChatThread } from './ChatThread.js';
import { ConfidenceLevel } from './ConfidenceLevel.js';
import { DataSecurity } from './DataSecurity.js';
import type { Source } from './Source.js';
import { FUNCTION_NAME_PATTERN, type ToolDefinition } from './ToolDefinition.js';
import { ToolExecutionBlockedError } from './ToolExecutionBlockedError.js';
import type { ToolExecutionContext, ToolExecutionProviderInfo } from './ToolExecutionContext.js';
import type { ToolArguments } from './ToolImplementation.js';
import { type RunnableTool, textOr } from './ToolRegistry.js';
import { MASKED_TRACE_ARGUMENT, ToolInvocationStatus, ToolInvocationTrace } from './ToolInvocationTrace.js';
import { type ToolSettingsStore, resolveToolSettingsValues } from './ToolSettingsStore.js';
import type { ToolSettingsValues } from './ToolSettingsValues.js';
import { type ToolgateLogFields, type ToolgateLogger, silentLogger } from './ToolgateLogger.js';

/** The model content of an invalid call, and its trace's status message. */
export const INVALID_TOOL_CALL_MESSAGE = 'The tool call was invalid.';
/** The trace name of an invalid call. */
export const INVALID_TOOL_CALL_TRACE_NAME = 'Invalid tool call';
/** The trace status message of a call to a tool that is not runnable here. */
export const TOOL_NOT_AVAILABLE_STATUS_MESSAGE = 'Tool is not available in the current context.';
/** The prefix of the model content of a failed call. */
export const TOOL_EXECUTION_FAILED_PREFIX = 'Tool execution failed: ';

/** What the calls of one answer run with (the same for every call of the answer). */
export interface ToolExecutionScope {
  /** The tools offered in this request; a call finds its tool here by exact function name. */
  readonly runnableTools: readonly RunnableTool[];
  /** Where each tool's settings values (secrets included) come from. Without it, tools get no settings. */
  readonly settings?: ToolSettingsStore | undefined;
  /** The provider the results go to. */
  readonly provider: ToolExecutionProviderInfo;
  /** The provider's level under the active confidence scheme. */
  readonly providerConfidence: ConfidenceLevel;
  /** The chat of the answer. The executor only reads it; the loop tightens it from the outcomes. */
  readonly chatThread: ChatThread;
}

/** One call to execute. */
export interface ToolCallRequest {
  /** The provider's id of the call. */
  readonly callId: string;
  /** The function name the model called. */
  readonly toolName: string;
  /** The arguments as the model wrote them; an empty string counts as `{}`. */
  readonly argumentsJson: string;
  /** The 1-based position of the call within the answer (the trace's order). */
  readonly order: number;
}

/** What one call amounted to. Requirements and sources are only ever passed on from a successful call. */
export interface ToolCallOutcome {
  /** The content the model receives as the call's result. */
  readonly content: string;
  readonly trace: ToolInvocationTrace;
  /** The result's confidence requirement on success, else `NONE`. */
  readonly requiredProviderConfidence: ConfidenceLevel;
  /** The result's data security on success, else `NOT_SPECIFIED`. */
  readonly requiredDataSecurity: DataSecurity;
  /** The result's sources on success, else none. */
  readonly sources: readonly Source[];
}

/** Options of a {@link ToolExecutor}. */
export interface ToolExecutorOptions {
  /** Receives names, ids, statuses and durations only; never argument values, results or secrets. Default: silent. */
  readonly logger?: ToolgateLogger | undefined;
  /** The clock for durations in logs (ms). Default `Date.now`. */
  readonly now?: (() => number) | undefined;
}

/**
 * Runs one tool call and turns every way it can end into content for the model and a trace:
 * SUCCESS (the result's content), ERROR ("Tool execution failed: …"), BLOCKED (the message of a
 * {@link ToolExecutionBlockedError}, or "Tool '<name>' is not available." for a name that
 * matches no runnable tool). Cancellation is rethrown. Never throws otherwise.
 */
export class ToolExecutor {
  readonly #logger: ToolgateLogger;
  readonly #now: () => number;

  constructor(options: ToolExecutorOptions = {}) {
    this.#logger = options.logger ?? silentLogger;
    this.#now = options.now ?? Date.now;
  }

  /** True for a function name of 1–64 ASCII letters, digits, `_` and `-` (adapters mark other calls invalid). */
  static isValidFunctionName(name: string): boolean {
    return FUNCTION_NAME_PATTERN.test(name);
  }

  /** True for non-blank arguments that parse as a JSON object (adapters mark other calls invalid). */
  static isValidArgumentsJson(argumentsJson: string): boolean {
    if (argumentsJson.trim() === '') return false;
    return parseArgumentsObject(argumentsJson) !== undefined;
  }

  /** The outcome of a call the provider marked invalid: "The tool call was invalid.", traced as ERROR. */
  createInvalidToolCallOutcome(callId: string, order: number): ToolCallOutcome {
    this.#logger.warn('The model sent an invalid tool call.', { callId, order });
    return failedOutcome(
      INVALID_TOOL_CALL_MESSAGE,
      new ToolInvocationTrace({
        order,
        toolId: '',
        toolName: INVALID_TOOL_CALL_TRACE_NAME,
        toolIcon: '',
        toolCallId: callId,
        status: ToolInvocationStatus.ERROR,
        wasExecuted: false,
        statusMessage: INVALID_TOOL_CALL_MESSAGE,
        arguments: {},
        result: INVALID_TOOL_CALL_MESSAGE,
      }),
    );
  }

  /**
   * Executes one call. Rethrows only when `signal` was aborted (the user stopped the answer);
   * every other failure becomes an ERROR or BLOCKED outcome the model reads.
   */
  async execute(call: ToolCallRequest, scope: ToolExecutionScope, signal: AbortSignal): Promise<ToolCallOutcome> {
    const tool = scope.runnableTools.find((candidate) => candidate.definition.function.name === call.toolName);
    const parsedArguments = call.argumentsJson.trim() === '' ? {} : parseArgumentsObject(call.argumentsJson);
    if (parsedArguments === undefined) {
      // Only the trace loses its arguments; the content of the arguments stays out of the log.
      this.#logger.warn('The arguments of a tool call could not be read for its trace.', {
        callId: call.callId,
        toolName: call.toolName,
      });
    }

    if (tool === undefined) {
      this.#logger.warn('The model called a tool that is not available.', {
        callId: call.callId,
        toolName: call.toolName,
      });
      const content = `Tool '${call.toolName}' is not available.`;
      return failedOutcome(
        content,
        new ToolInvocationTrace({
          order: call.order,
          toolId: '',
          toolName: call.toolName,
          toolIcon: '',
          toolCallId: call.callId,
          status: ToolInvocationStatus.BLOCKED,
          wasExecuted: false,
          statusMessage: TOOL_NOT_AVAILABLE_STATUS_MESSAGE,
          arguments: traceArguments(parsedArguments, []),
          result: content,
        }),
      );
    }

    const { definition, implementation } = tool;
    const traceFor = (status: ToolInvocationStatus, statusMessage: string, result: string, jsonResult?: unknown) =>
      new ToolInvocationTrace({
        order: call.order,
        toolId: definition.id,
        toolName: textOr(() => implementation.getDisplayName(), definition.id),
        toolIcon: implementation.icon ?? '',
        toolCallId: call.callId,
        status,
        wasExecuted: status === ToolInvocationStatus.SUCCESS,
        statusMessage,
        arguments: traceArguments(parsedArguments, implementation.sensitiveTraceArgumentNames ?? []),
        result,
        jsonResult,
      });
    const logFields = (status?: ToolInvocationStatus, durationMs?: number): ToolgateLogFields => ({
      toolId: definition.id,
      callId: call.callId,
      order: call.order,
      status,
      durationMs,
    });
    const startedAt = this.#now();
    let settingsValues: ToolSettingsValues = EMPTY_SETTINGS_VALUES;

    try {
      if (parsedArguments === undefined) {
        throw new Error('The arguments are not a JSON object.');
      }
      if (scope.settings !== undefined) {
        settingsValues = resolveToolSettingsValues(scope.settings, definition, { includeSecrets: true });
      }
      const context: ToolExecutionContext = {
        definition,
        toolCallId: call.callId,
        settingsValues,
        providerConfidence: scope.providerConfidence,
        provider: scope.provider,
        chatThread: scope.chatThread,
        signal,
      };
      this.#logger.debug('Executing a tool call.', logFields());
      const result = await implementation.execute(parsedArguments as ToolArguments, context, signal);
      signal.throwIfAborted();
      const content = result.toModelContent();
      this.#logger.info('A tool call succeeded.', logFields(ToolInvocationStatus.SUCCESS, this.#now() - startedAt));
      return {
        content,
        trace: traceFor(ToolInvocationStatus.SUCCESS, '', content, result.jsonContent),
        requiredProviderConfidence: result.requiredProviderConfidence,
        requiredDataSecurity: result.requiredDataSecurity,
        sources: result.sources,
      };
    } catch (error) {
      if (signal.aborted) throw error;
      const durationMs = this.#now() - startedAt;
      const secrets = secretValues(definition, settingsValues);
      if (ToolExecutionBlockedError.isInstance(error)) {
        const message = redact(error.message, secrets);
        this.#logger.info('A tool call was blocked.', logFields(ToolInvocationStatus.BLOCKED, durationMs));
        return failedOutcome(message, traceFor(ToolInvocationStatus.BLOCKED, message, message));
      }
      const message = redact(errorMessage(error), secrets);
      this.#logger.error('A tool call failed.', {
        ...logFields(ToolInvocationStatus.ERROR, durationMs),
        errorName: error instanceof Error ? error.name : typeof error,
        errorCode: errorCode(error),
      });
      const content = `${TOOL_EXECUTION_FAILED_PREFIX}${message}`;
      return failedOutcome(content, traceFor(ToolInvocationStatus.ERROR, message, content));
    }
  }
}

const EMPTY_SETTINGS_VALUES: ToolSettingsValues = Object.freeze({});

function failedOutcome(content: string, trace: ToolInvocationTrace): ToolCallOutcome {
  return {
    content,
    trace,
    requiredProviderConfidence: ConfidenceLevel.NONE,
    requiredDataSecurity: DataSecurity.NOT_SPECIFIED,
    sources: [],
  };
}

function parseArgumentsObject(argumentsJson: string): Record<string, unknown> | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(argumentsJson);
  } catch {
    return undefined;
  }
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
    ? (parsed as Record<string, unknown>)
    : undefined;
}

/** Strings verbatim, other JSON as JSON, sensitive names masked. */
function traceArguments(
  parsedArguments: Record<string, unknown> | undefined,
  sensitiveNames: readonly string[],
): Record<string, string> {
  const shown: Record<string, string> = {};
  if (parsedArguments === undefined) return shown;
  for (const name in parsedArguments) {
    if (!Object.hasOwn(parsedArguments, name)) continue;
    const value = parsedArguments[name];
    if (sensitiveNames.includes(name)) shown[name] = MASKED_TRACE_ARGUMENT;
    else shown[name] = typeof value === 'string' ? value : (JSON.stringify(value) ?? 'null');
  }
  return shown;
}

function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  if (typeof error === 'string' && error.trim() !== '') return error;
  return 'An unexpected error occurred.';
}

function errorCode(error: unknown): string | undefined {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : undefined;
}

/** The values of the tool's secret settings, longest first (so a secret containing another is masked whole). */
function secretValues(definition: ToolDefinition, values: ToolSettingsValues): string[] {
  const secrets: string[] = [];
  for (const [name, field] of Object.entries(definition.settingsSchema.properties)) {
    if (field.secret !== true) continue;
    const value = values[name];
    // Very short values would mask ordinary words; real secrets are longer.
    if (typeof value === 'string' && value.trim().length >= 4) secrets.push(value);
  }
  return secrets.sort((a, b) => b.length - a.length);
}

/** A tool's own error message may quote a secret setting (an API key in a failed URL): mask it before the model sees it. */
function redact(message: string, secrets: readonly string[]): string {
  let redacted = message;
  for (const secret of secrets) redacted = redacted.split(secret).join(MASKED_TRACE_ARGUMENT);
  return redacted;
}
