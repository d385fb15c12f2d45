import type { ToolCallingRound, ToolFunctionDefinition } from '@toolgate/core';
import { type MockProvider, startMockProvider } from '@toolgate/mock-provider';
import { afterEach, describe, expect, it } from 'vitest';
import { createAnthropicAdapter } from './AnthropicAdapter.js';

const LOOKUP: ToolFunctionDefinition = {
  name: 'lookup',
  descriptionForLLM: 'Looks something up.',
  parameters: { type: 'object', properties: { q: { type: 'string' } }, required: ['q'] },
  strict: true,
};

let provider: MockProvider | undefined;
afterEach(async () => {
  await provider?.close();
  provider = undefined;
});

async function round(adapter: ReturnType<typeof createAnthropicAdapter>): Promise<ToolCallingRound> {
  let completed: ToolCallingRound | undefined;
  for await (const event of adapter.executeRound({ includeTools: true }))
    if (event.type === 'round-completed') completed = event.round;
  if (completed === undefined) throw new Error('no round');
  return completed;
}

describe('AnthropicAdapter against the mock provider', () => {
  it('sends the thinking turn back unchanged and both results in one user message', async () => {
    provider = await startMockProvider({
      apiKey: 'sk-ant-mock-key-1234',
      script: {
        turns: [
          {
            reasoning: { text: 'Two lookups.', signature: 'sig/+==' },
            text: 'Looking.',
            toolCalls: [
              { name: 'lookup', arguments: { q: 'a' }, id: 'toolu_a' },
              { name: 'lookup', arguments: { q: 'b' }, id: 'toolu_b' },
            ],
            chunking: { textChunkSize: 2, argumentChunkSize: 2 },
          },
          { text: 'Done.' },
        ],
      },
    });
    const adapter = createAnthropicAdapter({
      baseUrl: provider.url,
      model: 'claude',
      apiKey: 'sk-ant-mock-key-1234',
      tools: [LOOKUP],
      messages: [{ role: 'user', content: 'Look up a and b.' }],
    });
    const first = await round(adapter);
    expect(first.calls.map((call) => [call.callId, call.argumentsJson])).toEqual([
      ['toolu_a', '{"q":"a"}'],
      ['toolu_b', '{"q":"b"}'],
    ]);
    adapter.recordAssistantTurn();
    adapter.recordToolResult('toolu_a', 'A');
    adapter.recordToolResult('toolu_b', 'failed', true);
    expect((await round(adapter)).textOutput).toBe('Done.');
    const messages = (provider.requests[1]?.body as { messages: unknown[] } | undefined)?.messages ?? [];
    expect(messages).toEqual([
      { role: 'user', content: 'Look up a and b.' },
      {
        role: 'assistant',
        content: [
          { type: 'thinking', thinking: 'Two lookups.', signature: 'sig/+==' },
          { type: 'text', text: 'Looking.' },
          { type: 'tool_use', id: 'toolu_a', name: 'lookup', input: { q: 'a' } },
          { type: 'tool_use', id: 'toolu_b', name: 'lookup', input: { q: 'b' } },
        ],
      },
      {
        role: 'user',
        content: [
          { type: 'tool_result', tool_use_id: 'toolu_a', content: 'A' },
          { type: 'tool_result', tool_use_id: 'toolu_b', content: 'failed', is_error: true },
        ],
      },
    ]);
    expect(provider.requests[0]?.headers['anthropic-version']).toBe('2023-06-01');
  });
});
