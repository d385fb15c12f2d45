import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** bench/RESULTS.md. */
export const resultsPath = join(dirname(fileURLToPath(import.meta.url)), 'RESULTS.md');

/**
 * Replaces the section of bench/RESULTS.md that starts with `heading` (up to the next `## `
 * heading) by `section`, or appends it; other sections stay as they are.
 */
export function replaceResultsSection(heading: string, section: string): void {
  const current = readFileSync(resultsPath, 'utf8');
  const at = current.indexOf(heading);
  const body = `${section.trimEnd()}\n`;
  if (at < 0) {
    writeFileSync(resultsPath, `${current.trimEnd()}\n\n${body}`);
    return;
  }
  const next = current.indexOf('\n## ', at + heading.length);
  writeFileSync(resultsPath, `${current.slice(0, at)}${body}${next < 0 ? '' : `\n${current.slice(next + 1)}`}`);
}

/**
 * The section of bench/RESULTS.md that starts with `heading` (up to the next `## ` heading), or
 * undefined: how the full bench keeps the sections other scripts write.
 */
export function resultsSection(heading: string): string | undefined {
  if (!existsSync(resultsPath)) return undefined;
  const current = readFileSync(resultsPath, 'utf8');
  const at = current.indexOf(heading);
  if (at < 0) return undefined;
  const next = current.indexOf('\n## ', at + heading.length);
  return `${current.slice(at, next < 0 ? undefined : next).trimEnd()}\n`;
}
