import {
  ConfidenceLevel,
  DataSecurity,
  InMemoryToolSettingsStore,
  ToolRegistry,
  type ToolProviderSettings,
} from '@toolgate/core';
import { type MockProvider, startMockProvider } from '@toolgate/mock-provider';
import { createOpenAIChatAdapter } from '@toolgate/openai-chat';
import { afterEach, describe, expect, it } from 'vitest';
import { CurrentTimeTool } from '../ask/CurrentTimeTool.js';
import type { ChatAnswerEvent, ChatState } from './ChatBackend.js';
import { createLoopChatBackend } from './createLoopChatBackend.js';

const providers: MockProvider[] = [];
afterEach(async () => {
  for (const provider of providers.splice(0)) await provider.close();
});

const PROVIDER: ToolProviderSettings = {
  id: 'mock',
  displayName: 'Mock',
  model: 'mock-model',
  isSelfHosted: false,
  confidence: ConfidenceLevel.LOW,
  canCallTools: true,
};

const CHAT: ChatState = {
  selectedToolIds: ['current_time'],
  requiredProviderConfidence: ConfidenceLevel.NONE,
  requiredDataSecurity: DataSecurity.NOT_SPECIFIED,
};

function backendFor(provider: MockProvider, settings = new InMemoryToolSettingsStore()) {
  return createLoopChatBackend({
    providerLabel: 'Mock · mock-model',
    provider: PROVIDER,
    settings,
    createRegistry: () => new ToolRegistry([new CurrentTimeTool()]),
    createAdapter: (input) => createOpenAIChatAdapter({ ...input, model: 'mock-model', baseUrl: `${provider.url}/v1` }),
  });
}

async function collect(events: AsyncIterable<ChatAnswerEvent>): Promise<ChatAnswerEvent[]> {
  const all: ChatAnswerEvent[] = [];
  for await (const event of events) all.push(event);
  return all;
}

describe('createLoopChatBackend', () => {
  it("names why a tool cannot be offered: the provider's confidence below the tool's minimum", async () => {
    const provider = await startMockProvider({ script: { turns: [{ text: 'Hello.' }] } });
    providers.push(provider);
    const settings = new InMemoryToolSettingsStore({
      minimumProviderConfidenceByToolId: { current_time: ConfidenceLevel.HIGH },
    });
    const backend = backendFor(provider, settings);
    expect(await backend.listTools(CHAT)).toEqual([
      expect.objectContaining({
        id: 'current_time',
        offerBlockReason: "The provider's confidence is below the tool's minimum.",
      }),
    ]);
    const events = await collect(backend.answer({ history: [], message: 'Time?', chat: CHAT }));
    expect(events.at(-1)).toMatchObject({ type: 'done', offeredToolIds: [] });
    expect(provider.requests[0]?.body).not.toHaveProperty('tools');
  });

  it('lists a tool that can be offered without a reason, and a switched-off one with its reason', async () => {
    const provider = await startMockProvider({ script: { turns: [] } });
    providers.push(provider);
    expect((await backendFor(provider).listTools(CHAT))[0]?.offerBlockReason).toBeUndefined();
    const switchedOff = backendFor(provider, new InMemoryToolSettingsStore({ switchedOffToolIds: ['current_time'] }));
    expect((await switchedOff.listTools(CHAT))[0]?.offerBlockReason).toBe('Switched off by the organization.');
  });

  it("ends with a failed event carrying the provider error's code when the provider fails", async () => {
    const provider = await startMockProvider({
      script: { turns: [{ fault: { kind: 'http-error', status: 400, message: 'bad model' } }] },
    });
    providers.push(provider);
    const events = await collect(backendFor(provider).answer({ history: [], message: 'Time?', chat: CHAT }));
    const last = events.at(-1);
    expect(last?.type).toBe('failed');
    expect(last?.type === 'failed' && last.code).toMatch(/^PROVIDER_/);
    expect(events.some((event) => event.type === 'done')).toBe(false);
  });
});
