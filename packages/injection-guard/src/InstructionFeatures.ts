// Features of one segment (a line or a sentence) for the instruction model: what it says (hashed
// words, word pairs, character pairs of scripts written without spaces) and how it says it: does
// it open like an order, does it speak to "you", does it turn to an assistant or a model, does it
// talk about the reader's answer, and does it share words with the rest of the document (an
// instruction about another task usually does not). Deterministic and linear in the text; no
// `node:` modules. The training script (learn/trainInstructionModel.ts) and the model share it.
import { splitScorerSegments } from './splitScorerSegments.js';

/** Version of the feature extraction; weights trained for another version are refused. */
export const INSTRUCTION_FEATURE_VERSION = 1;

/** One segment of a text: `text.slice(start, end)`. */
export interface InstructionSegment {
  readonly start: number;
  readonly end: number;
}

/** A segment of fewer words is judged together with the next one: "OK", "Response" or "Reply" alone says nothing. */
export const INSTRUCTION_SEGMENT_MIN_WORDS = 4;

function wordCount(text: string, start: number, end: number): number {
  let count = 0;
  let inWord = false;
  for (let i = start; i < end; i++) {
    const code = text.charCodeAt(i);
    const space = code === 0x20 || code === 0x0a || code === 0x09 || code === 0x0d || code === 0x7c;
    if (!space && !inWord) count++;
    inWord = !space;
  }
  return count;
}

/**
 * The windows of a text the model judges: lines, and sentences within a line (at most 1,000
 * characters), a window of fewer than {@link INSTRUCTION_SEGMENT_MIN_WORDS} words joined with the
 * next one. Linear in the text.
 */
export function splitInstructionSegments(text: string): InstructionSegment[] {
  const windows: InstructionSegment[] = [];
  let open: InstructionSegment | undefined;
  let openWords = 0;
  for (const segment of splitScorerSegments(text)) {
    const start = open?.start ?? segment.start;
    // Segments end at a break, so the words of a window are the sum of its segments' words.
    const words = openWords + wordCount(text, segment.start, segment.end);
    if (words < INSTRUCTION_SEGMENT_MIN_WORDS && segment.end - start < 1_000) {
      open = { start, end: segment.end };
      openWords = words;
      continue;
    }
    windows.push({ start, end: segment.end });
    open = undefined;
    openWords = 0;
  }
  if (open !== undefined) windows.push(open);
  return windows;
}

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

function hashString(seed: number, text: string): number {
  let hash = seed;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, FNV_PRIME);
  }
  // A final mix so that keys differing only in their last unit spread over all buckets.
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  return hash >>> 0;
}

// Closed word classes of the act of instructing. Words, not phrases of attacks: who is addressed
// and what is asked about. Small on purpose; the weights say how much each counts.
const SECOND_PERSON = new Set([
  'you',
  'your',
  'yours',
  'yourself',
  "you're",
  'du',
  'dein',
  'deine',
  'dich',
  'dir',
  'sie',
  'ihr',
  'vous',
  'votre',
  'vos',
  'tu',
  'ton',
  'ta',
  'tes',
  'usted',
  'tú',
  'tus',
  'su',
  'você',
  'seu',
  'sua',
]);
const AI_READER = new Set([
  'assistant',
  'ai',
  'model',
  'llm',
  'chatbot',
  'bot',
  'gpt',
  'chatgpt',
  'agent',
  'copilot',
  'claude',
  'gemini',
  'system',
  'assistent',
  'assistente',
  'asistente',
  'modèle',
  'modelo',
  'modell',
]);
const OUTPUT_NOUNS = new Set([
  'response',
  'responses',
  'answer',
  'answers',
  'output',
  'reply',
  'replies',
  'summary',
  'result',
  'results',
  'message',
  'instructions',
  'instruction',
  'prompt',
  'task',
  'tasks',
]);

