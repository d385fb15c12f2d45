// The README's minimal example, compiled, run, and kept line for line equal to the README, so the
// README cannot drift away from code that works.
import { readFileSync } from 'node:fs';
import {
  ChatThread,
  ConfidenceLevel,
  DataSecurity,
  InMemoryToolSettingsStore,
  RetrievalMode,
  ToolComponent,
  ToolRegistry,
} from '@toolgate/core';
import { PromptInjectionGuardService } from '@toolgate/injection-guard';
import { markedExampleLines, readmeExampleLines } from '@toolgate/provider-utils/test';
import { describe, expect, it } from 'vitest';
import { type DataSource, DataSourceKind, DataSourceService, retrieveForMessage, SemanticSearchTool } from './index.js';

async function readmeExample() {
  // README example: start
  // A data source: two notes in memory here; @toolgate/datasource-eri and -local bring real ones.
  const notes = ['Travel abroad needs the approval of your manager.', 'Expenses are refunded within 30 days.'];
  const handbook: DataSource = {
    id: 'handbook',
    name: 'Handbook',
    kind: DataSourceKind.LOCAL_FOLDER,
    description: 'HR rules of ACME.',
    pageSize: 5,
    dataSecurity: DataSecurity.ALLOW_ANY,
    minimumProviderConfidence: ConfidenceLevel.NONE,
    search: async (query, { limit }) => {
      const words = query
        .toLowerCase()
        .split(/\W+/)
        .filter((word) => word.length > 3);
      const hits = notes.filter((note) => words.some((word) => note.toLowerCase().includes(word)));
      const passages = hits.map((text) => ({ text, title: 'Notes', location: 'https://intranet.example/notes' }));
      return { passages: passages.slice(0, limit) }; // best first
    },
  };

  const guard = new PromptInjectionGuardService(); // every passage goes through it
  const dataSourceService = new DataSourceService({ dataSources: [handbook], trustedProviderIds: ['company-llm'] });
  const searchTool = new SemanticSearchTool({ dataSourceService, guard, getChatDataSourceIds: () => ['handbook'] });
  const registry = new ToolRegistry([searchTool]);
  const provider = { id: 'openai', confidence: ConfidenceLevel.MEDIUM, canCallTools: true };
  const chatThread = new ChatThread();
  const context = { component: ToolComponent.CHAT, provider, chatThread, settings: new InMemoryToolSettingsStore() };

  // One place decides: semantic search when the tool can be offered, the classic retrieval otherwise.
  const { mode } = await registry.getEffectiveRetrievalMode(RetrievalMode.SEMANTIC_SEARCH, context);
  // SEMANTIC_SEARCH: nobody selects the tool; it offers itself, listing the chat's data sources.
  const runnableTools = await registry.getRunnableTools(context, []); // hand them to the loop as usual
  // EVERY_MESSAGE: search with the user's message and put found.markdown into the request.
  const found = await retrieveForMessage({
    message: 'Can I travel abroad?',
    dataSourceIds: ['handbook'],
    dataSourceService,
    chatProvider: provider,
    guard,
    chatThread,
  });
  // README example: end
  return { mode, runnableTools, found };
}

describe('README', () => {
  it('shows the example this file compiles, line for line', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const source = readFileSync(new URL(import.meta.url), 'utf8');
    expect(readmeExampleLines(readme)).toEqual(markedExampleLines(source));
  });

  it('runs: the tool is offered with the data source listed, and the classic retrieval finds the note', async () => {
    const { mode, runnableTools, found } = await readmeExample();
    expect(mode).toBe(RetrievalMode.SEMANTIC_SEARCH);
    expect(runnableTools.map((tool) => tool.definition.id)).toEqual(['semantic_search']);
    expect(runnableTools[0]!.definition.function.descriptionForLLM).toContain(
      '- id=handbook, name="Handbook", type=local folder, results per page=5, last page=19, description="HR rules of ACME."',
    );
    expect(found.markdown).toContain('Travel abroad needs the approval of your manager.');
    expect(found.markdown).not.toContain('Expenses');
    expect(found.sources).toEqual([{ title: 'Notes', url: 'https://intranet.example/notes', origin: 'RAG' }]);
  });
});
