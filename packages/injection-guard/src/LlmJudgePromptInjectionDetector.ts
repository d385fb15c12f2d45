import type { ConversationMessage, PromptInjectionFinding, ToolCallingProviderAdapter } from '@toolgate/core';
import { BuiltInPromptInjectionDetector } from './BuiltInPromptInjectionDetector.js';
import { buildLlmJudgeUserMessage, LLM_JUDGE_SYSTEM_PROMPT, type LlmJudgeText } from './LlmJudgePrompt.js';
import { type LlmJudgeRange, LlmJudgeVerdictCache } from './LlmJudgeVerdictCache.js';
import { type FoldedText, foldText, locateJudgedSpan } from './locateJudgedSpan.js';
import { PromptInjectionCategory } from './PromptInjectionCategory.js';
import type {
  PromptInjectionDetectOptions,
  PromptInjectionDetector,
  PromptInjectionScanResult,
} from './PromptInjectionDetector.js';
import { PromptInjectionGuardError } from './PromptInjectionGuardError.js';
import { REDACTION_MARKER } from './RedactionMarker.js';

/** What the judge is asked to read: the fixed system prompt and one user message with the batch. */
export interface LlmJudgeAdapterRequest {
  readonly systemPrompt: string;
  readonly messages: readonly ConversationMessage[];
}

/**
 * Makes a fresh provider adapter for one judge request (adapters are stateful, one per answer).
 * The request's fields fit every adapter's options, e.g.
 * `(request) => createOpenAIChatAdapter({ host: 'ollama', model: 'llama3.1', ...request })`.
 */
export type LlmJudgeAdapterFactory = (request: LlmJudgeAdapterRequest) => ToolCallingProviderAdapter;

/**
 * How the judge's verdict is used.
 * - `union` (default): the base detector runs first; the judge reads what it left and removes more.
 * - `judge-only`: only the judge removes text; the base detector is asked only when the judge fails.
 */
export type LlmJudgeMode = 'union' | 'judge-only';

/** Options of {@link LlmJudgePromptInjectionDetector}. */
export interface LlmJudgePromptInjectionDetectorOptions {
  /** Makes the adapter of each judge request (see {@link LlmJudgeAdapterFactory}). Required. */
  readonly createAdapter: LlmJudgeAdapterFactory;
  /** Default `union`. */
  readonly mode?: LlmJudgeMode;
  /** The detector for `union` and for the fallback. Default a {@link BuiltInPromptInjectionDetector}. */
  readonly baseDetector?: PromptInjectionDetector;
  /** Time allowed for one judge request, in milliseconds. Default 30,000. */
  readonly timeoutMs?: number;
  /** Verdicts kept by content hash (LRU); 0 turns the cache off. Default 1,000. */
  readonly cacheEntries?: number;
  /** Most characters of (uncached) text sent in one request; a larger batch is not judged. Default 200,000. */
  readonly maxBatchChars?: number;
  /** Shorter spans are ignored (a one-word "span" would remove the word everywhere). Default 12. */
  readonly minSpanChars?: number;
  /** Longest snippet in a finding. Default 80. */
  readonly maxSnippetLength?: number;
  /** Source of randomness for the boundary. Default `crypto.getRandomValues`. */
  readonly randomValues?: (bytes: Uint8Array) => Uint8Array;
}

/** Counters since the detector was made (for hosts' metrics and the bench). */
export interface LlmJudgeStatistics {
  /** Requests sent to the provider. */
  readonly requests: number;
  /** Texts answered from the cache. */
  readonly cachedTexts: number;
  /** Texts sent to the judge. */
  readonly judgedTexts: number;
  /** Spans found in their text and removed (each occurrence counts). */
  readonly spansLocated: number;
  /** Spans ignored: not in the text, too short, for an unknown id, or not a string. */
  readonly spansIgnored: number;
  /** Batches that fell back to the base detector's result. */
  readonly fallbacks: number;
}

const BOUNDARY_BYTES = 16;
const MAX_ANSWER_CHARS = 1_000_000;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function positiveInteger(name: string, value: number | undefined, fallback: number, minimum: number): number {
  if (value === undefined) return fallback;
  if (!Number.isInteger(value) || value < minimum) {
    throw new PromptInjectionGuardError(
      'INVALID_OPTIONS',
      `The LLM judge option ${name} must be an integer ≥ ${minimum}, got ${String(value)}; leave it out for ${fallback}.`,
    );
  }
  return value;
}

