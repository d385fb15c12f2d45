// Extraction benchmark: ours against a naive pipeline over the WCXB dev corpus, in one run.
//
//   pnpm --filter @toolgate/web-retrieval build
//   node packages/web-retrieval/bench/extraction.mjs [--passes 5] [--write]
//
// Each pipeline runs in its own child process (so peak RSS is its own); the parent scores both
// with bench/extractionScoring.mjs and prints (with --write: stores) the comparison.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { readableText, shingleCounts, shingleF1, wordF1 } from './extractionScoring.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const defaultCorpus = resolve(here, '../../../fixtures/extraction/wcxb-dev');

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : process.argv[index + 1];
}

const corpusDirectory = resolve(option('corpus', defaultCorpus));

function loadCorpus() {
  const index = JSON.parse(readFileSync(join(corpusDirectory, 'index.json'), 'utf8')).files;
  return Object.keys(index)
    .sort()
    .map((id) => {
      const truth = JSON.parse(readFileSync(join(corpusDirectory, 'ground-truth', `${id}.json`), 'utf8'));
      return {
        id,
        type: index[id].page_type,
        url: truth.url,
        html: gunzipSync(readFileSync(join(corpusDirectory, 'html', `${id}.html.gz`))).toString('utf8'),
        truth: truth.ground_truth.main_content ?? '',
      };
    });
}

async function naivePipeline() {
  const { JSDOM } = await import('jsdom');
  const { Readability } = await import('@mozilla/readability');
  const { default: TurndownService } = await import('turndown');
  return {
    async extract(html, url) {
      const dom = new JSDOM(html, { url });
      try {
        const article = new Readability(dom.window.document).parse();
        return article?.content ? new TurndownService().turndown(article.content) : '';
      } finally {
        dom.window.close();
        await new Promise((done) => setImmediate(done));
      }
    },
  };
}

async function ourPipeline() {
  const { WebPageContentExtractor } = await import('../dist/index.js');
  const extractor = new WebPageContentExtractor();
  return {
    async extract(html, url) {
      return (await extractor.extract(html, url)).markdown;
    },
  };
}

async function runWorker(name, passes) {
  const pages = loadCorpus();
  const pipeline = name === 'naive' ? await naivePipeline() : await ourPipeline();
  for (const page of pages.slice(0, 5)) await pipeline.extract(page.html, page.url).catch(() => '');
  const outputs = {};
  const failures = [];
  const rssSamples = [];
  const passSeconds = [];
  const passCpuSeconds = [];
  let done = 0;
  for (let pass = 0; pass < passes; pass += 1) {
    const started = process.hrtime.bigint();
    const cpuStarted = process.cpuUsage();
    for (const page of pages) {
      let markdown = '';
      try {
        markdown = await pipeline.extract(page.html, page.url);
      } catch (error) {
        if (pass === 0) failures.push({ id: page.id, error: String(error?.message ?? error).slice(0, 200) });
      }
      if (pass === 0) outputs[page.id] = markdown;
      done += 1;
      if (done % 105 === 0) rssSamples.push({ pages: done, rssMb: Math.round(process.memoryUsage().rss / 1048576) });
    }
    passSeconds.push(Number(process.hrtime.bigint() - started) / 1e9);
    const cpu = process.cpuUsage(cpuStarted);
    passCpuSeconds.push((cpu.user + cpu.system) / 1e6);
  }
  const peakRssMb = Math.round(process.resourceUsage().maxRSS / 1024);
  process.stdout.write(
    JSON.stringify({
      name,
      pages: pages.length,
      passSeconds,
      passCpuSeconds,
      peakRssMb,
      rssSamples,
      failures,
      outputs,
    }),
  );
}

