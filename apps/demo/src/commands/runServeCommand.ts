import { resolve } from 'node:path';
import { type CliContext, CliUsageError, writeLine } from '../CliContext.js';
import { type AskCliOptions, resolveAskConfiguration } from '../ask/AskConfiguration.js';
import { demoDataDirectory } from '../dataSources/DemoDataSourceRegistry.js';
import type { ChatBackend } from '../serve/ChatBackend.js';
import { ChatStore } from '../serve/ChatStore.js';
import { startChatServer } from '../serve/ChatServer.js';
import { createDemoHostChatBackend } from '../serve/createDemoHostChatBackend.js';
import { createDemoHost } from '../host/createDemoHost.js';
import { loadAskConfigurationSources } from './loadAskConfigurationSources.js';

/** The options of `toolgate serve` as commander hands them over. */
export interface ServeCliOptions extends AskCliOptions {
  readonly port: string;
  readonly host: string;
  readonly dataDir?: string;
}

function parsePort(text: string): number {
  const port = /^\d{1,5}$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isInteger(port) || port > 65_535) {
    throw new CliUsageError(`--port must be a port number from 0 to 65535, got '${text}'`);
  }
  return port;
}

async function createBackend(
  options: ServeCliOptions,
  context: CliContext,
  dataDirectory: string,
): Promise<ChatBackend> {
  // Options win over the --config file, which wins over TOOLGATE_* and the host's configuration file.
  const { hostConfiguration, merged } = await loadAskConfigurationSources(options.config, context.io.env);
  // The message comes with each request; here the configuration is only validated.
  const configuration = resolveAskConfiguration('(web chat)', options, merged, context.io.env);
  const userSettings: Record<string, string> = {};
  for (const setting of configuration.settings) userSettings[`${setting.toolId}.${setting.field}`] = setting.value;
  const host = await createDemoHost({
    env: context.io.env,
    configuration: {
      ...hostConfiguration.configuration,
      ...(configuration.systemPrompt === undefined ? {} : { systemPrompt: configuration.systemPrompt }),
    },
    provider: configuration.offline ? undefined : configuration,
    userSettings,
    resolver: configuration.resolver,
    connectTo: configuration.connectTo.length > 0 ? configuration.connectToMapping : undefined,
    dataDirectory,
  });
  return createDemoHostChatBackend(host);
}

/** Stops when the process is asked to (Ctrl-C or a service manager's SIGTERM). */
function untilStopped(): Promise<string> {
  return new Promise((resolveStop) => {
    const stop = (signal: string) => {
      process.removeListener('SIGINT', onInterrupt);
      process.removeListener('SIGTERM', onTerminate);
      resolveStop(signal);
    };
    const onInterrupt = () => stop('SIGINT');
    const onTerminate = () => stop('SIGTERM');
    process.once('SIGINT', onInterrupt);
    process.once('SIGTERM', onTerminate);
  });
}

/** `toolgate serve`: starts the web chat and keeps it running until Ctrl-C. */
export async function runServeCommand(options: ServeCliOptions, context: CliContext): Promise<void> {
  const port = parsePort(options.port);
  const host = options.host.trim();
  if (host === '') throw new CliUsageError('--host must be an address, e.g. 127.0.0.1');
  const dataDirectory = options.dataDir === undefined ? demoDataDirectory(context.io.env) : resolve(options.dataDir);
  const backend = await createBackend(options, context, dataDirectory);
  const store = new ChatStore(dataDirectory);
  let server: Awaited<ReturnType<typeof startChatServer>>;
  try {
    server = await startChatServer({ backend, store, host, port });
  } catch (error) {
    await backend.close();
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE')
      throw new CliUsageError(`--port ${port} is in use; pick another one (--port 0: any free port)`);
    throw error;
  }
  const { stdout } = context.io;
  writeLine(stdout, `Toolgate demo chat: ${server.url}`);
  writeLine(stdout, `Model: ${backend.providerLabel}`);
  writeLine(stdout, `Chats are kept in ${store.directory}`);
  if (!['127.0.0.1', '::1', 'localhost'].includes(host)) {
    writeLine(context.io.stderr, `toolgate serve: warning: listening on ${host}, not only on this machine's loopback.`);
  }
  writeLine(stdout, 'Open the address above in a browser; Ctrl-C stops the server.');
  await untilStopped();
  await server.close();
  await backend.close();
}
