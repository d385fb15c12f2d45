import { join, resolve } from 'node:path';
import type { Writable } from 'node:stream';
import { ConfidenceLevel, isConfidenceLevel, ToolgateError } from '@toolgate/core';
import {
  type LocalIndexProgress,
  type LocalIndexUpdateSummary,
  LOCAL_INDEX_DEFAULTS,
  LocalFolderIndex,
  OpenAICompatibleEmbeddingClient,
} from '@toolgate/datasource-local';
import { DATA_SOURCE_ID_PATTERN, MAX_DATA_SOURCE_PAGE_SIZE } from '@toolgate/tool-semantic-search';
import { type CliContext, CliUsageError, ExitCode, writeLine } from '../CliContext.js';
import type { IndexCommandOptions } from './indexCommand.js';
import {
  demoDataDirectory,
  INDEX_FOLDER,
  type RegisteredEmbeddings,
  type RegisteredLocalFolder,
  registerDataSource,
} from '../dataSources/DemoDataSourceRegistry.js';

const DEFAULT_PAGE_SIZE = 10;
const BAR_WIDTH = 30;

function integerOption(
  name: string,
  value: string | undefined,
  fallback: number,
  minimum: number,
  maximum: number,
): number {
  if (value === undefined) return fallback;
  const parsed = /^\d+$/.test(value.trim()) ? Number(value.trim()) : Number.NaN;
  if (!Number.isSafeInteger(parsed) || parsed < minimum || parsed > maximum) {
    throw new CliUsageError(`${name} must be a whole number from ${minimum} to ${maximum}, not '${value}'`);
  }
  return parsed;
}

interface CheckedOptions {
  readonly name: string;
  readonly dataDirectory: string;
  readonly chunkSize: number;
  readonly chunkOverlap: number;
  readonly pageSize: number;
  readonly dataSecurity: 'ALLOW_ANY' | 'SELF_HOSTED';
  readonly providerConfidence: ConfidenceLevel;
  readonly embeddings: RegisteredEmbeddings | undefined;
}

function checkOptions(options: IndexCommandOptions, context: CliContext): CheckedOptions {
  if (!DATA_SOURCE_ID_PATTERN.test(options.name)) {
    throw new CliUsageError(
      `--name must be 1 to 64 letters, digits, "_", "-", "." or ":" (it becomes the data source id), not '${options.name}'`,
    );
  }
  const chunkSize = integerOption('--chunk-size', options.chunkSize, LOCAL_INDEX_DEFAULTS.chunkSize, 100, 100_000);
  const chunkOverlap = integerOption(
    '--chunk-overlap',
    options.chunkOverlap,
    Math.min(LOCAL_INDEX_DEFAULTS.chunkOverlap, chunkSize - 1),
    0,
    chunkSize - 1,
  );
  const pageSize = integerOption('--page-size', options.pageSize, DEFAULT_PAGE_SIZE, 1, MAX_DATA_SOURCE_PAGE_SIZE);
  const dataSecurity = (options.dataSecurity ?? 'SELF_HOSTED').toUpperCase();
  if (dataSecurity !== 'SELF_HOSTED' && dataSecurity !== 'ALLOW_ANY') {
    throw new CliUsageError(`--data-security must be SELF_HOSTED or ALLOW_ANY, not '${options.dataSecurity}'`);
  }
  const confidence = (options.providerConfidence ?? ConfidenceLevel.NONE).toUpperCase();
  if (!isConfidenceLevel(confidence)) {
    throw new CliUsageError(
      `--provider-confidence must be a confidence level such as NONE or HIGH, not '${options.providerConfidence}'`,
    );
  }
  let embeddings: RegisteredEmbeddings | undefined;
  if (options.embeddingsBaseUrl !== undefined || options.embeddingsModel !== undefined) {
    if (options.embeddingsBaseUrl === undefined || options.embeddingsModel === undefined) {
      throw new CliUsageError('--embeddings-base-url and --embeddings-model go together');
    }
    embeddings = {
      baseUrl: options.embeddingsBaseUrl,
      model: options.embeddingsModel,
      apiKeyEnv: options.embeddingsApiKeyEnv,
    };
  } else if (options.embeddingsApiKeyEnv !== undefined) {
    throw new CliUsageError('--embeddings-api-key-env needs --embeddings-base-url and --embeddings-model');
  }
  return {
    name: options.name,
    dataDirectory: options.dataDir === undefined ? demoDataDirectory(context.io.env) : resolve(options.dataDir),
    chunkSize,
    chunkOverlap,
    pageSize,
    dataSecurity,
    providerConfidence: confidence,
    embeddings,
  };
}

/** A progress bar redrawn in place on a terminal; plain lines at every tenth of the work otherwise. */
class IndexProgressReporter {
  #lastTenth = -1;
  #lastPhase = '';
  #drawn = false;

