import type { McpCliOptions } from './runMcpCommand.js';
import type { CommandRegistration } from './index.js';

function collect(value: string, previous: readonly string[]): string[] {
  return [...previous, value];
}

/** `toolgate mcp [--http --port <n>]`: the demo's registry as an MCP server (ARCHITECTURE.md, "Contracts that outside checks use"). */
export const registerMcpCommand: CommandRegistration = (program, context) => {
  program
    .command('mcp')
    .description(
      "Serve the demo's tools to an MCP client: over stdio (the default; stdout carries only the protocol) or, with " +
        '--http, over Streamable HTTP on 127.0.0.1. Every call runs through the same gates as in `ask`. ' +
        'Exit codes: 0 the client closed the session (or Ctrl-C on HTTP), 2 usage error.',
    )
    .option(
      '--client-confidence <LEVEL>',
      'how far you trust the MCP client and its model; tools needing more are not listed (default: UNKNOWN)',
    )
    .option(
      '--client-self-hosted',
      'the MCP client runs a self-hosted model: data sources kept for self-hosted providers (the default of `toolgate index`) may be searched',
    )
    .option(
      '--data-dir <folder>',
      'where `toolgate index` keeps its indexes (default: $TOOLGATE_DATA_DIR, else ~/.toolgate)',
    )
    .option('--tools <id,id>', 'the tools to serve, comma-separated (default: every registered tool)')
    .option('--setting <toolId.field=value>', 'a tool setting; repeatable', collect, [])
    .option(
      '--config <file>',
      'the JSON file of `ask` (its settings, tools, dnsServer and connectTo apply; provider fields are ignored), plus clientConfidence; options win',
    )
    .option('--dns-server <ip:port>', "resolve names for the tools' web retrievals through this DNS server")
    .option(
      '--connect-to <address:port=address:port>',
      "for the tools' web retrievals: send a connection meant for the first (validated) address to the second; repeatable",
      collect,
      [],
    )
    .option('--http', 'serve Streamable HTTP instead of stdio')
    .option('--port <n>', 'the HTTP port on 127.0.0.1 (default: any free port, printed on stderr)')
    .option(
      '--bearer-token-env <VAR>',
      'with --http: the environment variable holding a token every request must carry as "Authorization: Bearer"',
    )
    .action(async (options: McpCliOptions) => {
      // The SDK, the tools and what they need load only when the command runs.
      const { runMcpCommand } = await import('./runMcpCommand.js');
      await runMcpCommand(options, context);
    });
};
