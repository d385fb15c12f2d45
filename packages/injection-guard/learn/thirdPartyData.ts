/**
 * The third-party data of data/third-party/ and the benign web pages of fixtures/extraction/wcxb-dev,
 * split into train, dev and test by SOURCE FAMILY (never by row: rows of one family share templates
 * and payloads). See learn/README.md for the split and why.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';

const here = dirname(fileURLToPath(import.meta.url));
const dataDirectory = join(here, '..', 'data', 'third-party');
const repositoryRoot = join(here, '..', '..', '..');

/** The WCXB pages as `read_web_page` extracts them (written by learn/extractWebPages.ts). */
export const extractedWebPagesPath = join(here, '..', 'data', 'wcxb-extracted', 'pages.jsonl.gz');

/** Where the benign web pages are: the repository's fixtures/extraction/wcxb-dev, or `TOOLGATE_WCXB_DIR`. */
export function wcxbDirectory(): string {
  return process.env['TOOLGATE_WCXB_DIR'] ?? join(repositoryRoot, 'fixtures', 'extraction', 'wcxb-dev');
}

export type Split = 'train' | 'dev' | 'test';
export type Kind = 'indirect' | 'direct' | 'benign_document';

/** One labelled text. */
export interface LabelledText {
  readonly id: string;
  /** The row's source as the data names it. */
  readonly source: string;
  /** The family the split is decided by. */
  readonly family: string;
  readonly text: string;
  /** 1: carries an injected instruction. */
  readonly label: 0 | 1;
  readonly kind: Kind;
  readonly split: Split;
}

/** CyberSecEval techniques held out for the test split (translations of an item share its technique). */
const TEST_CYBERSECEVAL_TECHNIQUES = new Set([
  'output_formatting_manipulation',
  'persuasion',
  'indirect_reference',
  'virtualization',
  'payload_splitting',
  'hypothetical_scenario',
  'repeated_token_attack',
]);

/** Whole families held out for the test split: unseen in training and in threshold choice. */
const TEST_FAMILIES = new Set(['bipia-email', 'bipia-code', 'asb', 'garak', 'llmail', 'promptinject']);

/** The family of a source string. */
export function familyOf(source: string): string {
  if (source.startsWith('microsoft/BIPIA email')) return 'bipia-email';
  if (source.startsWith('microsoft/BIPIA code')) return 'bipia-code';
  if (source.startsWith('microsoft/BIPIA table')) return 'bipia-table';
  if (source.includes('InjecAgent')) return 'injecagent';
  if (source.startsWith('Inj-SQuAD')) return 'inj-squad';
  if (source.startsWith('TaskTracker')) return 'tasktracker';
  if (source.startsWith('LLMail')) return 'llmail';
  if (source.startsWith('ASB')) return 'asb';
  if (source.startsWith('garak')) return 'garak';
  if (source.startsWith('PromptInject')) return 'promptinject';
  const technique = /^CyberSecEval .*\((?:[^,()]+, )?([a-z_]+)\)$/.exec(source);
  if (technique !== null) return `cyberseceval:${technique[1]}`;
  throw new Error(`thirdPartyData: no family for source ${JSON.stringify(source)}`);
}

function isTestFamily(family: string): boolean {
  if (family.startsWith('cyberseceval:')) return TEST_CYBERSECEVAL_TECHNIQUES.has(family.slice('cyberseceval:'.length));
  return TEST_FAMILIES.has(family);
}

/** FNV-1a of a string: the fixed, seedless hash the dev subset and the page split are drawn by. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Rows of train families whose group hash falls below this percentage form the dev subset. */
const DEV_PERCENT = 15;

/** The stem of a row id that its injected variants share with the clean row (e.g. `bipia-code-train-0`). */
export function groupOf(id: string): string {
  const stem = /^(bipia-[a-z]+-train-\d+|injsquad-\d+)/.exec(id);
  return stem === null ? id : stem[1]!;
}

/** Every third-party row with its family and split. */
export function loadThirdPartyTexts(): LabelledText[] {
  if (!existsSync(dataDirectory)) throw new Error(`thirdPartyData: ${dataDirectory} is missing`);
  const rows: LabelledText[] = [];
  for (const file of readdirSync(dataDirectory)
    .filter((name) => name.endsWith('.jsonl'))
    .sort()) {
    for (const line of readFileSync(join(dataDirectory, file), 'utf8').split('\n')) {
      if (line.trim() === '') continue;
      const row = JSON.parse(line) as { id: string; source: string; text: string; label: number; kind: Kind };
      const family = familyOf(row.source);
      const split: Split = isTestFamily(family)
        ? 'test'
        : stableHash(groupOf(row.id)) % 100 < DEV_PERCENT
          ? 'dev'
          : 'train';
      rows.push({
        id: row.id,
        source: row.source,
        family,
        text: row.text,
        label: row.label === 1 ? 1 : 0,
        kind: row.kind,
        split,
      });
    }
  }
  return rows;
}

/** The split of a WCXB page, by the hash of its domain: 40% train, 20% dev, 40% test. */
function webPageSplit(url: string): Split {
  const bucket = stableHash(new URL(url).hostname.replace(/^www\./, '')) % 10;
  return bucket < 4 ? 'train' : bucket < 6 ? 'dev' : 'test';
}

interface WcxbPage {
  readonly id: string;
  readonly url: string;
  readonly type: string;
  readonly mainContent: string;
}

