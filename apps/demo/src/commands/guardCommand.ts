import type { CommandRegistration } from './index.js';

/** The options of `toolgate guard` as commander hands them over. */
export interface GuardCommandOptions {
  readonly json?: boolean;
  readonly jsonl?: boolean;
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
      'read JSON lines { id, text, source? } from stdin and write one result object with its id per line (a bad line: { id, line, error: { code, message } })',
    )
    .action(async (file: string | undefined, options: GuardCommandOptions) => {
      // The guard (its rules and learned model) loads only when the command runs.
      const { runGuardCommand } = await import('./runGuardCommand.js');
      await runGuardCommand(file, options, context);
    });
};
