/**
 * The one place where the eval and the bench construct our guard, so an API change touches one
 * file. Uses the public API only: `PromptInjectionGuardService` over the built-in detector.
 */
import type { PromptInjectionFilterResult } from '@toolgate/core';
import {
  BuiltInPromptInjectionDetector,
  type BuiltInPromptInjectionDetectorOptions,
  PromptInjectionGuardService,
  REDACTION_MARKER,
} from '../src/index.js';

/** What the eval needs from a filter: results in input order. */
export interface EvalFilter {
  readonly name: string;
  filterTexts(texts: readonly string[]): Promise<readonly PromptInjectionFilterResult[]>;
}

/** The marker our guard writes in place of a removed passage (used to measure collateral removal). */
export const redactionMarker: string = REDACTION_MARKER;

/** Our guard: `PromptInjectionGuardService` with the built-in rules detector, sources named like the eval ids. */
export function createToolgateGuard(options: BuiltInPromptInjectionDetectorOptions = {}): EvalFilter {
  const service = new PromptInjectionGuardService({ detector: new BuiltInPromptInjectionDetector(options) });
  return {
    name: '@toolgate/injection-guard',
    filterTexts: (texts) =>
      service.filter(
        texts.map((text, index) => ({ text, source: { kind: 'other' as const, label: `eval text ${index}` } })),
      ),
  };
}
