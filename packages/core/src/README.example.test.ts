// Every `ts` example of the README, run against the public API. The first test checks that the
// README and this file still say the same, line for line (imports aside), so the README cannot
// drift away from code that compiles and runs.
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ChatThread,
  InMemoryToolSettingsStore,
  PAGE_ARGUMENT,
  SequentialToolCallingLoop,
  type ToolArguments,
  ToolArgumentError,
  ToolArgumentReader,
  type ToolCallingProviderAdapter,
  type ToolCallingRoundOptions,
  type ToolCallingStreamEvent,
  type ToolDefinition,
  type ToolExecutionContext,
  ToolExecutionBlockedError,
  ToolExecutionResult,
  ToolgateError,
  type ToolImplementation,
  ToolPaging,
  ToolParameterSchemaBuilder,
  ToolRegistry,
  type ToolResolutionContext,
  ToolSettingsSchemaBuilder,
  type ToolSettingsValues,
  defineTool,
  getProviderConfidence,
  renderSourcesMarkdown,
} from './index.js';
import { parseToolgateConfiguration, ToolgateConfigurationError } from './configuration.js';

// README "Defining a tool" -------------------------------------------------------------------

// Argument and setting names: one constant each, shared by the schema and the reading code.
const TIME_ZONE = 'time_zone';
const WITH_SECONDS = 'with_seconds';
const DEFAULT_TIME_ZONE = 'defaultTimeZone';

export class CurrentTimeTool implements ToolImplementation {
  readonly #definition = defineTool({
    id: 'current_time',
    function: {
      name: 'current_time',
      descriptionForLLM: 'Returns the current date and time in a time zone.',
      parameters: new ToolParameterSchemaBuilder()
        .optionalString(TIME_ZONE, 'An IANA time zone such as Europe/Berlin.')
        .optionalBoolean(WITH_SECONDS, 'Whether to include the seconds.')
        .build(),
    },
    visibleIn: { chat: true, assistants: false },
    settingsSchema: new ToolSettingsSchemaBuilder()
      .required(DEFAULT_TIME_ZONE, { description: 'Used when the model names no time zone.' })
      .build(),
    systemPromptInstructions: 'Ask `current_time` for the time instead of guessing it.',
  });

  getDefinition(): ToolDefinition {
    return this.#definition;
  }
  getDisplayName(): string {
    return 'Current time';
  }
  getDescription(): string {
    return 'Tells the model the current date and time.';
  }

  validateConfiguration(_definition: ToolDefinition, values: ToolSettingsValues): string | null {
    return isTimeZone(values[DEFAULT_TIME_ZONE] ?? '')
      ? null
      : `The setting '${DEFAULT_TIME_ZONE}' must be an IANA time zone.`;
  }

  async execute(args: ToolArguments, context: ToolExecutionContext): Promise<ToolExecutionResult> {
    const reader = new ToolArgumentReader(args);
    const timeZone =
      reader.optionalString(TIME_ZONE, 'to use the default time zone') ??
      context.settingsValues[DEFAULT_TIME_ZONE] ??
      'UTC';
    if (!isTimeZone(timeZone)) {
      throw new ToolArgumentError(
        TIME_ZONE,
        `Argument '${TIME_ZONE}' must be an IANA time zone such as Europe/Berlin, but was "${timeZone}". Leave it out to use the default time zone.`,
      );
    }
    const withSeconds = reader.optionalBoolean(WITH_SECONDS, 'to get hours and minutes only') ?? false;
    return ToolExecutionResult.json({ time_zone: timeZone, now: formatNow(timeZone, withSeconds) });
  }
}

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return name !== '';
  } catch {
    return false;
  }
}

/** `2026-09-01 14:30` (with `:15` seconds when asked) in `timeZone`. */
function formatNow(timeZone: string, withSeconds: boolean, now = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const time = `${part('hour')}:${part('minute')}${withSeconds ? `:${part('second')}` : ''}`;
  return `${part('year')}-${part('month')}-${part('day')} ${time}`;
}

// README "The loop": the in-memory adapter ---------------------------------------------------

/** A stand-in for a provider API: one adapter serves one answer and keeps its tool conversation. */
class TwoRoundAdapter implements ToolCallingProviderAdapter {
  readonly recordedRequestTexts: string[] = [];
  #rounds = 0;
  #lastResult = '{}';

