import type { PromptInjectionDetectOptions } from './PromptInjectionDetector.js';

/**
 * A classifier that scores texts for prompt injection, e.g. a model served over HTTP
 * ({@link HttpPromptInjectionClassifier}). One score in `[0, 1]` per text, in input order. It may
 * fail; callers treat that as "not checked".
 */
export interface PromptInjectionClassifier {
  classify(texts: readonly string[], options?: PromptInjectionDetectOptions): Promise<readonly number[]>;
}
