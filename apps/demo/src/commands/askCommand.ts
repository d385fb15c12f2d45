import type { AskCliOptions } from '../ask/AskConfiguration.js';
import { ASK_PROVIDER_IDS } from '../ask/askProviderIds.js';
import type { CommandRegistration } from './index.js';

function collect(value: string, previous: readonly string[]): string[] {
  return [...previous, value];
}

/** `toolgate ask "<message>"`: one answer with tools (ARCHITECTURE.md, "Contracts that outside checks use"). */
export const registerAskCommand: CommandRegistration = (program, context) => {
  program
    .command('ask')
    .description(
      'Ask a model one question with the registered tools: the answer streams as it arrives, then the tool calls and ' +
        '"Sources used by tools". Exit codes: 0 answered, 2 usage error, 4 provider failure, ' +
        '130 interrupted by Ctrl-C (what was streamed is kept and the tool calls are still listed).',
    )
    .argument('<message>', 'the question for the model')
    .option(
      '--provider <provider>',
      `the provider API or Chat Completions host: ${ASK_PROVIDER_IDS.join(', ')} (default: TOOLGATE_PROVIDER, the configuration file's provider, else the offline demo model)`,
    )
    .option('--base-url <url>', "the provider's API root, e.g. http://127.0.0.1:8000/v1 (default: the host's own)")
    .option('--model <id>', 'the model id')
    .option(
      '--api-key-env <VAR>',
      "the environment variable holding the API key (default: the host's usual one, if set)",
    )
    .option('--tools <id,id>', 'the tools to offer, comma-separated; "none" for none (default: every registered tool)')
    .option('--provider-confidence <LEVEL>', "the provider's confidence level (default: from the provider family)")
    .option('--setting <toolId.field=value>', 'a tool setting; repeatable', collect, [])
    .option(
      '--config <file>',
      'a JSON file with the same fields (provider, baseUrl, model, apiKeyEnv, tools, providerConfidence, settings, maxTokens, timeout, dnsServer, connectTo, json, systemPrompt); options win',
    )
    .option('--max-tokens <n>', 'the longest answer per round, in tokens')
    .option(
      '--timeout <seconds>',
      'give up when the provider sends nothing for this long, before its answer or while it streams (default 120)',
    )
    .option('--dns-server <ip:port>', "resolve names for the tools' web retrievals through this DNS server")
    .option(
      '--connect-to <address:port=address:port>',
      "for the tools' web retrievals: send a connection meant for the first (validated) address to the second; repeatable",
      collect,
      [],
    )
    .option(
      '--demo-data',
      'with a provider too: start the local demo site, its SearXNG-compatible search API and wiki, and point web_search and search_confluence at them (always on for the offline demo model)',
    )
    .option(
      '--json',
      'print one JSON object { answer, traces, sources, requiredProviderConfidence, requiredDataSecurity, injectionReports, warnings }',
    )
    .action(async (message: string, options: AskCliOptions) => {
      // The adapters, the tools and what they need load only when the command runs.
      const { runAskCommand } = await import('./runAskCommand.js');
      await runAskCommand(message, options, context);
    });
};
