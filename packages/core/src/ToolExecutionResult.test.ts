import { describe, expect, it } from 'vitest';
import { ConfidenceLevel } from './ConfidenceLevel.js';
import { DataSecurity } from './DataSecurity.js';
import { ToolExecutionResult } from './ToolExecutionResult.js';

describe('ToolExecutionResult', () => {
  it('demands nothing and carries no sources unless told to', () => {
    const result = ToolExecutionResult.text('found nothing');
    expect(result.toModelContent()).toBe('found nothing');
    expect(result.requiredProviderConfidence).toBe(ConfidenceLevel.NONE);
    expect(result.requiredDataSecurity).toBe(DataSecurity.NOT_SPECIFIED);
    expect(result.sources).toEqual([]);
  });

  it('gives tool sources the TOOL origin unless another one is named', () => {
    const result = ToolExecutionResult.text('x', {
      sources: [
        { title: 'Page', url: 'https://example.org/a' },
        { title: 'Passage', url: 'https://intranet.example/doc', origin: 'RAG' },
      ],
    });
    expect(result.sources).toEqual([
      { title: 'Page', url: 'https://example.org/a', origin: 'TOOL' },
      { title: 'Passage', url: 'https://intranet.example/doc', origin: 'RAG' },
    ]);
  });

  it('lets JSON win over text', () => {
    const result = new ToolExecutionResult({ textContent: 'text', jsonContent: { a: 1 } });
    expect(result.toModelContent()).toBe('{"a":1}');
  });

  it('is empty for the model when it has neither', () => {
    expect(new ToolExecutionResult().toModelContent()).toBe('');
  });

  it('leaves umlauts, CJK, <, & and apostrophes unescaped in JSON', () => {
    const value = { title: "Größe & <Maße> 日本語 l'été", snippet: 'naïve – “quoted”' };
    const content = ToolExecutionResult.json(value).toModelContent();
    expect(content).toBe(`{"title":"Größe & <Maße> 日本語 l'été","snippet":"naïve – “quoted”"}`);
    expect(content).not.toContain('\\u');
    expect(JSON.parse(content)).toEqual(value);
  });

  it('escapes what JSON requires and stays valid JSON for line separators and lone surrogates', () => {
    const value = { text: 'quote " backslash \\ newline \n tab \t nul \u0000 ls \u2028 ps \u2029 lone \ud800 end' };
    const content = ToolExecutionResult.json(value).toModelContent();
    expect(content).toContain('\\"');
    expect(content).toContain('\\\\');
    expect(content).toContain('\\n');
    expect(content).toContain('\\u0000');
    expect(content).toContain('\\ud800');
    expect(JSON.parse(content)).toEqual(value);
  });

  it('keeps the requirements it was given', () => {
    const result = ToolExecutionResult.json([], {
      requiredProviderConfidence: ConfidenceLevel.HIGH,
      requiredDataSecurity: DataSecurity.SELF_HOSTED,
    });
    expect(result.toModelContent()).toBe('[]');
    expect(result.requiredProviderConfidence).toBe('HIGH');
    expect(result.requiredDataSecurity).toBe('SELF_HOSTED');
  });
});
