import type { ConfidenceLevel, DataSecurity, Source, ToolCallingStopReason, ToolRegistry } from '@toolgate/core';
import type { ToolgateConfiguration } from '@toolgate/core/configuration';
import { CliUsageError } from '../CliContext.js';
import type { DemoTrace } from '../host/DemoAnswerEvent.js';
import { createDemoHost, type DemoHost } from '../host/createDemoHost.js';
import type { AskConfiguration } from './AskConfiguration.js';
import { DEMO_TOOL_IDS, type DemoInjectionReport } from './createDemoToolRegistry.js';

export { DEFAULT_SYSTEM_PROMPT as DEFAULT_ASK_SYSTEM_PROMPT } from '../host/createDemoHost.js';

/** What one `toolgate ask` answer amounted to (the `--json` object, plus the stop reason). */
export interface AskResult {
  readonly answer: string;
  readonly traces: readonly DemoTrace[];
  readonly sources: readonly Source[];
  readonly requiredProviderConfidence: ConfidenceLevel;
  readonly requiredDataSecurity: DataSecurity;
  readonly injectionReports: readonly DemoInjectionReport[];
  /** The guard's notice naming the sources it removed something from; empty when none. */
  readonly injectionNotice: string;
  readonly warnings: readonly string[];
  readonly stopReason: ToolCallingStopReason;
  /** True when the offline demo model answered. */
  readonly offline: boolean;
}

/** Options of {@link runAsk}. */
export interface RunAskOptions {
  /** Where the API key's environment variable is read. */
  readonly env: Readonly<Record<string, string | undefined>>;
  /** The host's configuration file (`toolgate.config.json`), validated. */
  readonly hostConfiguration?: ToolgateConfiguration | undefined;
  /** Receives the answer's text as it arrives. */
  readonly onText?: ((text: string) => void) | undefined;
  /** Stops the answer. */
  readonly signal?: AbortSignal | undefined;
  /** The clock of time-dependent tools. */
  readonly now?: (() => Date) | undefined;
  /** The data directory of `toolgate index` (default from the environment). */
  readonly dataDirectory?: string | undefined;
}

/** Refuses tool ids that name no tool of the demo, listing what exists (before anything starts). */
function checkToolIds(configuration: AskConfiguration): void {
  const known = DEMO_TOOL_IDS.join(', ');
  const unknown = (configuration.toolIds ?? []).filter((id) => !DEMO_TOOL_IDS.includes(id));
  if (unknown.length > 0)
    throw new CliUsageError(`--tools names unknown tools: ${unknown.join(', ')} (known: ${known})`);
  for (const setting of configuration.settings) {
    if (!DEMO_TOOL_IDS.includes(setting.toolId)) {
      throw new CliUsageError(`--setting names an unknown tool '${setting.toolId}' (known: ${known})`);
    }
  }
}

/** Refuses settings that name no field of their tool, listing its fields. */
function checkSettings(host: DemoHost, configuration: AskConfiguration): void {
  checkSelectionAndSettings(host.registry, configuration);
}

/** Refuses tool ids and settings that name nothing in the registry, listing what exists (also `toolgate mcp`). */
export function checkSelectionAndSettings(
  registry: ToolRegistry,
  configuration: Pick<AskConfiguration, 'toolIds' | 'settings'>,
): void {
  const known = registry.definitions.map((definition) => definition.id);
  const unknown = (configuration.toolIds ?? []).filter((id) => registry.getDefinition(id) === undefined);
  if (unknown.length > 0) {
    throw new CliUsageError(
      `--tools names unknown tools: ${unknown.join(', ')} (known: ${known.join(', ') || 'none'})`,
    );
  }
  for (const setting of configuration.settings) {
    const definition = registry.getDefinition(setting.toolId);
    if (definition === undefined) {
      throw new CliUsageError(
        `--setting names an unknown tool '${setting.toolId}' (known: ${known.join(', ') || 'none'})`,
      );
    }
    const fields = Object.keys(definition.settingsSchema.properties);
    if (!fields.includes(setting.field)) {
      throw new CliUsageError(
        `--setting: the tool '${setting.toolId}' has no setting '${setting.field}' (its settings: ${fields.join(', ') || 'none'})`,
      );
    }
  }
}

/**
 * One answer of `toolgate ask` on the demo host's runtime (see `createDemoHost`): the configured
 * provider, or the offline demo model with the demo site when none is configured. A failure the
 * answer ended with (e.g. a `ProviderError`) is thrown after the host is closed.
 */
export async function runAsk(configuration: AskConfiguration, options: RunAskOptions): Promise<AskResult> {
  const userSettings: Record<string, string> = {};
  for (const setting of configuration.settings) userSettings[`${setting.toolId}.${setting.field}`] = setting.value;
  checkToolIds(configuration);
  const host = await createDemoHost({
    env: options.env,
    configuration: {
      ...options.hostConfiguration,
      ...(configuration.systemPrompt === undefined ? {} : { systemPrompt: configuration.systemPrompt }),
    },
    provider: configuration.offline ? undefined : configuration,
    userSettings,
    resolver: configuration.resolver,
    connectTo: configuration.connectTo.length > 0 ? configuration.connectToMapping : undefined,
    dataDirectory: options.dataDirectory,
    demoData: configuration.demoData,
    now: options.now,
    // Only the selected tools (and those the settings name) load their packages.
    toolIds:
      configuration.toolIds === undefined
        ? undefined
        : [...configuration.toolIds, ...configuration.settings.map((setting) => setting.toolId)],
  });
  try {
    checkSettings(host, configuration);
    let injectionNotice = '';
    for await (const event of host.answer({
      messages: [{ role: 'user', content: configuration.message }],
      selectedToolIds: configuration.toolIds,
      // An explicit --tools list hears why a tool it named is not offered; the default selection stays quiet.
      warnAboutUnofferedTools: configuration.toolIds !== undefined,
      signal: options.signal,
    })) {
      if (event.type === 'text') options.onText?.(event.text);
      else if (event.type === 'injection-notice') injectionNotice = event.message;
      else if (event.type === 'done') {
        const summary = event.summary;
        if (summary.error !== undefined) throw summary.error;
        return {
          answer: summary.answer,
          traces: summary.traces,
          sources: summary.sources,
          requiredProviderConfidence: summary.requiredProviderConfidence,
          requiredDataSecurity: summary.requiredDataSecurity,
          injectionReports: summary.injectionReports,
          injectionNotice,
          warnings: summary.warnings.map((warning) =>
            warning.startsWith('The answer was interrupted')
              ? 'The answer was interrupted (Ctrl-C): it holds only what arrived before.'
              : warning,
          ),
          stopReason: summary.stopReason,
          offline: host.provider.offline,
        };
      }
    }
    throw new Error('The demo host ended an answer without its done event.');
  } finally {
    await host.close();
  }
}
