import { readFileSync } from 'node:fs';
import { toolgateConfigurationJsonSchema } from '@toolgate/core/configuration';
import { describe, expect, it } from 'vitest';
import { renderConfigurationReference } from './renderConfigurationReference.js';

describe('CONFIGURATION.md', () => {
  it('is generated from the schema (run `pnpm --filter @toolgate/demo generate:configuration` after a change)', () => {
    const committed = readFileSync(new URL('../../CONFIGURATION.md', import.meta.url), 'utf8');
    expect(committed).toBe(renderConfigurationReference(toolgateConfigurationJsonSchema()));
  });

  it('documents every key with its type, default and meaning', () => {
    const reference = renderConfigurationReference(toolgateConfigurationJsonSchema());
    for (const key of [
      'provider.apiKeyEnv',
      'confidence.customLevels',
      'organization.lockedValues',
      'organization.disabledToolIds',
      'organization.minimumConfidence',
      'settings.<key>.env',
      'dataSources.local[].indexPath',
      'dataSources.eri[].auth.tokenEnv',
      'network.connectTo',
      'ui.defaultToolIds',
      'demoData',
    ]) {
      expect(reference).toMatch(new RegExp(`^\\| \`${key.replace(/[.[\]<>$]/g, '\\$&')}\` +\\| `, 'm'));
    }
    const retrievalMode = reference.split('\n').find((line) => line.startsWith('| `dataSources.retrievalMode` '));
    expect(retrievalMode?.split('|').map((cell) => cell.trim())).toEqual([
      '',
      '`dataSources.retrievalMode`',
      'one of `SEMANTIC_SEARCH`, `EVERY_MESSAGE`',
      'no',
      '`"SEMANTIC_SEARCH"`',
      expect.stringContaining('How chats search their data sources'),
      '',
    ]);
  });
});
