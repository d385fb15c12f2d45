import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FixtureApi } from './readFixtureAsSse.js';

// Same depth from src/test/ and dist/test/: four levels up is the repository root.
const REPOSITORY_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/**
 * The folder of recorded provider streams for one API inside this repository
 * (`fixtures/provider-streams/<api>/` at the repository root; see `fixtures/README.md` there).
 * Throws, naming the path, when the folder is missing or empty: a test whose data is missing must
 * fail, never pass over nothing. `repositoryRoot` is for testing that refusal.
 */
export function providerStreamFixtureDirectory(api: FixtureApi, repositoryRoot: string = REPOSITORY_ROOT): string {
  const directory = join(repositoryRoot, 'fixtures', 'provider-streams', api);
  const files = existsSync(directory) ? readdirSync(directory) : [];
  if (files.length === 0) {
    throw new Error(
      `The recorded ${api} streams are missing: ${directory} does not exist or is empty. ` +
        'They are part of the repository (fixtures/provider-streams); restore them with git.',
    );
  }
  return directory;
}
