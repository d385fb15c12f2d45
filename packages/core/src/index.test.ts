// The package's promises as a whole: it runs in a browser or an edge runtime (no Node built-ins,
// no Node-only globals), depends on zod only, and keeps the names other packages import.
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as core from './index.js';

const sourceDirectory = new URL('./', import.meta.url);
const isLibrarySource = (name: string): boolean =>
  name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('.test-helpers.ts');
// The `./test` subpath ships too, so it keeps the same promises.
const librarySources = [
  ...readdirSync(sourceDirectory).filter(isLibrarySource),
  ...readdirSync(new URL('test/', sourceDirectory))
    .filter(isLibrarySource)
    .map((name) => `test/${name}`),
].map((name) => ({ name, text: readFileSync(new URL(name, sourceDirectory), 'utf8') }));

describe('@toolgate/core as a package', () => {
  it('imports only its own files and zod', () => {
    expect(librarySources.length).toBeGreaterThan(20);
    for (const { name, text } of librarySources) {
      for (const match of text.matchAll(/\bfrom\s+'([^']+)'|\bimport\(\s*'([^']+)'\s*\)/g)) {
        const specifier = match[1] ?? match[2] ?? '';
        const ownFile = specifier.startsWith('./') || (name.startsWith('test/') && specifier === '../index.js');
        expect(ownFile || specifier === 'zod', `${name} imports ${specifier}`).toBe(true);
      }
    }
  });

  it('uses no Node-only globals', () => {
    for (const { name, text } of librarySources) {
      const code = text.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
      expect(code, name).not.toMatch(/\b(process|Buffer|require|__dirname|__filename|setImmediate)\b\s*[.(]/);
    }
  });

  it('depends on zod only', () => {
    const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
      dependencies?: Record<string, string>;
      peerDependencies?: Record<string, string>;
      sideEffects?: unknown;
    };
    expect(Object.keys(manifest.dependencies ?? {})).toEqual(['zod']);
    expect(manifest.peerDependencies).toBeUndefined();
    expect(manifest.sideEffects).toBe(false);
  });

  it('exports the names the adapters, tools and the demo use', () => {
    const exported = new Map(Object.entries(core));
    for (const name of [
      'ToolgateError',
      'ToolRegistry',
      'ToolExecutor',
      'SequentialToolCallingLoop',
      'ToolArgumentReader',
      'ToolArgumentError',
      'ToolParameterSchemaBuilder',
      'ToolExecutionResult',
      'ToolExecutionBlockedError',
      'InvalidToolCallingResponseError',
      'ToolOfferBlockReason',
      'ToolRegistrationError',
      'RetrievalMode',
      'ChatThread',
      'ChatThreadFormatError',
      'ToolPaging',
      'renderSourcesMarkdown',
      'sourceUrlKey',
      'defineTool',
    ]) {
      expect(exported.get(name), name).toBeDefined();
    }
  });
});
