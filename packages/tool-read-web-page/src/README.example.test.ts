// The README's minimal example, compiled and run (it connects nowhere: no page is read), and kept
// line for line equal to the README, so the README cannot drift away from code that works.
import { readFileSync } from 'node:fs';
import { ChatThread, InMemoryToolSettingsStore, ToolComponent, ToolRegistry } from '@toolgate/core';
import { PromptInjectionGuardService } from '@toolgate/injection-guard';
import { markedExampleLines, readmeExampleLines } from '@toolgate/provider-utils/test';
import { WebPageRetrievalService } from '@toolgate/web-retrieval';
import { describe, expect, it } from 'vitest';
import { ReadWebPageTool } from './index.js';

async function readmeExample() {
  // README example: start
  const retrieval = new WebPageRetrievalService();
  const registry = new ToolRegistry([
    new ReadWebPageTool({
      retrieval,
      filter: new PromptInjectionGuardService(), // the default; pass your own to share its reports
      onInjectionReport: (report) => console.warn('filtered', report.url, report.findings),
    }),
  ]);
  const settings = new InMemoryToolSettingsStore({
    organizationDefaults: { 'read_web_page.allowedPrivateHosts': 'wiki.corp, *.intranet.example' },
  });
  const chatThread = new ChatThread();
  const provider = { id: 'openai-chat', confidence: 'HIGH', canCallTools: true } as const;
  const runnableTools = await registry.getRunnableTools(
    { component: ToolComponent.CHAT, provider, chatThread, settings },
    ['read_web_page'],
  );

  // Per request: record what the model is given, so the default (OFF) reads these addresses only.
  const systemPrompt = `You are a helpful assistant.\n\n${ToolRegistry.buildToolPolicyPrompt(runnableTools)}`;
  const messages = [{ role: 'user', content: 'Summarize https://example.org/article' }] as const;
  chatThread.addGivenWebAddressesFromConversation(systemPrompt, messages);
  // Then an adapter with systemPrompt, messages and the runnable tools, and core's SequentialToolCallingLoop.
  // README example: end
  retrieval.close();
  return { runnableTools, chatThread, systemPrompt };
}

describe('the README example', () => {
  it('is the code of this file, line for line', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const here = readFileSync(new URL(import.meta.url), 'utf8');
    expect(markedExampleLines(here)).toEqual(readmeExampleLines(readme));
  });

  it('offers read_web_page with its instructions and records the given address', async () => {
    const { runnableTools, chatThread, systemPrompt } = await readmeExample();
    expect(runnableTools.map((tool) => tool.definition.id)).toEqual(['read_web_page']);
    expect(systemPrompt).toContain('## Tool `read_web_page`');
    expect(chatThread.isWebAddressGivenToTheModel('https://example.org/article')).toBe(true);
  });
});
