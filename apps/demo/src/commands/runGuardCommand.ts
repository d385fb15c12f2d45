import { readFile } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  isPromptInjectionSourceKind,
  PROMPT_INJECTION_SOURCE_KINDS,
  type PromptInjectionFilterResult,
  type PromptInjectionSource,
} from '@toolgate/core';
import { PromptInjectionGuardService } from '@toolgate/injection-guard';
import { type CliContext, CliUsageError, ExitCode, isTerminal, writeLine } from '../CliContext.js';
import { CliInputError } from '../CliInputError.js';
import type { GuardCommandOptions } from './guardCommand.js';
import { runJsonLines } from './runJsonLines.js';

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
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw new CliInputError('INVALID_FIELD', '"source" must be an object { "kind", … } or left out');
  }
  const record = value as Record<string, unknown>;
  const kind = record['kind'];
  if (!isPromptInjectionSourceKind(kind)) {
    throw new CliInputError(
      'INVALID_FIELD',
      `"source.kind" must be one of ${PROMPT_INJECTION_SOURCE_KINDS.join(', ')}, got ${JSON.stringify(kind ?? null)}`,
    );
  }
  const text = (field: string): string => {
    const fieldValue = record[field];
    if (typeof fieldValue !== 'string' || fieldValue.length === 0)
      throw new CliInputError('INVALID_FIELD', `"source.${field}" must be a non-empty string for kind '${kind}'`);
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

async function guardJsonLines(guard: PromptInjectionGuardService, context: CliContext): Promise<void> {
  await runJsonLines(context, async (record, lineNumber) => {
    const text = record['text'];
    if (typeof text !== 'string') {
      throw new CliInputError('INVALID_FIELD', `"text" must be a string, got ${JSON.stringify(text ?? null)}`);
    }
    const source = parseSource(record['source'], record['id'] ?? lineNumber);
    const result = await guard.filterText(text, source);
    return { ...resultJson(result), ...(result.unchecked ? { unchecked: true } : {}) };
  });
}

/** Runs `toolgate guard` (registered in guardCommand.ts, loaded when the command runs). */
export async function runGuardCommand(
  input: string | undefined,
  options: GuardCommandOptions,
  context: CliContext,
): Promise<void> {
  if (options.jsonl === true && (options.json === true || (input !== undefined && input !== '-'))) {
    throw new CliUsageError('--jsonl reads JSON lines from stdin; it takes no file and no --json');
  }
  const readsStdin = options.jsonl === true || input === undefined || input === '-';
  // On a terminal nothing is piped in: say what the command waits for instead of waiting silently.
  if (readsStdin && isTerminal(context.io.stdin)) {
    writeLine(
      context.io.stderr,
      options.jsonl === true
        ? 'toolgate guard: reading JSON lines { "id", "text", "source"? } from stdin (end with Ctrl-D)'
        : 'toolgate guard: reading the text to filter from stdin (end with Ctrl-D)',
    );
  }
  const guard = new PromptInjectionGuardService({
    onWarning: (warning) => writeLine(context.io.stderr, `warning: ${warning.message}`),
  });
  if (options.jsonl === true) {
    await guardJsonLines(guard, context);
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
      writeLine(context.io.stderr, `toolgate guard: FILE_UNREADABLE: cannot read '${input}': ${reason}`);
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
