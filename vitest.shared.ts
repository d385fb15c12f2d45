import type { UserWorkspaceConfig } from 'vitest/config';

/** Resolves workspace packages to their `src/` through the `source` export condition, so tests never need a build. */
const conditions = ['source', 'module', 'node', 'import', 'default'];

export function sharedProjectConfig(name: string, overrides: UserWorkspaceConfig['test'] = {}): UserWorkspaceConfig {
  return {
    resolve: { conditions },
    ssr: { resolve: { conditions, externalConditions: ['source'] } },
    test: {
      name,
      include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
      environment: 'node',
      testTimeout: 20_000,
      hookTimeout: 20_000,
      ...overrides,
    },
  };
}
