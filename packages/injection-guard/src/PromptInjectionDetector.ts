import type { PromptInjectionFinding } from '@toolgate/core';

/** What a detector made of one text. */
export interface PromptInjectionScanResult {
  /** The text with injected passages replaced by the marker and invisible carriers removed. */
  readonly text: string;
  readonly findings: readonly PromptInjectionFinding[];
  /** Passages replaced plus runs of invisible characters removed. */
  readonly redactedCount: number;
}

/** Options of one detector request. */
export interface PromptInjectionDetectOptions {
  readonly signal?: AbortSignal | undefined;
  /**
   * Called by a detector that could not use its best means (e.g. an LLM judge that failed) and
   * returned a weaker result instead; the guard service turns it into a warning.
   */
  readonly onFallback?: ((cause: unknown) => void) | undefined;
}

/**
 * A detector the guard service asks, once per batch. It may fail (throw or reject); the service
 * then passes the texts through unchanged and warns the host.
 */
export interface PromptInjectionDetector {
  detect(
    texts: readonly string[],
    options?: PromptInjectionDetectOptions,
  ): Promise<readonly PromptInjectionScanResult[]>;
}
