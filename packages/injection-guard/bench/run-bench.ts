/**
 * Benchmark of the default detector (`BuiltInPromptInjectionDetector`) in one run against bare
 * `node`, `@andersmyrmel/vard` and `llm-guard`, the figures issue 17 asks for:
 * 1. a fresh process's import + first filter (aim: under 100 ms), against `node -e 0` and vard,
 * 2. warm throughput on ordinary web text, the WCXB pages' main content (aim: at least 5 MB/s),
 * 3. every adversarial input of bench/adversarialInputs.ts at 1 MiB (aim: under one second),
 * 4. linearity: the same inputs at 256 KiB and at 1 MiB (ratio 4 = linear, 16 = quadratic),
 * 5. the latency of one 50-field batch,
 * 6. the LLM judge's provider calls and cache (counts, against the mock provider on loopback).
 * Section 7 of RESULTS.md (held-out detection quality) is written by
 * learn/evaluateInstructionModel.ts; this script keeps it as it is.
 *
 *   pnpm --filter @toolgate/injection-guard bench            # builds, prints and writes bench/RESULTS.md
 *   pnpm --filter @toolgate/injection-guard bench -- --quick # 256 KiB inputs, fewer rounds, writes nothing
 *
 * Times are CPU time of the process (`process.cpuUsage`), not wall time: the detectors are
 * synchronous and the machine is shared, so other processes stretch wall time, not CPU time.
 * Bounded everywhere: fixed round counts, and a baseline meets a full-size adversarial input only
 * when it handled a sixteenth of it in under 100 ms and a quarter of it in under 500 ms (a quadratic
 * regex would otherwise stall the run).
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { adversarialInputs } from './adversarialInputs.js';
import {
  type BenchDetector,
  createLlmGuardDetector,
  createModelOnlyDetector,
  createOurDetector,
  createVardDetector,
} from './baselineDetectors.js';
import { measureLlmJudgeCalls } from './llmJudgeCalls.js';
import { resultsPath, resultsSection } from './replaceResultsSection.js';
import { measureStartup, median, startupProbes, startupSample } from './startupCost.js';

const here = dirname(fileURLToPath(import.meta.url));
const repositoryRoot = join(here, '..', '..', '..');
/** The WCXB dev pages (CC BY 4.0) at the repository root, or another copy named by `TOOLGATE_WCXB_DIR`. */
const wcxbDirectory = join(
  process.env['TOOLGATE_WCXB_DIR'] ?? join(repositoryRoot, 'fixtures', 'extraction', 'wcxb-dev'),
  'ground-truth',
);
const injectedMailsPath = join(here, '..', 'data', 'third-party', 'bipia_email_train.jsonl');
/** Section 7 belongs to learn/evaluateInstructionModel.ts. */
const keptHeading = '## 7. ';

const quick = process.argv.includes('--quick');
const fullSize = quick ? 256 * 1024 : 1024 * 1024;
const quarterSize = fullSize / 4;
/** Where a baseline is tried first: a quarter of the quarter size. */
const probeSize = quarterSize / 4;
const rounds = quick ? 1 : 3;
// The web pages are small texts, one call each: a process's JIT and collector still vary over the
// first few passes (3 rounds read 4.4 to 8.1 MB/s on the same code), so their best is of more rounds.
const webRounds = quick ? 1 : 10;
const startupRuns = quick ? 3 : 11;
const latencyRounds = quick ? 30 : 200;
const judgeBatches = quick ? 100 : 400;
const encoder = new TextEncoder();

function utf8Megabytes(texts: readonly string[]): number {
  return texts.reduce((sum, text) => sum + encoder.encode(text).length, 0) / (1024 * 1024);
}

async function scanAll(detector: BenchDetector, texts: readonly string[]): Promise<number[]> {
  const counts: number[] = [];
  for (const text of texts) {
    const count = detector.scan(text);
    counts.push(typeof count === 'number' ? count : await count);
  }
  return counts;
}

/** CPU milliseconds of this process (user + system) while `run` runs. */
async function cpuMilliseconds(run: () => Promise<unknown>): Promise<number> {
  const started = process.cpuUsage();
  await run();
  const used = process.cpuUsage(started);
  return (used.user + used.system) / 1000;
}

