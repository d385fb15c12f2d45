/**
 * The local index against a naive in-memory scan of the same documents, in one run.
 *
 * Corpus: DOCUMENTS Markdown files of about 5 KB, generated with a fixed seed (mulberry32, seed
 * 15) from a vocabulary of 20,000 pseudo-words (two to four syllables out of 40) drawn with a Zipf
 * distribution (s = 1.07), in paragraphs of 3 to 7 sentences of 6 to 18 words. Queries: 1,000 of two
 * to four words drawn uniformly from vocabulary ranks 200 to 5,000 (words specific enough to
 * matter, common enough to be found), with the same seed.
 *
 * Measured: indexing throughput (files and MB per second, reading from disk included), the index
 * file's size, a second update of the unchanged folder, and search latency p50/p99 over the
 * queries (10 passages each) for the index and for the scan (term counts × IDF over every document
 * per query). Results go to bench/RESULTS.md.
 *
 * Run: `pnpm --filter @toolgate/datasource-local bench` (`DOCUMENTS=2000` for a quicker run).
 */
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LocalFolderIndex } from '../src/LocalFolderIndex.js';

const DOCUMENTS = Number(process.env.DOCUMENTS ?? 10_000);
const QUERIES = Number(process.env.QUERIES ?? 1_000);
const SEED = 15;
const VOCABULARY_SIZE = 20_000;
const ZIPF_EXPONENT = 1.07;
const TARGET_DOCUMENT_CHARACTERS = 5_000;
const RESULTS_PER_QUERY = 10;

function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const random = mulberry32(SEED);
const integer = (min: number, max: number): number => min + Math.floor(random() * (max - min + 1));

const SYLLABLES = [
  'ka',
  'lo',
  'mi',
  'ten',
  'ra',
  'su',
  'vel',
  'dor',
  'qui',
  'an',
  'bre',
  'cho',
  'fen',
  'gal',
  'hin',
  'jor',
  'lum',
  'nar',
  'ost',
  'pra',
  'rin',
  'sel',
  'tav',
  'ul',
  'ven',
  'wex',
  'yar',
  'zo',
  'mar',
  'kel',
  'tis',
  'por',
  'gre',
  'sha',
  'lin',
  'dru',
  'fa',
  'neb',
  'cor',
  'ish',
];

function buildVocabulary(): string[] {
  const words = new Set<string>();
  while (words.size < VOCABULARY_SIZE) {
    let word = '';
    const syllables = integer(2, 4);
    for (let i = 0; i < syllables; i++) word += SYLLABLES[integer(0, SYLLABLES.length - 1)];
    words.add(word);
  }
  return [...words];
}

/** Cumulative Zipf weights, sampled by binary search. */
function zipfSampler(size: number): () => number {
  const cumulative = new Float64Array(size);
  let sum = 0;
  for (let rank = 1; rank <= size; rank++) {
    sum += 1 / rank ** ZIPF_EXPONENT;
    cumulative[rank - 1] = sum;
  }
  return () => {
    const target = random() * sum;
    let low = 0;
    let high = size - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((cumulative[middle] as number) < target) low = middle + 1;
      else high = middle;
    }
    return low;
  };
}

function generateDocument(number: number, vocabulary: readonly string[], sample: () => number): string {
  const word = () => vocabulary[sample()] as string;
  let text = `# Document ${number}: ${word()} ${word()}\n\n`;
  while (text.length < TARGET_DOCUMENT_CHARACTERS) {
    const sentences: string[] = [];
    for (let s = integer(3, 7); s > 0; s--) {
      const words = Array.from({ length: integer(6, 18) }, word);
      const first = words[0] as string;
      words[0] = first.charAt(0).toUpperCase() + first.slice(1);
      sentences.push(`${words.join(' ')}.`);
    }
    text += `${sentences.join(' ')}\n\n`;
  }
  return text;
}

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] as number;
}

/** The baseline: every document in memory, lower-cased; a query counts its words in each and ranks by TF × IDF. */
function naiveScan(documents: readonly string[], words: readonly string[], limit: number): number[] {
  const scores = new Float64Array(documents.length);
  for (const query of words) {
    const counts = new Uint32Array(documents.length);
    let documentFrequency = 0;
    documents.forEach((document, index) => {
      let count = 0;
      for (let at = document.indexOf(query); at !== -1; at = document.indexOf(query, at + query.length)) {
        const before = at === 0 ? ' ' : document.charAt(at - 1);
        const after = document.charAt(at + query.length);
        if (!/[a-z]/.test(before) && !/[a-z]/.test(after)) count++;
      }
      counts[index] = count;
      if (count > 0) documentFrequency++;
    });
    if (documentFrequency === 0) continue;
    const idf = Math.log(documents.length / documentFrequency);
    for (let i = 0; i < documents.length; i++) scores[i] = (scores[i] as number) + (counts[i] as number) * idf;
  }
  const ranked: number[] = [];
  for (let i = 0; i < scores.length; i++) if ((scores[i] as number) > 0) ranked.push(i);
  return ranked.sort((a, b) => (scores[b] as number) - (scores[a] as number)).slice(0, limit);
}

