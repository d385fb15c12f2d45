// The example of the README ("Defining a tool", "Registry and selection"), run against the public API.
import { describe, expect, it } from 'vitest';
import {
  ChatThread,
  InMemoryToolSettingsStore,
  type ToolArguments,
  ToolArgumentError,
  ToolArgumentReader,
  type ToolDefinition,
  type ToolExecutionContext,
  ToolExecutionResult,
  type ToolImplementation,
  ToolParameterSchemaBuilder,
  ToolRegistry,
  type ToolResolutionContext,
  ToolSettingsSchemaBuilder,
  type ToolSettingsValues,
  defineTool,
  getProviderConfidence,
} from './index.js';

// Argument and setting names: shared by the schema and the code that reads them.
const TIME_ZONE = 'time_zone';
const WITH_SECONDS = 'with_seconds';
const DEFAULT_TIME_ZONE = 'defaultTimeZone';

const isTimeZone = (name: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
};

class CurrentTimeTool implements ToolImplementation {
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

  constructor(private readonly now: () => Date = () => new Date()) {}

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
    const zone = values[DEFAULT_TIME_ZONE] ?? '';
    return isTimeZone(zone) ? null : `The setting '${DEFAULT_TIME_ZONE}' must be an IANA time zone.`;
  }

  async execute(args: ToolArguments, context: ToolExecutionContext): Promise<ToolExecutionResult> {
    const reader = new ToolArgumentReader(args);
    const timeZone = reader.optionalString(TIME_ZONE, 'to use the default time zone') ?? context.settingsValues[DEFAULT_TIME_ZONE] ?? 'UTC';
    if (!isTimeZone(timeZone)) {
      throw new ToolArgumentError(TIME_ZONE, `Argument '${TIME_ZONE}' must be an IANA time zone such as Europe/Berlin. Leave it out to use the default time zone.`);
    }
    const withSeconds = reader.optionalBoolean(WITH_SECONDS, 'to get hours and minutes only') ?? false;
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    }).formatToParts(this.now());
    const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
    const time = `${part('hour')}:${part('minute')}${withSeconds ? `:${part('second')}` : ''}`;
    const now = `${part('year')}-${part('month')}-${part('day')} ${time}`;
    return ToolExecutionResult.json({ time_zone: timeZone, now });
  }
}

describe('README example', () => {
  const settings = new InMemoryToolSettingsStore({
    organizationDefaults: { 'current_time.defaultTimeZone': 'Europe/Berlin' },
  });
  const chatThread = new ChatThread();
  const context: ToolResolutionContext = {
    component: 'CHAT',
    provider: { id: 'openai', confidence: getProviderConfidence('OPEN_AI', 'TRUST_ALL'), canCallTools: true },
    chatThread,
    settings,
  };

  it('offers the tool with its policy text', async () => {
    const registry = new ToolRegistry([new CurrentTimeTool()]);
    const tools = await registry.getRunnableTools(context, chatThread.selectedToolIds ?? ['current_time']);
    expect(tools.map((tool) => tool.definition.function.name)).toEqual(['current_time']);
    expect(ToolRegistry.buildToolPolicyPrompt(tools)).toContain('## Tool `current_time`');
    expect(await registry.getOfferBlockReason('current_time', { ...context, component: 'EMAIL_ASSISTANT' })).toBe('NOT_AVAILABLE_HERE');
    settings.setUserValue('current_time', DEFAULT_TIME_ZONE, 'Mars/Olympus');
    expect(await registry.getOfferBlockReason('current_time', context)).toBe('NOT_CONFIGURED');
    settings.setUserValue('current_time', DEFAULT_TIME_ZONE, undefined);
  });

  it('runs and refuses a wrong argument', async () => {
    const tool = new CurrentTimeTool(() => new Date('2026-09-01T12:30:00Z'));
    const executionContext = {
      definition: tool.getDefinition(),
      toolCallId: 'call_1',
      settingsValues: { [DEFAULT_TIME_ZONE]: 'Europe/Berlin' },
      providerConfidence: 'MEDIUM',
      provider: { id: 'openai' },
      chatThread,
      signal: new AbortController().signal,
    } satisfies ToolExecutionContext;
    const result = await tool.execute({}, executionContext);
    expect(result.toModelContent()).toBe('{"time_zone":"Europe/Berlin","now":"2026-09-01 14:30"}');
    await expect(tool.execute({ with_seconds: 'yes' }, executionContext)).rejects.toThrow(
      `Argument 'with_seconds' must be true or false, but was "yes". Leave it out to get hours and minutes only.`,
    );
  });
});