/** The best of `count` rounds of scanning `texts`, in CPU ms. */
async function bestOf(count: number, detector: BenchDetector, texts: readonly string[]): Promise<number> {
  let best = Number.POSITIVE_INFINITY;
  for (let round = 0; round < count; round++) {
    best = Math.min(best, await cpuMilliseconds(() => scanAll(detector, texts)));
  }
  return best;
}

function loadWebPages(): string[] {
  if (!existsSync(wcxbDirectory)) {
    throw new Error(`bench: the WCXB pages are missing at ${wcxbDirectory} (fixtures/extraction/wcxb-dev)`);
  }
  return readdirSync(wcxbDirectory)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map(
      (name) =>
        (JSON.parse(readFileSync(join(wcxbDirectory, name), 'utf8')) as { ground_truth?: { main_content?: string } })
          .ground_truth?.main_content ?? '',
    )
    .filter((text) => text.trim() !== '');
}

/** Two injected e-mails of BIPIA (third-party, MIT): the first and the middle one of the file. */
function loadInjectedMails(): string[] {
  const injected = readFileSync(injectedMailsPath, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as { text: string; label: number })
    .filter((row) => row.label === 1)
    .map((row) => row.text);
  if (injected.length < 2) throw new Error(`bench: no injected mails in ${injectedMailsPath}`);
  return [injected[0]!, injected[Math.floor(injected.length / 2)]!];
}

/** A realistic 50-field batch: 8 search results (body, title, description, language, two dates) + 2 injected mails. */
function fiftyFieldBatch(pages: readonly string[], mails: readonly string[]): string[] {
  const batch: string[] = [];
  for (let page = 0; page < 8; page++) {
    const body = pages[(page * 17) % pages.length]!.slice(0, 20_000);
    batch.push(
      body,
      body.split('\n')[0]!.slice(0, 120),
      body.slice(0, 300),
      'en',
      '2025-03-14T09:00:00Z',
      '2025-03-15',
    );
  }
  return [...batch, ...mails];
}

function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

const fmt = (value: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '–');
const kib = (size: number) => `${size / 1024} KiB`;
const yesNo = (met: boolean) => (met ? 'yes' : '**no**');

interface AdversarialRow {
  readonly name: string;
  readonly description: string;
  readonly megabytes: number;
  readonly firstMs: number;
  readonly bestMs: number;
  readonly quarterMs: number;
  readonly findings: number;
  readonly baselines: readonly BaselineCell[];
}

/** A baseline on one input: CPU ms at full size, or at the smaller size where it was too slow to go on. */
interface BaselineCell {
  readonly ms: number;
  readonly skippedAt?: number;
}

/** A ratio below this many ms at full size says more about the timer than about the scan. */
const ratioFloorMs = 20;

