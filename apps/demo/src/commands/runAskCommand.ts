import {
  InvalidToolCallingResponseError,
  renderSourcesMarkdown,
  ToolCallingStopReason,
  ToolgateError,
} from '@toolgate/core';
import { ProviderError } from '@toolgate/provider-utils';
import { type CliContext, CliUsageError, ExitCode, writeLine } from '../CliContext.js';
import { type AskCliOptions, resolveAskConfiguration } from '../ask/AskConfiguration.js';
import { type AskResult, runAsk } from '../ask/runAsk.js';
import { loadAskConfigurationSources } from './loadAskConfigurationSources.js';

/** The `--json` object of ARCHITECTURE.md ("Contracts that outside checks use"), plus `stopReason`. */
export function askResultJson(result: AskResult): Record<string, unknown> {
  return {
    answer: result.answer,
    traces: result.traces.map((trace) => ({
      order: trace.order,
      toolId: trace.toolId,
      // The name the model called (the only name an unknown tool has).
      toolName: trace.toolName,
      status: trace.status,
      arguments: trace.arguments,
      statusMessage: trace.statusMessage,
    })),
    sources: result.sources.map((source) => ({ title: source.title, url: source.url, origin: source.origin })),
    requiredProviderConfidence: result.requiredProviderConfidence,
    requiredDataSecurity: result.requiredDataSecurity,
    injectionReports: result.injectionReports,
    warnings: result.warnings,
    stopReason: result.stopReason,
  };
}

function writeHumanSummary(result: AskResult, context: CliContext): void {
  const { stdout } = context.io;
  if (!result.answer.endsWith('\n')) stdout.write('\n');
  if (result.traces.length > 0) {
    writeLine(stdout, '');
    writeLine(stdout, 'Tool calls:');
    for (const trace of result.traces) {
      const name = trace.toolId === '' ? trace.toolName : trace.toolId;
      const argumentsText = Object.keys(trace.arguments).length === 0 ? '' : ` ${JSON.stringify(trace.arguments)}`;
      const message = trace.statusMessage === '' ? '' : ` - ${trace.statusMessage}`;
      writeLine(stdout, `  ${trace.order}. ${name} ${trace.status}${argumentsText}${message}`);
    }
  }
  writeLine(stdout, '');
  const toolSources = result.sources.filter((source) => source.origin === 'TOOL');
  if (result.sources.length === 0 || toolSources.length === 0) writeLine(stdout, 'Sources used by tools: none');
  if (result.sources.length > 0) writeLine(stdout, renderSourcesMarkdown(result.sources));
  if (result.injectionNotice !== '') writeLine(stdout, `Prompt-injection guard: ${result.injectionNotice}`);
  if (result.requiredProviderConfidence !== 'NONE') {
    writeLine(stdout, `This chat now requires a provider confidence of at least ${result.requiredProviderConfidence}.`);
  }
  for (const warning of result.warnings) writeLine(context.io.stderr, `toolgate ask: warning: ${warning}`);
}

/** One line for a failed answer: the stable code and the provider's message, never the key. */
function failureLine(error: ToolgateError): string {
  const providerMessage = ProviderError.isInstance(error) ? error.providerMessage : undefined;
  const detail =
    providerMessage !== undefined && !error.message.includes(providerMessage)
      ? ` (provider said: ${providerMessage})`
      : '';
  // A stalled provider: say which switch shortens or lengthens the wait.
  const hint = error.code === 'PROVIDER_TIMEOUT' ? ' (the wait is set with --timeout <seconds>)' : '';
  return `toolgate ask: ${error.code}: ${error.message.replace(/\s+/g, ' ')}${detail}${hint}`;
}

/** Runs `toolgate ask` (registered in askCommand.ts, loaded when the command runs). */
export async function runAskCommand(message: string, options: AskCliOptions, context: CliContext): Promise<void> {
  // Options win over the --config file, which wins over TOOLGATE_* and the host's configuration file.
  const { hostConfiguration, merged } = await loadAskConfigurationSources(options.config, context.io.env);
  const configuration = resolveAskConfiguration(message, options, merged, context.io.env);
  // Ctrl-C stops the answer: the request and any running tool are cancelled, what was streamed
  // stands, and the summary is still printed. A second Ctrl-C (the listener is gone) kills at once.
  const interruption = new AbortController();
  const onInterrupt = (): void => interruption.abort(new Error('interrupted by SIGINT'));
  process.once('SIGINT', onInterrupt);
  let result: AskResult;
  let streamed = '';
  try {
    result = await runAsk(configuration, {
      env: context.io.env,
      hostConfiguration: hostConfiguration.configuration,
      signal: interruption.signal,
      // Human output streams the answer as it arrives; --json prints it once at the end.
      onText: configuration.json
        ? undefined
        : (text) => {
            streamed += text;
            context.io.stdout.write(text);
          },
    });
  } catch (error) {
    // What streamed before the failure stays on stdout; end its line so the shell prompt does not stick to it.
    if (streamed !== '' && !streamed.endsWith('\n')) context.io.stdout.write('\n');
    if (interruption.signal.aborted) {
      // Interrupted before the loop could end quietly (e.g. while the tools were being resolved).
      writeLine(context.io.stderr, 'toolgate ask: interrupted before an answer arrived.');
      context.setExitCode(ExitCode.INTERRUPTED);
      return;
    }
    if (ProviderError.isInstance(error) && error.code === 'PROVIDER_API_KEY_MISSING') {
      throw new CliUsageError(error.message);
    }
    if (
      ProviderError.isInstance(error) ||
      (ToolgateError.isInstance(error) && error.code === InvalidToolCallingResponseError.CODE)
    ) {
      writeLine(context.io.stderr, failureLine(error));
      context.setExitCode(ExitCode.PROVIDER_FAILED);
      return;
    }
    throw error;
  } finally {
    process.removeListener('SIGINT', onInterrupt);
  }
  if (configuration.json) writeLine(context.io.stdout, JSON.stringify(askResultJson(result)));
  else writeHumanSummary(result, context);
  // runAsk's warning (printed above, or in the JSON) says the answer was interrupted.
  if (result.stopReason === ToolCallingStopReason.CANCELLED) context.setExitCode(ExitCode.INTERRUPTED);
}
