import { describe, expect, it } from 'vitest';
import {
  MAX_TOOL_CALLS,
  MAX_TOOL_RESULT_CHARACTERS,
  buildToolPolicyPrompt,
  getToolCallsUnavailableInstruction,
  isProviderConfidenceAllowed,
  normalizeSelection,
} from './ToolSelectionRules.js';

describe('normalizeSelection', () => {
  it('lets search_confluence bring read_web_page, right after it', () => {
    expect(normalizeSelection(['web_search', 'search_confluence'])).toEqual([
      'web_search',
      'search_confluence',
      'read_web_page',
    ]);
  });

  it('brings nothing along for other tools', () => {
    expect(normalizeSelection(['web_search'])).toEqual(['web_search']);
    expect(normalizeSelection(['read_web_page'])).toEqual(['read_web_page']);
  });

  it('keeps read_web_page where the selection already names it', () => {
    expect(normalizeSelection(['read_web_page', 'search_confluence'])).toEqual(['read_web_page', 'search_confluence']);
  });

  it('never selects semantic_search or another context tool', () => {
    expect(normalizeSelection(['semantic_search', 'web_search'])).toEqual(['web_search']);
    expect(
      normalizeSelection(['mail_context', 'web_search'], { isContextTool: (id) => id === 'mail_context' }),
    ).toEqual(['web_search']);
  });

  it('keeps unknown ids (a tool installed later) and removes duplicates', () => {
    expect(normalizeSelection(['future_tool', 'web_search', 'future_tool'])).toEqual(['future_tool', 'web_search']);
  });

  it('is idempotent and does not change its input', () => {
    const input = Object.freeze(['semantic_search', 'search_confluence', 'x', 'search_confluence']);
    const once = normalizeSelection(input);
    expect(normalizeSelection(once)).toEqual(once);
    expect(input).toEqual(['semantic_search', 'search_confluence', 'x', 'search_confluence']);
    const set = new Set(['search_confluence']);
    normalizeSelection(set);
    expect([...set]).toEqual(['search_confluence']);
  });
});

describe('getToolCallsUnavailableInstruction', () => {
  it('has the limits of the original', () => {
    expect(MAX_TOOL_CALLS).toBe(15);
    expect(MAX_TOOL_RESULT_CHARACTERS).toBe(300_000);
  });

  it('is null while calls and characters are left', () => {
    expect(getToolCallsUnavailableInstruction(0, 0)).toBeNull();
    expect(getToolCallsUnavailableInstruction(14, 300_000)).toBeNull();
  });

  it('ends the tools after 15 calls', () => {
    expect(getToolCallsUnavailableInstruction(15, 10)).toBe(
      'The maximum of 15 tool calls for this answer has been reached. No more tools are available. Give your best final answer based on the information you already have.',
    );
  });

  it('ends the tools once the results exceed 300,000 characters, and that check wins', () => {
    const expected =
      'The results of the tool calls of this answer exceeded the limit of 300,000 characters in total. No more tool calls are possible. Give your best final answer based on the information you already have.';
    expect(getToolCallsUnavailableInstruction(1, 300_001)).toBe(expected);
    expect(getToolCallsUnavailableInstruction(15, 300_001)).toBe(expected);
  });

  it('takes other limits', () => {
    expect(getToolCallsUnavailableInstruction(3, 0, { maxToolCalls: 3 })).toContain('The maximum of 3 tool calls');
    expect(getToolCallsUnavailableInstruction(0, 1001, { maxToolResultCharacters: 1000 })).toContain(
      'limit of 1,000 characters',
    );
    expect(getToolCallsUnavailableInstruction(15, 0, { maxToolCalls: 20 })).toBeNull();
  });
});

describe('buildToolPolicyPrompt', () => {
  const tool = (name: string, systemPromptInstructions: string) => ({ function: { name }, systemPromptInstructions });

  it('is empty when no tool has instructions', () => {
    expect(buildToolPolicyPrompt([])).toBe('');
    expect(buildToolPolicyPrompt([tool('a', ''), tool('b', '  \n ')])).toBe('');
  });

  it('combines one section per tool under the header, identical sections once', () => {
    expect(
      buildToolPolicyPrompt([
        tool('web_search', ' Search first. '),
        tool('a', ''),
        tool('read_web_page', 'Read given URLs only.'),
        tool('web_search', 'Search first.'),
      ]),
    ).toBe(
      '# Tool usage instructions:\n\n' +
        'You can use several tools, each with its own policy below. You must follow the policy of every tool you use. ' +
        'When you are unsure whether or how to use a tool, ask the user.\n\n' +
        '## Tool `web_search`\n\nSearch first.\n\n' +
        '## Tool `read_web_page`\n\nRead given URLs only.',
    );
  });
});

describe('isProviderConfidenceAllowed', () => {
  it('always allows a minimum of NONE and otherwise compares the levels', () => {
    expect(isProviderConfidenceAllowed('NONE', 'NONE')).toBe(true);
    expect(isProviderConfidenceAllowed('UNTRUSTED', 'NONE')).toBe(true);
    expect(isProviderConfidenceAllowed('MEDIUM', 'HIGH')).toBe(false);
    expect(isProviderConfidenceAllowed('HIGH', 'HIGH')).toBe(true);
    expect(isProviderConfidenceAllowed('LOW', 'VERY_LOW')).toBe(true);
  });
});
