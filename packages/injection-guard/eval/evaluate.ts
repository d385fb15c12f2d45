/**
 * Runs the built-in detector through `PromptInjectionGuardService` over the labelled set and
 * reports recall per category, language, carrier and encoding, precision and false-positive
 * rates, for the dev and the held-out test split separately. Writes `eval/RESULTS.md`.
 *
 *   pnpm --filter @toolgate/injection-guard eval                 # tables + RESULTS.md
 *   pnpm --filter @toolgate/injection-guard eval -- --misses     # JSON: every miss and false positive
 *   pnpm --filter @toolgate/injection-guard eval -- --misses --split dev --category encoded
 *   pnpm --filter @toolgate/injection-guard eval -- --json       # JSON: the summary numbers
 *   ... --no-write                                               # do not touch RESULTS.md
 *   ... --dataset DIR                                            # another folder of *.jsonl files
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type DatasetEntry,
  type DatasetSplit,
  DatasetValidationError,
  datasetSplits,
  injectionCategories,
  languages,
} from './datasetSchema.js';
import { createToolgateGuard, redactionMarker } from './guardAdapter.js';
import { loadDataset } from './loadDataset.js';
import { type GroupRate, type Outcome, percent, rateBy, type Summary, summarize } from './metrics.js';
import { evalBatchSize as batchSize, runFilter } from './runFilter.js';
import { forEachArgument, UsageError } from './forEachArgument.js';

const resultsPath = join(dirname(fileURLToPath(import.meta.url)), 'RESULTS.md');

interface Options {
  readonly misses: boolean;
  readonly json: boolean;
  readonly write: boolean;
  readonly split: DatasetSplit | undefined;
  readonly category: string | undefined;
  readonly language: string | undefined;
  readonly dataset: string | undefined;
}

function parseOptions(argv: readonly string[]): Options {
  let misses = false;
  let json = false;
  let write = true;
  let split: DatasetSplit | undefined;
  let category: string | undefined;
  let language: string | undefined;
  let dataset: string | undefined;
  forEachArgument(argv, (argument, value) => {
    switch (argument) {
      case '--':
        break;
      case '--misses':
        misses = true;
        break;
      case '--json':
        json = true;
        break;
      case '--no-write':
        write = false;
        break;
      case '--split': {
        const chosen = value();
        if (!(datasetSplits as readonly string[]).includes(chosen))
          throw new UsageError(`--split must be one of ${datasetSplits.join(', ')}`);
        split = chosen as DatasetSplit;
        break;
      }
      case '--category':
        category = value();
        break;
      case '--language':
        language = value();
        break;
      case '--dataset':
        dataset = value();
        break;
      case '--help':
        process.stdout.write(
          `usage: evaluate [--misses] [--json] [--no-write] [--split ${datasetSplits.join('|')}] [--category C] [--language L] [--dataset DIR]\n`,
        );
        process.exit(0);
        break;
      default:
        throw new UsageError(`unknown option ${argument}`);
    }
  });
  // JSON modes are for tools; they leave RESULTS.md alone.
  if (misses || json) write = false;
  return { misses, json, write, split, category, language, dataset };
}

function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

function cell(group: GroupRate | undefined): string {
  return group === undefined ? '–' : `${percent(group.rate)} (${group.flagged}/${group.total})`;
}

function splitTable(
  title: string,
  outcomesBySplit: ReadonlyMap<string, readonly Outcome[]>,
  keyOf: (entry: DatasetEntry) => string | undefined,
  order?: readonly string[],
  rate: (outcomes: readonly Outcome[], keyOf: (entry: DatasetEntry) => string | undefined) => GroupRate[] = rateBy,
): string {
  const rates = new Map([...outcomesBySplit].map(([split, outcomes]) => [split, rate(outcomes, keyOf)]));
  const keys = new Set<string>();
  for (const list of rates.values()) for (const group of list) keys.add(group.key);
  const sortedKeys = order === undefined ? [...keys].sort() : order.filter((key) => keys.has(key));
  const splits = [...outcomesBySplit.keys()];
  const rows = sortedKeys.map((key) => [
    key,
    ...splits.map((split) => cell(rates.get(split)!.find((group) => group.key === key))),
  ]);
  return `${title}\n\n${table(['', ...splits], rows)}`;
}

/** Like `rateBy`, but counts removed payloads instead of flagged texts. */
function removedRate(outcomes: readonly Outcome[], keyOf: (entry: DatasetEntry) => string | undefined): GroupRate[] {
  return rateBy(
    outcomes.map((outcome) => ({ ...outcome, flagged: outcome.payloadNeutralised })),
    keyOf,
  );
}

