import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { WebPageContentExtractor } from '@toolgate/web-retrieval';
import { describe, expect, it } from 'vitest';
import {
  familyOf,
  loadDocumentationTexts,
  loadExtractedWebPages,
  loadLabelledTexts,
  loadPythonDocumentation,
  loadThirdPartyTexts,
  loadWebPages,
  wcxbDirectory,
} from '../learn/thirdPartyData.js';

describe('the third-party data and its split by source family', () => {
  const texts = loadThirdPartyTexts();

  it('holds every row of data/third-party (9,181) with a family', () => {
    expect(texts).toHaveLength(9_181);
    expect(texts.filter((text) => text.label === 1)).toHaveLength(5_529);
  });

  it('never puts one family in both the test split and training or dev', () => {
    const splitsOf = new Map<string, Set<string>>();
    for (const text of texts) splitsOf.set(text.family, (splitsOf.get(text.family) ?? new Set()).add(text.split));
    for (const [family, splits] of splitsOf) {
      if (splits.has('test')) expect([...splits], family).toEqual(['test']);
    }
  });

  it('keeps a clean text and its injected variants in one split', () => {
    const splitOfGroup = new Map<string, string>();
    for (const text of texts) {
      const group = /^(bipia-[a-z]+-train-\d+|injsquad-\d+)/.exec(text.id)?.[1];
      if (group === undefined) continue;
      const known = splitOfGroup.get(group);
      if (known !== undefined) expect(text.split, text.id).toBe(known);
      splitOfGroup.set(group, text.split);
    }
    expect(splitOfGroup.size).toBeGreaterThan(1_000);
  });

  it('tests on indirect and direct injections and on benign documents', () => {
    const test = texts.filter((text) => text.split === 'test');
    expect(test.filter((text) => text.kind === 'indirect').length).toBeGreaterThan(500);
    expect(test.filter((text) => text.kind === 'direct').length).toBeGreaterThan(300);
    expect(test.filter((text) => text.label === 0).length).toBeGreaterThan(200);
  });

  it('refuses a source it has no family for', () => {
    expect(() => familyOf('some new set')).toThrow('thirdPartyData: no family for source "some new set"');
    expect(familyOf('CyberSecEval multilingual direct (Hindi, persuasion)')).toBe('cyberseceval:persuasion');
  });
});

describe('the WCXB pages as read_web_page extracts them', () => {
  const mainContents = loadWebPages();
  const extracted = loadExtractedWebPages();

  it('holds every page with a main content, in the same split, with its own family', () => {
    const splitOf = new Map(mainContents.map((page) => [page.id.replace('wcxb-', ''), page.split]));
    expect(extracted.length).toBeGreaterThanOrEqual(mainContents.length - 5);
    for (const page of extracted) {
      expect(page.family.startsWith('wcxb-extracted-'), page.id).toBe(true);
      const id = page.id.replace('wcxb-extracted-', '');
      if (splitOf.has(id)) expect(page.split, page.id).toBe(splitOf.get(id));
    }
    expect(extracted.filter((page) => page.split === 'test').length).toBeGreaterThan(60);
  });

  it('is what the extractor makes of the pages today (else run `pnpm extract:web-pages`)', async () => {
    const extractor = new WebPageContentExtractor();
    try {
      const directory = wcxbDirectory();
      for (const page of extracted.slice(0, 3)) {
        const id = page.id.replace('wcxb-extracted-', '');
        const { url } = JSON.parse(readFileSync(join(directory, 'ground-truth', `${id}.json`), 'utf8')) as {
          url: string;
        };
        const html = gunzipSync(readFileSync(join(directory, 'html', `${id}.html.gz`))).toString('utf8');
        expect((await extractor.extract(html, url)).markdown, page.id).toBe(page.text);
      }
    } finally {
      extractor.close();
    }
  });
});

describe('the documentation in 26 languages (data/debian-docs)', () => {
  const passages = loadDocumentationTexts();

  it('holds every passage once, benign, with the language in its source', () => {
    expect(passages).toHaveLength(1_441);
    expect(new Set(passages.map((passage) => passage.id)).size).toBe(passages.length);
    for (const passage of passages) {
      expect(passage.label, passage.id).toBe(0);
      expect(passage.kind, passage.id).toBe('benign_document');
      expect(passage.source, passage.id).toMatch(
        /^(?:The Debian Administrator's Handbook|Debian Reference) \([a-zA-Z-]+\)$/,
      );
    }
    const languages = (family: string) =>
      new Set(passages.filter((passage) => passage.family === family).map((passage) => passage.source));
    expect(languages('debian-handbook').size).toBe(26);
    expect(languages('debian-reference').size).toBe(8);
  });

  it('tests on the reference manual alone and trains on the handbook, a page and its translations in one split', () => {
    for (const passage of passages) {
      expect(passage.split === 'test', passage.id).toBe(passage.family === 'debian-reference');
    }
    const handbook = passages.filter((passage) => passage.family === 'debian-handbook');
    const splitOfPage = new Map<string, string>();
    for (const passage of handbook) {
      const page = /^debian-handbook-[a-zA-Z]+-[a-zA-Z]+-(.+)-\d+$/.exec(passage.id)![1]!;
      const known = splitOfPage.get(page);
      if (known !== undefined) expect(passage.split, passage.id).toBe(known);
      splitOfPage.set(page, passage.split);
    }
    expect(handbook.filter((passage) => passage.split === 'dev').length).toBeGreaterThan(150);
    expect(handbook.filter((passage) => passage.split === 'train').length).toBeGreaterThan(700);
  });

  it('cuts passages at block boundaries into about 1,200 to 3,000 characters', () => {
    const lengths = passages.map((passage) => passage.text.length).sort((a, b) => a - b);
    expect(lengths[0]).toBeGreaterThanOrEqual(1_200);
    // Only a single line longer than the limit is kept whole.
    for (const passage of passages.filter((each) => each.text.length > 3_000)) {
      expect(
        passage.text.split('\n').some((line) => line.length > 1_500),
        passage.id,
      ).toBe(true);
    }
  });
});

describe('the Python library reference (data/python-docs)', () => {
  const passages = loadPythonDocumentation();

  it('holds up to three benign passages of each page, each once', () => {
    expect(passages).toHaveLength(824);
    expect(new Set(passages.map((passage) => passage.id)).size).toBe(passages.length);
    const perPage = new Map<string, number>();
    for (const passage of passages) {
      expect(passage.label, passage.id).toBe(0);
      expect(passage.family, passage.id).toBe('python-docs');
      const page = /^python-docs-(.+)-\d+$/.exec(passage.id)![1]!;
      perPage.set(page, (perPage.get(page) ?? 0) + 1);
    }
    expect(perPage.size).toBeGreaterThan(300);
    expect(Math.max(...perPage.values())).toBe(3);
  });

  it('splits by page into dev and test, and is never a training text', () => {
    const splitOfPage = new Map<string, string>();
    for (const passage of passages) {
      expect(['dev', 'test'], passage.id).toContain(passage.split);
      const page = /^python-docs-(.+)-\d+$/.exec(passage.id)![1]!;
      const known = splitOfPage.get(page);
      if (known !== undefined) expect(passage.split, passage.id).toBe(known);
      splitOfPage.set(page, passage.split);
    }
    const dev = passages.filter((passage) => passage.split === 'dev').length;
    expect(dev).toBeGreaterThan(300);
    expect(passages.length - dev).toBeGreaterThan(300);
    expect(loadLabelledTexts().some((text) => text.family === 'python-docs')).toBe(false);
  });
});
