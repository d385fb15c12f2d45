import { mkdirSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { providerStreamFixtureDirectory } from './providerStreamFixtureDirectory.js';

describe('providerStreamFixtureDirectory', () => {
  it('finds the recorded streams of every API inside the repository', () => {
    for (const api of ['chat-completions', 'responses', 'anthropic'] as const) {
      const directory = providerStreamFixtureDirectory(api);
      expect(directory.replaceAll('\\', '/')).toMatch(new RegExp(`/fixtures/provider-streams/${api}/?$`));
      expect(readdirSync(directory).some((name) => name.endsWith('.chunks.txt'))).toBe(true);
    }
  });

  it('throws with the path when the folder is missing or empty, so a test never passes over nothing', () => {
    const root = mkdtempSync(join(tmpdir(), 'fixture-root-'));
    const missing = join(root, 'fixtures', 'provider-streams', 'anthropic');
    expect(() => providerStreamFixtureDirectory('anthropic', root)).toThrow(missing);
    mkdirSync(missing, { recursive: true });
    expect(() => providerStreamFixtureDirectory('anthropic', root)).toThrow(/missing: .* does not exist or is empty/);
  });
});