function headline(summaries: ReadonlyMap<string, Summary>): string {
  const splits = [...summaries.keys()];
  const row = (label: string, pick: (summary: Summary) => string) => [
    label,
    ...splits.map((split) => pick(summaries.get(split)!)),
  ];
  return table(
    ['metric', ...splits],
    [
      row('injections / detected', (s) => `${s.injections} / ${s.detected}`),
      row('**recall**', (s) => `**${percent(s.recall)}**`),
      row('payload removed (its visible text no longer in the output)', (s) => percent(s.payloadNeutralised)),
      row('surrounding text kept (detected injections, mean)', (s) => percent(s.meanCarrierKept)),
      row('precision', (s) => percent(s.precision)),
      row(
        '**FPR, hard negatives**',
        (s) => `**${percent(s.fprHardNegatives)}** (${s.hardNegativeFalsePositives}/${s.hardNegatives})`,
      ),
      row('FPR, hard negatives without verbatim-quoted attacks', (s) => percent(s.fprHardNegativesNoQuotes)),
      row('FPR, ordinary benign', (s) => `${percent(s.fprOrdinary)} (of ${s.ordinary})`),
      row('FPR, all benign', (s) => `${percent(s.fprAllBenign)} (${s.falsePositives}/${s.benign})`),
      row('false positives by silent removal only', (s) => String(s.silentOnlyFalsePositives)),
      row('texts left unchecked (detector failed)', (s) => String(s.unchecked)),
    ],
  );
}

function listOutcomes(outcomes: readonly Outcome[], options: Options) {
  const keep = (outcome: Outcome) =>
    (options.split === undefined || outcome.entry.split === options.split) &&
    (options.category === undefined ||
      outcome.entry.category === options.category ||
      outcome.entry.encoding === options.category) &&
    (options.language === undefined || outcome.entry.language === options.language);
  const misses = outcomes
    .filter((outcome) => outcome.entry.label === 'injection' && !outcome.flagged && keep(outcome))
    .map(({ entry }) => ({
      id: entry.id,
      split: entry.split,
      category: entry.category,
      ...(entry.payloadCategory !== undefined ? { payloadCategory: entry.payloadCategory } : {}),
      ...(entry.encoding !== undefined ? { encoding: entry.encoding } : {}),
      language: entry.language,
      carrier: entry.carrier,
      payload: entry.payload!.length > 300 ? `${entry.payload!.slice(0, 300)}…` : entry.payload,
    }));
  const falsePositives = outcomes
    .filter((outcome) => outcome.entry.label === 'benign' && outcome.flagged && keep(outcome))
    .map(({ entry, findings, silentOnly }) => ({
      id: entry.id,
      split: entry.split,
      category: entry.category,
      language: entry.language,
      carrier: entry.carrier,
      hardNegative: entry.hardNegative,
      ...(entry.quotesAttack === true ? { quotesAttack: true } : {}),
      silentOnly,
      findings: findings.map((finding) => ({
        ruleId: finding.ruleId,
        category: finding.category,
        snippet: finding.snippet,
      })),
    }));
  return { misses, falsePositives };
}

