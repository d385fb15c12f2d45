import { describe, expect, it } from 'vitest';
import { CONFIDENCE_LEVELS, parseConfidenceLevel } from './ConfidenceLevel.js';
import { isPromptInjectionSourceKind, PROMPT_INJECTION_SOURCE_KINDS } from './PromptInjectionFilter.js';

describe('parseConfidenceLevel', () => {
  it('reads every level as an operator types it: any case, surrounding spaces', () => {
    for (const level of CONFIDENCE_LEVELS) {
      expect(parseConfidenceLevel(level)).toBe(level);
      expect(parseConfidenceLevel(` ${level.toLowerCase()} `)).toBe(level);
    }
  });

  it('answers undefined for anything that is not a level, never a near guess', () => {
    for (const text of ['', 'HIGHEST', 'very low', 'VERY-LOW', 'medium!', 'toString', '__proto__']) {
      expect(parseConfidenceLevel(text), text).toBeUndefined();
    }
  });
});

describe('prompt-injection source kinds', () => {
  it('lists each kind once and recognises only those', () => {
    expect(new Set(PROMPT_INJECTION_SOURCE_KINDS).size).toBe(PROMPT_INJECTION_SOURCE_KINDS.length);
    expect(PROMPT_INJECTION_SOURCE_KINDS).toContain('web-content');
    for (const kind of PROMPT_INJECTION_SOURCE_KINDS) expect(isPromptInjectionSourceKind(kind)).toBe(true);
    for (const value of ['web', 'WEB-CONTENT', '', undefined, 3])
      expect(isPromptInjectionSourceKind(value)).toBe(false);
  });
});
