import { ElicitRequestSchema, LoggingMessageNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import { ConfidenceLevel } from '@toolgate/core';
import { ADDRESS_NOT_GIVEN_MESSAGE, ReadWebPageTool } from '@toolgate/tool-read-web-page';
import { WebSearchTool } from '@toolgate/tool-web-search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webAddressQuestion } from './McpToolServer.js';
import { INJECTION, McpTestWorld, type McpTestTransport } from './McpTestWorld.test-helpers.js';

let world: McpTestWorld;

beforeAll(async () => {
  world = await McpTestWorld.start();
});

afterAll(async () => {
  await world.close();
});

interface ContentItem {
  readonly type: string;
  readonly text?: string;
  readonly uri?: string;
  readonly name?: string;
}

function textOf(result: object): string {
  const items = (('content' in result ? result.content : undefined) ?? []) as ContentItem[];
  return items
    .filter((item) => item.type === 'text')
    .map((item) => item.text ?? '')
    .join('\n');
}

function linksOf(result: object): ContentItem[] {
  return ((('content' in result ? result.content : undefined) ?? []) as ContentItem[]).filter(
    (item) => item.type === 'resource_link',
  );
}

describe.each<McpTestTransport>(['stdio', 'http'])('McpToolServer over %s', (transport) => {
  it('lists the runnable tools with their names, schemas as written and annotations', async () => {
    const { client, close } = await world.connect(
      world.createToolServer({ clientConfidence: ConfidenceLevel.MEDIUM }),
      transport,
    );
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(['web_search', 'read_web_page']);
    const probe = { retrieval: world.retrieval, guard: { filter: async () => [] } };
    const webSearch = tools[0];
    const readWebPage = tools[1];
    expect(webSearch?.inputSchema).toEqual(new WebSearchTool(probe).getDefinition().function.parameters);
    expect(readWebPage?.inputSchema).toEqual(
      new ReadWebPageTool({ retrieval: world.retrieval }).getDefinition().function.parameters,
    );
    expect(readWebPage?.annotations).toMatchObject({ readOnlyHint: true, openWorldHint: true });
    expect(readWebPage?.title).toBe('Read web page');
    // The tool's instructions travel with its description: the client has no other place for them.
    expect(readWebPage?.description).toContain('Never invent, guess or complete an address.');
    await close();
  });

  it('does not list what a low-confidence client may not use, and refuses it when called anyway', async () => {
    const unknownClient = await world.connect(world.createToolServer(), transport);
    expect((await unknownClient.client.listTools()).tools).toEqual([]);
    await unknownClient.close();

    const { client, close } = await world.connect(
      world.createToolServer({
        clientConfidence: ConfidenceLevel.MEDIUM,
        minimumConfidence: { web_search: ConfidenceLevel.HIGH },
      }),
      transport,
    );
    expect((await client.listTools()).tools.map((tool) => tool.name)).toEqual(['read_web_page']);
    const searchesBefore = world.api.requests.length;
    const refused = await client.callTool({ name: 'web_search', arguments: { query: 'fox' } });
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toBe("Tool 'web_search' is not available.");
    expect(world.api.requests.length).toBe(searchesBefore);
    await close();
  });

  it('searches the web, then reads a found page: content arrives, the injection is gone, sources are linked', async () => {
    const { client, close } = await world.connect(
      world.createToolServer({ clientConfidence: ConfidenceLevel.MEDIUM }),
      transport,
    );
    const logs: unknown[] = [];
    client.setNotificationHandler(LoggingMessageNotificationSchema, (notification) => {
      logs.push(notification.params);
    });
    const progress: string[] = [];
    const search = await client.callTool({ name: 'web_search', arguments: { query: 'fox report' } }, undefined, {
      onprogress: (update) => progress.push(update.message ?? ''),
    });
    expect(search.isError).toBeFalsy();
    expect(textOf(search)).toContain('Fox report');
    expect(textOf(search)).not.toContain(INJECTION);
    expect(linksOf(search).map((link) => link.uri)).toContain(world.pageUrl('/article'));
    expect(progress[0]).toBe('web_search started.');
    expect(progress.at(-1)).toBe('web_search finished.');

    // The search hit made the address given in this session: no question, no block.
    const reportsBefore = world.injectionReports.length;
    const read = await client.callTool({ name: 'read_web_page', arguments: { url: world.pageUrl('/injected') } });
    expect(read.isError).toBeFalsy();
    const json = JSON.parse(textOf(read)) as { content: { text_content: string } };
    expect(json.content.text_content).toContain('The quick brown fox jumps over the lazy dog');
    expect(textOf(read)).not.toContain(INJECTION);
    expect(linksOf(read)).toEqual([{ type: 'resource_link', uri: world.pageUrl('/injected'), name: 'Soup recipes' }]);
    const newReports = world.injectionReports.slice(reportsBefore);
    expect(newReports.map((report) => report.source)).toContain(world.pageUrl('/injected'));
    expect(logs).toContainEqual(
      expect.objectContaining({
        level: 'warning',
        logger: 'toolgate',
        data: expect.objectContaining({ toolId: 'read_web_page', source: world.pageUrl('/injected') }),
      }),
    );
    await close();
  });

  it('sends no guard report to a client that asked for errors only, but still tells the host', async () => {
    const { client, close } = await world.connect(
      world.createToolServer({
        clientConfidence: ConfidenceLevel.MEDIUM,
        userValues: { 'read_web_page.freeAddressChoice': 'ON' },
      }),
      transport,
    );
    const logs: unknown[] = [];
    client.setNotificationHandler(LoggingMessageNotificationSchema, (notification) => {
      logs.push(notification.params);
    });
    await client.setLoggingLevel('error');
    const reportsBefore = world.injectionReports.length;
    const read = await client.callTool({ name: 'read_web_page', arguments: { url: world.pageUrl('/injected') } });
    expect(read.isError).toBeFalsy();
    expect(textOf(read)).not.toContain(INJECTION);
    expect(world.injectionReports.length).toBeGreaterThan(reportsBefore);
    expect(logs).toEqual([]);
    await close();
  });

  it('answers a wrong argument and a blocked address with isError and the message a chat model gets', async () => {
    const { client, close } = await world.connect(
      world.createToolServer({ clientConfidence: ConfidenceLevel.MEDIUM }),
      transport,
    );
    const wrong = await client.callTool({ name: 'read_web_page', arguments: { url: 'ftp://news.example/file' } });
    expect(wrong.isError).toBe(true);
    expect(textOf(wrong)).toBe(
      'Tool execution failed: Argument \'url\' must be an absolute HTTP or HTTPS address such as https://example.org/page, but was "ftp://news.example/file".',
    );
    const requestsBefore = world.pages.requests.length;
    // This client cannot be asked (no elicitation), so an address nobody gave is blocked.
    const blocked = await client.callTool({ name: 'read_web_page', arguments: { url: world.pageUrl('/article') } });
    expect(blocked.isError).toBe(true);
    expect(textOf(blocked)).toBe(ADDRESS_NOT_GIVEN_MESSAGE);
    expect(world.pages.requests.length).toBe(requestsBefore);
    await close();
  });

  it('asks the user about an address nobody gave: accepted reads it once, declined blocks it', async () => {
    const { client, close } = await world.connect(
      world.createToolServer({ clientConfidence: ConfidenceLevel.MEDIUM }),
      transport,
      { elicitation: {} },
    );
    const questions: string[] = [];
    let answer: 'accept' | 'decline' = 'accept';
    client.setRequestHandler(ElicitRequestSchema, (request) => {
      questions.push(request.params.message);
      return answer === 'accept' ? { action: 'accept', content: {} } : { action: 'decline' };
    });
    const url = world.pageUrl('/article');
    const accepted = await client.callTool({ name: 'read_web_page', arguments: { url } });
    expect(accepted.isError).toBeFalsy();
    expect(textOf(accepted)).toContain('Fox report');
    expect(questions).toEqual([webAddressQuestion('read_web_page', url)]);

    // Allowed once: the next call asks again.
    answer = 'decline';
    const requestsBefore = world.pages.requests.length;
    const declined = await client.callTool({ name: 'read_web_page', arguments: { url } });
    expect(declined.isError).toBe(true);
    expect(textOf(declined)).toBe(ADDRESS_NOT_GIVEN_MESSAGE);
    expect(questions).toHaveLength(2);
    expect(world.pages.requests.length).toBe(requestsBefore);
    await close();
  });

  it('blocks the address when the user does not answer in time', async () => {
    const { client, close } = await world.connect(
      world.createToolServer({ clientConfidence: ConfidenceLevel.MEDIUM, elicitationTimeoutMs: 300 }),
      transport,
      { elicitation: {} },
    );
    let asked = 0;
    client.setRequestHandler(ElicitRequestSchema, () => {
      asked += 1;
      // The user never answers.
      return new Promise<never>(() => {});
    });
    const requestsBefore = world.pages.requests.length;
    const result = await client.callTool({ name: 'read_web_page', arguments: { url: world.pageUrl('/article') } });
    expect(asked).toBe(1);
    expect(result.isError).toBe(true);
    expect(textOf(result)).toBe(ADDRESS_NOT_GIVEN_MESSAGE);
    expect(world.pages.requests.length).toBe(requestsBefore);
    await close();
  });

  it('aborts the retrieval when the client cancels the call', { timeout: 120_000 }, async () => {
    world.resetHang();
    const { client, close } = await world.connect(
      world.createToolServer({
        clientConfidence: ConfidenceLevel.MEDIUM,
        // Free address choice (no question) and the longest page timeout: only a cancellation ends this call in time.
        userValues: { 'read_web_page.freeAddressChoice': 'ON', 'read_web_page.timeoutSeconds': '240' },
      }),
      transport,
    );
    const controller = new AbortController();
    const call = client.callTool({ name: 'read_web_page', arguments: { url: world.pageUrl('/hang') } }, undefined, {
      signal: controller.signal,
    });
    const settled = call.then(
      () => 'resolved',
      () => 'rejected',
    );
    await world.hangRequested;
    controller.abort();
    expect(await settled).toBe('rejected');
    // The page server sees its connection closed: the server aborted the tool's retrieval.
    await world.hangClosed;
    // The session goes on.
    expect((await client.listTools()).tools).toHaveLength(2);
    await close();
  });
});
