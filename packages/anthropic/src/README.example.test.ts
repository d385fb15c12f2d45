// The README's minimal example, compiled (the typecheck covers this file) and kept line for line
// equal to the README, so the README cannot drift away from code that compiles. It is never run:
// it talks to the real provider.
import { readFileSync } from 'node:fs';
import {
  ChatThread,
  InMemoryToolSettingsStore,
  SequentialToolCallingLoop,
  ToolComponent,
  ToolExecutionResult,
  ToolParameterSchemaBuilder,
  ToolRegistry,
  defineTool,
  getProviderConfidence,
  type ToolImplementation,
} from '@toolgate/core';
import { markedExampleLines, readmeExampleLines } from '@toolgate/provider-utils/test';
import { describe, expect, it } from 'vitest';
import { createAnthropicAdapter } from './index.js';

export async function readmeExample(): Promise<void> {
  // README example: start
  // One tool the model may call (see @toolgate/core for writing tools and their arguments).
  const utcTimeDefinition = defineTool({
    id: 'utc_time',
    function: {
      name: 'utc_time',
      descriptionForLLM: 'Returns the current UTC time.',
      parameters: new ToolParameterSchemaBuilder().build(),
    },
  });
  const utcTime: ToolImplementation = {
    getDefinition: () => utcTimeDefinition,
    getDisplayName: () => 'UTC time',
    getDescription: () => 'Tells the model the current UTC time.',
    execute: async () => ToolExecutionResult.text(new Date().toISOString()),
  };

  // The registry decides which tools this provider may be offered.
  const registry = new ToolRegistry([utcTime]);
  const provider = {
    id: 'anthropic',
    displayName: 'Anthropic',
    confidence: getProviderConfidence('ANTHROPIC', 'TRUST_ALL'),
    canCallTools: true,
  };
  const chatThread = new ChatThread();
  const settings = new InMemoryToolSettingsStore();
  const runnableTools = await registry.getRunnableTools(
    { component: ToolComponent.CHAT, provider, chatThread, settings },
    ['utc_time'],
  );

  // One adapter serves one answer: it keeps the tool conversation between rounds.
  const adapter = createAnthropicAdapter({
    model: 'claude-sonnet-4-5',
    apiKey: process.env['ANTHROPIC_API_KEY'] ?? '',
    apiKeyEnvironmentVariable: 'ANTHROPIC_API_KEY', // named in authentication errors, the key never is
    maxTokens: 2048,
    systemPrompt: ['You are helpful.', ToolRegistry.buildToolPolicyPrompt(runnableTools)].join('\n\n'),
    messages: [{ role: 'user', content: 'What time is it in UTC?' }],
    tools: runnableTools.map((tool) => tool.definition.function),
  });
  const run = new SequentialToolCallingLoop().run(adapter, {
    runnableTools,
    settings,
    provider,
    providerConfidence: provider.confidence,
    chatThread,
  });
  for await (const chunk of run) process.stdout.write(chunk.text); // the answer, as it streams
  for (const trace of run.traces) console.log(`${trace.order}. ${trace.toolName}: ${trace.status}`);
  // README example: end
}

describe('README', () => {
  it('shows the example this file compiles, line for line', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const source = readFileSync(new URL(import.meta.url), 'utf8');
    expect(readmeExampleLines(readme)).toEqual(markedExampleLines(source));
  });
});
