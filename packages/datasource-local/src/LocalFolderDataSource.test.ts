import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ChatThread,
  ConfidenceLevel,
  DataSecurity,
  InMemoryToolSettingsStore,
  SequentialToolCallingLoop,
  ToolComponent,
  type ToolProviderSettings,
  ToolRegistry,
} from '@toolgate/core';
import { PromptInjectionGuardService } from '@toolgate/injection-guard';
import { type MockProvider, startMockProvider } from '@toolgate/mock-provider';
import { createOpenAIChatAdapter } from '@toolgate/openai-chat';
import { DataSourceService, SemanticSearchTool } from '@toolgate/tool-semantic-search';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalFolderDataSource } from './LocalFolderDataSource.js';
import { LocalFolderIndex } from './LocalFolderIndex.js';
import { LocalIndexErrorCode } from './LocalIndexError.js';

let root: string;
let folder: string;
let databasePath: string;
let mock: MockProvider | undefined;
const sources: LocalFolderDataSource[] = [];

const cloud: ToolProviderSettings = {
  id: 'cloud',
  confidence: ConfidenceLevel.MEDIUM,
  canCallTools: true,
  isSelfHosted: false,
};
const selfHosted: ToolProviderSettings = { ...cloud, id: 'ollama', isSelfHosted: true };

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'toolgate-local-source-'));
  folder = join(root, 'handbook');
  databasePath = join(root, 'handbook.sqlite');
  await mkdir(folder);
  // Five documents about travel, with falling numbers of the query word; one about something else.
  for (let i = 1; i <= 5; i++) {
    await writeFile(
      join(folder, `travel-${i}.md`),
      `# Travel rule ${i}\n\n${'Travel abroad needs approval. '.repeat(6 - i)}Rule ${i} of the handbook.\n`,
    );
  }
  await writeFile(join(folder, 'kitchen.md'), '# Kitchen\n\nClean the coffee machine on Fridays.\n');
  const index = LocalFolderIndex.open({ databasePath, folder });
  await index.update();
  index.close();
});

afterEach(async () => {
  for (const source of sources.splice(0)) source.close();
  await mock?.close();
  mock = undefined;
  await rm(root, { recursive: true, force: true });
});

function handbook(
  options: Partial<ConstructorParameters<typeof LocalFolderDataSource>[0]> = {},
): LocalFolderDataSource {
  const source = new LocalFolderDataSource({
    id: 'handbook',
    name: 'Handbook',
    description: 'The staff handbook.',
    index: { databasePath },
    pageSize: 2,
    ...options,
  });
  sources.push(source);
  return source;
}

/** One answer in which the model calls semantic_search with `call`; returns what the tool told the model. */
async function ask(source: LocalFolderDataSource, call: Record<string, unknown>, provider = selfHosted) {
  const registry = new ToolRegistry([
    new SemanticSearchTool({
      dataSourceService: new DataSourceService({ dataSources: [source] }),
      guard: new PromptInjectionGuardService(),
    }),
  ]);
  const chatThread = new ChatThread();
  const settings = new InMemoryToolSettingsStore();
  const runnableTools = await registry.getRunnableTools(
    { component: ToolComponent.CHAT, provider, chatThread, settings },
    [],
  );
  if (runnableTools.length === 0) return { offered: false as const };
  mock = await startMockProvider({
    script: { turns: [{ toolCalls: [{ name: 'semantic_search', arguments: call }] }, { text: 'Answered.' }] },
  });
  const adapter = createOpenAIChatAdapter({
    host: 'ollama',
    baseUrl: `${mock.url}/v1`,
    model: 'm',
    tools: runnableTools.map((tool) => tool.definition.function),
    messages: [{ role: 'user', content: 'What does the handbook say about travel?' }],
  });
  const outcome = await new SequentialToolCallingLoop()
    .run(adapter, { runnableTools, settings, provider, providerConfidence: provider.confidence, chatThread })
    .collect();
  const body = mock.requests[1]?.body as { messages: { role: string; content: string }[] } | undefined;
  const messages = body?.messages ?? [];
  await mock.close();
  mock = undefined;
  return {
    offered: true as const,
    description: runnableTools[0]?.definition.function.descriptionForLLM ?? '',
    result: JSON.parse(messages.find((message) => message.role === 'tool')?.content ?? '{}') as {
      data_sources: { id: string; result_count: number; has_more: boolean; issues?: string[] }[];
      text_content: string;
    },
    sources: outcome.sources,
  };
}

