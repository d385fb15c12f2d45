import { Command, CommanderError } from 'commander';
import {
  type CliContext,
  type CliIo,
  CliUsageError,
  type ExitCode,
  ExitCode as Exit,
  writeLine,
} from './CliContext.js';
// Registrations only: each command loads its implementation (and the packages it needs) when it runs.
import { commandRegistrations } from './commands/index.js';

const PROGRAM_NAME = 'toolgate';

function createProgram(context: CliContext): Command {
  const program = new Command(PROGRAM_NAME)
    .description('Governed LLM tool calling: fetch pages safely, filter prompt injections, ask a model with tools.')
    .showSuggestionAfterError(true)
    .configureOutput({
      writeOut: (text) => context.io.stdout.write(text),
      writeErr: (text) => context.io.stderr.write(text),
      // One line on bad usage; the help is one `--help` away.
      outputError: () => {},
    })
    .exitOverride();
  for (const register of commandRegistrations) register(program, context);
  // Subcommands inherit the output and exit behaviour from the program.
  for (const command of program.commands) {
    command.exitOverride().configureOutput({
      writeOut: (text) => context.io.stdout.write(text),
      writeErr: (text) => context.io.stderr.write(text),
      outputError: () => {},
    });
  }
  return program;
}

/** One line for bad usage, pointing at the help of the command that was misused. */
function usageLine(message: string, subcommand: string | undefined): string {
  const text = message.replace(/^error:\s*/i, '').split('\n')[0] ?? message;
  const help = subcommand === undefined ? `${PROGRAM_NAME} --help` : `${PROGRAM_NAME} ${subcommand} --help`;
  return `${PROGRAM_NAME}: ${text} (see '${help}')`;
}

/** The subcommand the arguments run (the first argument, as commander reads it), if it names one. */
function subcommandOf(program: Command, argv: readonly string[]): string | undefined {
  const first = argv[0];
  const command = program.commands.find(
    (candidate) => candidate.name() === first || candidate.aliases().includes(first ?? ''),
  );
  return command?.name();
}

/**
 * Runs the CLI with the given arguments (without `node` and the script) and resolves to the
 * exit code. Never calls `process.exit`, so tests can drive it in-process.
 */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  let exitCode: number = Exit.OK;
  const context: CliContext = {
    io,
    setExitCode(code: ExitCode) {
      if (code > exitCode) exitCode = code;
    },
  };
  const program = createProgram(context);
  if (argv.length === 0) {
    program.outputHelp();
    return Exit.OK;
  }
  try {
    await program.parseAsync([...argv], { from: 'user' });
  } catch (error) {
    if (error instanceof CommanderError) {
      if (
        error.code === 'commander.helpDisplayed' ||
        error.code === 'commander.help' ||
        error.code === 'commander.version'
      ) {
        return Exit.OK;
      }
      writeLine(io.stderr, usageLine(error.message, subcommandOf(program, argv)));
      return Exit.USAGE;
    }
    if (CliUsageError.isInstance(error)) {
      writeLine(io.stderr, usageLine(error.message, subcommandOf(program, argv)));
      return Exit.USAGE;
    }
    const message = error instanceof Error ? error.message : String(error);
    writeLine(io.stderr, `${PROGRAM_NAME}: ${message}`);
    return Exit.INTERNAL;
  }
  return exitCode;
}