function mergeRanges(ranges: readonly LlmJudgeRange[]): LlmJudgeRange[] {
  const sorted = [...ranges].sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: { start: number; end: number }[] = [];
  for (const range of sorted) {
    const last = merged[merged.length - 1];
    if (last !== undefined && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ start: range.start, end: range.end });
  }
  return merged;
}

/**
 * An optional detector for hosts that can spare a model call: it asks any provider, through a
 * core {@link ToolCallingProviderAdapter} (e.g. a local Ollama model), to return the injected
 * instructions of a batch verbatim, finds them in the texts and replaces them with the usual
 * marker; everything else stays byte for byte. One request per batch, every text wrapped in a
 * random per-request boundary; verdicts are cached by content hash. The judge never adds text:
 * a span that is not in the text is ignored. When the judge fails (timeout, provider error, an
 * answer that is not the asked JSON) the base detector's result is returned and
 * `options.onFallback` is called, which the guard service turns into its usual warning.
 */
export class LlmJudgePromptInjectionDetector implements PromptInjectionDetector {
  private readonly createAdapter: LlmJudgeAdapterFactory;
  private readonly mode: LlmJudgeMode;
  private baseDetectorInstance: PromptInjectionDetector | undefined;
  private readonly timeoutMs: number;
  private readonly cache: LlmJudgeVerdictCache;
  private readonly maxBatchChars: number;
  private readonly minSpanChars: number;
  private readonly maxSnippetLength: number;
  private readonly randomValues: (bytes: Uint8Array) => Uint8Array;
  private readonly counters = {
    requests: 0,
    cachedTexts: 0,
    judgedTexts: 0,
    spansLocated: 0,
    spansIgnored: 0,
    fallbacks: 0,
  };

  constructor(options: LlmJudgePromptInjectionDetectorOptions) {
    if (typeof options?.createAdapter !== 'function') {
      throw new PromptInjectionGuardError(
        'INVALID_OPTIONS',
        'The LLM judge needs createAdapter, a function that returns a provider adapter for a request.',
      );
    }
    const mode: unknown = options.mode ?? 'union';
    if (mode !== 'union' && mode !== 'judge-only') {
      throw new PromptInjectionGuardError(
        'INVALID_OPTIONS',
        `The LLM judge option mode must be 'union' or 'judge-only', got ${JSON.stringify(mode)}; leave it out for 'union'.`,
      );
    }
    this.createAdapter = options.createAdapter;
    this.mode = mode;
    this.baseDetectorInstance = options.baseDetector;
    this.timeoutMs = positiveInteger('timeoutMs', options.timeoutMs, 30_000, 1);
    this.cache = new LlmJudgeVerdictCache(positiveInteger('cacheEntries', options.cacheEntries, 1_000, 0));
    this.maxBatchChars = positiveInteger('maxBatchChars', options.maxBatchChars, 200_000, 1);
    this.minSpanChars = positiveInteger('minSpanChars', options.minSpanChars, 12, 1);
    this.maxSnippetLength = positiveInteger('maxSnippetLength', options.maxSnippetLength, 80, 2);
    this.randomValues = options.randomValues ?? ((bytes) => globalThis.crypto.getRandomValues(bytes));
  }

  /** Counters since the detector was made. */
  get statistics(): LlmJudgeStatistics {
    return { ...this.counters };
  }

  /** {@link PromptInjectionDetector.detect}: one judge request for the uncached texts of the batch. */
  async detect(
    texts: readonly string[],
    options: PromptInjectionDetectOptions = {},
  ): Promise<PromptInjectionScanResult[]> {
    options.signal?.throwIfAborted();
    let base: readonly PromptInjectionScanResult[] | undefined;
    if (this.mode === 'union') base = await this.detectWithBase(texts, options);
    const judged = base === undefined ? texts : base.map((result) => result.text);
    let verdicts: readonly (readonly LlmJudgeRange[])[];
    try {
      verdicts = await this.judge(judged, options.signal);
    } catch (error) {
      // The caller's own cancellation is not a judge failure.
      options.signal?.throwIfAborted();
      this.counters.fallbacks++;
      const fallback = base ?? (await this.detectWithBase(texts, options));
      options.onFallback?.(error);
      return [...fallback];
    }
    return judged.map((text, index) => this.apply(text, verdicts[index]!, base?.[index]));
  }

