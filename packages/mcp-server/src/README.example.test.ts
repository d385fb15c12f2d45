// The README's minimal example, compiled and run (it serves on loopback and connects nowhere: no
// search or page is requested), and kept line for line equal to the README.
import { readFileSync } from 'node:fs';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { InMemoryToolSettingsStore, ToolRegistry } from '@toolgate/core';
import { PromptInjectionGuardService } from '@toolgate/injection-guard';
import { markedExampleLines, readmeExampleLines } from '@toolgate/provider-utils/test';
import { ReadWebPageTool } from '@toolgate/tool-read-web-page';
import { WebSearchTool } from '@toolgate/tool-web-search';
import { WebPageRetrievalService } from '@toolgate/web-retrieval';
import { describe, expect, it } from 'vitest';
import { McpToolServer, startMcpHttpServer } from './index.js';

async function readmeExample() {
  // README example: start
  const retrieval = new WebPageRetrievalService();
  const guard = new PromptInjectionGuardService();
  const toolServer: McpToolServer = new McpToolServer({
    registry: new ToolRegistry([
      new WebSearchTool({ retrieval, guard }),
      new ReadWebPageTool({
        retrieval,
        filter: guard,
        // What the guard removed goes to the client (MCP logging) and to onInjectionReport below.
        onInjectionReport: (report) =>
          toolServer.reportInjection({
            toolId: report.toolId,
            source: report.url,
            findings: report.findings,
            redactedCount: report.redactedCount,
          }),
      }),
    ]),
    settings: new InMemoryToolSettingsStore({
      organizationDefaults: {
        'web_search.searxng.baseUrl': 'http://searxng.internal:8080',
        'web_search.defaultLanguage': 'en-US',
      },
    }),
    clientConfidence: 'MEDIUM', // what the operator trusts this client (and its model) with
    onInjectionReport: (report) => console.error('filtered', report.source, report.redactedCount),
  });

  // Streamable HTTP on 127.0.0.1 (any free port unless `port` is set), one ChatThread per session.
  const http = await startMcpHttpServer(toolServer, { bearerToken: process.env.MCP_TOKEN });
  console.error(`MCP endpoint: ${http.url}`);
  // README example: end
  return { http, retrieval };
}

describe('the README example', () => {
  it('is the code of this file, line for line', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const here = readFileSync(new URL(import.meta.url), 'utf8');
    expect(markedExampleLines(here)).toEqual(readmeExampleLines(readme));
  });

  it('serves both tools on loopback to an MCP client', async () => {
    const { http, retrieval } = await readmeExample();
    expect(http.url.hostname).toBe('127.0.0.1');
    const client = new Client({ name: 'readme', version: '1' });
    await client.connect(new StreamableHTTPClientTransport(http.url));
    expect((await client.listTools()).tools.map((tool) => tool.name)).toEqual(['web_search', 'read_web_page']);
    await client.close();
    await http.close();
    retrieval.close();
  });
});
