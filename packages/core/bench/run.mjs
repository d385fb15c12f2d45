// Runs both benchmarks of @toolgate/core against the built dist and prints a Markdown table.
//   pnpm --filter @toolgate/core build && pnpm --filter @toolgate/core bench [-- --write]
// With --write, the table replaces the one between the bench markers in README.md.
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { measureImportCost } from './import-cost.mjs';
import { measureLoopOverhead } from './loop-overhead.mjs';

const importCost = measureImportCost(40);
const loop = await measureLoopOverhead(10_000, 7);

const table = [
  `Measured ${new Date().toISOString().slice(0, 10)} on Node ${process.version}, ${os.cpus().length} cores (${os.cpus()[0]?.model.trim() ?? 'unknown CPU'}), ` +
    `load average ${os.loadavg()[0].toFixed(1)} at the end; CPU time of the measuring process.`,
  '',
  '| benchmark | baseline | @toolgate/core | ratio |',
  '| --- | --- | --- | --- |',
  `| import in a fresh process (median of ${importCost.repetitions}) | \`import('zod')\` ${importCost.zodMedian.toFixed(1)} ms | \`import('@toolgate/core')\` ${importCost.coreMedian.toFixed(1)} ms | ${importCost.ratio.toFixed(2)} |`,
  `| one round with one no-op tool call (${loop.rounds.toLocaleString('en-US')} rounds, median of ${loop.repetitions}) | bare driver ${loop.baselineMicroseconds.toFixed(1)} µs | \`SequentialToolCallingLoop\` ${loop.loopMicroseconds.toFixed(1)} µs (overhead ${loop.overheadMicroseconds.toFixed(1)} µs) | ${loop.ratio.toFixed(2)} |`,
].join('\n');

console.log(table);

if (process.argv.includes('--write')) {
  const readmeUrl = new URL('../README.md', import.meta.url);
  const readme = readFileSync(readmeUrl, 'utf8');
  const start = '<!-- bench:start -->';
  const end = '<!-- bench:end -->';
  const from = readme.indexOf(start);
  const to = readme.indexOf(end);
  if (from === -1 || to < from) throw new Error(`README.md has no ${start} … ${end} section.`);
  writeFileSync(readmeUrl, `${readme.slice(0, from + start.length)}\n${table}\n${readme.slice(to)}`);
  console.log('README.md updated.');
}
