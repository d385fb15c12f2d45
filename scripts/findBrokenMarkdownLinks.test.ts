import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findBrokenMarkdownLinks, listRepositoryFiles } from './findBrokenMarkdownLinks.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

describe('the documentation of the repository', () => {
  it('links only to files inside the repository and mentions no path above its root', () => {
    const files = listRepositoryFiles(ROOT);
    const markdown = files.filter((path) => path.endsWith('.md'));
    // The root README, every package README and the architecture document are among them.
    expect(markdown).toEqual(
      expect.arrayContaining(['README.md', 'docs/ARCHITECTURE.md', 'packages/core/README.md', 'apps/demo/README.md']),
    );
    const problems = findBrokenMarkdownLinks(ROOT, files).map(
      (problem) => `${problem.file}:${problem.line}: ${problem.message}`,
    );
    expect(problems).toEqual([]);
  });
});

describe('findBrokenMarkdownLinks', () => {
  const files = ['README.md', 'docs/GUIDE.md', 'packages/a/README.md', 'packages/a/src/index.ts'];
  const check = (pages: Record<string, string>) =>
    findBrokenMarkdownLinks('/repo', [...files, ...Object.keys(pages)], (path) => pages[path] ?? '');

  it('accepts links to files and folders of the repository, with anchors, and ignores URLs and code', () => {
    expect(
      check({
        'docs/X.md': [
          '[guide](GUIDE.md#install) [root](../README.md) [pkg](../packages/a/) [src](/packages/a/src/index.ts)',
          '[web](https://example.org/x.md) [mail](mailto:a@example.org) [here](#top) ![img](../packages/a/README.md)',
          '`[not a link](missing.md)`',
          '```md',
          '[inside a fence](missing.md)',
          '```',
          '[ref]: GUIDE.md',
        ].join('\n'),
      }),
    ).toEqual([]);
  });

  it('reports a missing target and paths out of the repository, with file and line', () => {
    expect(
      check({
        'docs/X.md': [
          'Intro.',
          'See [the map](ARCHITECTURE.md) and [spec](../../workshop/spec/Tools.md), and [fixtures](../fixtures/).',
          'Read `../../workshop/ARCHITECTURE.md` on /work/shared.',
          '[ref]: ../missing/',
        ].join('\n'),
      }),
    ).toEqual([
      { file: 'docs/X.md', line: 2, message: 'mentions ../../workshop/spec/Tools.md, a path outside the repository' },
      {
        file: 'docs/X.md',
        line: 2,
        message: 'links to ARCHITECTURE.md, but docs/ARCHITECTURE.md is not in the repository',
      },
      { file: 'docs/X.md', line: 2, message: 'links to ../../workshop/spec/Tools.md, outside the repository' },
      { file: 'docs/X.md', line: 2, message: 'links to ../fixtures/, but fixtures is not in the repository' },
      { file: 'docs/X.md', line: 3, message: 'mentions ../../workshop/ARCHITECTURE.md, a path outside the repository' },
      { file: 'docs/X.md', line: 3, message: 'mentions /work/shared, a folder outside the repository' },
      { file: 'docs/X.md', line: 4, message: 'links to ../missing/, but missing is not in the repository' },
    ]);
  });
});
