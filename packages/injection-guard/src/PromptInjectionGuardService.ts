import type {
  PromptInjectionFilter,
  PromptInjectionFilterOptions,
  PromptInjectionFilterResult,
  PromptInjectionFinding,
  PromptInjectionSource,
  PromptInjectionText,
} from '@toolgate/core';
import { BuiltInPromptInjectionDetector } from './BuiltInPromptInjectionDetector.js';
import { ClassifierPromptInjectionDetector } from './ClassifierPromptInjectionDetector.js';
import type { PromptInjectionClassifier } from './PromptInjectionClassifier.js';
import type { PromptInjectionDetector, PromptInjectionScanResult } from './PromptInjectionDetector.js';
import { PromptInjectionGuardError } from './PromptInjectionGuardError.js';
import { describePromptInjectionSource, promptInjectionSourceKey } from './PromptInjectionSourceLabel.js';
import { PromptInjectionStreamFilter } from './PromptInjectionStreamFilter.js';

/** What was removed from one source during one report. */
export interface PromptInjectionSourceReport {
  readonly source: PromptInjectionSource;
  /** {@link describePromptInjectionSource} of the source. */
  readonly label: string;
  readonly findings: readonly PromptInjectionFinding[];
  readonly redactedCount: number;
}

/**
 * One report to the host: everything removed during one user action (a `beginAction()` scope) or
 * one filter call outside a scope, grouped per source.
 */
export interface PromptInjectionReport {
  readonly sources: readonly PromptInjectionSourceReport[];
  /** One line for people, e.g. "Removed suspicious instructions from 'https://…'." */
  readonly message: string;
}

/** Why a warning was raised. */
export type PromptInjectionWarningCode = 'DETECTOR_UNAVAILABLE' | 'REMOTE_DETECTOR_UNAVAILABLE';

/** A warning to the host: content went to the model without (full) checking. */
export interface PromptInjectionWarning {
  readonly code: PromptInjectionWarningCode;
  readonly sources: readonly PromptInjectionSource[];
  /** One line for people, naming the source or the number of sources. */
  readonly message: string;
  /** The error behind it (its message never contains content). */
  readonly cause?: unknown;
}

/** Listener of reports. */
export type PromptInjectionReportListener = (report: PromptInjectionReport) => void;
/** Listener of warnings. */
export type PromptInjectionWarningListener = (warning: PromptInjectionWarning) => void;

/** Options of {@link PromptInjectionGuardService}. */
export interface PromptInjectionGuardServiceOptions {
  /** The detector asked once per batch. Default: a {@link BuiltInPromptInjectionDetector}. */
  readonly detector?: PromptInjectionDetector;
  /**
   * An optional remote classifier run after the detector over what it left: passages it scores at
   * or above `remoteThreshold` are replaced too. When it fails, the detector's result stands and
   * the host gets a `REMOTE_DETECTOR_UNAVAILABLE` warning.
   */
  readonly remoteDetector?: PromptInjectionClassifier;
  /** Threshold for `remoteDetector` scores. Default 0.8. */
  readonly remoteThreshold?: number;
  /** Receives reports (also see {@link PromptInjectionGuardService.addReportListener}). */
  readonly onReport?: PromptInjectionReportListener;
  /** Receives warnings (also see {@link PromptInjectionGuardService.addWarningListener}). */
  readonly onWarning?: PromptInjectionWarningListener;
}

/** The scope of one user action; ending it (once) reports what was collected. */
export interface PromptInjectionActionScope {
  /** Ends the scope; the outermost scope's end emits one report. Calling it again does nothing. */
  end(): void;
  /** True once {@link PromptInjectionActionScope.end} was called. */
  readonly ended: boolean;
}

interface SourceAccumulator {
  source: PromptInjectionSource;
  findings: PromptInjectionFinding[];
  seen: Set<string>;
  redactedCount: number;
}

const MAX_FINDINGS_PER_SOURCE = 32;

function quoteLabels(sources: readonly PromptInjectionSource[]): string {
  return sources.length === 1 ? `'${describePromptInjectionSource(sources[0]!)}'` : `${sources.length} sources`;
}

function isBlank(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (
      !(
        code === 0x20 ||
        (code >= 0x09 && code <= 0x0d) ||
        code === 0xa0 ||
        code === 0x3000 ||
        code === 0xfeff ||
        code === 0x200b
      )
    )
      return false;
  }
  return true;
}

function isScanResult(value: unknown): value is PromptInjectionScanResult {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<PromptInjectionScanResult>;
  return (
    typeof candidate.text === 'string' &&
    Array.isArray(candidate.findings) &&
    typeof candidate.redactedCount === 'number'
  );
}

