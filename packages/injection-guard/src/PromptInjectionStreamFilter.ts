import type { PromptInjectionFinding, PromptInjectionSource } from '@toolgate/core';
import type { PromptInjectionScanResult } from './PromptInjectionDetector.js';
import { findSegmentEnd } from './TextSegmenter.js';

/** The outcome of a whole stream, returned by {@link PromptInjectionStreamFilter.finish}. */
export interface PromptInjectionStreamResult {
  /** The filtered text not yet returned by `push` (the tail of the output). */
  readonly text: string;
  /** Every finding of the whole stream. */
  readonly findings: readonly PromptInjectionFinding[];
  readonly redactedCount: number;
  /** True when some part of the stream could not be checked and passed through unchanged. */
  readonly unchecked: boolean;
  /** Why a part could not be checked. */
  readonly cause?: unknown;
}

/** How a stream filter reaches its detector and reports (created by the guard service). */
export interface PromptInjectionStreamFilterOptions {
  readonly source: PromptInjectionSource;
  readonly signal?: AbortSignal | undefined;
  /** Judges one segment. */
  readonly detect: (segment: string, signal: AbortSignal | undefined) => Promise<PromptInjectionScanResult>;
  /** Called once when the stream is finished. */
  readonly complete: (result: PromptInjectionStreamResult) => void;
}

/**
 * Filters a text that arrives in chunks. The text is cut into the same segments as a whole text
 * would be (a segment ends only where the cut depends on nothing after it), so the output is
 * identical for any chunking. Call {@link PromptInjectionStreamFilter.push} per chunk and
 * {@link PromptInjectionStreamFilter.finish} at the end; concatenated, their texts are the
 * filtered stream. Calls are queued, so un-awaited pushes keep their order.
 */
export class PromptInjectionStreamFilter {
  /** The source this stream is reported under. */
  readonly source: PromptInjectionSource;
  private buffer = '';
  private readonly findings: PromptInjectionFinding[] = [];
  private readonly seen = new Set<string>();
  private redactedCount = 0;
  private unchecked = false;
  private cause: unknown;
  private finished = false;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly options: PromptInjectionStreamFilterOptions) {
    this.source = options.source;
  }

  /** Adds a chunk; resolves to the filtered text that is final now (possibly empty). */
  push(chunk: string): Promise<string> {
    return this.enqueue(async () => {
      if (this.finished) throw new Error('PromptInjectionStreamFilter: push() after finish()');
      this.buffer += chunk;
      return this.release(false);
    });
  }

  /** Ends the stream: filters what is held back and reports the stream (once). */
  finish(): Promise<PromptInjectionStreamResult> {
    return this.enqueue(async () => {
      if (this.finished) throw new Error('PromptInjectionStreamFilter: finish() called twice');
      const text = await this.release(true);
      this.finished = true;
      const result: PromptInjectionStreamResult = {
        text,
        findings: this.findings,
        redactedCount: this.redactedCount,
        unchecked: this.unchecked,
        ...(this.unchecked ? { cause: this.cause } : {}),
      };
      this.options.complete(result);
      return result;
    });
  }

  private enqueue<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task);
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async release(final: boolean): Promise<string> {
    let output = '';
    for (;;) {
      const end = findSegmentEnd(this.buffer, 0, final);
      if (end === undefined || end === 0) break;
      const segment = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end);
      output += await this.judge(segment);
      if (this.buffer.length === 0) break;
    }
    return output;
  }

  private async judge(segment: string): Promise<string> {
    this.options.signal?.throwIfAborted();
    if (segment.trim().length === 0) return segment;
    let result: PromptInjectionScanResult;
    try {
      result = await this.options.detect(segment, this.options.signal);
    } catch (error) {
      this.options.signal?.throwIfAborted();
      this.unchecked = true;
      this.cause ??= error;
      return segment;
    }
    this.redactedCount += result.redactedCount;
    for (const finding of result.findings) {
      const key = `${finding.ruleId}\u0000${finding.snippet}`;
      if (this.seen.has(key)) continue;
      this.seen.add(key);
      this.findings.push(finding);
    }
    return result.text;
  }
}
