/**
 * Writes data/python-docs/passages.jsonl.gz: passages of the Python 3.11 library reference as
 * `read_web_page` would read them, from the HTML that Debian's `python3-doc` package ships (licence
 * and origin in data/python-docs/README.md). Why: programming documentation is what a tool that
 * reads web pages reads most, and it is full of code, quoted characters and orders to its reader;
 * none of the training texts is like it. Judged only (a benign row of the evaluation, split by page
 * into dev and test), never trained on nor used for the threshold.
 *
 *   apt-get install python3-doc
 *   pnpm --filter @toolgate/injection-guard build:python-docs
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { WebPageContentExtractor } from '@toolgate/web-retrieval';
import { passagesOf } from './buildDocumentationTexts.js';
import { pythonDocumentationPath, stableHash } from './thirdPartyData.js';

const LIBRARY_DIRECTORY = '/usr/share/doc/python3.11/html/library';
/** Passages kept per page, drawn by a fixed hash (a long page would otherwise weigh as many). */
const PASSAGES_PER_PAGE = 3;

async function main(): Promise<void> {
  if (!existsSync(LIBRARY_DIRECTORY)) {
    throw new Error(`${LIBRARY_DIRECTORY} is missing: apt-get install python3-doc`);
  }
  const extractor = new WebPageContentExtractor();
  const lines: string[] = [];
  try {
    for (const page of readdirSync(LIBRARY_DIRECTORY)
      .filter((name) => name.endsWith('.html'))
      .sort()) {
      const html = readFileSync(join(LIBRARY_DIRECTORY, page), 'utf8');
      const { markdown } = await extractor.extract(html, `https://docs.python.org/3.11/library/${page}`);
      const drawn = passagesOf(markdown)
        .map((text, index) => ({ text, index, draw: stableHash(`python ${page} ${index}`) }))
        .sort((a, b) => a.draw - b.draw || a.index - b.index)
        .slice(0, PASSAGES_PER_PAGE)
        .sort((a, b) => a.index - b.index);
      for (const { text, index } of drawn) {
        const id = `python-docs-${page.replace(/\.html$/, '')}-${index}`;
        lines.push(JSON.stringify({ id, source: 'The Python 3.11 library reference', page, text }));
      }
    }
  } finally {
    extractor.close();
  }
  mkdirSync(dirname(pythonDocumentationPath), { recursive: true });
  writeFileSync(pythonDocumentationPath, gzipSync(`${lines.join('\n')}\n`, { level: 9 }));
  process.stdout.write(`wrote ${pythonDocumentationPath} (${lines.length} passages)\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `buildPythonDocumentation: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
