import type {
  PromptInjectionFilter,
  PromptInjectionFilterResult,
  PromptInjectionText,
} from './PromptInjectionFilter.js';

/**
 * Asks `filter` about `texts` and returns its answers in input order. The filter is best effort:
 * when it throws or answers for fewer or other texts than asked, the texts pass through unchanged
 * with `unchecked: true` rather than costing the user the content. An abort of `signal` is rethrown.
 */
export async function filterPromptInjectionsBestEffort(
  filter: PromptInjectionFilter,
  texts: readonly PromptInjectionText[],
  signal?: AbortSignal | undefined,
): Promise<readonly PromptInjectionFilterResult[]> {
  if (texts.length === 0) return [];
  const unchecked = () => texts.map((entry) => passedThrough(entry.text));
  try {
    const results = await filter.filter(texts, signal === undefined ? {} : { signal });
    // A filter that answers for fewer texts than asked cannot be trusted to have checked any.
    if (!Array.isArray(results) || results.length !== texts.length) return unchecked();
    return results.map((result, index) =>
      typeof result?.text === 'string' ? result : passedThrough(texts[index]?.text ?? ''),
    );
  } catch (error) {
    // The filter's contract is to never throw; one that does still must not cost the user the content.
    if (signal?.aborted === true) throw error;
    return unchecked();
  }
}

function passedThrough(text: string): PromptInjectionFilterResult {
  return { text, findings: [], redactedCount: 0, unchecked: true };
}
