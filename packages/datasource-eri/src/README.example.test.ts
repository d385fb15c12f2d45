// The README's minimal example, compiled (the typecheck covers this file) and kept line for line
// equal to the README, so the README cannot drift away from code that compiles. It is never run:
// it talks to a real ERI server (EriDataSource.test.ts runs the same calls against a loopback one).
import { readFileSync } from 'node:fs';
import { ConfidenceLevel, DataSecurity, ToolRegistry } from '@toolgate/core';
import { PromptInjectionGuardService } from '@toolgate/injection-guard';
import { markedExampleLines, readmeExampleLines } from '@toolgate/provider-utils/test';
import { DataSourceService, SemanticSearchTool } from '@toolgate/tool-semantic-search';
import { describe, expect, it } from 'vitest';
import { EriDataSource } from './index.js';

export function readmeExample(): ToolRegistry {
  // README example: start
  const handbook = new EriDataSource({
    id: 'handbook',
    name: 'ACME handbook',
    client: {
      baseUrl: 'https://eri.intranet.example:8443',
      credentials: {
        method: 'USERNAME_PASSWORD',
        username: 'svc-toolgate',
        password: process.env['ERI_PASSWORD'] ?? '',
      },
    },
    dataSecurity: DataSecurity.ALLOW_ANY, // the server's live requirements can still tighten it
    minimumProviderConfidence: ConfidenceLevel.NONE,
  });
  const dataSourceService = new DataSourceService({ dataSources: [handbook] });
  const guard = new PromptInjectionGuardService(); // filters the server's description and every passage
  const registry = new ToolRegistry([new SemanticSearchTool({ dataSourceService, guard })]);
  // README example: end
  return registry;
}

describe('README', () => {
  it('shows the example this file compiles, line for line', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const source = readFileSync(new URL(import.meta.url), 'utf8');
    expect(readmeExampleLines(readme)).toEqual(markedExampleLines(source));
  });
});
