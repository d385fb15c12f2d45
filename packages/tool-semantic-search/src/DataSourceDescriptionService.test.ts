import { PromptInjectionGuardService } from '@toolgate/injection-guard';
import { describe, expect, it } from 'vitest';
import { DataSourceKind } from './DataSource.js';
import { DataSourceDescriptionService } from './DataSourceDescriptionService.js';
import { InMemoryDataSource } from './InMemoryDataSource.test-helpers.js';

describe('DataSourceDescriptionService', () => {
  it('uses a configured description as it is, shortened to one line', async () => {
    const service = new DataSourceDescriptionService({ guard: new PromptInjectionGuardService() });
    const source = new InMemoryDataSource({ id: 'a', documents: [], description: 'Line one\nline two' });
    expect(await service.getDescription(source)).toBe('Line one line two');
  });

  it('falls back to the configured description when the server fails, and keeps that for five minutes', async () => {
    let now = 0;
    let fail = true;
    const source = new InMemoryDataSource({
      id: 'eri',
      kind: DataSourceKind.EXTERNAL_ERI,
      documents: [],
      description: 'Configured.',
      serverDescription: () => {
        if (fail) throw new Error('HTTP 500');
        return 'From the server.';
      },
    });
    const service = new DataSourceDescriptionService({ guard: new PromptInjectionGuardService(), now: () => now });
    expect(await service.getDescription(source)).toBe('Configured.');
    fail = false;
    now += 299_000;
    expect(await service.getDescription(source)).toBe('Configured.');
    now += 2_000;
    expect(await service.getDescription(source)).toBe('From the server.');
    expect(source.descriptionFetches).toBe(2);
  });

  it('asks the server once for concurrent requests and again after clear()', async () => {
    const source = new InMemoryDataSource({
      id: 'eri',
      kind: DataSourceKind.EXTERNAL_ERI,
      documents: [],
      serverDescription: () => 'Described.',
    });
    const service = new DataSourceDescriptionService({ guard: new PromptInjectionGuardService() });
    expect(await Promise.all([service.getDescription(source), service.getDescription(source)])).toEqual([
      'Described.',
      'Described.',
    ]);
    expect(source.descriptionFetches).toBe(1);
    service.clear();
    await service.getDescription(source);
    expect(source.descriptionFetches).toBe(2);
  });

  it('gives up on a server that does not answer within the limit', async () => {
    const source = new InMemoryDataSource({ id: 'eri', documents: [], description: 'Fallback.' });
    Object.assign(source, { fetchDescription: () => new Promise<string>(() => {}) });
    const service = new DataSourceDescriptionService({ guard: new PromptInjectionGuardService(), fetchTimeoutMs: 30 });
    expect(await service.getDescription(source)).toBe('Fallback.');
  });
});