function renderResults(outcomes: readonly Outcome[], milliseconds: number, entries: readonly DatasetEntry[]): string {
  const inSplit = (split: DatasetSplit) => outcomes.filter((outcome) => outcome.entry.split === split);
  const dev = inSplit('dev');
  const test = inSplit('test');
  // Blind splits appear once they hold texts; each later one was written while the one before it was being tuned on.
  const blindSplits = datasetSplits.filter((split) => split.startsWith('blind') && inSplit(split).length > 0);
  const newestBlind = blindSplits.at(-1);
  const bySplit = new Map<string, readonly Outcome[]>([
    ['dev', dev],
    ['test', test],
    ...blindSplits.map((split) => [split, inSplit(split)] as const),
    ['all', outcomes],
  ]);
  const summaries = new Map([...bySplit].map(([split, list]) => [split, summarize(list)]));
  const injections = (list: readonly Outcome[]) => list.filter((outcome) => outcome.entry.label === 'injection');
  const benign = (list: readonly Outcome[]) => list.filter((outcome) => outcome.entry.label === 'benign');
  const mapSplits = (pick: (list: readonly Outcome[]) => readonly Outcome[]) =>
    new Map([...bySplit].map(([split, list]) => [split, pick(list)]));
  const testSummary = summaries.get('test')!;
  const aimMet = (summary: Summary) => summary.recall >= 0.9 && summary.fprHardNegatives <= 0.02;
  const splitLine = (split: string, label: string) => {
    const summary = summaries.get(split);
    return summary === undefined
      ? ''
      : `\nOn ${label}: recall ${percent(summary.recall)}, FPR on hard negatives ${percent(summary.fprHardNegatives)} → **${aimMet(summary) ? 'aim met' : 'aim not met'}**.`;
  };
  const blindLine = blindSplits
    .map((split, index) =>
      splitLine(
        split,
        split === newestBlind
          ? `blind split ${index + 1}, \`${split}\` (never seen while tuning)`
          : `blind split ${index + 1}, \`${split}\` (measured once untouched, then seen: now as good as test)`,
      ),
    )
    .join('');
  const bytes = entries.reduce((sum, entry) => sum + new TextEncoder().encode(entry.text).length, 0);
  const { misses, falsePositives } = listOutcomes(outcomes, {
    misses: true,
    json: false,
    write: false,
    split: undefined,
    category: undefined,
    language: undefined,
    dataset: undefined,
  });
  return `# Evaluation results: built-in detector

Generated by \`pnpm --filter @toolgate/injection-guard eval\` (${new Date().toISOString().slice(0, 10)}, Node ${process.version}).
The set is described in [README.md](README.md): ${entries.length} texts, dev split ${dev.length}, held-out test split ${test.length}${blindSplits.map((split) => `, ${split} split ${inSplit(split).length}`).join('')}
(test holds payloads and documents whose variants never appear in dev; each blind split was written separately and kept out
of the work tree until it was measured, see the README). A text counts as *flagged* when the
filter changed it or reported a finding (recall is measured on that, like a classifier's); a payload counts as
*removed* when its visible text is no longer in the output (what actually protects the model). Filtering all ${entries.length} texts (${(bytes / 1024).toFixed(0)} KiB) through
\`PromptInjectionGuardService\` took ${milliseconds.toFixed(0)} ms in batches of ${batchSize}.

Aim (issue 5): recall ≥ 90% at a false-positive rate ≤ 2% on the hard negatives.
On the held-out test split: recall ${percent(testSummary.recall)}, FPR on hard negatives ${percent(testSummary.fprHardNegatives)} → **${aimMet(testSummary) ? 'aim met' : 'aim not met'}**.${blindLine}

## Headline

${headline(summaries)}

## Injections

${splitTable('### Recall per category', mapSplits(injections), (entry) => entry.category, injectionCategories)}

${splitTable('### Recall per language (of the payload)', mapSplits(injections), (entry) => entry.language, languages)}

${splitTable('### Recall per carrier', mapSplits(injections), (entry) => entry.carrier)}

${splitTable('### Recall per encoding (category `encoded`)', mapSplits(injections), (entry) => entry.encoding)}

${splitTable('### Payload removed per category (its visible text is gone from the output)', mapSplits(injections), (entry) => entry.category, injectionCategories, removedRate)}

${splitTable('### Payload removed per encoding', mapSplits(injections), (entry) => entry.encoding, undefined, removedRate)}

${splitTable('### Recall of hidden or encoded payloads by the category of the payload underneath', mapSplits(injections), (entry) => entry.payloadCategory)}

## False positives

${splitTable('### False-positive rate per benign category', mapSplits(benign), (entry) => entry.category)}

${splitTable('### False-positive rate per language', mapSplits(benign), (entry) => entry.language, languages)}

${splitTable('### False-positive rate on encoded benign text', mapSplits(benign), (entry) => entry.encoding)}

## Lists

Misses (${misses.length}): ${misses.map((miss) => `\`${miss.id}\``).join(', ') || 'none'}

False positives (${falsePositives.length}): ${falsePositives.map((fp) => `\`${fp.id}\`${fp.silentOnly ? ' (silent)' : ''}`).join(', ') || 'none'}

For details (payloads, findings): \`pnpm --filter @toolgate/injection-guard eval -- --misses\`.
`;
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const entries = loadDataset(options.dataset);
  const guard = createToolgateGuard();
  const { outcomes, milliseconds } = await runFilter(guard, entries, redactionMarker);
  if (options.misses) {
    process.stdout.write(`${JSON.stringify(listOutcomes(outcomes, options), null, 2)}\n`);
    return;
  }
  if (options.json) {
    const summary = {
      ...Object.fromEntries(
        datasetSplits.map((split) => [split, summarize(outcomes.filter((outcome) => outcome.entry.split === split))]),
      ),
      all: summarize(outcomes),
      milliseconds,
    };
    process.stdout.write(`${JSON.stringify(summary, null, 2)}\n`);
    return;
  }
  const markdown = renderResults(outcomes, milliseconds, entries);
  process.stdout.write(markdown);
  if (options.write) {
    writeFileSync(resultsPath, markdown);
    process.stdout.write(`\nwrote ${resultsPath}\n`);
  }
}

main().catch((error: unknown) => {
  if (error instanceof DatasetValidationError || error instanceof UsageError) {
    process.stderr.write(`evaluate: ${error.message}\n`);
    process.exit(error instanceof UsageError ? 2 : 1);
  }
  throw error;
});
