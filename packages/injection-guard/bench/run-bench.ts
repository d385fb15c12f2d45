/**
 * Benchmark of the built-in detector through `PromptInjectionGuardService`:
 * 1. throughput (MB/s) on ordinary web text (the 210 WCXB dev pages' main content),
 * 2. throughput on 1 MB adversarial inputs (dense triggers, long encoded runs, inputs that make
 *    backtracking regexes blow up),
 * 3. latency (p50/p99) of one 50-field batch,
 * 4. ours against two offline detectors from npm on the eval set, in the same run
 *    (recall, false-positive rates, speed; speeds as ratios to ours),
 * 5. start-up cost in a fresh process (import + first filtered text), against vard and bare Node
 *    (needs `dist/`: build the package first, or the section is skipped with a note),
 * 6. linear time: each scanner on inputs that once made it slow, at one size and four times it
 *    (bench/linearScanCases.ts; also alone: `pnpm --filter @toolgate/injection-guard bench:linearity`).
 *
 *   pnpm --filter @toolgate/injection-guard bench            # prints and writes bench/RESULTS.md
 *   pnpm --filter @toolgate/injection-guard bench -- --quick # smaller inputs, fewer rounds, no file
 *
 * Bounded everywhere: fixed iteration counts, and baselines meet a 1 MB adversarial input only
 * when they handled 64 KB of it in under 100 ms (a quadratic regex would otherwise stall the run).
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type DatasetEntry, datasetSplits } from '../eval/datasetSchema.js';
import { createToolgateGuard, type EvalFilter, redactionMarker } from '../eval/guardAdapter.js';
import { loadDataset } from '../eval/loadDataset.js';
import { type Outcome, percent, type Summary, summarize } from '../eval/metrics.js';
import { runFilter } from '../eval/runFilter.js';
import { wcxbDirectory as wcxbDataDirectory } from '../learn/thirdPartyData.js';
import { adversarialInputs } from './adversarialInputs.js';
import { createLlmGuardFilter, createVardFilter } from './baselineDetectors.js';
import { linearScanTable, measureLinearScans } from './linearScanCases.js';
import { measureStartup, median, startupProbes } from './startupCost.js';

const here = dirname(fileURLToPath(import.meta.url));
const resultsPath = join(here, 'RESULTS.md');
// The repository's copy of the WCXB pages (fixtures/extraction/wcxb-dev), or TOOLGATE_WCXB_DIR.
const wcxbDirectory = join(wcxbDataDirectory(), 'ground-truth');

const quick = process.argv.includes('--quick');
const adversarialSize = quick ? 256 * 1024 : 1024 * 1024;
const latencyRounds = quick ? 40 : 300;
const throughputRounds = quick ? 1 : 3;
const encoder = new TextEncoder();

function utf8Length(texts: readonly string[]): number {
  return texts.reduce((sum, text) => sum + encoder.encode(text).length, 0);
}

function megabytesPerSecond(bytes: number, milliseconds: number): number {
  return bytes / (1024 * 1024) / (milliseconds / 1000);
}

function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

/**
 * Filters `texts` in batches of 50, `rounds` times; returns the best round's CPU time of this
 * process in ms (user + system). CPU time rather than wall time because the detectors are
 * synchronous and the bench machine is shared: other processes stretch wall time, not CPU time.
 */
async function timeFilter(filter: EvalFilter, texts: readonly string[], rounds: number): Promise<number> {
  let best = Number.POSITIVE_INFINITY;
  for (let round = 0; round < rounds; round++) {
    const started = process.cpuUsage();
    for (let start = 0; start < texts.length; start += 50) await filter.filterTexts(texts.slice(start, start + 50));
    const used = process.cpuUsage(started);
    best = Math.min(best, (used.user + used.system) / 1000);
  }
  return best;
}

/** CPU milliseconds of one call. */
async function cpuMilliseconds(run: () => Promise<unknown>): Promise<number> {
  const started = process.cpuUsage();
  await run();
  const used = process.cpuUsage(started);
  return (used.user + used.system) / 1000;
}

function loadWebTexts(): { texts: string[]; source: string } {
  if (existsSync(wcxbDirectory)) {
    const texts = readdirSync(wcxbDirectory)
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map((name) => {
        const page = JSON.parse(readFileSync(join(wcxbDirectory, name), 'utf8')) as {
          ground_truth?: { main_content?: string };
        };
        return page.ground_truth?.main_content ?? '';
      })
      .filter((text) => text.trim() !== '');
    return { texts, source: `WCXB dev subset, ${texts.length} pages' main content (CC BY 4.0, Murrough Foley)` };
  }
  // Without the WCXB fixtures, fall back to the set's ordinary benign texts.
  const texts = loadDataset()
    .filter((entry) => entry.label === 'benign' && !entry.hardNegative)
    .map((entry) => entry.text);
  return {
    texts,
    source: `the eval set's ${texts.length} ordinary benign texts (WCXB fixtures not found at ${wcxbDirectory})`,
  };
}

