/**
 * Text-level recall and false-positive rate on hard negatives, per split, for the rules alone (the
 * built-in detector through `PromptInjectionGuardService`: a text is flagged when the filter
 * changed it or reported a finding, like eval/evaluate.ts), the learned segment scorer alone (the
 * best segment scores at least a threshold), and a hybrid of both:
 *
 *   flagged = (rules AND maxScore >= vetoBelow)       -- the scorer vetoes rule hits it finds harmless
 *          OR maxScore >= addAbove                    -- and adds texts it is sure about
 *          OR (some segment scores >= cueAbove AND that segment names an AI reader / role label)
 *
 *   pnpm --filter @toolgate/injection-guard exec tsx --conditions=source eval/evaluateHybrid.ts
 *   ... --dataset-dir DIR          # another folder of *.jsonl files (default eval/dataset)
 *   ... --config FILE              # the frozen combination (default eval/learnedScorerConfig.json)
 *   ... --json                     # JSON instead of tables
 *   ... --weights FILE             # weights written by the trainer's --out-json (experiments)
 *   ... --rules-cache FILE         # reuse the rules' verdicts (keyed by text) across runs
 *   ... --sweep SPLIT              # grid of hybrid settings on one split (for choosing, never for reporting)
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { namesAiReader } from '../src/AiReaderCue.js';
import { LearnedSegmentScorer, type LearnedSegmentScorerWeights } from '../src/LearnedSegmentScorer.js';
import { type DatasetEntry, DatasetValidationError, datasetSplits, parseDatasetLines } from './datasetSchema.js';
import { createToolgateGuard, redactionMarker } from './guardAdapter.js';
import { datasetDirectory, loadDataset } from './loadDataset.js';
import { runFilter } from './runFilter.js';
import { forEachArgument, UsageError } from './forEachArgument.js';

const defaultConfigPath = join(dirname(fileURLToPath(import.meta.url)), 'learnedScorerConfig.json');

/** The frozen combination. */
export interface HybridConfig {
  /** Scorer-only row: flagged when the best segment scores at least this. */
  readonly scorerThreshold: number;
  /** A rule hit stands only when the best segment scores at least this (0 = never veto). */
  readonly vetoBelow: number;
  /** The scorer alone flags a text whose best segment scores at least this (> 1 = never). */
  readonly addAbove: number;
  /** The scorer flags a segment that scores at least this and names an AI reader or role label (> 1 = never). */
  readonly cueAbove: number;
}

/** True when `segment` names an AI reader, a role label or a chat-template token (the detector's own cue). */
export const hasAiCue = namesAiReader;

/** Per text: the rules' verdict, the best segment score and the best score among segments with a cue. */
interface TextScore {
  readonly entry: DatasetEntry;
  readonly rules: boolean;
  /** The detector as shipped: rules and scorer combined inside `scan`, per 8 KiB segment, with redaction rounds. */
  readonly shipped: boolean;
  readonly maxScore: number;
  readonly maxCueScore: number;
}

function flagHybrid(text: TextScore, config: HybridConfig): boolean {
  return (
    (text.rules && text.maxScore >= config.vetoBelow) ||
    text.maxScore >= config.addAbove ||
    text.maxCueScore >= config.cueAbove
  );
}

interface Rates {
  readonly injections: number;
  readonly detected: number;
  readonly recall: number;
  readonly hardNegatives: number;
  readonly hardNegativeFlags: number;
  readonly fprHardNegatives: number;
  readonly benign: number;
  readonly benignFlags: number;
  readonly fprAllBenign: number;
}

function rates(texts: readonly TextScore[], flag: (text: TextScore) => boolean): Rates {
  let injections = 0;
  let detected = 0;
  let hardNegatives = 0;
  let hardNegativeFlags = 0;
  let benign = 0;
  let benignFlags = 0;
  for (const text of texts) {
    const flagged = flag(text);
    if (text.entry.label === 'injection') {
      injections++;
      if (flagged) detected++;
    } else {
      benign++;
      if (flagged) benignFlags++;
      if (text.entry.hardNegative) {
        hardNegatives++;
        if (flagged) hardNegativeFlags++;
      }
    }
  }
  const share = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);
  return {
    injections,
    detected,
    recall: share(detected, injections),
    hardNegatives,
    hardNegativeFlags,
    fprHardNegatives: share(hardNegativeFlags, hardNegatives),
    benign,
    benignFlags,
    fprAllBenign: share(benignFlags, benign),
  };
}

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

