import type { PromptInjectionFinding } from '@toolgate/core';
import { PromptInjectionCategory } from './PromptInjectionCategory.js';
import type { PromptInjectionClassifier } from './PromptInjectionClassifier.js';
import type {
  PromptInjectionDetectOptions,
  PromptInjectionDetector,
  PromptInjectionScanResult,
} from './PromptInjectionDetector.js';
import { PromptInjectionGuardError } from './PromptInjectionGuardError.js';
import { REDACTION_MARKER } from './RedactionMarker.js';

/** Options of {@link ClassifierPromptInjectionDetector}. */
export interface ClassifierPromptInjectionDetectorOptions {
  /** A passage scoring at or above this is replaced. Default 0.8. */
  readonly threshold?: number;
  /** Longest passage sent as one text (classifiers read a few hundred tokens). Default 2,000. */
  readonly maxPassageChars?: number;
  /** Most passages judged per request; the rest of a very long batch stays unjudged. Default 512. */
  readonly maxPassages?: number;
  /** Longest snippet in a finding. Default 80. */
  readonly maxSnippetLength?: number;
}

interface Passage {
  readonly text: number;
  readonly start: number;
  readonly end: number;
}

/** Splits a text into passages: paragraphs, long ones cut at line or word breaks. */
export function splitIntoPassages(text: string, maxChars: number): { start: number; end: number }[] {
  const passages: { start: number; end: number }[] = [];
  let start = 0;
  while (start < text.length) {
    while (start < text.length && /\s/.test(text[start]!)) start++;
    if (start >= text.length) break;
    let end = text.indexOf('\n\n', start);
    if (end < 0) end = text.length;
    if (end - start > maxChars) {
      const limit = start + maxChars;
      const line = text.lastIndexOf('\n', limit);
      const space = text.lastIndexOf(' ', limit);
      end = line > start + maxChars / 2 ? line : space > start + maxChars / 2 ? space : limit;
    }
    let trimmed = end;
    while (trimmed > start && /\s/.test(text[trimmed - 1]!)) trimmed--;
    if (trimmed > start) passages.push({ start, end: trimmed });
    start = end;
  }
  return passages;
}

/**
 * A detector built on a {@link PromptInjectionClassifier}: each text is cut into passages
 * (paragraphs), all passages of the batch are scored, and those at or above the threshold are
 * replaced by the marker with a `classifier` finding. Fails (rejects) when the classifier fails.
 */
export class ClassifierPromptInjectionDetector implements PromptInjectionDetector {
  private readonly threshold: number;
  private readonly maxPassageChars: number;
  private readonly maxPassages: number;
  private readonly maxSnippetLength: number;

  constructor(
    private readonly classifier: PromptInjectionClassifier,
    options: ClassifierPromptInjectionDetectorOptions = {},
  ) {
    this.threshold = options.threshold ?? 0.8;
    this.maxPassageChars = options.maxPassageChars ?? 2_000;
    this.maxPassages = options.maxPassages ?? 512;
    this.maxSnippetLength = options.maxSnippetLength ?? 80;
  }

  async detect(
    texts: readonly string[],
    options: PromptInjectionDetectOptions = {},
  ): Promise<PromptInjectionScanResult[]> {
    const passages: Passage[] = [];
    texts.forEach((text, index) => {
      for (const passage of splitIntoPassages(text, this.maxPassageChars)) {
        // The marker of an earlier filter is not content.
        if (text.slice(passage.start, passage.end) === REDACTION_MARKER) continue;
        if (passages.length < this.maxPassages) passages.push({ text: index, ...passage });
      }
    });
    const scores =
      passages.length === 0
        ? []
        : await this.classifier.classify(
            passages.map((p) => texts[p.text]!.slice(p.start, p.end)),
            options,
          );
    if (scores.length !== passages.length) {
      throw new PromptInjectionGuardError(
        'DETECTOR_BAD_RESULT',
        `The classifier returned ${scores.length} scores for ${passages.length} passages.`,
      );
    }
    const flagged: Passage[][] = texts.map(() => []);
    passages.forEach((passage, index) => {
      if (scores[index]! >= this.threshold) flagged[passage.text]!.push(passage);
    });
    return texts.map((text, index) => {
      const hits = flagged[index]!;
      if (hits.length === 0) return { text, findings: [], redactedCount: 0 };
      const findings: PromptInjectionFinding[] = [];
      let output = '';
      let cursor = 0;
      for (const passage of hits) {
        const removed = text.slice(passage.start, passage.end);
        output += text.slice(cursor, passage.start) + REDACTION_MARKER;
        cursor = passage.end;
        const snippet = removed.replace(/\s+/g, ' ');
        findings.push({
          ruleId: 'classifier.remote',
          category: PromptInjectionCategory.CLASSIFIER,
          snippet: snippet.length > this.maxSnippetLength ? `${snippet.slice(0, this.maxSnippetLength - 1)}…` : snippet,
        });
      }
      output += text.slice(cursor);
      return { text: output, findings, redactedCount: hits.length };
    });
  }
}
