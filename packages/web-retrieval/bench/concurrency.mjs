// Benchmark: 200 concurrent retrievals from a loopback server, then proof that nothing is left
// behind (sockets, handles, memory). Baseline in the same run: the same requests with plain
// undici.request over one shared Agent (no validation, no pinning, no decoding, no extraction).
//
// Run (after `pnpm --filter @toolgate/web-retrieval build`):
//   node --expose-gc packages/web-retrieval/bench/concurrency.mjs
// Writes its section of packages/web-retrieval/bench/RESULTS.md.
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import * as http from 'node:http';
import * as os from 'node:os';
import { fileURLToPath } from 'node:url';
import * as zlib from 'node:zlib';
import { Agent, request } from 'undici';
import { ConnectToMapping, WebPageRetrievalService } from '../dist/index.js';

if (typeof global.gc !== 'function') {
  console.error('Run with node --expose-gc');
  process.exit(2);
}
const CONCURRENCY = 200;
const ROUNDS = 5;
const MIXED_ROUNDS = 2;
const PUBLIC_ADDRESS = '93.184.216.34';

const paragraph =
  '<p>The benchmark page has a few paragraphs of ordinary prose so that extraction has real work to do. </p>';
const PAGE = `<!doctype html><html lang="en"><head><title>Bench page</title><meta name="description" content="bench"></head><body><nav><a href="/">Home</a></nav><article><h1>Bench page</h1>${paragraph.repeat(60)}</article><footer>footer</footer></body></html>`;
const TEXT = 'line of a text document\r\n'.repeat(800);
const GZIPPED_TEXT = zlib.gzipSync(TEXT);

const serverSockets = new Set();
const server = http.createServer((req, res) => {
  if (req.url === '/page') res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE);
  else if (req.url === '/text')
    res.writeHead(200, { 'content-type': 'text/plain', 'content-encoding': 'gzip' }).end(GZIPPED_TEXT);
  else res.writeHead(404).end();
});
server.on('connection', (socket) => {
  serverSockets.add(socket);
  socket.on('close', () => serverSockets.delete(socket));
});
server.keepAliveTimeout = 100;
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const port = server.address().port;

const service = new WebPageRetrievalService({
  resolver: { resolve: async () => [PUBLIC_ADDRESS] },
  connectTo: ConnectToMapping.parse([`${PUBLIC_ADDRESS}:80=127.0.0.1:${port}`]),
  onDial: (dial) => {
    if (dial.dialledAddress !== '127.0.0.1') throw new Error(`bench tripwire: ${dial.dialledAddress}`);
  },
});

function resources() {
  const counts = {};
  for (const name of process.getActiveResourcesInfo()) counts[name] = (counts[name] ?? 0) + 1;
  return counts;
}
const socketCount = (counts) => (counts.TCPSocketWrap ?? 0) + (counts.TLSWrap ?? 0);
async function settle() {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setImmediate(resolve));
  await new Promise((resolve) => setTimeout(resolve, 200));
  global.gc();
  global.gc();
}

async function timed(label, rounds, run) {
  const started = performance.now();
  let peakHeap = 0;
  const sampler = setInterval(() => {
    peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
  }, 5);
  for (let round = 0; round < rounds; round += 1) {
    const results = await Promise.allSettled(Array.from({ length: CONCURRENCY }, (_, index) => run(index)));
    const failed = results.filter((result) => result.status === 'rejected');
    if (failed.length > 0) throw new Error(`${label}: ${failed.length} failed, first: ${failed[0].reason}`);
  }
  clearInterval(sampler);
  const seconds = (performance.now() - started) / 1000;
  await settle();
  const heapAfterMiB = process.memoryUsage().heapUsed / 2 ** 20;
  return {
    label,
    requests: CONCURRENCY * rounds,
    seconds,
    perSecond: (CONCURRENCY * rounds) / seconds,
    peakHeapMiB: peakHeap / 2 ** 20,
    heapAfterMiB,
  };
}

// Warm-up (JIT, extractor window).
for (let i = 0; i < 20; i += 1) {
  await service.retrieve('http://bench.test/page');
  await service.retrieve('http://bench.test/text');
}
await settle();
const before = resources();
const heapBefore = process.memoryUsage().heapUsed;

const baselineAgent = new Agent({ connections: CONCURRENCY });
const baseline = await timed('baseline: undici.request, shared Agent, raw bytes', ROUNDS, async (index) => {
  const response = await request(`http://127.0.0.1:${port}/${index % 2 === 0 ? 'text' : 'page'}`, {
    dispatcher: baselineAgent,
  });
  await response.body.arrayBuffer();
});
await baselineAgent.close();
// Generous deadlines: extraction is synchronous CPU work, so under 200-way concurrency a retrieval
// can wait behind a hundred extractions; the bench measures throughput, not the deadline.
const LONG = { timeoutMs: 600_000, headersTimeoutMs: 600_000, bodyIdleTimeoutMs: 600_000 };
const textRun = await timed('WebPageRetrievalService, gzip text documents', ROUNDS, () =>
  service.retrieve('http://bench.test/text', LONG),
);
const mixedRun = await timed('WebPageRetrievalService, half HTML (extracted), half text', MIXED_ROUNDS, (index) =>
  service.retrieve(`http://bench.test/${index % 2 === 0 ? 'text' : 'page'}`, LONG),
);

