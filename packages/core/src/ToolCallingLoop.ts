import type { Source } from './Source.js';
import { sourceUrlKey } from './sourceUrlKey.js';
import type {
  TokenUsage,
  ToolCallingProviderAdapter,
  ToolCallingRequestedCall,
  ToolCallingRound,
} from './ToolCallingProviderAdapter.js';
import {
  type ToolCallLimits,
  getToolCallsUnavailableInstruction,
  MAX_TOOL_CALLS,
  MAX_TOOL_RESULT_CHARACTERS,
} from './ToolSelectionRules.js';
import {
  INVALID_TOOL_CALL_MESSAGE,
  type ToolCallOutcome,
  type ToolExecutionScope,
  ToolExecutor,
} from './ToolExecutor.js';
import { ToolInvocationStatus, type ToolInvocationTrace } from './ToolInvocationTrace.js';
import { textOr } from './ToolRegistry.js';
import { type ToolgateLogger, silentLogger } from './ToolgateLogger.js';
import { ToolgateError, type ToolgateErrorOptions } from './ToolgateError.js';

/**
 * The provider's first round brought neither text nor a tool call. Usually a configuration
 * problem (a model or host that does not support tool calling the way it was asked to).
 */
export class InvalidToolCallingResponseError extends ToolgateError {
  static override readonly brand: symbol = Symbol.for('@toolgate/core/InvalidToolCallingResponseError');
  /** The stable code of this error. */
  static readonly CODE = 'INVALID_TOOL_CALLING_RESPONSE';
  /** The provider as named in the message. */
  readonly providerName: string;

  constructor(providerName: string, options: ToolgateErrorOptions = {}) {
    super(
      InvalidToolCallingResponseError.CODE,
      `The provider '${providerName}' returned an invalid tool calling response. Check the provider's configuration and see the logs.`,
      options,
    );
    this.providerName = providerName;
  }
}

/** The text between two rounds that both spoke. */
export const ROUND_TEXT_SEPARATOR = '\n\n';
/** Ends an answer whose final, tool-less round stayed silent. */
export const NO_FINAL_ANSWER_AFTER_TOOL_LIMIT_MESSAGE =
  'The model did not return a final answer after completing the available tool calls.';
/** Ends an answer whose model stopped after a tool call without saying anything. */
export const NO_FINAL_ANSWER_MESSAGE = 'The model completed the tool call but did not return a final answer.';

/** One piece of the answer for the user, in order: text as it arrives, the sources at the end. */
export interface ToolCallingAnswerChunk {
  /** Text to append to the answer; may be empty when the chunk only carries sources or usage. */
  readonly text: string;
  /** Sources to show with the answer (only those not delivered by an earlier chunk). */
  readonly sources?: readonly Source[];
  /** The provider's token usage of the first round (later rounds' usage is dropped). */
  readonly usage?: TokenUsage;
}

/** Why an answer ended. */
export const ToolCallingStopReason = {
  /** The model gave its answer. */
  ANSWERED: 'ANSWERED',
  /** The final, tool-less round stayed silent. */
  NO_FINAL_ANSWER_AFTER_TOOL_LIMIT: 'NO_FINAL_ANSWER_AFTER_TOOL_LIMIT',
  /** The model stopped after a tool call without saying anything. */
  NO_FINAL_ANSWER: 'NO_FINAL_ANSWER',
  /** A call came without an id, which cannot be answered. */
  TOOL_CALL_WITHOUT_ID: 'TOOL_CALL_WITHOUT_ID',
  /** A round ended without completing (the adapter has told the user). */
  ROUND_NOT_COMPLETED: 'ROUND_NOT_COMPLETED',
  /** The signal was aborted; what was streamed stands. */
  CANCELLED: 'CANCELLED',
} as const;
/** One of the {@link ToolCallingStopReason} values. */
export type ToolCallingStopReason = (typeof ToolCallingStopReason)[keyof typeof ToolCallingStopReason];

/** Which tools are running right now (for a "Using tool: X" line); `isRunning` false clears it. */
export interface ToolRuntimeStatus {
  readonly isRunning: boolean;
  /** Display names of the valid calls of the current round, in call order. */
  readonly toolNames: readonly string[];
}

