import {
  ChatThread,
  type ConfidenceLevel,
  type ConversationMessage,
  InMemoryToolSettingsStore,
  SequentialToolCallingLoop,
  ToolComponent,
  ToolRegistry,
  type ToolResolutionContext,
} from '@toolgate/core';
import { type MockProvider, startMockProvider } from '@toolgate/mock-provider';
import { createOpenAIChatAdapter } from '@toolgate/openai-chat';
import { ConnectToMapping, WebPageRetrievalService } from '@toolgate/web-retrieval';
import { createTableResolver, LoopbackPageServer } from '@toolgate/web-retrieval/test';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_NOT_GIVEN_MESSAGE, ReadWebPageTool } from './ReadWebPageTool.js';

const PUBLIC_ADDRESS = '93.184.216.34';
const PARAGRAPH = '<p>Foxes are small omnivores that live in forests, grasslands, mountains and deserts.</p>';

let pages: LoopbackPageServer;
let retrieval: WebPageRetrievalService;
let mock: MockProvider | undefined;

beforeAll(async () => {
  pages = await LoopbackPageServer.start({
    '/foxes': (_q, r) =>
      r
        .writeHead(200, { 'content-type': 'text/html' })
        .end(
          `<html><head><title>Foxes</title></head><body><article>${PARAGRAPH.repeat(10)}<a href="/dens">Where foxes live</a></article></body></html>`,
        ),
    '/dens': (_q, r) =>
      r
        .writeHead(200, { 'content-type': 'text/html' })
        .end(`<html><head><title>Dens</title></head><body><article>${PARAGRAPH.repeat(10)}</article></body></html>`),
  });
  retrieval = new WebPageRetrievalService({
    resolver: createTableResolver({ 'animals.example': [PUBLIC_ADDRESS], 'invented.example': [PUBLIC_ADDRESS] }),
    connectTo: ConnectToMapping.parse([`${PUBLIC_ADDRESS}:80=127.0.0.1:${pages.port}`]),
  });
});

afterEach(async () => {
  await mock?.close();
  mock = undefined;
});

afterAll(async () => {
  retrieval.close();
  await pages.close();
});

/** One answer as a host runs it: registry offer, the conversation recorded on the chat, core's loop over the mock. */
async function answer(
  message: string,
  modelCalls: readonly string[],
  settings: Record<string, string> = {},
  confidence: ConfidenceLevel = 'MEDIUM',
) {
  mock = await startMockProvider({
    script: {
      turns: [
        ...modelCalls.map((url) => ({ toolCalls: [{ name: 'read_web_page', arguments: { url } }] })),
        { text: 'Here is what I found.' },
      ],
    },
  });
  const registry = new ToolRegistry([new ReadWebPageTool({ retrieval })]);
  const chatThread = new ChatThread();
  const store = new InMemoryToolSettingsStore({ userValues: settings });
  const provider = { id: 'openai-chat', confidence, canCallTools: true } as const;
  const context: ToolResolutionContext = { component: ToolComponent.CHAT, provider, chatThread, settings: store };
  const runnableTools = await registry.getRunnableTools(context, ['read_web_page']);
  const systemPrompt = `You are helpful.\n\n${ToolRegistry.buildToolPolicyPrompt(runnableTools)}`;
  const messages: ConversationMessage[] = [
    { role: 'assistant', content: 'I can read https://invented.example/said-by-the-model for you.' },
    { role: 'user', content: message },
  ];
  chatThread.addGivenWebAddressesFromConversation(systemPrompt, messages);
  const adapter = createOpenAIChatAdapter({
    host: 'compatible',
    baseUrl: `${mock.url}/v1`,
    model: 'mock-model',
    systemPrompt,
    messages,
    tools: runnableTools.map((tool) => tool.definition.function),
  });
  const outcome = await new SequentialToolCallingLoop()
    .run(adapter, { runnableTools, settings: store, provider, providerConfidence: confidence, chatThread })
    .collect();
  return { outcome, requests: mock.requests, systemPrompt };
}

/** The tool results the model received, in order (Chat Completions `role: "tool"` messages of the last request). */
function toolResultsSent(requests: MockProvider['requests']): string[] {
  const last = requests.at(-1)?.body as { messages: { role: string; content: string }[] };
  return last.messages.filter((entry) => entry.role === 'tool').map((entry) => entry.content);
}

describe('read_web_page in a conversation (free address choice OFF)', () => {
  it('reads an address from the user message and a link from its result, and blocks invented ones', async () => {
    const { outcome, requests, systemPrompt } = await answer('What does http://animals.example/foxes say?', [
      'http://animals.example/foxes',
      'http://animals.example/dens',
      'http://invented.example/guess',
      'https://invented.example/said-by-the-model',
    ]);
    expect(systemPrompt).toContain('Use read_web_page only for addresses that appear word for word');
    expect(outcome.traces.map((trace) => trace.status)).toEqual(['SUCCESS', 'SUCCESS', 'BLOCKED', 'BLOCKED']);
    const results = toolResultsSent(requests);
    expect(JSON.parse(results[0] ?? '{}')).toMatchObject({ status: 'complete', content: { title: 'Foxes' } });
    expect(results[2]).toBe(ADDRESS_NOT_GIVEN_MESSAGE);
    expect(results[3]).toBe(ADDRESS_NOT_GIVEN_MESSAGE);
    expect(outcome.sources).toEqual([
      { title: 'Foxes', url: 'http://animals.example/foxes', origin: 'TOOL' },
      { title: 'Dens', url: 'http://animals.example/dens', origin: 'TOOL' },
    ]);
    expect(outcome.text).toContain('Here is what I found.');
    // Nothing was sent for the blocked addresses.
    expect(pages.requests.filter((request) => request.path === '/guess')).toEqual([]);
  });
});

describe('read_web_page in a conversation (free address choice ON)', () => {
  it('reads an address the model chose itself, with the shorter instructions', async () => {
    const { outcome, systemPrompt } = await answer('Tell me about foxes.', ['http://animals.example/foxes'], {
      'read_web_page.freeAddressChoice': 'ON',
    });
    expect(systemPrompt).toContain('You may choose addresses yourself.');
    expect(outcome.traces.map((trace) => trace.status)).toEqual(['SUCCESS']);
    expect(outcome.sources.map((source) => source.url)).toEqual(['http://animals.example/foxes']);
  });
});
