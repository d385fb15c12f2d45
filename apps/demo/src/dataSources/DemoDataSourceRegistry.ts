import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';

/** The environment variable that moves the demo's data directory (default `~/.toolgate`). */
export const DATA_DIR_ENVIRONMENT_VARIABLE = 'TOOLGATE_DATA_DIR';
/** The registry's file name inside the data directory. */
export const DATA_SOURCE_REGISTRY_FILE = 'data-sources.json';
/** The folder of the local indexes inside the data directory. */
export const INDEX_FOLDER = 'indexes';

/** The embeddings endpoint a local index was built with (the key stays in its environment variable). */
export interface RegisteredEmbeddings {
  readonly baseUrl: string;
  readonly model: string;
  readonly apiKeyEnv?: string | undefined;
}

/** A folder indexed by `toolgate index`, as `ask` reads it back. */
export interface RegisteredLocalFolder {
  /** The data source id and name (`--name`). */
  readonly id: string;
  readonly kind: 'LOCAL_FOLDER';
  readonly name: string;
  readonly description?: string | undefined;
  /** The indexed folder, absolute. */
  readonly folder: string;
  /** The index's SQLite file, absolute. */
  readonly indexPath: string;
  readonly dataSecurity: 'ALLOW_ANY' | 'SELF_HOSTED';
  readonly minimumProviderConfidence: string;
  readonly pageSize: number;
  readonly chunkSize: number;
  readonly chunkOverlap: number;
  readonly embeddings?: RegisteredEmbeddings | undefined;
  /** When the index was last updated (ISO 8601). */
  readonly updatedAt: string;
}

/** The registry file: `{ "version": 1, "dataSources": [...] }`. Entries of other kinds are kept as they are. */
export interface DemoDataSourceRegistryFile {
  readonly version: 1;
  readonly dataSources: readonly (RegisteredLocalFolder | { readonly id: string; readonly kind: string })[];
}

/** The demo's data directory: `$TOOLGATE_DATA_DIR`, else `~/.toolgate` (home from `$HOME` when set). */
export function demoDataDirectory(environment: NodeJS.ProcessEnv): string {
  const configured = environment[DATA_DIR_ENVIRONMENT_VARIABLE];
  if (configured !== undefined && configured.trim() !== '') return resolve(configured);
  const home = environment['HOME'] !== undefined && environment['HOME'] !== '' ? environment['HOME'] : homedir();
  return join(home, '.toolgate');
}

/** Reads the registry of a data directory; an empty one when the file does not exist yet. */
export async function readDataSourceRegistry(dataDirectory: string): Promise<DemoDataSourceRegistryFile> {
  let text: string;
  try {
    text = await readFile(join(dataDirectory, DATA_SOURCE_REGISTRY_FILE), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { version: 1, dataSources: [] };
    throw error;
  }
  const parsed = JSON.parse(text) as Partial<DemoDataSourceRegistryFile>;
  if (parsed.version !== 1 || !Array.isArray(parsed.dataSources)) {
    throw new Error(`${join(dataDirectory, DATA_SOURCE_REGISTRY_FILE)} is not a data-source registry of version 1.`);
  }
  return { version: 1, dataSources: parsed.dataSources };
}

/** Adds or replaces (by id) one entry, writing the file atomically (a temporary file renamed over it). */
export async function registerDataSource(dataDirectory: string, entry: RegisteredLocalFolder): Promise<string> {
  const registry = await readDataSourceRegistry(dataDirectory);
  const others = registry.dataSources.filter((existing) => existing.id !== entry.id);
  const next: DemoDataSourceRegistryFile = {
    version: 1,
    dataSources: [...others, entry].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)),
  };
  await mkdir(dataDirectory, { recursive: true });
  const path = join(dataDirectory, DATA_SOURCE_REGISTRY_FILE);
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(next, null, 2)}\n`, 'utf8');
  await rename(temporary, path);
  return path;
}

/** The local folders of a registry (entries of other kinds are left to whoever wires them). */
export function registeredLocalFolders(registry: DemoDataSourceRegistryFile): RegisteredLocalFolder[] {
  return registry.dataSources.filter((entry): entry is RegisteredLocalFolder => entry.kind === 'LOCAL_FOLDER');
}