  constructor(
    private readonly stream: Writable,
    private readonly isTerminal: boolean,
  ) {}

  report(progress: LocalIndexProgress): void {
    const unit = progress.phase === 'files' ? 'files' : 'chunks embedded';
    if (this.isTerminal) {
      const filled = progress.total === 0 ? BAR_WIDTH : Math.round((progress.done / progress.total) * BAR_WIDTH);
      const path = progress.path === undefined ? '' : ` ${progress.path.slice(-40)}`;
      this.stream.write(
        `\r\u001b[2K[${'#'.repeat(filled)}${' '.repeat(BAR_WIDTH - filled)}] ${progress.done}/${progress.total} ${unit}${path}`,
      );
      this.#drawn = true;
      return;
    }
    if (progress.phase !== this.#lastPhase) {
      this.#lastPhase = progress.phase;
      this.#lastTenth = -1;
    }
    const tenth = progress.total === 0 ? 10 : Math.floor((progress.done / progress.total) * 10);
    if (tenth > this.#lastTenth) {
      this.#lastTenth = tenth;
      writeLine(this.stream, `progress: ${progress.done}/${progress.total} ${unit}`);
    }
  }

  finish(): void {
    if (this.#drawn) this.stream.write('\r\u001b[2K');
  }
}

function summaryLine(name: string, folder: string, summary: LocalIndexUpdateSummary): string {
  const seconds = (summary.durationMs / 1000).toFixed(1);
  const embedded = summary.chunksEmbedded > 0 ? `, ${summary.chunksEmbedded} embedded` : '';
  return (
    `Indexed '${name}' (${folder}): ${summary.added} added, ${summary.updated} updated, ${summary.removed} removed, ` +
    `${summary.unchanged} unchanged, ${summary.skipped} skipped; ${summary.chunks} chunks${embedded}; ${seconds} s`
  );
}

/** Builds or updates the index of `folder` and registers it; see `registerIndexCommand`. */
export async function runIndexCommand(
  folderArgument: string,
  options: IndexCommandOptions,
  context: CliContext,
): Promise<void> {
  const checked = checkOptions(options, context);
  const folder = resolve(folderArgument);
  const indexPath = join(checked.dataDirectory, INDEX_FOLDER, `${checked.name}.sqlite`);
  const stderr = context.io.stderr as Writable & { isTTY?: boolean };
  const progress = new IndexProgressReporter(stderr, stderr.isTTY === true);
  let index: LocalFolderIndex | undefined;
  let summary: LocalIndexUpdateSummary;
  try {
    const embeddings =
      checked.embeddings === undefined
        ? undefined
        : new OpenAICompatibleEmbeddingClient({
            baseUrl: checked.embeddings.baseUrl,
            model: checked.embeddings.model,
            apiKeyEnvironmentVariable: checked.embeddings.apiKeyEnv,
            environment: context.io.env,
          });
    index = LocalFolderIndex.open({
      databasePath: indexPath,
      folder,
      chunkSize: checked.chunkSize,
      chunkOverlap: checked.chunkOverlap,
      embeddings,
    });
    summary = await index.update({ onProgress: (step) => progress.report(step) });
  } catch (error) {
    progress.finish();
    if (error instanceof RangeError) throw new CliUsageError(error.message);
    if (!ToolgateError.isInstance(error)) throw error;
    writeLine(context.io.stderr, `toolgate: ${error.message} (${error.code})`);
    context.setExitCode(ExitCode.RETRIEVAL_FAILED);
    return;
  } finally {
    index?.close();
  }
  progress.finish();
  const entry: RegisteredLocalFolder = {
    id: checked.name,
    kind: 'LOCAL_FOLDER',
    name: checked.name,
    ...(options.description === undefined ? {} : { description: options.description }),
    folder,
    indexPath,
    dataSecurity: checked.dataSecurity,
    minimumProviderConfidence: checked.providerConfidence,
    pageSize: checked.pageSize,
    chunkSize: checked.chunkSize,
    chunkOverlap: checked.chunkOverlap,
    ...(checked.embeddings === undefined ? {} : { embeddings: checked.embeddings }),
    updatedAt: new Date().toISOString(),
  };
  const registryPath = await registerDataSource(checked.dataDirectory, entry);
  if (options.json === true) {
    writeLine(context.io.stdout, JSON.stringify({ name: checked.name, folder, indexPath, registryPath, ...summary }));
    return;
  }
  writeLine(context.io.stdout, summaryLine(checked.name, folder, summary));
  writeLine(context.io.stdout, `Index: ${indexPath}`);
  writeLine(context.io.stdout, `Registered as data source '${checked.name}' in ${registryPath}`);
}