describe('LocalFolderDataSource', () => {
  it('returns the best passages with their file, part and score, at most the limit', async () => {
    const source = handbook();
    const { passages } = await source.search('travel abroad', { limit: 3, signal: new AbortController().signal });
    expect(passages.map((passage) => passage.title)).toEqual([
      'Travel rule 1 (travel-1.md)',
      'Travel rule 2 (travel-2.md)',
      'Travel rule 3 (travel-3.md)',
    ]);
    expect(passages[0]?.location).toBe(new URL(`file://${join(folder, 'travel-1.md')}`).href);
    expect(passages[0]?.text).toContain('Rule 1 of the handbook.');
    expect(passages[0]?.score).toBeGreaterThan(passages[2]?.score ?? Number.POSITIVE_INFINITY);
    expect(source).toMatchObject({ kind: 'LOCAL_FOLDER', dataSecurity: DataSecurity.SELF_HOSTED, pageSize: 2 });
  });

  it('pages through semantic_search with has_more and no total', async () => {
    const pages = [];
    for (const page of [1, 2, 3]) {
      const answer = await ask(handbook(), { query: 'travel abroad', page });
      if (!answer.offered) throw new Error('not offered');
      pages.push(answer);
    }
    expect(pages[0]?.description).toContain(
      'id=handbook, name="Handbook", type=local folder, results per page=2, last page=49',
    );
    expect(pages.map((page) => page.result.data_sources[0])).toEqual([
      { id: 'handbook', name: 'Handbook', result_count: 2, has_more: true },
      { id: 'handbook', name: 'Handbook', result_count: 2, has_more: true },
      { id: 'handbook', name: 'Handbook', result_count: 1, has_more: false },
    ]);
    expect(pages[0]?.result.text_content).toContain('Rule 1 of the handbook.');
    expect(pages[1]?.result.text_content).toContain('Rule 3 of the handbook.');
    expect(pages[2]?.result.text_content).toContain('Rule 5 of the handbook.');
    expect(pages[2]?.result.text_content).not.toContain('Kitchen');
    expect(pages[0]?.sources.map((entry) => entry.url)).toEqual([
      new URL(`file://${join(folder, 'travel-1.md')}`).href,
      new URL(`file://${join(folder, 'travel-2.md')}`).href,
    ]);
  });

  it('is offered to a cloud provider only when its data security allows any provider', async () => {
    expect((await ask(handbook(), { query: 'travel' }, cloud)).offered).toBe(false);
    const allowed = await ask(handbook({ dataSecurity: DataSecurity.ALLOW_ANY }), { query: 'travel' }, cloud);
    expect(allowed.offered).toBe(true);
  });

  it('fails a search (reported as not searched) when the index is missing or the query has no words', async () => {
    const missing = handbook({ index: { databasePath: join(root, 'missing.sqlite') } });
    await expect(missing.search('travel', { limit: 3, signal: new AbortController().signal })).rejects.toMatchObject({
      code: LocalIndexErrorCode.INDEX_NOT_FOUND,
    });
    const answer = await ask(missing, { query: 'travel' });
    expect(answer.offered && answer.result.data_sources[0]?.issues?.[0]).toMatch(
      /^Not searched: There is no index at /,
    );

    await expect(
      handbook().search('*** ???', { limit: 3, signal: new AbortController().signal }),
    ).rejects.toMatchObject({
      code: 'DATA_SOURCE_QUERY_NOT_SEARCHABLE',
    });
  });
});