  private async detectWithBase(
    texts: readonly string[],
    options: PromptInjectionDetectOptions,
  ): Promise<readonly PromptInjectionScanResult[]> {
    this.baseDetectorInstance ??= new BuiltInPromptInjectionDetector();
    const results = await this.baseDetectorInstance.detect(texts, {
      signal: options.signal,
      onFallback: options.onFallback,
    });
    if (!Array.isArray(results) || results.length !== texts.length) {
      throw new PromptInjectionGuardError(
        'DETECTOR_BAD_RESULT',
        `The base detector returned no result for each of the ${texts.length} texts.`,
      );
    }
    return results;
  }

  /** The located ranges per text: from the cache, else from one request for the rest. */
  private async judge(texts: readonly string[], signal: AbortSignal | undefined): Promise<LlmJudgeRange[][]> {
    const verdicts: (LlmJudgeRange[] | undefined)[] = texts.map((text) => {
      if (text.trim() === '') return [];
      const cached = this.cache.get(text);
      if (cached !== undefined) this.counters.cachedTexts++;
      return cached === undefined ? undefined : [...cached];
    });
    const pending: LlmJudgeText[] = [];
    const pendingIndex = new Map<string, number>();
    // A text that occurs twice in the batch is sent once; its copies take the first one's verdict.
    const firstByText = new Map<string, number>();
    const copies: { index: number; of: number }[] = [];
    let chars = 0;
    verdicts.forEach((verdict, index) => {
      if (verdict !== undefined) return;
      const text = texts[index]!;
      const first = firstByText.get(text);
      if (first !== undefined) {
        copies.push({ index, of: first });
        return;
      }
      firstByText.set(text, index);
      const id = `t${pending.length + 1}`;
      pending.push({ id, text });
      pendingIndex.set(id, index);
      chars += text.length;
    });
    if (pending.length === 0) return verdicts as LlmJudgeRange[][];
    if (chars > this.maxBatchChars) {
      throw new PromptInjectionGuardError(
        'LLM_JUDGE_BATCH_TOO_LARGE',
        `The batch holds ${chars} characters to judge, more than maxBatchChars (${this.maxBatchChars}).`,
      );
    }
    const answer = await this.ask(pending, signal);
    const found = this.parseAnswer(answer, pending, pendingIndex);
    this.counters.judgedTexts += pending.length;
    for (const entry of pending) {
      const index = pendingIndex.get(entry.id)!;
      const ranges = mergeRanges(found.get(index) ?? []);
      this.cache.set(entry.text, ranges);
      verdicts[index] = ranges;
    }
    for (const copy of copies) verdicts[copy.index] = verdicts[copy.of];
    return verdicts as LlmJudgeRange[][];
  }

  private createBoundary(texts: readonly LlmJudgeText[]): string {
    // 128 random bits; a text that happens to hold them gets another draw.
    for (let attempt = 0; attempt < 4; attempt++) {
      let boundary = '';
      for (const byte of this.randomValues(new Uint8Array(BOUNDARY_BYTES)))
        boundary += byte.toString(16).padStart(2, '0');
      if (!texts.some((entry) => entry.text.includes(boundary))) return boundary;
    }
    throw new PromptInjectionGuardError('LLM_JUDGE_FAILED', 'Could not draw a boundary that no text contains.');
  }

  private async ask(texts: readonly LlmJudgeText[], callerSignal: AbortSignal | undefined): Promise<string> {
    const boundary = this.createBoundary(texts);
    const request: LlmJudgeAdapterRequest = {
      systemPrompt: LLM_JUDGE_SYSTEM_PROMPT,
      messages: [{ role: 'user', content: buildLlmJudgeUserMessage(texts, boundary) }],
    };
    const timeout = AbortSignal.timeout(this.timeoutMs);
    const signal = callerSignal === undefined ? timeout : AbortSignal.any([callerSignal, timeout]);
    this.counters.requests++;
    let answer: string | undefined;
    try {
      const adapter = this.createAdapter(request);
      for await (const event of adapter.executeRound({ includeTools: false, signal })) {
        if (event.type === 'round-completed') answer = event.round.textOutput;
      }
    } catch (error) {
      callerSignal?.throwIfAborted();
      if (timeout.aborted) {
        throw new PromptInjectionGuardError(
          'LLM_JUDGE_TIMEOUT',
          `The judge did not answer within ${this.timeoutMs} ms.`,
          {
            cause: error,
          },
        );
      }
      throw new PromptInjectionGuardError('LLM_JUDGE_FAILED', "The judge's provider request failed.", { cause: error });
    }
    callerSignal?.throwIfAborted();
    if (timeout.aborted) {
      throw new PromptInjectionGuardError('LLM_JUDGE_TIMEOUT', `The judge did not answer within ${this.timeoutMs} ms.`);
    }
    if (answer === undefined) {
      throw new PromptInjectionGuardError('LLM_JUDGE_FAILED', "The judge's answer ended before it was complete.");
    }
    return answer;
  }

