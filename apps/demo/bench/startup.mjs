// Start-up cost of the `toolgate` CLI against `node -e 0`, each in a fresh Node process, the
// commands alternating so that machine noise hits all alike. Run after a build:
//   pnpm --filter @toolgate/demo build && node apps/demo/bench/startup.mjs [runs]
// It connects to nothing: `fetch --check` on an IP literal judges the address and stops.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const cli = fileURLToPath(new URL('../dist/cli.js', import.meta.url));
const report = join(tmpdir(), `toolgate-startup-${process.pid}.json`);
// Written by the measured process itself as it exits: its CPU time and peak memory.
const exitHook = `data:text/javascript,${encodeURIComponent(
  `import { writeFileSync } from 'node:fs';
   process.on('exit', () => {
     const cpu = process.cpuUsage();
     writeFileSync(${JSON.stringify(report)}, JSON.stringify({ cpuMs: (cpu.user + cpu.system) / 1000, maxRssKb: process.resourceUsage().maxRSS }));
   });`,
)}`;

const commands = [
  { name: 'node -e 0', args: ['-e', '0'] },
  { name: 'toolgate --help', args: [cli, '--help'] },
  { name: 'toolgate fetch http://93.184.215.14/ --check', args: [cli, 'fetch', 'http://93.184.215.14/', '--check'] },
];

function runOnce(command) {
  rmSync(report, { force: true });
  const started = process.hrtime.bigint();
  const child = spawnSync(process.execPath, ['--import', exitHook, ...command.args], { encoding: 'utf8' });
  const wallMs = Number(process.hrtime.bigint() - started) / 1e6;
  if (child.status !== 0) throw new Error(`${command.name} exited ${child.status}:\n${child.stderr}`);
  const inside = JSON.parse(readFileSync(report, 'utf8'));
  return { wallMs, cpuMs: inside.cpuMs, maxRssKb: inside.maxRssKb };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const runs = Number(process.argv[2] ?? 11);
const samples = new Map(commands.map((command) => [command.name, []]));
runOnce(commands[0]); // warm the file cache once
for (let run = 0; run < runs; run++) {
  for (const command of commands) samples.get(command.name).push(runOnce(command));
}
rmSync(report, { force: true });

const baseline = samples.get(commands[0].name);
const baseWall = median(baseline.map((s) => s.wallMs));
const baseCpu = median(baseline.map((s) => s.cpuMs));
console.log(`${runs} runs each, medians (Node ${process.version}):\n`);
console.log('| command | wall ms | × node -e 0 | CPU ms | × node -e 0 | peak RSS MB |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
for (const command of commands) {
  const list = samples.get(command.name);
  const wall = median(list.map((s) => s.wallMs));
  const cpu = median(list.map((s) => s.cpuMs));
  const rss = median(list.map((s) => s.maxRssKb)) / 1024;
  console.log(
    `| \`${command.name}\` | ${wall.toFixed(0)} | ${(wall / baseWall).toFixed(1)} | ${cpu.toFixed(0)} | ${(cpu / baseCpu).toFixed(1)} | ${rss.toFixed(0)} |`,
  );
}