function readWcxbPages(): WcxbPage[] {
  const directory = wcxbDirectory();
  const indexPath = join(directory, 'index.json');
  if (!existsSync(indexPath)) {
    throw new Error(
      `thirdPartyData: benign web pages not found at ${directory} (fixtures/extraction/wcxb-dev, or set TOOLGATE_WCXB_DIR)`,
    );
  }
  const truthDirectory = join(directory, 'ground-truth');
  return readdirSync(truthDirectory)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((name) => {
      const page = JSON.parse(readFileSync(join(truthDirectory, name), 'utf8')) as {
        url: string;
        ground_truth: { main_content?: string };
        _internal?: { page_type?: { primary?: string } };
      };
      return {
        id: name.replace(/\.json$/, ''),
        url: page.url,
        type: page._internal?.page_type?.primary ?? 'page',
        mainContent: page.ground_truth.main_content ?? '',
      };
    });
}

/** The benign web pages (human-checked main content), split by the hash of their domain: 40% train, 20% dev, 40% test. */
export function loadWebPages(): LabelledText[] {
  return readWcxbPages()
    .filter((page) => page.mainContent.trim() !== '')
    .map((page) => ({
      id: `wcxb-${page.id}`,
      source: `WCXB ${page.type} page`,
      family: `wcxb-${page.type}`,
      text: page.mainContent,
      label: 0 as const,
      kind: 'benign_document' as const,
      split: webPageSplit(page.url),
    }));
}

/**
 * The same pages as the Markdown `@toolgate/web-retrieval` extracts from their HTML
 * (data/wcxb-extracted, family `wcxb-extracted-<type>`, same split): what the guard reads behind
 * `read_web_page`, boilerplate included. For evaluation only: training and the threshold use the
 * main contents (see learn/README.md for what calibrating on these did).
 */
export function loadExtractedWebPages(): LabelledText[] {
  const extracted = new Map<string, string>();
  for (const line of gunzipSync(readFileSync(extractedWebPagesPath)).toString('utf8').split('\n')) {
    if (line.trim() === '') continue;
    const page = JSON.parse(line) as { id: string; markdown: string };
    extracted.set(page.id, page.markdown);
  }
  const pages: LabelledText[] = [];
  for (const page of readWcxbPages()) {
    const markdown = extracted.get(page.id);
    if (markdown === undefined) {
      throw new Error(
        `thirdPartyData: page ${page.id} missing from ${extractedWebPagesPath} (run learn/extractWebPages.ts)`,
      );
    }
    if (markdown.trim() === '') continue;
    pages.push({
      id: `wcxb-extracted-${page.id}`,
      source: `WCXB ${page.type} page, extracted by @toolgate/web-retrieval`,
      family: `wcxb-extracted-${page.type}`,
      text: markdown,
      label: 0,
      kind: 'benign_document',
      split: webPageSplit(page.url),
    });
  }
  return pages;
}

/** Benign documentation in 26 languages (written by learn/buildDocumentationTexts.ts). */
export const documentationTextsPath = join(here, '..', 'data', 'debian-docs', 'texts.jsonl.gz');

/** Handbook pages whose name hashes below this percentage form its dev subset. */
const DOCUMENTATION_DEV_PERCENT = 20;

/**
 * Passages of two Debian manuals as `read_web_page` reads them (data/debian-docs): the Debian
 * Administrator's Handbook (26 languages) trains and calibrates, split by page so a page's
 * translations stay together; Debian Reference (8 languages), another manual by other authors, is
 * held out whole for the test split.
 */
export function loadDocumentationTexts(): LabelledText[] {
  return readPassages(documentationTextsPath, 'learn/buildDocumentationTexts.ts').map((row) => {
    const family = row.id.startsWith('debian-handbook-') ? 'debian-handbook' : 'debian-reference';
    const split: Split =
      family === 'debian-reference' ? 'test' : stableHash(row.page) % 100 < DOCUMENTATION_DEV_PERCENT ? 'dev' : 'train';
    return { id: row.id, source: row.source, family, text: row.text, label: 0, kind: 'benign_document', split };
  });
}

/** The passages of a documentation file (gzipped JSON lines), or an error naming the script that writes it. */
function readPassages(path: string, builder: string): { id: string; source: string; page: string; text: string }[] {
  if (!existsSync(path)) throw new Error(`thirdPartyData: ${path} is missing (run ${builder})`);
  return gunzipSync(readFileSync(path))
    .toString('utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as { id: string; source: string; page: string; text: string });
}

/** Passages of the Python library reference (written by learn/buildPythonDocumentation.ts). */
export const pythonDocumentationPath = join(here, '..', 'data', 'python-docs', 'passages.jsonl.gz');

/**
 * Passages of the Python 3.11 library reference as `read_web_page` reads them (data/python-docs):
 * programming documentation, judged only (family `python-docs`), split into dev and test by page.
 */
export function loadPythonDocumentation(): LabelledText[] {
  return readPassages(pythonDocumentationPath, 'learn/buildPythonDocumentation.ts').map((row) => ({
    id: row.id,
    source: row.source,
    family: 'python-docs',
    text: row.text,
    label: 0,
    kind: 'benign_document',
    split: stableHash(row.page) % 2 === 0 ? 'dev' : 'test',
  }));
}

/** All labelled texts: third-party rows, web pages and documentation. */
export function loadLabelledTexts(): LabelledText[] {
  return [...loadThirdPartyTexts(), ...loadWebPages(), ...loadDocumentationTexts()];
}
