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
} from '@toolgate/web-retrieval';
import { type CliContext, CliUsageError, ExitCode, writeLine } from '../CliContext.js';
import { parseConfidenceOption } from '../parseConfidenceOption.js';
import { parseSecondsOption } from '../parseSecondsOption.js';
import type { FetchCommandOptions } from './fetchCommand.js';

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

/** Runs `toolgate fetch <url>` (registered in fetchCommand.ts, loaded when the command runs). */
export async function runFetchCommand(url: string, options: FetchCommandOptions, context: CliContext): Promise<void> {
  const { stdout, stderr } = context.io;
  const providerConfidence = parseConfidenceOption('--provider-confidence', options.providerConfidence);
  const allowlist = usage(() => new PrivateHostAllowlist(options.allowHost));
  const connectTo = usage(() => ConnectToMapping.parse(options.connectTo));
  const resolver: HostNameResolver =
    options.dnsServer === undefined
      ? new SystemHostNameResolver()
      : usage(() => new DnsServerHostNameResolver(options.dnsServer!));
  const maxBytes = options.maxBytes === undefined ? undefined : parsePositiveInteger('--max-bytes', options.maxBytes);
  const timeoutSeconds = parseSecondsOption('--timeout', options.timeout);
  const timeoutMs = timeoutSeconds === undefined ? undefined : timeoutSeconds * 1000;

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
