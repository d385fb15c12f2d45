/**
 * Runs the linear-scan cases (bench/linearScanCases.ts) alone and prints their table; with
 * `--write`, replaces section 6 of bench/RESULTS.md with it.
 *
 *   pnpm --filter @toolgate/injection-guard bench:linearity -- [--size KIB] [--write]
 */
import { linearScanTable, measureLinearScans } from './linearScanCases.js';
import { replaceResultsSection, resultsPath } from './replaceResultsSection.js';

const args = process.argv.slice(2);
const sizeIndex = args.indexOf('--size');
const smallSize = (sizeIndex >= 0 ? Number(args[sizeIndex + 1]) : 256) * 1024;
if (!Number.isInteger(smallSize) || smallSize <= 0)
  throw new Error('--size takes a whole number of KiB, e.g. --size 256');

const heading = '## 6. Linear time on inputs that once made a scanner slow';
const section = [
  heading,
  '',
  `CPU time of each scanner on a unit repeated to ${smallSize / 1024} KiB and to four times that, best of 2 runs each.`,
  '',
  ...linearScanTable(measureLinearScans(smallSize, 2), smallSize),
  '',
].join('\n');
process.stdout.write(`${section}\n`);

if (args.includes('--write')) {
  replaceResultsSection(heading, section);
  process.stdout.write(`wrote ${resultsPath}\n`);
}