/** What one answer runs with. */
export interface ToolCallingLoopContext extends ToolExecutionScope {
  /** Stops the answer: the current request and tool are cancelled, what was streamed stands. */
  readonly signal?: AbortSignal | undefined;
  /** Called with each trace as soon as its call ended (in call order). */
  readonly onTrace?: ((trace: ToolInvocationTrace) => void) | undefined;
  /** Called when tools start and stop running. */
  readonly onRuntimeStatus?: ((status: ToolRuntimeStatus) => void) | undefined;
  /** Called after each recording with the texts the tool conversation adds to later requests (live token counts). */
  readonly onPendingToolConversation?: ((texts: readonly string[]) => void) | undefined;
}

/** The outcome of a whole answer, once it has ended. */
export interface ToolCallingLoopOutcome {
  /** Every text chunk joined: the answer as the user saw it. */
  readonly text: string;
  /** Every source of the answer, without duplicates. */
  readonly sources: readonly Source[];
  readonly traces: readonly ToolInvocationTrace[];
  readonly toolCallCount: number;
  readonly toolResultCharacterCount: number;
  readonly usage: TokenUsage | undefined;
  readonly stopReason: ToolCallingStopReason;
}

/**
 * One running answer: iterate it (once) for the chunks as they arrive, or call {@link collect}.
 * The other members show the state so far and are final once iteration has ended.
 */
export interface ToolCallingLoopRun extends AsyncIterable<ToolCallingAnswerChunk> {
  /** The traces so far, in call order. */
  readonly traces: readonly ToolInvocationTrace[];
  /** Counted calls so far (invalid ones included; calls answered with the limit instruction are not). */
  readonly toolCallCount: number;
  /** Characters of tool results so far. */
  readonly toolResultCharacterCount: number;
  /** Every source so far, without duplicates (including those still to be delivered). */
  readonly sources: readonly Source[];
  /** Text delivered so far. */
  readonly text: string;
  /** Usage of the first round, once reported. */
  readonly usage: TokenUsage | undefined;
  /** Why the answer ended; undefined while it runs (or when it ended with an error). */
  readonly stopReason: ToolCallingStopReason | undefined;
  /** Runs the answer to its end and returns the outcome. Use it instead of iterating, not after. */
  collect(): Promise<ToolCallingLoopOutcome>;
}

/**
 * Drives one answer with tools: rounds of the provider, the model's calls executed, until the
 * model answers. Replace it (an agent mode, say) with another implementation; adapters stay.
 */
export interface ToolCallingLoop {
  run(adapter: ToolCallingProviderAdapter, context: ToolCallingLoopContext): ToolCallingLoopRun;
}

/** Options of a {@link SequentialToolCallingLoop}. */
export interface SequentialToolCallingLoopOptions extends ToolCallLimits {
  /** The executor of the calls. Default: a new `ToolExecutor` with the same logger. */
  readonly executor?: ToolExecutor | undefined;
  /** Names, counts and reasons only; never texts, arguments or results. Default: silent. */
  readonly logger?: ToolgateLogger | undefined;
}

/**
 * The one loop that drives every provider. Calls run one after another in the model's order; up
 * to {@link MAX_TOOL_CALLS} counted calls and {@link MAX_TOOL_RESULT_CHARACTERS} result characters
 * per answer (both configurable), checked again before each call; once spent, one last round
 * without tools asks for the best final answer. Text streams as it arrives, with a blank line
 * between rounds that spoke; sources are deduplicated and delivered at the end.
 */
export class SequentialToolCallingLoop implements ToolCallingLoop {
  readonly #executor: ToolExecutor;
  readonly #logger: ToolgateLogger;
  readonly #limits: ResolvedLimits;

  constructor(options: SequentialToolCallingLoopOptions = {}) {
    this.#logger = options.logger ?? silentLogger;
    this.#executor = options.executor ?? new ToolExecutor({ logger: this.#logger });
    const maxToolCalls = options.maxToolCalls ?? MAX_TOOL_CALLS;
    const maxToolResultCharacters = options.maxToolResultCharacters ?? MAX_TOOL_RESULT_CHARACTERS;
    if (!Number.isSafeInteger(maxToolCalls) || maxToolCalls < 0) {
      throw new RangeError(`maxToolCalls must be a whole number of at least 0, not ${String(maxToolCalls)}.`);
    }
    if (!Number.isSafeInteger(maxToolResultCharacters) || maxToolResultCharacters < 0) {
      throw new RangeError(
        `maxToolResultCharacters must be a whole number of at least 0, not ${String(maxToolResultCharacters)}.`,
      );
    }
    this.#limits = { maxToolCalls, maxToolResultCharacters };
  }

