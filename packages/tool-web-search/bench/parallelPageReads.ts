// web_search end to end on loopback: a SearXNG-compatible API returns 20 hits whose pages answer
// after different delays. Measures the tool's wall time against the sum of the page times and
// against a baseline in the same run (the same 20 pages read one at a time through the same
// retrieval service), and the peak memory. Writes bench/RESULTS.md.
//
//   pnpm --filter @toolgate/tool-web-search bench [-- --runs 5]
import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { ConfidenceLevel } from '@toolgate/core';
import { readResultPages } from '../src/readResultPages.js';
import { articleHtml, WebSearchTestWorld } from '../src/test/WebSearchTestWorld.js';

const HITS = 20;
const runsArgument = process.argv.indexOf('--runs');
const RUNS = runsArgument === -1 ? 3 : Number(process.argv[runsArgument + 1]);
// Five delay classes, 100 to 500 ms, spread over the ranks.
const delays = Array.from({ length: HITS }, (_, index) => 100 + ((index * 3) % 5) * 100);
const paragraph = 'A result page of the benchmark, long enough to be extracted as an article. ';

const routes = Object.fromEntries(
  delays.map((delay, index) => [
    `/page-${index}`,
    (_request: unknown, response: import('node:http').ServerResponse) => {
      setTimeout(
        () =>
          response
            .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
            .end(articleHtml(`Page ${index}`, paragraph.repeat(8), 20)),
        delay,
      );
    },
  ]),
);

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

const world = await WebSearchTestWorld.start(routes as never);
const urls = delays.map((_, index) => world.pageUrl(`/page-${index}`));
world.searxngAnswers(urls.map((url, index) => ({ url, title: `Hit ${index}`, content: `snippet ${index}` })));
const settings = world.searxngSettings({ maxResults: String(HITS) });

// Warm-up: the extractor's first page and the guard's first batch cost more than the rest.
await world.execute({ query: 'warm up', limit: HITS }, settings);

let peakRss = 0;
let peakHeap = 0;
const sampler = setInterval(() => {
  const usage = process.memoryUsage();
  peakRss = Math.max(peakRss, usage.rss);
  peakHeap = Math.max(peakHeap, usage.heapUsed);
}, 5);
const heapBefore = process.memoryUsage().heapUsed;

const sequential: number[] = [];
const parallel: number[] = [];
for (let run = 0; run < RUNS; run++) {
  const controller = new AbortController();
  let started = performance.now();
  const baseline = await readResultPages(world.retrieval, urls, {
    pageTimeoutMs: 30_000,
    allPagesTimeoutMs: 120_000,
    providerConfidence: ConfidenceLevel.MEDIUM,
    concurrency: 1,
    signal: controller.signal,
  });
  sequential.push(performance.now() - started);
  if (baseline.outcomes.some((outcome) => outcome.kind !== 'RETRIEVED')) throw new Error('baseline missed a page');

  started = performance.now();
  const result = await world.execute({ query: 'benchmark', limit: HITS }, settings);
  parallel.push(performance.now() - started);
  const json = result.jsonContent as { retrieved_page_count: number };
  if (json.retrieved_page_count !== HITS) throw new Error(`the tool read ${json.retrieved_page_count} pages`);
}
clearInterval(sampler);
await world.close();

const sumOfPageTimes = delays.reduce((sum, delay) => sum + delay, 0);
// Readers in lock-step would wait for the slowest page of each group of 4.
const slowestPerGroup = Array.from({ length: HITS / 4 }, (_, group) =>
  Math.max(...delays.slice(group * 4, group * 4 + 4)),
).reduce((sum, delay) => sum + delay, 0);
// The ideal of the reader pool: each of 4 readers takes the next page in rank order as soon as it is free.
const readers = [0, 0, 0, 0];
for (const delay of delays) {
  const free = readers.indexOf(Math.min(...readers));
  readers[free] = (readers[free] ?? 0) + delay;
}
const idealPool = Math.max(...readers);
const sequentialMs = median(sequential);
const parallelMs = median(parallel);
const lines = [
  '# web_search benchmark: 20 result pages on loopback',
  '',
  `Measured ${new Date().toISOString().slice(0, 10)} on Node ${process.version}, ${RUNS} runs (median), by \`bench/parallelPageReads.ts\`.`,
  'A SearXNG-compatible API on 127.0.0.1 returns 20 hits; each page answers after 100, 200, 300, 400 or 500 ms',
  '(four pages of each). The baseline reads the same 20 pages one at a time through the same retrieval service;',
  'the tool reads them 4 at a time, searches, extracts, budgets and filters them in one guard batch.',
  '',
  '| measure | value |',
  '| --- | --- |',
  `| sum of the page delays | ${sumOfPageTimes} ms |`,
  `| slowest page of each group of 4, summed (readers in lock-step) | ${slowestPerGroup} ms |`,
  `| baseline: 20 pages read one at a time (wall) | ${sequentialMs.toFixed(0)} ms |`,
  `| ideal of 4 readers taking the next page when free (no extraction, no guard) | ${idealPool} ms |`,
  `| \`web_search\` end to end (search + 20 pages + guard) (wall) | ${parallelMs.toFixed(0)} ms |`,
  `| tool wall / sum of page delays | ${(parallelMs / sumOfPageTimes).toFixed(2)} |`,
  `| tool wall / baseline wall | ${(parallelMs / sequentialMs).toFixed(2)} |`,
  `| tool wall / slowest page of each group of 4 | ${(parallelMs / slowestPerGroup).toFixed(2)} |`,
  `| tool wall / ideal of 4 readers | ${(parallelMs / idealPool).toFixed(2)} |`,
  `| peak RSS during the runs | ${(peakRss / 1024 / 1024).toFixed(0)} MiB |`,
  `| peak heap growth over the start of the runs | ${((peakHeap - heapBefore) / 1024 / 1024).toFixed(1)} MiB |`,
  '',
  'Each page is about 15 KB of HTML. The readers do not wait for each other (a free reader takes the next page), so',
  'the tool stays below the lock-step sum of the slowest page of each group; the ratio to the ideal pool shows what',
  'the search, extraction, budgeting and the guard add on top of waiting; the ratio to the baseline what 4 readers save.',
  '',
];
writeFileSync(new URL('./RESULTS.md', import.meta.url), lines.join('\n'));
console.log(lines.join('\n'));
