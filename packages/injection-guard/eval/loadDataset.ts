import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type DatasetEntry, DatasetValidationError, parseDatasetLines, validateDataset } from './datasetSchema.js';

/** The folder that holds the JSONL files. */
export const datasetDirectory = join(dirname(fileURLToPath(import.meta.url)), 'dataset');

/** Reads and validates every `*.jsonl` file of the set; throws `DatasetValidationError` on any problem. */
export function loadDataset(directory: string = datasetDirectory): DatasetEntry[] {
  const files = readdirSync(directory)
    .filter((name) => name.endsWith('.jsonl'))
    .sort();
  if (files.length === 0) throw new DatasetValidationError(`no *.jsonl files in ${directory}`);
  const entries = files.flatMap((name) => parseDatasetLines(name, readFileSync(join(directory, name), 'utf8')));
  validateDataset(entries);
  return entries;
}