  /** Starts an answer. Nothing happens until the run is iterated or collected. */
  run(adapter: ToolCallingProviderAdapter, context: ToolCallingLoopContext): ToolCallingLoopRun {
    return new SequentialRun(adapter, context, this.#executor, this.#logger, this.#limits);
  }
}

interface ResolvedLimits {
  readonly maxToolCalls: number;
  readonly maxToolResultCharacters: number;
}

class SequentialRun implements ToolCallingLoopRun {
  readonly #adapter: ToolCallingProviderAdapter;
  readonly #context: ToolCallingLoopContext;
  readonly #executor: ToolExecutor;
  readonly #logger: ToolgateLogger;
  readonly #limits: ResolvedLimits;
  readonly #signal: AbortSignal;

  readonly #traces: ToolInvocationTrace[] = [];
  /** Every source of the answer by key, in first-seen order. */
  readonly #sources = new Map<string, Source>();
  /** Keys of the sources already handed to the user. */
  readonly #deliveredSourceKeys = new Set<string>();
  #toolCallCount = 0;
  #toolResultCharacterCount = 0;
  #text = '';
  #usage: TokenUsage | undefined;
  #stopReason: ToolCallingStopReason | undefined;
  #started = false;

  constructor(
    adapter: ToolCallingProviderAdapter,
    context: ToolCallingLoopContext,
    executor: ToolExecutor,
    logger: ToolgateLogger,
    limits: ResolvedLimits,
  ) {
    this.#adapter = adapter;
    this.#context = context;
    this.#executor = executor;
    this.#logger = logger;
    this.#limits = limits;
    // A run without a signal still needs one to hand to tools.
    this.#signal = context.signal ?? new AbortController().signal;
  }

  get traces(): readonly ToolInvocationTrace[] {
    return [...this.#traces];
  }
  get toolCallCount(): number {
    return this.#toolCallCount;
  }
  get toolResultCharacterCount(): number {
    return this.#toolResultCharacterCount;
  }
  get sources(): readonly Source[] {
    return [...this.#sources.values()];
  }
  get text(): string {
    return this.#text;
  }
  get usage(): TokenUsage | undefined {
    return this.#usage;
  }
  get stopReason(): ToolCallingStopReason | undefined {
    return this.#stopReason;
  }

  async collect(): Promise<ToolCallingLoopOutcome> {
    for await (const _chunk of this) {
      // The run keeps the text, sources and usage itself.
    }
    return {
      text: this.#text,
      sources: this.sources,
      traces: this.traces,
      toolCallCount: this.#toolCallCount,
      toolResultCharacterCount: this.#toolResultCharacterCount,
      usage: this.#usage,
      stopReason: this.#stopReason ?? ToolCallingStopReason.ANSWERED,
    };
  }

  [Symbol.asyncIterator](): AsyncIterator<ToolCallingAnswerChunk> {
    if (this.#started) throw new Error('A tool calling run can be iterated only once.');
    this.#started = true;
    return this.#chunks();
  }

  async *#chunks(): AsyncGenerator<ToolCallingAnswerChunk> {
    try {
      for (const chunk of this.#emit(yield* this.#rounds())) yield chunk;
    } catch (error) {
      if (!this.#signal.aborted) throw error;
      this.#stop(ToolCallingStopReason.CANCELLED);
    } finally {
      this.#setRuntimeStatus(false, []);
    }
  }

  /** Records what a chunk delivers, so the run's state matches what the user has. */
  #emit(chunks: readonly ToolCallingAnswerChunk[]): readonly ToolCallingAnswerChunk[] {
    for (const chunk of chunks) {
      this.#text += chunk.text;
      for (const source of chunk.sources ?? []) this.#deliveredSourceKeys.add(sourceUrlKey(source.url));
    }
    return chunks;
  }

  /** Runs the rounds, yielding streamed text on the way; returns the closing chunks. */
  async *#rounds(): AsyncGenerator<ToolCallingAnswerChunk, readonly ToolCallingAnswerChunk[]> {
    let hasStreamedTextBefore = false;
    let isFirstRound = true;

    for (;;) {
      const finalInstruction = this.#limitInstruction();
      const finalRequired = finalInstruction !== null;
      let round: ToolCallingRound | undefined;
      let roundSpoke = false;

      for await (const event of this.#adapter.executeRound({
        finalResponseInstruction: finalInstruction ?? undefined,
        includeTools: !finalRequired,
        signal: this.#signal,
      })) {
        if (event.type === 'round-completed') {
          round = event.round;
          continue;
        }
        const usage = isFirstRound ? event.usage : undefined;
        if (usage !== undefined) this.#usage = usage;
        let text = event.text;
        if (!roundSpoke) {
          if (text.trim() !== '') {
            roundSpoke = true;
            if (hasStreamedTextBefore) text = ROUND_TEXT_SEPARATOR + text;
          } else if (hasStreamedTextBefore) {
            // Leading blanks of a later round would only widen the separator.
            text = '';
          }
        }
        const sources = this.#newSources(event.sources ?? []);
        if (text === '' && sources.length === 0 && usage === undefined) continue;
        yield* this.#emit([chunk(text, sources, usage)]);
      }
      this.#signal.throwIfAborted();

      if (round === undefined) {
        this.#logger.info('A round ended without completing; the answer stops here.');
        return this.#stop(ToolCallingStopReason.ROUND_NOT_COMPLETED, this.#closingChunk(''));
      }

      if (!roundSpoke && round.textOutput.trim() !== '') {
        // The adapter did not stream the text it reports: deliver it now, once.
        roundSpoke = true;
        yield* this.#emit([
          chunk((hasStreamedTextBefore ? ROUND_TEXT_SEPARATOR : '') + round.textOutput, [], undefined),
        ]);
      }
      const roundAnswered = roundSpoke;
      if (roundSpoke) hasStreamedTextBefore = true;
      this.#addSources(round.sources);