interface Options {
  readonly datasetDir: string;
  readonly configPath: string;
  readonly json: boolean;
  readonly weightsPath: string | undefined;
  readonly rulesCache: string | undefined;
  readonly sweep: string | undefined;
}

function parseOptions(argv: readonly string[]): Options {
  let datasetDir = datasetDirectory;
  let configPath = defaultConfigPath;
  let json = false;
  let weightsPath: string | undefined;
  let rulesCache: string | undefined;
  let sweep: string | undefined;
  forEachArgument(argv, (argument, value) => {
    switch (argument) {
      case '--':
        break;
      case '--dataset-dir':
      case '--dataset':
        datasetDir = value();
        break;
      case '--config':
        configPath = value();
        break;
      case '--json':
        json = true;
        break;
      case '--weights':
        weightsPath = value();
        break;
      case '--rules-cache':
        rulesCache = value();
        break;
      case '--sweep':
        sweep = value();
        break;
      case '--help':
        process.stdout.write(
          'usage: evaluateHybrid [--dataset-dir DIR] [--config FILE] [--json] [--weights FILE] [--rules-cache FILE] [--sweep SPLIT]\n',
        );
        process.exit(0);
        break;
      default:
        throw new UsageError(`unknown option ${argument}`);
    }
  });
  if (!existsSync(datasetDir)) throw new UsageError(`--dataset-dir ${datasetDir} does not exist`);
  if (sweep === undefined && !existsSync(configPath)) throw new UsageError(`--config ${configPath} does not exist`);
  return { datasetDir, configPath, json, weightsPath, rulesCache, sweep };
}

function readConfig(path: string): HybridConfig {
  const parsed = JSON.parse(readFileSync(path, 'utf8')) as Partial<HybridConfig>;
  for (const key of ['scorerThreshold', 'vetoBelow', 'addAbove', 'cueAbove'] as const) {
    if (typeof parsed[key] !== 'number') throw new UsageError(`${path}: "${key}" must be a number`);
  }
  return parsed as HybridConfig;
}

/** Whether the detector as shipped (rules combined with the scorer inside `scan`) flags each text. */
async function shippedVerdicts(entries: readonly DatasetEntry[]): Promise<Map<string, boolean>> {
  const { outcomes } = await runFilter(createToolgateGuard(), entries, redactionMarker);
  return new Map(outcomes.map((outcome) => [outcome.entry.text, outcome.flagged]));
}

async function rulesVerdicts(
  entries: readonly DatasetEntry[],
  cachePath: string | undefined,
): Promise<Map<string, boolean>> {
  const cached = new Map<string, boolean>(
    cachePath !== undefined && existsSync(cachePath)
      ? (JSON.parse(readFileSync(cachePath, 'utf8')) as [string, boolean][])
      : [],
  );
  const missing = entries.filter((entry) => !cached.has(entry.text));
  if (missing.length > 0) {
    const { outcomes } = await runFilter(createToolgateGuard({ learnedScorer: false }), missing, redactionMarker);
    for (const outcome of outcomes) cached.set(outcome.entry.text, outcome.flagged);
    if (cachePath !== undefined) writeFileSync(cachePath, JSON.stringify([...cached]));
  }
  return cached;
}

function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

function sweepGrid(texts: readonly TextScore[], split: string): string {
  const inSplit = texts.filter((text) => text.entry.split === split);
  const steps = [0.02, 0.05, 0.1, 0.15, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.85, 0.9, 0.95, 0.97, 0.99, 2];
  const rows: { config: HybridConfig; result: Rates }[] = [];
  for (const vetoBelow of [0, ...steps.slice(0, 9)]) {
    for (const addAbove of steps.slice(4)) {
      for (const cueAbove of steps.slice(4)) {
        if (cueAbove >= addAbove && cueAbove !== 2) continue;
        const config = { scorerThreshold: 0.5, vetoBelow, addAbove, cueAbove };
        rows.push({ config, result: rates(inSplit, (text) => flagHybrid(text, config)) });
      }
    }
  }
  // Best recall among settings that keep the hard-negative FPR at or under 2%, then under 5%.
  const lines: string[] = [];
  for (const limit of [0.02, 0.05, 0.1]) {
    const best = rows
      .filter((row) => row.result.fprHardNegatives <= limit)
      .sort((a, b) => b.result.recall - a.result.recall || a.result.fprHardNegatives - b.result.fprHardNegatives)
      .slice(0, 8);
    lines.push(`FPR-HN <= ${percent(limit)} on ${split}:`);
    for (const { config, result } of best) {
      lines.push(
        `  veto<${config.vetoBelow} add>=${config.addAbove} cue>=${config.cueAbove}: recall ${percent(result.recall)} FPR-HN ${percent(result.fprHardNegatives)} (${result.hardNegativeFlags}/${result.hardNegatives})`,
      );
    }
  }
  const scorerOnly = steps.map((threshold) => {
    const result = rates(inSplit, (text) => text.maxScore >= threshold);
    return `  scorer>=${threshold}: recall ${percent(result.recall)} FPR-HN ${percent(result.fprHardNegatives)}`;
  });
  return [...lines, `scorer only on ${split}:`, ...scorerOnly].join('\n');
}

