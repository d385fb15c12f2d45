/** How one tool call ended. */
export const ToolInvocationStatus = {
  /** Not decided yet. */
  NONE: 'NONE',
  SUCCESS: 'SUCCESS',
  /** The tool failed, or the call was invalid. */
  ERROR: 'ERROR',
  /** A policy stopped the call, or the tool is not available in the current context. */
  BLOCKED: 'BLOCKED',
} as const;
export type ToolInvocationStatus = (typeof ToolInvocationStatus)[keyof typeof ToolInvocationStatus];

/** The text shown instead of a sensitive argument's value. */
export const MASKED_TRACE_ARGUMENT = '*****';

/** The persisted fields of a {@link ToolInvocationTrace} (what `toJSON` writes and `fromJSON` reads). */
export interface ToolInvocationTraceData {
  /** 1-based position of the call within the answer. */
  readonly order: number;
  /** The tool's id; empty for an invalid call. */
  readonly toolId: string;
  /** The tool's display name (from the implementation), or "Invalid tool call". */
  readonly toolName: string;
  /** The tool's icon name; empty when there is none. */
  readonly toolIcon: string;
  readonly toolCallId: string;
  readonly status: ToolInvocationStatus;
  /** True only when the tool itself ran to completion. */
  readonly wasExecuted: boolean;
  /** A short human-readable note, e.g. why the call was blocked. Never holds secrets or results. */
  readonly statusMessage: string;
  /** Argument name → value as text (strings verbatim, other JSON as JSON, sensitive ones as `*****`). */
  readonly arguments: Readonly<Record<string, string>>;
}

/** The fields of a trace: the persisted ones plus the session-only results. */
export interface ToolInvocationTraceInit extends ToolInvocationTraceData {
  /** The content the model received; session-only. */
  readonly result?: string | undefined;
  /** The JSON the tool returned, if any; session-only. */
  readonly jsonResult?: unknown;
}

/**
 * The record of one tool call, for the user's view of what the model did. The results
 * ({@link result}, {@link jsonResult}) live for the session only: `toJSON` leaves them out, so a
 * stored chat never keeps tool output.
 */
export class ToolInvocationTrace implements ToolInvocationTraceData {
  readonly order: number;
  readonly toolId: string;
  readonly toolName: string;
  readonly toolIcon: string;
  readonly toolCallId: string;
  readonly status: ToolInvocationStatus;
  readonly wasExecuted: boolean;
  readonly statusMessage: string;
  readonly arguments: Readonly<Record<string, string>>;
  /** The content the model received; never serialized. */
  readonly result: string | undefined;
  /** The JSON the tool returned; never serialized. */
  readonly jsonResult: unknown;

  constructor(init: ToolInvocationTraceInit) {
    this.order = init.order;
    this.toolId = init.toolId;
    this.toolName = init.toolName;
    this.toolIcon = init.toolIcon;
    this.toolCallId = init.toolCallId;
    this.status = init.status;
    this.wasExecuted = init.wasExecuted;
    this.statusMessage = init.statusMessage;
    this.arguments = Object.freeze({ ...init.arguments });
    this.result = init.result;
    this.jsonResult = init.jsonResult;
  }

  /** The persisted fields only; results are left out on purpose. */
  toJSON(): ToolInvocationTraceData {
    return {
      order: this.order,
      toolId: this.toolId,
      toolName: this.toolName,
      toolIcon: this.toolIcon,
      toolCallId: this.toolCallId,
      status: this.status,
      wasExecuted: this.wasExecuted,
      statusMessage: this.statusMessage,
      arguments: { ...this.arguments },
    };
  }

  /** Restores a stored trace (without results). Unknown or missing fields fall back to neutral values. */
  static fromJSON(data: unknown): ToolInvocationTrace {
    const record = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
    const text = (value: unknown): string => (typeof value === 'string' ? value : '');
    const status = Object.hasOwn(ToolInvocationStatus, text(record['status']))
      ? (record['status'] as ToolInvocationStatus)
      : ToolInvocationStatus.NONE;
    const argumentsRecord: Record<string, string> = {};
    const storedArguments = record['arguments'];
    if (typeof storedArguments === 'object' && storedArguments !== null) {
      for (const [name, value] of Object.entries(storedArguments)) {
        if (typeof value === 'string') argumentsRecord[name] = value;
      }
    }
    return new ToolInvocationTrace({
      order: typeof record['order'] === 'number' ? record['order'] : 0,
      toolId: text(record['toolId']),
      toolName: text(record['toolName']),
      toolIcon: text(record['toolIcon']),
      toolCallId: text(record['toolCallId']),
      status,
      wasExecuted: record['wasExecuted'] === true,
      statusMessage: text(record['statusMessage']),
      arguments: argumentsRecord,
    });
  }
}
