import { ConfidenceLevel, DataSecurity } from '@toolgate/core';
import { describe, expect, it } from 'vitest';
import { DataSourceKind } from './DataSource.js';
import { DataSourceError } from './DataSourceError.js';
import { type DataSourceProvider, DataSourceService } from './DataSourceService.js';
import { InMemoryDataSource } from './InMemoryDataSource.test-helpers.js';

const cloud: DataSourceProvider = { id: 'cloud', confidence: ConfidenceLevel.MEDIUM };
const selfHosted: DataSourceProvider = { id: 'ollama', isSelfHosted: true, confidence: ConfidenceLevel.LOW };
const trusted: DataSourceProvider = { id: 'company-llm', confidence: ConfidenceLevel.MEDIUM };

function reasons(service: DataSourceService, sources: InMemoryDataSource[], provider: DataSourceProvider) {
  return service
    .checkDataSources(sources, { chatProvider: provider })
    .then((checked) =>
      checked.map((entry) =>
        entry.usable
          ? `${entry.dataSource.id}: usable ${entry.dataSecurity}`
          : `${entry.dataSource.id}: ${entry.reason}`,
      ),
    );
}

describe('DataSourceService', () => {
  const local = new InMemoryDataSource({ id: 'local', documents: [] });
  const selfOnly = new InMemoryDataSource({ id: 'self', documents: [], dataSecurity: DataSecurity.SELF_HOSTED });
  const unset = new InMemoryDataSource({ id: 'unset', documents: [], dataSecurity: DataSecurity.NOT_SPECIFIED });
  const high = new InMemoryDataSource({ id: 'high', documents: [], minimumProviderConfidence: ConfidenceLevel.HIGH });
  const externalWithoutRules = new InMemoryDataSource({ id: 'ext', kind: DataSourceKind.EXTERNAL, documents: [] });
  const eri = (allowed: 'ANY' | 'SELF_HOSTED' | 'NONE') =>
    new InMemoryDataSource({
      id: `eri-${allowed.toLowerCase()}`,
      kind: DataSourceKind.EXTERNAL_ERI,
      documents: [],
      securityRequirements: () => ({ allowedProviderType: allowed }),
    });

  it('applies data security, trust and confidence per data source for an ordinary cloud provider', async () => {
    const service = new DataSourceService({ trustedProviderIds: ['company-llm'] });
    expect(
      await reasons(
        service,
        [local, selfOnly, unset, high, externalWithoutRules, eri('ANY'), eri('SELF_HOSTED'), eri('NONE')],
        cloud,
      ),
    ).toEqual([
      'local: usable ALLOW_ANY',
      'self: SELF_HOSTED_PROVIDER_REQUIRED',
      'unset: DATA_SECURITY_NOT_SPECIFIED',
      'high: PROVIDER_CONFIDENCE_TOO_LOW',
      'ext: SECURITY_REQUIREMENTS_UNAVAILABLE',
      'eri-any: usable ALLOW_ANY',
      'eri-self_hosted: SELF_HOSTED_PROVIDER_REQUIRED',
      'eri-none: NO_PROVIDER_ALLOWED',
    ]);
  });

  it('treats self-hosted and trusted providers alike, and a server asking for SELF_HOSTED makes the data SELF_HOSTED', async () => {
    const service = new DataSourceService({ trustedProviderIds: ['company-llm'] });
    for (const provider of [selfHosted, trusted]) {
      expect(
        await reasons(service, [selfOnly, unset, externalWithoutRules, eri('SELF_HOSTED'), eri('NONE')], provider),
      ).toEqual([
        'self: usable SELF_HOSTED',
        'unset: DATA_SECURITY_NOT_SPECIFIED',
        'ext: usable ALLOW_ANY',
        'eri-self_hosted: usable SELF_HOSTED',
        'eri-none: NO_PROVIDER_ALLOWED',
      ]);
    }
    expect(service.isTrustedProvider(cloud)).toBe(false);
  });

  it('reads the live requirements before every use', async () => {
    let allowed: 'ANY' | 'SELF_HOSTED' = 'ANY';
    const source = new InMemoryDataSource({
      id: 'eri',
      kind: DataSourceKind.EXTERNAL_ERI,
      documents: [],
      securityRequirements: () => ({ allowedProviderType: allowed }),
    });
    const service = new DataSourceService();
    expect(await reasons(service, [source], cloud)).toEqual(['eri: usable ALLOW_ANY']);
    allowed = 'SELF_HOSTED';
    expect(await reasons(service, [source], cloud)).toEqual(['eri: SELF_HOSTED_PROVIDER_REQUIRED']);
    expect(source.securityFetches).toBe(2);
  });

  it('skips a source whose requirements fail, are malformed or do not arrive within the limit', async () => {
    const failing = new InMemoryDataSource({
      id: 'failing',
      kind: DataSourceKind.EXTERNAL_ERI,
      documents: [],
      securityRequirements: () => {
        throw new Error('connection refused');
      },
    });
    const malformed = new InMemoryDataSource({
      id: 'malformed',
      kind: DataSourceKind.EXTERNAL_ERI,
      documents: [],
      securityRequirements: () => ({ allowedProviderType: 'ALL' as 'ANY' }),
    });
    const silent = new InMemoryDataSource({
      id: 'silent',
      kind: DataSourceKind.EXTERNAL_ERI,
      documents: [],
      securityRequirements: () => new Promise(() => {}),
    });
    const service = new DataSourceService({ securityCheckTimeoutMs: 30 });
    expect(await reasons(service, [failing, malformed, silent, local], cloud)).toEqual([
      'failing: SECURITY_REQUIREMENTS_UNAVAILABLE',
      'malformed: SECURITY_REQUIREMENTS_UNAVAILABLE',
      'silent: SECURITY_REQUIREMENTS_UNAVAILABLE',
      'local: usable ALLOW_ANY',
    ]);
  });

  it('counts only the chat provider for semantic search, and every agent for the classic retrieval', async () => {
    const service = new DataSourceService();
    const agent: DataSourceProvider = { id: 'agent', confidence: ConfidenceLevel.LOW };
    const medium = new InMemoryDataSource({
      id: 'medium',
      documents: [],
      minimumProviderConfidence: ConfidenceLevel.MEDIUM,
    });
    const semantic = await service.getUsableDataSources([medium], { chatProvider: cloud, agentProviders: [agent] });
    expect(semantic.map((entry) => entry.dataSource.id)).toEqual(['medium']);
    const classic = await service.checkDataSources([medium], {
      chatProvider: cloud,
      agentProviders: [agent],
      mode: 'EVERY_MESSAGE',
    });
    expect(classic[0]).toMatchObject({ usable: false, reason: 'PROVIDER_CONFIDENCE_TOO_LOW' });
  });

  it('refuses invalid and duplicate registrations', () => {
    expect(() => new DataSourceService({ dataSources: [local, local] })).toThrow(DataSourceError);
    expect(() => new DataSourceService({ dataSources: [local, local] })).toThrow(
      "Data source 'local' is registered twice.",
    );
    expect(
      () => new DataSourceService({ dataSources: [new InMemoryDataSource({ id: 'bad id', documents: [] })] }),
    ).toThrow('needs an id');
    const service = new DataSourceService({ dataSources: [local, selfOnly] });
    expect(service.dataSources.map((source) => source.id)).toEqual(['local', 'self']);
    expect(service.getDataSource('self')).toBe(selfOnly);
    expect(service.getDataSource('other')).toBeUndefined();
  });
});
