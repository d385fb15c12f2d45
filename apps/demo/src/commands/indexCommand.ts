import type { CommandRegistration } from './index.js';

/** Options of `toolgate index` as commander hands them over. */
export interface IndexCommandOptions {
  readonly name: string;
  readonly dataDir?: string;
  readonly description?: string;
  readonly chunkSize?: string;
  readonly chunkOverlap?: string;
  readonly pageSize?: string;
  readonly dataSecurity?: string;
  readonly providerConfidence?: string;
  readonly embeddingsBaseUrl?: string;
  readonly embeddingsModel?: string;
  readonly embeddingsApiKeyEnv?: string;
  readonly json?: boolean;
}

/**
 * `toolgate index <folder> --name <name>`: builds or updates the local index of a folder and
 * registers it as a data source of the demo. The implementation (SQLite, jsdom) loads only when
 * the command runs.
 */
export const registerIndexCommand: CommandRegistration = (program, context) => {
  program
    .command('index')
    .description(
      'Build or update the local search index of a folder (Markdown, text, HTML; binary files skipped) and register it ' +
        'as a data source for semantic_search. The index is <data-dir>/indexes/<name>.sqlite, the registry ' +
        '<data-dir>/data-sources.json; <data-dir> is --data-dir, else $TOOLGATE_DATA_DIR, else ~/.toolgate. ' +
        'Exit codes: 0 indexed, 2 usage error, 4 folder unreadable, index damaged or embeddings failed.',
    )
    .argument('<folder>', 'the folder to index')
    .requiredOption('--name <name>', 'the data source id and name: letters, digits, "_", "-", ".", ":" (at most 64)')
    .option('--data-dir <dir>', 'where indexes and the registry live (default $TOOLGATE_DATA_DIR or ~/.toolgate)')
    .option('--description <text>', 'what the folder holds, shown to the model')
    .option('--chunk-size <chars>', 'most characters per chunk (default 1200)')
    .option('--chunk-overlap <chars>', 'characters a chunk repeats from the one before (default 200)')
    .option('--page-size <n>', 'passages per semantic_search page, 1-99 (default 10)')
    .option(
      '--data-security <level>',
      'which providers may receive the passages: SELF_HOSTED (default: self-hosted or trusted only) or ALLOW_ANY',
    )
    .option('--provider-confidence <LEVEL>', 'the confidence a provider needs to search it (default NONE)')
    .option(
      '--embeddings-base-url <url>',
      'an OpenAI-compatible API (e.g. http://127.0.0.1:11434/v1) for hybrid ranking',
    )
    .option('--embeddings-model <model>', 'the embedding model (with --embeddings-base-url)')
    .option('--embeddings-api-key-env <VAR>', 'the environment variable holding the embeddings API key')
    .option('--json', 'print the summary as one JSON object')
    .action(async (folder: string, options: IndexCommandOptions) => {
      // SQLite, the index and jsdom load only when the command runs.
      const { runIndexCommand } = await import('./runIndexCommand.js');
      await runIndexCommand(folder, options, context);
    });
};
