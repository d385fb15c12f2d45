import { describe, expect, it } from 'vitest';
import { filterPromptInjectionsBestEffort } from './filterPromptInjectionsBestEffort.js';
import type {
  PromptInjectionFilter,
  PromptInjectionFilterResult,
  PromptInjectionText,
} from './PromptInjectionFilter.js';

const SOURCE = { kind: 'other', label: 'test' } as const;
const TEXTS: PromptInjectionText[] = [
  { text: 'first', source: SOURCE },
  { text: 'second', source: SOURCE },
];

function filterAnswering(answer: (texts: readonly PromptInjectionText[]) => unknown): PromptInjectionFilter & {
  calls: number;
} {
  const filter = {
    calls: 0,
    async filter(texts: readonly PromptInjectionText[]) {
      filter.calls += 1;
      return answer(texts) as readonly PromptInjectionFilterResult[];
    },
  };
  return filter;
}

const passedThrough = (text: string) => ({ text, findings: [], redactedCount: 0, unchecked: true });

describe('filterPromptInjectionsBestEffort', () => {
  it("returns the filter's answers in order", async () => {
    const filter = filterAnswering((texts) =>
      texts.map((entry) => ({ text: `[${entry.text}]`, findings: [], redactedCount: 1, unchecked: false })),
    );
    const results = await filterPromptInjectionsBestEffort(filter, TEXTS);
    expect(results.map((result) => result.text)).toEqual(['[first]', '[second]']);
    expect(results.map((result) => result.redactedCount)).toEqual([1, 1]);
  });

  it('does not ask the filter about nothing', async () => {
    const filter = filterAnswering(() => []);
    expect(await filterPromptInjectionsBestEffort(filter, [])).toEqual([]);
    expect(filter.calls).toBe(0);
  });

  it('passes every text through unchecked when the filter answers for fewer texts or throws', async () => {
    const short = filterAnswering(() => [{ text: 'only one', findings: [], redactedCount: 0, unchecked: false }]);
    expect(await filterPromptInjectionsBestEffort(short, TEXTS)).toEqual([
      passedThrough('first'),
      passedThrough('second'),
    ]);
    const throwing = filterAnswering(() => {
      throw new Error('detector down');
    });
    expect(await filterPromptInjectionsBestEffort(throwing, TEXTS)).toEqual([
      passedThrough('first'),
      passedThrough('second'),
    ]);
  });

  it('passes one text through unchecked when its answer has no text', async () => {
    const filter = filterAnswering(() => [{ text: 'ok', findings: [], redactedCount: 0, unchecked: false }, {}]);
    const results = await filterPromptInjectionsBestEffort(filter, TEXTS);
    expect(results[0]?.text).toBe('ok');
    expect(results[1]).toEqual(passedThrough('second'));
  });

  it('rethrows when the caller aborted', async () => {
    const controller = new AbortController();
    const filter = filterAnswering(() => {
      controller.abort();
      throw new Error('aborted while filtering');
    });
    await expect(filterPromptInjectionsBestEffort(filter, TEXTS, controller.signal)).rejects.toThrow(
      'aborted while filtering',
    );
  });
});
