import type { CommandRegistration } from './index.js';

/** The options of `toolgate extract` as commander hands them over. */
export interface ExtractCommandOptions {
  readonly url?: string;
  readonly json?: boolean;
  readonly jsonl?: boolean;
}

/** `toolgate extract <file> --url <page-url> [--json]` and `toolgate extract --jsonl`: offline main-content extraction. */
export const registerExtractCommand: CommandRegistration = (program, context) => {
  program
    .command('extract')
    .description(
      'Extract the main content of a saved HTML page (.html or .html.gz) as Markdown, offline: nothing is fetched, no script runs. ' +
        'Exit codes: 0 extracted, 2 usage error, 4 file unreadable, binary or extraction failed (with --jsonl: 0 once every line is answered).',
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
      'read JSON lines { id, file, url } from stdin and write one line { id, title, markdown } per input (a bad line: { id, line, error: { code, message } }), in one process',
    )
    .action(async (file: string | undefined, options: ExtractCommandOptions) => {
      // The extractor (jsdom, Readability, Turndown) loads only when the command runs.
      const { runExtractCommand } = await import('./runExtractCommand.js');
      await runExtractCommand(file, options, context);
    });
};
