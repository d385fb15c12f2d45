import { readFile } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import type { PromptInjectionFilterResult, PromptInjectionSource } from '@toolgate/core';
import { PromptInjectionGuardService } from '@toolgate/injection-guard';
import { type CliContext, CliUsageError, ExitCode, writeLine } from '../CliContext.js';
import type { CommandRegistration } from './index.js';

interface GuardCommandOptions {
  readonly json?: boolean;
  readonly jsonl?: boolean;
}

const SOURCE_KINDS = new Set([
  'web-content',
  'file',
  'chat-attachment',
  'retrieval-context',
  'data-source-description',
  'other',
]);

function resultJson(result: PromptInjectionFilterResult): Record<string, unknown> {
  return {
    text: result.text,
    findings: result.findings.map((finding) => ({
      ruleId: finding.ruleId,
      category: finding.category,
      snippet: finding.snippet,
    })),
    redactedCount: result.redactedCount,
  };
}

async function readAll(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/** Validates the optional `source` of a JSON line; the line's id labels a text without one. */
function parseSource(value: unknown, id: unknown): PromptInjectionSource {
  if (value === undefined || value === null) return { kind: 'other', label: `jsonl:${String(id)}` };
  if (typeof value !== 'object' || Array.isArray(value)) throw new Error('"source" must be an object');
  const record = value as Record<string, unknown>;
  const kind = record['kind'];
  if (typeof kind !== 'string' || !SOURCE_KINDS.has(kind)) {
    throw new Error(`"source.kind" must be one of ${[...SOURCE_KINDS].join(', ')}`);
  }
  const text = (field: string): string => {
    const fieldValue = record[field];
    if (typeof fieldValue !== 'string' || fieldValue.length === 0)
      throw new Error(`"source.${field}" must be a non-empty string`);
    return fieldValue;
  };
  const optionalName = typeof record['dataSourceName'] === 'string' ? { dataSourceName: record['dataSourceName'] } : {};
  switch (kind) {
    case 'web-content':
      return { kind, url: text('url') };
    case 'file':
      return { kind, path: text('path') };
    case 'chat-attachment':
      return { kind, name: text('name') };
    case 'retrieval-context':
    case 'data-source-description':
      return { kind, dataSourceId: text('dataSourceId'), ...optionalName };
    default:
      return { kind: 'other', label: text('label') };
  }
}

async function runJsonLines(guard: PromptInjectionGuardService, context: CliContext): Promise<void> {
  const lines = createInterface({ input: context.io.stdin, crlfDelay: Number.POSITIVE_INFINITY });
  let lineNumber = 0;
  for await (const line of lines) {
    lineNumber++;
    if (line.trim().length === 0) continue;
    let id: unknown = null;
    try {
      let parsed: unknown;
      try {
        parsed = JSON.parse(line);
      } catch {
        throw new Error('not valid JSON');
      }
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
        throw new Error('a line must be a JSON object');
      const record = parsed as Record<string, unknown>;
      id = record['id'] ?? null;
      if (typeof record['text'] !== 'string') throw new Error('"text" must be a string');
      const source = parseSource(record['source'], id ?? lineNumber);
      const result = await guard.filterText(record['text'], source);
      writeLine(
        context.io.stdout,
        JSON.stringify({ id, ...resultJson(result), ...(result.unchecked ? { unchecked: true } : {}) }),
      );
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      writeLine(context.io.stdout, JSON.stringify({ id, line: lineNumber, error: message }));
    }
  }
}

async function runGuard(input: string | undefined, options: GuardCommandOptions, context: CliContext): Promise<void> {
  if (options.jsonl === true && (options.json === true || (input !== undefined && input !== '-'))) {
    throw new CliUsageError('--jsonl reads JSON lines from stdin; it takes no file and no --json');
  }
  const guard = new PromptInjectionGuardService({
    onWarning: (warning) => writeLine(context.io.stderr, `warning: ${warning.message}`),
  });
  if (options.jsonl === true) {
    await runJsonLines(guard, context);
    return;
  }
  let text: string;
  let source: PromptInjectionSource;
  if (input === undefined || input === '-') {
    text = await readAll(context.io.stdin);
    source = { kind: 'other', label: 'stdin' };
  } else {
    try {
      text = await readFile(input, 'utf8');
    } catch (error) {
      const reason = (error as NodeJS.ErrnoException).code ?? (error instanceof Error ? error.message : String(error));
      writeLine(context.io.stderr, `toolgate: cannot read '${input}': ${reason}`);
      context.setExitCode(ExitCode.RETRIEVAL_FAILED);
      return;
    }
    source = { kind: 'file', path: input };
  }
  const result = await guard.filterText(text, source);
  if (options.json === true) {
    writeLine(context.io.stdout, JSON.stringify(resultJson(result)));
    return;
  }
  context.io.stdout.write(result.text);
  for (const finding of result.findings) {
    writeLine(context.io.stderr, `removed (${finding.category}, ${finding.ruleId}): ${finding.snippet}`);
  }
  if (result.redactedCount > 0) {
    writeLine(
      context.io.stderr,
      `${result.redactedCount} passage${result.redactedCount === 1 ? '' : 's'} replaced or removed (invisible characters are removed without a finding)`,
    );
  }
}

/** `toolgate guard [<file>|-] [--json] [--jsonl]`: runs the prompt-injection filter over a text. */
export const registerGuardCommand: CommandRegistration = (program, context) => {
  program
    .command('guard')
    .description(
      'Run the prompt-injection filter over a text and print the filtered text; what was removed is explained on stderr. ' +
        'Exit codes: 0 filtered, 2 usage error, 4 file unreadable.',
    )
    .argument('[file]', "the text file to filter; '-' or nothing reads stdin")
    .option('--json', 'print one JSON object { text, findings: [{ ruleId, category, snippet }], redactedCount }')
    .option(
      '--jsonl',
      'read JSON lines { id, text, source? } from stdin and write one result object with its id per line',
    )
    .action(async (file: string | undefined, options: GuardCommandOptions) => {
      await runGuard(file, options, context);
    });
};
