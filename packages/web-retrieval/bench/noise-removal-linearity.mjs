// Linearity of removeNoiseBeforeParsing on hostile input, timed against a linear baseline in the
// same run (the unit test counts characters visited instead; no test reads a clock).
//
//   pnpm --filter @toolgate/web-retrieval build
//   node packages/web-retrieval/bench/noise-removal-linearity.mjs [--size 20000] [--write]
//
// Input sizes 1×, 2× and 4× of `--size` repetitions; for each, the median CPU time of 7 runs of
// ours and of the baseline (reading every character once and counting `<`, `"` and `=`: one linear
// pass over the same bytes, allocating nothing). A linear scan's time grows like the baseline's: 4× input, about 4× time.
// With --write, stores its section of bench/RESULTS.md.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { removeNoiseBeforeParsing } from '../dist/removeNoiseBeforeParsing.js';

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : Number(process.argv[index + 1]);
}

const SIZE = option('size', 20_000);
const RUNS = 7;

/** The unit test's hostile input: deep unclosed <nav> nesting, unclosed quotes and attributes. */
function hostile(size) {
  return (
    '<nav>'.repeat(5 * size) +
    '</nav>'.repeat(5 * size) +
    '<nav '.repeat(2 * size) +
    '<a "'.repeat(2 * size) +
    '<div style="'.repeat(2 * size) +
    '<p style="a" data-x="b">text</p>'.repeat(2 * size)
  );
}

/** CPU milliseconds of one call (on a shared machine, wall time mostly measures the neighbours). */
function cpuMilliseconds(action) {
  const before = process.cpuUsage();
  action();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function baseline(text) {
  let marks = 0;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === 60 || code === 34 || code === 61) marks += 1;
  }
  return marks;
}
const rows = [];
for (const factor of [1, 2, 4]) {
  const input = hostile(SIZE * factor);
  // Warm-ups of each, then alternate so both see the same machine.
  for (let warmUp = 0; warmUp < 3; warmUp += 1) {
    removeNoiseBeforeParsing(input);
    baseline(input);
  }
  const ours = [];
  const base = [];
  for (let run = 0; run < RUNS; run += 1) {
    ours.push(cpuMilliseconds(() => removeNoiseBeforeParsing(input)));
    base.push(cpuMilliseconds(() => baseline(input)));
  }
  rows.push({ factor, bytes: input.length, ours: median(ours), baseline: median(base) });
}

const first = rows[0];
const last = rows.at(-1);
const oursGrowth = last.ours / first.ours;
const baselineGrowth = last.baseline / first.baseline;
// Quadratic work would grow 16× over a 4× input; allow noise around the baseline's ~4×.
const linear = oursGrowth <= Math.max(6, baselineGrowth * 1.5);

const table = markdownTable(
  ['input', 'characters', 'ours (CPU ms, median of 7)', 'baseline (CPU ms)', 'ours / baseline'],
  rows.map((row) => [
    `${row.factor}×`,
    row.bytes.toLocaleString('en'),
    row.ours.toFixed(1),
    row.baseline.toFixed(1),
    (row.ours / row.baseline).toFixed(2),
  ]),
);

/** A right-aligned Markdown table, padded the way the formatter writes it (so RESULTS.md stays formatted). */
function markdownTable(header, body) {
  const widths = header.map((title, column) => Math.max(title.length, ...body.map((cells) => cells[column].length)));
  const line = (cells) => `| ${cells.map((cell, column) => cell.padStart(widths[column])).join(' | ')} |`;
  const rule = `| ${widths.map((width) => `${'-'.repeat(width - 1)}:`).join(' | ')} |`;
  return [line(header), rule, ...body.map(line)].join('\n');
}

const section = `<!-- noise-removal-linearity:start -->
## Linearity: removeNoiseBeforeParsing on hostile input

Run: \`node packages/web-retrieval/bench/noise-removal-linearity.mjs --size ${SIZE} --write\` (after building the package).
Node ${process.version}, ${new Date().toISOString().slice(0, 10)}. Input: deep unclosed \`<nav>\` nesting, unclosed
quotes and attributes (the unit test's input), at 1×, 2× and 4× size. Baseline: reading every
character of the same text once and counting \`<\`, \`"\` and \`=\` (one linear pass, no allocation).

${table}

Growth from 1× to 4× input: ours ${oursGrowth.toFixed(2)}×, baseline ${baselineGrowth.toFixed(2)}× (linear is about 4×, quadratic 16×).
Verdict: ${linear ? 'linear' : 'NOT linear'}. The unit test checks the same property without a clock, by counting the
characters the scan visits (twice the input, at most 2.1× the visits).
<!-- noise-removal-linearity:end -->`;

console.log(section);
if (process.argv.includes('--write')) {
  const resultsPath = fileURLToPath(new URL('./RESULTS.md', import.meta.url));
  let results = existsSync(resultsPath)
    ? readFileSync(resultsPath, 'utf8')
    : '# @toolgate/web-retrieval benchmark results\n';
  if (results.includes('<!-- noise-removal-linearity:start -->')) {
    results = results.replace(
      /<!-- noise-removal-linearity:start -->[\s\S]*<!-- noise-removal-linearity:end -->/,
      section,
    );
  } else {
    results = `${results.trimEnd()}\n\n${section}\n`;
  }
  writeFileSync(resultsPath, results);
}
process.exitCode = linear ? 0 : 1;
