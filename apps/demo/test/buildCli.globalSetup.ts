import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

/**
 * Builds the demo (and the packages it references) before its tests run, so the tests that start
 * `dist/cli.js` as a process always run the current code, never a stale or missing build. `tsc -b`
 * is incremental: when nothing changed it only checks.
 */
export default function buildCli(): void {
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  const project = fileURLToPath(new URL('../tsconfig.json', import.meta.url));
  const build = spawnSync(process.execPath, [tsc, '-b', project], { encoding: 'utf8' });
  if (build.status !== 0) {
    throw new Error(`Building the demo for its process tests failed:\n${build.stdout}${build.stderr}`);
  }
}
