import type { ToolCallingRound, ToolFunctionDefinition } from '@toolgate/core';
import { type MockProvider, startMockProvider } from '@toolgate/mock-provider';
import { afterEach, describe, expect, it } from 'vitest';
import { createOpenAIChatAdapter } from './OpenAIChatAdapter.js';

const LOOKUP: ToolFunctionDefinition = {
  name: 'lookup',
  descriptionForLLM: 'Looks something up.',
  parameters: { type: 'object', properties: { q: { type: 'string' } }, required: ['q'], additionalProperties: false },
  strict: true,
};

let provider: MockProvider | undefined;
afterEach(async () => {
  await provider?.close();
  provider = undefined;
});

async function round(adapter: ReturnType<typeof createOpenAIChatAdapter>): Promise<ToolCallingRound> {
  let completed: ToolCallingRound | undefined;
  for await (const event of adapter.executeRound({ includeTools: true }))
    if (event.type === 'round-completed') completed = event.round;
  if (completed === undefined) throw new Error('no round');
  return completed;
}

describe('OpenAIChatAdapter against the mock provider', () => {
  it('keeps Ollama-style calls (index 0 each, no ids) apart, synthesizes ids, and sends both back', async () => {
    provider = await startMockProvider({
      script: {
        turns: [
          {
            toolCalls: [
              { name: 'lookup', arguments: { q: 'first' }, id: null, index: 0 },
              { name: 'lookup', arguments: { q: 'second' }, id: 'call_second', index: 0 },
            ],
            chunking: { argumentChunkSize: 3 },
          },
          { text: 'Both done.' },
        ],
      },
    });
    const adapter = createOpenAIChatAdapter({
      host: 'ollama',
      baseUrl: `${provider.url}/v1`,
      model: 'llama',
      tools: [LOOKUP],
      messages: [{ role: 'user', content: 'Look up two things.' }],
    });
    const first = await round(adapter);
    expect(first.calls.map((call) => call.argumentsJson)).toEqual(['{"q":"first"}', '{"q":"second"}']);
    expect(first.calls[0]?.callId).toMatch(/^call_[0-9a-f]{32}$/);
    expect(first.calls[1]?.callId).toBe('call_second');
    adapter.recordAssistantTurn();
    for (const call of first.calls) adapter.recordToolResult(call.callId, `found ${call.argumentsJson}`);
    expect((await round(adapter)).textOutput).toBe('Both done.');
    const messages =
      (provider.requests[1]?.body as { messages: Record<string, unknown>[] } | undefined)?.messages ?? [];
    expect(messages.slice(1)).toEqual([
      {
        role: 'assistant',
        content: null,
        tool_calls: first.calls.map((call) => ({
          id: call.callId,
          type: 'function',
          function: { name: 'lookup', arguments: call.argumentsJson },
        })),
      },
      ...first.calls.map((call) => ({
        role: 'tool',
        tool_call_id: call.callId,
        content: `found ${call.argumentsJson}`,
      })),
    ]);
    // Ollama enforces no strict mode: the schema goes out as written.
    const tools =
      (provider.requests[0]?.body as { tools: { function: { strict: boolean } }[] } | undefined)?.tools ?? [];
    expect(tools[0]?.function.strict).toBe(false);
  });
});