/**
 * The set in `directory`, validated. A folder that holds one split alone (fewer texts than the
 * whole set's minimums) is still measured, with a note: every line is checked all the same.
 */
function loadEntries(directory: string): DatasetEntry[] {
  try {
    return loadDataset(directory);
  } catch (error) {
    if (!(error instanceof DatasetValidationError) || !error.message.startsWith('dataset below minimums')) throw error;
    process.stderr.write(`evaluateHybrid: note: ${error.message} (measuring it anyway)\n`);
    return readdirSync(directory)
      .filter((name) => name.endsWith('.jsonl'))
      .sort()
      .flatMap((name) => parseDatasetLines(name, readFileSync(join(directory, name), 'utf8')));
  }
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const entries = loadEntries(options.datasetDir);
  const weights =
    options.weightsPath === undefined
      ? undefined
      : (JSON.parse(readFileSync(options.weightsPath, 'utf8')) as LearnedSegmentScorerWeights);
  const scorer = new LearnedSegmentScorer(weights);
  const rules = await rulesVerdicts(entries, options.rulesCache);
  const shipped = options.sweep === undefined ? await shippedVerdicts(entries) : new Map<string, boolean>();
  const texts: TextScore[] = entries.map((entry) => {
    let maxScore = 0;
    let maxCueScore = 0;
    for (const segment of scorer.scoreSegments(entry.text)) {
      maxScore = Math.max(maxScore, segment.score);
      if (segment.score > maxCueScore && hasAiCue(entry.text.slice(segment.start, segment.end)))
        maxCueScore = segment.score;
    }
    return { entry, rules: rules.get(entry.text)!, shipped: shipped.get(entry.text) ?? false, maxScore, maxCueScore };
  });
  if (options.sweep !== undefined) {
    process.stdout.write(`${sweepGrid(texts, options.sweep)}\n`);
    return;
  }
  const config = readConfig(options.configPath);
  const splits = [...datasetSplits.filter((split) => texts.some((text) => text.entry.split === split)), 'all'];
  const systems: [string, (text: TextScore) => boolean][] = [
    ['rules only', (text) => text.rules],
    [`scorer only (max segment >= ${config.scorerThreshold})`, (text) => text.maxScore >= config.scorerThreshold],
    [
      `hybrid (veto < ${config.vetoBelow}, add >= ${config.addAbove}, cue >= ${config.cueAbove})`,
      (text) => flagHybrid(text, config),
    ],
    ['detector as shipped (hybrid inside scan)', (text) => text.shipped],
  ];
  const results = Object.fromEntries(
    splits.map((split) => {
      const inSplit = split === 'all' ? texts : texts.filter((text) => text.entry.split === split);
      return [split, Object.fromEntries(systems.map(([name, flag]) => [name, rates(inSplit, flag)]))];
    }),
  ) as Record<string, Record<string, Rates>>;
  if (options.json) {
    process.stdout.write(`${JSON.stringify({ config, results }, null, 2)}\n`);
    return;
  }
  const out: string[] = [`Config: ${JSON.stringify(config)}`, ''];
  for (const split of splits) {
    out.push(`### ${split}`, '');
    out.push(
      table(
        ['system', 'recall', 'FPR hard negatives', 'FPR all benign'],
        systems.map(([name]) => {
          const r = results[split]![name]!;
          return [
            name,
            `${percent(r.recall)} (${r.detected}/${r.injections})`,
            `${percent(r.fprHardNegatives)} (${r.hardNegativeFlags}/${r.hardNegatives})`,
            `${percent(r.fprAllBenign)} (${r.benignFlags}/${r.benign})`,
          ];
        }),
      ),
      '',
    );
  }
  process.stdout.write(`${out.join('\n')}\n`);
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error: unknown) => {
    if (error instanceof UsageError || error instanceof DatasetValidationError) {
      process.stderr.write(`evaluateHybrid: ${error.message}\n`);
      process.exit(error instanceof UsageError ? 2 : 1);
    }
    throw error;
  });
}
