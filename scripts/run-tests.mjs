#!/usr/bin/env node
// Runs every test file of every package in one vitest run and ends with the line
// `N passed, N failed` (CI reads it), counting tests from vitest's JSON report.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const reportDir = mkdtempSync(join(tmpdir(), 'toolgate-tests-'));
const reportFile = join(reportDir, 'report.json');
const vitest = spawnSync(
  'pnpm',
  [
    'exec',
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${reportFile}`,
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit' },
);

let passed = 0;
let failed = 0;
let skipped = 0;
let reportRead = false;
try {
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  passed = report.numPassedTests ?? 0;
  failed = report.numFailedTests ?? 0;
  skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  // A file that fails to load has no tests in the count; count it as one failure.
  for (const file of report.testResults ?? []) {
    if (file.status === 'failed' && (file.assertionResults ?? []).length === 0) failed += 1;
  }
  reportRead = true;
} catch {
  failed += 1;
} finally {
  rmSync(reportDir, { recursive: true, force: true });
}

console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
const ok = reportRead && vitest.status === 0 && failed === 0 && passed > 0;
process.exit(ok ? 0 : 1);
