import type { PromptInjectionFinding } from '@toolgate/core';
import { findEncodedCarriers } from './EncodedCarrierFinder.js';
import { decodeEscapes } from './EscapeDecoder.js';
import { findExfiltrationUrls } from './ExfiltrationUrlFinder.js';
import { findChatTemplateTokens, findForgedConversations, findForgedOutputEnds } from './ForgedTurnFinder.js';
import { findHiddenMarkup } from './HiddenMarkupFinder.js';
import { defaultInstructionModel, type InstructionModel } from './InstructionModel.js';
import { stripInvisibleCarriers } from './InvisibleCarrierStripper.js';
import { PromptInjectionCategory } from './PromptInjectionCategory.js';
import { PromptInjectionGuardError } from './PromptInjectionGuardError.js';
import type {
  PromptInjectionDetectOptions,
  PromptInjectionDetector,
  PromptInjectionScanResult,
} from './PromptInjectionDetector.js';
import { REDACTION_MARKER } from './RedactionMarker.js';
import type { RuleHit } from './RuleHit.js';
import { findSegmentEnd } from './TextSegmenter.js';

/** Options of {@link BuiltInPromptInjectionDetector}; a value out of range throws `PromptInjectionGuardError` (`INVALID_OPTIONS`). */
export interface BuiltInPromptInjectionDetectorOptions {
  /** The learned model of natural-language instructions. Default: the shipped weights. */
  readonly model?: InstructionModel;
  /** A window the model scores at or above this is removed. Default: the model's calibrated `threshold`. */
  readonly threshold?: number;
  /**
   * Run the carrier rules alone (invisible characters, hidden markup, encoded payloads, forged turns,
   * exfiltration addresses), without the model. Default `false`. Hidden markup and encoded payloads are
   * then removed only when a rule fires inside them.
   */
  readonly rulesOnly?: boolean;
  /** Most findings reported per text (removal goes on beyond it). Default 16. */
  readonly maxFindings?: number;
  /** Longest snippet in a finding, in characters. Default 80. */
  readonly maxSnippetLength?: number;
}

/** Rule id of a window the learned model removed. */
export const INSTRUCTION_MODEL_RULE_ID = 'learned.instruction-to-reader';

const DEFAULT_MAX_FINDINGS = 16;
const DEFAULT_MAX_SNIPPET_LENGTH = 80;
const WHITESPACE = /\s/;

/** `value`, or `fallback` when it is left out; anything but an integer ≥ `minimum` is refused. */
function integerOption(name: string, value: number | undefined, fallback: number, minimum: number): number {
  if (value === undefined) return fallback;
  if (!Number.isInteger(value) || value < minimum) {
    throw new PromptInjectionGuardError(
      'INVALID_OPTIONS',
      `The built-in detector option ${name} must be an integer ≥ ${minimum}, got ${String(value)}; leave it out for ${fallback}.`,
    );
  }
  return value;
}

/** A window that holds nothing but markers and whitespace: text filtered before, left as it is. */
function isOnlyMarkers(text: string): boolean {
  return text.split(REDACTION_MARKER).every((piece) => piece.trim() === '');
}

/**
 * The built-in detector (issue 17's second design), synchronous, no network:
 *
 * - **Carriers, by exact rules**: invisible characters, the Unicode tag block and bidi controls are
 *   stripped (counted in `redactedCount`, reported only when the tag block smuggled a flagged text); chat-template tokens, forged ends of tool output and forged conversations are removed;
 *   Markdown images and links whose address carries a slot for the conversation are removed; hidden
 *   HTML, comments and LaTeX, and encoded payloads (JSON/XML escapes and entities, base64, hex) are
 *   decoded or read and judged again: removed whole when the model or a rule flags what they hold.
 * - **Natural-language instructions, by the learned {@link InstructionModel}**: every window of the
 *   text (a line or a sentence) is scored; windows at or above the threshold are removed.
 *
 * Removed spans become {@link REDACTION_MARKER}; everything else stays byte for byte. Linear in the text.
 */
export class BuiltInPromptInjectionDetector implements PromptInjectionDetector {
  readonly #model: InstructionModel | undefined;
  readonly #threshold: number;
  readonly #maxFindings: number;
  readonly #maxSnippetLength: number;