  /** Spans per batch index, located in their text; everything the answer holds beyond that is ignored and counted. */
  private parseAnswer(
    answer: string,
    texts: readonly LlmJudgeText[],
    indexById: ReadonlyMap<string, number>,
  ): Map<number, LlmJudgeRange[]> {
    if (answer.length > MAX_ANSWER_CHARS) {
      throw new PromptInjectionGuardError(
        'LLM_JUDGE_BAD_ANSWER',
        `The judge's answer is longer than ${MAX_ANSWER_CHARS} characters.`,
      );
    }
    // Models like to wrap JSON in a code fence or a sentence: read from the first brace to the last.
    const start = answer.indexOf('{');
    const end = answer.lastIndexOf('}');
    if (start < 0 || end < start) {
      throw new PromptInjectionGuardError('LLM_JUDGE_BAD_ANSWER', "The judge's answer holds no JSON object.");
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(answer.slice(start, end + 1));
    } catch (error) {
      throw new PromptInjectionGuardError('LLM_JUDGE_BAD_ANSWER', "The judge's answer is not valid JSON.", {
        cause: error,
      });
    }
    if (!isRecord(parsed) || !Array.isArray(parsed['injections'])) {
      throw new PromptInjectionGuardError('LLM_JUDGE_BAD_ANSWER', 'The judge\'s answer has no "injections" array.');
    }
    const located = new Map<number, LlmJudgeRange[]>();
    const textById = new Map(texts.map((entry) => [entry.id, entry.text]));
    const foldedByIndex = new Map<number, FoldedText>();
    for (const entry of parsed['injections'] as unknown[]) {
      const id = isRecord(entry) ? entry['id'] : undefined;
      const spans = isRecord(entry) ? entry['spans'] : undefined;
      const index = typeof id === 'string' ? indexById.get(id) : undefined;
      if (index === undefined || !Array.isArray(spans)) {
        this.counters.spansIgnored += Array.isArray(spans) ? Math.max(1, spans.length) : 1;
        continue;
      }
      const text = textById.get(id as string)!;
      const folded = (): FoldedText => {
        let view = foldedByIndex.get(index);
        if (view === undefined) {
          view = foldText(text);
          foldedByIndex.set(index, view);
        }
        return view;
      };
      for (const span of spans as unknown[]) {
        const ranges =
          // The marker of an earlier filter is not content: a judge that copies it removes nothing.
          typeof span === 'string' && span.trim().length >= this.minSpanChars && span.trim() !== REDACTION_MARKER
            ? locateJudgedSpan(text, span, folded)
            : [];
        if (ranges.length === 0) {
          this.counters.spansIgnored++;
          continue;
        }
        this.counters.spansLocated += ranges.length;
        located.set(index, [...(located.get(index) ?? []), ...ranges]);
      }
    }
    return located;
  }

  private apply(
    text: string,
    ranges: readonly LlmJudgeRange[],
    base: PromptInjectionScanResult | undefined,
  ): PromptInjectionScanResult {
    const baseFindings = base?.findings ?? [];
    const baseCount = base?.redactedCount ?? 0;
    if (ranges.length === 0) return { text, findings: [...baseFindings], redactedCount: baseCount };
    const findings: PromptInjectionFinding[] = [...baseFindings];
    let output = '';
    let cursor = 0;
    for (const range of ranges) {
      output += text.slice(cursor, range.start) + REDACTION_MARKER;
      cursor = range.end;
      const snippet = text.slice(range.start, range.end).replace(/\s+/g, ' ').trim();
      findings.push({
        ruleId: 'classifier.llm-judge',
        category: PromptInjectionCategory.CLASSIFIER,
        snippet: snippet.length > this.maxSnippetLength ? `${snippet.slice(0, this.maxSnippetLength - 1)}…` : snippet,
      });
    }
    output += text.slice(cursor);
    return { text: output, findings, redactedCount: baseCount + ranges.length };
  }
}
