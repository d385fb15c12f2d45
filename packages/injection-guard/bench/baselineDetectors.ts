/**
 * Two existing offline prompt-injection detectors from the npm registry, wrapped in the eval's
 * filter shape so they run over the same set in the same process as ours.
 *
 * - `@andersmyrmel/vard` 1.2.0 (MIT): a pattern/heuristic detector with threat types and
 *   severity thresholds (instruction override, role manipulation, delimiter injection, system
 *   prompt leak, encoding). Default "moderate" preset, with the 10,000-character input limit lifted
 *   (that limit is itself reported as a threat, which would flag every long page).
 * - `llm-guard` 0.1.9 (MIT): a regex-list library; we enable only its prompt-injection and
 *   jailbreak guards (PII, profanity, toxicity and relevance are unrelated to injections).
 *
 * Neither downloads a model or talks to a network: both are pure JavaScript rule sets. Neither
 * rewrites text, so they only classify: a flagged text counts as detected (and, for the payload
 * check of the eval, nothing is removed).
 */
import vard from '@andersmyrmel/vard';
import type { PromptInjectionFilterResult } from '@toolgate/core';
import llmGuardModule from 'llm-guard';

/** A detector under measurement: results in input order. */
export interface EvalFilter {
  readonly name: string;
  filterTexts(texts: readonly string[]): Promise<readonly PromptInjectionFilterResult[]>;
}

function classified(
  text: string,
  reasons: readonly { ruleId: string; snippet: string }[],
): PromptInjectionFilterResult {
  return {
    text,
    findings: reasons.map((reason) => ({
      ruleId: reason.ruleId,
      category: 'baseline',
      snippet: reason.snippet.slice(0, 120),
    })),
    redactedCount: 0,
    unchecked: false,
  };
}

/** `@andersmyrmel/vard`, moderate preset. */
export function createVardFilter(): EvalFilter {
  const detector = vard().maxLength(Number.MAX_SAFE_INTEGER);
  return {
    name: '@andersmyrmel/vard 1.2.0',
    filterTexts: async (texts) =>
      texts.map((text) => {
        const result = detector.safeParse(text);
        if (result.safe) {
          // vard can also sanitise (e.g. strip delimiters) and still call the input safe.
          return result.data === text
            ? classified(text, [])
            : classified(text, [{ ruleId: 'vard:sanitized', snippet: '' }]);
        }
        return classified(
          text,
          result.threats.map((threat) => ({ ruleId: `vard:${threat.type}`, snippet: threat.match })),
        );
      }),
  };
}

/** `llm-guard`, prompt-injection and jailbreak guards only. */
export function createLlmGuardFilter(): EvalFilter {
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
    filterTexts: async (texts) => {
      const results: PromptInjectionFilterResult[] = [];
      for (const text of texts) {
        const verdict = await guard.validate(text);
        const details = verdict.results.flatMap((result) => result.details ?? []);
        results.push(
          classified(
            text,
            verdict.isValid
              ? []
              : details.map((detail) => ({ ruleId: `llm-guard:${detail.rule}`, snippet: detail.matched ?? '' })),
          ),
        );
      }
      return results;
    },
  };
}
