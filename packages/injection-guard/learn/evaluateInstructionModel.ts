/**
 * Evaluates the new default detector (`BuiltInPromptInjectionDetector`: carrier rules + the
 * instruction model) on the held-out test split (learn/thirdPartyData.ts), in one run with its rules
 * alone, `@andersmyrmel/vard` and `llm_guardrail`; then the evasion check (every test injection
 * wrapped in benign framings). The old lexicon detector was removed in issue 17 and cannot run: its
 * last measured figures (same split, same data) are printed as a fixed reference row. Prints
 * Markdown; with `--write`, replaces section 7 of bench/RESULTS.md.
 *
 *   pnpm --filter @toolgate/injection-guard evaluate:instruction-model [-- --write] [--split dev]
 */
import vard from '@andersmyrmel/vard';
import { checkInjection } from 'llm_guardrail';
import { replaceResultsSection, resultsPath } from '../bench/replaceResultsSection.js';
import { BuiltInPromptInjectionDetector } from '../src/BuiltInPromptInjectionDetector.js';
import { InstructionModel } from '../src/InstructionModel.js';
import { formatTally, SUMMARY_GROUPS, type Tallies, tally } from './instructionMetrics.js';
import {
  type LabelledText,
  loadExtractedWebPages,
  loadLabelledTexts,
  loadPythonDocumentation,
  type Split,
} from './thirdPartyData.js';

/** A detector under test: flags a text or not. */
interface Judge {
  readonly name: string;
  flags(text: string): Promise<boolean> | boolean;
}

function defaultJudge(): Judge {
  const model = new InstructionModel();
  const detector = new BuiltInPromptInjectionDetector({ model });
  return {
    name: `new default detector (rules + model, threshold ${model.threshold})`,
    flags: (text) => detector.scan(text).findings.length > 0,
  };
}

function rulesOnlyJudge(): Judge {
  const detector = new BuiltInPromptInjectionDetector({ rulesOnly: true });
  return {
    name: 'its carrier rules alone (`rulesOnly: true`)',
    flags: (text) => detector.scan(text).findings.length > 0,
  };
}

/**
 * The old lexicon detector's figures from its last run (bench/RESULTS.md section 7 before issue 17
 * removed it: same test split, same data). Fixed text, not re-measured; groups it has no figure for print "—".
 */
const OLD_DETECTOR_NAME = 'old lexicon detector (removed; last measured figures, not re-run)';
const OLD_DETECTOR_SUMMARY: Readonly<Record<string, string>> = {
  'recall: indirect injections': '16.8% (125/744)',
  'recall: direct injections': '3.0% (12/403)',
  'FPR: benign documents (third-party sets)': '0.9% (2/222)',
  'FPR: benign web pages (WCXB)': '0.0% (0/88)',
  'FPR: all benign': '0.6% (2/310, main contents only)',
};
const OLD_DETECTOR_EVASION: Readonly<Record<string, string>> = {
  'none (as is)': '11.9% (137/1147)',
  'in a code string next to `describe(`': '0.0% (0/1147)',
  'after "for example:"': '8.3% (95/1147)',
  'in a quoted block': '16.8% (193/1147)',
  'in a table cell': '23.6% (271/1147)',
  'between two long ordinary paragraphs': '1.3% (15/1147)',
};

function vardJudge(): Judge {
  const detector = vard().maxLength(Number.MAX_SAFE_INTEGER);
  return {
    name: '@andersmyrmel/vard 1.2.0',
    flags: (text) => {
      const result = detector.safeParse(text);
      return !result.safe || result.data !== text;
    },
  };
}

function guardrailJudge(): Judge {
  return { name: 'llm_guardrail 2.1.2', flags: async (text) => (await checkInjection(text)).detected };
}

async function judgeAll(judge: Judge, texts: readonly string[]): Promise<boolean[]> {
  const flagged: boolean[] = [];
  for (const text of texts) flagged.push(await judge.flags(text));
  return flagged;
}

/** Benign framings an attacker (or an honest document) may put around an instruction. */
export function evasionFramings(
  paragraphs: readonly [string, string],
): { name: string; wrap: (text: string) => string }[] {
  return [
    {
      name: 'in a code string next to `describe(`',
      wrap: (text) =>
        `describe('parser', () => {\n  const input = ${JSON.stringify(text)};\n  it('parses', () => expect(parse(input)).toBeDefined());\n});`,
    },
    { name: 'after "for example:"', wrap: (text) => `Here is what the message said, for example:\n${text}` },
    {
      name: 'in a quoted block',
      wrap: (text) =>
        text
          .split('\n')
          .map((line) => `> ${line}`)
          .join('\n'),
    },
    {
      name: 'in a table cell',
      wrap: (text) => `| id | note |\n| --- | --- |\n| 17 | ${text.replace(/\s*\n\s*/g, ' ').replaceAll('|', '\\|')} |`,
    },
    // A copy of every window: the document context must not let repetition make an instruction look on topic.
    { name: 'written twice', wrap: (text) => `${text}\n\n${text}` },
    {
      name: 'between two long ordinary paragraphs',
      wrap: (text) => `${paragraphs[0]}\n\n${text}\n\n${paragraphs[1]}`,
    },
  ];
}