      const callWithoutId = round.calls.find((call) => call.callId.trim() === '');
      if (callWithoutId !== undefined) {
        // An invented id would get the next request rejected: the answer ends here.
        this.#toolCallCount++;
        this.#recordTrace(this.#executor.createInvalidToolCallOutcome('', this.#toolCallCount).trace);
        this.#logger.warn('The model sent a tool call without an id; the answer stops here.');
        return this.#stop(
          ToolCallingStopReason.TOOL_CALL_WITHOUT_ID,
          this.#closingChunk((hasStreamedTextBefore ? ROUND_TEXT_SEPARATOR : '') + INVALID_TOOL_CALL_MESSAGE),
        );
      }

      if (finalRequired) {
        if (roundAnswered) return this.#stop(ToolCallingStopReason.ANSWERED, this.#closingChunk(''));
        return this.#stop(
          ToolCallingStopReason.NO_FINAL_ANSWER_AFTER_TOOL_LIMIT,
          this.#closingChunk(
            (hasStreamedTextBefore ? ROUND_TEXT_SEPARATOR : '') + NO_FINAL_ANSWER_AFTER_TOOL_LIMIT_MESSAGE,
          ),
        );
      }

      if (round.calls.length === 0) {
        if (roundAnswered) return this.#stop(ToolCallingStopReason.ANSWERED, this.#closingChunk(''));
        if (!isFirstRound) {
          return this.#stop(
            ToolCallingStopReason.NO_FINAL_ANSWER,
            this.#closingChunk((hasStreamedTextBefore ? ROUND_TEXT_SEPARATOR : '') + NO_FINAL_ANSWER_MESSAGE),
          );
        }
        const providerName = this.#context.provider.displayName ?? this.#context.provider.id;
        this.#logger.error('The first round brought neither text nor a tool call.', { provider: providerName });
        throw new InvalidToolCallingResponseError(providerName);
      }

      await this.#executeCalls(round.calls);
      isFirstRound = false;
    }
  }

  async #executeCalls(calls: readonly ToolCallingRequestedCall[]): Promise<void> {
    const displayNames = calls.filter((call) => call.isValid).map((call) => this.#displayName(call.toolName));
    this.#setRuntimeStatus(true, displayNames);
    try {
      this.#adapter.recordAssistantTurn();
      this.#publishPendingConversation();
      for (const call of calls) {
        this.#signal.throwIfAborted();
        if (!call.isValid) {
          this.#toolCallCount++;
          const outcome = this.#executor.createInvalidToolCallOutcome(call.callId, this.#toolCallCount);
          this.#toolResultCharacterCount += outcome.content.length;
          this.#recordTrace(outcome.trace);
          this.#adapter.recordToolResult(call.callId, outcome.content, true);
          this.#publishPendingConversation();
          continue;
        }
        const limitInstruction = this.#limitInstruction();
        if (limitInstruction !== null) {
          // Every call gets an answer; this one is refused and neither counted nor traced.
          this.#adapter.recordToolResult(call.callId, limitInstruction, true);
          this.#publishPendingConversation();
          continue;
        }
        this.#toolCallCount++;
        const outcome = await this.#executor.execute(
          {
            callId: call.callId,
            toolName: call.toolName,
            argumentsJson: call.argumentsJson,
            order: this.#toolCallCount,
          },
          this.#context,
          this.#signal,
        );
        this.#signal.throwIfAborted();
        this.#applyOutcome(outcome, call.argumentsJson);
        this.#adapter.recordToolResult(
          call.callId,
          outcome.content,
          outcome.trace.status !== ToolInvocationStatus.SUCCESS,
        );
        this.#publishPendingConversation();
      }
    } finally {
      this.#setRuntimeStatus(false, []);
    }
  }

  #applyOutcome(outcome: ToolCallOutcome, argumentsJson: string): void {
    this.#toolResultCharacterCount += outcome.content.length;
    if (outcome.trace.status === ToolInvocationStatus.SUCCESS) {
      // Links a tool brought back (search hits, links on a page) count as given to the model.
      this.#context.chatThread.addGivenWebAddressesFromToolResult(outcome.content, argumentsJson);
      this.#context.chatThread.requireProviderConfidence(outcome.requiredProviderConfidence);
      this.#context.chatThread.requireDataSecurity(outcome.requiredDataSecurity);
      this.#addSources(outcome.sources);
    }
    this.#recordTrace(outcome.trace);
  }

  #limitInstruction(): string | null {
    return getToolCallsUnavailableInstruction(this.#toolCallCount, this.#toolResultCharacterCount, this.#limits);
  }

  #displayName(functionName: string): string {
    const tool = this.#context.runnableTools.find((candidate) => candidate.definition.function.name === functionName);
    return tool === undefined ? functionName : textOr(() => tool.implementation.getDisplayName(), tool.definition.id);
  }

  /** Keeps the first source of each key (empty URLs skipped); returns the keys of `sources`, in order, each once. */
  #addSources(sources: readonly Source[]): Set<string> {
    const keys = new Set<string>();
    for (const source of sources) {
      if (source.url.trim() === '') continue;
      const key = sourceUrlKey(source.url);
      if (!this.#sources.has(key)) this.#sources.set(key, source);
      keys.add(key);
    }
    return keys;
  }

  /** Adds streamed sources and returns those the user has not had yet (the first of each key). */
  #newSources(sources: readonly Source[]): Source[] {
    if (sources.length === 0) return [];
    const fresh: Source[] = [];
    for (const key of this.#addSources(sources)) {
      const source = this.#sources.get(key);
      if (source !== undefined && !this.#deliveredSourceKeys.has(key)) fresh.push(source);
    }
    return fresh;
  }

  /** The last chunk: the given text plus every source not delivered yet; nothing when both are empty. */
  #closingChunk(text: string): readonly ToolCallingAnswerChunk[] {
    const pending = [...this.#sources.entries()]
      .filter(([key]) => !this.#deliveredSourceKeys.has(key))
      .map(([, source]) => source);
    if (text === '' && pending.length === 0) return [];
    return [chunk(text, pending, undefined)];
  }

  #stop<T>(reason: ToolCallingStopReason, value?: T): T {
    this.#stopReason = reason;
    return value as T;
  }

  #recordTrace(trace: ToolInvocationTrace): void {
    this.#traces.push(trace);
    this.#notify(() => this.#context.onTrace?.(trace));
  }

  #setRuntimeStatus(isRunning: boolean, toolNames: readonly string[]): void {
    this.#notify(() => this.#context.onRuntimeStatus?.({ isRunning, toolNames }));
  }

  #publishPendingConversation(): void {
    const listener = this.#context.onPendingToolConversation;
    // Without a listener the texts are not read at all: an adapter may build them on every read.
    if (listener === undefined) return;
    this.#notify(() => listener(this.#adapter.recordedRequestTexts));
  }

  /** A listener that throws must not break the answer. */
  #notify(call: () => void): void {
    try {
      call();
    } catch {
      this.#logger.warn('A tool calling listener threw; the answer continues.');
    }
  }
}

function chunk(text: string, sources: readonly Source[], usage: TokenUsage | undefined): ToolCallingAnswerChunk {
  return {
    text,
    ...(sources.length > 0 ? { sources } : {}),
    ...(usage !== undefined ? { usage } : {}),
  };
}
