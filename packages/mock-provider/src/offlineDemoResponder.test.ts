import { afterEach, describe, expect, it } from 'vitest';
import type { MockConversation, MockConversationMessage } from './MockConversation.js';
import { OFFLINE_DEMO_MODEL_LABEL, offlineDemoResponder } from './offlineDemoResponder.js';
import { type MockProvider, startMockProvider } from './startMockProvider.js';

function conversation(messages: MockConversationMessage[], toolNames: string[]): MockConversation {
  return { api: 'chat-completions', model: 'm', system: '', messages, toolNames };
}

const ALL_TOOLS = ['read_web_page', 'web_search', 'semantic_search'];

describe("offlineDemoResponder: which tool the user's words call for", () => {
  it('reads a URL in the message with read_web_page (trailing punctuation left off)', () => {
    const turn = offlineDemoResponder(
      conversation([{ role: 'user', text: 'What is on http://toolgate-demo.example/safety.html?' }], ALL_TOOLS),
    );
    expect(turn.toolCalls).toEqual([
      { name: 'read_web_page', arguments: { url: 'http://toolgate-demo.example/safety.html' } },
    ]);
    expect(turn.text).toContain(OFFLINE_DEMO_MODEL_LABEL);
  });

  it('searches the web for "search …" and the chat\'s data sources for any other question', () => {
    expect(
      offlineDemoResponder(conversation([{ role: 'user', text: 'search for toolgate  safety' }], ALL_TOOLS)).toolCalls,
    ).toEqual([{ name: 'web_search', arguments: { query: 'toolgate safety' } }]);
    expect(
      offlineDemoResponder(conversation([{ role: 'user', text: 'What do the docs say about paging?' }], ALL_TOOLS))
        .toolCalls,
    ).toEqual([{ name: 'semantic_search', arguments: { query: 'paging' } }]);
    expect(offlineDemoResponder(conversation([{ role: 'user', text: 'What is it?' }], ALL_TOOLS)).toolCalls).toEqual([
      { name: 'semantic_search', arguments: { query: 'What is it?' } },
    ]);
  });

  it('calls only tools the request offers, and says what it can do otherwise', () => {
    const turn = offlineDemoResponder(
      conversation([{ role: 'user', text: 'read https://example.org/a' }], ['web_search']),
    );
    expect(turn.toolCalls).toBeUndefined();
    expect(turn.text).toContain('The tools offered here: web_search.');
    const none = offlineDemoResponder(conversation([{ role: 'user', text: 'Hello' }], []));
    expect(none.toolCalls).toBeUndefined();
    expect(none.text).toContain('No tools are offered in this chat.');
  });

  it('answers from the tool results: a short quote of each and the sources, labelled as offline', () => {
    const page = {
      url: 'http://toolgate-demo.example/safety.html',
      status: 'complete',
      content: {
        title: 'How Toolgate keeps tools safe',
        text_content: `# Heading\n\nUsers trust a chat\\_host. ${'word '.repeat(200)}`,
      },
      metadata: { final_url: 'http://toolgate-demo.example/safety.html' },
    };
    const turn = offlineDemoResponder(
      conversation(
        [
          { role: 'user', text: 'read http://toolgate-demo.example/safety.html' },
          { role: 'assistant', text: '', toolCalls: [{ id: 'c1', name: 'read_web_page', arguments: '{}' }] },
          { role: 'tool', toolCallId: 'c1', toolName: 'read_web_page', text: JSON.stringify(page) },
        ],
        ALL_TOOLS,
      ),
    );
    expect(turn.toolCalls).toBeUndefined();
    expect(turn.text).toMatch(/^\*\*Offline demo model\*\*/);
    expect(turn.text).toContain('- "How Toolgate keeps tools safe": Users trust a chat_host. word word');
    expect(turn.text).not.toContain('Heading');
    expect(turn.text).toContain(
      'Sources:\n- [How Toolgate keeps tools safe](http://toolgate-demo.example/safety.html)',
    );
    // The quote is brief.
    expect(turn.text?.length).toBeLessThan(700);
  });

  it("quotes web_search hits and semantic_search passages, and an error's text", () => {
    const search = {
      results: [
        {
          requested_url: 'http://a.example/',
          search_metadata: { final_url: 'http://a.example/' },
          page: { status: 'complete', title: 'A', content: 'Alpha text.' },
        },
      ],
    };
    const passages = {
      text_content:
        '## Passage 1\nDocument: Guide\nData source: Docs (id docs)\nLocation: /docs/guide.md\n\nPaging is stateless.',
    };
    const turn = offlineDemoResponder(
      conversation(
        [
          { role: 'user', text: 'q' },
          {
            role: 'assistant',
            text: '',
            toolCalls: [
              { id: 'a', name: 'web_search', arguments: '{}' },
              { id: 'b', name: 'semantic_search', arguments: '{}' },
              { id: 'c', name: 'read_web_page', arguments: '{}' },
            ],
          },
          { role: 'tool', toolCallId: 'a', toolName: 'web_search', text: JSON.stringify(search) },
          { role: 'tool', toolCallId: 'b', toolName: 'semantic_search', text: JSON.stringify(passages) },
          { role: 'tool', toolCallId: 'c', toolName: 'read_web_page', text: 'The address was blocked.' },
        ],
        ALL_TOOLS,
      ),
    );
    expect(turn.text).toContain('From web_search:\n\n- "A": Alpha text.');
    expect(turn.text).toContain('From semantic_search:\n\n- "Guide": Paging is stateless.');
    expect(turn.text).toContain('read_web_page returned no content I can quote. It said: "The address was blocked."');
    expect(turn.text).toContain('- [A](http://a.example/)\n- [Guide](/docs/guide.md)');
  });
});

