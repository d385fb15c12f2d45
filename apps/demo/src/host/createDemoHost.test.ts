import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { captureCliIo } from '../../test/captureCliIo.js';
import { runCli } from '../runCli.js';
import type { DemoAnswerEvent, DemoAnswerSummary } from './DemoAnswerEvent.js';
import { createDemoHost, type DemoHost, type DemoHostOptions } from './createDemoHost.js';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function temporaryFolder(prefix: string): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), prefix));
  cleanups.push(() => rm(folder, { recursive: true, force: true }));
  return folder;
}

/** An offline host whose data directory is empty unless given (never the user's own). */
async function startHost(options: Partial<DemoHostOptions> = {}): Promise<DemoHost> {
  const dataDirectory = options.dataDirectory ?? (await temporaryFolder('toolgate-host-data-'));
  const host = await createDemoHost({ env: {}, dataDirectory, ...options });
  cleanups.push(() => host.close());
  return host;
}

async function collect(stream: AsyncIterable<DemoAnswerEvent>): Promise<DemoAnswerEvent[]> {
  const events: DemoAnswerEvent[] = [];
  for await (const event of stream) events.push(event);
  return events;
}

function summaryOf(events: readonly DemoAnswerEvent[]): DemoAnswerSummary {
  const done = events.at(-1);
  if (done?.type !== 'done') throw new Error(`the stream did not end with done: ${JSON.stringify(events.at(-1))}`);
  return done.summary;
}

