import {
  ChatThread,
  ConfidenceLevel,
  InMemoryToolSettingsStore,
  SequentialToolCallingLoop,
  ToolComponent,
  ToolInvocationStatus,
  ToolRegistry,
} from '@toolgate/core';
import { type MockProvider, startMockProvider } from '@toolgate/mock-provider';
import { ToolTestBed } from '@toolgate/core/test';
import { createOpenAIChatAdapter } from '@toolgate/openai-chat';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { articleHtml, sendJson, WebSearchTestWorld } from './test/WebSearchTestWorld.js';

let world: WebSearchTestWorld;
let provider: MockProvider | undefined;

beforeAll(async () => {
  world = await WebSearchTestWorld.start({
    '/a': (_q, r) =>
      r
        .writeHead(200, { 'content-type': 'text/html' })
        .end(articleHtml('Toolgate release notes', 'Version 1.4 adds a web search tool that reads pages safely.')),
  });
});
afterAll(async () => world.close());
beforeEach(() => {
  for (const key of Object.keys(world.handlers)) delete world.handlers[key];
});
afterEach(async () => {
  await provider?.close();
  provider = undefined;
});

const prefixed = (values: Record<string, string>) =>
  Object.fromEntries(Object.entries(values).map(([name, value]) => [`web_search.${name}`, value]));

/** Runs one call through core's registry and executor, as a host does, for a MEDIUM provider. */
async function executeThroughExecutor(args: Record<string, unknown>, settings: Record<string, string>) {
  return new ToolTestBed(world.tool(), { settings: prefixed(settings), confidence: ConfidenceLevel.MEDIUM }).call(
    'web_search',
    args,
  );
}

describe('web_search through core', () => {
  it('traces a search as SUCCESS with its sources', async () => {
    world.searxngAnswers([{ url: world.pageUrl('/a'), title: 'Release notes', content: 'notes' }]);
    const outcome = await executeThroughExecutor({ query: 'toolgate release' }, world.searxngSettings());
    expect(outcome.trace.status).toBe(ToolInvocationStatus.SUCCESS);
    expect(outcome.trace.arguments).toEqual({ query: 'toolgate release' });
    expect(outcome.sources).toEqual([{ title: 'Toolgate release notes', url: world.pageUrl('/a'), origin: 'TOOL' }]);
    expect(JSON.parse(outcome.content)).toMatchObject({ backends: ['SearXNG'], retrieved_page_count: 1 });
  });

  it('traces a refused argument as ERROR with the refusal for the model', async () => {
    world.searxngAnswers([]);
    const outcome = await executeThroughExecutor({ query: 'x', page: 0 }, world.searxngSettings());
    expect(outcome.trace.status).toBe(ToolInvocationStatus.ERROR);
    expect(outcome.content).toBe(
      "Tool execution failed: Argument 'page' must be a positive integer, but was 0. Leave it out to get the first page.",
    );
    expect(outcome.sources).toEqual([]);
  });

  it('traces failing services as ERROR, never quoting an API key', async () => {
    world.handlers['/search'] = (_request, response) => sendJson(response, {}, 500);
    world.handlers['/res/v1/web/search'] = (_request, response) => sendJson(response, {}, 429);
    const outcome = await executeThroughExecutor(
      { query: 'x' },
      {
        ...world.searxngSettings(),
        ...world.braveSettings(),
      },
    );
    expect(outcome.trace.status).toBe(ToolInvocationStatus.ERROR);
    expect(outcome.content).toBe(
      'Tool execution failed: No search service could be asked. SearXNG could not be asked: it answered HTTP 500. Brave Search could not be asked: it answered HTTP 429 (the rate limit or the monthly quota of the API key is used up).',
    );
    expect(JSON.stringify(outcome.trace)).not.toContain('brave-secret-key-1234');
  });

  it('traces a service the network policy refuses as BLOCKED', async () => {
    const outcome = await executeThroughExecutor(
      { query: 'x' },
      world.searxngSettings({ 'searxng.baseUrl': world.apiUrl('/', 'nowhere.example') }),
    );
    expect(outcome.trace.status).toBe(ToolInvocationStatus.BLOCKED);
    expect(outcome.content).toMatch(/^No search service could be asked\. SearXNG could not be asked: Refused /);
    expect(outcome.content).toContain('0.0.0.0');
  });

  it('traces a safe-search level no configured service can honour as BLOCKED', async () => {
    const outcome = await executeThroughExecutor(
      { query: 'x' },
      world.tavilySettings({ defaultSafeSearch: 'MODERATE' }),
    );
    expect(outcome.trace.status).toBe(ToolInvocationStatus.BLOCKED);
    expect(outcome.content).toBe(
      'Web search cannot run with its current settings: The safe-search level MODERATE cannot be honoured by Tavily. Configure a service that can (SearXNG or Brave Search), or choose another level. Tell the user that an administrator has to correct the web search settings.',
    );
    expect(world.apiRequests.some((request) => request.url.pathname === '/tavily/search')).toBe(false);
  });
});