// Base forms of common English verbs: a segment opening with one (after "please", "now", "also",
// "then", "and") is in the imperative mood. A word class of the language, not a list of attacks.
const VERBS = new Set([
  'accept',
  'access',
  'act',
  'add',
  'adjust',
  'allow',
  'alter',
  'analyze',
  'analyse',
  'answer',
  'append',
  'apply',
  'arrange',
  'ask',
  'assume',
  'attach',
  'avoid',
  'begin',
  'break',
  'bring',
  'build',
  'buy',
  'call',
  'cancel',
  'capture',
  'change',
  'check',
  'choose',
  'cite',
  'claim',
  'clean',
  'clear',
  'click',
  'close',
  'collect',
  'combine',
  'compare',
  'compile',
  'complete',
  'compose',
  'compute',
  'confirm',
  'connect',
  'consider',
  'contact',
  'continue',
  'convert',
  'copy',
  'correct',
  'count',
  'create',
  'cut',
  'decide',
  'declare',
  'decode',
  'define',
  'delete',
  'describe',
  'design',
  'detail',
  'determine',
  'disable',
  'disclose',
  'discuss',
  'display',
  'do',
  'download',
  'draft',
  'draw',
  'drop',
  'edit',
  'email',
  'embed',
  'emphasize',
  'enable',
  'encode',
  'end',
  'ensure',
  'enter',
  'erase',
  'evaluate',
  'exclude',
  'execute',
  'expand',
  'explain',
  'export',
  'extract',
  'fetch',
  'fill',
  'find',
  'finish',
  'fix',
  'focus',
  'follow',
  'forget',
  'format',
  'forward',
  'fuse',
  'generate',
  'get',
  'give',
  'go',
  'grant',
  'help',
  'hide',
  'highlight',
  'ignore',
  'imagine',
  'implement',
  'import',
  'include',
  'incorporate',
  'indicate',
  'inform',
  'insert',
  'install',
  'integrate',
  'introduce',
  'invent',
  'keep',
  'label',
  'leave',
  'let',
  'list',
  'load',
  'locate',
  'log',
  'look',
  'make',
  'mark',
  'mention',
  'merge',
  'modify',
  'move',
  'name',
  'navigate',
  'note',
  'notify',
  'obey',
  'omit',
  'open',
  'order',
  'output',
  'override',
  'paraphrase',
  'paste',
  'pay',
  'perform',
  'pick',
  'place',
  'play',
  'post',
  'prepare',
  'present',
  'pretend',
  'print',
  'proceed',
  'produce',
  'promote',
  'provide',
  'publish',
  'pull',
  'push',
  'put',
  'rate',
  'read',
  'recommend',
  'record',
  'redirect',
  'reduce',
  'refer',
  'refuse',
  'remember',
  'remind',
  'remove',
  'rename',
  'render',
  'reorder',
  'repeat',
  'rephrase',
  'replace',
  'reply',
  'report',
  'request',
  'reset',
  'respond',
  'restart',
  'return',
  'reveal',
  'review',
  'rewrite',
  'run',
  'save',
  'say',
  'schedule',
  'search',
  'select',
  'sell',
  'send',
  'set',
  'share',
  'show',
  'sign',
  'simulate',
  'skip',
  'sort',
  'speak',
  'spell',
  'start',
  'state',
  'stop',
  'store',
  'submit',
  'summarize',
  'summarise',
  'suggest',
  'switch',
  'take',
  'tell',
  'test',
  'think',
  'transfer',
  'translate',
  'treat',
  'try',
  'turn',
  'type',
  'update',
  'upload',
  'use',
  'verify',
  'visit',
  'wait',
  'weave',
  'withdraw',
  'write',
]);
const OPENERS = new Set(['please', 'now', 'also', 'then', 'and', 'kindly', 'just', 'finally', 'instead']);

/** Whether the words open in the imperative mood: a base-form verb first, after optional openers. */
function opensImperative(words: readonly string[]): boolean {
  let i = 0;
  while (i < words.length && i < 3 && OPENERS.has(words[i]!)) i++;
  return i < words.length && VERBS.has(words[i]!);
}

function isCjk(code: number): boolean {
  return (
    (code >= 0x3040 && code <= 0x30ff) ||
    (code >= 0x3400 && code <= 0x4dbf) ||
    (code >= 0x4e00 && code <= 0x9fff) ||
    (code >= 0xac00 && code <= 0xd7af)
  );
}

