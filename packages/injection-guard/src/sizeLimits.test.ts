import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The size limits of issue 17: the detector stays small enough to read.
const packageRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const IGNORED_DIRECTORIES = new Set(['node_modules', 'dist', 'data']);

function filesUnder(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return IGNORED_DIRECTORIES.has(name) ? [] : filesUnder(path);
    return [path];
  });
}

const sourceFiles = filesUnder(packageRoot).filter((path) => /\.(?:ts|js|mjs|cjs|json)$/.test(path));
const lineCount = (path: string): number => readFileSync(path, 'utf8').split('\n').length;
const isGenerated = (path: string): boolean => relative(packageRoot, path).startsWith(join('src', 'generated'));
const MODEL_WEIGHTS = join('src', 'generated', 'instructionModelWeights.ts');

describe('size limits of the injection guard (issue 17)', () => {
  it('finds the sources it measures', () => {
    expect(sourceFiles.map((path) => relative(packageRoot, path))).toContain(
      join('src', 'BuiltInPromptInjectionDetector.ts'),
    );
  });

  it('keeps the hand-written non-test source of src/ at most 5,000 lines', () => {
    const handWritten = sourceFiles.filter(
      (path) => relative(packageRoot, path).startsWith('src') && !isGenerated(path) && !path.endsWith('.test.ts'),
    );
    const total = handWritten.reduce((sum, path) => sum + lineCount(path), 0);
    expect(total).toBeLessThanOrEqual(5_000);
  });

  it('has no hand-written file over 800 lines', () => {
    const long = sourceFiles
      .filter((path) => !isGenerated(path) && lineCount(path) > 800)
      .map((path) => relative(packageRoot, path));
    expect(long).toEqual([]);
  });

  it('has nothing generated over 1 MB except the model weights, and those at most 5 MB', () => {
    const generated = sourceFiles.filter(isGenerated);
    const large = generated
      .filter((path) => statSync(path).size > 1_000_000 && relative(packageRoot, path) !== MODEL_WEIGHTS)
      .map((path) => relative(packageRoot, path));
    expect(large).toEqual([]);
    expect(statSync(join(packageRoot, MODEL_WEIGHTS)).size).toBeLessThanOrEqual(5_000_000);
  });
});