// Steady state of the retrieval path alone: heap after GC, round by round; a leak would climb.
const steady = [];
for (let round = 0; round < 10; round += 1) {
  await Promise.all(Array.from({ length: CONCURRENCY }, () => service.retrieve('http://bench.test/text', LONG)));
  await settle();
  steady.push(process.memoryUsage().heapUsed / 2 ** 20);
}
const steadyGrowthMiB = steady[steady.length - 1] - steady[0];

await settle();
const after = resources();
const heapBeforeClose = process.memoryUsage().heapUsed;
// Closing the service closes the extractor's jsdom window, which holds parsed documents until then.
service.close();
await settle();
const heapAfter = process.memoryUsage().heapUsed;
server.close();

const leftoverSockets = socketCount(after) - socketCount(before);
const openServerConnections = serverSockets.size;
const heapGrowthMiB = (heapAfter - heapBefore) / 2 ** 20;
const ok = leftoverSockets <= 0 && openServerConnections === 0 && heapGrowthMiB < 32 && steadyGrowthMiB < 5;

const row = (r) =>
  `| ${r.label} | ${r.requests} | ${r.seconds.toFixed(2)} | ${r.perSecond.toFixed(0)} | ${(r.perSecond / baseline.perSecond).toFixed(2)} | ${r.peakHeapMiB.toFixed(0)} | ${r.heapAfterMiB.toFixed(0)} |`;
const section = `<!-- concurrency:start -->
## Concurrency: ${CONCURRENCY} concurrent retrievals

Run: \`node --expose-gc packages/web-retrieval/bench/concurrency.mjs\` (after building the package).
Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}.
Every retrieval resolves through an injected resolver, is validated, pinned, and sent by a
connect-to mapping to a loopback page server (one fresh undici Agent per hop, destroyed after).
The baseline sends the same requests with plain \`undici.request\` over one shared Agent and
reads the raw bytes (no validation, pinning, decoding, charset or extraction).

| run | requests | seconds | requests/s | ratio to baseline | peak heap MiB | heap after GC MiB |
| --- | ---: | ---: | ---: | ---: | ---: | ---: |
${row(baseline)}
${row(textRun)}
${row(mixedRun)}

Left behind after all runs (measured after GC, compared with before the runs):

| check | result |
| --- | --- |
| client sockets (TCPSocketWrap/TLSWrap handles) before → after | ${socketCount(before)} → ${socketCount(after)} |
| server-side connections still open | ${openServerConnections} |
| active resources before | \`${JSON.stringify(before)}\` |
| active resources after | \`${JSON.stringify(after)}\` |
| heap used before the runs → after them, service still open (MiB) | ${(heapBefore / 2 ** 20).toFixed(1)} → ${(heapBeforeClose / 2 ** 20).toFixed(1)} |
| heap used before the runs → after \`service.close()\` (MiB) | ${(heapBefore / 2 ** 20).toFixed(1)} → ${(heapAfter / 2 ** 20).toFixed(1)} (${heapGrowthMiB >= 0 ? '+' : ''}${heapGrowthMiB.toFixed(1)}) |
| verdict | ${ok ? 'nothing left behind' : 'LEAK SUSPECTED'} |

Steady state of the retrieval path alone (resolution, validation, a pinned Agent per hop,
decoding, size cap): 10 more rounds of ${CONCURRENCY} concurrent text retrievals, heap after GC per round
(MiB): ${steady.map((value) => value.toFixed(1)).join(', ')} — ${steadyGrowthMiB >= 0 ? '+' : ''}${steadyGrowthMiB.toFixed(1)} MiB from the first to the last. The
heap that grows during the HTML run is held by the shared extractor window (parsed documents are
released when the window closes, see \`service.close()\` above), not by sockets or the service.
<!-- concurrency:end -->`;

const resultsPath = fileURLToPath(new URL('./RESULTS.md', import.meta.url));
let results = existsSync(resultsPath)
  ? readFileSync(resultsPath, 'utf8')
  : '# @toolgate/web-retrieval benchmark results\n';
if (results.includes('<!-- concurrency:start -->')) {
  results = results.replace(/<!-- concurrency:start -->[\s\S]*<!-- concurrency:end -->/, section);
} else {
  results = `${results.trimEnd()}\n\n${section}\n`;
}
writeFileSync(resultsPath, results);
console.log(section);
process.exitCode = ok ? 0 : 1;
