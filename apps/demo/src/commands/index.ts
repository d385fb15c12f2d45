import type { Command } from 'commander';
import type { CliContext } from '../CliContext.js';
import { registerAskCommand } from './askCommand.js';
import { registerExtractCommand } from './extractCommand.js';
import { registerFetchCommand } from './fetchCommand.js';
import { registerGuardCommand } from './guardCommand.js';
import { registerIndexCommand } from './indexCommand.js';
import { registerMcpCommand } from './mcpCommand.js';

/** Adds one command to the program. Each command lives in its own module of this folder. */
export type CommandRegistration = (program: Command, context: CliContext) => void;

/** Every command of the CLI, in the order `--help` lists them. Later issues add theirs here. */
export const commandRegistrations: readonly CommandRegistration[] = [
  registerFetchCommand,
  registerExtractCommand,
  registerGuardCommand,
  registerAskCommand,
  registerIndexCommand,
  registerMcpCommand,
];
