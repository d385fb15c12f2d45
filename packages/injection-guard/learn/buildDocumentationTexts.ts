/**
 * Writes data/debian-docs/texts.jsonl.gz: benign documentation in 26 languages, as `read_web_page`
 * would read it, from two third-party manuals that Debian packages as HTML (licences and origins in
 * data/debian-docs/README.md). Why: every other benign training text is English, and few of them
 * speak to their reader, so text in other languages and instructions meant for a person ("run
 * this", "you can") had nothing to pull their scores down (learn/README.md).
 *
 * Each page's HTML goes through `@toolgate/web-retrieval`'s extractor; the Markdown is cut into
 * passages of whole blocks (about 1,200 to 3,000 characters), and passages are drawn by a fixed
 * hash, so the file is the same on every run from the same packages:
 *
 *   apt-get install debian-handbook debian-reference-en debian-reference-de debian-reference-es \
 *     debian-reference-fr debian-reference-it debian-reference-ja debian-reference-pt debian-reference-zh-cn
 *   pnpm --filter @toolgate/injection-guard build:documentation-texts
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { WebPageContentExtractor } from '@toolgate/web-retrieval';
import { documentationTextsPath, stableHash } from './thirdPartyData.js';

const HANDBOOK_DIRECTORY = '/usr/share/doc/debian-handbook/html';
const REFERENCE_DIRECTORY = '/usr/share/debian-reference';
/** Passages are whole Markdown blocks joined until at least this many characters. */
const PASSAGE_MIN_CHARACTERS = 1_200;
/** A passage stops growing here; one longer block is cut at a line break. */
const PASSAGE_MAX_CHARACTERS = 3_000;
/** Handbook: one passage from this share (in %) of its (language, page) pairs. */
const HANDBOOK_PAGE_PERCENT = 40;
/** Reference: passages drawn per language (its chapters are long). */
const REFERENCE_PASSAGES_PER_LANGUAGE = 30;

interface DocumentationRow {
  readonly id: string;
  readonly source: string;
  readonly language: string;
  /** The page the passage comes from: its translations share the name, and the split goes by it. */
  readonly page: string;
  readonly text: string;
}

/** Whole blocks (split at blank lines) joined into passages of 1,200 to 3,000 characters. */
export function passagesOf(markdown: string): string[] {
  const blocks = markdown
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter((block) => block !== '')
    .flatMap((block) => cutLongBlock(block));
  const passages: string[] = [];
  let current = '';
  for (const block of blocks) {
    if (current !== '' && current.length + block.length + 2 > PASSAGE_MAX_CHARACTERS) {
      if (current.length >= PASSAGE_MIN_CHARACTERS) passages.push(current);
      current = '';
    }
    current = current === '' ? block : `${current}\n\n${block}`;
    if (current.length >= PASSAGE_MIN_CHARACTERS) {
      passages.push(current);
      current = '';
    }
  }
  if (current.length >= PASSAGE_MIN_CHARACTERS) passages.push(current);
  return passages;
}

function cutLongBlock(block: string): string[] {
  if (block.length <= PASSAGE_MAX_CHARACTERS) return [block];
  const pieces: string[] = [];
  let current = '';
  for (const line of block.split('\n')) {
    if (current !== '' && current.length + line.length + 1 > PASSAGE_MAX_CHARACTERS) {
      pieces.push(current);
      current = '';
    }
    current = current === '' ? line : `${current}\n${line}`;
  }
  if (current !== '') pieces.push(current);
  // A single line over the limit stays whole: cutting inside a sentence would make windows no page has.
  return pieces;
}

async function handbookRows(extractor: WebPageContentExtractor): Promise<DocumentationRow[]> {
  const rows: DocumentationRow[] = [];
  for (const language of readdirSync(HANDBOOK_DIRECTORY).sort()) {
    const directory = join(HANDBOOK_DIRECTORY, language);
    for (const page of readdirSync(directory)
      .filter((name) => name.endsWith('.html') && name !== 'index.html')
      .sort()) {
      const draw = stableHash(`handbook ${language} ${page}`);
      if (draw % 100 >= HANDBOOK_PAGE_PERCENT) continue;
      const html = readFileSync(join(directory, page), 'utf8');
      const { markdown } = await extractor.extract(
        html,
        `https://debian-handbook.info/browse/${language}/stable/${page}`,
      );
      const passages = passagesOf(markdown);
      if (passages.length === 0) continue;
      const pick = Math.floor(draw / 100) % passages.length;
      rows.push({
        id: `debian-handbook-${language}-${page.replace(/\.html$/, '')}-${pick}`,
        source: `The Debian Administrator's Handbook (${language})`,
        language,
        page,
        text: passages[pick]!,
      });
    }
  }
  return rows;
}

async function referenceRows(extractor: WebPageContentExtractor): Promise<DocumentationRow[]> {
  const byLanguage = new Map<string, string[]>();
  for (const name of readdirSync(REFERENCE_DIRECTORY)
    .filter((file) => /^(?:ch\d+|apa)\.[a-z-]+\.html$/.test(file))
    .sort()) {
    const language = name.split('.')[1]!;
    byLanguage.set(language, [...(byLanguage.get(language) ?? []), name]);
  }
  const rows: DocumentationRow[] = [];
  for (const [language, pages] of [...byLanguage].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const candidates: { page: string; index: number; text: string; draw: number }[] = [];
    for (const name of pages) {
      const page = name.replace(`.${language}.html`, '.html');
      const html = readFileSync(join(REFERENCE_DIRECTORY, name), 'utf8');
      const { markdown } = await extractor.extract(html, `https://www.debian.org/doc/manuals/debian-reference/${page}`);
      passagesOf(markdown).forEach((text, index) => {
        candidates.push({ page, index, text, draw: stableHash(`reference ${language} ${page} ${index}`) });
      });
    }
    candidates.sort((a, b) => a.draw - b.draw || (a.page < b.page ? -1 : 1) || a.index - b.index);
    for (const candidate of candidates.slice(0, REFERENCE_PASSAGES_PER_LANGUAGE)) {
      rows.push({
        id: `debian-reference-${language}-${candidate.page.replace(/\.html$/, '')}-${candidate.index}`,
        source: `Debian Reference (${language})`,
        language,
        page: candidate.page,
        text: candidate.text,
      });
    }
  }
  return rows;
}

async function main(): Promise<void> {
  for (const directory of [HANDBOOK_DIRECTORY, REFERENCE_DIRECTORY]) {
    if (!existsSync(directory)) {
      throw new Error(`${directory} is missing: install the Debian packages named at the top of this script`);
    }
  }
  const extractor = new WebPageContentExtractor();
  let rows: DocumentationRow[];
  try {
    rows = [...(await handbookRows(extractor)), ...(await referenceRows(extractor))];
  } finally {
    extractor.close();
  }
  mkdirSync(dirname(documentationTextsPath), { recursive: true });
  const lines = rows.map((row) => JSON.stringify(row));
  writeFileSync(documentationTextsPath, gzipSync(`${lines.join('\n')}\n`, { level: 9 }));
  process.stdout.write(`wrote ${documentationTextsPath} (${rows.length} passages)\n`);
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error: unknown) => {
    process.stderr.write(
      `buildDocumentationTexts: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exit(1);
  });
}
