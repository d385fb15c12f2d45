// Module hooks (run in Node's hooks thread): appends the URL of every module the program
// resolves to the file named by `initialize`'s data, one per line.
import { appendFileSync } from 'node:fs';

let recordFile;

export function initialize(data) {
  recordFile = data.recordFile;
}

export async function resolve(specifier, context, nextResolve) {
  const result = await nextResolve(specifier, context);
  appendFileSync(recordFile, `${result.url}\n`);
  return result;
}