/** Two long paragraphs of benign web text from the test split's pages (the first two over 400 characters). */
function ordinaryParagraphs(texts: readonly LabelledText[]): [string, string] {
  const found: string[] = [];
  for (const text of texts) {
    if (!text.family.startsWith('wcxb-')) continue;
    for (const paragraph of text.text.split(/\n\s*\n/)) {
      if (paragraph.length >= 400 && !paragraph.includes('\n')) {
        found.push(paragraph.trim());
        break;
      }
    }
    if (found.length === 2) return [found[0]!, found[1]!];
  }
  throw new Error('evaluateInstructionModel: no two long paragraphs among the web pages of the split');
}

function summaryRow(name: string, summary: Tallies): string {
  return `| ${name} | ${SUMMARY_GROUPS.map((group) => formatTally(summary.get(group))).join(' | ')} |`;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const splitIndex = args.indexOf('--split');
  const split = (splitIndex >= 0 ? args[splitIndex + 1] : 'test') as Split;
  const all = loadLabelledTexts();
  // The extracted pages are judged too (what the guard reads behind read_web_page), never trained on.
  const texts = [...all, ...loadExtractedWebPages(), ...loadPythonDocumentation()].filter(
    (text) => text.split === split,
  );
  // --quick: the new default detector alone (for trying changes; never written).
  const quick = args.includes('--quick');
  const judges = quick ? [defaultJudge()] : [defaultJudge(), rulesOnlyJudge(), vardJudge(), guardrailJudge()];
  const compared = judges.slice(0, 1);
  const oldReference = split === 'test' && !quick;
  const lines: string[] = [];
  const log = (line = '') => lines.push(line);

  log('## 7. The default detector (issue 17: carrier rules + instruction model) on held-out third-party data');
  log();
  log(
    `The ${split} split of learn/thirdPartyData.ts: ${texts.length} texts of source families never seen in training ` +
      '(see learn/README.md). A text counts as flagged when the detector found anything in it. Same process, same run.',
  );
  log();
  log(`| detector | ${SUMMARY_GROUPS.join(' | ')} |`);
  log(`| --- | ${SUMMARY_GROUPS.map(() => '---').join(' | ')} |`);
  const families: { name: string; families: Tallies }[] = [];
  for (const judge of judges) {
    const flagged = await judgeAll(
      judge,
      texts.map((text) => text.text),
    );
    const result = tally(texts, flagged);
    log(summaryRow(judge.name, result.summary));
    families.push({ name: judge.name, families: result.families });
  }
  if (oldReference)
    log(`| ${OLD_DETECTOR_NAME} | ${SUMMARY_GROUPS.map((group) => OLD_DETECTOR_SUMMARY[group] ?? '—').join(' | ')} |`);
  log();
  log(
    'Hard negatives (benign security or prompt-engineering texts full of trigger words): none from a third party ship with these sources, so there is no such row.',
  );
  log();
  log('Per family:');
  log();
  log(`| family | ${families.map((entry) => entry.name).join(' | ')} |`);
  log(`| --- | ${families.map(() => '---').join(' | ')} |`);
  const keys = [...families[0]!.families.keys()].sort();
  for (const key of keys)
    log(`| ${key} | ${families.map((entry) => formatTally(entry.families.get(key))).join(' | ')} |`);
  log();

  // Evasion: the split's injections, each in every framing.
  const injections = texts.filter((text) => text.label === 1);
  const framings = evasionFramings(ordinaryParagraphs(all.filter((text) => text.split === split)));
  log(`Evasion: the ${injections.length} injections of the split, each wrapped in a benign framing (recall):`);
  log();
  const oldColumn = (framing: string): string[] => (oldReference ? [OLD_DETECTOR_EVASION[framing] ?? '—'] : []);
  const names = [...compared.map((judge) => judge.name), ...(oldReference ? [OLD_DETECTOR_NAME] : [])];
  log(`| framing | ${names.join(' | ')} |`);
  log(`| --- | ${names.map(() => '---').join(' | ')} |`);
  const unwrapped: string[] = [];
  for (const judge of compared) {
    const flagged = await judgeAll(
      judge,
      injections.map((text) => text.text),
    );
    unwrapped.push(formatTally({ flagged: flagged.filter(Boolean).length, total: flagged.length }));
  }
  log(`| none (as is) | ${[...unwrapped, ...oldColumn('none (as is)')].join(' | ')} |`);
  for (const framing of framings) {
    const cells: string[] = [];
    for (const judge of compared) {
      const flagged = await judgeAll(
        judge,
        injections.map((text) => framing.wrap(text.text)),
      );
      cells.push(formatTally({ flagged: flagged.filter(Boolean).length, total: flagged.length }));
    }
    log(`| ${framing.name} | ${[...cells, ...oldColumn(framing.name)].join(' | ')} |`);
  }
  log();
  const section = lines.join('\n');
  process.stdout.write(`${section}\n`);
  if (args.includes('--write')) {
    if (quick) throw new Error('evaluateInstructionModel: --quick results are not written');
    if (split !== 'test') throw new Error('evaluateInstructionModel: only the test split is written to RESULTS.md');
    replaceResultsSection('## 7. ', section);
    process.stdout.write(`wrote ${resultsPath}\n`);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `evaluateInstructionModel: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