async function main(): Promise<void> {
  const lines: string[] = [];
  const log = (line = '') => {
    lines.push(line);
    process.stdout.write(`${line}\n`);
  };
  const ours = createOurDetector();
  const modelOnly = createModelOnlyDetector();
  const baselines = [createVardDetector(), createLlmGuardDetector()];
  const pages = loadWebPages();
  const pageMegabytes = utf8Megabytes(pages);
  const processor = cpus();
  const load = loadavg()[0]!;
  const startedAt = new Date();

  // 1. Start-up, first: the fresh processes should not compete with this one's warm JIT for nothing.
  const startupRows = startupProbes().map((probe) => ({ probe, samples: measureStartup(probe, startupRuns) }));

  // 2. Ordinary web text, warm: one untimed pass first, then the best of the rounds.
  const webRows: { name: string; ms: number; flagged: number }[] = [];
  for (const detector of [ours, modelOnly, ...baselines]) {
    const counts = await scanAll(detector, pages);
    const ms = await bestOf(webRounds, detector, pages);
    webRows.push({ name: detector.name, ms, flagged: counts.filter((count) => count > 0).length });
  }

  // 3 and 4. Adversarial inputs: ours meets each at full size first (its first run), then at a
  // quarter size, then at full size again; baselines once at full size, gated at two smaller sizes.
  const fullInputs = adversarialInputs(fullSize);
  const quarterInputs = adversarialInputs(quarterSize);
  const probeInputs = adversarialInputs(probeSize);
  const adversarial: AdversarialRow[] = [];
  for (const [index, input] of fullInputs.entries()) {
    const firstMs = await bestOf(1, ours, [input.text]);
    const quarterMs = await bestOf(rounds, ours, [quarterInputs[index]!.text]);
    const bestMs = Math.min(firstMs, await bestOf(rounds - 1, ours, [input.text]));
    const [findings = 0] = await scanAll(ours, [input.text]);
    const baselineCells: BaselineCell[] = [];
    for (const baseline of baselines) {
      // Gated twice: quadratic work passes a small size quickly and then takes tens of seconds at 1 MiB.
      const probeMs = await bestOf(1, baseline, [probeInputs[index]!.text]);
      if (probeMs > 100) {
        baselineCells.push({ ms: probeMs, skippedAt: probeSize });
        continue;
      }
      const baselineQuarterMs = await bestOf(1, baseline, [quarterInputs[index]!.text]);
      baselineCells.push(
        baselineQuarterMs > 500
          ? { ms: baselineQuarterMs, skippedAt: quarterSize }
          : { ms: await bestOf(1, baseline, [input.text]) },
      );
    }
    adversarial.push({
      name: input.name,
      description: input.description,
      megabytes: utf8Megabytes([input.text]),
      firstMs,
      bestMs,
      quarterMs,
      findings,
      baselines: baselineCells,
    });
  }

  // 5. One 50-field batch.
  const batch = fiftyFieldBatch(pages, loadInjectedMails());
  const latencyRows: { name: string; p50: number; p99: number; max: number }[] = [];
  for (const detector of [ours, ...baselines]) {
    for (let warmup = 0; warmup < 10; warmup++) await scanAll(detector, batch);
    const samples: number[] = [];
    for (let round = 0; round < latencyRounds; round++) {
      samples.push(await cpuMilliseconds(() => scanAll(detector, batch)));
    }
    samples.sort((a, b) => a - b);
    latencyRows.push({
      name: detector.name,
      p50: quantile(samples, 0.5),
      p99: quantile(samples, 0.99),
      max: samples.at(-1)!,
    });
  }

  // 6. The LLM judge's calls.
  const judgeLines = await measureLlmJudgeCalls(judgeBatches);

  // The report.
  const ourStartup = startupRows[0]!.samples;
  const bareStartup = startupRows.at(-1)!.samples;
  const startupCpu = median(ourStartup.map((sample) => sample.importAndFirstFilterCpuMs));
  const startupWall = median(ourStartup.map((sample) => sample.importAndFirstFilterWallMs));
  const ourWeb = webRows[0]!;
  const ourWebRate = pageMegabytes / (ourWeb.ms / 1000);
  // Judged per MB of UTF-8: the inputs are 1 MiB of UTF-16 units, 1 to 4 MB of UTF-8.
  const perMegabyte = (row: AdversarialRow) => row.firstMs / row.megabytes;
  const slowestFirst = adversarial.reduce((worst, row) => (perMegabyte(row) > perMegabyte(worst) ? row : worst));
  const slowestBest = adversarial.reduce((worst, row) => (row.bestMs > worst.bestMs ? row : worst));
  const ratio = (row: AdversarialRow) =>
    row.bestMs < ratioFloorMs ? Number.NaN : row.bestMs / Math.max(row.quarterMs, 1);
  const measurable = adversarial.filter((row) => Number.isFinite(ratio(row)));
  const steepest = measurable.reduce<AdversarialRow | undefined>(
    (worst, row) => (worst === undefined || ratio(row) > ratio(worst) ? row : worst),
    undefined,
  );

  log('# Benchmark: @toolgate/injection-guard');
  log();
  log(
    `Run ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC${quick ? ' (--quick)' : ''}, Node ${process.version}, ` +
      `${process.platform}/${process.arch}, ${processor.length} × ${processor[0]?.model.trim() ?? 'unknown CPU'}, ` +
      `load average ${load.toFixed(1)} at the start. Re-run: \`pnpm --filter @toolgate/injection-guard bench\` (bench/README.md).`,
  );
  log();
  log(
    'Times are CPU milliseconds of the measuring process (user + system, `process.cpuUsage`), not wall time: the machine is ' +
      'shared and every detector runs synchronously on one thread. Absolute values move with the machine; compare ' +
      'the ratios within one run.',
  );
  log();
  log('## At a glance: the speed aims of issue 17');
  log();
  log('| aim | measured (ours) | met |');
  log('| --- | --- | --- |');
  log(
    `| a fresh process's import + first filter under 100 ms | ${fmt(startupCpu)} ms CPU (${fmt(startupWall)} ms wall), median of ${startupRuns} | ${yesNo(startupCpu < 100)} |`,
  );
  log(
    `| ordinary web text at least 5 MB/s warm, one core | ${fmt(ourWebRate, 1)} MB/s on ${pages.length} WCXB pages | ${yesNo(ourWebRate >= 5)} |`,
  );
  log(
    `| 1 MB of dense adversarial text under one second | slowest first run ${fmt(perMegabyte(slowestFirst))} ms per MB (${slowestFirst.name}); slowest warm ${fmt(slowestBest.bestMs)} ms for ${slowestBest.megabytes.toFixed(2)} MB (${slowestBest.name}) | ${yesNo(perMegabyte(slowestFirst) < 1000)} |`,
  );
  log(
    `| linear in the text (${kib(quarterSize)} → ${kib(fullSize)}: 4 linear, 16 quadratic; "yes" below 8) | highest ratio ${steepest === undefined ? '–' : `${fmt(ratio(steepest), 1)} (${steepest.name})`} | ${yesNo(steepest === undefined || ratio(steepest) < 8)} |`,
  );
  log();
  log(
    '"First run" is the first time this process scans that input at full size (the JIT compiles what it takes); ' +
      `"warm" is the best of ${webRounds} rounds on the web pages and of ${rounds} on each adversarial input. The 1 MB aim is judged on the first run, per MB of UTF-8.`,
  );
  log();

  log('## 1. Start-up in a fresh process');
  log();
  log(
    `A new \`node\` process imports the detector from its built files and filters one sentence (${JSON.stringify(startupSample)}); ` +
      `median of ${startupRuns} runs, one after another. "import + first filter" is measured by the probe itself ` +
      '(its CPU time includes V8\'s helper threads, so it can exceed the wall time); "process CPU" adds Node\'s own start-up.',
  );
  log();
  log(
    '| probe | import + first filter, CPU ms | same, wall ms | process CPU ms | above bare node, CPU ms | flagged the sample |',
  );
  log('| --- | --- | --- | --- | --- | --- |');
  const bareCpu = median(bareStartup.map((sample) => sample.processCpuMs));
  for (const { probe, samples } of startupRows) {
    const processCpu = median(samples.map((sample) => sample.processCpuMs));
    log(
      `| ${probe.name} | ${fmt(median(samples.map((s) => s.importAndFirstFilterCpuMs)))} | ${fmt(median(samples.map((s) => s.importAndFirstFilterWallMs)))} | ` +
        `${fmt(processCpu)} | ${fmt(processCpu - bareCpu)} | ${samples.every((s) => s.flagged) ? 'yes' : samples.some((s) => s.flagged) ? 'sometimes' : 'no'} |`,
    );
  }
  log();

  log('## 2. Ordinary web text, warm');
  log();
  log(
    `The main content of ${pages.length} WCXB dev pages (CC BY 4.0, Murrough Foley; fixtures/extraction/wcxb-dev), ` +
      `${pageMegabytes.toFixed(2)} MB of UTF-8, one text at a time; one untimed pass, then the best of ${webRounds}.`,
  );
  log();
  log('| detector | CPU ms | MB/s | speed ÷ ours | pages flagged |');
  log('| --- | --- | --- | --- | --- |');
  for (const row of webRows) {
    log(
      `| ${row.name} | ${fmt(row.ms)} | ${fmt(pageMegabytes / (row.ms / 1000), 1)} | ${fmt(ourWeb.ms / row.ms, 2)} | ${row.flagged} of ${pages.length} |`,
    );
  }
  log();
  log(
    '"pages flagged": attack-free pages the detector reported anything in. The learned model was trained and ' +
      'calibrated on 60% of these pages (learn/README.md), so this is no held-out false-positive rate; section 7 gives that.',
  );
  log();

  log(`## 3. Adversarial inputs at ${kib(fullSize)}`);
  log();
  log(
    `Each input of bench/adversarialInputs.ts is one unit repeated to ${kib(fullSize)} (UTF-16 units; MB below is UTF-8). ` +
      `Baselines run once each, and at full size only when ${kib(probeSize)} of the input took them under 100 ms and ${kib(quarterSize)} under 500 ms.`,
  );
  log();
  log(
    `| input | MB | ours, first run ms | ours, warm ms | ours, MB/s warm | ours, findings | ${baselines.map((baseline) => `${baseline.name} ms`).join(' | ')} |`,
  );
  log(`| --- | --- | --- | --- | --- | --- | ${baselines.map(() => '---').join(' | ')} |`);
  for (const row of adversarial) {
    const cells = row.baselines.map((cell) =>
      cell.skippedAt === undefined ? fmt(cell.ms) : `${fmt(cell.ms)} on ${kib(cell.skippedAt)}, not run at full size`,
    );
    log(
      `| ${row.name}: ${row.description} | ${row.megabytes.toFixed(2)} | ${fmt(row.firstMs)} | ${fmt(row.bestMs)} | ` +
        `${fmt(row.megabytes / (row.bestMs / 1000), 1)} | ${row.findings} | ${cells.join(' | ')} |`,
    );
  }
  log();
  log(
    `Slowest for ours: first run ${fmt(slowestFirst.firstMs)} ms for ${slowestFirst.megabytes.toFixed(2)} MB on ${slowestFirst.name} ` +
      `(${fmt(perMegabyte(slowestFirst))} ms per MB); warm ${fmt(slowestBest.bestMs)} ms on ${slowestBest.name}.`,
  );
  log();

  log('## 4. Linearity');
  log();
  log(
    `Ours on every input of section 3 at ${kib(quarterSize)} and at ${kib(fullSize)}, best of ${rounds} each. ` +
      `The ratio is the measure: 4 is linear, 16 quadratic. Under ${ratioFloorMs} ms at full size the timer decides more than the scan ("–").`,
  );
  log();
  log(`| input | ${kib(quarterSize)} ms | ${kib(fullSize)} ms | ratio |`);
  log('| --- | --- | --- | --- |');
  for (const row of adversarial) {
    log(`| ${row.name} | ${fmt(row.quarterMs)} | ${fmt(row.bestMs)} | ${fmt(ratio(row), 1)} |`);
  }
  log();
  log(`Highest ratio: ${steepest === undefined ? '–' : `${fmt(ratio(steepest), 1)} on ${steepest.name}`}.`);
  log();

  log('## 5. Latency of one 50-field batch');
  log();
  log(
    `One batch as a search tool hands it over: 8 pages × (body up to 20,000 characters, title, description, language, two dates) ` +
      `plus 2 injected BIPIA e-mails (third-party, MIT), ${fmt(utf8Megabytes(batch) * 1024)} KiB; ${latencyRounds} batches after 10 warm-up batches.`,
  );
  log();
  log('| detector | p50 ms | p99 ms | max ms |');
  log('| --- | --- | --- | --- |');
  for (const row of latencyRows) log(`| ${row.name} | ${fmt(row.p50, 2)} | ${fmt(row.p99, 2)} | ${fmt(row.max, 2)} |`);
  log();

  log('## 6. The LLM judge: provider calls and cache');
  log();
  log(
    '`LlmJudgePromptInjectionDetector` in `judge-only` mode against the mock provider on loopback (scripted answers, no ' +
      "model): counts, no clock. What a host pays is these requests times its model's price and latency.",
  );
  log();
  for (const line of judgeLines) log(line);
  log();

  const kept = resultsSection(keptHeading);
  if (kept === undefined) {
    log('## 7. Held-out detection quality');
    log();
    log('Not measured yet: `pnpm --filter @toolgate/injection-guard evaluate:instruction-model -- --write` writes it.');
  }
  if (!quick) {
    writeFileSync(resultsPath, `${lines.join('\n').trimEnd()}\n${kept === undefined ? '' : `\n${kept}`}`);
    process.stdout.write(`\nwrote ${resultsPath}${kept === undefined ? '' : ' (section 7 kept as it was)'}\n`);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`bench: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