  constructor(options: BuiltInPromptInjectionDetectorOptions = {}) {
    this.#model = options.rulesOnly === true ? undefined : (options.model ?? defaultInstructionModel());
    const threshold = options.threshold;
    if (threshold !== undefined && !(threshold >= 0 && threshold <= 1)) {
      throw new PromptInjectionGuardError(
        'INVALID_OPTIONS',
        `The built-in detector option threshold must be a number from 0 to 1, got ${String(threshold)}; leave it out for the model's calibrated threshold.`,
      );
    }
    this.#threshold = threshold ?? this.#model?.threshold ?? 1;
    this.#maxFindings = integerOption('maxFindings', options.maxFindings, DEFAULT_MAX_FINDINGS, 0);
    this.#maxSnippetLength = integerOption('maxSnippetLength', options.maxSnippetLength, DEFAULT_MAX_SNIPPET_LENGTH, 1);
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

  /**
   * Filters one text synchronously, segment by segment (at most `SEGMENT_MAX_CHARS` characters each,
   * cut by `findSegmentEnd`): a stream filter cuts a text arriving in chunks at the same places, so a
   * streamed text and the whole text come out the same.
   */
  scan(text: string): PromptInjectionScanResult {
    const findings: PromptInjectionFinding[] = [];
    const seen = new Set<string>();
    let output = '';
    let redactedCount = 0;
    for (let start = 0; start < text.length; ) {
      const end = findSegmentEnd(text, start, true)!;
      const segment = this.scanSegment(text.slice(start, end));
      output += segment.text;
      redactedCount += segment.redactedCount;
      for (const finding of segment.findings) {
        const key = `${finding.ruleId}\u0000${finding.snippet}`;
        if (seen.has(key) || findings.length >= this.#maxFindings) continue;
        seen.add(key);
        findings.push(finding);
      }
      start = end;
    }
    return { text: output, findings, redactedCount };
  }

  /** Filters one segment (the stream filter calls this per segment). */
  scanSegment(text: string): PromptInjectionScanResult {
    const findings: PromptInjectionFinding[] = [];
    // Invisible characters are removed silently (web pages are full of zero-width spaces); text smuggled
    // in the tag block is judged like any text and reported when flagged.
    const stripped = stripInvisibleCarriers(text);
    for (const payload of stripped.tagPayloads) {
      const [top] = this.#judge(payload);
      if (top === undefined) continue;
      findings.push({
        ruleId: `hidden.unicode-tags/${top.ruleId}`,
        category: PromptInjectionCategory.HIDDEN_MARKUP,
        snippet: this.#snippet(payload),
      });
    }
    const clean = stripped.text;
    const hits = this.#findHits(clean);
    if (hits.length === 0) {
      return { text: clean, findings: this.#capped(findings), redactedCount: stripped.removedRuns };
    }
    hits.sort((a, b) => a.start - b.start || b.end - a.end);
    let output = '';
    let copiedUpTo = 0;
    let removed = 0;
    let spanEnd = -1;
    const seen = new Set<string>();
    for (const hit of hits) {
      if (hit.start > spanEnd) {
        // A new span: the text since the last one stays as it was.
        output += clean.slice(copiedUpTo, hit.start) + REDACTION_MARKER;
        removed++;
      }
      spanEnd = Math.max(spanEnd, hit.end);
      copiedUpTo = spanEnd;
      const snippet = this.#snippet(hit.snippet ?? clean.slice(hit.start, hit.end));
      const key = `${hit.ruleId}\u0000${snippet}`;
      if (seen.has(key)) continue;
      seen.add(key);
      findings.push({ ruleId: hit.ruleId, category: hit.category, snippet });
    }
    output += clean.slice(copiedUpTo);
    return { text: output, findings: this.#capped(findings), redactedCount: removed + stripped.removedRuns };
  }

  /** Every span of `text` to remove, unsorted, possibly overlapping. */
  #findHits(text: string): RuleHit[] {
    // Escaped text ("\u0049gnore", "&#73;gnore") is judged decoded, once; what is flagged is removed raw.
    const decoded = decodeEscapes(text);
    let hits: RuleHit[];
    if (decoded === undefined) hits = this.#judge(text);
    else {
      hits = this.#judge(decoded.text).map((hit) => {
        const start = decoded.rawStart[hit.start]!;
        const end = decoded.rawEnd[hit.end - 1]!;
        const decodedSpan = decoded.text.slice(hit.start, hit.end);
        if (text.slice(start, end) === decodedSpan) return { ...hit, start, end };
        return {
          start,
          end,
          ruleId: `encoded.escapes/${hit.ruleId}`,
          category: hit.category,
          snippet: `escapes: ${hit.snippet ?? decodedSpan}`,
        };
      });
    }
    for (const carrier of findEncodedCarriers(text)) {
      const inner = stripInvisibleCarriers(carrier.decoded).text;
      const [top] = this.#judge(inner);
      if (top === undefined) continue;
      hits.push({
        start: carrier.start,
        end: carrier.end,
        ruleId: `encoded.${carrier.kind}/${top.ruleId}`,
        category: top.category,
        snippet: `${carrier.kind}: ${inner}`,
      });
    }
    // Hidden markup goes whole when anything flagged lies inside it: the reader never saw any of it.
    const found = hits.length;
    for (const extent of findHiddenMarkup(text)) {
      for (let index = 0; index < found; index++) {
        const hit = hits[index]!;
        if (hit.start >= extent.end || hit.end <= extent.start) continue;
        hits.push({
          start: extent.start,
          end: extent.end,
          ruleId: extent.ruleId,
          category: PromptInjectionCategory.HIDDEN_MARKUP,
        });
        break;
      }
    }
    return hits;
  }

  /** The carrier rules and the model on `text` (no decoding). */
  #judge(text: string): RuleHit[] {
    const hits = [
      ...findChatTemplateTokens(text),
      ...findForgedOutputEnds(text),
      ...findForgedConversations(text),
      ...(text.includes('http') ? findExfiltrationUrls(text) : []),
    ];
    if (this.#model === undefined) return hits;
    for (const window of this.#model.scoreSegments(text)) {
      if (window.score < this.#threshold) continue;
      // Keep the window's surrounding whitespace (line breaks) so the layout around the marker stays.
      let start = window.start;
      let end = window.end;
      while (start < end && WHITESPACE.test(text[start]!)) start++;
      while (end > start && WHITESPACE.test(text[end - 1]!)) end--;
      if (end <= start || isOnlyMarkers(text.slice(start, end))) continue;
      hits.push({
        start,
        end,
        ruleId: INSTRUCTION_MODEL_RULE_ID,
        category: PromptInjectionCategory.AGENT_STEERING,
      });
    }
    return hits;
  }

  #snippet(text: string): string {
    return text.length <= this.#maxSnippetLength ? text : text.slice(0, this.#maxSnippetLength);
  }

  #capped(findings: PromptInjectionFinding[]): PromptInjectionFinding[] {
    return findings.length <= this.#maxFindings ? findings : findings.slice(0, this.#maxFindings);
  }
}
