import type {
  ConfidenceLevel,
  DataSecurity,
  Source,
  ToolCallingStopReason,
  ToolInvocationStatus,
} from '@toolgate/core';
import type { DemoInjectionReport } from '../ask/createDemoToolRegistry.js';

/** One tool call of an answer as the user sees it (sensitive arguments already masked as `*****`). */
export interface DemoTrace {
  readonly order: number;
  readonly toolId: string;
  /** The tool's display name, or the name the model called for an unknown tool. */
  readonly toolName: string;
  readonly status: ToolInvocationStatus;
  readonly arguments: Readonly<Record<string, string>>;
  readonly statusMessage: string;
  /** What the tool returned to the model (for a folded panel); session-only, never stored. */
  readonly result: string | undefined;
}

/** What an answer amounted to, in the `done` event. */
export interface DemoAnswerSummary {
  readonly answer: string;
  readonly traces: readonly DemoTrace[];
  /** Every source: the tools' and the classic retrieval's (origin `RAG`). */
  readonly sources: readonly Source[];
  /** The chat's requirements after this answer (store them with the chat). */
  readonly requiredProviderConfidence: ConfidenceLevel;
  readonly requiredDataSecurity: DataSecurity;
  readonly injectionReports: readonly DemoInjectionReport[];
  readonly warnings: readonly string[];
  /** Why the answer ended (`ROUND_NOT_COMPLETED` after a failure). */
  readonly stopReason: ToolCallingStopReason;
  /** The failure that ended the answer, if any (a provider failure is a `ProviderError`). */
  readonly error?: unknown;
}

/**
 * One event of a streamed answer ({@link DemoHost.answer}), in the order things happen:
 * `text` deltas (the preamble comes before the tool runs), `tool-call-started` when tools start,
 * one `trace` per finished call, `sources` and `injection-notice` and `warning`s at the end, and
 * finally exactly one `done` (also after a failure, which is a `warning` first; then `done.stopReason`
 * is not `ANSWERED`).
 */
export type DemoAnswerEvent =
  | { readonly type: 'text'; readonly text: string }
  /** Tools of the current round started: their display names, in call order. */
  | { readonly type: 'tool-call-started'; readonly toolNames: readonly string[] }
  | { readonly type: 'trace'; readonly trace: DemoTrace }
  /** Every source of the answer, once, before `done` (empty list: none). */
  | { readonly type: 'sources'; readonly sources: readonly Source[] }
  /** The guard removed something: one per answer, naming the sources. */
  | {
      readonly type: 'injection-notice';
      readonly message: string;
      readonly sources: readonly string[];
      readonly reports: readonly DemoInjectionReport[];
    }
  /** Something the user should know: a tool not offered, content the guard could not check, a failure. */
  | { readonly type: 'warning'; readonly message: string }
  | { readonly type: 'done'; readonly summary: DemoAnswerSummary };

/** The `type` of a {@link DemoAnswerEvent}. */
export type DemoAnswerEventType = DemoAnswerEvent['type'];
