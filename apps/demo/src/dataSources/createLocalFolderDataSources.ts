import { ConfidenceLevel, DataSecurity, isConfidenceLevel } from '@toolgate/core';
import { LocalFolderDataSource, OpenAICompatibleEmbeddingClient } from '@toolgate/datasource-local';
import type { DemoDataSourceRegistryFile } from './DemoDataSourceRegistry.js';
import { registeredLocalFolders } from './DemoDataSourceRegistry.js';

/**
 * The registry's local folders as data sources for `semantic_search` (each index opened read-only
 * at its first search). With embeddings registered, the query is embedded with the same endpoint
 * and model, the API key read from the registered environment variable.
 */
export function createLocalFolderDataSources(
  registry: DemoDataSourceRegistryFile,
  environment: NodeJS.ProcessEnv,
): LocalFolderDataSource[] {
  return registeredLocalFolders(registry).map(
    (entry) =>
      new LocalFolderDataSource({
        id: entry.id,
        name: entry.name,
        description: entry.description ?? `The files of the folder ${entry.folder}.`,
        pageSize: entry.pageSize,
        dataSecurity: entry.dataSecurity === 'ALLOW_ANY' ? DataSecurity.ALLOW_ANY : DataSecurity.SELF_HOSTED,
        minimumProviderConfidence: isConfidenceLevel(entry.minimumProviderConfidence)
          ? entry.minimumProviderConfidence
          : ConfidenceLevel.NONE,
        index: {
          databasePath: entry.indexPath,
          chunkSize: entry.chunkSize,
          chunkOverlap: entry.chunkOverlap,
          embeddings:
            entry.embeddings === undefined
              ? undefined
              : new OpenAICompatibleEmbeddingClient({
                  baseUrl: entry.embeddings.baseUrl,
                  model: entry.embeddings.model,
                  apiKeyEnvironmentVariable: entry.embeddings.apiKeyEnv,
                  environment,
                }),
        },
      }),
  );
}