  async *executeRound(options: ToolCallingRoundOptions): AsyncIterable<ToolCallingStreamEvent> {
    if (this.#rounds++ === 0 && options.includeTools) {
      yield { type: 'text-delta', text: 'Let me check the clock.' };
      const call = {
        callId: 'call_1',
        toolName: 'current_time',
        argumentsJson: '{"time_zone":"Asia/Tokyo"}',
        isValid: true,
      };
      yield { type: 'round-completed', round: { textOutput: 'Let me check the clock.', calls: [call], sources: [] } };
      return;
    }
    const text = `In Tokyo it is ${String(JSON.parse(this.#lastResult).now)}.`;
    yield { type: 'text-delta', text };
    yield { type: 'round-completed', round: { textOutput: text, calls: [], sources: [] } };
  }

  recordAssistantTurn(): void {
    this.recordedRequestTexts.push('Let me check the clock.');
  }

  recordToolResult(_callId: string, content: string, _isError?: boolean): void {
    this.#lastResult = content;
    this.recordedRequestTexts.push(content);
  }
}

// README "Paging" ------------------------------------------------------------------------------

const paging = new ToolPaging({ pageSize: 10, beyondLastPageAdvice: 'Search with a narrower query instead.' });

async function searchPage(args: ToolArguments, search: (query: string, count: number) => Promise<string[]>) {
  const reader = new ToolArgumentReader(args);
  const query = reader.requiredString('query');
  const window = paging.window(reader.optionalPositiveInteger(PAGE_ARGUMENT, 'to get the first page'));
  const page = paging.pageFromStart(window, await search(query, window.fetchCount));
  return ToolExecutionResult.json({ page: page.page, has_more: page.hasMore, results: page.items });
}

// README "Errors" ----------------------------------------------------------------------------

export function describeToolError(error: unknown): string {
  if (ToolExecutionBlockedError.isInstance(error)) return `blocked: ${error.message}`;
  if (ToolArgumentError.isInstance(error)) return `refused argument: ${error.message}`;
  if (ToolgateError.isInstance(error)) return `${error.code}: ${error.message}`;
  return 'not a Toolgate error';
}

class QuotaExceededError extends ToolgateError {
  static override readonly brand: symbol = Symbol.for('@my-host/QuotaExceededError');
}

class UnbrandedError extends ToolgateError {}

// ---------------------------------------------------------------------------------------------

const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/;