describe('createDemoHost on the offline defaults', () => {
  it('starts the offline demo model and the demo site, and offers the web tools', async () => {
    const host = await startHost();
    expect(host.provider).toMatchObject({ offline: true, model: 'toolgate-offline-demo', isSelfHosted: true });
    expect(host.demoSite?.pages.map((page) => page.url)).toContain('http://toolgate-demo.example/release-notes.html');
    const tools = await host.listTools();
    const byId = new Map(tools.map((tool) => [tool.id, tool]));
    expect(byId.get('web_search')?.blockReason).toBe('NONE');
    expect(byId.get('read_web_page')?.blockReason).toBe('NONE');
    // The demo wiki configures search_confluence.
    expect(byId.get('search_confluence')?.blockReason).toBe('NONE');
    // No data sources: semantic_search is not even loaded.
    expect(byId.has('semantic_search')).toBe(false);

    const organization = await startHost({
      configuration: { organization: { disabledToolIds: ['current_time'] } },
      demoData: false,
    });
    const restricted = new Map((await organization.listTools()).map((tool) => [tool.id, tool]));
    expect(restricted.get('current_time')).toMatchObject({
      blockReason: 'TOOL_SWITCHED_OFF',
      blockReasonText: 'it is switched off',
    });
    expect(restricted.get('web_search')).toMatchObject({
      blockReason: 'NOT_CONFIGURED',
      blockReasonText: 'it is not configured (see --setting or the configuration file)',
    });
  });

  it('streams a read of a demo page: preamble, tool start, trace, sources, the injection notice, done', async () => {
    const host = await startHost();
    const url = 'http://toolgate-demo.example/release-notes.html';
    const events = await collect(host.answer({ messages: [{ role: 'user', content: `Please read ${url}` }] }));
    const types = events.map((event) => event.type);
    // The preamble streams before the tool runs; the trace after it; the rest at the end.
    expect(types.indexOf('text')).toBeLessThan(types.indexOf('tool-call-started'));
    expect(types.indexOf('tool-call-started')).toBeLessThan(types.indexOf('trace'));
    expect(types.slice(-3)).toEqual(['sources', 'injection-notice', 'done']);

    const summary = summaryOf(events);
    expect(summary.stopReason).toBe('ANSWERED');
    expect(summary.answer).toContain('Offline demo model');
    expect(summary.answer).toContain('"Toolgate release notes": This release adds three web tools');
    expect(summary.answer).not.toContain('Ignore all previous instructions');
    expect(summary.traces).toHaveLength(1);
    expect(summary.traces[0]).toMatchObject({ toolId: 'read_web_page', status: 'SUCCESS', arguments: { url } });
    expect(summary.traces[0]?.result).toContain('This release adds three web tools');
    expect(summary.sources).toEqual([
      expect.objectContaining({ url, title: 'Toolgate release notes', origin: 'TOOL' }),
    ]);
    const notice = events.find((event) => event.type === 'injection-notice');
    expect(notice).toMatchObject({ sources: [url], message: expect.stringContaining(url) });
    expect(summary.injectionReports).toEqual([
      expect.objectContaining({ toolId: 'read_web_page', source: url, category: 'agent-steering' }),
    ]);
    const streamed = events.flatMap((event) => (event.type === 'text' ? [event.text] : [])).join('');
    expect(streamed).toBe(summary.answer);
  });

  it('searches the demo site through its SearXNG-compatible API with web_search', async () => {
    const host = await startHost();
    const summary = summaryOf(
      await collect(host.answer({ messages: [{ role: 'user', content: 'search prompt injection guard' }] })),
    );
    expect(host.demoSite?.searchRequestCount()).toBe(1);
    expect(summary.traces.map((trace) => [trace.toolId, trace.status, trace.arguments])).toEqual([
      ['web_search', 'SUCCESS', { query: 'prompt injection guard' }],
    ]);
    expect(summary.sources.map((source) => source.url)).toContain('http://toolgate-demo.example/safety.html');
    // The injected page is among the hits: its instruction was filtered out of what the model got.
    expect(summary.injectionReports.map((report) => [report.toolId, report.source])).toContainEqual([
      'web_search',
      'http://toolgate-demo.example/release-notes.html',
    ]);
    expect(summary.traces[0]?.result).not.toContain('Ignore all previous instructions');
  });

  it('searches the demo wiki over HTTPS with search_confluence (the offline model is HIGH: nothing leaves the machine)', async () => {
    const host = await startHost();
    const summary = summaryOf(
      await collect(host.answer({ messages: [{ role: 'user', content: 'wiki release notes' }] })),
    );
    expect(summary.traces.map((trace) => [trace.toolId, trace.status, trace.arguments])).toEqual([
      ['search_confluence', 'SUCCESS', { query: '*****' }],
    ]);
    expect(summary.answer).toContain('Toolgate release notes');
    expect(summary.sources[0]?.url).toMatch(/^https:\/\/wiki\.toolgate-demo\.example\/dosearchsite\.action\?cql=/);
    expect(summary.requiredProviderConfidence).toBe('HIGH');
  });

  it('leaves out a tool the chat switched off, and offers nothing with an empty selection', async () => {
    const host = await startHost();
    const summary = summaryOf(
      await collect(
        host.answer({
          messages: [{ role: 'user', content: 'read http://toolgate-demo.example/' }],
          selectedToolIds: ['web_search'],
        }),
      ),
    );
    expect(summary.traces).toEqual([]);
    expect(summary.answer).toContain('The tools offered here: web_search.');
  });

  it('searches indexed folders with semantic_search, and falls back to the classic retrieval when the tool is switched off', async () => {
    const dataDirectory = await temporaryFolder('toolgate-host-data-');
    const docs = await temporaryFolder('toolgate-host-docs-');
    await mkdir(join(docs, 'guide'), { recursive: true });
    await writeFile(
      join(docs, 'guide', 'paging.md'),
      '# Paging\n\nPaging without state: the zebracorn cursor is never stored; every page is computed again.\n',
    );
    await writeFile(join(docs, 'other.md'), '# Other\n\nNothing about the topic here, only weather.\n');
    const capture = captureCliIo({ env: { TOOLGATE_DATA_DIR: dataDirectory } });
    expect(await runCli(['index', docs, '--name', 'docs'], capture.io)).toBe(0);

    const host = await startHost({ dataDirectory });
    expect(host.dataSourceIds).toEqual(['docs']);
    const question = 'What do the docs say about the zebracorn cursor?';
    const summary = summaryOf(await collect(host.answer({ messages: [{ role: 'user', content: question }] })));
    expect(summary.traces.map((trace) => [trace.toolId, trace.status])).toEqual([['semantic_search', 'SUCCESS']]);
    expect(summary.answer).toContain('From semantic_search:');
    expect(summary.answer).toContain('zebracorn cursor is never stored');
    expect(summary.sources[0]?.url).toContain('paging.md');

    // The organization switched semantic_search off: the chat still searches its data sources, per message.
    const classic = await startHost({
      dataDirectory,
      configuration: { organization: { disabledToolIds: ['semantic_search'] } },
    });
    const classicSummary = summaryOf(
      await collect(classic.answer({ messages: [{ role: 'user', content: question }] })),
    );
    expect(classicSummary.traces).toEqual([]);
    expect(classicSummary.sources.map((source) => [source.origin, source.url.includes('paging.md')])).toContainEqual([
      'RAG',
      true,
    ]);
  });

  it('searches an ERI server of the configuration, signing in with the token from the environment', async () => {
    const seen: string[] = [];
    const server = createServer((request, response) => {
      let raw = '';
      request.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      request.on('end', () => {
        const path = new URL(request.url ?? '/', 'http://eri.test').pathname;
        seen.push(`${request.method} ${path}`);
        const send = (value: unknown): void => {
          response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(value));
        };
        if (path === '/auth/methods') {
          send([{ authMethod: 'TOKEN', authFieldMappings: [{ authField: 'TOKEN', fieldName: 'Authorization' }] }]);
        } else if (path === '/auth') {
          const ok = request.headers.authorization === 'Bearer eri-secret-token';
          send({ success: ok, token: ok ? 'session-1' : null, message: ok ? null : 'Wrong token.' });
        } else if (request.headers['token'] !== 'session-1') {
          response.writeHead(401, { 'content-type': 'application/json' }).end('{"error":"No token provided."}');
        } else if (path === '/security/requirements') {
          send({ allowedProviderType: 'SELF_HOSTED' });
        } else if (path === '/dataSource') {
          send({ name: 'Handbook', description: 'The staff handbook.' });
        } else if (path === '/retrieval/info') {
          send([
            {
              id: 'words',
              name: 'Words',
              description: 'Word match.',
              link: null,
              parametersDescription: {},
              embeddings: [],
            },
          ]);
        } else if (path === '/retrieval') {
          const prompt = (JSON.parse(raw) as { latestUserPrompt: string }).latestUserPrompt;
          send(
            prompt.includes('holiday')
              ? [
                  {
                    name: 'Holiday policy',
                    category: 'Policy',
                    path: 'https://handbook.example/holidays',
                    type: 'TEXT',
                    matchedContent: 'Every holiday request goes to the team lead two weeks ahead.',
                    surroundingContent: [],
                    links: [],
                  },
                ]
              : [],
          );
        } else {
          response.writeHead(404).end();
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
    const host = await startHost({
      env: { HANDBOOK_TOKEN: 'eri-secret-token' },
      configuration: {
        dataSources: {
          eri: [
            {
              id: 'handbook',
              name: 'Handbook',
              baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
              auth: { method: 'TOKEN', tokenEnv: 'HANDBOOK_TOKEN' },
              dataSecurity: 'SELF_HOSTED',
              minimumProviderConfidence: 'NONE',
            },
          ],
          retrievalMode: 'SEMANTIC_SEARCH',
        },
      },
    });
    expect(host.dataSourceIds).toEqual(['handbook']);
    const summary = summaryOf(
      await collect(host.answer({ messages: [{ role: 'user', content: 'How do I ask for a holiday?' }] })),
    );
    expect(summary.traces.map((trace) => [trace.toolId, trace.status])).toEqual([['semantic_search', 'SUCCESS']]);
    expect(summary.answer).toContain('Every holiday request goes to the team lead two weeks ahead.');
    expect(summary.sources.map((source) => source.url)).toContain('https://handbook.example/holidays');
    expect(seen).toContain('POST /retrieval');
    expect(JSON.stringify(summary)).not.toContain('eri-secret-token');
  });

  it('ends a failed answer with a warning and done carrying the error', async () => {
    const host = await startHost({
      provider: {
        providerId: 'openai-chat',
        api: 'openai-chat',
        chatHost: undefined,
        // Nothing listens on port 9 of loopback.
        baseUrl: 'http://127.0.0.1:9/v1',
        model: 'm',
        apiKeyEnvironmentVariable: undefined,
        providerConfidence: undefined,
        maxTokens: undefined,
        timeoutSeconds: undefined,
      },
    });
    expect(host.demoSite).toBeUndefined();
    const events = await collect(host.answer({ messages: [{ role: 'user', content: 'Hi' }] }));
    expect(events.map((event) => event.type)).toEqual(['warning', 'done']);
    const summary = summaryOf(events);
    expect(summary.error).toBeDefined();
    expect(summary.warnings[0]).toMatch(/^PROVIDER_/);
  });
});