interface ThroughputRow {
  readonly name: string;
  readonly bytes: number;
  /** CPU ms of the first run on this input. */
  readonly milliseconds: number;
  /** CPU ms of the best of `rounds` runs (the first included): the warmed-up speed. */
  readonly bestMilliseconds: number;
  readonly findings: number;
}

async function adversarialThroughput(
  filter: EvalFilter,
  size: number,
  gate: boolean,
  rounds = 1,
): Promise<ThroughputRow[]> {
  const rows: ThroughputRow[] = [];
  for (const input of adversarialInputs(size)) {
    if (gate) {
      const probe = adversarialInputs(64 * 1024).find((candidate) => candidate.name === input.name)!;
      const probeMs = await timeFilter(filter, [probe.text], 1);
      if (probeMs > 100) {
        rows.push({
          name: input.name,
          bytes: utf8Length([probe.text]),
          milliseconds: probeMs,
          bestMilliseconds: probeMs,
          findings: Number.NaN,
        });
        continue;
      }
    }
    const milliseconds = await timeFilter(filter, [input.text], 1);
    let bestMilliseconds = milliseconds;
    for (let round = 1; round < rounds; round++)
      bestMilliseconds = Math.min(bestMilliseconds, await timeFilter(filter, [input.text], 1));
    const [result] = await filter.filterTexts([input.text]);
    rows.push({
      name: input.name,
      bytes: utf8Length([input.text]),
      milliseconds,
      bestMilliseconds,
      findings: result?.findings.length ?? 0,
    });
  }
  return rows;
}

async function batchLatency(
  filter: EvalFilter,
  batch: readonly string[],
): Promise<{ p50: number; p99: number; max: number }> {
  for (let warmup = 0; warmup < 10; warmup++) await filter.filterTexts(batch);
  const samples: number[] = [];
  for (let round = 0; round < latencyRounds; round++)
    samples.push(await cpuMilliseconds(() => filter.filterTexts(batch)));
  samples.sort((a, b) => a - b);
  return { p50: quantile(samples, 0.5), p99: quantile(samples, 0.99), max: samples.at(-1)! };
}

/** A realistic 50-field batch: 8 search results (6 fields each: body, title, description, language, dates) + 2 snippets. */
function fiftyFieldBatch(webTexts: readonly string[], entries: readonly DatasetEntry[]): string[] {
  const batch: string[] = [];
  for (let page = 0; page < 8; page++) {
    const body = webTexts[(page * 17) % webTexts.length]!.slice(0, 20_000);
    batch.push(
      body,
      body.split('\n')[0]!.slice(0, 120),
      body.slice(0, 300),
      'en',
      '2025-03-14T09:00:00Z',
      '2025-03-15T10:30:00Z',
    );
  }
  const injected = entries.filter((entry) => entry.label === 'injection');
  batch.push(injected[0]!.text, injected[Math.floor(injected.length / 2)]!.text);
  return batch;
}

function fmt(value: number, digits = 1): string {
  return Number.isNaN(value) ? '–' : value.toFixed(digits);
}

