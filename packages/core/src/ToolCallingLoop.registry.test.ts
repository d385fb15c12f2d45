import { describe, expect, it } from 'vitest';
import { ChatThread } from './ChatThread.js';
import { ConfidenceLevel } from './ConfidenceLevel.js';
import { InMemoryToolSettingsStore } from './InMemoryToolSettingsStore.js';
import { renderSourcesMarkdown } from './renderSourcesMarkdown.js';
import { ScriptedToolCallingAdapter } from './ScriptedToolCallingAdapter.test-helpers.js';
import { SequentialToolCallingLoop } from './ToolCallingLoop.js';
import { ToolComponent } from './ToolComponent.js';
import { defineTool } from './ToolDefinition.js';
import { ToolExecutionResult } from './ToolExecutionResult.js';
import type { ToolImplementation } from './ToolImplementation.js';
import { ToolRegistry } from './ToolRegistry.js';

/** A tool with a secret setting, as a host registers it. */
const weatherTool: ToolImplementation = {
  getDefinition: () =>
    defineTool({
      id: 'get_weather',
      function: {
        name: 'get_weather',
        descriptionForLLM: 'Returns the current weather of a city.',
        parameters: {
          type: 'object',
          properties: { city: { type: 'string' } },
          required: ['city'],
          additionalProperties: false,
        },
      },
      settingsSchema: { properties: { apiKey: { type: 'string', secret: true } }, required: ['apiKey'] },
    }),
  async execute(args, context) {
    const keyLength = context.settingsValues['apiKey']?.length ?? 0;
    return ToolExecutionResult.json(
      { city: String(args['city']), temperature: '21 °C', authenticatedWithKeyOfLength: keyLength },
      { sources: [{ title: 'Weather service', url: `https://weather.example/${String(args['city'])}` }] },
    );
  },
  getDisplayName: () => 'Weather',
  getDescription: () => 'Looks up the weather.',
};

describe('the loop with tools from the registry', () => {
  it('runs what the registry offers, with the secret settings reaching only the tool', async () => {
    const settings = new InMemoryToolSettingsStore({ userValues: { 'get_weather.apiKey': 'key-12345678' } });
    const chatThread = new ChatThread();
    const provider = {
      id: 'scripted',
      displayName: 'Scripted',
      confidence: ConfidenceLevel.MEDIUM,
      canCallTools: true,
    };
    const registry = new ToolRegistry([weatherTool]);
    const runnableTools = await registry.getRunnableTools(
      { component: ToolComponent.CHAT, provider, chatThread, settings },
      ['get_weather'],
    );
    expect(runnableTools.map((tool) => tool.definition.id)).toEqual(['get_weather']);

    const adapter = new ScriptedToolCallingAdapter([
      {
        deltas: [{ text: 'Checking Köln.' }],
        calls: [{ callId: 'w1', toolName: 'get_weather', argumentsJson: '{"city":"Köln"}' }],
      },
      { deltas: [{ text: 'It is 21 °C in Köln.' }] },
    ]);
    const run = new SequentialToolCallingLoop().run(adapter, {
      runnableTools,
      settings,
      provider,
      providerConfidence: provider.confidence,
      chatThread,
    });
    let streamed = '';
    for await (const chunk of run) streamed += chunk.text;

    expect(streamed).toBe('Checking Köln.\n\nIt is 21 °C in Köln.');
    expect(adapter.results[0]?.content).toBe('{"city":"Köln","temperature":"21 °C","authenticatedWithKeyOfLength":12}');
    expect(run.traces.map((trace) => trace.toJSON())).toEqual([
      {
        order: 1,
        toolId: 'get_weather',
        toolName: 'Weather',
        toolIcon: '',
        toolCallId: 'w1',
        status: 'SUCCESS',
        wasExecuted: true,
        statusMessage: '',
        arguments: { city: 'Köln' },
      },
    ]);
    expect(JSON.stringify(run.traces)).not.toContain('key-12345678');
    expect(renderSourcesMarkdown(run.sources)).toBe(
      '### Sources used by tools\n\n1. [Weather service](<https://weather.example/K%C3%B6ln>)',
    );
  });
});
