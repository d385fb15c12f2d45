import { readFile } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { gunzipSync } from 'node:zlib';
import { type ExtractedWebPage, WebPageContentExtractor, WebRetrievalError } from '@toolgate/web-retrieval';
import { type CliContext, CliUsageError, ExitCode, writeLine } from '../CliContext.js';
import type { CommandRegistration } from './index.js';

interface ExtractCommandOptions {
  readonly url?: string;
  readonly json?: boolean;
  readonly jsonl?: boolean;
}

/** Largest saved page (after gunzip) the command reads; bounds memory on a hostile or wrong file. */
const MAX_FILE_BYTES = 32 * 1024 * 1024;

/** A problem with one input (unreadable file, bad URL, failed extraction): exit code 4. */
class ExtractInputError extends Error {
  readonly reason: string;

  constructor(reason: string, message: string) {
    super(message);
    this.reason = reason;
  }
}

function parsePageUrl(value: unknown, what: string): URL {
  if (typeof value !== 'string' || value.trim() === '')
    throw new ExtractInputError('INVALID_URL', `${what} must be an absolute http(s) URL`);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ExtractInputError('INVALID_URL', `${what} must be an absolute http(s) URL, got '${value.slice(0, 200)}'`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ExtractInputError('INVALID_URL', `${what} must be an absolute http(s) URL, got '${value.slice(0, 200)}'`);
  }
  return url;
}

/** The encoding a saved page declares: BOM, then `<meta charset>` / `http-equiv` in the first 1024 bytes. */
function declaredEncoding(bytes: Buffer): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  const head = bytes.subarray(0, 1024).toString('latin1');
  const label = /<meta[^>]+charset\s*=\s*["']?\s*([\w.:-]+)/i.exec(head)?.[1];
  if (label === undefined) return 'utf-8';
  try {
    // Pages that say UTF-16 in ASCII bytes are not UTF-16 (HTML standard: treat as UTF-8).
    const encoding = new TextDecoder(label).encoding;
    return encoding.startsWith('utf-16') ? 'utf-8' : encoding;
  } catch {
    return 'utf-8';
  }
}

async function readSavedPage(file: string): Promise<string> {
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? (error instanceof Error ? error.message : String(error));
    throw new ExtractInputError('FILE_UNREADABLE', `cannot read '${file}': ${reason}`);
  }
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) {
    try {
      bytes = gunzipSync(bytes, { maxOutputLength: MAX_FILE_BYTES });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new ExtractInputError('FILE_UNREADABLE', `cannot gunzip '${file}': ${reason}`);
    }
  }
  if (bytes.length > MAX_FILE_BYTES) {
    throw new ExtractInputError('FILE_UNREADABLE', `'${file}' is larger than ${MAX_FILE_BYTES / 1024 / 1024} MiB`);
  }
  return new TextDecoder(declaredEncoding(bytes)).decode(bytes);
}

async function extractFile(extractor: WebPageContentExtractor, file: string, url: URL): Promise<ExtractedWebPage> {
  const html = await readSavedPage(file);
  try {
    return await extractor.extract(html, url);
  } catch (error) {
    if (WebRetrievalError.isInstance(error)) throw new ExtractInputError(error.code, error.message);
    throw error;
  }
}

async function runJsonLines(extractor: WebPageContentExtractor, context: CliContext): Promise<void> {
  const lines = createInterface({ input: context.io.stdin, crlfDelay: Number.POSITIVE_INFINITY });
  let lineNumber = 0;
  for await (const line of lines) {
    lineNumber++;
    if (line.trim() === '') continue;
    let id: unknown = null;
    try {
      let parsed: unknown;
      try {
        parsed = JSON.parse(line);
      } catch {
        throw new Error(`line ${lineNumber} is not valid JSON`);
      }
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
        throw new Error(`line ${lineNumber} must be a JSON object`);
      const record = parsed as Record<string, unknown>;
      id = record['id'] ?? null;
      const file = record['file'];
      if (typeof file !== 'string' || file === '') throw new Error('"file" must be a non-empty string');
      const page = await extractFile(extractor, file, parsePageUrl(record['url'], '"url"'));
      writeLine(context.io.stdout, JSON.stringify({ id, title: page.title, markdown: page.markdown }));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      writeLine(context.io.stdout, JSON.stringify({ id, error: message }));
    }
  }
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

async function runExtract(
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
      await runJsonLines(extractor, context);
      return;
    }
    const url = parsePageUrl(options.url, '--url');
    let page: ExtractedWebPage;
    try {
      page = await extractFile(extractor, file as string, url);
    } catch (error) {
      if (!(error instanceof ExtractInputError)) throw error;
      if (options.json === true) {
        writeLine(context.io.stdout, JSON.stringify({ ok: false, reason: error.reason, message: error.message }));
      } else {
        writeLine(context.io.stderr, `toolgate: ${error.message}`);
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

/** `toolgate extract <file> --url <page-url> [--json]` and `toolgate extract --jsonl`: offline main-content extraction. */
export const registerExtractCommand: CommandRegistration = (program, context) => {
  program
    .command('extract')
    .description(
      'Extract the main content of a saved HTML page (.html or .html.gz) as Markdown, offline: nothing is fetched, no script runs. ' +
        'Exit codes: 0 extracted, 2 usage error, 4 file unreadable or extraction failed (with --jsonl: 0 once every line is answered).',
    )
    .argument('[file]', 'the saved HTML page; gzip is detected by its magic bytes')
    .option(
      '--url <page-url>',
      'the URL the page was served at: relative links resolve against it (required without --jsonl)',
    )
    .option(
      '--json',
      'print one JSON object { ok, url, title, markdown, metadata, usedFallback } (or { ok: false, reason, message })',
    )
    .option(
      '--jsonl',
      'read JSON lines { id, file, url } from stdin and write one line { id, title, markdown } or { id, error } per input, in one process',
    )
    .action(async (file: string | undefined, options: ExtractCommandOptions) => {
      await runExtract(file, options, context);
    });
};
