import type { ServeCliOptions } from './runServeCommand.js';
import type { CommandRegistration } from './index.js';

function collect(value: string, previous: readonly string[]): string[] {
  return [...previous, value];
}

/** `toolgate serve`: the web chat (ARCHITECTURE.md, "Contracts that outside checks use"). */
export const registerServeCommand: CommandRegistration = (program, context) => {
  program
    .command('serve')
    .description(
      'Start the web chat: streamed answers with tools, a trace of every tool call and "Sources used by tools". ' +
        'Chats are kept in <data dir>/chats (see --data-dir). Stops on Ctrl-C.',
    )
    .option('--port <n>', 'the port to listen on (0: any free port)', '8787')
    .option('--host <address>', 'the address to listen on; keep it on loopback', '127.0.0.1')
    .option('--data-dir <dir>', 'where chats are kept (default: $TOOLGATE_DATA_DIR, else ~/.toolgate)')
    .option('--provider <provider>', 'the provider API or Chat Completions host, as for `toolgate ask`')
    .option('--base-url <url>', "the provider's API root")
    .option('--model <id>', 'the model id')
    .option('--api-key-env <VAR>', 'the environment variable holding the API key')
    .option('--provider-confidence <LEVEL>', "the provider's confidence level (default: from the provider family)")
    .option('--setting <toolId.field=value>', 'a tool setting; repeatable', collect, [])
    .option('--config <file>', 'a JSON file with the options of `toolgate ask`; options win')
    .option('--dns-server <ip:port>', "resolve names for the tools' web retrievals through this DNS server")
    .option(
      '--connect-to <address:port=address:port>',
      "for the tools' web retrievals: send a connection meant for the first address to the second; repeatable",
      collect,
      [],
    )
    .action(async (options: ServeCliOptions) => {
      const { runServeCommand } = await import('./runServeCommand.js');
      await runServeCommand(options, context);
    });
};
