import type { Source } from './Source.js';

/** Token usage a provider reports for one request. Counts the provider did not report stay undefined. */
export interface TokenUsage {
  readonly inputTokens?: number;
  readonly outputTokens?: number;
  readonly totalTokens?: number;
  readonly cachedInputTokens?: number;
  readonly reasoningTokens?: number;
}

/**
 * One tool call the model asked for in a round. Invalid calls (a name outside the function-name
 * rule, arguments that are not a JSON object) are carried through, never dropped: the model must
 * learn that its call was rejected.
 */
export interface ToolCallingRequestedCall {
  /** The id that correlates the call with its result. Empty when the provider sent none. */
  readonly callId: string;
  readonly toolName: string;
  /** The raw JSON text of the arguments, as the model wrote it (`{}` when it sent none). */
  readonly argumentsJson: string;
  readonly isValid: boolean;
}

/** What one model response amounted to, once its stream ended. */
export interface ToolCallingRound {
  readonly textOutput: string;
  readonly calls: readonly ToolCallingRequestedCall[];
  readonly sources: readonly Source[];
}

/** A piece of streamed answer text (and/or sources and usage) to hand to the user at once. */
export interface ToolCallingTextDelta {
  readonly type: 'text-delta';
  readonly text: string;
  readonly sources?: readonly Source[];
  readonly usage?: TokenUsage;
}

/** Closes a round: exactly one per successful round, after every text delta of it. */
export interface ToolCallingRoundCompleted {
  readonly type: 'round-completed';
  readonly round: ToolCallingRound;
}

export type ToolCallingStreamEvent = ToolCallingTextDelta | ToolCallingRoundCompleted;

/** Options of one round of {@link ToolCallingProviderAdapter.executeRound}. */
export interface ToolCallingRoundOptions {
  /**
   * Appended to the system prompt for this round only (after a blank line), e.g. the
   * "give your best final answer" instruction once the tool budget is spent.
   */
  readonly finalResponseInstruction?: string | undefined;
  /** False: this round offers no tools at all. */
  readonly includeTools: boolean;
  /** Cancels the request and the stream. */
  readonly signal?: AbortSignal | undefined;
}

/**
 * Translates between one provider API's wire format and the one loop that drives every provider.
 * One adapter instance serves one answer: it is stateful and accumulates the tool conversation.
 *
 * A round that fails (request error, a stream that breaks off) throws a `ToolgateError`; a round
 * that simply ends without `round-completed` makes the loop stop quietly.
 */
export interface ToolCallingProviderAdapter {
  /** Sends one request and streams its answer: text deltas as they arrive, then `round-completed`. */
  executeRound(options: ToolCallingRoundOptions): AsyncIterable<ToolCallingStreamEvent>;
  /** Stores the model's turn of the last round for the next request; called once per round, before any result. */
  recordAssistantTurn(): void;
  /** Stores the answer to one call. `isError` is set for failed and blocked calls (APIs with an error flag use it). */
  recordToolResult(callId: string, content: string, isError?: boolean): void;
  /** Texts the accumulated tool conversation adds to every later request (for live token counting). */
  readonly recordedRequestTexts: readonly string[];
}
