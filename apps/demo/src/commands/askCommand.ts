import { readFile } from 'node:fs/promises';
import {
  InvalidToolCallingResponseError,
  renderSourcesMarkdown,
  ToolCallingStopReason,
  ToolgateError,
} from '@toolgate/core';
import { ProviderError } from '@toolgate/provider-utils';
import { type CliContext, CliUsageError, ExitCode, writeLine } from '../CliContext.js';
import {
  ASK_PROVIDER_IDS,
  type AskCliOptions,
  parseAskConfigFile,
  resolveAskConfiguration,
} from '../ask/AskConfiguration.js';
import { type AskResult, runAsk } from '../ask/runAsk.js';
import type { CommandRegistration } from './index.js';

/** The conventional exit code of a program stopped by Ctrl-C (128 + SIGINT). */
export const EXIT_INTERRUPTED = 130 as number as ExitCode;

function collect(value: string, previous: readonly string[]): string[] {
  return [...previous, value];
}

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
  return `toolgate ask: ${error.code}: ${error.message.replace(/\s+/g, ' ')}${detail}`;
}

async function runAskCommand(message: string, options: AskCliOptions, context: CliContext): Promise<void> {
  let config: Record<string, unknown> = {};
  if (options.config !== undefined) {
    let text: string;
    try {
      text = await readFile(options.config, 'utf8');
    } catch (error) {
      throw new CliUsageError(
        `cannot read the config file ${options.config} (${(error as { code?: string }).code ?? String(error)})`,
      );
    }
    config = parseAskConfigFile(text, options.config);
  }
  const configuration = resolveAskConfiguration(message, options, config, context.io.env);
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
      context.setExitCode(EXIT_INTERRUPTED);
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
  if (result.stopReason === ToolCallingStopReason.CANCELLED) context.setExitCode(EXIT_INTERRUPTED);
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
    .option('--provider <provider>', `the provider API or Chat Completions host: ${ASK_PROVIDER_IDS.join(', ')}`)
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
      'a JSON file with the same fields (provider, baseUrl, model, apiKeyEnv, tools, providerConfidence, settings, maxTokens, dnsServer, connectTo, json, systemPrompt); options win',
    )
    .option('--max-tokens <n>', 'the longest answer per round, in tokens')
    .option('--dns-server <ip:port>', "resolve names for the tools' web retrievals through this DNS server")
    .option(
      '--connect-to <address:port=address:port>',
      "for the tools' web retrievals: send a connection meant for the first (validated) address to the second; repeatable",
      collect,
      [],
    )
    .option(
      '--json',
      'print one JSON object { answer, traces, sources, requiredProviderConfidence, requiredDataSecurity, injectionReports, warnings }',
    )
    .action(async (message: string, options: AskCliOptions) => {
      await runAskCommand(message, options, context);
    });
};
