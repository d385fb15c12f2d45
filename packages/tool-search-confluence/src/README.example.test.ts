// The README's minimal example, compiled and run (it connects nowhere: no search is made), and
// kept line for line equal to the README, so the README cannot drift away from code that works.
import { readFileSync } from 'node:fs';
import { ChatThread, InMemoryToolSettingsStore, ToolComponent, ToolRegistry } from '@toolgate/core';
import { markedExampleLines, readmeExampleLines } from '@toolgate/provider-utils/test';
import { ReadWebPageTool } from '@toolgate/tool-read-web-page';
import { WebPageRetrievalService } from '@toolgate/web-retrieval';
import { describe, expect, it } from 'vitest';
import { SearchConfluenceTool } from './index.js';

/** Stands in for the host's own token source. */
async function tokenFor(hostname: string): Promise<string> {
  return `token-for-${hostname}`;
}

async function readmeExample() {
  // README example: start
  // The host's sign-in for the wiki: a Negotiate/Kerberos header, a bearer token, cookies.
  const retrieval = new WebPageRetrievalService({
    credentials: async ({ hostname }) => ({ authorization: `Bearer ${await tokenFor(hostname)}` }),
  });
  const registry = new ToolRegistry([new SearchConfluenceTool({ retrieval }), new ReadWebPageTool({ retrieval })]);
  const settings = new InMemoryToolSettingsStore({
    organizationDefaults: {
      'search_confluence.baseUrl': 'https://wiki.example.org/confluence/',
      'read_web_page.allowedPrivateHosts': 'wiki.example.org', // so the model can open the hits
    },
  });
  const provider = { id: 'openai-chat', confidence: 'HIGH', canCallTools: true } as const;
  const context = { component: ToolComponent.CHAT, provider, chatThread: new ChatThread(), settings };
  // Selecting search_confluence brings read_web_page along.
  const runnableTools = await registry.getRunnableTools(context, ['search_confluence']);
  // README example: end
  retrieval.close();
  return runnableTools;
}

describe('the README example', () => {
  it('is the code of this file, line for line', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const here = readFileSync(new URL(import.meta.url), 'utf8');
    expect(markedExampleLines(here)).toEqual(readmeExampleLines(readme));
  });

  it('offers the search and read_web_page with it', async () => {
    expect((await readmeExample()).map((tool) => tool.definition.id)).toEqual(['search_confluence', 'read_web_page']);
  });
});
