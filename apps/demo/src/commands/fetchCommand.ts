import { type ConfidenceLevel, isConfidenceLevel } from '@toolgate/core';
import {
  type CheckedWebTarget,
  ConnectToMapping,
  DnsServerHostNameResolver,
  type HostNameResolver,
  PrivateHostAllowlist,
  type RetrievedWebPage,
  SystemHostNameResolver,
  WebPageRetrievalService,
  WebRetrievalError,
  type WebTargetPolicy,
} from '@toolgate/web-retrieval';
import { Option } from 'commander';
import { type CliContext, CliUsageError, ExitCode, writeLine } from '../CliContext.js';
import type { CommandRegistration } from './index.js';

interface FetchCommandOptions {
  readonly policy: WebTargetPolicy;
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

function usage<T>(build: () => T): T {
  try {
    return build();
  } catch (error) {
    throw new CliUsageError(error instanceof Error ? error.message : String(error));
  }
}

function parsePositiveInteger(name: string, text: string): number {
  if (!/^\d+$/.test(text) || Number(text) < 1 || !Number.isSafeInteger(Number(text))) {
    throw new CliUsageError(`${name} must be a positive whole number of bytes, got '${text}'`);
  }
  return Number(text);
}

function parseSeconds(name: string, text: string): number {
  const seconds = Number(text);
  if (text.trim() === '' || !Number.isFinite(seconds) || seconds <= 0 || seconds > 3_600) {
    throw new CliUsageError(`${name} must be a number of seconds above 0 and at most 3600, got '${text}'`);
  }
  return seconds;
}

function parseConfidence(text: string | undefined): ConfidenceLevel | undefined {
  if (text === undefined) return undefined;
  const upper = text.trim().toUpperCase();
  if (!isConfidenceLevel(upper)) {
    throw new CliUsageError(
      `--provider-confidence must be one of NONE, UNTRUSTED, UNKNOWN, VERY_LOW, LOW, MODERATE, MEDIUM, HIGH, got '${text}'`,
    );
  }
  return upper;
}

function pageJson(page: RetrievedWebPage): Record<string, unknown> {
  return {
    ok: true,
    blocked: false,
    reason: null,
    message: null,
    requestedUrl: page.requestedUrl,
    finalUrl: page.finalUrl,
    addresses: page.addresses,
    contentKind: page.contentKind,
    mediaType: page.mediaType,
    charset: page.charset,
    title: page.title,
    markdown: page.content,
    metadata: page.metadata,
    status: page.status,
    bytes: page.bytes,
    privateTarget: page.privateTarget,
    requiredProviderConfidence: page.requiredProviderConfidence ?? null,
    hops: page.hops.map((hop) => ({
      url: hop.url,
      status: hop.status,
      connectedAddress: hop.connectedAddress ?? null,
      addresses: hop.addresses.map((a) => a.address),
    })),
  };
}

function checkJson(requestedUrl: string, verdict: CheckedWebTarget): Record<string, unknown> {
  return {
    ok: true,
    blocked: false,
    reason: null,
    message: `${verdict.url} may be read: ${verdict.addresses.map((a) => `${a.address} (${a.range})`).join(', ')}`,
    requestedUrl,
    finalUrl: null,
    addresses: verdict.addresses.map((a) => a.address),
    addressVerdicts: verdict.addresses.map((a) => ({ address: a.address, class: a.addressClass, range: a.range })),
    contentKind: null,
    mediaType: null,
    title: null,
    markdown: null,
    privateTarget: verdict.privateTarget,
    requiredProviderConfidence: verdict.requiredProviderConfidence ?? null,
    checked: true,
  };
}

function errorJson(requestedUrl: string, error: WebRetrievalError): Record<string, unknown> {
  return {
    ok: false,
    blocked: error.blocked,
    reason: error.reason,
    message: error.message,
    requestedUrl,
    refusedUrl: error.url ?? null,
    finalUrl: null,
    addresses: [],
    contentKind: null,
    mediaType: null,
    title: null,
    markdown: null,
    status: error.status ?? null,
  };
}

/** The URL as given, without a user name or password (they may be secrets). */
function shownUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.username === '' && parsed.password === '') return url;
    parsed.username = '';
    parsed.password = '';
    return parsed.href;
  } catch {
    return url;
  }
}

async function runFetch(url: string, options: FetchCommandOptions, context: CliContext): Promise<void> {
  const { stdout, stderr } = context.io;
  const providerConfidence = parseConfidence(options.providerConfidence);
  const allowlist = usage(() => new PrivateHostAllowlist(options.allowHost));
  const connectTo = usage(() => ConnectToMapping.parse(options.connectTo));
  const resolver: HostNameResolver =
    options.dnsServer === undefined
      ? new SystemHostNameResolver()
      : usage(() => new DnsServerHostNameResolver(options.dnsServer!));
  const maxBytes = options.maxBytes === undefined ? undefined : parsePositiveInteger('--max-bytes', options.maxBytes);
  const timeoutMs = options.timeout === undefined ? undefined : parseSeconds('--timeout', options.timeout) * 1000;

  const service = new WebPageRetrievalService({ resolver, connectTo });
  const retrievalOptions = {
    policy: options.policy,
    allowlist,
    ...(providerConfidence ? { providerConfidence } : {}),
    ...(maxBytes ? { maxBytes } : {}),
    ...(timeoutMs ? { timeoutMs } : {}),
  };
  try {
    if (options.check) {
      const verdict = await service.checkTarget(url, retrievalOptions);
      if (options.json) {
        writeLine(stdout, JSON.stringify(checkJson(shownUrl(url), verdict)));
      } else {
        const addresses = verdict.addresses.map((a) => `${a.address} (${a.range})`).join(', ');
        writeLine(
          stdout,
          `allowed: ${verdict.url} -> ${addresses}${verdict.privateTarget ? ' [private: needs a HIGH-confidence provider]' : ''}`,
        );
      }
      return;
    }
    const page = await service.retrieve(url, retrievalOptions);
    if (options.json) {
      writeLine(stdout, JSON.stringify(pageJson(page)));
    } else {
      writeLine(stdout, page.title === '' ? page.finalUrl : page.title);
      writeLine(stdout, '');
      writeLine(stdout, page.content);
    }
  } catch (error) {
    if (!WebRetrievalError.isInstance(error)) throw error;
    if (options.json) writeLine(stdout, JSON.stringify(errorJson(shownUrl(url), error)));
    else writeLine(stderr, `toolgate fetch: ${error.reason}: ${error.message}`);
    // A URL that does not parse is bad usage of the command, not a refused or failed retrieval.
    if (error.reason === 'INVALID_URL') context.setExitCode(ExitCode.USAGE);
    else context.setExitCode(error.blocked ? ExitCode.BLOCKED_BY_POLICY : ExitCode.RETRIEVAL_FAILED);
  } finally {
    service.close();
  }
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
      await runFetch(url, options, context);
    });
};