describe('startMockProvider with a responder', () => {
  let provider: MockProvider | undefined;
  afterEach(async () => {
    await provider?.close();
  });

  it('reads the conversation of each API and plays the answer in its wire format', async () => {
    const seen: MockConversation[] = [];
    provider = await startMockProvider({
      responder: (conversationSoFar) => {
        seen.push(conversationSoFar);
        return { text: `turn ${seen.length}` };
      },
    });
    const post = async (path: string, body: unknown): Promise<string> => {
      const response = await fetch(`${provider?.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return response.text();
    };
    const chat = await post('/v1/chat/completions', {
      model: 'm',
      messages: [
        { role: 'system', content: 'Be brief.' },
        { role: 'user', content: 'read http://a.example/' },
        {
          role: 'assistant',
          content: null,
          tool_calls: [{ id: 'c1', type: 'function', function: { name: 'read_web_page', arguments: '{"url":"x"}' } }],
        },
        { role: 'tool', tool_call_id: 'c1', content: 'page text' },
      ],
      tools: [{ type: 'function', function: { name: 'read_web_page', parameters: {} } }],
    });
    expect(JSON.parse(chat).choices[0].message.content).toBe('turn 1');
    await post('/v1/responses', {
      model: 'm',
      instructions: 'Be brief.',
      input: [
        { role: 'user', content: [{ type: 'input_text', text: 'hi' }] },
        { type: 'function_call', call_id: 'c2', name: 'web_search', arguments: '{}' },
        { type: 'function_call_output', call_id: 'c2', output: 'hits' },
      ],
      tools: [{ type: 'function', name: 'web_search', parameters: {} }],
    });
    await post('/v1/messages', {
      model: 'm',
      max_tokens: 10,
      system: 'Be brief.',
      messages: [
        { role: 'user', content: 'hi' },
        {
          role: 'assistant',
          content: [{ type: 'tool_use', id: 't1', name: 'semantic_search', input: { query: 'q' } }],
        },
        {
          role: 'user',
          content: [{ type: 'tool_result', tool_use_id: 't1', content: [{ type: 'text', text: 'passages' }] }],
        },
      ],
      tools: [{ name: 'semantic_search', input_schema: {} }],
    });
    expect(seen.map((entry) => [entry.api, entry.system, entry.toolNames])).toEqual([
      ['chat-completions', 'Be brief.', ['read_web_page']],
      ['responses', 'Be brief.', ['web_search']],
      ['anthropic', 'Be brief.', ['semantic_search']],
    ]);
    expect(seen.map((entry) => entry.messages.at(-1))).toEqual([
      { role: 'tool', toolCallId: 'c1', toolName: 'read_web_page', text: 'page text' },
      { role: 'tool', toolCallId: 'c2', toolName: 'web_search', text: 'hits' },
      { role: 'tool', toolCallId: 't1', toolName: 'semantic_search', text: 'passages' },
    ]);
    expect(provider.requests.map((request) => request.turnIndex)).toEqual([0, 1, 2]);
  });

  it('answers a turn the validation refuses with a 500 naming the problem', async () => {
    provider = await startMockProvider({ responder: () => ({ text: 'x', delayMs: -1 }) });
    const response = await fetch(`${provider.url}/v1/chat/completions`, {
      method: 'POST',
      body: JSON.stringify({ model: 'm', messages: [{ role: 'user', content: 'hi' }] }),
    });
    expect(response.status).toBe(500);
    expect(await response.text()).toContain('the responder failed');
  });

  it('needs exactly one of script and responder', async () => {
    await expect(startMockProvider({})).rejects.toThrow('exactly one of `script` and `responder`');
    await expect(startMockProvider({ script: { turns: [] }, responder: () => ({}) })).rejects.toThrow('exactly one of');
  });
});

describe('offlineDemoResponder and the wiki', () => {
  it('searches the wiki for "wiki …" and quotes its search page', () => {
    expect(
      offlineDemoResponder(
        conversation([{ role: 'user', text: 'search the wiki for release notes' }], ['search_confluence']),
      ).toolCalls,
    ).toEqual([{ name: 'search_confluence', arguments: { query: 'release notes' } }]);
    const turn = offlineDemoResponder(
      conversation(
        [
          { role: 'user', text: 'wiki release notes' },
          { role: 'assistant', text: '', toolCalls: [{ id: 'w', name: 'search_confluence', arguments: '{}' }] },
          {
            role: 'tool',
            toolCallId: 'w',
            toolName: 'search_confluence',
            text: JSON.stringify({
              search_url: 'https://wiki.example/s',
              title: 'Search',
              text_content: '1 result: Release notes.',
            }),
          },
        ],
        ['search_confluence'],
      ),
    );
    expect(turn.text).toContain('From search_confluence:\n\n- "Search": 1 result: Release notes.');
    expect(turn.text).toContain('- [Search](https://wiki.example/s)');
  });
});