async function main(): Promise<void> {
  const vocabulary = buildVocabulary();
  const sample = zipfSampler(vocabulary.length);
  const root = await mkdtemp(join(tmpdir(), 'toolgate-index-bench-'));
  const folder = join(root, 'docs');
  await mkdir(folder);
  const documents: string[] = [];
  let corpusBytes = 0;
  for (let i = 0; i < DOCUMENTS; i++) {
    const text = generateDocument(i, vocabulary, sample);
    documents.push(text.toLowerCase());
    corpusBytes += Buffer.byteLength(text);
    await writeFile(join(folder, `doc-${String(i).padStart(5, '0')}.md`), text);
  }
  const queries = Array.from({ length: QUERIES }, () =>
    Array.from({ length: integer(2, 4) }, () => vocabulary[integer(200, 5_000)] as string),
  );
  console.log(`corpus: ${DOCUMENTS} files, ${(corpusBytes / 1e6).toFixed(1)} MB; ${QUERIES} queries`);

  const databasePath = join(root, 'index.sqlite');
  const index = LocalFolderIndex.open({ databasePath, folder });
  let began = performance.now();
  const first = await index.update();
  const indexSeconds = (performance.now() - began) / 1000;
  began = performance.now();
  const second = await index.update();
  const unchangedSeconds = (performance.now() - began) / 1000;
  index.close();
  const searcher = LocalFolderIndex.open({ databasePath, readOnly: true });
  let indexBytes = (await stat(databasePath)).size;
  for (const suffix of ['-wal', '-shm'])
    indexBytes += await stat(databasePath + suffix).then(
      (s) => s.size,
      () => 0,
    );
  console.log(
    `indexed ${first.added} files, ${first.chunks} chunks in ${indexSeconds.toFixed(1)} s; unchanged update ${unchangedSeconds.toFixed(2)} s (read ${second.filesRead})`,
  );

  // Warm both paths once so the first measured query pays no one-time cost.
  await searcher.search(queries[0]?.join(' ') ?? '', { limit: RESULTS_PER_QUERY });
  naiveScan(documents, queries[0] ?? [], RESULTS_PER_QUERY);

  const indexTimes: number[] = [];
  const scanTimes: number[] = [];
  let indexFound = 0;
  let scanFound = 0;
  let topDocumentAgrees = 0;
  for (const words of queries) {
    let start = performance.now();
    const passages = await searcher.search(words.join(' '), { limit: RESULTS_PER_QUERY });
    indexTimes.push(performance.now() - start);
    start = performance.now();
    const scanned = naiveScan(documents, words, RESULTS_PER_QUERY);
    scanTimes.push(performance.now() - start);
    if (passages.length > 0) indexFound++;
    if (scanned.length > 0) scanFound++;
    const top = passages[0]?.path;
    if (top !== undefined && scanned.some((document) => top === `doc-${String(document).padStart(5, '0')}.md`)) {
      topDocumentAgrees++;
    }
  }
  searcher.close();
  indexTimes.sort((a, b) => a - b);
  scanTimes.sort((a, b) => a - b);
  const p50 = [percentile(indexTimes, 0.5), percentile(scanTimes, 0.5)] as const;
  const p99 = [percentile(indexTimes, 0.99), percentile(scanTimes, 0.99)] as const;
  const mb = corpusBytes / 1e6;
  const rows = [
    `| documents | ${DOCUMENTS} files, ${mb.toFixed(1)} MB of Markdown, ${first.chunks} chunks |`,
    `| indexing (first update, from disk) | ${indexSeconds.toFixed(1)} s: ${(DOCUMENTS / indexSeconds).toFixed(0)} files/s, ${(mb / indexSeconds).toFixed(2)} MB/s |`,
    `| update of the unchanged folder | ${unchangedSeconds.toFixed(2)} s, ${second.filesRead} files read |`,
    `| index size (SQLite file incl. WAL) | ${(indexBytes / 1e6).toFixed(1)} MB (${(indexBytes / corpusBytes).toFixed(2)} × the corpus) |`,
    `| query latency p50: index / scan | ${p50[0].toFixed(2)} ms / ${p50[1].toFixed(1)} ms: the index is ${(p50[1] / p50[0]).toFixed(0)}× faster |`,
    `| query latency p99: index / scan | ${p99[0].toFixed(2)} ms / ${p99[1].toFixed(1)} ms: the index is ${(p99[1] / p99[0]).toFixed(0)}× faster |`,
    `| queries with a result: index / scan | ${indexFound} / ${scanFound} of ${QUERIES} |`,
    `| index's best passage in one of the scan's top ${RESULTS_PER_QUERY} documents | ${topDocumentAgrees} of ${indexFound} |`,
  ];
  const report = [
    `## ${new Date().toISOString().slice(0, 10)}: ${DOCUMENTS} documents, ${QUERIES} queries (Node ${process.version}, ${process.platform}/${process.arch})`,
    '',
    '| measure | result |',
    '| --- | --- |',
    ...rows,
    '',
  ].join('\n');
  console.log(report);
  if (process.env.WRITE_RESULTS !== '0') {
    const resultsPath = fileURLToPath(new URL('./RESULTS.md', import.meta.url));
    const header = [
      '# datasource-local benchmark',
      '',
      'Written by `pnpm --filter @toolgate/datasource-local bench` (bench/indexBenchmark.ts, whose header',
      'states the corpus, the vocabulary and the seed). The scan is the baseline of the same run: every',
      'document in memory, each query counting its words in every document and ranking by TF × IDF.',
      '',
    ].join('\n');
    await writeFile(resultsPath, `${header}\n${report}`);
  }
  await rm(root, { recursive: true, force: true });
}

await main();
