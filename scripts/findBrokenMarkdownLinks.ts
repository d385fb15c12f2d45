import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, posix } from 'node:path';

/** One problem in a Markdown file: a relative link that leads nowhere in the repository, or a path that leaves it. */
export interface MarkdownLinkProblem {
  /** The Markdown file, relative to the repository root (forward slashes). */
  readonly file: string;
  /** 1-based line of the problem. */
  readonly line: number;
  /** What is wrong, naming the link or text. */
  readonly message: string;
}

/**
 * A relative path written anywhere in the text (prose, code spans, code blocks): one or more `../`
 * and what follows. A reader of a clone has nothing above the repository's root, so a path that
 * climbs out of it points at files they do not have.
 */
const RELATIVE_PATH_MENTION = /(?<![\w./-])((?:\.\.\/)+[\w./-]*)/g;
/** The developers' workshop on their machines, which no clone has either. */
const WORKSHOP_MENTION = /\/work\/shared\b/;

/** `[text](target)` and `![alt](target)`; the target ends at whitespace (a title may follow) or `)`. */
const INLINE_LINK = /!?\[(?:[^\]\\]|\\.)*\]\(\s*<?([^)\s>]*)>?(?:\s+["'(][^)]*)?\)/g;
/** `[label]: target` reference definitions. */
const REFERENCE_DEFINITION = /^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/;

/** Every file a clone of the repository has (tracked, or new and not ignored), relative to the root. */
export function listRepositoryFiles(root: string): string[] {
  const output = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return output.split('\0').filter((path) => path !== '');
}

/**
 * Checks the Markdown files among `files` (paths relative to `root`, as from {@link listRepositoryFiles}):
 * every relative link must lead to a file or folder among `files`, inside the repository, and no
 * text may mention a relative path that climbs out of the repository. Links with a scheme (`https:`, `mailto:`) and same-page anchors
 * are not followed; a fragment or query after a path is ignored. Code spans and fenced code blocks
 * are not links, but a path mentioned there counts too.
 */
export function findBrokenMarkdownLinks(
  root: string,
  files: readonly string[],
  read: (path: string) => string = (path) => readFileSync(`${root}/${path}`, 'utf8'),
): MarkdownLinkProblem[] {
  const existing = new Set<string>();
  for (const file of files) {
    existing.add(file);
    for (let folder = dirname(file); folder !== '.' && folder !== '/'; folder = dirname(folder)) existing.add(folder);
  }
  const problems: MarkdownLinkProblem[] = [];
  for (const file of files.filter((path) => path.toLowerCase().endsWith('.md'))) {
    let inFence = false;
    read(file)
      .split(/\r?\n/)
      .forEach((text, index) => {
        const line = index + 1;
        for (const [, path = ''] of text.matchAll(RELATIVE_PATH_MENTION)) {
          if (leavesRepository(file, path)) {
            problems.push({ file, line, message: `mentions ${path}, a path outside the repository` });
          }
        }
        if (WORKSHOP_MENTION.test(text)) {
          problems.push({ file, line, message: 'mentions /work/shared, a folder outside the repository' });
        }
        if (/^\s{0,3}(```|~~~)/.test(text)) {
          inFence = !inFence;
          return;
        }
        if (inFence) return;
        const prose = text.replace(/(`+)[\s\S]*?\1/g, (span) => ' '.repeat(span.length));
        const targets = [...prose.matchAll(INLINE_LINK)].map((match) => match[1] ?? '');
        const definition = REFERENCE_DEFINITION.exec(prose);
        if (definition?.[1] !== undefined) targets.push(definition[1]);
        for (const target of targets) {
          const problem = checkTarget(file, target, existing);
          if (problem !== undefined) problems.push({ file, line, message: problem });
        }
      });
  }
  return problems;
}

/** True when `path`, read from the folder of `file`, leads above the repository's root. */
function leavesRepository(file: string, path: string): boolean {
  const resolved = posix.normalize(posix.join(posix.dirname(file), path)).replace(/\/+$/, '');
  return resolved === '..' || resolved.startsWith('../');
}

function checkTarget(file: string, target: string, existing: ReadonlySet<string>): string | undefined {
  if (target === '' || target.startsWith('#') || /^[a-z][a-z0-9+.-]*:/i.test(target)) return undefined;
  const path = decodeURIComponent(target.replace(/[?#].*$/, ''));
  if (path === '') return undefined;
  const resolved = path.startsWith('/')
    ? posix.normalize(path.slice(1))
    : posix.normalize(posix.join(posix.dirname(file), path));
  const clean = resolved.replace(/\/+$/, '');
  if (clean === '..' || clean.startsWith('../')) return `links to ${target}, outside the repository`;
  if (clean === '.' || clean === '' || existing.has(clean)) return undefined;
  return `links to ${target}, but ${clean} is not in the repository`;
}
