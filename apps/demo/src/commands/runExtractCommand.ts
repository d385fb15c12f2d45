import { readFile } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import {
  decodeDocumentText,
  type ExtractedWebPage,
  sniffTextContent,
  WebPageContentExtractor,
  WebRetrievalError,
} from '@toolgate/web-retrieval';
import { type CliContext, CliUsageError, ExitCode, writeLine } from '../CliContext.js';
import { CliInputError } from '../CliInputError.js';
import type { ExtractCommandOptions } from './extractCommand.js';
import { runJsonLines } from './runJsonLines.js';

/** Largest saved page (after gunzip) the command reads; bounds memory on a hostile or wrong file. */
const MAX_FILE_BYTES = 32 * 1024 * 1024;

function parsePageUrl(value: unknown, what: string): URL {
  if (typeof value !== 'string' || value.trim() === '')
    throw new CliInputError('INVALID_URL', `${what} must be an absolute http(s) URL`);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new CliInputError('INVALID_URL', `${what} must be an absolute http(s) URL, got '${value.slice(0, 200)}'`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new CliInputError('INVALID_URL', `${what} must be an absolute http(s) URL, got '${value.slice(0, 200)}'`);
  }
  return url;
}

async function readSavedPage(file: string): Promise<string> {
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? (error instanceof Error ? error.message : String(error));
    throw new CliInputError('FILE_UNREADABLE', `cannot read '${file}': ${reason}`);
  }
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) {
    try {
      bytes = gunzipSync(bytes, { maxOutputLength: MAX_FILE_BYTES });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new CliInputError('FILE_UNREADABLE', `cannot gunzip '${file}': ${reason}`);
    }
  }
  if (bytes.length > MAX_FILE_BYTES) {
    throw new CliInputError('FILE_UNREADABLE', `'${file}' is larger than ${MAX_FILE_BYTES / 1024 / 1024} MiB`);
  }
  // Refused the way a retrieval refuses an untyped binary body, by the same sniffing.
  try {
    sniffTextContent(bytes, `'${file}'`);
  } catch (error) {
    if (WebRetrievalError.isInstance(error)) throw new CliInputError(error.code, error.message, { cause: error });
    throw error;
  }
  // The charset as a retrieval finds it without a header: BOM, `<meta charset>`, then UTF-8.
  return decodeDocumentText(bytes, undefined, 'html').text;
}

async function extractFile(extractor: WebPageContentExtractor, file: string, url: URL): Promise<ExtractedWebPage> {
  const html = await readSavedPage(file);
  try {
    return await extractor.extract(html, url);
  } catch (error) {
    if (WebRetrievalError.isInstance(error)) throw new CliInputError(error.code, error.message);
    throw error;
  }
}

async function extractJsonLines(extractor: WebPageContentExtractor, context: CliContext): Promise<void> {
  await runJsonLines(context, async (record) => {
    const file = record['file'];
    if (typeof file !== 'string' || file === '') {
      throw new CliInputError(
        'INVALID_FIELD',
        `"file" must be a non-empty string, got ${JSON.stringify(file ?? null)}`,
      );
    }
    const page = await extractFile(extractor, file, parsePageUrl(record['url'], '"url"'));
    return { title: page.title, markdown: page.markdown };
  });
}

function printPage(page: ExtractedWebPage, context: CliContext): void {
  const heading = page.title === '' ? '' : `# ${page.title}`;
  // Readability often keeps the title as the first heading; print it once.
  const firstLine = page.markdown
    .split('\n', 1)[0]
    ?.replace(/^#+\s*/, '')
    .trim();
  const showHeading = heading !== '' && firstLine !== page.title.trim();
  context.io.stdout.write(`${showHeading ? `${heading}\n\n` : ''}${page.markdown}\n`);
}

/** Runs `toolgate extract` (registered in extractCommand.ts, loaded when the command runs). */
export async function runExtractCommand(
  file: string | undefined,
  options: ExtractCommandOptions,
  context: CliContext,
): Promise<void> {
  if (options.jsonl === true) {
    if (file !== undefined || options.url !== undefined || options.json === true) {
      throw new CliUsageError(
        '--jsonl reads JSON lines { id, file, url } from stdin; it takes no file, --url or --json',
      );
    }
  } else {
    if (file === undefined) throw new CliUsageError("missing required argument 'file' (or use --jsonl)");
    if (options.url === undefined)
      throw new CliUsageError('--url <page-url> is required: relative links resolve against it');
    try {
      parsePageUrl(options.url, '--url');
    } catch (error) {
      throw new CliUsageError(error instanceof Error ? error.message : String(error));
    }
  }

  const extractor = new WebPageContentExtractor();
  try {
    if (options.jsonl === true) {
      await extractJsonLines(extractor, context);
      return;
    }
    const url = parsePageUrl(options.url, '--url');
    let page: ExtractedWebPage;
    try {
      page = await extractFile(extractor, file as string, url);
    } catch (error) {
      if (!CliInputError.isInstance(error)) throw error;
      if (options.json === true) {
        writeLine(context.io.stdout, JSON.stringify({ ok: false, reason: error.code, message: error.message }));
      } else {
        writeLine(context.io.stderr, `toolgate extract: ${error.code}: ${error.message}`);
      }
      context.setExitCode(ExitCode.RETRIEVAL_FAILED);
      return;
    }
    if (options.json === true) {
      writeLine(
        context.io.stdout,
        JSON.stringify({
          ok: true,
          url: url.href,
          title: page.title,
          markdown: page.markdown,
          metadata: page.metadata,
          usedFallback: page.usedFallback,
        }),
      );
      return;
    }
    printPage(page, context);
  } finally {
    extractor.close();
  }
}