/**
 * Filters prompt injections out of everything tools bring to a model (implements core's
 * {@link PromptInjectionFilter}). One detector request per batch; results in input order; blank
 * texts untouched. Filtering never rejects content and never throws on content: injected passages
 * become a neutral marker, invisible carriers disappear, everything else stays byte for byte; when
 * the detector fails, texts pass through with `unchecked: true` and the host gets one warning.
 * Findings are reported per source; inside {@link PromptInjectionGuardService.beginAction} scopes
 * everything filtered during the action becomes one report.
 *
 * Scopes are per service instance (there is no async-local context without Node-only modules): a
 * host that serves several users at once uses one service per user action or per user.
 */
export class PromptInjectionGuardService implements PromptInjectionFilter {
  private readonly detector: PromptInjectionDetector;
  private readonly remote: ClassifierPromptInjectionDetector | undefined;
  private readonly reportListeners = new Set<PromptInjectionReportListener>();
  private readonly warningListeners = new Set<PromptInjectionWarningListener>();
  private scopeDepth = 0;
  private collected = new Map<string, SourceAccumulator>();

  constructor(options: PromptInjectionGuardServiceOptions = {}) {
    this.detector = options.detector ?? new BuiltInPromptInjectionDetector();
    this.remote =
      options.remoteDetector === undefined
        ? undefined
        : new ClassifierPromptInjectionDetector(options.remoteDetector, { threshold: options.remoteThreshold ?? 0.8 });
    if (options.onReport !== undefined) this.reportListeners.add(options.onReport);
    if (options.onWarning !== undefined) this.warningListeners.add(options.onWarning);
  }

  /** Registers a report listener; returns a function that removes it. */
  addReportListener(listener: PromptInjectionReportListener): () => void {
    this.reportListeners.add(listener);
    return () => this.reportListeners.delete(listener);
  }

  /** Registers a warning listener; returns a function that removes it. */
  addWarningListener(listener: PromptInjectionWarningListener): () => void {
    this.warningListeners.add(listener);
    return () => this.warningListeners.delete(listener);
  }

  /**
   * Starts a user action: everything filtered until the outermost scope ends becomes one report.
   * Scopes nest. The scope is also disposable (`using scope = guard.beginAction()`) where the
   * runtime has `Symbol.dispose`.
   */
  beginAction(): PromptInjectionActionScope {
    this.scopeDepth++;
    let ended = false;
    const scope: PromptInjectionActionScope = {
      end: () => {
        if (ended) return;
        ended = true;
        this.scopeDepth--;
        if (this.scopeDepth === 0) this.flush();
      },
      get ended() {
        return ended;
      },
    };
    const dispose = (Symbol as { dispose?: symbol }).dispose;
    if (dispose !== undefined) Object.defineProperty(scope, dispose, { value: scope.end });
    return scope;
  }

  /** Runs `action` inside one action scope and ends it afterwards, also when it throws. */
  async runAction<T>(action: () => Promise<T> | T): Promise<T> {
    const scope = this.beginAction();
    try {
      return await action();
    } finally {
      scope.end();
    }
  }

  /** Filters one text (convenience for {@link PromptInjectionGuardService.filter} with one entry). */
  async filterText(
    text: string,
    source: PromptInjectionSource,
    options?: PromptInjectionFilterOptions,
  ): Promise<PromptInjectionFilterResult> {
    const [result] = await this.filter([{ text, source }], options);
    return result!;
  }

  /**
   * Filters a batch in one detector request. Resolves to one result per input, in input order.
   * Rejects only when `options.signal` aborts (the caller's cancellation), never because of content
   * or a failing detector.
   */
  async filter(
    texts: readonly PromptInjectionText[],
    options: PromptInjectionFilterOptions = {},
  ): Promise<PromptInjectionFilterResult[]> {
    const results: PromptInjectionFilterResult[] = texts.map((entry) => ({
      text: entry.text,
      findings: [],
      redactedCount: 0,
      unchecked: false,
    }));
    const positions: number[] = [];
    texts.forEach((entry, index) => {
      if (typeof entry.text === 'string' && !isBlank(entry.text)) positions.push(index);
    });
    if (positions.length === 0) return results;
    const inputs = positions.map((index) => texts[index]!.text);
    const sources = positions.map((index) => texts[index]!.source);

    let scanned: readonly PromptInjectionScanResult[];
    try {
      scanned = await this.detect(this.detector, inputs, options, (cause) => this.warnFallback(sources, cause));
    } catch (error) {
      options.signal?.throwIfAborted();
      for (const index of positions) results[index] = { ...results[index]!, unchecked: true };
      this.warn(
        'DETECTOR_UNAVAILABLE',
        sources,
        `Could not check ${quoteLabels(uniqueSources(sources))} for prompt injections; used as it is.`,
        error,
      );
      return results;
    }

    let combined = scanned;
    if (this.remote !== undefined) {
      try {
        const remote = await this.detect(
          this.remote,
          scanned.map((result) => result.text),
          options,
        );
        combined = scanned.map((result, index) => {
          const second = remote[index]!;
          if (second.redactedCount === 0) return result;
          return {
            text: second.text,
            findings: [...result.findings, ...second.findings],
            redactedCount: result.redactedCount + second.redactedCount,
          };
        });
      } catch (error) {
        options.signal?.throwIfAborted();
        this.warn(
          'REMOTE_DETECTOR_UNAVAILABLE',
          sources,
          `The remote prompt-injection classifier could not check ${quoteLabels(uniqueSources(sources))}; only the built-in rules were applied.`,
          error,
        );
      }
    }

    positions.forEach((index, k) => {
      const result = combined[k]!;
      results[index] = {
        text: result.text,
        findings: result.findings,
        redactedCount: result.redactedCount,
        unchecked: false,
      };
      if (result.findings.length > 0) this.collect(sources[k]!, result.findings, result.redactedCount);
    });
    if (this.scopeDepth === 0) this.flush();
    return results;
  }

