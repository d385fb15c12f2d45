/**
 * The code of the first ```ts block of a README, without the import statements it starts with,
 * each line trimmed and blank lines dropped: what a test compares with the compiled copy of the
 * example (see {@link markedExampleLines}), so a README cannot drift away from code that compiles.
 */
export function readmeExampleLines(markdown: string): string[] {
  const match = /```ts\r?\n([\s\S]*?)```/.exec(markdown);
  if (match === null) throw new Error('The README has no ```ts block.');
  const lines = (match[1] ?? '').split(/\r?\n/);
  // The imports end at the first blank line; the compiled copy has its own (test-file) imports.
  const firstBlank = lines.findIndex((line) => line.trim() === '');
  return tidy(firstBlank === -1 ? lines : lines.slice(firstBlank + 1));
}

/**
 * The lines of a source file between a `// README example: start` and a `// README example: end`
 * comment, trimmed, blank lines dropped (the compiled copy of a README example).
 */
export function markedExampleLines(source: string): string[] {
  const lines = source.split(/\r?\n/);
  const start = lines.findIndex((line) => line.trim() === '// README example: start');
  const end = lines.findIndex((line) => line.trim() === '// README example: end');
  if (start === -1 || end <= start) throw new Error('No "// README example: start" … "// README example: end" region.');
  return tidy(lines.slice(start + 1, end));
}

function tidy(lines: readonly string[]): string[] {
  return lines.map((line) => line.trim()).filter((line) => line !== '');
}
