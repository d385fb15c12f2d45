import { readFileSync } from 'node:fs';

/** One changeset that `changeset version` could not read, or that names a package it cannot release. */
export interface InvalidChangeset {
  /** The changeset file, relative to the repository root. */
  readonly file: string;
  /** What is wrong with it. */
  readonly message: string;
}

/** The front matter changesets reads: `---`, one `"<package>": major|minor|patch` line per package, `---`. */
const FRONT_MATTER = /^---\r?\n((?:"[^"\r\n]+": (?:major|minor|patch)\r?\n)+)---\r?\n\r?\n\S/;

/**
 * Checks every `.changeset/*.md` among `files` (except its README): the front matter must be the
 * exact shape changesets parses (a Markdown formatter once turned it into a heading, which breaks
 * `changeset version`), followed by a summary, and every package it names must be one of
 * `releasable` (the published packages of the workspace).
 */
export function findInvalidChangesets(
  root: string,
  files: readonly string[],
  releasable: ReadonlySet<string>,
  read: (path: string) => string = (path) => readFileSync(`${root}/${path}`, 'utf8'),
): InvalidChangeset[] {
  const problems: InvalidChangeset[] = [];
  for (const file of files.filter((path) => /^\.changeset\/[^/]+\.md$/.test(path) && path !== '.changeset/README.md')) {
    const match = FRONT_MATTER.exec(read(file));
    if (match === null) {
      problems.push({
        file,
        message:
          'does not start with the front matter ---, "@toolgate/<package>": major|minor|patch lines, ---, then a summary',
      });
      continue;
    }
    for (const [, name] of (match[1] ?? '').matchAll(/"([^"]+)":/g)) {
      if (name !== undefined && !releasable.has(name)) {
        problems.push({ file, message: `names ${name}, which is no published package of the workspace` });
      }
    }
  }
  return problems;
}
