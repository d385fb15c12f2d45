import type { PromptInjectionFinding } from '@toolgate/core';
import { InstructionModel } from './InstructionModel.js';
import { stripInvisibleCarriers } from './InvisibleCarrierStripper.js';
import { PromptInjectionCategory } from './PromptInjectionCategory.js';
import type {
  PromptInjectionDetectOptions,
  PromptInjectionDetector,
  PromptInjectionScanResult,
} from './PromptInjectionDetector.js';
import { REDACTION_MARKER } from './RedactionMarker.js';

/** Options of {@link InstructionPromptInjectionDetector}. */
export interface InstructionPromptInjectionDetectorOptions {
  /** The model; default the shipped weights. */
  readonly model?: InstructionModel;
  /** A window scoring at or above this is removed. Default: the model's calibrated threshold. */
  readonly threshold?: number;
  /** Longest snippet in a finding. Default 80. */
  readonly maxSnippetLength?: number;
}

/** Rule id of a window the instruction model removed. */
export const INSTRUCTION_MODEL_RULE_ID = 'learned.instruction-to-reader';

/**
 * The second design of issue 17, not yet the default: invisible carriers are removed (as the
 * built-in detector does), then each window of the text (a line or a sentence, short ones joined)
 * is scored by the learned {@link InstructionModel}; windows at or above the threshold are replaced
 * by the marker, the rest of the text stays byte for byte. No lexicon, no per-example rules.
 * Encoded payloads, forged turns and hidden markup are not handled here yet.
 */
export class InstructionPromptInjectionDetector implements PromptInjectionDetector {
  readonly #model: InstructionModel;
  readonly #threshold: number;
  readonly #maxSnippetLength: number;

  constructor(options: InstructionPromptInjectionDetectorOptions = {}) {
    this.#model = options.model ?? new InstructionModel();
    this.#threshold = options.threshold ?? this.#model.threshold;
    this.#maxSnippetLength = options.maxSnippetLength ?? 80;
  }

  async detect(
    texts: readonly string[],
    options: PromptInjectionDetectOptions = {},
  ): Promise<PromptInjectionScanResult[]> {
    const results: PromptInjectionScanResult[] = [];
    for (const text of texts) {
      options.signal?.throwIfAborted();
      results.push(this.scan(text));
    }
    return results;
  }

  /** Filters one text synchronously. */
  scan(text: string): PromptInjectionScanResult {
    const stripped = stripInvisibleCarriers(text);
    const findings: PromptInjectionFinding[] = [];
    if (stripped.removedRuns > 0) {
      findings.push({
        ruleId: 'hidden.invisible-characters',
        category: PromptInjectionCategory.HIDDEN_MARKUP,
        snippet: `${stripped.removedRuns} run(s) of invisible characters`,
      });
    }
    const clean = stripped.text;
    let output = '';
    let copiedUpTo = 0;
    let removed = 0;
    for (const window of this.#model.scoreSegments(clean)) {
      if (window.score < this.#threshold) continue;
      // Keep the window's surrounding whitespace (line breaks) so the layout around the marker stays.
      let start = window.start;
      let end = window.end;
      while (start < end && /\s/.test(clean[start]!)) start++;
      while (end > start && /\s/.test(clean[end - 1]!)) end--;
      if (start < copiedUpTo) start = copiedUpTo;
      if (end <= start) continue;
      // Windows next to each other become one marker.
      if (start === copiedUpTo && removed > 0 && output.endsWith(REDACTION_MARKER)) {
        copiedUpTo = end;
      } else {
        output += clean.slice(copiedUpTo, start) + REDACTION_MARKER;
        removed++;
        copiedUpTo = end;
      }
      findings.push({
        ruleId: INSTRUCTION_MODEL_RULE_ID,
        category: PromptInjectionCategory.AGENT_STEERING,
        snippet: clean.slice(start, end).slice(0, this.#maxSnippetLength),
      });
    }
    if (removed === 0) return { text: clean, findings, redactedCount: stripped.removedRuns };
    output += clean.slice(copiedUpTo);
    return { text: output, findings, redactedCount: removed + stripped.removedRuns };
  }
}
