export { runCli } from './runCli.js';
export { CliUsageError, ExitCode } from './CliContext.js';
export type { CliContext, CliIo } from './CliContext.js';
