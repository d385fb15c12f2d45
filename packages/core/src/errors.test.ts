// The `@toolgate/core/errors` entry exists so that a package needing only the error base class
// does not pay for zod at start-up: nothing it reaches may import zod.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as errors from './errors.js';
import * as core from './index.js';

const sourceDirectory = new URL('./', import.meta.url);
const packageJson = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  exports: Record<string, { types?: string; source?: string; default?: string } | string>;
};

/** Every import specifier of the files reachable from `entry` through relative imports, with the file that names it. */
function reachableImports(entry: string): { file: string; specifier: string }[] {
  const found: { file: string; specifier: string }[] = [];
  const seen = new Set<string>();
  const pending = [entry];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const text = readFileSync(new URL(file, sourceDirectory), 'utf8');
    for (const match of text.matchAll(/\b(?:from|import)\s*\(?\s*'([^']+)'/g)) {
      const specifier = match[1]!;
      found.push({ file, specifier });
      if (specifier.startsWith('./')) pending.push(specifier.slice(2).replace(/\.js$/, '.ts'));
    }
  }
  return found;
}

describe('@toolgate/core/errors', () => {
  it('is a subpath export with types, source and default files that match the main entry layout', () => {
    expect(packageJson.exports['./errors']).toEqual({
      types: './dist/errors.d.ts',
      source: './src/errors.ts',
      default: './dist/errors.js',
    });
  });

  it('reaches no zod (and no other package) through its imports', () => {
    const imports = reachableImports('errors.ts');
    expect(imports.map((entry) => entry.specifier)).toContain('./ToolgateError.js');
    for (const { file, specifier } of imports) {
      expect(specifier.startsWith('./'), `${file} imports ${specifier}`).toBe(true);
    }
    // The main entry does reach zod: the check above would have caught it.
    expect(reachableImports('index.ts').some((entry) => entry.specifier === 'zod')).toBe(true);
  });

  it('exports the same ToolgateError class as the main entry', () => {
    expect(errors.ToolgateError).toBe(core.ToolgateError);
    const error = new errors.ToolgateError('SOME_CODE', 'Something failed.');
    expect(core.ToolgateError.isInstance(error)).toBe(true);
    expect(error.code).toBe('SOME_CODE');
  });
});
