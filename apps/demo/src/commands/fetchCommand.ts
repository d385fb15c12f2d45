import { Option } from 'commander';
import type { CommandRegistration } from './index.js';

/** The options of `toolgate fetch` as commander hands them over. */
export interface FetchCommandOptions {
  readonly policy: 'public' | 'allowlist' | 'user';
  readonly allowHost: readonly string[];
  readonly providerConfidence?: string;
  readonly dnsServer?: string;
  readonly connectTo: readonly string[];
  readonly maxBytes?: string;
  readonly timeout?: string;
  readonly check?: boolean;
  readonly json?: boolean;
}

function collect(value: string, previous: readonly string[]): string[] {
  return [...previous, value];
}

/** `toolgate fetch <url>`: read one page through WebPageRetrievalService (ARCHITECTURE.md). */
export const registerFetchCommand: CommandRegistration = (program, context) => {
  program
    .command('fetch')
    .description(
      'Retrieve one page through the SSRF-safe WebPageRetrievalService and print its title and Markdown. ' +
        'Exit codes: 0 retrieved (or allowed with --check), 2 usage error, 3 blocked by policy, 4 retrieval failed.',
    )
    .argument('<url>', 'the http or https URL to read')
    .addOption(
      new Option(
        '--policy <policy>',
        'which targets may be reached: public (public addresses only), allowlist (plus allowlisted private hosts for a HIGH provider), user (the user chose this URL)',
      )
        .choices(['public', 'allowlist', 'user'])
        .default('public'),
    )
    .option(
      '--allow-host <host>',
      'a private host the allowlist admits: name, *.suffix (subdomains only), IP or CIDR; repeatable',
      collect,
      [],
    )
    .option(
      '--provider-confidence <LEVEL>',
      'confidence of the provider that would see the page (a private host needs HIGH)',
    )
    .option('--dns-server <ip:port>', "resolve names through this DNS server instead of the system's")
    .option(
      '--connect-to <address:port=address:port>',
      'send a connection meant for the first (validated) address to the second; IPv6 in brackets; repeatable',
      collect,
      [],
    )
    .option('--max-bytes <n>', 'cap on the decoded body in bytes (default 5 MiB)')
    .option('--timeout <seconds>', 'one deadline for the whole retrieval (default 30)')
    .option('--check', 'resolve and judge the target under the policy, connect to nothing')
    .option(
      '--json',
      'print one JSON object { ok, blocked, reason, message, requestedUrl, finalUrl, addresses, contentKind, mediaType, title, markdown, ... }',
    )
    .action(async (url: string, options: FetchCommandOptions) => {
      // The retrieval service (and what it needs) loads only when the command runs.
      const { runFetchCommand } = await import('./runFetchCommand.js');
      await runFetchCommand(url, options, context);
    });
};
