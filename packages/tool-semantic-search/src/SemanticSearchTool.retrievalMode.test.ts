import {
  ChatThread,
  ConfidenceLevel,
  InMemoryToolSettingsStore,
  RetrievalMode,
  ToolComponent,
  ToolOfferBlockReason,
  type ToolProviderSettings,
  ToolRegistry,
} from '@toolgate/core';
import { PromptInjectionGuardService } from '@toolgate/injection-guard';
import { describe, expect, it } from 'vitest';
import { DataSourceService } from './DataSourceService.js';
import { InMemoryDataSource } from './InMemoryDataSource.test-helpers.js';
import { SemanticSearchTool } from './SemanticSearchTool.js';

const provider: ToolProviderSettings = { id: 'cloud', confidence: ConfidenceLevel.MEDIUM, canCallTools: true };

function registry(): ToolRegistry {
  const service = new DataSourceService({ dataSources: [new InMemoryDataSource({ id: 'docs', documents: [] })] });
  return new ToolRegistry([
    new SemanticSearchTool({ dataSourceService: service, guard: new PromptInjectionGuardService() }),
  ]);
}

describe('the registry decides between semantic_search and the classic retrieval', () => {
  it.each([
    ['the tool can be offered', {}, provider, RetrievalMode.SEMANTIC_SEARCH, ToolOfferBlockReason.NONE],
    [
      'the model cannot call tools',
      {},
      { ...provider, canCallTools: false },
      RetrievalMode.EVERY_MESSAGE,
      ToolOfferBlockReason.MODEL_CANNOT_USE_TOOLS,
    ],
    [
      'the organization switched it off',
      { switchedOffToolIds: ['semantic_search'] },
      provider,
      RetrievalMode.EVERY_MESSAGE,
      ToolOfferBlockReason.TOOL_SWITCHED_OFF,
    ],
    [
      'the organization raised its confidence above the provider',
      { minimumProviderConfidenceByToolId: { semantic_search: ConfidenceLevel.HIGH } },
      provider,
      RetrievalMode.EVERY_MESSAGE,
      ToolOfferBlockReason.PROVIDER_CONFIDENCE_TOO_LOW,
    ],
  ] as const)('when %s', async (_, settingsOptions, requestProvider, mode, reason) => {
    const context = {
      component: ToolComponent.CHAT,
      provider: requestProvider,
      chatThread: new ChatThread(),
      settings: new InMemoryToolSettingsStore(settingsOptions),
    };
    const tools = registry();
    expect(await tools.getEffectiveRetrievalMode(RetrievalMode.SEMANTIC_SEARCH, context)).toEqual({
      mode,
      semanticSearchBlockReason: reason,
    });
    const offered = await tools.getRunnableTools(context, []);
    expect(offered.length).toBe(mode === RetrievalMode.SEMANTIC_SEARCH ? 1 : 0);
  });

  it('keeps the classic retrieval when the chat prefers it', async () => {
    const context = {
      component: ToolComponent.CHAT,
      provider,
      chatThread: new ChatThread(),
      settings: new InMemoryToolSettingsStore(),
    };
    expect((await registry().getEffectiveRetrievalMode(RetrievalMode.EVERY_MESSAGE, context)).mode).toBe(
      RetrievalMode.EVERY_MESSAGE,
    );
  });
});
