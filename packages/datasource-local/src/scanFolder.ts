import { lstat, readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

/** A regular file found in the indexed folder. */
export interface ScannedFile {
  /** Path relative to the folder, with `/` separators: the file's key in the index. */
  readonly relativePath: string;
  readonly absolutePath: string;
  readonly size: number;
  readonly modifiedMs: number;
}

/** Folders never indexed: version control and dependency trees. */
const SKIPPED_FOLDERS = new Set(['node_modules', '__pycache__']);

/**
 * Lists the regular files below `folder`, sorted by path. Hidden entries (a name starting with a
 * dot: `.git`, `.env`…) and dependency folders are left out, and symbolic links are never followed,
 * so the index cannot reach outside the folder it was given.
 */
export async function scanFolder(folder: string): Promise<ScannedFile[]> {
  const files: ScannedFile[] = [];
  const pending = [folder];
  while (pending.length > 0) {
    const directory = pending.pop() as string;
    const entries = await readdir(directory, { withFileTypes: true });
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const absolutePath = join(directory, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_FOLDERS.has(entry.name)) pending.push(absolutePath);
      } else if (entry.isFile()) {
        const stats = await lstat(absolutePath);
        files.push({
          relativePath: relative(folder, absolutePath).split(sep).join('/'),
          absolutePath,
          size: stats.size,
          modifiedMs: Math.trunc(stats.mtimeMs),
        });
      }
    }
  }
  return files.sort((a, b) => (a.relativePath < b.relativePath ? -1 : a.relativePath > b.relativePath ? 1 : 0));
}
