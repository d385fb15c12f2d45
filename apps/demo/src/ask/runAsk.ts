import {
  ChatThread,
  ConfidenceLevel,
  ConfidenceScheme,
  type DataSecurity,
  getProviderConfidence,
  InMemoryToolSettingsStore,
  ProviderFamily,
  SequentialToolCallingLoop,
  type Source,
  ToolCallingStopReason,
  ToolComponent,
  type ToolInvocationTrace,
  ToolOfferBlockReason,
  type ToolProviderSettings,
  ToolRegistry,
  type ToolResolutionContext,
} from '@toolgate/core';
import { loadApiKey } from '@toolgate/provider-utils';
import { CliUsageError } from '../CliContext.js';
import type { AskConfiguration } from './AskConfiguration.js';
import { askProviderDisplayName, createAskAdapter } from './createAskAdapter.js';
import { createDemoToolRegistry, type DemoInjectionReport } from './createDemoToolRegistry.js';

/** The system prompt of `toolgate ask` unless the config file sets one. */
export const DEFAULT_ASK_SYSTEM_PROMPT =
  'You are a helpful assistant. Use the tools you are offered when they help; answer briefly.';

/** What one `toolgate ask` answer amounted to (the `--json` object, plus the stop reason). */
export interface AskResult {
  readonly answer: string;
  readonly traces: readonly ToolInvocationTrace[];
  readonly sources: readonly Source[];
  readonly requiredProviderConfidence: ConfidenceLevel;
  readonly requiredDataSecurity: DataSecurity;
  readonly injectionReports: readonly DemoInjectionReport[];
  readonly warnings: readonly string[];
  readonly stopReason: ToolCallingStopReason;
}

/** Options of {@link runAsk}. */
export interface RunAskOptions {
  /** Where the API key's environment variable is read. */
  readonly env: Readonly<Record<string, string | undefined>>;
  /** Receives the answer's text as it arrives. */
  readonly onText?: ((text: string) => void) | undefined;
  /** Stops the answer. */
  readonly signal?: AbortSignal | undefined;
  /** The clock of time-dependent tools. */
  readonly now?: (() => Date) | undefined;
}

/**
 * The provider family a confidence scheme rates the configured provider by: the API's own for
 * Anthropic and OpenAI Responses, the host preset's for Chat Completions (none for a host of no
 * known family, such as any compatible URL).
 */
function providerFamilyOf(configuration: AskConfiguration): ProviderFamily | undefined {
  if (configuration.api === 'anthropic') return ProviderFamily.ANTHROPIC;
  if (configuration.api === 'openai-responses') return ProviderFamily.OPEN_AI;
  return configuration.chatHost?.providerFamily;
}

/** The provider as the registry and the tools see it; its confidence follows the default scheme unless given. */
function providerSettings(configuration: AskConfiguration): ToolProviderSettings {
  const family = providerFamilyOf(configuration);
  return {
    id: configuration.providerId,
    displayName: askProviderDisplayName(configuration),
    model: configuration.model,
    isSelfHosted: family === ProviderFamily.SELF_HOSTED,
    // A host of no known family is UNKNOWN unless the operator says otherwise (--provider-confidence).
    confidence:
      configuration.providerConfidence ??
      (family === undefined ? ConfidenceLevel.UNKNOWN : getProviderConfidence(family, ConfidenceScheme.TRUST_ALL)),
    canCallTools: true,
  };
}

const BLOCK_REASON_TEXT: Readonly<Record<string, string>> = {
  [ToolOfferBlockReason.TOOLS_SWITCHED_OFF]: 'tools are switched off',
  [ToolOfferBlockReason.MODEL_CANNOT_USE_TOOLS]: 'the model cannot call tools',
  [ToolOfferBlockReason.NOT_AVAILABLE_HERE]: 'it is not available here',
  [ToolOfferBlockReason.TOOL_SWITCHED_OFF]: 'it is switched off',
  [ToolOfferBlockReason.NOT_CONFIGURED]: 'it is not configured (see --setting)',
  [ToolOfferBlockReason.PROVIDER_CONFIDENCE_TOO_LOW]:
    "the provider's confidence is below the tool's minimum (see --provider-confidence)",
};

/** Refuses tool ids and settings that name nothing registered, listing what exists. */
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
 * One answer of `toolgate ask`: the demo's registry decides which selected tools the provider may
 * be offered, the configured adapter talks to the provider, and core's loop runs the model's calls
 * through the executor. Provider failures are thrown as `ProviderError`s.
 */
export async function runAsk(configuration: AskConfiguration, options: RunAskOptions): Promise<AskResult> {
  const apiKey =
    configuration.apiKeyEnvironmentVariable === undefined
      ? undefined
      : loadApiKey({
          envVar: configuration.apiKeyEnvironmentVariable,
          env: options.env,
          purpose: askProviderDisplayName(configuration),
        });

  const injectionReports: DemoInjectionReport[] = [];
  const registry = createDemoToolRegistry({
    resolver: configuration.resolver,
    connectTo: configuration.connectToMapping,
    reportInjection: (report) => injectionReports.push(report),
    now: options.now,
  });
  checkSelectionAndSettings(registry, configuration);

  const userValues: Record<string, string> = {};
  for (const setting of configuration.settings) userValues[`${setting.toolId}.${setting.field}`] = setting.value;
  const settings = new InMemoryToolSettingsStore({ userValues });
  const provider = providerSettings(configuration);
  const selection = configuration.toolIds ?? registry.definitions.map((definition) => definition.id);
  const chatThread = new ChatThread({ selectedToolIds: selection });
  const context: ToolResolutionContext = { component: ToolComponent.CHAT, provider, chatThread, settings };
  const runnableTools = await registry.getRunnableTools(context, selection, options.signal);

  const warnings: string[] = [];
  for (const toolId of selection) {
    if (runnableTools.some((tool) => tool.definition.id === toolId)) continue;
    const reason = await registry.getOfferBlockReason(toolId, context, options.signal);
    warnings.push(`The tool '${toolId}' is not offered: ${BLOCK_REASON_TEXT[reason] ?? reason}.`);
  }

  const systemPrompt = [
    configuration.systemPrompt ?? DEFAULT_ASK_SYSTEM_PROMPT,
    ToolRegistry.buildToolPolicyPrompt(runnableTools),
  ]
    .filter((part) => part.trim() !== '')
    .join('\n\n');
  const adapter = createAskAdapter(configuration, {
    systemPrompt,
    messages: [{ role: 'user', content: configuration.message }],
    tools: runnableTools.map((tool) => tool.definition.function),
    apiKey,
  });
  const run = new SequentialToolCallingLoop().run(adapter, {
    runnableTools,
    settings,
    provider,
    providerConfidence: provider.confidence,
    chatThread,
    signal: options.signal,
  });
  for await (const chunk of run) {
    if (chunk.text !== '') options.onText?.(chunk.text);
  }
  const stopReason = run.stopReason ?? ToolCallingStopReason.ANSWERED;
  if (stopReason === ToolCallingStopReason.CANCELLED) {
    warnings.push('The answer was interrupted (Ctrl-C): it holds only what arrived before.');
  } else if (stopReason !== ToolCallingStopReason.ANSWERED) {
    warnings.push(`The answer ended early: ${stopReason}.`);
  }
  return {
    answer: run.text,
    traces: run.traces,
    sources: run.sources,
    requiredProviderConfidence: chatThread.requiredProviderConfidence,
    requiredDataSecurity: chatThread.dataSecurity,
    injectionReports,
    warnings,
    stopReason,
  };
}
