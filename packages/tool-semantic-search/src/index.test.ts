// The package's promises as a whole: it depends on core only (the guard is any object with its
// shape), imports no Node built-in, and its root names the host's surface and nothing else.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as api from './index.js';

const sourceDirectory = new URL('./', import.meta.url);
const librarySources = readdirSync(sourceDirectory)
  .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('.test-helpers.ts'))
  .map((name) => ({ name, text: readFileSync(new URL(name, sourceDirectory), 'utf8') }));

describe('@toolgate/tool-semantic-search as a package', () => {
  it('imports only its own files and @toolgate/core', () => {
    expect(librarySources.length).toBeGreaterThan(8);
    for (const { name, text } of librarySources) {
      for (const match of text.matchAll(/\bfrom\s+'([^']+)'|\bimport\(\s*'([^']+)'\s*\)/g)) {
        const specifier = match[1] ?? match[2] ?? '';
        expect(specifier.startsWith('./') || specifier === '@toolgate/core', `${name} imports ${specifier}`).toBe(true);
      }
    }
    const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
      dependencies?: Record<string, string>;
    };
    expect(Object.keys(manifest.dependencies ?? {})).toEqual(['@toolgate/core']);
  });

  it('exports the host surface by name', () => {
    expect(Object.keys(api).sort()).toEqual(
      [
        'DATA_SOURCE_DESCRIPTION_CACHE_MS',
        'DATA_SOURCE_DESCRIPTION_MAX_CHARACTERS',
        'DATA_SOURCE_DESCRIPTION_TIMEOUT_MS',
        'DATA_SOURCE_ID_PATTERN',
        'DATA_SOURCE_KIND_LABELS',
        'DEFAULT_DATA_SOURCE_SEARCH_TIMEOUT_MS',
        'DEFAULT_RESULT_BUDGET_CHARACTERS',
        'DEFAULT_SECURITY_CHECK_TIMEOUT_MS',
        'DataSourceDescriptionService',
        'DataSourceError',
        'DataSourceKind',
        'DataSourceService',
        'MAX_DATA_SOURCE_PAGE_SIZE',
        'MAX_SEMANTIC_SEARCH_QUERY_CHARACTERS',
        'SemanticSearchArguments',
        'SemanticSearchTool',
        'dataSourceThreadFromConversation',
        'isExternalDataSourceKind',
        'retrieveForMessage',
        'semanticSearchDefinition',
        'validateDataSource',
      ].sort(),
    );
  });
});