/** The code lines of a snippet that must appear here too: trimmed, blank lines and imports left out. */
function codeLines(code: string): string[] {
  return code
    .replace(/^import [\s\S]*?from '[^']+';$/gm, '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the README examples', () => {
  it('are the code of this file, line for line', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const here = codeLines(readFileSync(new URL(import.meta.url), 'utf8'));
    const blocks = [...readme.matchAll(/^```ts\n([\s\S]*?)^```$/gm)].map((match) => match[1] ?? '');
    expect(blocks.length).toBeGreaterThanOrEqual(5);
    for (const block of blocks) {
      // Each README line must appear here, in the README's order.
      let position = 0;
      for (const line of codeLines(block)) {
        const found = here.indexOf(line, position);
        expect(found, `README line not in README.example.test.ts (or out of order):\n${line}`).toBeGreaterThanOrEqual(
          0,
        );
        position = found + 1;
      }
    }
  });

  it('import only what the package exports', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    // The main entry, and the zod-free subpath that holds the error base class only.
    const entries: Record<string, string> = {
      '@toolgate/core': readFileSync(new URL('./index.ts', import.meta.url), 'utf8'),
      '@toolgate/core/errors': readFileSync(new URL('./errors.ts', import.meta.url), 'utf8'),
      '@toolgate/core/configuration': readFileSync(new URL('./configuration.ts', import.meta.url), 'utf8'),
    };
    const imports = [...readme.matchAll(/^import \{([^}]*)\} from '([^']+)';$/gm)];
    expect(imports.length).toBeGreaterThanOrEqual(5);
    for (const [, names = '', from = ''] of imports) {
      const entry = entries[from];
      expect(entry, `README imports from ${from}, which is no entry of the package`).toBeDefined();
      for (const name of names
        .split(',')
        .map((part) => part.replace(/^\s*type\s+/, '').trim())
        .filter(Boolean)) {
        expect(entry, `README imports ${name}, which ${from} does not export`).toMatch(
          new RegExp(`^\\s*(export .*)?\\b${name}\\b`, 'm'),
        );
      }
    }
  });

  it('configuration: a wrong key is named by its path', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    // README "Configuration file schema"
    try {
      parseToolgateConfiguration({ provider: { api: 'ollama', modle: 'llama3.2' } }, 'toolgate.config.json');
    } catch (error) {
      if (ToolgateConfigurationError.isInstance(error)) console.error(error.message);
      // toolgate.config.json is not valid: provider.modle: unknown key(s) 'modle'
    }
    expect(logged).toHaveBeenCalledWith("toolgate.config.json is not valid: provider.modle: unknown key(s) 'modle'");
  });

  it('errors: each class answers for itself and its subclasses only', () => {
    expect(describeToolError(new ToolExecutionBlockedError('No address was given.'))).toBe(
      'blocked: No address was given.',
    );
    expect(describeToolError(new ToolgateError('PROVIDER_TIMEOUT', 'The provider sent nothing.'))).toBe(
      'PROVIDER_TIMEOUT: The provider sent nothing.',
    );
    expect(describeToolError(new Error('plain'))).toBe('not a Toolgate error');
    const quota = new QuotaExceededError('QUOTA_EXCEEDED', 'The monthly quota is used up.');
    expect(QuotaExceededError.isInstance(quota)).toBe(true);
    expect(ToolgateError.isInstance(quota)).toBe(true);
    expect(QuotaExceededError.isInstance(new ToolgateError('QUOTA_EXCEEDED', 'same code, other class'))).toBe(false);
    expect(() => new UnbrandedError('X', 'no brand of its own')).toThrow(TypeError);
  });

  it('defining a tool: it runs, and refuses a wrong argument in words the model can act on', async () => {
    const tool = new CurrentTimeTool();
    const executionContext = {
      definition: tool.getDefinition(),
      toolCallId: 'call_1',
      settingsValues: { [DEFAULT_TIME_ZONE]: 'Europe/Berlin' },
      providerConfidence: 'MEDIUM',
      provider: { id: 'openai' },
      chatThread: new ChatThread(),
      signal: new AbortController().signal,
    } satisfies ToolExecutionContext;
    const result = JSON.parse((await tool.execute({}, executionContext)).toModelContent());
    expect(result.time_zone).toBe('Europe/Berlin');
    expect(result.now).toMatch(DATE_TIME);
    expect(formatNow('Europe/Berlin', true, new Date('2026-09-01T12:30:15Z'))).toBe('2026-09-01 14:30:15');
    await expect(tool.execute({ with_seconds: 'yes' }, executionContext)).rejects.toThrow(
      `Argument 'with_seconds' must be true or false, but was "yes". Leave it out to get hours and minutes only.`,
    );
    await expect(tool.execute({ time_zone: 'Mars/Olympus' }, executionContext)).rejects.toThrow(
      `Argument 'time_zone' must be an IANA time zone such as Europe/Berlin, but was "Mars/Olympus". Leave it out to use the default time zone.`,
    );
  });

  it('registry, selection and the loop: one answer with the tool, end to end', async () => {
    const logged: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((...values: unknown[]) => {
      logged.push(values.map(String).join(' '));
    });

    // README "Registry and selection"
    const registry = new ToolRegistry([new CurrentTimeTool()]); // options: { logger } (a ToolgateLogger), silent by default
    const settings = new InMemoryToolSettingsStore({
      organizationDefaults: { 'current_time.defaultTimeZone': 'Europe/Berlin' },
    });
    const chatThread = new ChatThread();
    const context: ToolResolutionContext = {
      component: 'CHAT',
      provider: {
        id: 'openai',
        displayName: 'OpenAI',
        confidence: getProviderConfidence('OPEN_AI', 'TRUST_ALL'),
        canCallTools: true,
      },
      chatThread,
      settings,
    };

    const tools = await registry.getRunnableTools(context, chatThread.selectedToolIds ?? ['current_time']);
    const systemPrompt = ['You are a helpful assistant.', ToolRegistry.buildToolPolicyPrompt(tools)]
      .filter(Boolean)
      .join('\n\n');
    const reason = await registry.getOfferBlockReason('current_time', context); // 'NONE', or what is in the way

    expect(tools.map((tool) => tool.definition.function.name)).toEqual(['current_time']);
    expect(systemPrompt).toContain('You are a helpful assistant.\n\n# Tool usage instructions:');
    expect(systemPrompt).toContain('## Tool `current_time`\n\nAsk `current_time` for the time instead of guessing it.');
    expect(reason).toBe('NONE');
    expect(await registry.getOfferBlockReason('current_time', { ...context, component: 'EMAIL_ASSISTANT' })).toBe(
      'NOT_AVAILABLE_HERE',
    );
    settings.setUserValue('current_time', DEFAULT_TIME_ZONE, 'Mars/Olympus');
    expect(await registry.getOfferBlockReason('current_time', context)).toBe('NOT_CONFIGURED');
    settings.setUserValue('current_time', DEFAULT_TIME_ZONE, undefined);

    // README "The loop"
    const controller = new AbortController(); // controller.abort() stops the answer; what was streamed stands
    const run = new SequentialToolCallingLoop({ maxToolCalls: 15 }).run(new TwoRoundAdapter(), {
      runnableTools: tools,
      settings,
      provider: context.provider,
      providerConfidence: context.provider.confidence,
      chatThread,
      signal: controller.signal,
      onTrace: (trace) => console.log(`[${trace.status}] ${trace.toolName}`), // [SUCCESS] Current time
    });
    let answer = '';
    for await (const chunk of run) answer += chunk.text; // a host writes each chunk out as it arrives
    console.log(answer); // Let me check the clock.\n\nIn Tokyo it is 2026-09-01 21:30.
    console.log(run.stopReason, run.toolCallCount, renderSourcesMarkdown(run.sources)); // ANSWERED 1 (no sources)

    expect(logged[0]).toBe('[SUCCESS] Current time');
    expect(logged[1]).toMatch(/^Let me check the clock\.\n\nIn Tokyo it is \d{4}-\d{2}-\d{2} \d{2}:\d{2}\.$/);
    expect(logged[2]).toBe('ANSWERED 1 ');
    expect(run.traces[0]?.toJSON().arguments).toEqual({ time_zone: 'Asia/Tokyo' });
  });

  it('chat requirements: only ever tighten and persist', () => {
    const chat = new ChatThread();
    chat.requireProviderConfidence('HIGH'); // a result brought internal wiki content into the chat
    chat.requireProviderConfidence('LOW'); // still HIGH
    chat.requireDataSecurity('SELF_HOSTED'); // sticky: ALLOW_ANY or NOT_SPECIFIED later change nothing
    chat.checkProvider({ confidence: 'MEDIUM', isSelfHosted: false });
    // { allowed: false, reason: 'SELF_HOSTED_PROVIDER_REQUIRED', message: 'This chat contains data that may only be sent to a self-hosted provider.' }
    const restored = ChatThread.fromJSON(JSON.stringify(chat)); // requirements persist

    expect(chat.checkProvider({ confidence: 'MEDIUM', isSelfHosted: false })).toEqual({
      allowed: false,
      reason: 'SELF_HOSTED_PROVIDER_REQUIRED',
      message: 'This chat contains data that may only be sent to a self-hosted provider.',
    });
    expect(restored.requiredProviderConfidence).toBe('HIGH');
    expect(restored.dataSecurity).toBe('SELF_HOSTED');
  });

  it('web addresses given to the model: system prompt, user messages and attachments, compared by request key', () => {
    const chat = new ChatThread();
    const systemPrompt = 'Our handbook: https://handbook.example/start';
    const messages = [
      { role: 'user', content: 'Summarize https://example.org/Report?id=7.' },
      { role: 'assistant', content: 'Shall I read https://invented.example/?' },
    ] as const;
    const attachmentText = 'Minutes, see http://10.0.0.5/minutes';
    chat.addGivenWebAddressesFromConversation(systemPrompt, messages); // system prompt + user messages only
    chat.addGivenWebAddresses(attachmentText); // a document or data-source content sent with a user message
    chat.isWebAddressGivenToTheModel('HTTPS://Example.org:443/Report?id=7#top'); // compared by request key

    expect(chat.isWebAddressGivenToTheModel('HTTPS://Example.org:443/Report?id=7#top')).toBe(true);
    expect(chat.isWebAddressGivenToTheModel('http://10.0.0.5/minutes')).toBe(true);
    expect(chat.isWebAddressGivenToTheModel('https://handbook.example/start')).toBe(true);
    expect(chat.isWebAddressGivenToTheModel('https://invented.example/')).toBe(false);
  });

  it('paging: pages from 1 with has_more, and a page beyond the cap refused naming the last one', async () => {
    const hits = Array.from({ length: 95 }, (_, index) => `hit ${index + 1}`);
    const search = async (_query: string, count: number) => hits.slice(0, count);
    const second = JSON.parse((await searchPage({ query: 'x', page: 2 }, search)).toModelContent());
    expect(second).toEqual({ page: 2, has_more: true, results: hits.slice(10, 20) });
    const last = JSON.parse((await searchPage({ query: 'x', page: 9 }, search)).toModelContent());
    expect(last.has_more).toBe(false);
    expect((JSON.parse((await searchPage({ query: 'x' }, search)).toModelContent()) as { page: number }).page).toBe(1);
    await expect(searchPage({ query: 'x', page: 12 }, search)).rejects.toThrow(
      "Argument 'page' must be a whole number from 1 to 9 (the last page there is), but was 12. Ask for page 9 or an earlier one. Search with a narrower query instead.",
    );
  });
});
