/**
 * The third-party data of data/third-party/ and the benign web pages of fixtures/extraction/wcxb-dev,
 * split into train, dev and test by SOURCE FAMILY (never by row: rows of one family share templates
 * and payloads). See learn/README.md for the split and why.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const dataDirectory = join(here, '..', 'data', 'third-party');
const repositoryRoot = join(here, '..', '..', '..');

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

/** The benign web pages (main content), split by the hash of their domain: 40% train, 20% dev, 40% test. */
export function loadWebPages(): LabelledText[] {
  const directory = wcxbDirectory();
  const indexPath = join(directory, 'index.json');
  if (!existsSync(indexPath)) {
    throw new Error(
      `thirdPartyData: benign web pages not found at ${directory} (fixtures/extraction/wcxb-dev, or set TOOLGATE_WCXB_DIR)`,
    );
  }
  const pages: LabelledText[] = [];
  const truthDirectory = join(directory, 'ground-truth');
  for (const name of readdirSync(truthDirectory)
    .filter((file) => file.endsWith('.json'))
    .sort()) {
    const page = JSON.parse(readFileSync(join(truthDirectory, name), 'utf8')) as {
      url: string;
      ground_truth: { main_content?: string };
      _internal?: { page_type?: { primary?: string } };
    };
    const text = page.ground_truth.main_content ?? '';
    if (text.trim() === '') continue;
    const domain = new URL(page.url).hostname.replace(/^www\./, '');
    const bucket = stableHash(domain) % 10;
    const split: Split = bucket < 4 ? 'train' : bucket < 6 ? 'dev' : 'test';
    const type = page._internal?.page_type?.primary ?? 'page';
    pages.push({
      id: `wcxb-${name.replace(/\.json$/, '')}`,
      source: `WCXB ${type} page`,
      family: `wcxb-${type}`,
      text,
      label: 0,
      kind: 'benign_document',
      split,
    });
  }
  return pages;
}

/** All labelled texts: third-party rows and web pages. */
export function loadLabelledTexts(): LabelledText[] {
  return [...loadThirdPartyTexts(), ...loadWebPages()];
}