describe('web_search in a conversation (mock provider, Chat Completions, core loop)', () => {
  it('the model searches, reads the result and answers; the page is listed as a source', async () => {
    world.searxngAnswers([{ url: world.pageUrl('/a'), title: 'Release notes', content: 'notes' }]);
    provider = await startMockProvider({
      script: {
        turns: [
          { toolCalls: [{ name: 'web_search', arguments: { query: 'toolgate 1.4 release' } }] },
          { text: 'Toolgate 1.4 adds a web search tool.' },
        ],
      },
    });
    const tool = world.tool();
    const registry = new ToolRegistry([tool]);
    const settings = new InMemoryToolSettingsStore({ userValues: prefixed(world.searxngSettings()) });
    const providerSettings = { id: 'openai-chat', confidence: ConfidenceLevel.MEDIUM, canCallTools: true };
    const chatThread = new ChatThread({ selectedToolIds: ['web_search'] });
    const runnableTools = await registry.getRunnableTools(
      { component: ToolComponent.CHAT, provider: providerSettings, chatThread, settings },
      ['web_search'],
    );
    expect(runnableTools.map((runnable) => runnable.definition.id)).toEqual(['web_search']);
    const adapter = createOpenAIChatAdapter({
      host: 'compatible',
      baseUrl: `${provider.url}/v1`,
      model: 'mock',
      systemPrompt: ToolRegistry.buildToolPolicyPrompt(runnableTools),
      tools: runnableTools.map((runnable) => runnable.definition.function),
      messages: [{ role: 'user', content: 'What is new in Toolgate 1.4?' }],
    });
    const run = new SequentialToolCallingLoop().run(adapter, {
      runnableTools,
      settings,
      provider: providerSettings,
      providerConfidence: providerSettings.confidence,
      chatThread,
    });
    const outcome = await run.collect();
    expect(outcome.text).toBe('Toolgate 1.4 adds a web search tool.');
    expect(outcome.traces.map((trace) => [trace.toolId, trace.status])).toEqual([['web_search', 'SUCCESS']]);
    expect(outcome.sources).toEqual([{ title: 'Toolgate release notes', url: world.pageUrl('/a'), origin: 'TOOL' }]);
    const firstRequest = provider.requests[0]?.body as { messages: { role: string; content: string }[] };
    expect(firstRequest.messages[0]?.content).toContain('web_search: use it for current public information');
    const secondRequest = provider.requests[1]?.body as { messages: { role: string; content: string }[] };
    const toolMessage = secondRequest.messages.find((message) => message.role === 'tool');
    expect(JSON.parse(toolMessage?.content ?? '{}')).toMatchObject({
      backends: ['SearXNG'],
      results: [
        { page: { status: 'complete', content: expect.stringContaining('Version 1.4 adds a web search tool') } },
      ],
    });
  });
});
