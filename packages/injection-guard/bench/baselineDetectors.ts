/**
 * The detectors the bench times, in one shape: ours (`BuiltInPromptInjectionDetector`, the
 * default), the learned model alone (its share of ours), and two offline detectors from
 * the npm registry run in the same process:
 *
 * - `@andersmyrmel/vard` 1.2.0 (MIT): a pattern/heuristic detector with threat types and
 *   severity thresholds. Default "moderate" preset, with the 10,000-character input limit lifted
 *   (that limit is itself reported as a threat, which would flag every long page).
 * - `llm-guard` 0.1.9 (MIT): a regex-list library; only its prompt-injection and jailbreak guards
 *   (PII, profanity, toxicity and relevance are unrelated to injections).
 *
 * Neither downloads a model or talks to a network. Neither rewrites text: they only classify.
 */
import vard from '@andersmyrmel/vard';
import llmGuardModule from 'llm-guard';
import { BuiltInPromptInjectionDetector } from '../src/index.js';
import { InstructionModel } from '../src/internal.js';

/** A detector under measurement: `scan` returns how many findings (or threats) it reports. */
export interface BenchDetector {
  readonly name: string;
  scan(text: string): number | Promise<number>;
}

/** Ours: the package's default detector, as `PromptInjectionGuardService` uses it. */
export function createOurDetector(): BenchDetector {
  const detector = new BuiltInPromptInjectionDetector();
  return { name: 'ours (BuiltInPromptInjectionDetector)', scan: (text) => detector.scan(text).findings.length };
}

/** The learned model alone: every window scored, the count of windows at or above its threshold. */
export function createModelOnlyDetector(): BenchDetector {
  const model = new InstructionModel();
  return {
    name: 'the learned model alone (InstructionModel)',
    scan: (text) => model.scoreSegments(text).filter((segment) => segment.score >= model.threshold).length,
  };
}

/** `@andersmyrmel/vard`, moderate preset; a text it sanitised counts as one finding. */
export function createVardDetector(): BenchDetector {
  const detector = vard().maxLength(Number.MAX_SAFE_INTEGER);
  return {
    name: '@andersmyrmel/vard 1.2.0',
    scan: (text) => {
      const result = detector.safeParse(text);
      if (result.safe) return result.data === text ? 0 : 1;
      return result.threats.length;
    },
  };
}

/** `llm-guard`, prompt-injection and jailbreak guards only. */
export function createLlmGuardDetector(): BenchDetector {
  const guard = new llmGuardModule.LLMGuard({
    pii: false,
    profanity: false,
    toxicity: false,
    relevance: false,
    jailbreak: true,
    promptInjection: true,
  });
  return {
    name: 'llm-guard 0.1.9',
    scan: async (text) => {
      const verdict = await guard.validate(text);
      return verdict.isValid ? 0 : Math.max(1, verdict.results.flatMap((result) => result.details ?? []).length);
    },
  };
}
