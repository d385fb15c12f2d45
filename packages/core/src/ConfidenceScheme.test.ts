import { describe, expect, it } from 'vitest';
import { ConfidenceScheme, ProviderFamily, getProviderConfidence } from './ConfidenceScheme.js';

const builtInSchemes = Object.values(ConfidenceScheme).filter((scheme) => scheme !== 'CUSTOM');

describe('confidence schemes', () => {
  it('rates self-hosted providers HIGH in every built-in scheme', () => {
    for (const scheme of builtInSchemes) expect(getProviderConfidence(ProviderFamily.SELF_HOSTED, scheme)).toBe('HIGH');
  });

  it.each([
    ['TRUST_ALL', { OPEN_AI: 'MEDIUM', MISTRAL: 'MEDIUM', DEEP_SEEK: 'MEDIUM' }],
    ['TRUST_USA_EUROPE', { OPEN_AI: 'MEDIUM', MISTRAL: 'MEDIUM', DEEP_SEEK: 'LOW', ALIBABA_CLOUD: 'LOW' }],
    [
      'TRUST_USA',
      { OPEN_AI: 'MEDIUM', ANTHROPIC: 'MEDIUM', MISTRAL: 'LOW', HETZNER: 'LOW', GWDG: 'LOW', DEEP_SEEK: 'LOW' },
    ],
    ['TRUST_EUROPE', { OPEN_AI: 'LOW', MISTRAL: 'MEDIUM', HELMHOLTZ: 'MEDIUM', DEEP_SEEK: 'LOW' }],
    ['TRUST_ASIA', { OPEN_AI: 'LOW', MISTRAL: 'LOW', DEEP_SEEK: 'MEDIUM', ALIBABA_CLOUD: 'MEDIUM' }],
    ['LOCAL_TRUST_ONLY', { OPEN_AI: 'VERY_LOW', MISTRAL: 'VERY_LOW', GROQ: 'VERY_LOW' }],
  ] as const)('%s rates families as the organization expects', (scheme, expected) => {
    for (const [family, level] of Object.entries(expected)) expect(getProviderConfidence(family, scheme)).toBe(level);
  });

  it('rates a family no built-in scheme knows as UNKNOWN', () => {
    for (const scheme of builtInSchemes) expect(getProviderConfidence('SOME_NEW_CLOUD', scheme)).toBe('UNKNOWN');
  });

  it('uses the organization’s own map in CUSTOM, a missing family being UNKNOWN', () => {
    const custom = { OPEN_AI: 'HIGH', SELF_HOSTED: 'MEDIUM' } as const;
    expect(getProviderConfidence('OPEN_AI', 'CUSTOM', custom)).toBe('HIGH');
    expect(getProviderConfidence('SELF_HOSTED', 'CUSTOM', custom)).toBe('MEDIUM');
    expect(getProviderConfidence('ANTHROPIC', 'CUSTOM', custom)).toBe('UNKNOWN');
    expect(getProviderConfidence('toString', 'CUSTOM', custom)).toBe('UNKNOWN');
  });

  it('reads a misspelled level of a CUSTOM map as not rated, never as trusted', () => {
    const custom = { OPEN_AI: 'high', ANTHROPIC: 'TRUSTED' } as unknown as Record<string, 'HIGH'>;
    expect(getProviderConfidence('OPEN_AI', 'CUSTOM', custom)).toBe('UNKNOWN');
    expect(getProviderConfidence('ANTHROPIC', 'CUSTOM', custom)).toBe('UNKNOWN');
  });
});
