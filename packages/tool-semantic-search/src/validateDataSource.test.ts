import { ConfidenceLevel, DataSecurity, ToolgateError } from '@toolgate/core';
import { describe, expect, it } from 'vitest';
import { type DataSource, DataSourceKind } from './DataSource.js';
import { DataSourceError } from './DataSourceError.js';
import { validateDataSource } from './validateDataSource.js';

function source(overrides: Partial<DataSource>): DataSource {
  return {
    id: 'handbook',
    name: 'Handbook',
    kind: DataSourceKind.LOCAL_FOLDER,
    pageSize: 10,
    dataSecurity: DataSecurity.ALLOW_ANY,
    minimumProviderConfidence: ConfidenceLevel.NONE,
    search: async () => ({ passages: [] }),
    ...overrides,
  };
}

describe('validateDataSource', () => {
  it('accepts a well-formed source and returns it', () => {
    const valid = source({});
    expect(validateDataSource(valid)).toBe(valid);
    expect(validateDataSource(source({ id: 'eri:hr.handbook-2', pageSize: 99 }))).toBeDefined();
  });

  it.each([
    [{ id: '' }, 'needs an id'],
    [{ id: 'has space' }, 'needs an id'],
    [{ id: 'x'.repeat(65) }, 'needs an id'],
    [{ name: '  ' }, 'needs a non-empty name'],
    [{ kind: 'FOLDER' as DataSourceKind }, 'unknown kind'],
    [{ pageSize: 0 }, 'page size from 1 to 99, not 0'],
    [{ pageSize: 100 }, 'page size from 1 to 99, not 100'],
    [{ pageSize: 2.5 }, 'page size from 1 to 99, not 2.5'],
    [{ dataSecurity: 'ANY' as DataSecurity }, 'data security'],
    [{ minimumProviderConfidence: 'SOME' as ConfidenceLevel }, 'confidence level'],
  ])('refuses %o', (overrides, expected) => {
    let caught: unknown;
    try {
      validateDataSource(source(overrides));
    } catch (error) {
      caught = error;
    }
    expect(ToolgateError.isInstance(caught)).toBe(true);
    expect(caught).toBeInstanceOf(DataSourceError);
    expect((caught as DataSourceError).code).toBe('INVALID_DATA_SOURCE');
    expect((caught as Error).message).toContain(expected);
  });
});