function runChild(name, passes) {
  return new Promise((resolveChild, rejectChild) => {
    const child = spawn(
      process.execPath,
      [fileURLToPath(import.meta.url), '--worker', name, '--passes', String(passes), '--corpus', corpusDirectory],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.on('error', rejectChild);
    child.on('close', (code) => {
      if (code !== 0) rejectChild(new Error(`${name} worker exited with ${code}`));
      else resolveChild(JSON.parse(Buffer.concat(chunks).toString('utf8')));
    });
  });
}

function score(result, pages) {
  const byType = new Map();
  const shingles = [];
  const perPage = {};
  for (const page of pages) {
    const text = readableText(result.outputs[page.id] ?? '');
    const { f1 } = wordF1(text, page.truth);
    perPage[page.id] = f1;
    const list = byType.get(page.type) ?? [];
    list.push(f1);
    byType.set(page.type, list);
    shingles.push(shingleCounts(text, page.truth));
  }
  const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const types = {};
  for (const [type, values] of [...byType].sort()) types[type] = { pages: values.length, wordF1: mean(values) };
  return { overallWordF1: mean(Object.values(perPage)), types, shingle: shingleF1(shingles), perPage };
}

const fixed = (value, digits = 3) => value.toFixed(digits);

async function main() {
  const worker = option('worker', undefined);
  const passes = Number(option('passes', '5'));
  if (worker !== undefined) return runWorker(worker, passes);
  const only = option('only', undefined);
  const pages = loadCorpus();
  const naive = only === 'ours' ? undefined : await runChild('naive', 1);
  const ours = only === 'naive' ? undefined : await runChild('ours', passes);
  const rows = [];
  const naiveScore = naive && score(naive, pages);
  const ourScore = ours && score(ours, pages);
  const rate = (result, pass = 0) => result.pages / result.passSeconds[pass];
  const cpuRate = (result, pass = 0) => result.pages / result.passCpuSeconds[pass];
  if (process.argv.includes('--per-page') && ourScore) {
    for (const page of pages) {
      console.log(
        `${page.id} ${page.type.padEnd(13)} ours ${fixed(ourScore.perPage[page.id])} naive ${naiveScore ? fixed(naiveScore.perPage[page.id]) : '-'}`,
      );
    }
  }
  rows.push('| Measure | Naive (jsdom + Readability + turndown per page) | Ours (`WebPageContentExtractor`) |');
  rows.push('| --- | ---: | ---: |');
  const cell = (result, f) => (result ? f(result) : '-');
  rows.push(
    `| Pages per second, wall clock (first pass) | ${cell(naive, (r) => fixed(rate(r), 1))} | ${cell(ours, (r) => fixed(rate(r), 1))} |`,
  );
  rows.push(
    `| Pages per CPU second (first pass) | ${cell(naive, (r) => fixed(cpuRate(r), 1))} | ${cell(ours, (r) => fixed(cpuRate(r), 1))} |`,
  );
  if (ours)
    rows.push(
      `| Pages per second (all ${passes} passes, ${ours.pages * passes} pages) | - | ${fixed((ours.pages * passes) / ours.passSeconds.reduce((a, b) => a + b, 0), 1)} |`,
    );
  rows.push(`| Peak RSS (MiB) | ${cell(naive, (r) => r.peakRssMb)} | ${cell(ours, (r) => r.peakRssMb)} |`);
  rows.push(
    `| Pages that threw | ${cell(naive, (r) => r.failures.length)} | ${cell(ours, (r) => r.failures.length)} |`,
  );
  rows.push(
    `| Word F1, all ${pages.length} pages | ${cell(naiveScore, (s) => fixed(s.overallWordF1))} | ${cell(ourScore, (s) => fixed(s.overallWordF1))} |`,
  );
  const types = Object.keys((ourScore ?? naiveScore).types);
  for (const type of types) {
    const count = (ourScore ?? naiveScore).types[type].pages;
    rows.push(
      `| Word F1, ${type} (${count}) | ${cell(naiveScore, (s) => fixed(s.types[type].wordF1))} | ${cell(ourScore, (s) => fixed(s.types[type].wordF1))} |`,
    );
  }
  rows.push(
    `| Shingle F1 (P / R) | ${cell(naiveScore, (s) => `${fixed(s.shingle.f1)} (${fixed(s.shingle.precision)} / ${fixed(s.shingle.recall)})`)} | ${cell(ourScore, (s) => `${fixed(s.shingle.f1)} (${fixed(s.shingle.precision)} / ${fixed(s.shingle.recall)})`)} |`,
  );
  const lines = [...rows];
  if (naive && ours) {
    lines.push(
      '',
      `Throughput ratio (ours / naive, first pass): **${fixed(rate(ours) / rate(naive), 2)}×** wall clock, **${fixed(cpuRate(ours) / cpuRate(naive), 2)}×** per CPU second`,
    );
  }
  if (ours) {
    lines.push(
      '',
      `RSS of ours over ${ours.pages * passes} pages (every 105 pages, MiB): ${ours.rssSamples.map((s) => s.rssMb).join(', ')}`,
    );
    lines.push(`Seconds per pass of ours: ${ours.passSeconds.map((s) => fixed(s, 1)).join(', ')}`);
  }
  if (naive)
    lines.push(
      `RSS of naive over ${naive.pages} pages (every 105 pages, MiB): ${naive.rssSamples.map((s) => s.rssMb).join(', ')}`,
    );
  for (const result of [naive, ours]) {
    if (result && result.failures.length > 0)
      lines.push(`${result.name} failures: ${result.failures.map((f) => `${f.id} (${f.error})`).join('; ')}`);
  }
  const report = lines.join('\n');
  console.log(report);
  if (process.argv.includes('--write') && naive && ours) writeResults(report, passes);
}

function writeResults(report, passes) {
  const path = join(here, 'RESULTS.md');
  let text = '';
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    text = '# Benchmark results\n';
  }
  const start = '<!-- extraction:start -->';
  const end = '<!-- extraction:end -->';
  const section = [
    start,
    '## Extraction (`bench/extraction.mjs`)',
    '',
    `Run ${new Date().toISOString().slice(0, 10)} on ${process.platform}/${process.arch}, Node ${process.version}, over the ${'210'} pages of`,
    '`fixtures/extraction/wcxb-dev/` (WCXB by Murrough Foley, CC BY 4.0). Naive: one pass; ours:',
    `${passes} passes (RSS sampled every 105 pages). Quality measures as in the corpus README.`,
    'Run it: `pnpm --filter @toolgate/web-retrieval build && node packages/web-retrieval/bench/extraction.mjs --passes 5 --write`.',
    '',
    report,
    end,
  ].join('\n');
  const pattern = new RegExp(`${start}[\\s\\S]*?${end}`);
  text = pattern.test(text) ? text.replace(pattern, section) : `${text.trimEnd()}\n\n${section}\n`;
  writeFileSync(path, text);
  console.log(`written to ${path}`);
}

await main();
