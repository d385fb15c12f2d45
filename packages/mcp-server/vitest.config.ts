import { defineProject } from 'vitest/config';
import { sharedProjectConfig } from '../../vitest.shared.js';

// eventsource-parser (under the MCP SDK's HTTP client) publishes a `source` export condition too, so the SDK
// and it go through Vite, which transforms that TypeScript, instead of Node, which cannot load it.
export default defineProject(
  sharedProjectConfig('mcp-server', {
    server: { deps: { inline: [/@modelcontextprotocol\/sdk/, /eventsource-parser/] } },
  }),
);
