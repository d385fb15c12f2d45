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
      // These limits only catch a hang. CI machines are shared and slow down at random (a test that
      // builds or spawns the CLI took over 20 s with both cores busy), so no test may fail by speed.
      testTimeout: 300_000,
      hookTimeout: 300_000,
      ...overrides,
    },
  };
}
