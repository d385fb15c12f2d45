/**
 * Writes data/wcxb-extracted/pages.jsonl.gz: the Markdown that `@toolgate/web-retrieval`'s
 * `WebPageContentExtractor` makes of each WCXB page (fixtures/extraction/wcxb-dev/html), which is
 * what the guard reads when `read_web_page` fetches such a page: the main content with whatever
 * boilerplate (calls to action, comment prompts, forms) extraction lets through. The instruction
 * model trains, calibrates and is evaluated on these beside the pages' human-checked main content
 * (learn/thirdPartyData.ts). Run it again when the extractor changes:
 *
 *   pnpm --filter @toolgate/injection-guard extract:web-pages
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync, gunzipSync } from 'node:zlib';
import { WebPageContentExtractor } from '@toolgate/web-retrieval';
import { extractedWebPagesPath, wcxbDirectory } from './thirdPartyData.js';

async function main(): Promise<void> {
  const directory = wcxbDirectory();
  const extractor = new WebPageContentExtractor();
  const lines: string[] = [];
  try {
    for (const name of readdirSync(join(directory, 'ground-truth'))
      .filter((file) => file.endsWith('.json'))
      .sort()) {
      const id = name.replace(/\.json$/, '');
      const { url } = JSON.parse(readFileSync(join(directory, 'ground-truth', name), 'utf8')) as { url: string };
      const html = gunzipSync(readFileSync(join(directory, 'html', `${id}.html.gz`))).toString('utf8');
      const page = await extractor.extract(html, url);
      lines.push(JSON.stringify({ id, url, markdown: page.markdown }));
    }
  } finally {
    extractor.close();
  }
  writeFileSync(extractedWebPagesPath, gzipSync(`${lines.join('\n')}\n`, { level: 9 }));
  process.stdout.write(`wrote ${extractedWebPagesPath} (${lines.length} pages)\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`extractWebPages: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
