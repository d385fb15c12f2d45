import { readFile } from 'node:fs/promises';
import { ConfidenceLevel, InMemoryToolSettingsStore, ToolActivation } from '@toolgate/core';
import { McpToolServer, serveStdio, startMcpHttpServer } from '@toolgate/mcp-server';
import {
  ConnectToMapping,
  DnsServerHostNameResolver,
  type HostNameResolver,
  WebPageRetrievalService,
} from '@toolgate/web-retrieval';
import { type CliContext, CliUsageError, writeLine } from '../CliContext.js';
import {
  configSettings,
  optionalString,
  parseAskConfigFile,
  parseSetting,
  parseToolIds,
  stringList,
} from '../ask/AskConfiguration.js';
import { createDemoToolRegistry } from '../ask/createDemoToolRegistry.js';
import { checkSelectionAndSettings } from '../ask/runAsk.js';
import {
  demoDataDirectory,
  readDataSourceRegistry,
  registeredLocalFolders,
} from '../dataSources/DemoDataSourceRegistry.js';
import { parseConfidenceOption } from '../parseConfidenceOption.js';

/** The options commander hands over (all strings, as typed). */
export interface McpCliOptions {
  readonly clientConfidence?: string;
  readonly clientSelfHosted?: boolean;
  readonly dataDir?: string;
  readonly tools?: string;
  readonly setting?: readonly string[];
  readonly config?: string;
  readonly dnsServer?: string;
  readonly connectTo?: readonly string[];
  readonly http?: boolean;
  readonly port?: string;
  readonly bearerTokenEnv?: string;
}

const ENVIRONMENT_VARIABLE_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

async function readConfig(file: string): Promise<{ config: Record<string, unknown>; clientConfidence?: string }> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new CliUsageError(
      `cannot read the config file ${file} (${(error as { code?: string }).code ?? String(error)})`,
    );
  }
  // `ask` validates the file's fields; `clientConfidence` is the one field only `mcp` reads.
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    // parseAskConfigFile words the error.
    return { config: parseAskConfigFile(text, file) };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return { config: parseAskConfigFile(text, file) };
  }
  const { clientConfidence, ...rest } = parsed as Record<string, unknown>;
  if (clientConfidence !== undefined && typeof clientConfidence !== 'string') {
    throw new CliUsageError(
      `the config file's "clientConfidence" must be a string, got ${JSON.stringify(clientConfidence)}`,
    );
  }
  const config = parseAskConfigFile(JSON.stringify(rest), file);
  return clientConfidence === undefined ? { config } : { config, clientConfidence };
}

function parsePort(text: string | undefined): number {
  if (text === undefined) return 0;
  const port = Number(text.trim());
  if (!/^\d+$/.test(text.trim()) || !Number.isInteger(port) || port < 1 || port > 65535) {
    throw new CliUsageError(`--port must be a whole number from 1 to 65535, got '${text}'`);
  }
  return port;
}

