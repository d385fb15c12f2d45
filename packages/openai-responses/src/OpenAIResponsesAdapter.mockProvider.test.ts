import type { ToolCallingRound, ToolFunctionDefinition } from '@toolgate/core';
import { type MockProvider, startMockProvider } from '@toolgate/mock-provider';
import { afterEach, describe, expect, it } from 'vitest';
import { createOpenAIResponsesAdapter } from './OpenAIResponsesAdapter.js';

const LOOKUP: ToolFunctionDefinition = {
  name: 'lookup',
  descriptionForLLM: 'Looks something up.',
  parameters: { type: 'object', properties: { q: { type: 'string' } }, required: [], additionalProperties: false },
  strict: true,
};

let provider: MockProvider | undefined;
afterEach(async () => {
  await provider?.close();
  provider = undefined;
});

async function round(adapter: ReturnType<typeof createOpenAIResponsesAdapter>): Promise<ToolCallingRound> {
  let completed: ToolCallingRound | undefined;
  for await (const event of adapter.executeRound({ includeTools: true }))
    if (event.type === 'round-completed') completed = event.round;
  if (completed === undefined) throw new Error('no round');
  return completed;
}

describe('OpenAIResponsesAdapter against the mock provider', () => {
  it('replays the reasoning item with its encrypted content and the call, and answers by call_id', async () => {
    provider = await startMockProvider({
      script: {
        turns: [
          {
            reasoning: { text: 'Think.', encryptedContent: 'gAAAA-encrypted' },
            toolCalls: [{ name: 'lookup', arguments: { q: 'x' }, id: 'call_1' }],
          },
          { text: 'Found it.' },
        ],
      },
    });
    const adapter = createOpenAIResponsesAdapter({
      baseUrl: `${provider.url}/v1`,
      model: 'gpt',
      tools: [LOOKUP],
      messages: [{ role: 'user', content: 'Find x.' }],
    });
    const first = await round(adapter);
    expect(first.calls).toEqual([{ callId: 'call_1', toolName: 'lookup', argumentsJson: '{"q":"x"}', isValid: true }]);
    adapter.recordAssistantTurn();
    adapter.recordToolResult('call_1', 'x is 42');
    expect((await round(adapter)).textOutput).toBe('Found it.');
    const input = (provider.requests[1]?.body as { input: Record<string, unknown>[] } | undefined)?.input ?? [];
    expect(input.map((item) => item['type'] ?? item['role'])).toEqual([
      'user',
      'reasoning',
      'function_call',
      'function_call_output',
    ]);
    expect(input[1]?.['encrypted_content']).toBe('gAAAA-encrypted');
    expect(input[3]).toEqual({ type: 'function_call_output', call_id: 'call_1', output: 'x is 42' });
  });

  it('reports a call without call_id with the id "" (the loop ends the answer)', async () => {
    provider = await startMockProvider({
      script: { turns: [{ toolCalls: [{ name: 'lookup', arguments: {}, id: null }] }] },
    });
    const adapter = createOpenAIResponsesAdapter({ baseUrl: `${provider.url}/v1`, model: 'gpt', tools: [LOOKUP] });
    expect((await round(adapter)).calls).toEqual([
      { callId: '', toolName: 'lookup', argumentsJson: '{}', isValid: true },
    ]);
  });
});
