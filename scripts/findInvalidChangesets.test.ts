import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { listRepositoryFiles } from './findBrokenMarkdownLinks.js';
import { findInvalidChangesets } from './findInvalidChangesets.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The names of the workspace packages that are published (not private). */
function releasablePackages(files: readonly string[]): Set<string> {
  const names = new Set<string>();
  for (const file of files.filter((path) => /^(packages|apps)\/[^/]+\/package\.json$/.test(path))) {
    const manifest = JSON.parse(readFileSync(`${ROOT}/${file}`, 'utf8')) as { name?: string; private?: boolean };
    if (manifest.name !== undefined && manifest.private !== true) names.add(manifest.name);
  }
  return names;
}

describe('the changesets of the repository', () => {
  it('all have the front matter changesets reads and name published packages', () => {
    const files = listRepositoryFiles(ROOT);
    const releasable = releasablePackages(files);
    expect(releasable.has('@toolgate/core')).toBe(true);
    expect(releasable.has('@toolgate/demo')).toBe(false);
    expect(findInvalidChangesets(ROOT, files, releasable)).toEqual([]);
  });
});

describe('findInvalidChangesets', () => {
  const releasable = new Set(['@toolgate/core', '@toolgate/anthropic']);
  const check = (pages: Record<string, string>) =>
    findInvalidChangesets(
      '/repo',
      ['.changeset/README.md', ...Object.keys(pages)],
      releasable,
      (path) => pages[path] ?? '',
    );

  it('accepts one or more packages with a summary, and skips the README', () => {
    expect(
      check({
        '.changeset/a.md': '---\n"@toolgate/core": minor\n---\n\nWhat changed.\n',
        '.changeset/b.md': '---\n"@toolgate/core": patch\n"@toolgate/anthropic": major\n---\n\nWhat changed.\n',
      }),
    ).toEqual([]);
  });

  it('refuses front matter turned into a heading, a missing summary, a bad level and an unknown package', () => {
    expect(
      check({
        '.changeset/heading.md': '---\n\n## "@toolgate/core": minor\n\nWhat changed.\n',
        '.changeset/empty.md': '---\n"@toolgate/core": minor\n---\n',
        '.changeset/level.md': '---\n"@toolgate/core": huge\n---\n\nWhat changed.\n',
        '.changeset/demo.md': '---\n"@toolgate/demo": minor\n---\n\nWhat changed.\n',
      }).map((problem) => [problem.file, problem.message.slice(0, 28)]),
    ).toEqual([
      ['.changeset/heading.md', 'does not start with the fron'],
      ['.changeset/empty.md', 'does not start with the fron'],
      ['.changeset/level.md', 'does not start with the fron'],
      ['.changeset/demo.md', 'names @toolgate/demo, which '],
    ]);
  });
});