  /**
   * A filter for a text that arrives in chunks (a streaming API). Results are identical for any
   * chunk size; the filter holds back at most one segment (8,192 characters) plus the chunk.
   */
  createStreamFilter(
    source: PromptInjectionSource,
    options: PromptInjectionFilterOptions = {},
  ): PromptInjectionStreamFilter {
    return new PromptInjectionStreamFilter({
      source,
      signal: options.signal,
      detect: (segment, signal) =>
        this.detect(this.detector, [segment], { signal }, (cause) => this.warnFallback([source], cause)).then(
          (results) => results[0]!,
        ),
      complete: (result) => {
        if (result.unchecked) {
          this.warn(
            'DETECTOR_UNAVAILABLE',
            [source],
            `Could not check ${quoteLabels([source])} for prompt injections; used as it is.`,
            result.cause,
          );
        }
        if (result.findings.length > 0) this.collect(source, result.findings, result.redactedCount);
        if (this.scopeDepth === 0) this.flush();
      },
    });
  }

  private async detect(
    detector: PromptInjectionDetector,
    inputs: readonly string[],
    options: PromptInjectionFilterOptions,
    onFallback?: (cause: unknown) => void,
  ): Promise<readonly PromptInjectionScanResult[]> {
    options.signal?.throwIfAborted();
    const results = await detector.detect(inputs, { signal: options.signal, onFallback });
    if (!Array.isArray(results) || results.length !== inputs.length || !results.every(isScanResult)) {
      throw new PromptInjectionGuardError(
        'DETECTOR_BAD_RESULT',
        `The detector returned no valid result for each of the ${inputs.length} texts.`,
      );
    }
    return results;
  }

  /** A detector fell back to a weaker result (e.g. its LLM judge failed): the usual remote-detector warning. */
  private warnFallback(sources: readonly PromptInjectionSource[], cause: unknown): void {
    this.warn(
      'REMOTE_DETECTOR_UNAVAILABLE',
      sources,
      `The prompt-injection judge could not check ${quoteLabels(uniqueSources(sources))}; only the built-in detector's result was applied.`,
      cause,
    );
  }

  private collect(
    source: PromptInjectionSource,
    findings: readonly PromptInjectionFinding[],
    redactedCount: number,
  ): void {
    const key = promptInjectionSourceKey(source);
    let accumulator = this.collected.get(key);
    if (accumulator === undefined) {
      accumulator = { source, findings: [], seen: new Set(), redactedCount: 0 };
      this.collected.set(key, accumulator);
    }
    accumulator.redactedCount += redactedCount;
    for (const finding of findings) {
      const findingKey = `${finding.ruleId}\u0000${finding.snippet}`;
      if (accumulator.seen.has(findingKey) || accumulator.findings.length >= MAX_FINDINGS_PER_SOURCE) continue;
      accumulator.seen.add(findingKey);
      accumulator.findings.push(finding);
    }
  }

  private flush(): void {
    if (this.collected.size === 0) return;
    const sources: PromptInjectionSourceReport[] = [...this.collected.values()].map((entry) => ({
      source: entry.source,
      label: describePromptInjectionSource(entry.source),
      findings: entry.findings,
      redactedCount: entry.redactedCount,
    }));
    this.collected = new Map();
    const report: PromptInjectionReport = {
      sources,
      message: `Removed suspicious instructions from ${quoteLabels(sources.map((entry) => entry.source))}.`,
    };
    for (const listener of this.reportListeners) {
      try {
        listener(report);
      } catch {
        // A failing listener must not break filtering.
      }
    }
  }

  private warn(
    code: PromptInjectionWarningCode,
    sources: readonly PromptInjectionSource[],
    message: string,
    cause: unknown,
  ): void {
    const warning: PromptInjectionWarning = { code, sources: uniqueSources(sources), message, cause };
    for (const listener of this.warningListeners) {
      try {
        listener(warning);
      } catch {
        // A failing listener must not break filtering.
      }
    }
  }
}

function uniqueSources(sources: readonly PromptInjectionSource[]): PromptInjectionSource[] {
  const seen = new Map<string, PromptInjectionSource>();
  for (const source of sources) {
    const key = promptInjectionSourceKey(source);
    if (!seen.has(key)) seen.set(key, source);
  }
  return [...seen.values()];
}
