// The README's minimal example, compiled (the typecheck covers this file) and kept line for line
// equal to the README, so the README cannot drift away from code that compiles. It is never run
// here: it would search a real SearXNG (the other tests run the tool against loopback servers).
import { readFileSync } from 'node:fs';
import { ChatThread, ConfidenceLevel, InMemoryToolSettingsStore, ToolComponent, ToolRegistry } from '@toolgate/core';
import { PromptInjectionGuardService } from '@toolgate/injection-guard';
import { markedExampleLines, readmeExampleLines } from '@toolgate/provider-utils/test';
import { WebPageRetrievalService } from '@toolgate/web-retrieval';
import { describe, expect, it } from 'vitest';
import { WebSearchTool } from './index.js';

export async function readmeExample(): Promise<void> {
  // README example: start
  // One retrieval service for everything the host reads: its resolver and connect-to mappings apply to every request.
  const retrieval = new WebPageRetrievalService();
  const guard = new PromptInjectionGuardService({ onReport: (report) => console.warn(report.message) });
  const registry = new ToolRegistry([new WebSearchTool({ retrieval, guard })]);

  // Settings are addressed as web_search.<field>; an organization can lock or preset them.
  const settings = new InMemoryToolSettingsStore({
    userValues: {
      'web_search.searxng.baseUrl': 'http://searxng.internal:8080',
      'web_search.defaultLanguage': 'en-US',
    },
  });
  const provider = { id: 'openai', confidence: ConfidenceLevel.MEDIUM, canCallTools: true };
  const runnableTools = await registry.getRunnableTools(
    { component: ToolComponent.CHAT, provider, chatThread: new ChatThread(), settings },
    ['web_search'],
  );
  // Offer runnableTools through an adapter and run core's SequentialToolCallingLoop (see @toolgate/openai-chat).
  console.log(runnableTools.map((tool) => tool.definition.id)); // ['web_search']
  // README example: end
}

describe('README', () => {
  it('shows the example this file compiles, line for line', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const source = readFileSync(new URL(import.meta.url), 'utf8');
    expect(readmeExampleLines(readme)).toEqual(markedExampleLines(source));
  });
});