const WORD = /[\p{L}\p{M}\p{N}_']+/gu;
const ESCAPE = /\\[nrt"'\\]/g;

/** Lower-cased word tokens of `text.slice(start, end)`; runs of CJK / Hangul become character pairs. */
export function instructionTokens(text: string, start: number, end: number): string[] {
  const tokens: string[] = [];
  // Escapes of a string literal (`\n`, `\"`) separate words as the characters they stand for would.
  const slice = text.slice(start, end).toLowerCase().replace(ESCAPE, ' ');
  WORD.lastIndex = 0;
  for (let match = WORD.exec(slice); match !== null; match = WORD.exec(slice)) {
    const word = match[0];
    if (word.length > 1 && isCjk(word.charCodeAt(0))) {
      for (let i = 0; i + 1 < word.length; i++) tokens.push(word.slice(i, i + 2));
    } else tokens.push(word.length > 40 ? word.slice(0, 40) : word);
  }
  return tokens;
}

/** What the document around a segment contributes: word counts of the whole text. */
export interface InstructionDocumentContext {
  /** Occurrences of each content word (4+ characters) in the whole text. */
  readonly contentWordCounts: ReadonlyMap<string, number>;
  /** Number of segments of the text. */
  readonly segmentCount: number;
  /** Number of segments that speak to "you". */
  readonly secondPersonSegments: number;
}

/** Tokens of every segment and the document context, in one pass over the text. */
export function instructionDocument(
  text: string,
  segments: readonly InstructionSegment[],
): { tokens: string[][]; context: InstructionDocumentContext } {
  const tokens: string[][] = [];
  const contentWordCounts = new Map<string, number>();
  let secondPersonSegments = 0;
  for (const segment of segments) {
    const words = instructionTokens(text, segment.start, segment.end);
    tokens.push(words);
    let second = false;
    for (const word of words) {
      if (word.length >= 4) contentWordCounts.set(word, (contentWordCounts.get(word) ?? 0) + 1);
      if (SECOND_PERSON.has(word)) second = true;
    }
    if (second) secondPersonSegments++;
  }
  return { tokens, context: { contentWordCounts, segmentCount: segments.length, secondPersonSegments } };
}

function bucketOf(value: number, bounds: readonly number[]): number {
  let bucket = 0;
  while (bucket < bounds.length && value >= bounds[bucket]!) bucket++;
  return bucket;
}

/**
 * Calls `emit` with the hash bucket (below `2^bucketBits`) of every feature of one segment, given
 * its tokens and the document context. A feature may be emitted more than once; each emission counts.
 */
export function forEachInstructionFeature(
  words: readonly string[],
  context: InstructionDocumentContext,
  bucketBits: number,
  emit: (bucket: number) => void,
): void {
  const mask = (1 << bucketBits) - 1;
  const feature = (key: string) => emit(hashString(FNV_OFFSET, key) & mask);
  let secondPerson = 0;
  let aiReader = false;
  let yourOutput = false;
  let content = 0;
  let shared = 0;
  const own = new Map<string, number>();
  for (const word of words) if (word.length >= 4) own.set(word, (own.get(word) ?? 0) + 1);
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    feature(`w ${word}`);
    if (i + 1 < words.length) feature(`b ${word} ${words[i + 1]}`);
    if (SECOND_PERSON.has(word)) {
      secondPerson++;
      if (i + 1 < words.length && OUTPUT_NOUNS.has(words[i + 1]!)) yourOutput = true;
    }
    if (AI_READER.has(word)) aiReader = true;
    if (word.length >= 4) {
      content++;
      // Shared when the word also occurs outside this segment.
      if ((context.contentWordCounts.get(word) ?? 0) > own.get(word)!) shared++;
    }
  }
  const first = words[0] ?? '';
  const you = secondPerson > 0 ? 1 : 0;
  const imperative = opensImperative(words) ? 1 : 0;
  feature(`imperative ${imperative} you ${you}`);
  feature(`imperative ${imperative} ai-reader ${aiReader ? 1 : 0}`);
  feature(`first ${first}`);
  feature(`first ${first} you ${you}`);
  if (words.length > 1) feature(`first2 ${first} ${words[1]}`);
  feature(`length ${bucketOf(words.length, [3, 6, 12, 24, 48, 96])}`);
  feature(`you ${Math.min(secondPerson, 3)}`);
  if (aiReader) feature(`ai-reader you ${you}`);
  if (yourOutput) feature('your-output');
  // Words shared with the rest of the document: a task about something else shares few.
  // A text of one segment shares nothing: the same as a segment about something else in a longer one.
  const overlap = content === 0 ? 'none' : String(bucketOf(shared / content, [0.2, 0.4, 0.6, 0.8]));
  feature(`overlap ${overlap}`);
  feature(`overlap ${overlap} you ${you}`);
  feature(`overlap ${overlap} first ${first}`);
  feature(`overlap ${overlap} imperative ${imperative}`);
  // A document that speaks to "you" throughout (a how-to, a letter) makes one more such segment ordinary.
  const others = context.secondPersonSegments - you;
  const documentYou = bucketOf(others / Math.max(1, context.segmentCount - 1), [0.1, 0.3, 0.6]);
  feature(`document-you ${documentYou} you ${you}`);
}