/** Runs `toolgate mcp` (registered in mcpCommand.ts, loaded when the command runs). */
export async function runMcpCommand(options: McpCliOptions, context: CliContext): Promise<void> {
  const { config, clientConfidence: configConfidence } =
    options.config === undefined ? { config: {}, clientConfidence: undefined } : await readConfig(options.config);
  const clientConfidence =
    parseConfidenceOption('--client-confidence', options.clientConfidence ?? configConfidence) ??
    ConfidenceLevel.UNKNOWN;

  const dnsServer = options.dnsServer ?? optionalString(config, 'dnsServer');
  let resolver: HostNameResolver | undefined;
  if (dnsServer !== undefined) {
    try {
      resolver = new DnsServerHostNameResolver(dnsServer);
    } catch (error) {
      throw new CliUsageError(`--dns-server: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  const connectTo =
    options.connectTo !== undefined && options.connectTo.length > 0
      ? [...options.connectTo]
      : (stringList(config, 'connectTo') ?? []);
  let connectToMapping: ConnectToMapping;
  try {
    connectToMapping = ConnectToMapping.parse(connectTo);
  } catch (error) {
    throw new CliUsageError(`--connect-to: ${error instanceof Error ? error.message : String(error)}`);
  }
  const settings = [...configSettings(config), ...(options.setting ?? [])].map(parseSetting);
  const toolIds = parseToolIds(options.tools ?? stringList(config, 'tools'));
  if (options.http !== true && (options.port !== undefined || options.bearerTokenEnv !== undefined)) {
    throw new CliUsageError('--port and --bearer-token-env need --http');
  }
  const port = parsePort(options.port);
  let bearerToken: string | undefined;
  if (options.bearerTokenEnv !== undefined) {
    if (!ENVIRONMENT_VARIABLE_NAME.test(options.bearerTokenEnv)) {
      throw new CliUsageError(
        `--bearer-token-env must name an environment variable (letters, digits, _), got '${options.bearerTokenEnv}'`,
      );
    }
    bearerToken = context.io.env[options.bearerTokenEnv];
    if (bearerToken === undefined || bearerToken.trim() === '') {
      throw new CliUsageError(`--bearer-token-env: the environment variable ${options.bearerTokenEnv} is not set`);
    }
  }

  // The folders indexed with `toolgate index` are the session's data sources for semantic_search;
  // their packages load only when there are any.
  const dataSourceRegistry = await readDataSourceRegistry(
    options.dataDir ?? demoDataDirectory(context.io.env as NodeJS.ProcessEnv),
  );
  let dataSourceService: import('@toolgate/tool-semantic-search').DataSourceService | undefined;
  if (registeredLocalFolders(dataSourceRegistry).length > 0) {
    const { createLocalFolderDataSources } = await import('../dataSources/createLocalFolderDataSources.js');
    const { DataSourceService } = await import('@toolgate/tool-semantic-search');
    dataSourceService = new DataSourceService({
      dataSources: createLocalFolderDataSources(dataSourceRegistry, context.io.env as NodeJS.ProcessEnv),
    });
  }

  let toolServer: McpToolServer | undefined;
  const { PromptInjectionGuardService } = await import('@toolgate/injection-guard');
  // One retrieval service (the operator's resolver and connect-to rules) and one guard for every tool.
  const registry = await createDemoToolRegistry({
    retrieval: new WebPageRetrievalService({
      ...(resolver === undefined ? {} : { resolver }),
      connectTo: connectToMapping,
    }),
    guard: new PromptInjectionGuardService(),
    dataSourceService,
    reportInjection: (report) =>
      toolServer?.reportInjection({
        toolId: report.toolId,
        source: report.source,
        findings: [{ ruleId: report.ruleId, category: report.category, snippet: report.snippet }],
        redactedCount: 1,
      }),
  });
  checkSelectionAndSettings(registry, { toolIds, settings });
  const userValues: Record<string, string> = {};
  for (const setting of settings) userValues[`${setting.toolId}.${setting.field}`] = setting.value;
  // Tools left out of --tools are switched off: not listed, refused when called. A tool that offers
  // itself from the context (semantic_search) is never selected, so --tools does not switch it off.
  const selectable = registry.definitions
    .filter((definition) => definition.activation !== ToolActivation.CONTEXT)
    .map((definition) => definition.id);
  const switchedOffToolIds = toolIds === undefined ? [] : selectable.filter((id) => !toolIds.includes(id));
  toolServer = new McpToolServer({
    registry,
    settings: new InMemoryToolSettingsStore({ userValues, switchedOffToolIds }),
    clientConfidence,
    clientIsSelfHosted: options.clientSelfHosted === true,
    serverName: 'toolgate',
  });
  const { stderr } = context.io;

  if (options.http !== true) {
    // stdout is the protocol channel: everything for people goes to stderr.
    writeLine(stderr, `toolgate mcp: serving over stdio (client confidence ${clientConfidence}).`);
    const session = await serveStdio(toolServer, { stdin: context.io.stdin, stdout: context.io.stdout });
    await session.closed;
    return;
  }

  const server = await startMcpHttpServer(toolServer, { port, bearerToken });
  writeLine(stderr, `toolgate mcp: serving ${server.url.href} (client confidence ${clientConfidence}).`);
  await new Promise<void>((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  });
  await server.close();
}