async function main(): Promise<void> {
  const ours = createToolgateGuard();
  const baselines = [createVardFilter(), createLlmGuardFilter()];
  const entries = loadDataset();
  const web = loadWebTexts();
  const webBytes = utf8Length(web.texts);
  const evalBytes = utf8Length(entries.map((entry) => entry.text));
  const lines: string[] = [];
  const log = (line = '') => {
    lines.push(line);
    process.stdout.write(`${line}\n`);
  };

  log('# Benchmark: @toolgate/injection-guard');
  log();
  log(
    `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, Node ${process.version}, ${process.platform}/${process.arch}` +
      `${quick ? ', --quick' : ''}. Re-run: \`pnpm --filter @toolgate/injection-guard bench\`.`,
  );
  log(
    'Times are CPU milliseconds of this process (user + system), not wall time: the machine (2 cores) is shared, and ' +
      'all detectors run synchronously. Compare the ratios, not the absolute values, across machines.',
  );
  log();

  // 1. Ordinary web text.
  log('## 1. Throughput on ordinary web text');
  log();
  log(
    `Input: ${web.source}; ${(webBytes / 1024 / 1024).toFixed(2)} MB UTF-8, filtered in batches of 50, best of ${throughputRounds} rounds.`,
  );
  log();
  log('| detector | CPU ms | MB/s | speed ÷ ours | pages flagged |');
  log('| --- | --- | --- | --- | --- |');
  const ourWebMs = await timeFilter(ours, web.texts, throughputRounds);
  const ourWebResults: number[] = [];
  for (let start = 0; start < web.texts.length; start += 50) {
    for (const result of await ours.filterTexts(web.texts.slice(start, start + 50))) {
      ourWebResults.push(result.findings.length > 0 || result.redactedCount > 0 ? 1 : 0);
    }
  }
  const ourWebFlagged = ourWebResults.reduce((sum, flag) => sum + flag, 0);
  log(
    `| ${ours.name} | ${fmt(ourWebMs, 0)} | ${fmt(megabytesPerSecond(webBytes, ourWebMs))} | 1.00 | ${ourWebFlagged} of ${web.texts.length} |`,
  );
  for (const baseline of baselines) {
    const milliseconds = await timeFilter(baseline, web.texts, throughputRounds);
    let flagged = 0;
    for (let start = 0; start < web.texts.length; start += 50) {
      for (const result of await baseline.filterTexts(web.texts.slice(start, start + 50)))
        if (result.findings.length > 0) flagged++;
    }
    log(
      `| ${baseline.name} | ${fmt(milliseconds, 0)} | ${fmt(megabytesPerSecond(webBytes, milliseconds))} | ${fmt(ourWebMs / milliseconds, 2)} | ${flagged} of ${web.texts.length} |`,
    );
  }
  log();
  log(
    '"pages flagged": real pages with no attack in them that the detector flagged (all are false positives unless a page really carries one).',
  );
  log();

  // 2. Adversarial text.
  log(`## 2. Throughput on adversarial text (${(adversarialSize / 1024).toFixed(0)} KiB characters each)`);
  log();
  // Ours: the first run on each input and the best of the rounds (baselines: one run each, their
  // slow cases would stretch the bench by minutes).
  const ourAdversarial = await adversarialThroughput(ours, adversarialSize, false, throughputRounds);
  const baselineAdversarial: ThroughputRow[][] = [];
  for (const baseline of baselines)
    baselineAdversarial.push(await adversarialThroughput(baseline, adversarialSize, true));
  log(
    `| input | ours ms, first run | ours ms, best of ${throughputRounds} | ours MB/s (best) | ours findings | ${baselines.map((baseline) => `${baseline.name} ms`).join(' | ')} |`,
  );
  log(`| --- | --- | --- | --- | --- | ${baselines.map(() => '---').join(' | ')} |`);
  const inputs = adversarialInputs(adversarialSize);
  ourAdversarial.forEach((row, index) => {
    const baselineCells = baselineAdversarial.map((rows) => {
      const other = rows[index]!;
      return Number.isNaN(other.findings) ? `> 100 on 64 KiB (not run at full size)` : fmt(other.milliseconds, 0);
    });
    log(
      `| ${row.name}: ${inputs[index]!.description} | ${fmt(row.milliseconds, 0)} | ${fmt(row.bestMilliseconds, 0)} | ${fmt(megabytesPerSecond(row.bytes, row.bestMilliseconds))} | ${row.findings} | ${baselineCells.join(' | ')} |`,
    );
  });
  const slowest = ourAdversarial.reduce((worst, row) => (row.bestMilliseconds > worst.bestMilliseconds ? row : worst));
  const slowestFirst = ourAdversarial.reduce((worst, row) => (row.milliseconds > worst.milliseconds ? row : worst));
  log();
  log(
    `Slowest for ours: ${slowest.name}, ${fmt(slowest.bestMilliseconds, 0)} ms (best of ${throughputRounds}) for ${(slowest.bytes / 1024 / 1024).toFixed(2)} MB; ` +
      `slowest first run: ${slowestFirst.name}, ${fmt(slowestFirst.milliseconds, 0)} ms (issue 5 asks for "well under a second" per 1 MB adversarial input). ` +
      'A first run includes the JIT compiling the code paths that input takes; baselines were run once.',
  );
  log();

  // 3. Batch latency.
  const batch = fiftyFieldBatch(web.texts, entries);
  const batchBytes = utf8Length(batch);
  log('## 3. Latency of one 50-field batch');
  log();
  log(
    `One \`filter()\` call with 50 fields (8 pages × body, title, description, language, two dates, plus 2 injected snippets; ` +
      `${(batchBytes / 1024).toFixed(0)} KiB), ${latencyRounds} calls after 10 warm-up calls.`,
  );
  log();
  log('| detector | p50 ms | p99 ms | max ms |');
  log('| --- | --- | --- | --- |');
  const ourLatency = await batchLatency(ours, batch);
  log(`| ${ours.name} | ${fmt(ourLatency.p50, 2)} | ${fmt(ourLatency.p99, 2)} | ${fmt(ourLatency.max, 2)} |`);
  for (const baseline of baselines) {
    const latency = await batchLatency(baseline, batch);
    log(`| ${baseline.name} | ${fmt(latency.p50, 2)} | ${fmt(latency.p99, 2)} | ${fmt(latency.max, 2)} |`);
  }
  log();

  // 4. Detection quality against the baselines on the same set.
  log('## 4. Ours against two offline npm detectors on the eval set');
  log();
  log(
    `The ${entries.length} labelled texts of \`eval/dataset\` (${(evalBytes / 1024).toFixed(0)} KiB), same process, same run. ` +
      'Baselines only classify (they do not remove text), so "flagged" is their verdict.',
  );
  log();
  log(
    '| detector | split | recall | precision | FPR hard negatives | FPR ordinary | FPR all benign | MB/s (whole set) | speed ÷ ours |',
  );
  log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  const runs = [
    { filter: ours, marker: redactionMarker as string | undefined },
    ...baselines.map((filter) => ({ filter, marker: undefined })),
  ];
  let ourEvalMs = Number.NaN;
  for (const { filter, marker } of runs) {
    let outcomes: Outcome[] = [];
    const milliseconds = await cpuMilliseconds(async () => {
      outcomes = (await runFilter(filter, entries, marker)).outcomes;
    });
    if (filter === ours) ourEvalMs = milliseconds;
    const row = (split: string, summary: Summary) =>
      log(
        `| ${filter.name} | ${split} | ${percent(summary.recall)} | ${percent(summary.precision)} | ${percent(summary.fprHardNegatives)} | ` +
          `${percent(summary.fprOrdinary)} | ${percent(summary.fprAllBenign)} | ${fmt(megabytesPerSecond(evalBytes, milliseconds))} | ${fmt(ourEvalMs / milliseconds, 2)} |`,
      );
    for (const split of datasetSplits.filter((name) => name !== 'dev')) {
      const inSplit = outcomes.filter((outcome) => outcome.entry.split === split);
      if (inSplit.length > 0) row(split, summarize(inSplit));
    }
    row('all', summarize(outcomes));
  }
  log();
  log('Why these two: see `bench/README.md`.');
  log();

  // 5. Start-up in a fresh process.
  log('## 5. Start-up cost in a fresh process');
  log();
  const probes = startupProbes();
  if (probes === undefined) {
    log('Skipped: `dist/` is missing (run `pnpm --filter @toolgate/injection-guard build` first).');
  } else {
    const runs = quick ? 3 : 11;
    log(
      `A new \`node\` process imports the detector from its built files and filters one short injected sentence; median of ${runs} runs, ` +
        'run one after another. "import + first filter" is the probe\'s own clock; the process columns include Node\'s own start-up.',
    );
    log();
    log('| probe | import + first filter ms | process CPU ms | process wall ms | flagged the sample |');
    log('| --- | --- | --- | --- | --- |');
    for (const probe of probes) {
      const samples = measureStartup(probe, runs);
      log(
        `| ${probe.name} | ${fmt(median(samples.map((s) => s.importAndFirstFilterMs)), 0)} | ${fmt(median(samples.map((s) => s.processCpuMs)), 0)} | ` +
          `${fmt(median(samples.map((s) => s.processWallMs)), 0)} | ${samples.every((s) => s.flagged) ? 'yes' : 'no'} |`,
      );
    }
  }
  log();

  // 6. Linear time.
  const linearSize = adversarialSize / 4;
  log('## 6. Linear time on inputs that once made a scanner slow');
  log();
  log(
    `CPU time of each scanner on a unit repeated to ${linearSize / 1024} KiB and to four times that, best of 2 runs each.`,
  );
  log();
  for (const line of linearScanTable(measureLinearScans(linearSize, 2), linearSize)) log(line);
  log();
  if (!quick) {
    writeFileSync(resultsPath, `${lines.join('\n')}\n`);
    process.stdout.write(`\nwrote ${resultsPath}\n`);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`bench: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
