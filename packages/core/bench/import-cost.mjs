// Cost of `import('@toolgate/core')` (the built dist) against `import('zod')` alone, each in a
// fresh Node process, alternating so that machine noise hits both alike. Run after a build:
//   pnpm --filter @toolgate/core build && pnpm --filter @toolgate/core bench
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const packageDirectory = fileURLToPath(new URL('..', import.meta.url));

/**
 * CPU milliseconds one fresh process spends importing `specifier`, measured inside that process.
 * CPU time rather than wall time: on a shared machine, wall time mostly measures the neighbours.
 */
function importMilliseconds(specifier) {
  const script = `const c = process.cpuUsage(); await import(${JSON.stringify(specifier)}); const d = process.cpuUsage(c); process.stdout.write(String((d.user + d.system) / 1000));`;
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: packageDirectory,
    encoding: 'utf8',
  });
  if (child.status !== 0) throw new Error(`Importing ${specifier} failed:\n${child.stderr}`);
  return Number(child.stdout);
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Runs the comparison; returns medians and the ratio core / zod. */
export function measureImportCost(repetitions = 40) {
  const zod = [];
  const core = [];
  // Warm the file system cache once for both.
  importMilliseconds('zod');
  importMilliseconds('@toolgate/core');
  for (let index = 0; index < repetitions; index++) {
    zod.push(importMilliseconds('zod'));
    core.push(importMilliseconds('@toolgate/core'));
  }
  const zodMedian = median(zod);
  const coreMedian = median(core);
  return { repetitions, zodMedian, coreMedian, ratio: coreMedian / zodMedian };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = measureImportCost(Number(process.argv[2] ?? 40));
  console.log(
    `import('zod') ${result.zodMedian.toFixed(2)} ms, import('@toolgate/core') ${result.coreMedian.toFixed(2)} ms ` +
      `(median of ${result.repetitions} fresh processes each): ratio ${result.ratio.toFixed(2)}`,
  );
}
