import { describe, expect, it } from 'vitest';
import { renderSourcesMarkdown } from './renderSourcesMarkdown.js';
import type { Source } from './Source.js';

describe('renderSourcesMarkdown', () => {
  it('groups in fixed order with running numbers and leaves empty groups out', () => {
    const sources: Source[] = [
      { title: 'Retrieved passage', url: 'https://wiki.example/p', origin: 'RAG' },
      { title: 'Read page', url: 'https://example.org/read', origin: 'TOOL' },
      { title: 'Citation', url: 'https://cited.example/', origin: 'LLM' },
      { title: 'Search hit', url: 'https://example.org/hit', origin: 'TOOL' },
    ];
    expect(renderSourcesMarkdown(sources)).toBe(
      [
        '### Sources provided by the AI',
        '',
        '1. [Citation](<https://cited.example/>)',
        '',
        '### Sources used by tools',
        '',
        '2. [Read page](<https://example.org/read>)',
        '3. [Search hit](<https://example.org/hit>)',
        '',
        '### Sources provided by the data providers',
        '',
        '4. [Retrieved passage](<https://wiki.example/p>)',
      ].join('\n'),
    );
  });

  it('adds a top heading when asked and renders nothing for no sources', () => {
    const markdown = renderSourcesMarkdown([{ title: 'A', url: 'https://a.example/', origin: 'TOOL' }], {
      includeTopHeading: true,
      headingLevel: 2,
    });
    expect(markdown).toBe('# Sources\n\n## Sources used by tools\n\n1. [A](<https://a.example/>)');
    expect(renderSourcesMarkdown([], { includeTopHeading: true })).toBe('');
  });

  it('escapes Markdown in titles a web page wrote and links only http(s) and file URLs', () => {
    const markdown = renderSourcesMarkdown([
      { title: '](javascript:alert(1)) **bold**\n# heading', url: 'https://evil.example/a b', origin: 'TOOL' },
      { title: 'Click me', url: 'javascript:alert(1)', origin: 'TOOL' },
      { title: 'Mail from Bob', url: 'mailbox://inbox/42', origin: 'TOOL' },
      { title: '', url: 'https://untitled.example/', origin: 'TOOL' },
    ]);
    const lines = markdown.split('\n');
    expect(lines[2]).toBe(
      '1. [\\]\\(javascript:alert\\(1\\)\\) \\*\\*bold\\*\\* # heading](<https://evil.example/a%20b>)',
    );
    expect(lines[3]).toBe('2. Click me (javascript:alert\\(1\\))');
    expect(lines[4]).toBe('3. Mail from Bob (mailbox://inbox/42)');
    expect(lines[5]).toBe('4. [https://untitled.example/](<https://untitled.example/>)');
    expect(markdown).not.toContain('](javascript');
  });

  it('can drop the #page= fragment of local files', () => {
    const sources: Source[] = [{ title: 'Report', url: 'file:///docs/report.pdf#page=3', origin: 'RAG' }];
    expect(renderSourcesMarkdown(sources)).toContain('(<file:///docs/report.pdf#page=3>)');
    expect(renderSourcesMarkdown(sources, { dropLocalFilePageFragments: true })).toContain(
      '(<file:///docs/report.pdf>)',
    );
  });
});
