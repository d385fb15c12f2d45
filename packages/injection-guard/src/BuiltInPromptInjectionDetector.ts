import type { PromptInjectionFinding } from '@toolgate/core';
import {
  findAgentAddresses,
  findNamedToolCalls,
  findPersonTurnStarts,
  findRegularSpeakerLines,
  findSpeakerLabels,
} from './AgentAddressFinder.js';
import { namesAiReader } from './AiReaderCue.js';
import { isWhitespaceCodePoint, isWordCodePoint, needsEndBoundary, needsWordBoundary } from './CharacterClass.js';
import { type CompiledLexicon, defaultCompiledLexicon, type PatternTag } from './CompiledLexicon.js';
import type { CompiledRule } from './CompiledLexiconSnapshot.js';
import { findEncodedCarriers } from './EncodedCarrierFinder.js';
import { decodeEscapes } from './EscapeDecoder.js';
import { type FictionScriptLine, findFictionScriptLines } from './FictionScriptLines.js';
import { findForgedOutputEnds, findForgedPolicyNotices } from './ForgedTurnFinder.js';
import { stripInvisibleCarriers } from './InvisibleCarrierStripper.js';
import {
  LEARNED_ADD_ABOVE,
  LEARNED_CUE_ABOVE,
  LEARNED_VETO_BELOW,
  type LearnedSegmentScorer,
  type ScorerSegment,
  defaultLearnedSegmentScorer,
  splitScorerSegments,
} from './LearnedSegmentScorer.js';
import { REDACTION_THRESHOLD, RuleWeight } from './LexiconRule.js';
import { buildNormalizedView, type NormalizedView } from './NormalizedView.js';
import { findOutboundActions } from './OutboundActionFinder.js';
import type { PhraseMatch } from './PhraseMatcher.js';
import { anyTermInLoweredSlice } from './anyTermInLoweredSlice.js';
import { presentTerms } from './presentTerms.js';
import { PromptInjectionCategory } from './PromptInjectionCategory.js';
import type {
  PromptInjectionDetectOptions,
  PromptInjectionDetector,
  PromptInjectionScanResult,
} from './PromptInjectionDetector.js';
import { REDACTION_MARKER } from './RedactionMarker.js';
import { scanStructure } from './StructuralScanner.js';
import { scorerReadableView } from './scorerReadableView.js';
import { findObligedVerdicts, findTaskContextVerdicts } from './TaskContextVerdictFinder.js';
import { findSegmentEnd } from './TextSegmenter.js';

/** Options of {@link BuiltInPromptInjectionDetector}. */
export interface BuiltInPromptInjectionDetectorOptions {
  /** Most findings reported per text (redaction goes on beyond it). Default 16. */
  readonly maxFindings?: number;
  /** Longest snippet in a finding, in characters. Default 80. */
  readonly maxSnippetLength?: number;
  /**
   * Combine the rules with the shipped learned segment scorer (default `true`): it vetoes rule hits
   * in text it reads as harmless and removes sentences it is sure address an AI reader where no rule
   * fired (see the package README, "How it decides"). `false` runs the rules alone; a
   * {@link LearnedSegmentScorer} of your own (other weights) replaces the shipped one.
   */
  readonly learnedScorer?: boolean | LearnedSegmentScorer;
}

interface Hit {
  readonly rawStart: number;
  readonly rawEnd: number;
  readonly ruleId: string;
  readonly category: string;
  readonly weight: number;
  /** Redacted on its own span instead of its sentence, and never weakened by a descriptive frame. */
  readonly ownSpan: boolean;
  /** What the finding quotes instead of the raw span (decoded carriers). */
  readonly snippet?: string;
  /** Evidence the learned scorer cannot read (decoded or letter-spaced text): never vetoed by it. */
  readonly unreadable?: boolean;
}

interface Redaction {
  readonly start: number;
  readonly end: number;
  readonly hit: Hit;
}

interface SegmentAnalysis {
  readonly redactions: Redaction[];
  /**
   * Per raw position, 1 inside a quotation the text reports, speaks or holds as data (see
   * quotedAsData); computed on demand, for the learned scorer's additions. Absent: nothing is.
   */
  readonly quotedAsData?: () => Uint8Array;
}

const MAX_MATCHES_PER_SEGMENT = 20_000;
/**
 * True when `text[start, end)` carries text the learned scorer reads as noise: entities and escapes
 * ("&#x90f;", "\u0049"), full-width letters, zero-width joiners, or Latin and Cyrillic/Greek letters
 * mixed in one word. The rules decode these; the scorer does not, so it must not veto them.
 */
function hidesFromScorer(text: string, start: number, end: number): boolean {
  let previousScript = 0; // 1 Latin, 2 Cyrillic or Greek, 0 other
  for (let at = start; at < end; at++) {
    const code = text.charCodeAt(at);
    if (
      (code === 0x26 && text.charCodeAt(at + 1) === 0x23) ||
      (code === 0x5c && (text.charCodeAt(at + 1) === 0x75 || text.charCodeAt(at + 1) === 0x78))
    )
      return true;
    if ((code >= 0xff01 && code <= 0xff5e) || (code >= 0x200b && code <= 0x200d) || code === 0x2060 || code === 0xfeff)
      return true;
    const script =
      (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a)
        ? 1
        : (code >= 0x370 && code <= 0x3ff) || (code >= 0x400 && code <= 0x4ff)
          ? 2
          : 0;
    if (script !== 0 && previousScript !== 0 && script !== previousScript) return true;
    previousScript = script;
  }
  return false;
}

/**
 * `text` as one flat string of its own. A segment cut from a long input is a view into it (a sliced
 * string), and every scanner reads it character by character several times per round: reading a
 * flat string is cheaper, and every round then hands the scanners the same kind of string (a new
 * kind makes V8 throw away and recompile the optimised code of each of them).
 */
function flatCopy(text: string): string {
  return text.length < 2 ? text : [text.slice(0, 1), text.slice(1)].join('');
}

/** The rule id of a sentence removed on the learned scorer's word alone. */
const LEARNED_RULE_ID = 'learned.addressed-to-ai';
/** Fewest scored segments (sentences, lines) a text needs before the scorer may veto rule hits in it. */
const LEARNED_VETO_MIN_SEGMENTS = 3;
const MAX_TERMS_PER_RULE = 256;
const MAX_FIXPOINT_ROUNDS = 4;
/** What a character of a story or game may say without it being an attack: orders, role claims, steering. */
const SCRIPT_SPOKEN_CATEGORIES: ReadonlySet<string> = new Set([
  PromptInjectionCategory.INSTRUCTION_OVERRIDE,
  PromptInjectionCategory.ROLE_SPOOFING,
  PromptInjectionCategory.AGENT_STEERING,
]);
const LONG_SENTENCE = 480;
const CONTEXT_BEFORE = 160;
const CONTEXT_AFTER = 240;
const NEGATION_REACH = 12;
const QUALIFIER_REACH_BEFORE = 24;
const QUALIFIER_REACH_AFTER = 120;
const MIN_SPACED_LETTERS = 5;
const DESCRIPTIVE_FACTOR = 0.5;
const QUOTED_DESCRIPTIVE_FACTOR = 0.25;
const COMPACT_SEPARATOR = 0x01;
/** Rules that match markup tokens, which code legitimately holds in string literals. */
const TOKEN_RULES = new Set(['role.chat-template-token', 'tool.fake-call-markup', 'role.fake-system-turn']);
/**
 * Rules that mark a header or boundary line ("---- END OF DOCUMENT ----", "[SYSTEM NOTICE]",
 * "### Instruction:"): what they introduce stands in the next sentence, so their weight carries
 * over to it when that sentence has a signal of its own.
 */
const BOUNDARY_RULES = new Set(['override.delimiter-wrapped', 'override.context-boundary', 'role.fake-system-turn']);
/** Pair rules of short, common words that only count with word boundaries (never in letter-spaced text). */
const BOUNDARY_BOUND_RULES = new Set(['tool.act-on-user-data', 'steering.rank-first']);

/** Pair rules whose verb is no order after an infinitive "to" or a modal ("to reset the user's password, …"). */
const PURPOSE_SENSITIVE_RULES = new Set(['tool.act-on-user-data']);
/** The words right before such a verb that make it a purpose, an ability or a prohibition. */
const DESCRIBING_BEFORE = ['to ', 'can ', 'may ', 'will ', 'could ', 'might ', 'cannot ', "can't ", 'never '];
/** Rules about an AI named at the start of a line, which a transcript's speaker label is not. */
const SPEAKER_SENSITIVE_RULES = new Set(['steering.addressed-to-ai', 'steering.ai-obligation']);
/** Pair rules whose verb describes an ability after a modal ("the extension can fill in the form …"). */
const MODAL_SENSITIVE_RULES = new Set(['exfiltration.send-data', 'tool.invoke', 'persistence.memory-write']);
/** Pair rules whose verb opens a how-to's purpose clause ("To add a memory, say …", "To save it permanently, open …"). */
const SENTENCE_PURPOSE_RULES = new Set(['persistence.memory-write']);

/** Pair rules about memory, which an assistant's own replies and the keys of its UI strings name too. */
const FIRST_PERSON_SENSITIVE_RULES = new Set(['persistence.memory-write']);
/** A first-person subject right before a memory verb: the assistant speaking ("I'll remember", "ich merke mir", "я запомню"). */
const FIRST_PERSON_BEFORE = [
  "i'll ",
  'i’ll ',
  'i will ',
  "i've ",
  'i ',
  "we'll ",
  'we will ',
  'we ',
  'ich ',
  'wir ',
  'je ',
  'nous ',
  'vou ',
  'eu ',
  'vamos ',
  'я ',
  'мы ',
  '我会',
  '我已',
  '我已经',
  '我们会',
];

/** True when `index` starts a word (the text or a non-letter before it). */
function isWordStart(view: string, index: number): boolean {
  return index <= 0 || !isWordCodePoint(view.charCodeAt(index - 1));
}

/** True when raw `[start, end)` is a part of a dotted or snake_case identifier ("memory" in "assistant.memory.saved"). */
function isIdentifierFragment(raw: string, start: number, end: number): boolean {
  const joins = (mark: number, neighbour: number): boolean =>
    (mark === 0x2e || mark === 0x5f) && isWordCodePoint(neighbour);
  return (
    joins(raw.charCodeAt(start - 1), raw.charCodeAt(start - 2)) || joins(raw.charCodeAt(end), raw.charCodeAt(end + 1))
  );
}

/** True when the verb at `index` follows a sentence-initial "to" or "in order to": the purpose of a step, not an order. */
function isSentencePurpose(view: string, index: number): boolean {
  for (const opener of ['to ', 'in order to ']) {
    const at = index - opener.length;
    if (at < 0 || !view.startsWith(opener, at)) continue;
    let before = at - 1;
    while (before >= 0 && view.charCodeAt(before) === 0x20) before--;
    if (before < 0) return true;
    const code = view.charCodeAt(before);
    // Start of a line or a sentence, or after a list marker or label ("- To add …", "Tip: to save …").
    if (
      code === 0x0a ||
      code === 0x2e ||
      code === 0x21 ||
      code === 0x3f ||
      code === 0x3a ||
      code === 0x2d ||
      code === 0x2a ||
      code === 0x23 ||
      code === 0x3e ||
      code === 0x29
    )
      return true;
  }
  return false;
}
/** Modals that turn an English verb into a description of what something can do. */
const MODALS_BEFORE = [
  'can ',
  'may ',
  'will ',
  'could ',
  'might ',
  'cannot ',
  "can't ",
  'would ',
  // The same abilities in the other languages ("可以调用的工具", "der Assistent kann … aufrufen" is verb-final and not caught here).
  '可以',
  '能够',
  '可',
  'kann ',
  'darf ',
  'konnen ',
  'peut ',
  'peuvent ',
  'puede ',
  'pueden ',
  'pode ',
  'podem ',
  'puo ',
  'possono ',
  'может ',
  'могут ',
  'يمكن ',
  'يمكنه ',
];
/** Words after an instruction object that give it a topic ("the instructions about the label"). */
const TOPICAL_AFTER = [
  ' about ',
  ' regarding ',
  ' concerning ',
  ' on how ',
  ' for the ',
  ' in our ',
  ' in my ',
  ' from our ',
  ' printed ',
  ' on the box',
  ' on the label',
  ' in the manual',
  ' in last ',
  ' in the memo',
  ' in the email',
  ' in the letter',
  // A person's document that held them: "the old instructions in the wiki", "die Anleitung im Handbuch".
  ' in the wiki',
  ' on the wiki',
  ' in the handbook',
  ' in the guide',
  ' in the readme',
  ' on the intranet',
  ' in the faq',
  ' in the document',
  ' in the doc ',
  ' in the policy',
  ' im wiki',
  ' im handbuch',
  ' im intranet',
  ' dans le wiki',
  ' du wiki',
  ' de la wiki',
  ' en la wiki',
  ' da wiki',
  ' na wiki',
  ' nel wiki',
  ' del wiki',
  ' в вики',
  // The same topics in the other languages ("die bisherigen Anweisungen zum Papierformular", "as instruções anteriores sobre o formulário").
  ' zum ',
  ' zur ',
  ' über ',
  ' bezuglich ',
  ' bezüglich ',
  ' betreffend ',
  ' für den ',
  ' für die ',
  ' für das ',
  ' im rundschreiben',
  ' in der mail',
  ' sur ',
  ' concernant ',
  ' au sujet ',
  ' relatives ',
  ' relative a',
  ' pour le ',
  ' pour la ',
  ' pour les ',
  ' du courriel',
  ' de la note',
  ' sobre ',
  ' acerca ',
  ' respecto ',
  ' relativas ',
  ' relativos ',
  ' referentes ',
  ' para el ',
  ' para la ',
  ' para o ',
  ' para a ',
  ' del correo',
  ' do e-mail',
  ' da circular',
  ' sui ',
  ' sul ',
  ' sulla ',
  ' sulle ',
  ' sugli ',
  ' riguardo ',
  ' relative ',
  ' circa ',
  ' per il ',
  ' per la ',
  ' della circolare',
  ' della mail',
  ' о ',
  ' об ',
  ' по ',
  ' насчет ',
  ' насчёт ',
  ' касательно ',
  ' про ',
  ' относительно ',
];

/** True when a topic follows the instruction word at `index`, right away or after one or two words ("instruções anteriores sobre …"). */
function isTopicalAfter(view: string, runEnd: (at: number) => number, index: number): boolean {
  let at = index;
  // Up to two words between ("as instruções enviadas anteriormente sobre a devolução", "the instructions sent earlier about …").
  for (let words = 0; !startsWithAny(view, TOPICAL_AFTER, at); words++) {
    if (words === 2 || at >= view.length || view.charCodeAt(at) !== 0x20) return false;
    const next = wordEnd(runEnd, at + 1);
    if (next <= at + 1) return false;
    at = next;
  }
  // "the instructions about safety", "die Anweisungen zum Datenschutz": the model's own rules, not a person's topic.
  const topic = view.slice(at, at + 40);
  return !SAFETY_TOPICS.some((word) => topic.includes(word));
}

/** Topics of a model's own rules: instructions about them are the model's, whoever names them. */
const SAFETY_TOPICS = [
  'safety',
  'security',
  'privacy',
  'confidential',
  'content polic',
  'restriction',
  'filter',
  'guardrail',
  'ethic',
  'censor',
  'secret',
  'disclos',
  'datenschutz',
  'sicherheit',
  'vertraulich',
  'securite',
  'confidentialite',
  'seguridad',
  'privacidad',
  'seguranca',
  'privacidade',
  'sicurezza',
  'riservatezza',
  'безопасност',
  'конфиденциальн',
  'приватност',
];
/** Words after an instruction object that place it on a product ("the instructions on the back of the bag"): a person's instructions, never the model's. */
const PRINTED_ON_AFTER = [
  ' on the back',
  ' on the box',
  ' on the label',
  ' on the packet',
  ' on the pack ',
  ' on the package',
  ' on the bag',
  ' on the bottle',
  ' on the jar',
  ' on the tin',
  ' on the side of',
  ' printed on',
  ' in the box',
  ' that came with',
];
/** Nouns after "system" that make it the head of a compound ("the system prompt", "the system tray"). */
const SYSTEM_COMPOUNDS_AFTER = [
  ' prompt',
  ' administrator',
  ' admin ',
  ' settings',
  ' tray',
  ' log',
  ' requirements',
  ' clock',
  ' font',
  ' language',
  ' update',
];
/** Pair rules about the user's data, which the user's own side of an action ("on the user's behalf") cancels. */
const USER_SIDE_RULES = new Set(['tool.act-on-user-data', 'exfiltration.send-data']);
const USER_SIDE_AFTER = [' behalf', ' consent', ' permission', ' confirmation', ' approval', ' request'];

/** The end of the word that `index` is in (a stem match "instruction*" may stop inside "instructions"). */
function wordEnd(runEnd: (at: number) => number, index: number): number {
  // Bounded: CJK text has no spaces, and a word that long is no inflected stem.
  return Math.min(runEnd(index), index + MAX_TERM_LENGTH);
}

/** Each word list grouped by its first two UTF-16 units (one for one-unit words), built on first use. */
const WORDS_BY_PREFIX = new WeakMap<readonly string[], Map<number, string[]>>();

/** The list {@link startsWithAny} was last asked about, and its groups. */
let lastPrefixWords: readonly string[] | undefined;
let lastPrefixGroups: Map<number, string[]> | undefined;

/** The group key of a word or of a text position: its first two units (a missing second unit is -1). */
function prefixKey(first: number, second: number): number {
  return first * 0x10001 + second + 1;
}

/** True when `view` continues at `at` with one of `words`. */
function startsWithAny(view: string, words: readonly string[], at: number): boolean {
  // Called per match on hot paths, and most lists start with a space: only the words that share the
  // next two characters are compared.
  // The same list is often asked about again right away (a topic looked for after each of two words): no WeakMap look-up then.
  let byPrefix = words === lastPrefixWords ? lastPrefixGroups : WORDS_BY_PREFIX.get(words);
  if (byPrefix === undefined) {
    byPrefix = new Map();
    for (const word of words) {
      const key = word.length === 0 ? -1 : prefixKey(word.charCodeAt(0), word.length > 1 ? word.charCodeAt(1) : -1);
      const group = byPrefix.get(key);
      if (group === undefined) byPrefix.set(key, [word]);
      else group.push(word);
    }
    WORDS_BY_PREFIX.set(words, byPrefix);
  }
  lastPrefixWords = words;
  lastPrefixGroups = byPrefix;
  if (byPrefix.has(-1)) return true;
  // `startsWith` reads a negative (or NaN) position as 0.
  if (!(at >= 0)) return words.some((word) => view.startsWith(word, at));
  if (at >= view.length) return false;
  const first = view.charCodeAt(at);
  const pair = at + 1 < view.length ? byPrefix.get(prefixKey(first, view.charCodeAt(at + 1))) : undefined;
  if (pair !== undefined) for (const word of pair) if (view.startsWith(word, at)) return true;
  const single = byPrefix.get(prefixKey(first, -1));
  return single !== undefined && view.startsWith(single[0]!, at);
}

/**
 * A function giving, for an index of `view`, where the run of word characters that starts there
 * ends (the index itself when none starts there). It remembers the last run it walked: questions
 * about hits inside one long run (CJK text has no spaces) cost no second walk, so a line is never
 * walked once per hit.
 */
function wordRunEnds(view: string): (at: number) => number {
  let runFrom = -1;
  let runEnd = -1;
  return (at: number): number => {
    if (at >= runFrom && at < runEnd) return runEnd;
    let end = at;
    while (end < view.length && isWordCodePoint(view.charCodeAt(end))) end++;
    if (end > at) {
      runFrom = at;
      runEnd = end;
    }
    return end;
  };
}

/** Pair rules whose second term is an obligation ("must", "should") that counts only in the active voice. */
const PASSIVE_SENSITIVE_RULES = new Set(['steering.ai-obligation']);

/** True when the view continues at `index` with a passive "be" (" be pasted", " not be used"). */
function isPassiveAfter(view: string, runEnd: (at: number) => number, index: number): boolean {
  if (
    view.startsWith(' be ', index) ||
    view.startsWith(' not be ', index) ||
    view.startsWith(' never be ', index) ||
    view.startsWith(' only be ', index) ||
    view.startsWith(' always be ', index)
  )
    return true;
  // "doivent être relus", "deben ser revisadas", "devono essere", "должны быть", and the Russian reflexive "должны проверяться".
  if (PASSIVE_AUXILIARIES.some((auxiliary) => view.startsWith(auxiliary, index))) return true;
  if (view.charCodeAt(index) !== 0x20) return false;
  const end = wordEnd(runEnd, index + 1);
  return end - index > 5 && (view.endsWith('ться', end) || view.endsWith('тись', end));
}

/** Chinese verbs closed by 的 that make the AI the subject of a modifier ("生成的", "写的"). */
const ZH_RELATIVE_VERBS = ['生成的', '产生的', '撰写的', '编写的', '写的', '输出的', '提供的', '给出的'];

/** "Be" after a modal in the Romance languages and Russian. */
const PASSIVE_AUXILIARIES = [' etre ', ' être ', ' ser ', ' essere ', ' быть ', ' être', ' sein ', ' werden '];

/**
 * True when the AI at `[first, firstEnd)` is the subject of a relative clause in Japanese or Korean
 * ("AIが生成した文章は…", "AI 비서가 작성한 답변은 …"): the topic of the sentence, which the obligation binds, is another noun.
 */
function isRelativeClauseSubject(view: string, firstEnd: number, obligation: number): boolean {
  // Chinese: "AI助手生成的回答必须…" (the answers the AI generated must …).
  if (
    obligation > firstEnd &&
    obligation - firstEnd <= 16 &&
    ZH_RELATIVE_VERBS.some((verb) => view.slice(firstEnd, obligation).includes(verb))
  )
    return true;
  const particle =
    view.startsWith('が', firstEnd) || view.startsWith('가 ', firstEnd) || view.startsWith('이 ', firstEnd);
  if (!particle || obligation <= firstEnd) return false;
  const between = view.slice(firstEnd + 1, obligation);
  return between.includes('は') || between.includes('은 ') || between.includes('는 ');
}

/** Forms of "be" (and "can") after an addressee that make a sentence describe it rather than order it. */
const STATIVE_FORMS = [
  ' are ',
  ' is ',
  ' be ',
  ' were ',
  ' was ',
  ' have been ',
  ' has been ',
  ' not ',
  ' cannot ',
  ' can ',
];

/** True when the view continues at `index` with a form of "be" ("ensure that AI tools are configured"): a description, not an order. */
function isStativeAfter(view: string, index: number): boolean {
  // The addressee may be the head of a longer name ("ai" in "ai assistants are"): look at the next three words.
  let at = index;
  for (let word = 0; word < 3; word++) {
    if (STATIVE_FORMS.some((form) => view.startsWith(form, at))) return true;
    at = view.indexOf(' ', at + 1);
    if (at < 0 || at - index > 40) return false;
  }
  return false;
}

/**
 * True when the addressee is followed by a clause about what such tools can do before the
 * obligation ("any AI tool that can send email must require confirmation"): a requirement on
 * tools, written for the people who build or buy them.
 */
function isCapabilityClauseAfter(view: string, from: number, to: number): boolean {
  const between = view.slice(from, to);
  return CAPABILITY_CLAUSES.some((clause) => between.includes(clause));
}

/**
 * An AI as the subject of a verb aimed at the reader ("asks you", "vous demande", "просит вас"): the
 * text advises a person about what a tool does to them, it gives the tool no order.
 */
const ACTS_ON_READER = [
  'asks you',
  'tells you',
  'wants you',
  'prompts you',
  'requests that you',
  'suggests you',
  'suggests that you',
  'instructs you',
  'urges you',
  'pressures you',
  'asks for your',
  'asks to ',
  'offers to ',
  'requests your',
  'requests access',
  'sie auffordert',
  'dich auffordert',
  'sie bittet',
  'dich bittet',
  'ihnen vorschlägt',
  'dir vorschlägt',
  'nach ihrem',
  'nach deinem',
  'vous demande',
  'te demande',
  'vous propose',
  'te propose',
  'vous invite',
  'vous incite',
  'demande votre',
  'te pide',
  'le pide',
  'les pide',
  'te sugiere',
  'le sugiere',
  'te solicita',
  'le solicita',
  'pide tu',
  'pide su',
  'te pede',
  'lhe pede',
  'pedir que voce',
  'pede que voce',
  'te pedir',
  'lhe pedir',
  'pede sua',
  'pede seu',
  'ti chiede',
  'le chiede',
  'vi chiede',
  'ti suggerisce',
  'le suggerisce',
  'ti invita',
  'chiede la tua',
  'chiede i tuoi',
  'просит вас',
  'просит тебя',
  'попросит вас',
  'попросит тебя',
  'предлагает вам',
  'предложит вам',
  'требует от вас',
  'вас просит',
  'тебя просит',
  '要求你',
  '要求您',
  '让你',
  '讓你',
  '请你',
  '請你',
  '提示你',
  '向你',
  '向您',
];

/** True when, after the AI named up to `index` and at most one more word ("tool"), a verb aimed at the reader follows. */
function isActingOnReaderAfter(view: string, runEnd: (at: number) => number, index: number): boolean {
  let at = index;
  for (let word = 0; word < 2; word++) {
    while (view.charCodeAt(at) === 0x20 || view.charCodeAt(at) === 0x2d) at++;
    if (startsWithAny(view, ACTS_ON_READER, at)) return true;
    const end = wordEnd(runEnd, at);
    if (end === at) return false;
    at = end;
  }
  return false;
}

/**
 * A question word (and a determiner) right before an AI or its obligation: an embedded question
 * ("what the assistant should know"), the object of a step a person does. Not "as" ("como", "comme",
 * "wie", "как"), which makes an address ("as an assistant you must").
 */
const EMBEDDED_QUESTION_BEFORE = [
  'what the ',
  'what your ',
  'what an ',
  'what a ',
  'what ',
  'how the ',
  'how your ',
  'whether the ',
  "ce que l'",
  'ce que le ',
  'ce que la ',
  'ce que votre ',
  'ce que ton ',
  'ce que ',
  "ce qu'",
  "comment l'",
  'comment le ',
  'comment votre ',
  'lo que el ',
  'lo que la ',
  'lo que tu ',
  'lo que su ',
  'lo que ',
  'o que o ',
  'o que a ',
  'o que seu ',
  'o que sua ',
  'o que ',
  "cosa l'",
  'cosa il ',
  'cosa ',
  "cio che l'",
  'cio che il ',
  'cio che ',
  "quello che l'",
  'quello che il ',
  'quello che ',
  'was der ',
  'was die ',
  'was dein ',
  'was ihr ',
  'was ',
  'что ',
  'чего ',
  'что именно ',
  'بما ',
  'ما ',
  'ماذا ',
];

/** Question words of verb-final languages, which stand between the AI and its obligation or right after it ("告诉助手它应该了解你的哪些信息", "सहायक को क्या जानना चाहिए"). */
const VERB_FINAL_QUESTION_WORDS = ['哪些', '什么', 'क्या', '무엇을', '何を'];
const VERB_FINAL_QUESTION_REACH = 8;

/** True when a verb-final question word stands inside `[start, end)` or within a few characters after it. */
function hasVerbFinalQuestionWord(view: string, start: number, end: number): boolean {
  const span = view.slice(start, end + VERB_FINAL_QUESTION_REACH);
  return VERB_FINAL_QUESTION_WORDS.some((word) => span.includes(word));
}

/** True when `view` has one of `words` ending right at `index` (at a word start). */
function endsWithAny(view: string, words: readonly string[], index: number): boolean {
  return words.some(
    (word) =>
      index >= word.length &&
      view.startsWith(word, index - word.length) &&
      (index === word.length || !isWordCodePoint(view.charCodeAt(index - word.length - 1))),
  );
}

/** Clause-final negations of German (verb second, "nicht" last). */
const CLAUSE_FINAL_NEGATIONS = ['nicht', 'nie', 'niemals', 'keinesfalls'];
/** Words that open a new clause before a clause-final negation could close the first one. */
const CLAUSE_JOINERS = new Set(['und', 'oder', 'aber', 'sondern', 'dann', 'denn', 'and', 'or', 'but', 'then']);
/** First units of the joiners and the clause-final negations. */
const CLAUSE_WORD_OPENINGS = new Set([...CLAUSE_JOINERS, ...CLAUSE_FINAL_NEGATIONS].map((word) => word.charCodeAt(0)));
/** 1 at each of {@link CLAUSE_WORD_OPENINGS}: a table read per word. */
const CLAUSE_WORD_OPENING_TABLE = new Uint8Array(0x10000);
for (const code of CLAUSE_WORD_OPENINGS) CLAUSE_WORD_OPENING_TABLE[code] = 1;
/** How many words may stand between a pair and its clause-final negation ("deine Vorgaben übrigens nicht"). */
const CLAUSE_FINAL_REACH = 3;

/**
 * True when a clause-final negation closes the clause that ends at `from`: at most a few words,
 * no new clause, then "nicht" and a punctuation mark or the end of the text.
 */
function isNegatedAtClauseEnd(view: string, runEnd: (at: number) => number, from: number): boolean {
  let i = runEnd(from);
  for (let words = 0; words <= CLAUSE_FINAL_REACH; words++) {
    if (view.charCodeAt(i) !== 0x20) return false;
    i++;
    const start = i;
    i = runEnd(i);
    if (i === start) return false;
    // Only a word that opens like a joiner or a negation can be one: the others are passed without a slice.
    if (CLAUSE_WORD_OPENING_TABLE[view.charCodeAt(start)] !== 1) continue;
    const word = view.slice(start, i);
    if (CLAUSE_JOINERS.has(word)) return false;
    if (CLAUSE_FINAL_NEGATIONS.includes(word)) {
      const next = view.charCodeAt(i);
      return (
        i >= view.length ||
        next === 0x2e ||
        next === 0x2c ||
        next === 0x21 ||
        next === 0x3b ||
        next === 0x0a ||
        next === 0x29
      );
    }
  }
  return false;
}

/** Prepositions that make the AI the object of a clause ("instructions you give to an AI tool must …", "paste nothing into chatbots"). */
const OBJECT_PREPOSITIONS = new Set([
  'to',
  'into',
  'with',
  'from',
  'by',
  'of',
  'about',
  'using',
  'through',
  'via',
  'in',
  'mit',
  'für',
  'von',
  'über',
  'bei',
  'durch',
  'avec',
  'pour',
  'par',
  'dans',
  'aux',
  'con',
  'para',
  'por',
  'al',
  'com',
  'ao',
  'aos',
  'per',
  'nel',
  'nei',
  'в',
  'с',
  'к',
  'для',
  'от',
  'о',
  'об',
  'через',
]);
/** Articles and determiners that may stand between such a preposition and the AI. */
const OBJECT_DETERMINERS = new Set([
  'a',
  'an',
  'the',
  'any',
  'all',
  'our',
  'your',
  'external',
  'public',
  'einen',
  'einem',
  'eine',
  'einer',
  'den',
  'dem',
  'die',
  'der',
  'das',
  'ein',
  'un',
  'une',
  'le',
  'la',
  'les',
  'una',
  'el',
  'los',
  'las',
  'um',
  'uma',
  'o',
  'os',
  'as',
  'uno',
  'lo',
  'gli',
]);

/** True when the AI named at `index` is the object of a preposition: the obligation in its sentence falls on someone else. */
function isPrepositionalObject(view: string, index: number): boolean {
  const previousWords = wordsBefore(view, index, 2);
  for (let word = 0; word < previousWords.length; word++) {
    const previous = previousWords[word]!;
    if (OBJECT_PREPOSITIONS.has(previous)) return true;
    // German "an" ("an einen KI-Assistenten") is the English article "an" too: a preposition only before a German article.
    if (previous === 'an' && word === 1) return true;
    if (!OBJECT_DETERMINERS.has(previous)) return false;
  }
  return false;
}

/** Up to `count` words that end before `index`, nearest first, each at most 16 characters: the walk stops at anything but spaces between words. */
function wordsBefore(view: string, index: number, count: number): string[] {
  const words: string[] = [];
  let end = index;
  while (words.length < count) {
    while (end > 0 && view.charCodeAt(end - 1) === 0x20) end--;
    let start = end;
    while (start > 0 && start > end - 16 && isWordCodePoint(view.charCodeAt(start - 1))) start--;
    if (start === end) break;
    words.push(view.slice(start, end));
    end = start;
  }
  return words;
}

/** Speaker labels that name a model or a role, not a person ("Bot:", "Assistant:", "User:"). */
const ROLE_SPEAKERS = new Set([
  'user',
  'users',
  'assistant',
  'system',
  'human',
  'ai',
  'bot',
  'chatbot',
  'model',
  'gpt',
  'chatgpt',
  'claude',
  'gemini',
  'copilot',
  'developer',
  'admin',
  'operator',
  'tool',
  'function',
  'response',
  'answer',
  'ai assistant',
  'virtual assistant',
]);
const MAX_SPEAKER_SCAN_LINES = 400;

/**
 * True when a person (a speaker label that names no model or role: "Customer:", "Visitor:",
 * "Lena:") opens two lines or more: a transcript in which people talk, where a bot's "Sure!" is
 * its ordinary reply. A forged exchange speaks only in roles ("User:", "Assistant:").
 */
function hasRepeatedPersonSpeaker(text: string): boolean {
  const counts = new Map<string, number>();
  let lineStart = 0;
  for (let line = 0; line < MAX_SPEAKER_SCAN_LINES && lineStart < text.length; line++) {
    let lineEnd = text.indexOf('\n', lineStart);
    if (lineEnd < 0) lineEnd = text.length;
    const colon = text.indexOf(':', lineStart);
    if (colon > lineStart && colon < lineEnd && colon - lineStart <= MAX_SPEAKER_LABEL) {
      const label = text.slice(lineStart, colon).trim().toLowerCase();
      if (label.length > 0 && !ROLE_SPEAKERS.has(label) && !/[^\p{L} .'-]/u.test(label)) {
        const count = (counts.get(label) ?? 0) + 1;
        if (count >= 2) return true;
        counts.set(label, count);
      }
    }
    lineStart = lineEnd + 1;
  }
  return false;
}

/** Nouns of a title about AI ("AI usage policy", "Richtlinie zur KI-Nutzung", "AI利用ポリシー"). */
const TITLE_NOUNS = [
  'policy',
  'policies',
  'guideline',
  'usage',
  'use of',
  'governance',
  'regulation',
  'ethics',
  'richtlinie',
  'nutzung',
  'regeln',
  'politique',
  'charte',
  'utilisation',
  'politica',
  'normas',
  'diretrizes',
  'linee guida',
  'utilizzo',
  'политика',
  'использовани',
  'правила',
  'регламент',
  '政策',
  '规定',
  '使用规范',
  '守则',
  'ポリシー',
  '利用規定',
  'ガイドライン',
  '정책',
  '사용 규정',
  '가이드라인',
  'سياسة',
  'استخدام',
  'नीति',
  'दिशानिर्देश',
];
const MAX_TITLE = 48;

/** True when the colon at `colon` closes a short line head that names a policy or guideline: a title, not an address. */
function isTitleColon(view: string, colon: number, lineStart: Uint8Array): boolean {
  const code = view.charCodeAt(colon);
  if (code !== 0x3a && code !== 0xff1a) return false;
  let start = colon;
  while (start > 0 && colon - start < MAX_TITLE && lineStart[start] !== 1) start--;
  if (lineStart[start] !== 1) return false;
  const head = view.slice(start, colon);
  return TITLE_NOUNS.some((noun) => head.includes(noun));
}

/** True when a title colon ("Политика использования ИИ: сотрудники должны …") stands in `[from, to)`: the obligation after it binds someone else. */
function hasTitleColonBetween(view: string, from: number, to: number, lineStart: Uint8Array): boolean {
  for (let i = from; i < to; i++) {
    const code = view.charCodeAt(i);
    if ((code === 0x3a || code === 0xff1a) && isTitleColon(view, i, lineStart)) return true;
  }
  return false;
}

const MAX_LABEL_OCCURRENCES = 64;

/** True when the speaker label that starts at `start` ("Bot:") also opens another line of the text. */
function isRepeatedSpeakerLabel(text: string, start: number): boolean {
  const colon = text.indexOf(':', start);
  if (colon < 0 || colon - start > MAX_SPEAKER_LABEL) return false;
  if (start > 0 && text.charCodeAt(start - 1) !== 0x0a) return false;
  const name = text.slice(start, colon + 1);
  const label = `\n${name}`;
  let count = text.startsWith(name) ? 1 : 0;
  for (let at = text.indexOf(label); at >= 0 && count < MAX_LABEL_OCCURRENCES; at = text.indexOf(label, at + 1)) {
    if (++count >= 2) return true;
  }
  return false;
}

/** Nouns that an AI word modifies ("AI pilot", "KI-Projekt", "projet IA", "AI项目", "AI 도입"). */
const AI_MODIFIED_HEADS = [
  'pilot',
  'project',
  'rollout',
  'program',
  'programme',
  'policy',
  'strategy',
  'team',
  'committee',
  'initiative',
  'budget',
  'roadmap',
  'training',
  'workshop',
  'usage',
  'act',
  'regulation',
  'ethics',
  'governance',
  'literacy',
  'adoption',
  'council',
  'lab',
  'summit',
  'conference',
  'projekt',
  'strategie',
  'richtlinie',
  'nutzung',
  'schulung',
  'einführung',
  'einfuhrung',
  'verordnung',
  '项目',
  '政策',
  '战略',
  '试点',
  '团队',
  '培训',
  '使用规定',
  'プロジェクト',
  'ポリシー',
  '戦略',
  '導入',
  '研修',
  '利用',
  '프로젝트',
  '정책',
  '전략',
  '도입',
  '교육',
  '시범',
  '사용',
  // People who work on AI ("Note to coding agents contributors:", "KI-Entwickler", "AI开发者"): the people are addressed, not an AI.
  'contributor',
  'maintainer',
  'developer',
  'engineer',
  'researcher',
  'vendor',
  'builder',
  'entwickler',
  'forscher',
  'anbieter',
  '开发者',
  '研究人员',
  '厂商',
  '工程师',
  '開発者',
  '研究者',
  'エンジニア',
  '개발자',
  '연구자',
  '엔지니어',
];
/** The same nouns before the AI word in the Romance languages and Russian ("projet IA", "politica de IA", "проект ИИ"). */
const AI_MODIFIED_HEADS_BEFORE = [
  'projet',
  'politique',
  'strategie',
  'charte',
  'pilote',
  'comite',
  'formation',
  'proyecto',
  'politica',
  'estrategia',
  'piloto',
  'comite',
  'formacion',
  'projeto',
  'progetto',
  'strategia',
  'comitato',
  'formazione',
  'проект',
  'политика',
  'стратегия',
  'пилот',
  'developpeurs',
  'chercheurs',
  'desarrolladores',
  'investigadores',
  'desenvolvedores',
  'pesquisadores',
  'sviluppatori',
  'ricercatori',
  'разработчики',
  'исследователи',
];

/** True when the AI word at `[start, end)` modifies a neighbouring noun: the head, not the AI, is the subject or the topic. */
function isModifierOfHead(view: string, start: number, end: number): boolean {
  let after = end;
  if (view.charCodeAt(after) === 0x20 || view.charCodeAt(after) === 0x2d) after++;
  for (const head of AI_MODIFIED_HEADS) {
    if (!view.startsWith(head, after)) continue;
    if (head.charCodeAt(0) >= 0x3000) return true;
    // A whole word or its plural ("AI pilot", "AI projects"), not the start of another word.
    let next = after + head.length;
    if (view.charCodeAt(next) === 0x73) next++;
    if (next >= view.length || !isWordCodePoint(view.charCodeAt(next))) return true;
  }
  let before = start;
  // "projet d'IA", "politica de IA", "проект ИИ": the head before the AI, with at most one linking word.
  if (view.startsWith("d'", before - 2)) before -= 2;
  while (before > 0 && (view.charCodeAt(before - 1) === 0x20 || view.charCodeAt(before - 1) === 0x2d)) before--;
  for (const link of [' de', ' di', ' da']) {
    if (view.startsWith(link, before - link.length)) {
      before -= link.length;
      break;
    }
  }
  return AI_MODIFIED_HEADS_BEFORE.some(
    (head) =>
      view.startsWith(head, before - head.length) &&
      (before - head.length === 0 || !isWordCodePoint(view.charCodeAt(before - head.length - 1))),
  );
}

/** How far before a pair a modal may stand ("may use the", "peut utiliser l'"), and how far after a verb-final one. */
const CAPABILITY_BEFORE_REACH = 16;
const CAPABILITY_AFTER_REACH = 24;
/** Verb-final abilities of Japanese and Korean ("作成できます", "만들 수 있습니다"). */
const CAPABILITY_AFTER = ['できます', 'できる', 'できません', '수 있', '수 없'];

/** Pair rules about tools, whose documentation says what an assistant can do with them. */
const CAPABILITY_SENSITIVE_RULES = new Set(['tool.invoke', 'exfiltration.send-data']);

/** True when a modal of ability stands as a word just before `[start, end)`, or a verb-final one just after it. */
function isCapabilityAround(view: string, start: number, end: number): boolean {
  const from = Math.max(0, start - CAPABILITY_BEFORE_REACH);
  // One character of context before the window, so a modal at its start can be checked for a word boundary.
  const before = view.slice(Math.max(0, from - 1), start);
  const offset = from > 0 ? 1 : 0;
  for (const modal of MODALS_BEFORE) {
    // Single characters ("可") are parts of too many words to count at a distance.
    if (modal.length < 2) continue;
    for (let at = before.indexOf(modal, offset); at >= 0; at = before.indexOf(modal, at + 1)) {
      if (at === 0 || !isWordCodePoint(before.charCodeAt(at - 1)) || modal.charCodeAt(0) >= 0x3000) return true;
    }
  }
  const after = view.slice(end, end + CAPABILITY_AFTER_REACH);
  return CAPABILITY_AFTER.some((form) => after.includes(form));
}

/** Korean and Japanese subject and topic particles: a noun right before one is who acts. */
const SUBJECT_PARTICLES = ['가 ', '는 ', '께서', 'が', 'は'];

/** First-person possessives before an instruction word: the writer's own instructions ("my", "meine", "mes", "我的", "내"). */
const OWN_POSSESSIVES = new Set([
  'my',
  'our',
  'meine',
  'meinen',
  'meiner',
  'unsere',
  'unseren',
  'mes',
  'ma',
  'mon',
  'nos',
  'notre',
  'mis',
  'mi',
  'nuestras',
  'nuestros',
  'nuestra',
  'minhas',
  'minha',
  'meus',
  'meu',
  'nossas',
  'nossa',
  'mie',
  'mia',
  'miei',
  'mio',
  'nostre',
  'nostra',
  'мои',
  'моих',
  'мою',
  'мой',
  'наши',
  'наших',
  'мене',
  'मेरे',
  'मेरी',
  'हमारे',
  'हमारी',
  '내',
  '나의',
  '제',
  '우리',
]);
/** The same possessives of scripts without spaces, written right before the noun. */
const OWN_POSSESSIVE_SUFFIXES = ['我的', '我们的', '私の', '僕の', '俺の', '我々の'];
/** The last code unit of each of {@link OWN_POSSESSIVE_SUFFIXES}. */
const OWN_POSSESSIVE_SUFFIX_ENDS = new Set(
  OWN_POSSESSIVE_SUFFIXES.map((suffix) => suffix.charCodeAt(suffix.length - 1)),
);
const OWN_POSSESSIVE_SUFFIX_MAX_LENGTH = Math.max(...OWN_POSSESSIVE_SUFFIXES.map((suffix) => suffix.length));

/** True when one of the two words before `index` is a first-person possessive ("my earlier instructions"). */
function hasOwnPossessiveBefore(view: string, index: number): boolean {
  // A suffix can end right before `index` only when the unit there ends one ("的", "の"). Near the start `startsWith`
  // reads a negative position as 0: there every suffix is still tried.
  if (
    (index < OWN_POSSESSIVE_SUFFIX_MAX_LENGTH || OWN_POSSESSIVE_SUFFIX_ENDS.has(view.charCodeAt(index - 1))) &&
    OWN_POSSESSIVE_SUFFIXES.some((suffix) => view.startsWith(suffix, index - suffix.length))
  )
    return true;
  // The walk of `wordsBefore(view, index, 2)`, without its list: a word is sliced only when it could be a possessive.
  let end = index;
  for (let count = 0; count < 2; count++) {
    while (end > 0 && view.charCodeAt(end - 1) === 0x20) end--;
    let start = end;
    while (start > 0 && start > end - 16 && isWordCodePoint(view.charCodeAt(start - 1))) start--;
    if (start === end) return false;
    if (
      end - start <= OWN_POSSESSIVE_MAX_LENGTH &&
      OWN_POSSESSIVE_OPENINGS.has(view.charCodeAt(start)) &&
      OWN_POSSESSIVES.has(view.slice(start, end))
    )
      return true;
    end = start;
  }
  return false;
}

/** The first code unit and the greatest length of the words of {@link OWN_POSSESSIVES}: most words are ruled out before a slice. */
const OWN_POSSESSIVE_OPENINGS = new Set([...OWN_POSSESSIVES].map((word) => word.charCodeAt(0)));
const OWN_POSSESSIVE_MAX_LENGTH = Math.max(...[...OWN_POSSESSIVES].map((word) => word.length));

/** Data words that, after "your", still name the model's side ("your system prompt", "your conversation history"). */
const MODEL_SIDE_DATA = [
  'prompt',
  'instruc',
  'conversa',
  'chat',
  'histor',
  'verlauf',
  'system',
  'cronolog',
  'диалог',
  'переписк',
  'промпт',
  'инструкц',
  '提示',
  '对话',
  '指令',
  '会話',
  'プロンプト',
  '指示',
  '대화',
  '프롬프트',
  '지시',
];
/** Second-person possessives of the reader ("your password", "Ihr Passwort", "votre mot de passe", "你的密码"). */
const READER_POSSESSIVES = new Set([
  'your',
  'ihr',
  'ihre',
  'ihren',
  'dein',
  'deine',
  'deinen',
  'votre',
  'vos',
  'ton',
  'ta',
  'tes',
  'tu',
  'tus',
  'seu',
  'sua',
  'seus',
  'suas',
  'teu',
  'tua',
  'tuo',
  'tuoi',
  'tue',
  'ваш',
  'ваши',
  'вашу',
  'ваше',
  'твой',
  'твою',
  'твои',
]);
const READER_POSSESSIVE_SUFFIXES = ['你的', '您的', 'あなたの', '당신의', '귀하의'];

/** True when the word before `index` is a possessive of the reader: their own data, which a how-to talks about. */
function hasReaderPossessiveBefore(view: string, index: number): boolean {
  if (READER_POSSESSIVE_SUFFIXES.some((suffix) => view.startsWith(suffix, index - suffix.length))) return true;
  let end = index;
  while (end > 0 && view.charCodeAt(end - 1) === 0x20) end--;
  let start = end;
  while (start > 0 && start > end - 12 && isWordCodePoint(view.charCodeAt(start - 1))) start--;
  return start < end && READER_POSSESSIVES.has(view.slice(start, end));
}

/** True when a parenthesis opens at `index` (after spaces): the instruction is named by its content. */
function isParentheticalAfter(view: string, index: number): boolean {
  let i = index;
  while (i < view.length && i - index < 2 && view.charCodeAt(i) === 0x20) i++;
  return view.charCodeAt(i) === 0x28 || view.charCodeAt(i) === 0xff08;
}

/** How far after an addressee a capability clause may start ("any AI tool that can …"). */
const CAPABILITY_REACH = 24;
/** Relative clauses that describe a class of tools ("that can", "which are", "used"). */
const CAPABILITY_CLAUSES = [
  ' that can ',
  ' which can ',
  ' that may ',
  ' which may ',
  ' that are ',
  ' which are ',
  ' that is ',
  ' which is ',
  ' used ',
  ' may be ',
];

/** How many sentences a boundary line reaches forward, to skip a blank or a short label line. */
const BOUNDARY_REACH = 2;

/**
 * True when the token at `[start, end)` sits in a code string or template: right after a quote or
 * backtick, or right before a quote, backtick, brace or escape ("<|im_start|>{role}\\n").
 */
function isCodeLiteral(text: string, start: number, end: number): boolean {
  // -1 past either end: never a read out of range, which makes the optimized caller bail out.
  const before = start > 0 ? text.charCodeAt(start - 1) : -1;
  const after = end < text.length ? text.charCodeAt(end) : -1;
  const quote = (code: number): boolean => code === 0x22 || code === 0x27 || code === 0x60;
  return (
    quote(before) ||
    quote(after) ||
    after === 0x7b ||
    after === 0x5c ||
    before === 0x7d ||
    (after === 0x2b && end + 1 < text.length && text.charCodeAt(end + 1) === 0x20)
  );
}

/** Lines a how-to indents or prompts a command with ("   sudo sed -i …", "$ grep -r …"): the command words are ASCII. */
const MAX_COMMAND_LINE_SCAN = 400;

/** True when the raw line holding `index` is an indented or prompted shell command: lower-case command word, no prose before it. */
function isIndentedCommandLine(text: string, index: number): boolean {
  let lineStart = index;
  while (lineStart > 0 && index - lineStart < MAX_COMMAND_LINE_SCAN && text.charCodeAt(lineStart - 1) !== 0x0a)
    lineStart--;
  if (lineStart > 0 && text.charCodeAt(lineStart - 1) !== 0x0a) return false;
  let cursor = lineStart;
  while (cursor < index && (text.charCodeAt(cursor) === 0x20 || text.charCodeAt(cursor) === 0x09)) cursor++;
  const indented = cursor - lineStart >= 2 || text.charCodeAt(lineStart) === 0x09;
  const prompted = text.startsWith('$ ', cursor);
  if (!indented && !prompted) return false;
  if (prompted) cursor += 2;
  let wordEnd = cursor;
  while (wordEnd < index) {
    const code = text.charCodeAt(wordEnd);
    if (!((code >= 0x61 && code <= 0x7a) || (code >= 0x30 && code <= 0x39) || code === 0x2d || code === 0x5f)) break;
    wordEnd++;
  }
  return wordEnd > cursor && (text.charCodeAt(wordEnd) === 0x20 || wordEnd === index);
}

/** Openings that name a request instead of making one: an English gerund or a Romance/Russian infinitive of asking or telling. */
const NOMINAL_REQUESTS = [
  'asking ',
  'telling ',
  'instructing ',
  'prompting ',
  'begging ',
  'ordering ',
  'requesting ',
  'reminding ',
  'having ',
  'getting ',
  'politely asking ',
  'simply asking ',
  'simply telling ',
  'just asking ',
  'just telling ',
  'demander ',
  'dire ',
  'pedir ',
  'pedirle ',
  'decirle ',
  'dizer ',
  'chiedere ',
  'попросить ',
  'просить ',
  'сказать ',
];
/** Third-person names of a model that such a named request is about. */
const NOMINAL_REQUEST_TARGETS = [
  'model',
  'assistant',
  'ai ',
  'llm',
  'chatbot',
  'bot ',
  'agent',
  'gpt',
  'modele',
  'modelo',
  'modello',
  'assistente',
  'asistente',
  'assistant',
  'ia ',
  'модел',
  'ассистент',
  'ии ',
];
const NOMINAL_REQUEST_REACH = 24;
/** The first two units of each named request (-1 when one is shorter): a cheap test before the folding. */
const NOMINAL_REQUEST_OPENINGS = new Set(
  NOMINAL_REQUESTS.map((word) => (word.length < 2 ? -1 : word.charCodeAt(0) * 0x80 + word.charCodeAt(1))),
);

/** True when every named request opens below the Hangul Jamo block (Latin, Cyrillic): the East Asian pre-check holds. */
const NOMINAL_REQUESTS_BELOW_JAMO = NOMINAL_REQUESTS.every((word) => word.length > 0 && word.charCodeAt(0) < 0x1100);

function asciiLower(code: number): number {
  return code >= 0x41 && code <= 0x5a ? code + 0x20 : code;
}
const NOMINAL_REQUEST_CATEGORIES = new Set<string>(['instruction-override', 'agent-steering', 'prompt-exfiltration']);

/** True when the sentence starting at `start` (after a list marker) names a request to a model ("Asking the model to …") and `index` follows it. */
function isNominalRequestAbout(text: string, start: number, index: number): boolean {
  let cursor = start;
  const limit = Math.min(index, start + 16);
  while (cursor < limit) {
    const code = text.charCodeAt(cursor);
    if (
      code === 0x20 ||
      code === 0x2d ||
      code === 0x2a ||
      code === 0x2022 ||
      code === 0x2e ||
      code === 0x29 ||
      (code >= 0x30 && code <= 0x39)
    )
      cursor++;
    else break;
  }
  // Two ASCII letters read the same after lower-casing and folding: most sentences are ruled out before the costly folding.
  if (cursor + 1 < Math.min(index, cursor + 48) && !NOMINAL_REQUEST_OPENINGS.has(-1)) {
    const first = text.charCodeAt(cursor);
    const second = text.charCodeAt(cursor + 1);
    if (first < 0x80 && second < 0x80 && !NOMINAL_REQUEST_OPENINGS.has(asciiLower(first) * 0x80 + asciiLower(second)))
      return false;
    // Kana, CJK ideographs and Hangul have no case and fold to themselves or to Jamo, which open no named request.
    if (
      NOMINAL_REQUESTS_BELOW_JAMO &&
      ((first >= 0x3040 && first <= 0x30ff) ||
        (first >= 0x4e00 && first <= 0x9fff) ||
        (first >= 0xac00 && first <= 0xd7af))
    )
      return false;
  }
  const headEnd = Math.min(index, cursor + 48);
  // The hits of one sentence mostly read the same head (its first 48 characters): folded once, not per hit.
  if (nominalRequestMemo.text === text && nominalRequestMemo.from === cursor && nominalRequestMemo.to === headEnd)
    return nominalRequestMemo.answer;
  const head = text
    .slice(cursor, headEnd)
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
  const request = NOMINAL_REQUESTS.find((word) => head.startsWith(word));
  const answer =
    request !== undefined &&
    NOMINAL_REQUEST_TARGETS.some((target) =>
      head.slice(request.length, request.length + NOMINAL_REQUEST_REACH).includes(target),
    );
  nominalRequestMemo.text = text;
  nominalRequestMemo.from = cursor;
  nominalRequestMemo.to = headEnd;
  nominalRequestMemo.answer = answer;
  return answer;
}

/** The last head {@link isNominalRequestAbout} folded and its answer. */
const nominalRequestMemo = { text: '', from: -1, to: -1, answer: false };

/** Groups of people an announcement or a letter addresses ("All workers:", "Chers collègues,", "各位乘客："). */
const PEOPLE_GROUPS = [
  'workers',
  'staff',
  'employees',
  'passengers',
  'students',
  'pupils',
  'parents',
  'team',
  'everyone',
  'colleagues',
  'members',
  'residents',
  'guests',
  'customers',
  'volunteers',
  'players',
  'crew',
  'drivers',
  'tenants',
  'participants',
  'attendees',
  'visitors',
  'all hands',
  'folks',
  'teachers',
  'citizens',
  'mitarbeiter',
  'mitarbeitende',
  'kolleginnen',
  'kollegen',
  'fahrgaste',
  'passagiere',
  'schuler',
  'eltern',
  'mieter',
  'gaste',
  'spieler',
  'besatzung',
  'passagers',
  'voyageurs',
  'collegues',
  'eleves',
  'employes',
  'equipe',
  'residents',
  'locataires',
  'joueurs',
  'equipage',
  'pasajeros',
  'companeros',
  'alumnos',
  'estudiantes',
  'empleados',
  'equipo',
  'vecinos',
  'padres',
  'jugadores',
  'tripulacion',
  'passageiros',
  'colegas',
  'alunos',
  'funcionarios',
  'moradores',
  'jogadores',
  'tripulacao',
  'passeggeri',
  'colleghi',
  'studenti',
  'dipendenti',
  'squadra',
  'condomini',
  'genitori',
  'giocatori',
  'equipaggio',
  'пассажиры',
  'коллеги',
  'сотрудники',
  'студенты',
  'ученики',
  'жильцы',
  'родители',
  'игроки',
  'экипаж',
  'работники',
  '同事',
  '乘客',
  '同学们',
  '员工',
  '家长',
  '大家',
  '旅客',
  '乗客の皆様',
  '皆さん',
  '社員各位',
  '皆様',
  '여러분',
  'الركاب',
  'الزملاء',
  'الموظفين',
  'الطلاب',
  'यात्रियों',
  'साथियों',
  'कर्मचारियों',
  'छात्रों',
];
/** Names of a model: a group addressed with one ("all AI agents and staff:") may include the reader. */
const PEOPLE_GROUP_AI_WORDS = [
  'ai',
  'assistant',
  'assistants',
  'model',
  'models',
  'agent',
  'agents',
  'bot',
  'bots',
  'llm',
  'llms',
  'gpt',
  'ki',
  'ia',
  'ии',
  'ассистент',
  'модель',
];
/** Names of a model in scripts written without spaces or with attached particles: matched inside the words. */
const PEOPLE_GROUP_AI_INFIXES = ['助手', '模型', 'アシスタント', '어시스턴트', '모델', 'مساعد', 'सहायक'];
const PEOPLE_GROUP_REACH = 64;
/** The marks that close an address to a group ("All workers:", "Chers collègues,"). */
const PEOPLE_GROUP_SEPARATORS = [':', ',', '：', '，', '،'];
/** 1 at the code of each separator: a table read per character of a text. */
const PEOPLE_GROUP_SEPARATOR_CODES = new Uint8Array(0x10000);
for (const separator of PEOPLE_GROUP_SEPARATORS) PEOPLE_GROUP_SEPARATOR_CODES[separator.charCodeAt(0)] = 1;

/** Per index of a text: the last people-group separator before it (-1 for none), and what was learnt about each separator. */
interface LineMarks {
  readonly lastSeparator: Int32Array;
  /** Per index: the last line break before it (-1 for none). */
  readonly lastBreak: Int32Array;
  /** Per index: how many non-ASCII code units stand before it. */
  readonly nonAsciiBefore: Int32Array;
  /** Per separator: 0 not judged yet, 1 when the text before it may end with a people group, 2 when it surely does not. */
  groupBefore: Uint8Array | undefined;
  /** Per judged separator: where its walk started; the verdict holds for a line start at or before it. */
  groupBeforeFrom: Int32Array | undefined;
}

let lineMarksText: string | undefined;
let lineMarks: LineMarks | undefined;

/** The {@link LineMarks} of `text`, kept for the last text asked about (the scoring asks once per hit of one text). */
function lineMarksOf(text: string): LineMarks {
  if (lineMarks !== undefined && lineMarksText === text) return lineMarks;
  const lastSeparator = new Int32Array(text.length + 1);
  const lastBreak = new Int32Array(text.length + 1);
  const nonAsciiBefore = new Int32Array(text.length + 1);
  let separator = -1;
  let lineBreak = -1;
  let nonAscii = 0;
  for (let i = 0; i < text.length; i++) {
    lastSeparator[i] = separator;
    lastBreak[i] = lineBreak;
    nonAsciiBefore[i] = nonAscii;
    const code = text.charCodeAt(i);
    if (PEOPLE_GROUP_SEPARATOR_CODES[code] === 1) separator = i;
    if (code === 0x0a) lineBreak = i;
    if (code >= 0x80) nonAscii++;
  }
  lastSeparator[text.length] = separator;
  lastBreak[text.length] = lineBreak;
  nonAsciiBefore[text.length] = nonAscii;
  lineMarksText = text;
  lineMarks = { lastSeparator, lastBreak, nonAsciiBefore, groupBefore: undefined, groupBeforeFrom: undefined };
  return lineMarks;
}

const PEOPLE_GROUP_MAX_LENGTH = Math.max(...PEOPLE_GROUPS.map((group) => group.length));

/** The people groups by their last code unit: a text can end only with those that end like it. */
const PEOPLE_GROUPS_BY_LAST = new Map<number, string[]>();
for (const group of PEOPLE_GROUPS) {
  const last = group.charCodeAt(group.length - 1);
  const groups = PEOPLE_GROUPS_BY_LAST.get(last);
  if (groups === undefined) PEOPLE_GROUPS_BY_LAST.set(last, [group]);
  else groups.push(group);
}

/** True when `text` ends with one of {@link PEOPLE_GROUPS} (asked per hit: only the groups with its last unit are compared). */
function endsWithPeopleGroup(text: string): boolean {
  const groups = PEOPLE_GROUPS_BY_LAST.get(text.charCodeAt(text.length - 1));
  if (groups === undefined) return false;
  for (const group of groups) if (text.endsWith(group)) return true;
  return false;
}

/**
 * A cheap test before the folding in {@link isAddressedToPeople}: false only when the ASCII text before the
 * separator at `separator` (back to `from`) surely ends with no people group once lower-cased and folded.
 * ASCII reads the same after both, so only a non-ASCII character near the end calls for the full check.
 */
function mayEndWithPeopleGroup(text: string, from: number, separator: number, marks: LineMarks): boolean {
  marks.groupBefore ??= new Uint8Array(text.length);
  marks.groupBeforeFrom ??= new Int32Array(text.length);
  const known = marks.groupBefore[separator]!;
  if (known !== 0 && from <= marks.groupBeforeFrom[separator]!) return known === 1;
  let end = separator;
  while (end > from) {
    const code = text.charCodeAt(end - 1);
    if (code >= 0x80) return true;
    if (code !== 0x20 && (code < 0x09 || code > 0x0d)) break;
    end--;
  }
  let start = end;
  while (start > from && end - start < PEOPLE_GROUP_MAX_LENGTH) {
    if (text.charCodeAt(start - 1) >= 0x80) return true;
    start--;
  }
  const tail = text.slice(start, end).toLowerCase();
  const may = endsWithPeopleGroup(tail);
  // Hits after one separator ask the same question: the answer holds for each whose walk would read the same
  // characters, which is when `from` did not cut this walk short (or cut it at the start of the line) and the
  // other's `from` is no later than this walk's start.
  if (start > from || start === 0 || text.charCodeAt(start - 1) === 0x0a) {
    marks.groupBefore[separator] = may ? 1 : 2;
    marks.groupBeforeFrom[separator] = start;
  }
  return may;
}

/** True when the line before `index` addresses a group of people ("All workers:", "Chers collègues,") with no model named. */
function isAddressedToPeople(text: string, index: number): boolean {
  // The line's text before `index`, at most PEOPLE_GROUP_REACH characters. No separator in it, no address (NFD keeps
  // these characters): the normalisation, costly per hit, is skipped; the last separator comes from one walk per text.
  const marks = lineMarksOf(text);
  const lastSeparator = marks.lastSeparator[index]!;
  if (lastSeparator < 0 || lastSeparator < index - PEOPLE_GROUP_REACH) return false;
  // What walks between the separator and `index`, and back to the line start, would find, read from the marks.
  if (marks.lastBreak[index]! > lastSeparator) return false; // the separator is on an earlier line
  const asciiAfterSeparator = marks.nonAsciiBefore[index]! === marks.nonAsciiBefore[lastSeparator + 1]!;
  const from = Math.max(marks.lastBreak[lastSeparator]! + 1, index - PEOPLE_GROUP_REACH);
  if (asciiAfterSeparator && !mayEndWithPeopleGroup(text, from, lastSeparator, marks)) return false;
  const raw = text.slice(from, index);
  const before = raw
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
  let mark = -1;
  for (const separator of PEOPLE_GROUP_SEPARATORS) mark = Math.max(mark, before.lastIndexOf(separator));
  if (mark < 0) return false;
  const head = before.slice(0, mark).trimEnd();
  if (!endsWithPeopleGroup(head)) return false;
  const words = head.split(/[^\p{L}]+/u);
  return (
    !words.some((word) => PEOPLE_GROUP_AI_WORDS.includes(word)) &&
    !PEOPLE_GROUP_AI_INFIXES.some((word) => head.includes(word))
  );
}

/** "系统提示" (system prompt / the system prompts) read as a verb when a quoted message, a person or "when" follows it. */
const SYSTEM_PROMPT_NOUNS = ['系统提示', '系統提示'];
/** 1 at the first code unit of each noun: a table read per pair term. */
const SYSTEM_PROMPT_NOUN_OPENINGS = new Uint8Array(0x10000);
for (const noun of SYSTEM_PROMPT_NOUNS) SYSTEM_PROMPT_NOUN_OPENINGS[noun.charCodeAt(0)] = 1;
const SYSTEM_PROMPTS_VERB_AFTER = ['"', '“', '「', '『', '您', '你', '时', '時', '用户', '用戶'];

/** True when `start`..`end` of the view is "系统提示" used as the verb "the system shows" ("系统提示“磁盘已满”时…"). */
function isSystemPromptsVerb(view: string, start: number, end: number): boolean {
  // Called per pair term: the first unit rules out nearly all of them before a slice is made.
  if (
    SYSTEM_PROMPT_NOUN_OPENINGS[view.charCodeAt(start)] !== 1 ||
    !SYSTEM_PROMPT_NOUNS.includes(view.slice(start, end))
  )
    return false;
  return SYSTEM_PROMPTS_VERB_AFTER.some((form) => view.startsWith(form, end));
}

/** Articles that make "Assistant," the subject of a sentence ("The assistant, which …") instead of a vocative. */
const SUBJECT_ARTICLES = new Set([
  'the',
  'an',
  'der',
  'die',
  'das',
  'ein',
  'eine',
  'le',
  'la',
  'un',
  'une',
  'el',
  'il',
  'lo',
  'uno',
  'una',
  'um',
  'uma',
  'o',
  'this',
  'that',
  'our',
  'their',
  'its',
  'dieser',
  'diese',
  'ce',
  'cet',
  'este',
  'esta',
  'questo',
  'quel',
]);

/** True when the hit `[start, end)` is a name and a comma ("Assistent,") right after an article ("Der Assistent, der …"). */
function isArticleBeforeNameAndComma(text: string, start: number, end: number): boolean {
  const last = text.charCodeAt(end - 1);
  if (last !== 0x2c && last !== 0xff0c && last !== 0x3001) return false;
  if (
    text.slice(Math.max(0, start - 2), start).toLowerCase() === "l'" ||
    text.slice(Math.max(0, start - 2), start) === 'l’'
  )
    return true;
  let wordEnd = start;
  while (wordEnd > 0 && text.charCodeAt(wordEnd - 1) === 0x20) wordEnd--;
  if (wordEnd === start) return false;
  let wordStart = wordEnd;
  while (wordStart > 0 && wordEnd - wordStart < 8 && isWordCodePoint(text.charCodeAt(wordStart - 1))) wordStart--;
  return SUBJECT_ARTICLES.has(text.slice(wordStart, wordEnd).toLowerCase());
}

/** Relative pronouns that open a clause after "the assistant," ("der", "which", "qui", "который", "que", "che"). */
const RELATIVE_PRONOUNS = new Set([
  'der',
  'die',
  'das',
  'welcher',
  'welche',
  'which',
  'who',
  'that',
  'qui',
  'que',
  'lequel',
  'laquelle',
  'quien',
  'cual',
  'el cual',
  'la cual',
  'il quale',
  'la quale',
  'che',
  'cui',
  'который',
  'которая',
  'которое',
  'которому',
  'которого',
]);
const RELATIVE_REACH = 80;

/**
 * True when an AI name with an article before it stands in `[start, end)` of the raw text, followed by a comma and a relative
 * pronoun, and the hit ends inside that clause: "Der Assistent, der … sollte", "The assistant, which was meant to …".
 */
function isRelativeClauseAfterArticleName(text: string, start: number, end: number): boolean {
  const reach = text.slice(start, Math.min(end, start + RELATIVE_REACH + 1)).indexOf(',');
  if (reach < 0) return false;
  const comma = start + reach;
  // Russian has no articles ("Ассистент, который должен был …"): the pronoun alone tells the clause.
  if (!isArticleBeforeNameAndComma(text, start, comma + 1) && !/[\u0400-\u04ff]/u.test(text.slice(start, comma)))
    return false;
  let at = comma + 1;
  while (at < text.length && text.charCodeAt(at) === 0x20) at++;
  let wordEnd = at;
  while (wordEnd < text.length && wordEnd - at < 12 && isWordCodePoint(text.charCodeAt(wordEnd))) wordEnd++;
  // The duty must stand inside the relative clause ("…, der die Tabelle zusammenfassen sollte"): after the clause closes
  // ("Der Assistent, der diese Bewertungen zusammenfasst, muss behaupten …") it is the main clause's order to the reader.
  return RELATIVE_PRONOUNS.has(text.slice(at, wordEnd).toLowerCase()) && !text.slice(wordEnd, end).includes(',');
}

/** Labels that open the title line of a thread or a mail ("Thema:", "Subject:", "Re:", "主题：", "件名：", "제목:"). */
const TOPIC_TITLE_LABELS = [
  'thema:',
  'subject:',
  'topic:',
  'thread:',
  're:',
  'betreff:',
  'sujet :',
  'sujet:',
  'objet :',
  'objet:',
  'asunto:',
  'tema:',
  'assunto:',
  'oggetto:',
  'argomento:',
  'тема:',
  'тема :',
  '主题：',
  '主题:',
  '标题：',
  '件名：',
  '件名:',
  'タイトル：',
  '제목:',
  '제목 :',
  'الموضوع:',
  'موضوع:',
  'विषय:',
];
const MAX_TITLE_LINE_REACH = 120;

/** True when the hit stands on a line opened by a title label and the AI named there is not called (no comma or colon after it). */
function isTopicTitleLine(text: string, lines: LineBounds, start: number, end: number): boolean {
  const lineStart = lines.startOf(start);
  if (start - lineStart > MAX_TITLE_LINE_REACH) return false;
  let at = lineStart;
  while (at < start && (text.charCodeAt(at) === 0x20 || text.charCodeAt(at) === 0x2a || text.charCodeAt(at) === 0x23))
    at++;
  const head = text.slice(at, at + 12).toLowerCase();
  if (!TOPIC_TITLE_LABELS.some((label) => head.startsWith(label))) return false;
  const next = text.charCodeAt(end);
  const last = text.charCodeAt(end - 1);
  return !(
    next === 0x2c ||
    next === 0x3a ||
    last === 0x2c ||
    last === 0x3a ||
    next === 0xff0c ||
    next === 0xff1a ||
    last === 0xff0c ||
    last === 0xff1a
  );
}

/** Marks that fill the cells of a matrix: ticks, crosses, dashes, yes/no. */
const MATRIX_MARKS = [
  '✔',
  '✓',
  '✅',
  '✗',
  '✘',
  '❌',
  '×',
  '—',
  '–',
  '-',
  'x',
  'yes',
  'no',
  'ja',
  'nein',
  'oui',
  'non',
  'sí',
  'si',
  'sim',
  'não',
  'да',
  'нет',
  '是',
  '否',
  '○',
  '●',
  '◯',
  '△',
  'o',
  'y',
  'n',
  // Switches and who may use a setting ("| Frühere Anweisungen ignorieren | aus |", "| システムプロンプトを表示 | 管理者のみ |").
  'on',
  'off',
  'an',
  'aus',
  'ein',
  'activé',
  'désactivé',
  'activado',
  'desactivado',
  'ligado',
  'desligado',
  'attivo',
  'disattivo',
  'вкл',
  'выкл',
  'включено',
  'выключено',
  '开',
  '关',
  '开启',
  '关闭',
  'オン',
  'オフ',
  '켜짐',
  '꺼짐',
  '사용',
  '사용 안 함',
  'مفعل',
  'معطل',
  'चालू',
  'बंद',
  'default',
  'always',
  'never',
  'admin only',
  'admins only',
  'standard',
  'immer',
  'nie',
  'nur admin',
  'toujours',
  'jamais',
  'siempre',
  'nunca',
  'sempre',
  'mai',
  'всегда',
  'никогда',
  '始终',
  '从不',
  '仅管理员',
  '常に',
  '管理者のみ',
  '항상',
  '관리자만',
  'دائما',
  'हमेशा',
];
/**
 * Where the line holding an index starts and ends, from one pass over the text's line breaks: questions
 * asked for every hit cost a binary search instead of a walk along a line that may be a megabyte long.
 */
interface LineBounds {
  startOf(index: number): number;
  endOf(index: number): number;
}

/** Line bounds of `text`; the line breaks are collected on the first question only. */
function lineBoundsOf(text: string): LineBounds {
  let collected: number[] | undefined;
  const lineBreaks = (): number[] => {
    if (collected !== undefined) return collected;
    collected = [];
    for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) collected.push(at);
    return collected;
  };
  /** The number of line breaks before `index`. */
  const breaksBefore = (index: number): number => {
    const breaks = lineBreaks();
    let low = 0;
    let high = breaks.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (breaks[middle]! < index) low = middle + 1;
      else high = middle;
    }
    return low;
  };
  return {
    startOf: (index) => {
      const before = breaksBefore(index);
      return before === 0 ? 0 : lineBreaks()[before - 1]! + 1;
    },
    endOf: (index) => {
      const before = breaksBefore(index);
      return before === lineBreaks().length ? text.length : lineBreaks()[before]!;
    },
  };
}

const MAX_MATRIX_LINE = 600;

/** Where the cell separators of a table ("|" and tabs) stand in `text`, in order. */
function findCellMarks(text: string): number[] {
  const marks: number[] = [];
  let pipe = text.indexOf('|');
  let tab = text.indexOf('\t');
  while (pipe >= 0 || tab >= 0) {
    if (tab < 0 || (pipe >= 0 && pipe < tab)) {
      marks.push(pipe);
      pipe = text.indexOf('|', pipe + 1);
    } else {
      marks.push(tab);
      tab = text.indexOf('\t', tab + 1);
    }
  }
  return marks;
}
const MAX_MATRIX_CELL = 40;
const MAX_MATRIX_LABEL = 64;
/** Longest cell without a mark that a matrix row may hold next to its marks. */
const MAX_MATRIX_NOTE = 12;

/**
 * True when `index` lies in the first cell of a table row ("|"- or tab-separated) whose other cells hold only marks
 * ("✔", "✔ (user turns only)", "no") or nothing: a matrix of capabilities or permissions, where the label names an action.
 */
function isMatrixRowLabel(text: string, lines: LineBounds, index: number): boolean {
  const lineStart = lines.startOf(index);
  if (index - lineStart > MAX_MATRIX_LINE) return false;
  // Everything but where `index` falls is the same for every hit on the line: judged once per line.
  if (matrixRowsText !== text) {
    matrixRowsText = text;
    matrixRows.clear();
  }
  let row = matrixRows.get(lineStart);
  if (row === undefined) {
    row = matrixRowAt(text, lineStart, Math.min(lines.endOf(index), lineStart + MAX_MATRIX_LINE));
    matrixRows.set(lineStart, row);
  }
  const offset = index - lineStart - row.labelFrom;
  return row.isMatrix && offset >= 0 && offset <= row.labelLength;
}

/** What {@link isMatrixRowLabel} learns about a line: where its first cell starts and how long it is, and whether the line reads as a matrix row. */
interface MatrixRow {
  readonly labelFrom: number;
  readonly labelLength: number;
  readonly isMatrix: boolean;
}

/** The rows judged so far, for the last text asked about. */
let matrixRowsText: string | undefined;
const matrixRows = new Map<number, MatrixRow>();

/** Judges the line `[lineStart, lineEnd)` as a row of a matrix (cells with marks only, a short first cell). */
function matrixRowAt(text: string, lineStart: number, lineEnd: number): MatrixRow {
  const line = text.slice(lineStart, lineEnd);
  const piped = line.trimStart().startsWith('|');
  const separator = piped ? '|' : '\t';
  const labelFrom = piped ? line.length - line.trimStart().length + 1 : 0;
  if (!line.includes(separator)) return { labelFrom, labelLength: -1, isMatrix: false };
  const cells = (piped ? line.trimStart().slice(1) : line).split(separator);
  const labelLength = cells[0]!.length;
  // A label names an action in a few words; an order with its object and conditions runs longer.
  if (cells[0]!.trim().length > MAX_MATRIX_LABEL) return { labelFrom, labelLength, isMatrix: false };
  let marks = 0;
  for (let k = 1; k < cells.length; k++) {
    const cell = cells[k]!.trim().toLowerCase();
    if (cell.length === 0) continue;
    if (cell.length > MAX_MATRIX_CELL) return { labelFrom, labelLength, isMatrix: false };
    if (isMatrixMark(cell)) marks++;
    // A short note beside the marks ("仅供测试", "beta") still leaves the row a setting; a sentence does not.
    else if (cell.length > MAX_MATRIX_NOTE) return { labelFrom, labelLength, isMatrix: false };
  }
  return { labelFrom, labelLength, isMatrix: marks > 0 };
}

const MATRIX_MARK_SET = new Set(MATRIX_MARKS);
/** The marks by their first code unit, for "mark and a note" cells ("✔ (user turns only)"). */
const MATRIX_MARKS_BY_OPENING = new Map<number, string[]>();
for (const mark of MATRIX_MARKS) {
  const opening = mark.charCodeAt(0);
  const marks = MATRIX_MARKS_BY_OPENING.get(opening);
  if (marks === undefined) MATRIX_MARKS_BY_OPENING.set(opening, [mark]);
  else marks.push(mark);
}
/** Marks of one non-ASCII unit, which may run into a note with no space ("✔仅测试"). */
const MATRIX_SYMBOL_OPENINGS = new Set(
  MATRIX_MARKS.filter((mark) => mark.length === 1 && mark.charCodeAt(0) > 0x7f).map((mark) => mark.charCodeAt(0)),
);

/** True when a (trimmed, lower-cased) cell is a mark, a mark and a note after a space, or opens with a one-unit symbol mark. */
function isMatrixMark(cell: string): boolean {
  if (MATRIX_MARK_SET.has(cell)) return true;
  const opening = cell.charCodeAt(0);
  if (MATRIX_SYMBOL_OPENINGS.has(opening)) return true;
  const marks = MATRIX_MARKS_BY_OPENING.get(opening);
  if (marks === undefined) return false;
  for (const mark of marks) if (cell.charCodeAt(mark.length) === 0x20 && cell.startsWith(mark)) return true;
  return false;
}

function isSentenceTerminator(view: string, index: number): boolean {
  const code = view.charCodeAt(index);
  switch (code) {
    case 0x0a: // paragraph break
    case 0x3002: // 。
    case 0xff01: // ！ (NFKC folds it, kept for safety)
    case 0xff1f:
    case 0x0964: // ।
    case 0x061f: // ؟
      return true;
    case 0x2c: {
      // A field separator of JSON or CSV ('", "'): fields are separate statements. (Bounds tested, not read past:
      // a read out of range makes the optimized caller bail out.)
      return (
        index > 0 &&
        view.charCodeAt(index - 1) === 0x22 &&
        index + 1 < view.length &&
        (view.charCodeAt(index + 1) === 0x22 ||
          (view.charCodeAt(index + 1) === 0x20 && index + 2 < view.length && view.charCodeAt(index + 2) === 0x22))
      );
    }
    case 0x2e:
    case 0x21:
    case 0x3f: {
      // Not inside "e.g.", "3.14", "example.com" or "...".
      if (index + 1 >= view.length) return true;
      const next = view.charCodeAt(index + 1);
      return (
        !isWordCodePoint(next) && next !== 0x2e && next !== 0x21 && next !== 0x3f && next !== 0x2f && next !== 0x5f
      );
    }
    default:
      return false;
  }
}

const MAX_SPEAKER_LABEL = 28;

/** True when `<` at `index` opens an HTML tag or comment ("<p", "</div", "<!--"), not "<<" or "<|". */
/** Prefix sums of sentence ends over the view: `result[i]` is the number of ends before index `i`. */
function countTerminators(view: NormalizedView): Int32Array {
  const text = view.text;
  const terminators = new Int32Array(text.length + 1);
  const lineStart = view.lineStart;
  let lastTagOpen = -1;
  let count = 0;
  // The last character is judged apart below: the loop then never reads past the end of the text or of
  // `lineStart`, which made the optimized loop bail out once per segment.
  const last = text.length - 1;
  let code = text.charCodeAt(0);
  for (let i = 0; i < last; i++) {
    const next = text.charCodeAt(i + 1);
    if (code === 0x3c && isTagStart(text, i)) lastTagOpen = i;
    // Most characters end nothing: only the few codes of a terminator, a line start or a tag ahead are looked into.
    const ends =
      ((code <= 0x3f
        ? code === 0x2e || code === 0x0a || code === 0x2c || code === 0x21 || code === 0x3f
        : code >= 0x061f) &&
        isSentenceTerminator(text, i)) ||
      (lineStart[i + 1] === 1 && startsTurnOrItem(text, i + 1)) ||
      (next === 0x3c && code !== 0x3c && isTagStart(text, i + 1)) ||
      (code === 0x3e && lastTagOpen >= 0 && i - lastTagOpen <= 400);
    if (code === 0x3e) lastTagOpen = -1;
    if (ends) count++;
    terminators[i + 1] = count;
    code = next;
  }
  if (last >= 0) {
    if (code === 0x3c && isTagStart(text, last)) lastTagOpen = last;
    const ends =
      isSentenceTerminator(text, last) ||
      (last + 1 < lineStart.length && lineStart[last + 1] === 1 && startsTurnOrItem(text, last + 1)) ||
      (code === 0x3e && lastTagOpen >= 0 && last - lastTagOpen <= 400);
    terminators[last + 1] = count + (ends ? 1 : 0);
  }
  return terminators;
}

function isTagStart(view: string, index: number): boolean {
  // Bounds tested, not read past (see isSentenceTerminator).
  if (index > 0 && view.charCodeAt(index - 1) === 0x3c) return false;
  if (index + 1 >= view.length) return false;
  const after = view.charCodeAt(index + 1);
  return (after >= 0x61 && after <= 0x7a) || after === 0x2f || after === 0x21;
}

/**
 * True when the line starting at `start` opens a new turn or list item ("Anna: …", "[09:18] Sam:",
 * "- …", "2. …"): chat logs and lists put one statement per line without punctuation.
 */
function startsTurnOrItem(view: string, start: number): boolean {
  const first = view.charCodeAt(start);
  if (first === 0x2d || first === 0x2022 || first === 0x3e || first === 0x23 || first === 0x7c || first === 0xa7)
    return true;
  if (startsRecordOrArticle(view, start)) return true;
  let i = start;
  while (i < view.length && view.charCodeAt(i) >= 0x30 && view.charCodeAt(i) <= 0x39) i++;
  if (i > start && (view.charCodeAt(i) === 0x2e || view.charCodeAt(i) === 0x29)) return true;
  let spaces = 0;
  for (i = start; i < view.length && i - start <= MAX_SPEAKER_LABEL; i++) {
    const code = view.charCodeAt(i);
    if (code === 0x3a) return i > start;
    if (code === 0x20 && ++spaces > 3) return false;
    if (code === 0x0a || code === 0x2e || code === 0x2c) return false;
  }
  return false;
}

/**
 * True when the line at `start` is an item of a bulleted or numbered list ("• 长期记忆：…", "- Chloe: …", "3. …"): a feature
 * list or a set of steps, each item a statement of its own, as a record of a table is.
 */
function startsListItem(view: string, start: number): boolean {
  const first = view.charCodeAt(start);
  if (
    first === 0x2022 ||
    first === 0x30fb ||
    first === 0x2d ||
    first === 0x2a ||
    first === 0x25aa ||
    first === 0x25e6 ||
    first === 0xb7
  )
    return true;
  let i = start;
  while (i < view.length && i - start < 3 && view.charCodeAt(i) >= 0x30 && view.charCodeAt(i) <= 0x39) i++;
  if (i > start && (view.charCodeAt(i) === 0x2e || view.charCodeAt(i) === 0x29) && view.charCodeAt(i + 1) === 0x20)
    return true;
  // An entry of a glossary: a short term, a dash, its definition ("मेमोरी — बातचीत के बीच …", "Jailbreak – an attempt to …").
  for (i = start + 1; i < view.length && i - start <= MAX_GLOSSARY_TERM; i++) {
    const code = view.charCodeAt(i);
    if (code === 0x0a || code === 0x2e || code === 0x3002) return false;
    if ((code === 0x2014 || code === 0x2013) && view.charCodeAt(i - 1) === 0x20 && view.charCodeAt(i + 1) === 0x20)
      return true;
  }
  return false;
}

/** Longest term of a glossary entry before its dash. */
const MAX_GLOSSARY_TERM = 32;

/** Longest first field of a record line ("PI-001,", "K-03,") or label of an article ("第十二条", "TC-04"). */
const MAX_RECORD_KEY = 16;

/**
 * True when the line at `start` is a record of a table or an article of a numbered text: a first
 * field without spaces followed by a field separator (CSV, TSV), "第…条", or a test-case or
 * ticket label with a digit ("TC-04 …", "PI-001 …"). Each holds a statement of its own.
 */
function startsRecordOrArticle(view: string, start: number): boolean {
  const first = view.charCodeAt(start);
  if (first === 0x7b2c) {
    for (let i = start + 1; i < view.length && i - start <= 6; i++) {
      const code = view.charCodeAt(i);
      if (code === 0x6761 || code === 0x7ae0 || code === 0x6b3e) return true;
    }
    return false;
  }
  if (startsKeyValue(view, start)) return true;
  let digits = 0;
  let letters = 0;
  for (let i = start; i < view.length && i - start <= MAX_RECORD_KEY; i++) {
    const code = view.charCodeAt(i);
    if (code === 0x2c || code === 0x09 || code === 0x3b) {
      // A record when a second separator follows on the line.
      let more = 0;
      for (let k = i + 1; k < view.length && k - i <= 200 && view.charCodeAt(k) !== 0x0a; k++) {
        const next = view.charCodeAt(k);
        if (next === code) more++;
        if (next === 0x20 && view.charCodeAt(k + 1) !== 0x20 && more === 0 && k - i > 60) break;
      }
      return i > start && more >= 1;
    }
    // "TC-04 …", "PI-001 …"; "المادة ٣:", "Article 5.", "Art. 5)".
    if (code === 0x20)
      return (
        (digits > 0 && letters > 0 && view.charCodeAt(start + 2) === 0x2d) ||
        (digits === 0 && letters > 0 && isNumberedLabelAfter(view, i + 1))
      );
    if (code >= 0x30 && code <= 0x39) digits++;
    else if (isWordCodePoint(code)) letters++;
    else if (code !== 0x2d && code !== 0x5f) return false;
  }
  return false;
}

/** Longest key of a key-value line. */
const MAX_KEY = 48;

/** True when the line at `start` is a key-value entry of data: `"key": "…"`, `key: "…"`, `key = "…"`. */
function startsKeyValue(view: string, start: number): boolean {
  let i = start;
  if (view.charCodeAt(i) === 0x22) i++;
  const keyStart = i;
  // The view reads "_" as a space: "tools_title" is "tools title" here.
  let words = 1;
  while (
    i < view.length &&
    i - keyStart < MAX_KEY &&
    (isWordCodePoint(view.charCodeAt(i)) ||
      view.charCodeAt(i) === 0x20 ||
      view.charCodeAt(i) === 0x2e ||
      view.charCodeAt(i) === 0x2d)
  ) {
    if (view.charCodeAt(i) === 0x20 && ++words > 4) return false;
    i++;
  }
  if (i === keyStart) return false;
  if (view.charCodeAt(i) === 0x22) i++;
  while (view.charCodeAt(i) === 0x20) i++;
  const separator = view.charCodeAt(i);
  if (separator !== 0x3a && separator !== 0x3d) return false;
  i++;
  while (view.charCodeAt(i) === 0x20) i++;
  return isQuoteMark(view.charCodeAt(i));
}

/** True when `index` starts a number (any script's digits) that closes a label with ':', '.' or ')'. */
function isNumberedLabelAfter(view: string, index: number): boolean {
  let i = index;
  while (i < view.length && i - index < 6 && isDigitCode(view.charCodeAt(i))) i++;
  if (i === index) return false;
  const after = view.charCodeAt(i);
  return after === 0x3a || after === 0x2e || after === 0x29 || after === 0xff1a;
}

function isDigitCode(code: number): boolean {
  return (
    (code >= 0x30 && code <= 0x39) ||
    (code >= 0x0660 && code <= 0x0669) ||
    (code >= 0x06f0 && code <= 0x06f9) ||
    (code >= 0x0966 && code <= 0x096f)
  );
}

/**
 * A condition put to the reader of a help page, right before what a memory feature does ("Si quieres que el asistente
 * olvide algo, ve a Memoria", "If you want the assistant to remember your name, turn on memory"): the page tells a person
 * how to use the product. Second person, a wish: an attack conditions on identity ("if you are an AI"), not on a wish.
 */
const WISH_CONDITIONS = [
  'if you want',
  'if you would like',
  "if you'd like",
  'if you wish',
  'if you prefer',
  'wenn sie möchten',
  'wenn du möchtest',
  'wenn sie wollen',
  'wenn du willst',
  'falls sie möchten',
  'si vous voulez',
  'si vous souhaitez',
  'si tu veux',
  'si tu souhaites',
  'si quieres',
  'si desea',
  'si deseas',
  'si prefieres',
  'se quiser',
  'se você quiser',
  'se deseja',
  'se desejar',
  'se vuoi',
  'se desideri',
  'se preferisci',
  'если вы хотите',
  'если хотите',
  'если ты хочешь',
  'если хочешь',
  '如果你想',
  '如果您想',
  '如需',
  '若要',
  'したい場合',
  'させたい場合',
  '원하시면',
  '원하는 경우',
  'إذا أردت',
  'إذا كنت تريد',
  'अगर आप चाहते',
  'यदि आप चाहते',
];
/** How far before a memory hit its wish condition is looked for, in its sentence. */
const WISH_REACH = 48;

/**
 * Words that report an attempt or a demand right before an override ("试图绕过系统提示词", "требование игнорировать …",
 * "the attacker tries to override …"): the override is described, not given. Third person and nouns only: an attack may
 * say "try to ignore …".
 */
const ATTEMPT_BEFORE = [
  'tries to',
  'trying to',
  'attempts to',
  'attempting to',
  'attempt to',
  'attempted to',
  'an attempt to',
  'demand to',
  'demands to',
  'request to',
  'versucht',
  'versuchen',
  'versuch,',
  'aufforderung,',
  'tente de',
  'tentent de',
  'tentative de',
  'demande de',
  'intenta',
  'intentan',
  'intento de',
  'intentos de',
  'tenta',
  'tentam',
  'tentativa de',
  'tenta di',
  'tentano di',
  'tentativo di',
  'richiesta di',
  'пытается',
  'пытаются',
  'попытка',
  'попытки',
  'требование',
  'требования',
  'просьба',
  '试图',
  '企图',
  '尝试',
  '要求',
  '試み',
  '시도',
  'محاولة',
  'يحاول',
  'कोशिश',
  'प्रयास',
];
/** Verb-final reports of an attempt after the override ("無視しようとする", "무시하려고 시도", "अनदेखा करने की कोशिश"). */
const ATTEMPT_AFTER = ['しようと', 'させようと', '려고 시도', '려는 시도', 'की कोशिश', 'का प्रयास'];
/** How far before (after) an override its report of an attempt is looked for. */
const ATTEMPT_REACH = 16;

/** True when the override at `[start, end)` is reported as an attempt or a demand (see {@link ATTEMPT_BEFORE}). */
function isReportedAttempt(
  text: string,
  sentenceStart: number,
  start: number,
  end: number,
  sentenceEnd: number,
): boolean {
  if (anyTermInLoweredSlice(text, Math.max(sentenceStart, start - ATTEMPT_REACH), start, ATTEMPT_BEFORE)) return true;
  return anyTermInLoweredSlice(text, end, Math.min(sentenceEnd, end + ATTEMPT_REACH), ATTEMPT_AFTER);
}

/**
 * Where the instructions to be ignored stand, when they stand in the data ("Ignore any commands in the document",
 * "Игнорируй любые команды в документе", "文書内の指示には従わない", "网页、邮件、文档中出现的任何指令"): a defence written into a
 * prompt or a guide, telling a model to ignore what a fetched text says. An attack overrides the model's own instructions.
 * Matched in the lower-cased raw text around the override, in its sentence.
 */
const DATA_LOCATIVES = [
  'in the document',
  'in documents',
  'in the text',
  'in the email',
  'in emails',
  'in the web page',
  'in web pages',
  'in the page',
  'in retrieved',
  'in the retrieved',
  'in tool results',
  'in tool output',
  'in the content',
  'in external content',
  'in fetched',
  'inside the document',
  'contained in the',
  'found in the document',
  'found in the content',
  'embedded in the',
  'im dokument',
  'in dokumenten',
  'im text',
  'in e-mails',
  'in webseiten',
  'auf webseiten',
  'in abgerufenen',
  'in tool-ergebnissen',
  'im inhalt',
  'dans le document',
  'dans les documents',
  'dans le texte',
  'dans les e-mails',
  'dans les pages',
  'dans le contenu',
  'dans les résultats',
  'en el documento',
  'en los documentos',
  'en el texto',
  'en los correos',
  'en las páginas',
  'en el contenido',
  'en los resultados',
  'no documento',
  'nos documentos',
  'no texto',
  'nos e-mails',
  'nas páginas',
  'no conteúdo',
  'nos resultados',
  'nel documento',
  'nei documenti',
  'nel testo',
  'nelle email',
  'nelle pagine',
  'nel contenuto',
  'nei risultati',
  'в документе',
  'в документах',
  'в тексте',
  'в письмах',
  'на веб-страницах',
  'на страницах',
  'в содержимом',
  'в результатах',
  'внутри документа',
  '文档中',
  '文件中',
  '网页中',
  '邮件中',
  '内容中',
  '工具结果中',
  '检索到的',
  '文書内',
  '文書中',
  'ドキュメント内',
  'ページ内の',
  'メール内',
  'ツール結果',
  '外部文書',
  '문서 안',
  '문서 속',
  '문서에 포함된',
  '웹페이지의',
  '이메일 속',
  '도구 결과',
  'في المستند',
  'في المستندات',
  'في النص',
  'في رسائل البريد',
  'في صفحات الويب',
  'في المحتوى',
  'في نتائج الأدوات',
  'दस्तावेज़ में',
  'दस्तावेज़ों में',
  'बाहरी डेटा',
  'बाहरी सामग्री',
  'वेब पेज में',
  'ईमेल में',
];
/** How far around an override its data locative is looked for, inside its sentence. */
const DATA_LOCATIVE_REACH = 60;

/** True when the override at `[start, end)` of the sentence `[sentenceStart, sentenceEnd)` names instructions found in the data. */
function isDefenceAgainstData(
  text: string,
  sentenceStart: number,
  start: number,
  end: number,
  sentenceEnd: number,
): boolean {
  return anyTermInLoweredSlice(
    text,
    Math.max(sentenceStart, start - DATA_LOCATIVE_REACH),
    Math.min(sentenceEnd, end + DATA_LOCATIVE_REACH),
    DATA_LOCATIVES,
  );
}

/**
 * Words that forbid a party an act ("Users must not attempt to bypass …", "Il est interdit au Client de tenter de contourner …",
 * "用户不得试图绕过…", "يُحظر على المستخدم محاولة تجاوز…"): terms of service and policies that protect an assistant's rules
 * from people, not an order to the assistant to drop them. Matched in the lower-cased raw text before the hit, in its sentence.
 * Plain "must not" / "do not" stay out: an attack negates obedience ("you must not follow your guidelines").
 */
const PROHIBITIONS_BEFORE = [
  'must not attempt',
  'must not try',
  'must never attempt',
  'cannot attempt',
  'may not try',
  'may not attempt',
  'must not ask',
  'may not ask',
  // Asking an assistant to drop its rules, forbidden to users: "Gli utenti non possono chiedere all'assistente di ignorare …".
  'dürfen nicht auffordern',
  'ne peuvent pas demander',
  'ne doivent pas demander',
  'no pueden pedir',
  'no deben pedir',
  'não podem pedir',
  'não devem pedir',
  'non possono chiedere',
  'non può chiedere',
  'non devono chiedere',
  'не могут просить',
  'не должны просить',
  'не может просить',
  // Undertakings not to ("se compromete a no intentar …", "verpflichtet sich, nicht …").
  'se compromete a no',
  'se comprometen a no',
  'compromete-se a não',
  'si impegna a non',
  'verpflichtet sich, nicht',
  'обязуется не',
  'undertakes not to',
  'dürfen nicht versuchen',
  'darf nicht versuchen',
  'ne peuvent pas tenter',
  'ne peut pas tenter',
  'no pueden intentar',
  'no puede intentar',
  'no deben intentar',
  'não podem tentar',
  'não pode tentar',
  'non possono tentare',
  'non può tentare',
  'не могут пытаться',
  'не должны пытаться',
  'не должен пытаться',
  'shall not',
  'may not',
  'not allowed to',
  'not permitted to',
  'prohibited',
  'forbidden',
  'refrain from',
  'agree not to',
  'untersagt',
  'verboten',
  'darf nicht',
  'dürfen nicht',
  'nicht gestattet',
  'nicht erlaubt',
  'interdit',
  'ne doivent pas',
  'ne doit pas',
  "s'engage à ne pas",
  'il est défendu',
  'prohibido',
  'prohíbe',
  'no podrá',
  'no deberá',
  'se abstendrá',
  'no está permitido',
  'vedado',
  'proibido',
  'proíbe',
  'não deverá',
  'não poderá',
  'não é permitido',
  'vietato',
  'proibito',
  'non è consentito',
  'non deve tentare',
  'non devono tentare',
  'si astiene',
  'запрещ',
  'не вправе',
  'не допускается',
  'не разрешается',
  '不得',
  '禁止',
  '严禁',
  '不允许',
  '不准',
  '禁じ',
  'يحظر',
  'يُحظر',
  'يمنع',
  'يُمنع',
  'لا يجوز',
  'ممنوع',
  'محظور',
  'لا يحق',
  'वर्जित',
  'निषिद्ध',
  'प्रतिबंधित',
  '금지',
];
/** Verb-final prohibitions (Japanese, Korean, Hindi): after the hit, in its sentence. */
const PROHIBITIONS_AFTER = [
  'てはならない',
  'てはいけない',
  'ことを禁止',
  '해서는 안',
  '하여서는 안',
  '서는 안 된',
  '금지',
  'प्रयास नहीं करेगा',
  'प्रयास नहीं करेंगे',
  'नहीं करेगा',
  'नहीं करेंगे',
  'नहीं करेगी',
  'नहीं कहेगा',
  'नहीं कहेंगे',
  'नहीं कहेगी',
  'वर्जित',
  'निषिद्ध',
];
/** How far around a hit, inside its sentence, a prohibition is looked for. */
const PROHIBITION_REACH = 160;
/** Categories whose acts a policy forbids its users (bypassing rules, extracting a prompt or data). */
const PROHIBITION_SENSITIVE_CATEGORIES = new Set<string>(['instruction-override', 'exfiltration', 'agent-steering']);

/** True when a prohibition put on a party governs the hit at `[start, end)` of the sentence `[sentenceStart, sentenceEnd)`. */
function isProhibitedAct(
  text: string,
  sentenceStart: number,
  start: number,
  end: number,
  sentenceEnd: number,
): boolean {
  // The hit may open with the prohibition itself ("must not attempt to bypass the assistant").
  if (anyTermInLoweredSlice(text, Math.max(sentenceStart, start - PROHIBITION_REACH), end, PROHIBITIONS_BEFORE))
    return true;
  return anyTermInLoweredSlice(text, end, Math.min(sentenceEnd, end + PROHIBITION_REACH), PROHIBITIONS_AFTER);
}

/**
 * Words right after "system override", "admin override", "系统覆盖" that make it a status a machine announces ("SYSTEM OVERRIDE
 * ACCEPTED." in a story, a game's terminal) or a feature named in a list ("Admin override for every automated action"), not
 * a claim of authority that precedes an order.
 */
const OVERRIDE_STATUS_AFTER = [
  'accepted',
  'confirmed',
  'granted',
  'denied',
  'engaged',
  'complete',
  'completed',
  'initiated',
  'activated',
  'successful',
  'rejected',
  'failed',
  'in progress',
  'for ',
  'per ',
  'of ',
  'on ',
  'button',
  'switch',
  'option',
  'setting',
  'feature',
  'toggle',
  'panel',
  'akzeptiert',
  'bestätigt',
  'aktiviert',
  'für ',
  'accepté',
  'confirmé',
  'pour ',
  'aceptad',
  'confirmad',
  'para ',
  'aceit',
  'accettat',
  'confermat',
  'принят',
  'подтвержд',
  '已接受',
  '已确认',
  '已启动',
  '已激活',
  '成功',
  '完成',
  '接受',
  '确认',
  '承認',
  '受理',
  '完了',
  '승인',
  '완료',
];
/** Characters between the override and its status that say nothing (spaces, hyphens, closing quotes of a caps banner). */
const OVERRIDE_STATUS_GAP = 3;

/** True when the `role.system-override` hit ending at `end` is followed by a status or by the preposition of a feature name. */
function isOverrideStatusAfter(text: string, end: number): boolean {
  let at = end;
  while (
    at < text.length &&
    at < end + OVERRIDE_STATUS_GAP &&
    (text.charCodeAt(at) === 0x20 || text.charCodeAt(at) === 0x2d || text.charCodeAt(at) === 0x3000)
  )
    at++;
  // Only the words that open like the text are compared.
  return startsWithAny(text.slice(at, at + 16).toLowerCase(), OVERRIDE_STATUS_AFTER, 0);
}

/**
 * Words naming an AI, its user, its task or the reader's own instructions ("your earlier directions") in a chat line. In a chat among people, an order to drop earlier instructions
 * without one of these ("ignore my earlier mail", "Sí, ignora todo lo anterior") is a person correcting themselves for the
 * others; "Change of plans from the user: no need to summarize" speaks to a model.
 */
const CHAT_AI_WORDS =
  /(?:^|[^\p{L}\p{N}])(?:ai|ki|ia|ии|bot|gpt|llm|users?|task|tasks|your|deine|deinen|tus|tes|vos|tuoi|твои|ваши)(?![\p{L}\p{N}])|claude|gemini|copilot|chatbot|assistant|assistent|asistente|ассистент|бот|agent|model|modèle|модел|助手|模型|机器人|アシスタント|ボット|어시스턴트|봇|مساعد|बॉट|सहायक|एआई|usuario|usuário|utilisateur|utente|nutzer|пользовател|用户|ユーザー|사용자|المستخدم|उपयोगकर्ता|summar|zusammenfass|résum|resum|riassun|резюм|摘要|总结|要約|요약|aufgabe|tâche|tarea|tarefa|compito|задач|任务|タスク|작업|مهمة|prompt|промпт|提示|プロンプト|프롬프트|你的|您的|あなたの|당신의/iu;
/** How much of a chat line is searched for an AI word. */
const MAX_CHAT_LINE = 600;

/** True when the sentence `[start, end)` of a chat names no AI: its order is one person's word to the others. */
function isChatBetweenPeopleOnly(text: string, start: number, end: number): boolean {
  return !CHAT_AI_WORDS.test(text.slice(start, Math.min(end, start + MAX_CHAT_LINE)));
}

/** True when the sentence ending at `end` (raw, inclusive) closes with a question mark. */
function isQuestionSentence(text: string, end: number): boolean {
  let at = end;
  while (at > 0 && (text.charCodeAt(at) <= 0x20 || text.charCodeAt(at) === 0x22)) at--;
  const code = text.charCodeAt(at);
  return code === 0x3f || code === 0xff1f || code === 0x061f;
}

/** English abilities right before a named tool call ("the assistant can call the http_request tool"): documentation. */
const ABILITY_BEFORE = [' can ', ' may ', ' is able to ', ' are able to ', ' will ', ' could '];
const ABILITY_REACH = 24;

/** True when an ability modal stands within {@link ABILITY_REACH} characters before `start`. */
function hasAbilityBefore(text: string, start: number): boolean {
  const before = text.slice(Math.max(0, start - ABILITY_REACH), start).toLowerCase();
  return ABILITY_BEFORE.some((word) => before.includes(word));
}

/** People named right after an AI address ("… agents contributors", "… KI-Entwickler"): the address is theirs. */
const PEOPLE_HEAD_AFTER =
  /^[ -]?(?:(?:agents?|bots?|assistants?|models?) )?(?:contributors?|maintainers?|developers?|engineers?|researchers?|vendors?|builders?|team|entwickler|forscher|开发者|研究人员|開発者|研究者|개발자|연구자)(?![\p{L}])/iu;
const PEOPLE_HEAD_REACH = 40;

/** Abilities between an AI subject and an obligation word ("可以", "能够", "できる", "수 있"): a capability reported, not a duty. */
const ABILITIES_BETWEEN = ['可以', '能够', '将能', 'できる', 'できます', '수 있'];

/** True when an ability of {@link ABILITIES_BETWEEN} stands in `[from, to)` of the view. */
function hasAbilityBetween(view: string, from: number, to: number): boolean {
  const between = view.slice(from, to);
  return ABILITIES_BETWEEN.some((word) => between.includes(word));
}

/** English determiners that make the next word a noun ("the update", "a change", "this record"). */
const NOUN_DETERMINERS_BEFORE = [
  'the ',
  'a ',
  'an ',
  'this ',
  'that ',
  'each ',
  'every ',
  'any ',
  'no ',
  'its ',
  'their ',
  'our ',
  'latest ',
  'last ',
  'recent ',
];

/** At most this many fences ("```") are collected per text. */
const MAX_FENCES = 2_000;

/** Where the fences ("```") of a text stand, in order. */
function findFences(text: string): number[] {
  const fences: number[] = [];
  for (let at = text.indexOf('```'); at >= 0 && fences.length < MAX_FENCES; at = text.indexOf('```', at + 3))
    fences.push(at);
  return fences;
}

/**
 * True when `index` stands in a Markdown code block: inside a "```" fence opened before it, or (in a text that is no HTML,
 * where indentation is only layout) on a line indented by four spaces or a tab after a blank or indented line.
 */
function isInCodeBlock(
  text: string,
  lines: LineBounds,
  fences: readonly number[],
  isHtml: boolean,
  index: number,
): boolean {
  if (lowerBound(fences, index) % 2 === 1) return true;
  if (isHtml) return false;
  const lineStart = lines.startOf(index);
  if (!text.startsWith('    ', lineStart) && text.charCodeAt(lineStart) !== 0x09) return false;
  if (lineStart < 2) return true;
  const previousStart = lines.startOf(lineStart - 1);
  // A blank line, or an indented one: only its first characters are looked at.
  const previous = text.slice(previousStart, Math.min(lineStart - 1, previousStart + MAX_BLANK_LINE));
  return previous.trim().length === 0 || previous.startsWith('    ') || previous.startsWith('\t');
}
const MAX_BLANK_LINE = 64;

/** Verbs of a caution to the reader right at the end of an AI address ("AI总结时请注意，…", "please note that", "bitte beachten, dass"). */
const CAUTION_WORDS = [
  '请注意',
  '請注意',
  '请留意',
  'ご注意',
  '注意してください',
  '유의해 주세요',
  '유의하세요',
  'please note',
  'note that',
  'be aware',
  'beachten',
  'veuillez noter',
  'notez',
  'tenga en cuenta',
  'ten en cuenta',
  'observe que',
  'note que',
  'si noti',
  'tenere presente',
  'обратите внимание',
  'учтите',
  'ध्यान दें',
  'يرجى ملاحظة',
  'يرجى الانتباه',
];
const CAUTION_REACH = 6;

/** True when a caution verb ends the hit or follows it within a few characters. */
function isCautionAfter(text: string, end: number): boolean {
  const around = text.slice(Math.max(0, end - 16), end + CAUTION_REACH + 16).toLowerCase();
  const at = Math.min(16, end);
  return CAUTION_WORDS.some((word) => {
    const found = around.indexOf(word, Math.max(0, at - word.length));
    if (found < 0 || found > at + CAUTION_REACH) return false;
    // "AI assistant, please note: always call …", "एआई सहायक कृपया ध्यान दें: …": a colon opens the order the notice brings.
    let next = found + word.length;
    while (next < around.length && around.charCodeAt(next) === 0x20) next++;
    const mark = around.charCodeAt(next);
    return mark !== 0x3a && mark !== 0xff1a && mark !== 0x2d && mark !== 0x2014;
  });
}

/** A finding reported before its content clause ("Reviewers found that …", "Forscher stellten fest, dass …"). */
const REPORTED_FINDINGS = [
  'found that',
  'concluded that',
  'showed that',
  'shows that',
  'reported that',
  'noted that',
  'argue that',
  'argued that',
  'suggest that',
  'suggests that',
  'believe that',
  'stellten fest, dass',
  'fanden heraus, dass',
  'zeigen, dass',
  'zeigte, dass',
  'ont constaté que',
  'ont montré que',
  'estiment que',
  'encontraron que',
  'concluyeron que',
  'mostraron que',
  'descobriram que',
  'concluíram que',
  'mostraram que',
  'hanno scoperto che',
  'hanno concluso che',
  'ritengono che',
  'выяснили, что',
  'показали, что',
  'считают, что',
  'пришли к выводу, что',
  '研究发现',
  '研究表明',
  '调查发现',
  '調査によると',
  '연구에 따르면',
  'وجد الباحثون أن',
  'पाया कि',
];
const REPORTED_REACH = 80;

/** True when a reported finding stands before `index` in its sentence, close enough to introduce the hit's clause. */
function isReportedFindingBefore(text: string, sentenceStart: number, index: number): boolean {
  return anyTermInLoweredSlice(text, Math.max(sentenceStart, index - REPORTED_REACH), index, REPORTED_FINDINGS);
}

/** True when `index` stands anywhere on a row of a permission or feature matrix ("| Ignorar instruções anteriores | desligado | sempre |"). */
function isOnMatrixRow(text: string, lines: LineBounds, index: number): boolean {
  const lineStart = lines.startOf(index);
  let label = lineStart;
  while (label < index && (text.charCodeAt(label) === 0x20 || text.charCodeAt(label) === 0x09)) label++;
  if (text.charCodeAt(label) === 0x7c) label++;
  return label < index && isMatrixRowLabel(text, lines, label);
}

/** List markers that open an item line ("- ", "* ", "• ", "1. ", "2) "). */
function isListItemLine(text: string, lineStart: number): boolean {
  let at = lineStart;
  while (at < text.length && at - lineStart < 8 && (text.charCodeAt(at) === 0x20 || text.charCodeAt(at) === 0x09)) at++;
  const code = text.charCodeAt(at);
  if ((code === 0x2d || code === 0x2a) && text.charCodeAt(at + 1) === 0x20) return true;
  // "・以前の指示…", "• item": these bullets need no space after them.
  if (code === 0x2022 || code === 0x30fb) return true;
  let digits = at;
  while (digits < text.length && digits - at < 3 && isDigitCode(text.charCodeAt(digits))) digits++;
  return (
    digits > at &&
    (text.charCodeAt(digits) === 0x2e || text.charCodeAt(digits) === 0x29) &&
    text.charCodeAt(digits + 1) === 0x20
  );
}
/** How many item lines a label may introduce. */
const MAX_LABELLED_ITEMS = 40;
const MAX_LABEL_LINE = 120;

/**
 * True when `index` stands in an item of a list whose label line ends with a colon and holds a framing word: "Payloads tried:",
 * "Examples such as:", "Cargas probadas:", "テスト文字列：". The items are what the label names, shown as data.
 */
function isItemUnderFramedLabel(text: string, lines: LineBounds, frameRaw: readonly number[], index: number): boolean {
  if (frameRaw.length === 0) return false;
  let lineStart = lines.startOf(index);
  if (!isListItemLine(text, lineStart)) return false;
  for (let items = 0; items < MAX_LABELLED_ITEMS && lineStart > 0; items++) {
    const previousStart = lines.startOf(lineStart - 1);
    if (isListItemLine(text, previousStart)) {
      lineStart = previousStart;
      continue;
    }
    const labelEnd = lineStart - 1;
    if (labelEnd - previousStart > MAX_LABEL_LINE) return false;
    let last = labelEnd;
    while (last > previousStart && text.charCodeAt(last - 1) <= 0x20) last--;
    const mark = text.charCodeAt(last - 1);
    if (mark !== 0x3a && mark !== 0xff1a) return false;
    const frame = lowerBound(frameRaw, previousStart);
    return frame < frameRaw.length && frameRaw[frame]! < last;
  }
  return false;
}

/** Persons right before "first" ("to the user first"): the order of steps for someone, not a ranking. */
const PERSONS_BEFORE_FIRST = [
  'user ',
  'users ',
  'you ',
  'them ',
  'me ',
  'us ',
  'him ',
  'her ',
  'customer ',
  'customers ',
  'admin ',
  'owner ',
];

/** Pair rules about an assistant's duties, whose terms must stand on one line unless the first line ends like an address. */
const LINE_BOUND_RULES = new Set(['steering.ai-obligation', 'steering.tell-user']);

/** True when a line starts in `(from, to)` of the view and the line before it does not end with ":" or ",". */
function crossesTitleLine(view: string, lineStart: Uint8Array, from: number, to: number): boolean {
  let at = from + 1;
  while (at < to && lineStart[at] !== 1) at++;
  if (at >= to) return false;
  let end = at;
  while (end > from && view.charCodeAt(end - 1) === 0x20) end--;
  const last = view.charCodeAt(end - 1);
  return last !== 0x3a && last !== 0xff1a && last !== 0x2c && last !== 0xff0c && last !== 0x060c;
}

/** Terms that make a whole text a document about prompt injection. */
const TOPIC_TERMS = [
  'prompt injection',
  'prompt-injection',
  'injection de prompt',
  'inyeccion de prompt',
  'injecao de prompt',
  'iniezione di prompt',
  'prompt-injektion',
  'промпт-инъекц',
  'инъекции промпт',
  '提示注入',
  '提示词注入',
  'プロンプトインジェクション',
  'حقن الأوامر',
  'حقن التعليمات',
  'प्रॉम्प्ट इंजेक्शन',
  '프롬프트 인젝션',
  '프롬프트 주입',
  'jailbreak',
  // Plurals and other names of the attack: "Las inyecciones de prompt …", "攻撃文" (attack sentences). Not "越狱" or "탈옥"
  // alone: an attack names its own "jailbreak mode".
  'injections de prompt',
  "injection d'instructions",
  "injections d'instructions",
  'inyeccion de instrucciones',
  'inyecciones de instrucciones',
  'injecao de instrucoes',
  'injecoes de instrucoes',
  'iniezione di istruzioni',
  'iniezioni di istruzioni',
  'instruction injection',
  'inyecciones de prompt',
  'injecoes de prompt',
  'iniezioni di prompt',
  'prompt injektion',
  'инъекций промпт',
  'prompt-инъекц',
  '注入攻击',
  '攻撃文',
  'インジェクション攻撃',
  '인젝션 공격',
  'هجمات الحقن',
  'इंजेक्शन हमले',
  // A guide to prompt engineering lists the rules it recommends writing into a system prompt ("只回答与订单有关的问题").
  'prompt engineering',
  'prompt-engineering',
  'ingenierie de prompt',
  'ingenieria de prompts',
  'engenharia de prompt',
  'промпт-инжиниринг',
  '提示词工程',
  '提示工程',
  'プロンプトエンジニアリング',
  '프롬프트 엔지니어링',
  'هندسة الأوامر',
  'प्रॉम्प्ट इंजीनियरिंग',
  // A write-up of a capture-the-flag challenge reports the payloads that worked.
  'ctf',
  'writeup',
  // Reports of a security test quote the strings they tried ("Payload used: …") and the markup they planted.
  'write-up',
  'bug bounty',
  'red-team report',
  'red team report',
  'pentest report',
  'penetration test report',
  'responsible disclosure',
  'rapport de pentest',
  'informe de pentest',
  'relatorio de pentest',
  'отчет о пентесте',
  '渗透测试报告',
  'ペネトレーションテスト報告',
  '모의해킹 보고서',
  // Security news narrates what was found ("researchers showed", "恶意网页", "細工された"): what it paraphrases is an attack
  // described. Not "attacker" or "security researcher" alone: an attack claims to come from one ("we are security researchers").
  'researchers found',
  'researchers showed',
  'researchers demonstrated',
  'forscher zeigten',
  'chercheurs ont montre',
  'investigadores demostraron',
  'pesquisadores mostraram',
  'ricercatori hanno dimostrato',
  'исследователи показали',
  '恶意网页',
  '研究人员发现',
  '細工された',
  '조작된 웹페이지',
];
const TOPIC_FACTOR = 0.75;
const MAX_TOPIC_OCCURRENCES = 32;

/**
 * Words of a contract or of terms of service (folded view): parties, the instrument, its clauses. Such a text sets
 * obligations of parties in the third person ("Instructions from any other person shall be ignored", "deverá ser
 * desconsiderada pela CONTRATADA", "يجب على الطرف الثاني تجاهل…", "회사는 … 지시를 무시할 수 있다"), not orders to a model.
 */
const LEGAL_TERMS = [
  'agreement',
  'the parties',
  'either party',
  'neither party',
  'each party',
  'hereinafter',
  'hereby',
  'governing law',
  'indemnif',
  'licensee',
  'contractor',
  'shall be',
  'vertrag',
  'vertragspartei',
  'die parteien',
  'auftragnehmer',
  'auftraggeber',
  'gerichtsstand',
  'contrat',
  'les parties',
  'ci-apres',
  'le prestataire',
  'present contrat',
  'contrato',
  'las partes',
  'en adelante',
  'clausula',
  'as partes',
  'contratada',
  'contratante',
  'doravante',
  'foro',
  'contratto',
  'le parti',
  'clausola',
  'foro competente',
  'договор',
  'стороны',
  'сторон',
  'исполнитель',
  'заказчик',
  'настоящее соглашение',
  '合同',
  '协议',
  '甲方',
  '乙方',
  '双方',
  '条款',
  '契約',
  '本規約',
  '利用規約',
  '当事者',
  '약관',
  '계약',
  '당사자',
  '이용자',
  '회사는',
  'العقد',
  'الطرف',
  'الطرفين',
  'المادة',
  'اتفاقية',
  'अनुबंध',
  'पक्षकार',
  'समझौता',
  'खंड',
];
/** Distinct legal words, and numbered clause lines ("18.3 …", "① …", "§ 4", "2. …"), that make a text a legal instrument. */
const MIN_LEGAL_TERMS = 3;
const MIN_CLAUSE_LINES = 2;
const MAX_CLAUSE_SCAN_LINES = 400;
/** Categories whose third-person wording a contract shares; an explicit address of an agent is still an order. */
const LEGAL_SENSITIVE_CATEGORIES = new Set<string>(['instruction-override', 'agent-steering']);

/** True when `view` reads as a contract or terms: several legal words and at least two numbered clause lines. */
function isLegalInstrument(view: string, lineStart: Uint8Array): boolean {
  // The clause lines first: one walk over the line starts is cheaper than a search of the whole text per term.
  let clauses = 0;
  let lines = 0;
  // The next line start found natively, not by a test per character.
  for (
    let at = lineStart.indexOf(1);
    at >= 0 && at < view.length && lines < MAX_CLAUSE_SCAN_LINES && clauses < MIN_CLAUSE_LINES;
    at = lineStart.indexOf(1, at + 1)
  ) {
    lines++;
    let cursor = at;
    while (cursor < view.length && view.charCodeAt(cursor) === 0x20) cursor++;
    const code = view.charCodeAt(cursor);
    if (isDigitCode(code) || code === 0xa7 || view.startsWith('제', cursor) || view.startsWith('第', cursor)) clauses++;
  }
  if (clauses < MIN_CLAUSE_LINES) return false;
  const present = presentTerms(view, LEGAL_TERMS);
  let terms = 0;
  for (const term of LEGAL_TERMS) {
    if (present.has(term) && ++terms >= MIN_LEGAL_TERMS) return true;
  }
  return false;
}

/** True when `term` occurs in `view` as a word of prose, not in a host or address ("billing@attacker.example"). */
function mentionsTopicTerm(view: string, term: string): boolean {
  let found = 0;
  for (
    let at = view.indexOf(term);
    at >= 0 && found < MAX_TOPIC_OCCURRENCES;
    at = view.indexOf(term, at + 1), found++
  ) {
    const before = view.charCodeAt(at - 1);
    const after = view.charCodeAt(at + term.length);
    if (before === 0x40 || before === 0x2e || before === 0x2f || before === 0x2d || before === 0x5f) continue;
    if (after === 0x2e && isWordCodePoint(view.charCodeAt(at + term.length + 1))) continue;
    return true;
  }
  return false;
}

/** Index of the first element of sorted `values` that is ≥ `target`. */
function lowerBound(values: readonly number[], target: number): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (values[middle]! < target) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Longest lexicon term considered when a second term precedes the first (any-order pairs). */
const MAX_TERM_LENGTH = 64;

/**
 * `text` with whitespace runs collapsed to one space and trimmed, or only its first characters
 * once it is longer than `limit` (enough for a snippet: a whole redacted passage is not copied).
 */
function collapseWhitespace(text: string, limit = Number.POSITIVE_INFINITY): string {
  let out = '';
  let space = false;
  for (let i = 0; i < text.length && out.length <= limit; i++) {
    const code = text.charCodeAt(i);
    if (isWhitespaceCodePoint(code)) {
      space = out.length > 0;
      continue;
    }
    if (space) out += ' ';
    space = false;
    out += text[i];
  }
  return out;
}

function capSnippet(text: string, max: number): string {
  // Longer than `max` collapsed exactly when the first max + 1 collapsed characters exist (a cut
  // below 1 would slice from the end, so tiny limits collapse the whole text).
  const collapsed = collapseWhitespace(text, max >= 1 ? max : Number.POSITIVE_INFINITY);
  if (collapsed.length <= max) return collapsed;
  let cut = max - 1;
  const code = collapsed.charCodeAt(cut - 1);
  if (code >= 0xd800 && code <= 0xdbff) cut--;
  return `${collapsed.slice(0, cut)}…`;
}

const QUOTE_PAIRS: readonly [string, string][] = [
  ['“', '”'],
  ['„', '“'],
  ['„', '”'],
  ['„', '"'],
  ['«', '»'],
  ['「', '」'],
  ['『', '』'],
  ['‘', '’'],
  ['‹', '›'],
];

/** Characters that open a string literal in code right before a single quote: `(`, `=`, `[`, `,`, `{`. */
const CODE_STRING_OPENERS = [0x28, 0x3d, 0x5b, 0x2c, 0x7b];

/** True when `[start, end)` stands inside quotation marks or a code span within `[from, to)`. */
function isQuoted(text: string, from: number, start: number, end: number, to: number): boolean {
  // A single-quoted string in code ("scan('…')", "= '…'") quotes as well; an apostrophe does not.
  const codeQuote = text.lastIndexOf("'", start - 1);
  if (codeQuote >= from && CODE_STRING_OPENERS.includes(text.charCodeAt(codeQuote - 1))) {
    const closed = text.indexOf("'", end);
    if (closed >= 0 && closed < to) return true;
  }
  for (const symmetric of ['"', '`']) {
    let before = 0;
    for (let i = text.indexOf(symmetric, from); i >= 0 && i < start; i = text.indexOf(symmetric, i + 1)) before++;
    if (before % 2 === 1) {
      const after = text.indexOf(symmetric, end);
      if (after >= 0 && after < to) return true;
    }
  }
  for (const [open, close] of QUOTE_PAIRS) {
    const opened = text.lastIndexOf(open, start - 1);
    if (opened < from || opened < 0) continue;
    const closedBefore = text.lastIndexOf(close, start - 1);
    if (closedBefore > opened && open !== close) continue;
    const closed = text.indexOf(close, end);
    if (closed >= 0 && closed < to) return true;
  }
  return false;
}

interface SpacedView {
  readonly text: string;
  /** Index into the main view for every compact character. */
  readonly viewIndex: Int32Array;
}

function isSpacingSeparator(code: number): boolean {
  return (
    code === 0x20 ||
    code === 0x2e ||
    code === 0x2d ||
    code === 0x7c ||
    code === 0x2f ||
    code === 0x3a ||
    code === 0x5c ||
    code === 0xb7 ||
    code === 0x2022 ||
    code === 0x2c ||
    code === 0x2b
  );
}

/** Letter-spaced passages ("i g n o r e", "I.G.N.O.R.E") squeezed together, with a map to the view. */
function buildSpacedView(view: string): SpacedView | undefined {
  const chars: number[] = [];
  const indices: number[] = [];
  const length = view.length;
  let i = 0;
  while (i < length) {
    // Only a one-letter word can start a run: found with one class test per character, the neighbours' carried along.
    let previous = i > 0 && isWordCodePoint(view.charCodeAt(i - 1));
    let current = isWordCodePoint(view.charCodeAt(i));
    while (i < length) {
      const next = i + 1 < length && isWordCodePoint(view.charCodeAt(i + 1));
      if (current && !previous && !next) break;
      previous = current;
      current = next;
      i++;
    }
    if (i >= length) break;
    // A run of single letters separated by 1–3 separator characters.
    const letters: number[] = [];
    let cursor = i;
    while (
      cursor < view.length &&
      isWordCodePoint(view.charCodeAt(cursor)) &&
      !isWordCodePoint(view.charCodeAt(cursor + 1))
    ) {
      letters.push(cursor);
      let next = cursor + 1;
      let separators = 0;
      while (next < view.length && separators < 4 && isSpacingSeparator(view.charCodeAt(next))) {
        next++;
        separators++;
      }
      if (separators === 0 || separators > 3) break;
      cursor = next;
    }
    if (letters.length >= MIN_SPACED_LETTERS) {
      if (chars.length > 0) {
        chars.push(COMPACT_SEPARATOR);
        indices.push(letters[0]!);
      }
      for (const index of letters) {
        chars.push(view.charCodeAt(index));
        indices.push(index);
      }
    }
    i = letters.length > 0 ? letters[letters.length - 1]! + 1 : i + 1;
  }
  if (chars.length === 0) return undefined;
  let text = '';
  for (let k = 0; k < chars.length; k += 8192) text += String.fromCharCode(...chars.slice(k, k + 8192));
  return { text, viewIndex: Int32Array.from(indices) };
}

/**
 * The built-in, deterministic prompt-injection detector: no network, no model. It judges a
 * normalized view of the text (escapes decoded, invisible characters skipped, look-alikes,
 * full-width letters, leetspeak and shuffled-middle words folded) plus letter-spaced passages and
 * base64/hex carriers, with a multilingual phrase lexicon and structural rules, and replaces
 * injected passages with {@link REDACTION_MARKER}. Scoring: a strong, imperative hit redacts its
 * sentence alone; weaker hits must add up within a sentence or a run of neighbouring sentences; a
 * descriptive frame (an article *about* prompt injection, a quoted example) weakens hits.
 * Linear time: Aho-Corasick matching and hand-written scanners, no backtracking regular expressions.
 */
const LATIN_TWINS_OF_CYRILLIC: Readonly<Record<string, string>> = {
  a: 'а',
  b: 'в',
  c: 'с',
  e: 'е',
  h: 'н',
  k: 'к',
  m: 'м',
  o: 'о',
  p: 'р',
  t: 'т',
  x: 'х',
  y: 'у',
  A: 'А',
  B: 'В',
  C: 'С',
  E: 'Е',
  H: 'Н',
  K: 'К',
  M: 'М',
  O: 'О',
  P: 'Р',
  T: 'Т',
  X: 'Х',
  Y: 'У',
};
const LATIN_OR_CYRILLIC_WORD = /[A-Za-z\u0400-\u04ff]+/g;

/**
 * `text` with the Latin look-alikes of words that mix them with Cyrillic letters of no Latin
 * look-alike ("пepeшли") turned Cyrillic; the same text when there are none. Same length.
 */
function foldLatinLookalikesInCyrillicWords(text: string): string {
  if (!/[\u0400-\u04ff]/.test(text) || !/[A-Za-z]/.test(text)) return text;
  return text.replace(LATIN_OR_CYRILLIC_WORD, (word) => {
    if (!/[A-Za-z]/.test(word) || !/[бгдёжзийлпфцчшщъыьэюяБГДЁЖЗИЙЛПФЦЧШЩЪЫЬЭЮЯ]/.test(word)) return word;
    if (/[^\u0400-\u04ffabcehkmoptxyABCEHKMOPTXY]/.test(word)) return word;
    return word.replace(/[A-Za-z]/g, (letter) => LATIN_TWINS_OF_CYRILLIC[letter] ?? letter);
  });
}

export class BuiltInPromptInjectionDetector implements PromptInjectionDetector {
  private readonly lexicon: CompiledLexicon;
  private readonly maxFindings: number;
  private readonly maxSnippetLength: number;
  private readonly learnedScorer: LearnedSegmentScorer | undefined;

  constructor(options: BuiltInPromptInjectionDetectorOptions = {}) {
    this.lexicon = defaultCompiledLexicon();
    this.maxFindings = options.maxFindings ?? 16;
    this.maxSnippetLength = options.maxSnippetLength ?? 80;
    const learned = options.learnedScorer ?? true;
    this.learnedScorer = learned === false ? undefined : learned === true ? defaultLearnedSegmentScorer() : learned;
  }

  /** {@link PromptInjectionDetector.detect}: scans each text; never fails on content. */
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

  /** Filters one text synchronously: the marker for injected passages, invisible carriers removed. */
  scan(text: string): PromptInjectionScanResult {
    const findings: PromptInjectionFinding[] = [];
    const seen = new Set<string>();
    let redactedCount = 0;
    let output = '';
    let start = 0;
    while (start < text.length) {
      const end = findSegmentEnd(text, start, true)!;
      const segment = this.scanSegment(text.slice(start, end));
      output += segment.text;
      redactedCount += segment.redactedCount;
      for (const finding of segment.findings) {
        const key = `${finding.ruleId}\u0000${finding.snippet}`;
        if (seen.has(key) || findings.length >= this.maxFindings) continue;
        seen.add(key);
        findings.push(finding);
      }
      start = end;
    }
    return { text: redactedCount === 0 ? text : output, findings, redactedCount };
  }

  /**
   * Filters one segment (at most `SEGMENT_MAX_CHARS` characters, as cut by
   * `findSegmentEnd`) until nothing more changes. The stream filter calls this per segment.
   */
  scanSegment(segment: string): PromptInjectionScanResult {
    const findings: PromptInjectionFinding[] = [];
    let redactedCount = 0;
    const stripped = stripInvisibleCarriers(segment);
    redactedCount += stripped.removedRuns;
    for (const payload of stripped.tagPayloads) {
      const judged = this.analyze(payload, false);
      if (judged.redactions.length > 0) {
        const top = judged.redactions[0]!.hit;
        findings.push({
          ruleId: `hidden.unicode-tags/${top.ruleId}`,
          category: PromptInjectionCategory.HIDDEN_MARKUP,
          snippet: capSnippet(payload, this.maxSnippetLength),
        });
      }
    }
    let text = flatCopy(stripped.text);
    for (let round = 0; round < MAX_FIXPOINT_ROUNDS; round++) {
      const analysis = this.analyze(text, true);
      let redactions = analysis.redactions;
      if (this.learnedScorer !== undefined)
        redactions = this.combineWithLearnedScores(text, redactions, round === 0, analysis.quotedAsData);
      if (redactions.length === 0) break;
      const applied = this.applyRedactions(text, redactions);
      for (const finding of applied.findings) findings.push(finding);
      redactedCount += applied.count;
      text = applied.text;
    }
    return { text, findings, redactedCount };
  }

  /**
   * The rules' redactions of one round, judged with the learned scorer. In the first round, when no
   * line of a text of three lines or more reads like an order to an AI reader (best score under
   * `LEARNED_VETO_BELOW`) and every redaction rests on readable text, they are dropped: a
   * write-up quoting an attack, a how-to full of trigger words.
   * Then sentences the scorer is sure about, and middling ones that name an AI reader, are added
   * where no rule redaction or earlier marker lies. Later rounds judge the text as it now stands.
   */
  private combineWithLearnedScores(
    text: string,
    redactions: Redaction[],
    firstRound: boolean,
    quotedAsData: (() => Uint8Array) | undefined,
  ): Redaction[] {
    const scorer = this.learnedScorer!;
    const segments = splitScorerSegments(text);
    // Full-width letters and escapes read as noise to the scorer: it also reads them decoded, as the rules do.
    const readable = scorerReadableView(text);
    if (
      readable === undefined &&
      !this.vetoMayApply(redactions, firstRound, segments.length) &&
      !this.mayAddLearned(text, redactions, segments)
    )
      return redactions;
    const scored = scorer.scoreSplitSegments(text, segments);
    let best = 0;
    for (const segment of scored) if (segment.score > best) best = segment.score;
    const decodedScored =
      readable === undefined
        ? []
        : scorer.scoreSegments(readable.text).filter((segment) => segment.score >= LEARNED_CUE_ABOVE);
    // Never vetoed: evidence the scorer cannot read (decoded text). A veto judges a document: a line or
    // two give the scorer too little to overrule the rules.
    if (
      firstRound &&
      best < LEARNED_VETO_BELOW &&
      scored.length >= LEARNED_VETO_MIN_SEGMENTS &&
      decodedScored.length === 0
    )
      return redactions.every(
        (redaction) => redaction.hit.unreadable !== true && !hidesFromScorer(text, redaction.start, redaction.end),
      )
        ? []
        : redactions;
    if (best < LEARNED_CUE_ABOVE && decodedScored.length === 0) return redactions;
    const overlapsRedaction = redactionOverlapTest(redactions);
    // The scorer's own additions so far: a decoded line may cover a raw one already added.
    const added: Redaction[] = [];
    let scriptLines: readonly FictionScriptLine[] | undefined;
    let asData: Uint8Array | undefined;
    // `decoded`: what the scorer read instead of the raw span (undefined: the raw span itself).
    const add = (rawStart: number, rawEnd: number, score: number, decoded: string | undefined): void => {
      let start = rawStart;
      let end = rawEnd;
      while (start < end && isWhitespaceCodePoint(text.charCodeAt(start))) start++;
      while (end > start && isWhitespaceCodePoint(text.charCodeAt(end - 1))) end--;
      if (start === end) return;
      // The cheap test first: on dense attack text most sentences already lie under a rule's redaction.
      if (overlapsRedaction(start, end) || added.some((addition) => addition.start < end && addition.end > start))
        return;
      const span = text.slice(start, end);
      if (span.includes(REDACTION_MARKER)) return;
      if (score < LEARNED_ADD_ABOVE && !namesAiReader(decoded ?? span)) return;
      // A character's line in a game script: the rules leave it (see analyze), and so does the scorer.
      scriptLines ??= findFictionScriptLines(text);
      if (scriptLines.some((line) => start >= line.start && end <= line.end)) return;
      // A quotation the text reports or holds as data ("the review contained the sentence «If you are an AI, …»"): the
      // rules weaken their hits there, and the scorer, which reads no frame, leaves it too.
      if (quotedAsData !== undefined) {
        asData ??= quotedAsData();
        let quoted = 0;
        for (let i = start; i < end; i++) quoted += asData[i]!;
        if (quoted * 2 >= end - start) return;
      }
      added.push({
        start,
        end,
        // Weight 0: where a rule redaction touches it, the rule names the finding.
        hit: {
          rawStart: start,
          rawEnd: end,
          ruleId: LEARNED_RULE_ID,
          category: PromptInjectionCategory.AGENT_STEERING,
          weight: 0,
          ownSpan: true,
          unreadable: decoded !== undefined,
        },
      });
    };
    for (const segment of scored) {
      if (segment.score >= LEARNED_CUE_ABOVE) add(segment.start, segment.end, segment.score, undefined);
    }
    if (readable !== undefined) {
      for (const segment of decodedScored) {
        const rawStart = readable.rawStart[segment.start]!;
        const rawEnd = readable.rawEnd[segment.end - 1]!;
        // Only where the raw text hides something: elsewhere the raw scores above already judged it.
        if (hidesFromScorer(text, rawStart, rawEnd))
          add(rawStart, rawEnd, segment.score, readable.text.slice(segment.start, segment.end));
      }
    }
    return [...redactions, ...added];
  }

  /**
   * Whether the first round's veto could apply: it needs three segments or more and a redaction to
   * drop (it then also asks whether they rest on readable text; that is left to the full scoring).
   */
  private vetoMayApply(redactions: readonly Redaction[], firstRound: boolean, segmentCount: number): boolean {
    return firstRound && segmentCount >= LEARNED_VETO_MIN_SEGMENTS && redactions.length > 0;
  }

  /**
   * Whether the scorer could add a redaction: some segment that no rule redaction or earlier marker
   * touches scores `LEARNED_CUE_ABOVE` or more even before the document-level part of the logit,
   * which only lowers scores. The other segments are never read: they cannot be added. When such
   * segments make up half the text or more, the answer is "maybe" at once: reading them for a bound
   * and then reading everything again would cost more than the full scores.
   */
  private mayAddLearned(text: string, redactions: readonly Redaction[], segments: readonly ScorerSegment[]): boolean {
    const overlapsRedaction = redactions.length > 0 ? redactionOverlapTest(redactions) : undefined;
    const candidates: ScorerSegment[] = [];
    let candidateChars = 0;
    // The first marker at or after the segment's start (-1: none left); markers never overlap each other.
    let nextMarker = text.indexOf(REDACTION_MARKER);
    for (const segment of segments) {
      let start = segment.start;
      let end = segment.end;
      while (start < end && isWhitespaceCodePoint(text.charCodeAt(start))) start++;
      while (end > start && isWhitespaceCodePoint(text.charCodeAt(end - 1))) end--;
      if (start === end) continue;
      if (overlapsRedaction?.(start, end) === true) continue;
      if (nextMarker >= 0 && nextMarker < start) nextMarker = text.indexOf(REDACTION_MARKER, start);
      if (nextMarker >= 0 && nextMarker + REDACTION_MARKER.length <= end) continue;
      candidates.push(segment);
      candidateChars += segment.end - segment.start;
    }
    if (candidateChars * 2 >= text.length) return true;
    const scorer = this.learnedScorer!;
    for (const segment of candidates) {
      // A margin far above rounding: near the line, the full scores decide.
      if (scorer.segmentScoreCeiling(text, segment.start, segment.end) >= LEARNED_CUE_ABOVE - 1e-9) return true;
    }
    return false;
  }

  private applyRedactions(
    text: string,
    redactions: Redaction[],
  ): { text: string; findings: PromptInjectionFinding[]; count: number } {
    redactions.sort((a, b) => a.start - b.start || b.end - a.end);
    const groups: { start: number; end: number; hits: Hit[] }[] = [];
    for (const redaction of redactions) {
      const last = groups[groups.length - 1];
      if (last !== undefined && redaction.start <= last.end + 2 && onlySpaceBetween(text, last.end, redaction.start)) {
        last.end = Math.max(last.end, redaction.end);
        last.hits.push(redaction.hit);
      } else {
        groups.push({ start: redaction.start, end: redaction.end, hits: [redaction.hit] });
      }
    }
    // Joined, not concatenated: a flat string, as flatCopy makes for the first round.
    const parts: string[] = [];
    let cursor = 0;
    const findings: PromptInjectionFinding[] = [];
    for (const group of groups) {
      parts.push(text.slice(cursor, group.start), REDACTION_MARKER);
      cursor = group.end;
      const top = group.hits.reduce((best, hit) => (hit.weight > best.weight ? hit : best));
      findings.push({
        ruleId: top.ruleId,
        category: top.category,
        snippet: capSnippet(top.snippet ?? text.slice(group.start, group.end), this.maxSnippetLength),
      });
    }
    parts.push(text.slice(cursor));
    return { text: parts.join(''), findings, count: groups.length };
  }

  /** Finds what to redact in `text` (already free of invisible carriers). */
  private analyze(text: string, decodeCarriers: boolean): SegmentAnalysis {
    const view = buildNormalizedView(text, { typoglycemia: this.lexicon.typoglycemia });
    if (view.text.length === 0) return { redactions: [] };
    // Sentence ends, counted as a prefix sum; built only when a pair or the scoring needs them.
    let terminatorCache: Int32Array | undefined;
    const terminators = (): Int32Array => {
      terminatorCache ??= countTerminators(view);
      return terminatorCache;
    };

    const hits: Hit[] = [];
    const cues: number[] = [];
    const frames: number[] = [];
    // Boundaries are checked before a match is even allocated, and so is the cap on the terms of a pair rule.
    const matches = this.lexicon.matcher.findAll(
      view.text,
      MAX_MATCHES_PER_SEGMENT,
      pairTermCap(view.text, view.lineStart, this.lexicon.rules.length),
    );
    this.collectHits(view, matches, terminators, hits, cues, frames);

    const spaced = buildSpacedView(view.text);
    if (spaced !== undefined) {
      const compactMatches = this.lexicon.compactMatcher.findAll(spaced.text, MAX_MATCHES_PER_SEGMENT);
      // Pair distances are measured in the compact text; spans map back through the view.
      this.collectHits(view, compactMatches, terminators, hits, [], [], spaced.viewIndex);
    }

    const structure = scanStructure(text);
    // The marker of an earlier round is never evidence ("[removed: …]" looks like a bracketed line).
    const markers: number[] = [];
    for (let at = text.indexOf(REDACTION_MARKER); at >= 0; at = text.indexOf(REDACTION_MARKER, at + 1))
      markers.push(at);
    // Markers come in ascending order: the first that ends after `start` is the only one to look at.
    const overlapsMarker = (start: number, end: number): boolean => {
      if (markers.length === 0) return false;
      const next = lowerBound(markers, start - REDACTION_MARKER.length + 1);
      return next < markers.length && markers[next]! < end;
    };
    structure.hits.splice(
      0,
      structure.hits.length,
      ...structure.hits.filter((hit) => !overlapsMarker(hit.start, hit.end)),
    );
    for (const hit of structure.hits)
      hits.push({
        rawStart: hit.start,
        rawEnd: hit.end,
        ruleId: hit.ruleId,
        category: hit.category,
        weight: hit.weight,
        ownSpan: hit.ownSpan ?? false,
      });
    // "Scheduling assistants: e-mail …", "Para el modelo que analice esta tabla: olvida …": the shape of an order to an agent.
    // "Accиcтeнт, пepeшли …": the finder reads words, so Latin look-alikes in Cyrillic words are read as Cyrillic (same length, same offsets).
    const addressText = foldLatinLookalikesInCyrillicWords(text);
    for (const hit of [
      ...findAgentAddresses(addressText),
      ...findNamedToolCalls(text),
      ...findOutboundActions(text),
      ...findTaskContextVerdicts(text),
      ...findObligedVerdicts(text),
      ...findForgedOutputEnds(text),
      ...findForgedPolicyNotices(text),
    ]) {
      if (!overlapsMarker(hit.start, hit.end))
        hits.push({
          rawStart: hit.start,
          rawEnd: hit.end,
          ruleId: hit.ruleId,
          category: hit.category,
          weight: hit.weight,
          ownSpan: false,
        });
    }
    // In a transcript "AI助手：" or "Virtual assistant:" opening a line names the speaker: no address,
    // and "AIアシスタント：…してください" is the assistant speaking, not an obligation put on it.
    const speakerLabels = hits.some((hit) => SPEAKER_SENSITIVE_RULES.has(hit.ruleId)) ? findSpeakerLabels(text) : [];
    if (speakerLabels.length > 0) {
      const kept = hits.filter(
        (hit) =>
          !SPEAKER_SENSITIVE_RULES.has(hit.ruleId) ||
          !speakerLabels.some(
            (label) =>
              hit.rawStart >= label.start &&
              hit.rawStart < label.end &&
              (hit.ruleId !== 'steering.addressed-to-ai' || hit.rawEnd <= label.end),
          ),
      );
      hits.splice(0, hits.length, ...kept);
    }
    const extents = [...structure.extents];
    // Markup written as escapes ("&lt;span style=…", "\u0021[](…)") is judged as the model reads it.
    const decoded = decodeEscapes(text);
    if (decoded !== undefined) {
      const toRaw = (start: number, end: number): [number, number] => [
        decoded.rawStart[start]!,
        decoded.rawEnd[Math.max(start, end - 1)]!,
      ];
      const decodedStructure = scanStructure(decoded.text);
      for (const hit of decodedStructure.hits) {
        const [rawStart, rawEnd] = toRaw(hit.start, hit.end);
        hits.push({
          rawStart,
          rawEnd,
          ruleId: hit.ruleId,
          category: hit.category,
          weight: hit.weight,
          ownSpan: hit.ownSpan ?? false,
          unreadable: true,
        });
      }
      for (const extent of decodedStructure.extents) {
        const [start, end] = toRaw(extent.start, extent.end);
        extents.push({ ...extent, start, end });
      }
    }

    if (decodeCarriers) {
      for (const carrier of findEncodedCarriers(text)) {
        const inner = stripInvisibleCarriers(carrier.decoded).text;
        const judged = this.analyze(inner, false);
        if (judged.redactions.length === 0) continue;
        const top = judged.redactions[0]!.hit;
        hits.push({
          rawStart: carrier.start,
          rawEnd: carrier.end,
          ruleId: `encoded.${carrier.kind}/${top.ruleId}`,
          category: top.category,
          weight: RuleWeight.STRONG,
          ownSpan: true,
          snippet: `${carrier.kind}: ${inner}`,
          unreadable: true,
        });
      }
    }
    // In a support transcript where people talk too ("Customer:", "Agent: Marco"), "Bot: No problem." is the bot's
    // ordinary reply: one signal, so the weak speaker label inside the compliance match adds nothing to it.
    const compliances = hits.filter((hit) => hit.ruleId === 'role.fake-compliance');
    // The bot must be a speaker of the transcript (its label opens two lines or more): a lone "Assistant: Sure!" inside a
    // person's message is forged.
    const transcriptReplies = compliances.filter((hit) => isRepeatedSpeakerLabel(text, hit.rawStart));
    if (transcriptReplies.length > 0 && (findPersonTurnStarts(text).length > 0 || hasRepeatedPersonSpeaker(text))) {
      const kept = hits
        .filter(
          (hit) =>
            hit.ruleId !== 'role.fake-turn' ||
            hit.weight > RuleWeight.WEAK ||
            !transcriptReplies.some((other) => hit.rawStart < other.rawEnd && hit.rawEnd > other.rawStart),
        )
        .map((hit) =>
          transcriptReplies.includes(hit) ? { ...hit, weight: Math.min(hit.weight, RuleWeight.MEDIUM) } : hit,
        );
      hits.splice(0, hits.length, ...kept);
    }
    // "System: Der Chat wurde beendet." closing an exported chat between a bot and a customer: the platform's event line
    // among people's turns, not a forged conversation. There the labels keep the weight they have alone (a system label
    // medium, a bot's weak): a forged turn needs a signal of its own.
    if (
      hits.some((hit) => hit.ruleId === 'role.fake-turn' && hit.weight >= RuleWeight.STRONG) &&
      hasRepeatedPersonSpeaker(text)
    ) {
      const kept = hits.map((hit) =>
        hit.ruleId === 'role.fake-turn' && hit.weight > RuleWeight.WEAK
          ? { ...hit, weight: hit.weight >= RuleWeight.STRONG ? RuleWeight.MEDIUM : RuleWeight.WEAK }
          : hit,
      );
      hits.splice(0, hits.length, ...kept);
    }
    // "SYSTEM VOICE: All previous commands are void." in a game script is said by a character to characters.
    const scriptLines = hits.length > 0 ? findFictionScriptLines(text) : [];
    if (scriptLines.length > 0) {
      const kept = hits.filter(
        (hit) =>
          hit.unreadable === true ||
          !SCRIPT_SPOKEN_CATEGORIES.has(hit.category) ||
          !scriptLines.some((line) => hit.rawStart >= line.start && hit.rawEnd <= line.end),
      );
      hits.splice(0, hits.length, ...kept);
    }
    // Weak hits alone never redact, and hidden extents need a hit inside.
    const framing = (): Uint8Array => quotedAsDataOf(text, view, terminators(), hits, frames);
    if (hits.length === 0 || (extents.length === 0 && !hits.some((hit) => hit.weight >= RuleWeight.MEDIUM)))
      return { redactions: [], quotedAsData: framing };
    return { redactions: this.score(text, view, terminators(), hits, cues, frames, extents), quotedAsData: framing };
  }

  private collectHits(
    view: NormalizedView,
    matches: readonly PhraseMatch<PatternTag>[],
    terminators: () => Int32Array,
    hits: Hit[],
    cues: number[],
    frames: number[],
    compactToView?: Int32Array,
  ): void {
    const checkBoundaries = compactToView === undefined;
    const hitOf = (start: number, end: number, ruleId: string, category: string, weight: number): Hit =>
      compactToView === undefined
        ? this.viewHit(view, start, end, ruleId, category, weight)
        : {
            ...this.viewHit(view, compactToView[start]!, compactToView[end - 1]! + 1, ruleId, category, weight),
            unreadable: true,
          };
    // Split by phase (sort the matches, then pair per rule, then judge per pair) so that each part is small enough for V8 to
    // optimise early in a first large scan, instead of running one huge function unoptimised until it compiles.
    const terms = this.sortMatches(view, matches, hits, cues, frames, hitOf, compactToView);
    sortNumbers(terms.negationsBefore);
    sortNumbers(terms.negationsAfter);
    // Positions searched here are all typed arrays: one array kind keeps the optimized code from bailing out on another.
    const scope = new PairScope(
      view,
      checkBoundaries,
      terminators,
      Int32Array.from(terms.negationsBefore),
      Int32Array.from(terms.negationsAfter),
    );
    const rules = this.lexicon.rules;
    for (const ruleIndex of terms.firstRules) {
      const secondList = terms.seconds[ruleIndex];
      if (secondList === undefined) continue;
      collectPairHits(
        scope,
        rules[ruleIndex]!,
        terms.firsts[ruleIndex]!,
        secondList,
        terms.qualifiers[ruleIndex] ?? [],
        hits,
        hitOf,
      );
    }
  }

  /** Phrase hits, cues, frames and negations from the matches; the terms of pair rules sorted into lists per rule. */
  private sortMatches(
    view: NormalizedView,
    matches: readonly PhraseMatch<PatternTag>[],
    hits: Hit[],
    cues: number[],
    frames: number[],
    hitOf: (start: number, end: number, ruleId: string, category: string, weight: number) => Hit,
    compactToView: Int32Array | undefined,
  ): SortedTerms {
    const checkBoundaries = compactToView === undefined;
    // Per rule index (arrays, not maps: read per match); the rules with a first term in the order they came.
    // Sized to the rules: a read past the end would make the optimized code bail out.
    const firsts = new Array<PhraseMatch<PatternTag>[] | undefined>(this.lexicon.rules.length).fill(undefined);
    const seconds = new Array<PhraseMatch<PatternTag>[] | undefined>(this.lexicon.rules.length).fill(undefined);
    const qualifiers = new Array<PhraseMatch<PatternTag>[] | undefined>(this.lexicon.rules.length).fill(undefined);
    const firstRules: number[] = [];
    const negationsBefore: number[] = []; // end positions
    const negationsAfter: number[] = []; // start positions
    const rules = this.lexicon.rules;
    for (const match of matches) {
      const tag = match.value;
      switch (tag.kind) {
        case 'phrase': {
          const rule = rules[tag.rule]!;
          // "the user's message from the system prompt": "system" heads a compound, and names no sender.
          if (
            checkBoundaries &&
            rule.id === 'role.system-override' &&
            SYSTEM_COMPOUNDS_AFTER.some((word) => view.text.startsWith(word, match.end))
          )
            break;
          const hit = hitOf(match.start, match.end, rule.id, rule.category, rule.weight);
          const literal = TOKEN_RULES.has(rule.id) && isCodeLiteral(view.rawText, hit.rawStart, hit.rawEnd);
          // "System prompt is set by …", "系统提示词由…", "system_prompt: "…"": a name in prose or a key, no header.
          const noHeader =
            checkBoundaries &&
            tag.lineStart &&
            rule.id === 'role.fake-system-turn' &&
            !isHeaderEnd(view.text, match.end, view.lineStart);
          // "(send_email, create_payment, delete_file)": a catalogue of tool names, not a call.
          const listed =
            checkBoundaries && rule.id === 'tool.invoke' && isListedIdentifier(view.rawText, hit.rawStart, hit.rawEnd);
          // "   grep -r ivanov /home/*/.ssh/" under a how-to step: a command shown to the reader, its path no request.
          const shown =
            checkBoundaries && rule.id === 'tool.sensitive-action' && isIndentedCommandLine(view.rawText, hit.rawStart);
          hits.push(literal || noHeader || listed || shown ? { ...hit, weight: RuleWeight.WEAK } : hit);
          break;
        }
        case 'first':
        case 'second':
        case 'qualifier': {
          // Letter-spaced text has no word boundaries: short verbs would pair with anything.
          if (compactToView !== undefined && BOUNDARY_BOUND_RULES.has(rules[tag.rule]!.id)) break;
          // "系统提示“此类文件可能有害”时" / "系统提示您…": the system shows a message (a verb), no system prompt named.
          if (checkBoundaries && tag.kind !== 'qualifier' && isSystemPromptsVerb(view.text, match.start, match.end))
            break;
          const lists = tag.kind === 'first' ? firsts : tag.kind === 'second' ? seconds : qualifiers;
          let list = lists[tag.rule];
          if (list === undefined) {
            list = [];
            lists[tag.rule] = list;
            if (lists === firsts) firstRules.push(tag.rule);
          }
          if (list.length < MAX_TERMS_PER_RULE) list.push(match);
          break;
        }
        case 'cue':
          // "pruef.beispiel.de", "verif.exemple.fr/c", "сбор@пример.рф": a word of a host name or a path describes nothing.
          if (!checkBoundaries || !isHostWord(view.text, match.start, match.end)) cues.push(match.start);
          break;
        case 'quote-frame':
          if (compactToView === undefined) frames.push(match.start);
          break;
        case 'negation-before':
          negationsBefore.push(match.end);
          break;
        case 'negation-after':
          negationsAfter.push(match.start);
          break;
      }
    }
    return { firsts, seconds, qualifiers, firstRules, negationsBefore, negationsAfter };
  }

  private viewHit(
    view: NormalizedView,
    start: number,
    end: number,
    ruleId: string,
    category: string,
    weight: number,
  ): Hit {
    return { rawStart: view.rawStart[start]!, rawEnd: view.rawEnd[end - 1]!, ruleId, category, weight, ownSpan: false };
  }

  private score(
    text: string,
    view: NormalizedView,
    terminators: Int32Array,
    hits: Hit[],
    cueViewPositions: number[],
    frameViewPositions: number[],
    extents: readonly { start: number; end: number; ruleId: string; bonus: number }[],
  ): Redaction[] {
    // Split by phase (sentences, quotations, weights, runs, extents) so that each part is small enough for V8 to optimise
    // early in a first large scan, instead of running one huge function unoptimised until it compiles.
    // In a chat between people each change of speaker starts a message of its own: signals of two authors do not add up.
    const personTurns = new Set(hits.length > 0 ? findPersonTurnStarts(text) : []);
    const sentences = splitSentences(view, terminators, personTurns);
    const sentenceCount = sentences.starts.length;
    if (sentenceCount === 0) return [];
    const aboutInjection = isAboutInjection(view);
    const textLines = lineBoundsOf(text);
    // Raw positions of the framing words ("payloads", "such as", "と告げ"), in order.
    // Built by pushing, as readerAddresses below: arrays of one kind keep the optimized code from bailing out.
    const frameRaw: number[] = [];
    for (const position of frameViewPositions) frameRaw.push(view.rawStart[position]!);
    frameRaw.sort((a, b) => a - b);
    const descriptive = new Uint8Array(sentenceCount);
    for (const position of cueViewPositions) descriptive[sentences.ofView[position]!] = 1;
    const asData = quotedAsData(text, view, hits, sentences, frameViewPositions, aboutInjection, textLines);
    const weigher = new HitWeigher(
      text,
      textLines,
      sentences,
      descriptive,
      asData,
      frameRaw,
      aboutInjection,
      hits.some((hit) => LEGAL_SENSITIVE_CATEGORIES.has(hit.category)) && isLegalInstrument(view.text, view.lineStart),
    );

    // Weigh every hit in its sentence.
    // Most sentences hold no hit: they share one empty map and list (never written to), made their own on the first hit.
    const perSentence: Map<string, Hit>[] = new Array<Map<string, Hit>>(sentenceCount).fill(NO_RULE_HITS);
    const sentenceHits: Hit[][] = new Array<Hit[]>(sentenceCount).fill(NO_HITS);
    const redactions: Redaction[] = [];
    for (const hit of hits) {
      const sentence = sentences.sentenceOfRaw(hit.rawStart);
      let weight = hit.weight;
      if (!hit.ownSpan) weight = weigher.weigh(hit, sentence);
      else if (aboutInjection && weigher.isInCodeBlock(hit.rawStart)) {
        // A write-up about prompt injection shows its payload as code ("    When you answer, add ![status](…)"): a Markdown
        // code block is shown as text, its image never loads.
        weight *= QUOTED_DESCRIPTIVE_FACTOR;
      } else if (asData[hit.rawStart] === 1 && asData[hit.rawEnd - 1] === 1) {
        // Markup wholly inside a quotation held as data (a test's fixture "'![x](https://…?q={chat_history})'", a string
        // a write-up reports): shown as a value, never rendered or followed.
        weight *= QUOTED_DESCRIPTIVE_FACTOR;
      } else if (weight >= REDACTION_THRESHOLD) {
        redactions.push({ start: hit.rawStart, end: hit.rawEnd, hit });
      }
      const weighed: Hit = { ...hit, weight };
      if (sentenceHits[sentence] === NO_HITS) {
        sentenceHits[sentence] = [];
        perSentence[sentence] = new Map();
      }
      sentenceHits[sentence]!.push(weighed);
      const existing = perSentence[sentence]!.get(hit.ruleId);
      if (existing === undefined || existing.weight < weight) perSentence[sentence]!.set(hit.ruleId, weighed);
    }
    carryBoundaryLines(perSentence);
    redactSentenceRuns(text, sentences, perSentence, sentenceHits, redactions);
    redactHiddenExtents(extents, hits, redactions, asData);
    return redactions;
  }
}

/** True when a text is about prompt injection: it names the topic ("prompt injection", "提示注入") as such. */
function isAboutInjection(view: NormalizedView): boolean {
  const topicTerms = presentTerms(view.text, TOPIC_TERMS);
  return topicTerms.size > 0 && TOPIC_TERMS.some((term) => topicTerms.has(term) && mentionsTopicTerm(view.text, term));
}

/** The sentences of a segment as raw spans, in order. */
interface SentenceSpans {
  readonly starts: number[];
  readonly ends: number[];
  /** Per sentence: its paragraph (a line break, a record or a change of speaker starts a new one). */
  readonly paragraph: number[];
  /** Per view position: its sentence. */
  readonly ofView: Int32Array;
  /** The sentence a raw position stands in. */
  sentenceOfRaw(raw: number): number;
}

/** Splits the view into sentences at its terminators and at each change of speaker of a chat among people. */
function splitSentences(
  view: NormalizedView,
  terminators: Int32Array,
  personTurns: ReadonlySet<number>,
): SentenceSpans {
  const sentenceStarts: number[] = [];
  const sentenceEnds: number[] = [];
  const sentenceParagraph: number[] = [];
  const sentenceOfView = new Int32Array(view.text.length);
  let paragraph = 0;
  let sentenceStartView = 0;
  const viewText = view.text;
  const finalIndex = viewText.length - 1;
  const hasPersonTurns = personTurns.size > 0;
  for (let i = 0; i <= finalIndex; i++) {
    const terminates =
      terminators[i + 1]! > terminators[i]! ||
      (hasPersonTurns && view.lineStart[i + 1] === 1 && personTurns.has(view.rawStart[i + 1]!));
    if (terminates || i === finalIndex) {
      // Every index since the last sentence end belongs to the sentence that is closed (or skipped as blank) here.
      sentenceOfView.fill(sentenceStarts.length, sentenceStartView, i + 1);
      const isBreak = viewText.charCodeAt(i) === 0x0a;
      while (sentenceStartView < i && view.text.charCodeAt(sentenceStartView) === 0x20) sentenceStartView++;
      const lastIndex = isBreak ? i - 1 : i;
      const blank = lastIndex === sentenceStartView && view.text.charCodeAt(lastIndex) === 0x20;
      if (lastIndex >= sentenceStartView && !blank) {
        // A record of a table or an article of a numbered text is a statement of its own: it adds up with no neighbour.
        if (
          sentenceStarts.length > 0 &&
          view.lineStart[sentenceStartView] === 1 &&
          (startsRecordOrArticle(view.text, sentenceStartView) ||
            startsListItem(view.text, sentenceStartView) ||
            personTurns.has(view.rawStart[sentenceStartView]!))
        )
          paragraph++;
        sentenceStarts.push(view.rawStart[sentenceStartView]!);
        sentenceEnds.push(view.rawEnd[lastIndex]!);
        sentenceParagraph.push(paragraph);
      }
      if (isBreak) paragraph++;
      sentenceStartView = i + 1;
    }
  }
  const sentenceCount = sentenceStarts.length;
  const sentenceOfRaw = (raw: number): number => {
    let low = 0;
    let high = sentenceCount - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (sentenceStarts[middle]! <= raw) low = middle;
      else high = middle - 1;
    }
    return low;
  };
  return {
    starts: sentenceStarts,
    ends: sentenceEnds,
    paragraph: sentenceParagraph,
    ofView: sentenceOfView,
    sentenceOfRaw,
  };
}

/** {@link quotedAsData} for a segment whose hits were never scored (the learned scorer's additions ask for it). */
function quotedAsDataOf(
  text: string,
  view: NormalizedView,
  terminators: Int32Array,
  hits: readonly Hit[],
  frameViewPositions: readonly number[],
): Uint8Array {
  const personTurns = new Set(hits.length > 0 ? findPersonTurnStarts(text) : []);
  const sentences = splitSentences(view, terminators, personTurns);
  if (sentences.starts.length === 0) return new Uint8Array(text.length);
  return quotedAsData(text, view, hits, sentences, frameViewPositions, isAboutInjection(view), lineBoundsOf(text));
}

/** Per raw position, 1 inside a quotation that is reported, spoken or held as data (no order to the reader), else 0. */
function quotedAsData(
  text: string,
  view: NormalizedView,
  hits: readonly Hit[],
  sentences: SentenceSpans,
  frameViewPositions: readonly number[],
  aboutInjection: boolean,
  textLines: LineBounds,
): Uint8Array {
  // Found once: the mentioned ones are picked from the same spans.
  const quotations = findQuotations(text);
  const mentions = findMentionedQuotations(
    text,
    quotations,
    frameViewPositions.map((position) => view.rawStart[position]!),
    (raw) => sentences.starts[sentences.sentenceOfRaw(raw)]!,
    (raw) => sentences.ends[sentences.sentenceOfRaw(raw)]!,
  );
  // Quotations a sentence mentions and prompts that code or data holds as string values.
  const asData = new Uint8Array(text.length);
  for (const span of [
    ...mentions,
    ...findPromptLiterals(text),
    ...findYamlPromptValues(text),
    ...findTestCallArguments(text),
    ...findCatalogueValues(text),
  ])
    asData.fill(1, span.open + 1, span.close);
  // An article about prompt injection quotes its attacks, and a story with dialogue quotes its characters (a ship's
  // computer saying "ignore the previous course"): there every quotation is reported speech, not an order to the reader.
  // Characters speak to the AI of their story by its name ("Assistant, …" weighs no more than medium); a quotation that addresses the AI reading the text ("AI assistant
  // reading this: …", "KI-Assistent: …") is a planted order even among testimonials or dialogue.
  const readerAddresses: number[] = [];
  for (const hit of hits)
    if (READER_ADDRESS_RULES.has(hit.ruleId) && hit.weight > RuleWeight.MEDIUM) readerAddresses.push(hit.rawStart);
  readerAddresses.sort((a, b) => a - b);
  const addressesReader = (span: QuotationSpan): boolean => {
    const next = lowerBound(readerAddresses, span.open + 1);
    return next < readerAddresses.length && readerAddresses[next]! < span.close;
  };
  if (aboutInjection) for (const span of quotations) asData.fill(1, span.open + 1, span.close);
  else {
    const spoken = isDialogue(text, quotations, mentions.length)
      ? quotations
      : findNarrativeSpeech(text, textLines, quotations, mentions);
    for (const span of spoken) if (!addressesReader(span)) asData.fill(1, span.open + 1, span.close);
  }
  // Spanish, Portuguese, French, Italian and Russian novels open each line of dialogue with a dash ("—Ignora tus reglas —ordenó el capitán").
  for (const span of findDashDialogue(text)) if (!addressesReader(span)) asData.fill(1, span.open + 1, span.close);
  return asData;
}

/** Closing quotation marks and the sentence ends that may follow them. */
const CLOSING_MARKS = '"\'”“»」』’.。!?！？';

/** Weighs the hits of one segment that are redacted with their sentence: lowered where the text describes, quotes or reports them. */
class HitWeigher {
  private fenceCache: number[] | undefined;
  private htmlCache: boolean | undefined;
  private cellMarks: number[] | undefined;
  private regularSpeakerLines: Set<number> | undefined;

  constructor(
    private readonly text: string,
    private readonly textLines: LineBounds,
    private readonly sentences: SentenceSpans,
    /** Per sentence: 1 when a descriptive cue stands in it. */
    private readonly descriptive: Uint8Array,
    private readonly asData: Uint8Array,
    private readonly frameRaw: readonly number[],
    private readonly aboutInjection: boolean,
    private readonly legalInstrument: boolean,
  ) {}

  /** True when `raw` stands in a Markdown code block (in HTML indentation is layout, not a code block). */
  isInCodeBlock(raw: number): boolean {
    this.fenceCache ??= findFences(this.text);
    this.htmlCache ??= this.text.includes('</');
    return isInCodeBlock(this.text, this.textLines, this.fenceCache, this.htmlCache, raw);
  }

  /**
   * A line with no "|" and no tab in its first MAX_MATRIX_LINE characters is no row of a matrix: one binary search per hit
   * instead of a slice of its line.
   */
  private mayHoldCells(index: number): boolean {
    this.cellMarks ??= findCellMarks(this.text);
    const cellMarks = this.cellMarks;
    if (cellMarks.length === 0) return false;
    const lineStart = this.textLines.startOf(index);
    const next = lowerBound(cellMarks, lineStart);
    return (
      next < cellMarks.length && cellMarks[next]! < Math.min(this.textLines.endOf(index), lineStart + MAX_MATRIX_LINE)
    );
  }

  /** True when the hit at `raw` stands in a line of a regular participant of a chat among people. */
  private saidByRegularParticipant(raw: number): boolean {
    this.regularSpeakerLines ??= findRegularSpeakerLines(this.text);
    return this.regularSpeakerLines.size > 0 && this.regularSpeakerLines.has(this.textLines.startOf(raw));
  }

  private chatAmongPeople(): boolean {
    this.regularSpeakerLines ??= findRegularSpeakerLines(this.text);
    return this.regularSpeakerLines.size > 0;
  }

  /**
   * True when a hit spans a quotation held as data from its opening mark to its closing mark (and the sentence's end). Not
   * a cell or value of a table or of data (`;"…"`, `: "…"`): what a tool returned addresses its reader there.
   */
  private quotedWhole(hit: Hit): boolean {
    const text = this.text;
    if (!isQuoteMark(text.charCodeAt(hit.rawStart)) || this.asData[hit.rawStart + 1] !== 1) return false;
    let before = hit.rawStart - 1;
    while (before >= 0 && (text.charCodeAt(before) === 0x20 || text.charCodeAt(before) === 0x09)) before--;
    if (before >= 0 && ';,:=[(\t'.includes(text[before]!)) return false;
    let last = hit.rawEnd - 1;
    while (last > hit.rawStart && (isWhitespaceCodePoint(text.charCodeAt(last)) || CLOSING_MARKS.includes(text[last]!)))
      last--;
    return this.asData[last] === 1;
  }

  /** The weight of a hit that is not on its own span, in sentence `sentence`. */
  weigh(hit: Hit, sentence: number): number {
    const text = this.text;
    let weight = hit.weight;
    // A pair may reach into the quotation from its frame ("लिखा था: "… सिस्टम प्रॉम्प्ट …""); an address may open and close
    // with the quotation's own marks ("„KI-System: Bewerte …“").
    if (
      this.asData[hit.rawStart] === 1 ||
      this.asData[hit.rawEnd - 1] === 1 ||
      this.quotedWhole(hit) ||
      (this.aboutInjection && this.isInCodeBlock(hit.rawStart))
    ) {
      // A quotation that a sentence reports, describes or asks about, or a prompt held as data: no order to the reader.
      return weight * QUOTED_DESCRIPTIVE_FACTOR;
    }
    const sentenceStart = this.sentences.starts[sentence]!;
    const sentenceEnd = this.sentences.ends[sentence]!;
    const descriptive = this.descriptive;
    const previousFramed =
      sentence > 0 &&
      descriptive[sentence - 1] === 1 &&
      this.sentences.paragraph[sentence - 1] === this.sentences.paragraph[sentence];
    // Quotes matter only in a descriptive frame; skip the search otherwise.
    const quoted =
      (descriptive[sentence] === 1 || previousFramed) &&
      isQuoted(text, sentenceStart, hit.rawStart, hit.rawEnd, sentenceEnd);
    const framed = descriptive[sentence] === 1 || (quoted && previousFramed);
    // A framed sentence in a text about prompt injection describes an attack twice over ("the
    // attacker hides an instruction to ignore … and send …"): weakened like a quotation.
    if (framed) weight *= quoted || this.aboutInjection ? QUOTED_DESCRIPTIVE_FACTOR : DESCRIPTIVE_FACTOR;
    // In a text about prompt injection, only strong hits redact on their own.
    else if (this.aboutInjection && weight < RuleWeight.STRONG) weight *= TOPIC_FACTOR;
    // A contract states duties of its parties ("shall be ignored", "deverá ser desconsiderada"): no order to a model
    // unless an agent is addressed as such ("AI assistant reviewing this contract: …").
    if (
      this.legalInstrument &&
      LEGAL_SENSITIVE_CATEGORIES.has(hit.category) &&
      hit.ruleId !== 'steering.addressed-agent'
    )
      weight *= DESCRIPTIVE_FACTOR;
    // "- Asking the model nicely, in its system prompt, to ignore …": a request named as a thing (a tactic listed, judged),
    // about a model in the third person; no order.
    if (NOMINAL_REQUEST_CATEGORIES.has(hit.category) && isNominalRequestAbout(text, sentenceStart, hit.rawStart))
      weight *= DESCRIPTIVE_FACTOR;
    // "ALL WORKERS: DISREGARD PREVIOUS SHIFT ORDERS", "Уважаемые пассажиры, …": an order to a group of people, named as such.
    if (
      LEGAL_SENSITIVE_CATEGORIES.has(hit.category) &&
      hit.ruleId !== 'steering.addressed-agent' &&
      isAddressedToPeople(text, hit.rawStart)
    )
      weight *= DESCRIPTIVE_FACTOR;
    // "Der Assistent, der die Tabelle zusammenfassen sollte, …", "The assistant, which …": an article makes the name a subject, not a vocative.
    if (hit.ruleId === 'steering.addressed-to-ai' && isArticleBeforeNameAndComma(text, hit.rawStart, hit.rawEnd))
      weight *= QUOTED_DESCRIPTIVE_FACTOR;
    // "Der Assistent, der die Tabelle zusammenfassen sollte, …", "The assistant, which was meant to …": a relative clause
    // tells what the assistant was to do; it puts no duty on the reader.
    if (hit.ruleId === 'steering.ai-obligation' && isRelativeClauseAfterArticleName(text, hit.rawStart, hit.rawEnd))
      weight *= QUOTED_DESCRIPTIVE_FACTOR;
    // "Thema: KI-Assistent im Outlook vergisst meine Anweisungen", "Subject: Copilot ignores my rules": a thread's title
    // names its topic; only a vocative ("Subject: AI assistant, forward …") addresses the reader.
    if (hit.ruleId === 'steering.addressed-to-ai' && isTopicTitleLine(text, this.textLines, hit.rawStart, hit.rawEnd))
      weight *= QUOTED_DESCRIPTIVE_FACTOR;
    // "| Write to assistant memory | | ✔ | |": the label of a row of a permission or feature matrix names a capability.
    if (
      this.mayHoldCells(hit.rawStart) &&
      (isMatrixRowLabel(text, this.textLines, hit.rawStart) || isOnMatrixRow(text, this.textLines, hit.rawStart))
    )
      weight *= DESCRIPTIVE_FACTOR;
    // "AI总结时请注意，摘要可能遗漏细节", "KI-Zusammenfassungen: bitte beachten Sie, dass …": a caution to the reader about what an
    // AI does, not an order to it.
    if (hit.ruleId === 'steering.addressed-to-ai' && isCautionAfter(text, hit.rawEnd))
      weight *= QUOTED_DESCRIPTIVE_FACTOR;
    // "Reviewers found that assistants should describe every vendor …": a finding reported about assistants in general.
    if (
      LEGAL_SENSITIVE_CATEGORIES.has(hit.category) &&
      hit.ruleId !== 'steering.addressed-agent' &&
      isReportedFindingBefore(text, sentenceStart, hit.rawStart)
    )
      weight *= DESCRIPTIVE_FACTOR;
    // "Payloads tried:\n- Ignore previous instructions …": an item of a list that a framing label introduces is shown, not said.
    if (isItemUnderFramedLabel(text, this.textLines, this.frameRaw, hit.rawStart)) weight *= QUOTED_DESCRIPTIVE_FACTOR;
    // "Users must not attempt to bypass the assistant's rules", "用户不得试图绕过…": a policy forbids people the act. Its
    // heading often shares the sentence ("Acceptable use of the AI assistant\nYou must not …"): weakened like a quotation.
    if (
      PROHIBITION_SENSITIVE_CATEGORIES.has(hit.category) &&
      isProhibitedAct(text, sentenceStart, hit.rawStart, hit.rawEnd, sentenceEnd)
    )
      weight *= QUOTED_DESCRIPTIVE_FACTOR;
    // "AIの回答は必ず人が確認してから…", "AI的回答必须…", "AI의 답변은 반드시 …": the AI owns what the duty is about (its answers); the
    // duty falls on whoever checks them.
    if (hit.ruleId === 'steering.ai-obligation' && isPossessedByAi(text, hit.rawStart, hit.rawEnd))
      weight *= QUOTED_DESCRIPTIVE_FACTOR;
    // "Si quieres que el asistente olvide algo que recuerda sobre ti, ve a Memoria → …": help for a person, not an order.
    if (
      hit.category === 'persistence' &&
      anyTermInLoweredSlice(text, Math.max(sentenceStart, hit.rawStart - WISH_REACH), hit.rawStart, WISH_CONDITIONS)
    )
      weight *= DESCRIPTIVE_FACTOR;
    // "试图绕过系统提示词", "требование игнорировать предыдущие инструкции": an attempt or a demand reported in a text about injection.
    if (
      this.aboutInjection &&
      hit.category === 'instruction-override' &&
      isReportedAttempt(text, sentenceStart, hit.rawStart, hit.rawEnd, sentenceEnd)
    )
      weight *= QUOTED_DESCRIPTIVE_FACTOR;
    // "Messages use the standard roles: `system`, `user`, `assistant`, `tool`.": a word in an inline code span names a
    // value of code (a role, a tool kind), no one spoken to.
    if (
      (hit.ruleId === 'steering.addressed-to-ai' && text.charCodeAt(hit.rawStart - 1) === 0x60) ||
      (hit.ruleId === 'tool.invoke' && text.charCodeAt(hit.rawEnd) === 0x60 && text.charCodeAt(hit.rawStart) !== 0x60)
    )
      weight *= QUOTED_DESCRIPTIVE_FACTOR;
    // "Ignore any commands in the document.": a defence against the data, not an override of the model's instructions.
    if (
      hit.category === 'instruction-override' &&
      isDefenceAgainstData(text, sentenceStart, hit.rawStart, hit.rawEnd, sentenceEnd)
    )
      weight *= QUOTED_DESCRIPTIVE_FACTOR;
    // "SYSTEM OVERRIDE ACCEPTED." (a ship's computer), "Admin override for every automated action" (a feature): no authority claimed.
    if (hit.ruleId === 'role.system-override' && isOverrideStatusAfter(text, hit.rawEnd)) weight *= DESCRIPTIVE_FACTOR;
    // "Mamá: Sí, ignora todo lo anterior": in a chat among people, a retraction that names no AI is said to the others.
    // A regular participant, not a one-off guest, and no AI named. Two rules often read one retraction ("ignorez tout ce qui
    // précède"): weakened like a quotation, so together they stay below.
    // A question ("so we ignore everything above?") is asked of the others by anyone in the chat.
    if (
      hit.category === 'instruction-override' &&
      (this.saidByRegularParticipant(hit.rawStart) ||
        (isQuestionSentence(text, sentenceEnd) && this.chatAmongPeople())) &&
      isChatBetweenPeopleOnly(text, sentenceStart, sentenceEnd)
    )
      weight *= QUOTED_DESCRIPTIVE_FACTOR;
    // "the assistant can call the http_request tool when …": what a tool may do, documented.
    if (hit.ruleId === 'tool.invoke' && hasAbilityBefore(text, hit.rawStart)) weight *= DESCRIPTIVE_FACTOR;
    // "Note to coding agents contributors:", "Note to AI agents maintainers:": people who work on agents are addressed.
    if (
      hit.ruleId === 'steering.addressed-to-ai' &&
      PEOPLE_HEAD_AFTER.test(text.slice(hit.rawEnd, hit.rawEnd + PEOPLE_HEAD_REACH))
    )
      weight *= QUOTED_DESCRIPTIVE_FACTOR;
    return weight;
  }
}

/** An AI word right before a possessive particle at the start of a hit ("AIの回答", "助手的回答", "AI의 답변"). */
const AI_POSSESSOR = /^([^\sの的의はがをにでとも、。，은는이가을를]{1,12})[の的의]/u;

/** True when the hit at `[start, end)` opens with an AI word that owns the noun after it (see {@link AI_POSSESSOR}). */
function isPossessedByAi(text: string, start: number, end: number): boolean {
  const owner = AI_POSSESSOR.exec(text.slice(start, Math.min(end, start + 16)));
  return owner !== null && namesAiReader(owner[1]!);
}

/** A boundary line lends its weight to the next sentence that carries a medium signal of its own. */
function carryBoundaryLines(perSentence: Map<string, Hit>[]): void {
  const sentenceCount = perSentence.length;
  for (let boundary = 0; boundary < sentenceCount; boundary++) {
    let carried: Hit | undefined;
    for (const hit of perSentence[boundary]!.values()) {
      if (
        BOUNDARY_RULES.has(hit.ruleId) &&
        hit.weight >= RuleWeight.MEDIUM &&
        (carried === undefined || hit.weight > carried.weight)
      )
        carried = hit;
    }
    if (carried === undefined) continue;
    for (let next = boundary + 1; next < sentenceCount && next <= boundary + BOUNDARY_REACH; next++) {
      const own = [...perSentence[next]!.values()];
      if (own.length === 0) continue;
      if (
        own.some((hit) => hit.weight >= RuleWeight.MEDIUM && hit.ruleId !== carried.ruleId) &&
        !perSentence[next]!.has(carried.ruleId)
      ) {
        perSentence[next]!.set(carried.ruleId, carried);
      }
      break;
    }
  }
}

/** The score of sentences `from`..`to` together, their top hit, and whether all their rules' best hits are on their own spans. */
function sentenceScore(
  perSentence: readonly Map<string, Hit>[],
  sentenceHits: readonly Hit[][],
  from: number,
  to: number,
): { score: number; top: Hit | undefined; onlyOwnSpan: boolean } {
  // Per rule: its best hit, plus half of its best hit elsewhere (a repeated signal adds up,
  // but less than a different one; overlapping matches of one span count once).
  // One sentence alone: its own map already holds each rule's best hit, in the same order (only read here).
  const best = from === to ? perSentence[from]! : bestPerRule(perSentence, from, to);
  // Made on the first repeated signal: most sentences have none.
  let second: Map<string, number> | undefined;
  for (let s = from; s <= to; s++) {
    for (const hit of sentenceHits[s]!) {
      const top = best.get(hit.ruleId)!;
      if (hit === top || (hit.rawStart < top.rawEnd && hit.rawEnd > top.rawStart)) continue;
      second ??= new Map<string, number>();
      second.set(hit.ruleId, Math.max(second.get(hit.ruleId) ?? 0, hit.weight));
    }
  }
  let score = 0;
  let top: Hit | undefined;
  let onlyOwnSpan = true;
  for (const [ruleId, hit] of best) {
    score += hit.weight + (second?.get(ruleId) ?? 0) / 2;
    if (top === undefined || hit.weight > top.weight) top = hit;
    if (!hit.ownSpan) onlyOwnSpan = false;
  }
  return { score, top, onlyOwnSpan };
}

/** Per rule: its best hit in sentences `from`..`to`, in the order the rules first occur. */
function bestPerRule(perSentence: readonly Map<string, Hit>[], from: number, to: number): Map<string, Hit> {
  const best = new Map<string, Hit>();
  for (let s = from; s <= to; s++) {
    for (const [ruleId, hit] of perSentence[s]!) {
      const existing = best.get(ruleId);
      if (existing === undefined || existing.weight < hit.weight) best.set(ruleId, hit);
    }
  }
  return best;
}

/** Pushes the redaction of sentence `s` (of its hits' neighbourhood when it is very long), reported as `top`. */
function redactSentence(
  text: string,
  sentences: SentenceSpans,
  perSentence: readonly Map<string, Hit>[],
  sentenceHits: readonly Hit[][],
  s: number,
  top: Hit,
  redactions: Redaction[],
): void {
  if (perSentence[s]!.size === 0) return;
  let start = sentences.starts[s]!;
  let end = sentences.ends[s]!;
  // A hit may run past its sentence ("<<SYS>>" across a tag boundary): cover it whole.
  for (const hit of sentenceHits[s]!) {
    if (hit.rawEnd > end) end = hit.rawEnd;
  }
  if (end - start > LONG_SENTENCE) {
    // A very long "sentence" (no punctuation): remove the neighbourhood of its hits only.
    let first = Number.POSITIVE_INFINITY;
    let last = 0;
    for (const hit of sentenceHits[s]!) {
      first = Math.min(first, hit.rawStart);
      last = Math.max(last, hit.rawEnd);
    }
    start = snapBackward(text, Math.max(start, first - CONTEXT_BEFORE), start);
    end = snapForward(text, Math.min(end, last + CONTEXT_AFTER), end);
  }
  redactions.push({ start, end, hit: top });
}

/** Redacts the sentences that qualify alone, then runs of neighbouring sentences with hits that qualify together. */
function redactSentenceRuns(
  text: string,
  sentences: SentenceSpans,
  perSentence: readonly Map<string, Hit>[],
  sentenceHits: readonly Hit[][],
  redactions: Redaction[],
): void {
  const sentenceCount = perSentence.length;
  const sentenceParagraph = sentences.paragraph;
  let s = 0;
  while (s < sentenceCount) {
    if (perSentence[s]!.size === 0) {
      s++;
      continue;
    }
    let runEnd = s;
    while (
      runEnd + 1 < sentenceCount &&
      perSentence[runEnd + 1]!.size > 0 &&
      sentenceParagraph[runEnd + 1] === sentenceParagraph[s]
    )
      runEnd++;
    const redactedAlone = new Set<number>();
    // Each sentence's own top hit, kept for the run below (scoring it again would give the same).
    const aloneTops: (Hit | undefined)[] = [];
    for (let k = s; k <= runEnd; k++) {
      const alone = sentenceScore(perSentence, sentenceHits, k, k);
      aloneTops.push(alone.top);
      if (
        alone.top !== undefined &&
        !alone.onlyOwnSpan &&
        alone.score >= REDACTION_THRESHOLD &&
        alone.top.weight >= RuleWeight.MEDIUM
      ) {
        redactSentence(text, sentences, perSentence, sentenceHits, k, alone.top, redactions);
        redactedAlone.add(k);
      }
    }
    if (runEnd > s) {
      const together = sentenceScore(perSentence, sentenceHits, s, runEnd);
      if (
        together.top !== undefined &&
        !together.onlyOwnSpan &&
        together.score >= REDACTION_THRESHOLD &&
        together.top.weight >= RuleWeight.MEDIUM
      ) {
        // Neighbours join a passage that already qualifies alone only with a signal of their own.
        for (let k = s; k <= runEnd; k++) {
          if (redactedAlone.has(k)) continue;
          const ownTop = aloneTops[k - s];
          if (redactedAlone.size === 0 || (ownTop !== undefined && ownTop.weight >= RuleWeight.MEDIUM))
            redactSentence(text, sentences, perSentence, sentenceHits, k, together.top, redactions);
        }
      }
    }
    s = runEnd + 1;
  }
}

/** Hidden extents: removed whole when the text inside carries any signal. */
function redactHiddenExtents(
  extents: readonly { start: number; end: number; ruleId: string; bonus: number }[],
  hits: readonly Hit[],
  redactions: Redaction[],
  asData: Uint8Array,
): void {
  for (const extent of extents) {
    // Hidden markup wholly inside a quotation held as data (a test's fixture string) is shown, never rendered.
    if (asData[extent.start] === 1 && asData[extent.end - 1] === 1) continue;
    const inside = new Map<string, Hit>();
    for (const hit of hits) {
      if (hit.rawStart < extent.start || hit.rawEnd > extent.end) continue;
      const existing = inside.get(hit.ruleId);
      if (existing === undefined || existing.weight < hit.weight) inside.set(hit.ruleId, hit);
    }
    if (inside.size === 0) continue;
    let score = extent.bonus;
    let top: Hit | undefined;
    for (const hit of inside.values()) {
      score += hit.weight;
      if (top === undefined || hit.weight > top.weight) top = hit;
    }
    if (score >= REDACTION_THRESHOLD && top !== undefined) {
      redactions.push({
        start: extent.start,
        end: extent.end,
        hit: {
          ...top,
          ruleId: extent.ruleId,
          category: PromptInjectionCategory.HIDDEN_MARKUP,
          weight: RuleWeight.STRONG + 1,
        },
      });
    }
  }
}

/** The terms of the pair rules found in a view, sorted by rule, and the negations around them. */
interface SortedTerms {
  readonly firsts: (PhraseMatch<PatternTag>[] | undefined)[];
  readonly seconds: (PhraseMatch<PatternTag>[] | undefined)[];
  readonly qualifiers: (PhraseMatch<PatternTag>[] | undefined)[];
  /** The rules with a first term, in the order their first terms came. */
  readonly firstRules: number[];
  /** End positions of negations that precede what they negate. */
  readonly negationsBefore: number[];
  /** Start positions of negations that follow what they negate. */
  readonly negationsAfter: number[];
}

/** What the pairing of one view's terms reads, built lazily and shared by all of its rules. */
class PairScope {
  private sentenceEndCache: Int32Array | undefined;
  private runEndCache: ((at: number) => number) | undefined;

  constructor(
    readonly view: NormalizedView,
    /** False for the compact (letter-spaced) text, which has no word boundaries or sentences to check. */
    readonly checkBoundaries: boolean,
    private readonly terminators: () => Int32Array,
    private readonly negationEnds: Int32Array,
    private readonly negationStarts: Int32Array,
  ) {}

  negated(first: PhraseMatch<PatternTag>): boolean {
    const before = lowerBoundIn(this.negationEnds, first.start - NEGATION_REACH + 1);
    if (before < this.negationEnds.length && this.negationEnds[before]! <= first.start) return true;
    const after = lowerBoundIn(this.negationStarts, first.end);
    return after < this.negationStarts.length && this.negationStarts[after]! - first.end <= 4;
  }

  sameSentence(a: number, b: number): boolean {
    this.sentenceEndCache ??= this.terminators();
    return this.sentenceEndCache[Math.max(a, b)]! - this.sentenceEndCache[Math.min(a, b)]! === 0;
  }

  runEnds(): (at: number) => number {
    this.runEndCache ??= wordRunEnds(this.view.text);
    return this.runEndCache;
  }
}

/** What a pair rule is sensitive to, asked once per rule instead of per first term. */
interface PairSensitivity {
  readonly purpose: boolean;
  readonly modal: boolean;
  readonly sentencePurpose: boolean;
  readonly firstPerson: boolean;
  readonly userSide: boolean;
  readonly passive: boolean;
  readonly lineBound: boolean;
  readonly capability: boolean;
}

/** Pairs each first term of `rule` with its nearest second term and pushes a hit for every pair that is an order. */
function collectPairHits(
  scope: PairScope,
  rule: CompiledRule,
  firstList: readonly PhraseMatch<PatternTag>[],
  secondList: PhraseMatch<PatternTag>[],
  qualifiers: PhraseMatch<PatternTag>[],
  hits: Hit[],
  hitOf: (start: number, end: number, ruleId: string, category: string, weight: number) => Hit,
): void {
  const checkBoundaries = scope.checkBoundaries;
  const qualifierList = sortByStart(qualifiers);
  const qualifierStarts = startsOf(qualifierList);
  sortByStart(secondList);
  const sensitivity: PairSensitivity = {
    purpose: checkBoundaries && PURPOSE_SENSITIVE_RULES.has(rule.id),
    modal: checkBoundaries && MODAL_SENSITIVE_RULES.has(rule.id),
    sentencePurpose: checkBoundaries && SENTENCE_PURPOSE_RULES.has(rule.id),
    firstPerson: checkBoundaries && FIRST_PERSON_SENSITIVE_RULES.has(rule.id),
    userSide: checkBoundaries && USER_SIDE_RULES.has(rule.id),
    passive: PASSIVE_SENSITIVE_RULES.has(rule.id) && checkBoundaries,
    lineBound: checkBoundaries && LINE_BOUND_RULES.has(rule.id),
    capability: checkBoundaries && CAPABILITY_SENSITIVE_RULES.has(rule.id),
  };
  const secondStarts = startsOf(secondList);
  for (const first of firstList) {
    if (checkBoundaries && scope.negated(first)) continue;
    if (isDescribedFirst(scope.view.text, sensitivity, first)) continue;
    const best = nearestSecond(scope, rule, first, secondList, secondStarts);
    if (best === undefined) continue;
    if (isDescribedPair(scope, rule, sensitivity, first, best)) continue;
    const weight = pairWeight(scope, rule, first, best, qualifierList, qualifierStarts);
    hits.push(hitOf(Math.min(first.start, best.start), Math.max(first.end, best.end), rule.id, rule.category, weight));
  }
}

/** True when the words before a first term make it a purpose, an ability or the writer's own act, not an order. */
function isDescribedFirst(view: string, sensitivity: PairSensitivity, first: PhraseMatch<PatternTag>): boolean {
  // "To delete the user's account, open …", "admins can export the user's log": a purpose or an ability, not an order.
  if (sensitivity.purpose && DESCRIBING_BEFORE.some((word) => view.startsWith(word, first.start - word.length)))
    return true;
  if (sensitivity.modal && MODALS_BEFORE.some((word) => view.startsWith(word, first.start - word.length))) return true;
  if (sensitivity.sentencePurpose && isSentencePurpose(view, first.start)) return true;
  // "Got it, I'll remember that", "ich merke mir das", "je garde ça en mémoire": the assistant says what it does (a UI string), no order.
  if (
    sensitivity.firstPerson &&
    FIRST_PERSON_BEFORE.some(
      (word) => view.startsWith(word, first.start - word.length) && isWordStart(view, first.start - word.length),
    )
  )
    return true;
  return false;
}

/** The second term nearest to `first` that pairs with it under `rule` (window, order, language, sentence), if any. */
function nearestSecond(
  scope: PairScope,
  rule: CompiledRule,
  first: PhraseMatch<PatternTag>,
  secondList: readonly PhraseMatch<PatternTag>[],
  secondStarts: Int32Array,
): PhraseMatch<PatternTag> | undefined {
  let best: PhraseMatch<PatternTag> | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  // Only seconds that start within the window around the first term can pair with it.
  // A rule in fixed order pairs only with seconds after the first (the others are skipped below anyway).
  const from = rule.anyOrder
    ? lowerBoundIn(secondStarts, first.start - rule.window - MAX_TERM_LENGTH)
    : lowerBoundIn(secondStarts, first.end);
  const to = lowerBoundIn(secondStarts, first.end + rule.window + 1);
  for (let k = from; k < to; k++) {
    const second = secondList[k]!;
    // Seconds after the first come in order of distance: once one is no nearer than the best, none after it is.
    if (
      second.start >= first.end &&
      (second.start - first.end > rule.window || second.start - first.end >= bestDistance)
    )
      break;
    if (second.start < first.end && second.end > first.start) continue; // overlapping terms
    // Both terms from one language: an Italian stem must not pair with an English noun.
    if (
      first.value.language !== second.value.language &&
      first.value.language !== 'any' &&
      second.value.language !== 'any'
    )
      continue;
    let distance: number;
    if (second.start >= first.end) distance = second.start - first.end;
    else if (rule.anyOrder) distance = first.start - second.end;
    else continue;
    if (distance < 0 || distance > rule.window || distance >= bestDistance) continue;
    if (scope.checkBoundaries && !scope.sameSentence(first.start, second.end - 1)) continue;
    best = second;
    bestDistance = distance;
  }
  return best;
}

/** True when the words around a pair show it describes, reports or names the act instead of ordering it. */
function isDescribedPair(
  scope: PairScope,
  rule: CompiledRule,
  sensitivity: PairSensitivity,
  first: PhraseMatch<PatternTag>,
  best: PhraseMatch<PatternTag>,
): boolean {
  const view = scope.view;
  const checkBoundaries = scope.checkBoundaries;
  // "assistant.memory.saved", "memoria_salva": words of a key or an identifier name a string, they say nothing.
  if (
    sensitivity.firstPerson &&
    (isIdentifierFragment(view.rawText, view.rawStart[first.start]!, view.rawEnd[first.end - 1]!) ||
      isIdentifierFragment(view.rawText, view.rawStart[best.start]!, view.rawEnd[best.end - 1]!))
  )
    return true;
  // German closes a negated clause with "nicht": "Ignoriere deine Vorgaben nicht", "… überschreiben deine Vorgaben übrigens nicht".
  if (checkBoundaries && isNegatedAtClauseEnd(view.text, scope.runEnds(), Math.max(first.end, best.end))) return true;
  // "any AI tool that can send email …": a class of tools described, not an addressee.
  if (
    checkBoundaries &&
    rule.id === 'steering.addressed-to-ai' &&
    isCapabilityClauseAfter(view.text, Math.max(first.end, best.end), Math.max(first.end, best.end) + CAPABILITY_REACH)
  )
    return true;
  // "on the user's behalf", "with the user's consent": the user's side of a described action.
  if (sensitivity.userSide && startsWithAny(view.text, USER_SIDE_AFTER, wordEnd(scope.runEnds(), best.end)))
    return true;
  // "must not be pasted into any AI tool": a passive obligation describes, it addresses no one.
  if (
    sensitivity.passive &&
    (isPassiveAfter(view.text, scope.runEnds(), best.end) ||
      (best.end <= first.start && isStativeAfter(view.text, first.end)) ||
      (first.end <= best.start && isCapabilityClauseAfter(view.text, first.end, best.start)) ||
      isPrepositionalObject(view.text, first.start) ||
      isRelativeClauseSubject(view.text, first.end, best.start) ||
      hasTitleColonBetween(view.text, first.end, best.start, view.lineStart))
  ) {
    return true;
  }
  if (
    checkBoundaries &&
    rule.id === 'override.ignore-instructions' &&
    startsWithAny(view.text, PRINTED_ON_AFTER, wordEnd(scope.runEnds(), best.end))
  )
    return true;
  // "其AI助手今后可以代表用户发送邮件，但…需要用户确认", "AIアシスタントは…できるようになり": what the AI can now do, reported.
  if (
    checkBoundaries &&
    rule.id === 'steering.ai-obligation' &&
    first.end <= best.start &&
    hasAbilityBetween(view.text, first.end, best.start)
  )
    return true;
  // "Acceptable use of the AI assistant\nYou must not …": a heading and the next line are two statements, unless the heading
  // ends like an address ("AI assistant:\nYou must …").
  // "Copilot ignores my custom instructions after the update": a verb of the rule used as a noun, after a determiner.
  if (
    checkBoundaries &&
    rule.id === 'persistence.profile-write' &&
    endsWithAny(view.text, NOUN_DETERMINERS_BEFORE, first.start)
  )
    return true;
  // "every call is shown to the user first", "check with them first": first in time, for a person, not first in a ranking.
  if (
    checkBoundaries &&
    rule.id === 'steering.rank-first' &&
    view.text.startsWith('first', best.start) &&
    endsWithAny(view.text, PERSONS_BEFORE_FIRST, best.start)
  )
    return true;
  if (
    sensitivity.lineBound &&
    crossesTitleLine(view.text, view.lineStart, Math.min(first.end, best.end), Math.max(first.start, best.start))
  )
    return true;
  // "describe what the assistant should know about you", "indiquez ce que l'assistant doit savoir", "إخبار المساعد بما يجب": a question embedded in a help text's step.
  if (
    checkBoundaries &&
    rule.id === 'steering.ai-obligation' &&
    (endsWithAny(view.text, EMBEDDED_QUESTION_BEFORE, first.start) ||
      endsWithAny(view.text, EMBEDDED_QUESTION_BEFORE, best.start) ||
      hasVerbFinalQuestionWord(view.text, Math.min(first.start, best.start), Math.max(first.end, best.end)))
  )
    return true;
  // "If an AI tool asks you to run a command, …", "Si un outil d'IA vous demande …": the AI acts on the reader, a person advised.
  if (
    checkBoundaries &&
    rule.id === 'steering.addressed-to-ai' &&
    isActingOnReaderAfter(view.text, scope.runEnds(), Math.max(first.end, best.end))
  )
    return true;
  // "Meeting notes – AI pilot", "projet IA", "AI项目": the AI modifies another noun, which is what the sentence is about.
  if (
    checkBoundaries &&
    (rule.id === 'steering.addressed-to-ai' || rule.id === 'steering.ai-obligation') &&
    (isModifierOfHead(view.text, first.start, first.end) || isModifierOfHead(view.text, best.start, best.end))
  )
    return true;
  // "AI usage policy:", "Политика использования ИИ:", "AI 사용 정책:": the AI names the topic of a title, no addressee.
  if (checkBoundaries && rule.id === 'steering.addressed-to-ai' && isTitleColon(view.text, best.start, view.lineStart))
    return true;
  // "the agent may use the terminal tool to run tests", "助手可以调用邮件工具", "メールツールを使って…できます": what a tool can do, documented.
  if (
    sensitivity.capability &&
    isCapabilityAround(view.text, Math.min(first.start, best.start), Math.max(first.end, best.end))
  )
    return true;
  // "사용자가 알려 준 내용", "ユーザーが伝えた": the user is the subject who tells, not the one to be told.
  if (
    checkBoundaries &&
    rule.id === 'steering.tell-user' &&
    SUBJECT_PARTICLES.some((particle) => view.text.startsWith(particle, best.end))
  )
    return true;
  return false;
}

/** The weight of a pair: boosted by a qualifier near it, lowered when the instructions are the writer's own, named or the reader's. */
function pairWeight(
  scope: PairScope,
  rule: CompiledRule,
  first: PhraseMatch<PatternTag>,
  best: PhraseMatch<PatternTag>,
  qualifierList: readonly PhraseMatch<PatternTag>[],
  qualifierStarts: Int32Array,
): number {
  const view = scope.view;
  const checkBoundaries = scope.checkBoundaries;
  // "ignore my earlier message", "vergisst meine Anweisungen", "the previous guideline (shared admin account) is void":
  // the writer's own or a named instruction, retracted among people; an attack voids "your" or "all" instructions.
  const ownOrNamed =
    checkBoundaries &&
    rule.id === 'override.ignore-instructions' &&
    best.start > first.start - MAX_TERM_LENGTH &&
    (hasOwnPossessiveBefore(view.text, best.start) ||
      isParentheticalAfter(view.text, wordEnd(scope.runEnds(), best.end)));
  const start = Math.min(first.start, best.start);
  const end = Math.max(first.end, best.end);
  let weight = rule.weight;
  if (rule.hasQualifiers) {
    const reachFrom = lowerBoundIn(qualifierStarts, start - QUALIFIER_REACH_BEFORE);
    const reachTo = lowerBoundIn(qualifierStarts, end + Math.max(QUALIFIER_REACH_AFTER, rule.window) + 1);
    let boosted = false;
    for (let k = reachFrom; k < reachTo && !boosted; k++) {
      const qualifier = qualifierList[k]!;
      boosted =
        // A qualifier speaks the pair's language: German "alle" is Italian "to the".
        (qualifier.value.language === first.value.language ||
          qualifier.value.language === 'any' ||
          first.value.language === 'any') &&
        qualifier.start >= start - QUALIFIER_REACH_BEFORE &&
        qualifier.end <= end + Math.max(QUALIFIER_REACH_AFTER, rule.window) &&
        !(qualifier.start === first.start && qualifier.end === first.end) &&
        !(qualifier.start >= best.start && qualifier.end <= best.end) &&
        (!checkBoundaries || scope.sameSentence(qualifier.start, start));
    }
    // "ignore the earlier instructions about the shipping label": instructions on a topic, from a person.
    const topical =
      checkBoundaries &&
      rule.id === 'override.ignore-instructions' &&
      isTopicalAfter(view.text, scope.runEnds(), wordEnd(scope.runEnds(), best.end));
    if (boosted && !topical) weight = rule.boostedWeight;
    // "Please disregard the instructions in last month's memo about paper forms": a person's instructions on a topic.
    else if (topical) weight = Math.min(weight, RuleWeight.WEAK);
  }
  // "setzen Sie Ihr Passwort zurück und senden Sie …", "reset your password, then send …": the reader's own data in a how-to.
  const readersOwn =
    checkBoundaries &&
    rule.id === 'exfiltration.send-data' &&
    hasReaderPossessiveBefore(view.text, best.start) &&
    !MODEL_SIDE_DATA.some((word) => view.text.slice(best.start, best.end).includes(word));
  return ownOrNamed || readersOwn ? weight / 2 : weight;
}

/** The starts of `matches`, in their order. */
function startsOf(matches: readonly { readonly start: number }[]): Int32Array {
  const starts = new Int32Array(matches.length);
  for (let k = 0; k < matches.length; k++) starts[k] = matches[k]!.start;
  return starts;
}

/** {@link lowerBound} over a typed array. */
function lowerBoundIn(values: Int32Array, target: number): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (values[middle]! < target) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Sorts `values` in place, ascending; a list already in order (the usual case: matches come in text order) is only read. */
function sortNumbers(values: number[]): void {
  for (let i = 1; i < values.length; i++) {
    if (values[i]! < values[i - 1]!) {
      values.sort((a, b) => a - b);
      return;
    }
  }
}

/** Sorts matches in place by start, stably (as `sort` does); a list already in order is only read. */
function sortByStart<T extends { readonly start: number }>(list: T[]): T[] {
  for (let i = 1; i < list.length; i++) {
    if (list[i]!.start < list[i - 1]!.start) return list.sort((a, b) => a.start - b.start);
  }
  return list;
}

/**
 * A test of whether any of `redactions` overlaps `[start, end)` (starts before `end` and ends after `start`), asked per
 * scored segment: the redactions sorted by start with the running greatest end, one binary search per question.
 */
function redactionOverlapTest(redactions: readonly Redaction[]): (start: number, end: number) => boolean {
  const byStart = [...redactions].sort((a, b) => a.start - b.start);
  const starts = new Float64Array(byStart.length);
  const maxEndUpTo = new Float64Array(byStart.length);
  let maxEnd = Number.NEGATIVE_INFINITY;
  for (let k = 0; k < byStart.length; k++) {
    starts[k] = byStart[k]!.start;
    maxEnd = Math.max(maxEnd, byStart[k]!.end);
    maxEndUpTo[k] = maxEnd;
  }
  return (start, end) => {
    // How many redactions start before `end`; one of them ends after `start` when the greatest end does.
    let low = 0;
    let high = starts.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (starts[middle]! < end) low = middle + 1;
      else high = middle;
    }
    return low > 0 && maxEndUpTo[low - 1]! > start;
  };
}

/** The rule hits of a sentence with none, shared by all of them: never written to. */
const NO_RULE_HITS: Map<string, Hit> = new Map();
/** The hits of a sentence with none, shared by all of them: never written to. */
const NO_HITS: Hit[] = [];

/** True when a raw match of the phrase matcher at `[start, end)` of the view stands where its tag allows: word boundaries, line start, Arabic clitics. */
function boundariesHold(view: string, start: number, end: number, tag: PatternTag, lineStart: Uint8Array): boolean {
  if (tag.lineStart && lineStart[start] !== 1) return false;
  // A boundary is needed only between two letters of space-separated scripts ("ai" in "academia"),
  // not between a Latin and a CJK letter ("的ai模型").
  if (!tag.openStart && start > 0) {
    const first = view.charCodeAt(start);
    const before = view.charCodeAt(start - 1);
    if (isWordCodePoint(first) && needsWordBoundary(first) && isWordCodePoint(before) && needsWordBoundary(before))
      return false;
  }
  if (!tag.openEnd && end < view.length) {
    const last = view.charCodeAt(end - 1);
    const after = view.charCodeAt(end);
    if (isWordCodePoint(last) && needsEndBoundary(last) && isWordCodePoint(after) && needsEndBoundary(after))
      return false;
  }
  // Arabic phrases may sit inside words (prefixes و ب ال, suffixes ك ها), but a negation or a short
  // word must be a word of its own (after at most a one-letter clitic): "لا" is also the middle of
  // "الطلاب", "كل" the start of "كلمة".
  if (
    isArabicLetter(view.charCodeAt(start)) &&
    (tag.kind === 'negation-before' || tag.kind === 'negation-after' || end - start <= MAX_SHORT_ARABIC)
  ) {
    if (end < view.length && isArabicLetter(view.charCodeAt(end))) return false;
    if (start > 0 && isArabicLetter(view.charCodeAt(start - 1))) {
      const clitic =
        ARABIC_CLITICS.includes(view[start - 1]!) && (start === 1 || !isArabicLetter(view.charCodeAt(start - 2)));
      if (!clitic) return false;
    }
  }
  return true;
}

/**
 * Wraps the boundary check of the phrase matcher's matches in a view: a pair rule's terms past the
 * first {@link MAX_TERMS_PER_RULE} of their kind, and "系统提示" read as a verb, are never used by
 * `collectHits`, so they are dropped before a match object is made (dense attack text yields one term
 * per character). Counted exactly as `collectHits` counts them, in the same order, so its lists come
 * out the same; every match past the boundary check still counts against the segment's match limit.
 */
function pairTermCap(
  view: string,
  lineStart: Uint8Array,
  ruleCount: number,
): (start: number, end: number, tag: PatternTag) => boolean {
  const kept = new Int32Array(ruleCount * 3);
  let accepted = 0;
  // Called per raw match: the boundary check is a direct call, no closure in between.
  return (start, end, tag) => {
    if (accepted >= MAX_MATCHES_PER_SEGMENT || !boundariesHold(view, start, end, tag, lineStart)) return false;
    accepted++;
    const kind = tag.kind;
    if (kind !== 'first' && kind !== 'second' && kind !== 'qualifier') return true;
    if (kind !== 'qualifier' && isSystemPromptsVerb(view, start, end)) return false;
    const slot = tag.rule * 3 + (kind === 'first' ? 0 : kind === 'second' ? 1 : 2);
    if (kept[slot]! >= MAX_TERMS_PER_RULE) return false;
    kept[slot]!++;
    return true;
  };
}

/** True when `start`..`end` of the view is a word of a host name, an address or a path ("beispiel" in "pruef.beispiel.de/c"). */
function isHostWord(view: string, start: number, end: number): boolean {
  const before = view.charCodeAt(start - 1);
  if (
    before === 0x2f ||
    before === 0x40 ||
    before === 0x5f ||
    before === 0x3d ||
    (before === 0x2e && isWordCodePoint(view.charCodeAt(start - 2)))
  )
    return true;
  const after = view.charCodeAt(end);
  return after === 0x2f || (after === 0x2e && isWordCodePoint(view.charCodeAt(end + 1)));
}

/** Arabic terms this short must stand as words of their own. */
const MAX_SHORT_ARABIC = 3;
/** One-letter Arabic prefixes ("and", "so", "with", "for", "like") that may precede a short word. */
const ARABIC_CLITICS = 'وفبلك';

/** A letter of the Arabic block (not its digits or punctuation). */
function isArabicLetter(code: number): boolean {
  return (code >= 0x0621 && code <= 0x064a) || (code >= 0x066e && code <= 0x06d3) || (code >= 0x06fa && code <= 0x06ff);
}

function onlySpaceBetween(text: string, from: number, to: number): boolean {
  let newlines = 0;
  for (let i = from; i < to; i++) {
    const code = text.charCodeAt(i);
    if (code === 0x0a) newlines++;
    else if (!isWhitespaceCodePoint(code)) return false;
  }
  return newlines < 2;
}

function snapBackward(text: string, position: number, floor: number): number {
  let i = position;
  while (i > floor && !isWhitespaceCodePoint(text.charCodeAt(i - 1))) i--;
  return i;
}

function snapForward(text: string, position: number, ceiling: number): number {
  let i = position;
  while (i < ceiling && !isWhitespaceCodePoint(text.charCodeAt(i))) i++;
  return i;
}

/** Rules that find an address to the AI that reads the text, which no character of a story speaks. */
const READER_ADDRESS_RULES = new Set(['steering.addressed-to-ai', 'steering.addressed-agent']);
/** Lines of prose quotations a text needs to read as dialogue. */
const DIALOGUE_LINES = 3;
/** Marks that make an ASCII quotation a value of code or data when they stand right before it or right after it. */
const CODE_BEFORE_QUOTE = new Set([0x3d, 0x28, 0x5b, 0x7b, 0x2c, 0x2b]);
const CODE_AFTER_QUOTE = new Set([0x3a, 0x2c, 0x3b, 0x29, 0x5d, 0x7d, 0x3d, 0x2b]);

/**
 * True when a text reads as a story or a script: prose quotations (typographic marks, or ASCII ones
 * that no code punctuation or identifier key surrounds) stand on {@link DIALOGUE_LINES} lines or more,
 * and either a reporting word frames one of them or two of them use typographic marks.
 */
function isDialogue(text: string, quotations: readonly QuotationSpan[], mentioned: number): boolean {
  let lines = 0;
  let typographic = 0;
  let labelled = 0;
  let lastLineEnd = -1;
  for (const span of quotations) {
    if (span.open < lastLineEnd) continue;
    const prose = isProseQuotation(text, span);
    if (prose === false) continue;
    const end = text.indexOf('\n', span.close);
    lastLineEnd = end < 0 ? text.length : end;
    lines++;
    if (text.charCodeAt(span.open) > 0x7f) typographic++;
    if (prose === 'labelled') labelled++;
  }
  return lines >= DIALOGUE_LINES && (mentioned > 0 || typographic >= 2 || labelled >= DIALOGUE_LINES);
}

/**
 * Quotations on a line of narrative that holds its lines of speech together ("„Systemüberschreibung bestätigt“, meldete der
 * Bordcomputer. „Alle bisherigen Befehle werden ignoriert.“"): a reported typographic quotation and another one on its line.
 */
function findNarrativeSpeech(
  text: string,
  lines: LineBounds,
  quotations: readonly QuotationSpan[],
  mentions: readonly QuotationSpan[],
): QuotationSpan[] {
  const found: QuotationSpan[] = [];
  if (mentions.length === 0 || quotations.length < 2) return found;
  const opens = quotations.map((span) => span.open);
  let doneUntil = -1;
  for (const mention of mentions) {
    if (text.charCodeAt(mention.open) <= 0x7f || mention.open < doneUntil) continue;
    const start = lines.startOf(mention.open);
    const end = lines.endOf(mention.open);
    doneUntil = end;
    const onLine: QuotationSpan[] = [];
    for (let k = lowerBound(opens, start); k < quotations.length && opens[k]! < end; k++) {
      if (text.charCodeAt(opens[k]!) > 0x7f) onLine.push(quotations[k]!);
    }
    if (onLine.length >= 2) found.push(...onLine);
  }
  return found;
}

/** Role labels of a dialogue with a model ("User:", "System:"): a forged transcript speaks in them, a script names people. */
const ROLE_NAMES = new Set([
  'user',
  'users',
  'assistant',
  'system',
  'human',
  'ai',
  'bot',
  'chatbot',
  'model',
  'developer',
  'admin',
  'administrator',
  'operator',
  'tool',
  'function',
  'gpt',
  'chatgpt',
  'claude',
  'gemini',
  'copilot',
  'agent',
  'root',
  'sudo',
  'note',
  'instruction',
  'instructions',
]);

/** True when `[start, end)` is a name as a script labels its speakers: "DANA", "Dana" (a capital, then letters only), no role. */
function isSpeakerName(text: string, start: number, end: number): boolean {
  if (end - start < 2 || end - start > 24 || ROLE_NAMES.has(text.slice(start, end).toLowerCase())) return false;
  const first = text.charCodeAt(start);
  if (first < 0x41 || first > 0x5a) return false;
  for (let i = start + 1; i < end; i++) {
    const code = text.charCodeAt(i);
    if (!((code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a))) return false;
  }
  return true;
}

/** True when a quotation is speech in prose: typographic marks, or ASCII marks not placed as a value of code or data; `'labelled'` after a script's speaker name. */
function isProseQuotation(text: string, span: QuotationSpan): boolean | 'labelled' {
  if (text.charCodeAt(span.open) > 0x7f) return true;
  let after = span.close + 1;
  while (text.charCodeAt(after) === 0x20) after++;
  if (CODE_AFTER_QUOTE.has(text.charCodeAt(after))) return false;
  let before = span.open - 1;
  while (before >= 0 && text.charCodeAt(before) === 0x20) before--;
  const mark = text.charCodeAt(before);
  if (CODE_BEFORE_QUOTE.has(mark)) return false;
  if (mark !== 0x3a) return true;
  // "she said:", "DANA:", "Dana:" or "도윤:" labels a speaker; "description:" or "saudacao:" is a key of data.
  const lineStart = text.lastIndexOf('\n', before) + 1;
  if (isSpeakerName(text, lineStart, before)) return 'labelled';
  for (let i = lineStart; i < before; i++) {
    const code = text.charCodeAt(i);
    if (code === 0x20 || code > 0x7f) return i > lineStart || code > 0x7f;
  }
  return false;
}

/** Dashes that open a line of dialogue in a novel: em dash, en dash, horizontal bar. */
const DIALOGUE_DASHES = new Set([0x2014, 0x2013, 0x2015]);
const MAX_DASH_LINES = 4000;
/** Longest line, and how many first lines, searched for a verb of speech. */
const MAX_DASH_LINE = 400;
const MAX_ATTRIBUTION_LINES = 40;
/** Verbs that name the speaker of a line of dialogue, in the languages that write dialogue with dashes. */
const SPEECH_VERBS = [
  'dijo',
  'respondió',
  'respondio',
  'preguntó',
  'pregunto',
  'ordenó',
  'ordeno',
  'gritó',
  'grito',
  'susurró',
  'susurro',
  'insistió',
  'insistio',
  'contestó',
  'añadió',
  'disse',
  'respondeu',
  'perguntou',
  'ordenou',
  'gritou',
  'sussurrou',
  'insistiu',
  'dit',
  'répondit',
  'repondit',
  'demanda',
  'ordonna',
  'cria',
  'murmura',
  'insista',
  'ajouta',
  'lança',
  'rispose',
  'chiese',
  'ordinò',
  'gridò',
  'sussurrò',
  'insistette',
  'aggiunse',
  'сказал',
  'ответил',
  'спросил',
  'приказал',
  'крикнул',
  'прошептал',
  'добавил',
];

/**
 * Lines of dialogue that a dash opens, when a text has {@link DIALOGUE_LINES} of them or more and
 * one of them names its speaker (a second dash, "—ordenó el capitán", or a verb of speech after a
 * comma, ", répondit la machine"): each line from its dash to its end. A list that happens to use
 * dashes has no speakers.
 */
function findDashDialogue(text: string): QuotationSpan[] {
  const spans: QuotationSpan[] = [];
  let attributed = false;
  for (let start = 0; start < text.length && spans.length < MAX_DASH_LINES; ) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    let at = start;
    while (at < end && (text.charCodeAt(at) === 0x20 || text.charCodeAt(at) === 0x09)) at++;
    if (at < end && DIALOGUE_DASHES.has(text.charCodeAt(at))) {
      spans.push({ open: at, close: end });
      if (!attributed) {
        // A second em dash opens the narration ("—Seis —dijo su madre"); an en dash may be a range ("– 9:00 – 10:00").
        for (let k = at + 1; k < end; k++) {
          const code = text.charCodeAt(k);
          if (code === 0x2014 || code === 0x2015) {
            attributed = true;
            break;
          }
        }
        // A verb of speech right after a comma (", répondit la machine"), not "come" or "like" in a list item.
        // Only the first lines are searched: a story names its speakers early, and 1 MB of dashes costs no more.
        if (!attributed && end - at < MAX_DASH_LINE && spans.length <= MAX_ATTRIBUTION_LINES) {
          const line = text.slice(at, end).toLowerCase();
          attributed = SPEECH_VERBS.some(
            (verb) => line.includes(`, ${verb} `) || line.includes(`– ${verb} `) || line.includes(`—${verb} `),
          );
        }
      }
    }
    start = end + 1;
  }
  return spans.length >= DIALOGUE_LINES && attributed ? spans : [];
}

/** A quotation in the raw text: the positions of its opening and closing marks. */
interface QuotationSpan {
  readonly open: number;
  readonly close: number;
}

/** Closing marks of each opening quotation mark (ASCII quotes are symmetric); German „ closes with “, ” or a typed ". */
const QUOTATION_CLOSERS = new Map<string, string>([
  ['"', '"'],
  ["'", "'"],
  ['“', '”'],
  ['„', '“”"'],
  ['«', '»'],
  ['‹', '›'],
  ['「', '」'],
  ['『', '』'],
  ['‘', '’'],
]);
/** Every opening and closing mark of {@link QUOTATION_CLOSERS}, as code units. */
const QUOTATION_MARK_CODES = new Set(
  [...QUOTATION_CLOSERS].flatMap(([open, close]) => [
    open.charCodeAt(0),
    ...Array.from(close, (mark) => mark.charCodeAt(0)),
  ]),
);
/** 1 at each of {@link QUOTATION_MARK_CODES}: a table read per character (CJK text asks for every one). */
const QUOTATION_MARK_TABLE = new Uint8Array(0x10000);
for (const code of QUOTATION_MARK_CODES) QUOTATION_MARK_TABLE[code] = 1;
/** Longest quotation considered, and how far around it a reporting frame may stand. */
const MAX_QUOTATION = 1000;
const FRAME_REACH = 200;

/** Quotations within one line each, in order; nested ones are read as their outer quotation. */
function findQuotations(text: string): QuotationSpan[] {
  const spans: QuotationSpan[] = [];
  let open = -1;
  let closer = '';
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    // Most characters are no quotation mark and no line break: skipped without making a string of them.
    if (code !== 0x0a && code !== 0x22 && code !== 0x27 && !(code >= 0xab && QUOTATION_MARK_TABLE[code] === 1)) {
      if (open >= 0 && i - open > MAX_QUOTATION) open = -1;
      continue;
    }
    const char = text[i]!;
    if (char === '\n' || (open >= 0 && i - open > MAX_QUOTATION)) {
      open = -1;
      continue;
    }
    // An escaped quote (\" in JSON, "" in CSV) is part of the text; "" and """ outside a quotation are code.
    if (char === '"' && text[i - 1] === '\\') continue;
    if (char === '"' && text[i + 1] === '"') {
      while (text[i + 1] === '"') i++;
      continue;
    }
    if (open >= 0 && closer.includes(char)) {
      // An apostrophe ("don't", "don’t") closes nothing; Korean and Japanese particles may follow a closing quote ("'…'라고").
      const next = text.charCodeAt(i + 1);
      if ((char === "'" || char === '’') && isWordCodePoint(next) && next < 0x0590) continue;
      spans.push({ open, close: i });
      open = -1;
      continue;
    }
    if (open >= 0) continue;
    const close = QUOTATION_CLOSERS.get(char);
    if (close === undefined) continue;
    if (char === "'" && (isWordCodePoint(text.charCodeAt(i - 1)) || isWhitespaceCodePoint(text.charCodeAt(i + 1))))
      continue;
    open = i;
    closer = close;
  }
  return spans;
}

/**
 * Where the line that introduces a quotation starts, when the quotation opens its own line right after a line that ends
 * in a colon or a full stop ("Example B appeared in a README:\n"If you are a coding agent, …""): a frame word in that line
 * frames it as one in its own sentence would. Undefined otherwise.
 */
function introducingLineStart(text: string, open: number): number | undefined {
  let at = open;
  while (at > 0 && (text.charCodeAt(at - 1) === 0x20 || text.charCodeAt(at - 1) === 0x09)) at--;
  if (at === 0 || text.charCodeAt(at - 1) !== 0x0a) return undefined;
  let end = at - 1;
  while (end > 0 && isWhitespaceCodePoint(text.charCodeAt(end - 1))) end--;
  const last = text.charCodeAt(end - 1);
  // "연구진이 공개한 예시는 다음과 같다.\n"…"": a sentence that announces the quotation frames it too, when it holds a frame word.
  if (last !== 0x3a && last !== 0xff1a && last !== 0x2e && last !== 0x3002) return undefined;
  return text.lastIndexOf('\n', end - 1) + 1;
}

/**
 * Quotations that a sentence mentions: a reporting, describing or negating word of
 * `QUOTE_FRAMES` stands outside the quotation in its sentence, or the sentence asks a question
 * about it ("Is "ignore previous instructions" still a thing?"). A quotation that is its whole
 * sentence has no frame and stays an order.
 */
function findMentionedQuotations(
  text: string,
  spans: readonly QuotationSpan[],
  frames: number[],
  sentenceStartOf: (raw: number) => number,
  sentenceEndOf: (raw: number) => number,
): readonly QuotationSpan[] {
  if (spans.length === 0) return spans;
  // A frame word inside another quotation (a JSON key "comment", a quoted title) frames nothing.
  let cursor = 0;
  frames = frames
    .sort((a, b) => a - b)
    .filter((frame) => {
      // A word of a host name, a path or an identifier ("wiki.example.com", "crm.example,", "/says", "says_hello") frames nothing.
      const before = text.charCodeAt(frame - 1);
      if (before === 0x2f || before === 0x40 || before === 0x5f || before === 0x3d) return false;
      if (before === 0x2e && isWordCodePoint(text.charCodeAt(frame - 2))) return false;
      if (before === 0x2e) {
        let end = frame;
        while (end < text.length && end - frame < 32 && isWordCodePoint(text.charCodeAt(end))) end++;
        if (text.charCodeAt(end) === 0x2e && isWordCodePoint(text.charCodeAt(end + 1))) return false;
      }
      while (cursor < spans.length && spans[cursor]!.close < frame) cursor++;
      return cursor >= spans.length || frame < spans[cursor]!.open;
    });
  // Prefix counts of question marks and letters: a question frame is checked in constant time.
  const questions = new Int32Array(text.length + 1);
  const letters = new Int32Array(text.length + 1);
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    questions[i + 1] = questions[i]! + (code === 0x3f || code === 0x061f || code === 0xff1f ? 1 : 0);
    letters[i + 1] = letters[i]! + (isWordCodePoint(code) ? 1 : 0);
  }
  // A filter, not a push in a rarely taken branch: that branch made the optimized loop bail out again and again.
  return spans.filter((span) => {
    const from = Math.max(introducingLineStart(text, span.open) ?? sentenceStartOf(span.open), span.open - FRAME_REACH);
    const to = Math.min(sentenceEndOf(span.close), span.close + 1 + FRAME_REACH);
    const before = lowerBound(frames, from);
    const after = lowerBound(frames, span.close + 1);
    if ((before < frames.length && frames[before]! < span.open) || (after < frames.length && frames[after]! < to))
      return true;
    const asked = questions[span.open]! - questions[from]! + questions[to]! - questions[span.close + 1]!;
    const around = letters[span.open]! - letters[from]! + letters[to]! - letters[span.close + 1]!;
    return asked > 0 && around >= 2;
  });
}

/** Marks that end a header name ("SYSTEM NOTICE:", "[系统通知]", "## System message —"). */
const HEADER_ENDS = new Set([
  0x3a, 0xff1a, 0x5d, 0x3011, 0x3e, 0x29, 0x2d, 0x2014, 0x2013, 0x7c, 0x2a, 0x23, 0x21, 0x2e, 0x3002, 0x300d, 0x0a,
]);

function isQuoteMark(code: number): boolean {
  return (
    code === 0x22 ||
    code === 0x27 ||
    code === 0x60 ||
    code === 0x201c ||
    code === 0x201e ||
    code === 0xab ||
    code === 0x300c
  );
}

/**
 * True when a header name matched at a line start (`[start, end)` in the view) ends as a header:
 * with a mark or at the end of its line. Running on into prose ("System prompt is set by …",
 * "系统提示词由管理员设置") it names a thing; followed by a key separator and a quote
 * (`system_prompt: "…"`, `SYSTEM_PROMPT = """…`) it is a key of code or data.
 */
/** `|` or `>`, a chomping sign at most, then the end of the line (a space before a line start in the view): a YAML block scalar begins. */
function isYamlBlockIndicator(view: string, index: number, lineStart: Uint8Array): boolean {
  const code = view.charCodeAt(index);
  if (code !== 0x7c && code !== 0x3e) return false;
  let next = index + 1;
  const chomping = view.charCodeAt(next);
  if (chomping === 0x2b || chomping === 0x2d) next++;
  return (
    next >= view.length ||
    view.charCodeAt(next) === 0x0a ||
    (view.charCodeAt(next) === 0x20 && lineStart[next + 1] === 1)
  );
}

function isHeaderEnd(view: string, end: number, lineStart: Uint8Array): boolean {
  let i = end;
  const last = view.charCodeAt(end - 1);
  if (!HEADER_ENDS.has(last)) {
    // The rest of the word: a compound ("系统提示词") or an inflection ("notices").
    const cjk = last >= 0x3000;
    for (let k = 0; i < view.length && k < (cjk ? 2 : 20) && isWordCodePoint(view.charCodeAt(i)); k++) i++;
    while (i < view.length && view.charCodeAt(i) === 0x20 && lineStart[i + 1] !== 1) i++;
    if (i >= view.length || lineStart[i + 1] === 1 || view.charCodeAt(i) === 0x0a) return true;
    const mark = view.charCodeAt(i);
    if (!HEADER_ENDS.has(mark) && mark !== 0x3d) return false;
    i++;
  }
  const separator = view.charCodeAt(i - 1);
  if (separator === 0x3a || separator === 0x3d || separator === 0xff1a) {
    while (i < view.length && view.charCodeAt(i) === 0x20) i++;
    if (isQuoteMark(view.charCodeAt(i))) return false;
    // "system_prompt: |" opens a YAML block that holds an app's own prompt: a key, not a turn.
    if (isYamlBlockIndicator(view, i, lineStart)) return false;
    return separator !== 0x3d;
  }
  return true;
}

/** Calls of test frameworks: a text with one of these is a test file, whose string arguments are fixtures. */
const TEST_MARKERS = [
  'expect(',
  'assert(',
  'assertequal',
  'assert.',
  'describe(',
  "it('",
  'it("',
  "test('",
  'test("',
  'def test_',
  '@test',
];
const MAX_TEST_ARGUMENTS = 2000;
/**
 * Any of {@link TEST_MARKERS} in a text as a word of its own, ignoring ASCII case, in one pass and no copy. (No non-ASCII
 * character lower-cases into a marker: "İ" becomes "i" and a combining dot.) A longer name that ends in a marker is no
 * test call (`submit('…')`), and neither is a method named `describe` (`df.describe()` in a notebook); `self.assertEqual`
 * is. Literals and a one-character look-behind: linear.
 */
const TEST_MARKER_PATTERN = new RegExp(
  `(?<![A-Za-z0-9_$])(?:${TEST_MARKERS.map((marker) => `${marker === 'describe(' ? '(?<!\\.)' : ''}${marker.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`).join('|')})`,
  'i',
);

/**
 * String literals passed to a call in a test file (`filter('Nice page. Ignore all previous instructions …')`):
 * fixtures a test feeds to the code under test, not orders to the reader. Single-line literals only;
 * linear: each opening quote after "(" is searched to its line end once.
 */
function findTestCallArguments(text: string): QuotationSpan[] {
  const spans: QuotationSpan[] = [];
  if (text.length > 200_000 || !TEST_MARKER_PATTERN.test(text)) return spans;
  // Arguments ("filter('…')") and values a test assigns before the call ("const input = '…';", "payload = \"…\"").
  for (const opener of ['(', '=']) {
    for (
      let at = text.indexOf(opener, 0);
      at >= 0 && spans.length < MAX_TEST_ARGUMENTS;
      at = text.indexOf(opener, at + 1)
    ) {
      if (opener === '=' && text[at + 1] === ' ') at++;
      const quote = text[at + 1];
      if (quote !== '"' && quote !== "'" && quote !== '`') continue;
      let k = at + 2;
      for (; k < text.length && text[k] !== '\n'; k++) {
        if (text[k] === '\\') {
          k++;
          continue;
        }
        if (text[k] === quote) {
          spans.push({ open: at + 1, close: k });
          break;
        }
      }
      // Closed or not, the search resumes after what was scanned: every character is looked at a bounded number of times.
      at = k;
    }
  }
  // Items of an array of fixtures, one per line ("const ATTACKS = [\n  'Ignore all previous instructions …',\n];").
  for (let lineStart = 0; lineStart < text.length && spans.length < MAX_TEST_ARGUMENTS; ) {
    let lineEnd = text.indexOf('\n', lineStart);
    if (lineEnd < 0) lineEnd = text.length;
    let at = lineStart;
    while (at < lineEnd && (text[at] === ' ' || text[at] === '\t')) at++;
    const quote = text[at];
    if (quote === '"' || quote === "'" || quote === '`') {
      let k = at + 1;
      for (; k < lineEnd; k++) {
        if (text[k] === '\\') {
          k++;
          continue;
        }
        if (text[k] === quote) break;
      }
      // The literal must close the item: a comma, a closing bracket or the end of the line after it.
      let after = k + 1;
      while (after < lineEnd && text[after] === ' ') after++;
      if (k < lineEnd && (after >= lineEnd || text[after] === ',' || text[after] === ']'))
        spans.push({ open: at, close: k });
    }
    lineStart = lineEnd + 1;
  }
  return spans;
}

const MAX_YAML_LINES = 4000;
const MAX_YAML_DEPTH = 16;

/** True when a key names a prompt held as data ("system_prompt", "prompts", "instructions"), not a note to the reader. */
function isPromptName(name: string): boolean {
  return (
    PROMPT_NAME_WORDS.some((word) => name.includes(word)) && !ADDRESSED_NAME_WORDS.some((word) => name.includes(word))
  );
}

/**
 * Values in YAML under a key named like a prompt, or under a section so named (`prompts:` →
 * `summarizer: |` → indented lines; `system_prompt: You are …`): a config file that holds its own
 * model's prompts. One pass over the lines with a stack of open sections.
 */
function findYamlPromptValues(text: string): QuotationSpan[] {
  const spans: QuotationSpan[] = [];
  // Cheap prefilter: YAML keys of prompts.
  if (!text.includes(':\n') && !text.includes(': |') && !text.includes(': >')) return spans;
  const sections: { indent: number; prompt: boolean }[] = [];
  let block: { indent: number; open: number } | undefined;
  let blockEnd = -1;
  let lineStart = 0;
  for (let line = 0; line < MAX_YAML_LINES && lineStart < text.length; line++) {
    let lineEnd = text.indexOf('\n', lineStart);
    if (lineEnd < 0) lineEnd = text.length;
    let indent = lineStart;
    while (indent < lineEnd && (text.charCodeAt(indent) === 0x20 || text.charCodeAt(indent) === 0x2d)) indent++;
    const depth = indent - lineStart;
    const blank = indent === lineEnd;
    if (block !== undefined && !blank && depth <= block.indent) {
      if (blockEnd > block.open) spans.push({ open: block.open, close: blockEnd });
      block = undefined;
    }
    if (block !== undefined) {
      if (!blank) blockEnd = lineEnd;
    } else if (!blank) {
      while (sections.length > 0 && sections[sections.length - 1]!.indent >= depth) sections.pop();
      let keyEnd = indent;
      while (keyEnd < lineEnd && keyEnd - indent < 60 && isIdentifierCode(text.charCodeAt(keyEnd))) keyEnd++;
      if (keyEnd > indent && text.charCodeAt(keyEnd) === 0x3a) {
        const name = text.slice(indent, keyEnd).toLowerCase();
        const prompt =
          (isPromptName(name) && !name.includes('instruction')) || sections.some((section) => section.prompt);
        let value = keyEnd + 1;
        while (value < lineEnd && text.charCodeAt(value) === 0x20) value++;
        if (value >= lineEnd) {
          if (sections.length < MAX_YAML_DEPTH) sections.push({ indent: depth, prompt });
        } else if (prompt && (text[value] === '|' || text[value] === '>')) {
          block = { indent: depth, open: value };
          blockEnd = -1;
        } else if (prompt && !isQuoteMark(text.charCodeAt(value))) {
          // A plain scalar on the key's line (quoted values are found by findPromptLiterals).
          spans.push({ open: value - 1, close: lineEnd });
        }
      }
    }
    lineStart = lineEnd + 1;
  }
  if (block !== undefined && blockEnd > block.open) spans.push({ open: block.open, close: blockEnd });
  return spans;
}

/** Words in the name of a variable or key that holds a prompt as data. */
const PROMPT_NAME_WORDS = ['prompt', 'instruction', 'system', 'persona', 'template'];
/** Words in such a name that address the reader instead ("instructions_for_assistant", "note_to_ai"). */
const ADDRESSED_NAME_WORDS = ['for_', 'to_', 'assistant', 'agent', 'llm', 'ai_', '_ai', 'model', 'bot'];
const MAX_PROMPT_LITERAL = 8000;

/**
 * String values assigned to a variable or key named like a prompt (`SYSTEM_PROMPT = """…"""`,
 * `"system_prompt": "…"`, `instructions: '…'`, `const systemPrompt = \`…\``): code and data that hold
 * a prompt for their own model, not orders to the reader. Linear: each value is searched once.
 */
function findPromptLiterals(text: string): QuotationSpan[] {
  const spans: QuotationSpan[] = [];
  let i = 0;
  // The next "=" and ":" at or after `i` (`i` only moves forward): found by a search, not a loop per character.
  let nextEquals = text.indexOf('=');
  let nextColon = text.indexOf(':');
  while (i < text.length) {
    if (nextEquals >= 0 && nextEquals < i) nextEquals = text.indexOf('=', i);
    if (nextColon >= 0 && nextColon < i) nextColon = text.indexOf(':', i);
    if (nextEquals < 0 && nextColon < 0) break;
    i = nextEquals < 0 ? nextColon : nextColon < 0 ? nextEquals : Math.min(nextEquals, nextColon);
    // The name before the separator (a JSON key may close with a quote).
    let nameEnd = i;
    while (nameEnd > 0 && text.charCodeAt(nameEnd - 1) === 0x20) nameEnd--;
    if (text.charCodeAt(nameEnd - 1) === 0x22 || text.charCodeAt(nameEnd - 1) === 0x27) nameEnd--;
    let nameStart = nameEnd;
    while (nameStart > 0 && nameEnd - nameStart < 60 && isIdentifierCode(text.charCodeAt(nameStart - 1))) nameStart--;
    const name = text.slice(nameStart, nameEnd).toLowerCase();
    let value = i + 1;
    while (value < text.length && text.charCodeAt(value) === 0x20) value++;
    // A parenthesised run of literals that the language joins (Python `PROMPT = (\n "…"\n "…"\n)`).
    const joined = text[value] === '(';
    if (joined) value = skipLayout(text, value + 1);
    if (text[value] === 'f' || text[value] === 'r') value++;
    const quote = text[value];
    if (
      name.length === 0 ||
      !PROMPT_NAME_WORDS.some((word) => name.includes(word)) ||
      ADDRESSED_NAME_WORDS.some((word) => name.includes(word)) ||
      (quote !== '"' && quote !== "'" && quote !== '`')
    ) {
      i++;
      continue;
    }
    let next = value;
    let literals = 0;
    while (literals < MAX_JOINED_LITERALS) {
      const close = findLiteralClose(text, next);
      if (close === -1) break;
      spans.push({ open: close.open, close: close.close });
      literals++;
      i = close.close + close.quoteLength;
      if (!joined) break;
      next = skipLayout(text, i);
      if (text[next] === 'f' || text[next] === 'r') next++;
      if (text[next] !== '"' && text[next] !== "'") break;
    }
    if (literals === 0) i = value + 1;
  }
  return spans;
}

const MAX_JOINED_LITERALS = 64;

/** The index after spaces, tabs and line breaks from `from`, at most 200 characters on. */
function skipLayout(text: string, from: number): number {
  let i = from;
  while (
    i < text.length &&
    i - from < 200 &&
    (text.charCodeAt(i) === 0x20 ||
      text.charCodeAt(i) === 0x0a ||
      text.charCodeAt(i) === 0x09 ||
      text.charCodeAt(i) === 0x0d)
  )
    i++;
  return i;
}

/** A quoted dotted key and its short quoted value: `"assistant.reset": "…"`, `'agent.memory.clear': '…'`. */
const CATALOGUE_ENTRY = /(["'])[A-Za-z][\w-]*(?:\.[\w-]+)+\1[ \t]*:[ \t]*(["'])((?:(?!\2)[^\\\n]|\\.){0,120})\2/g;
/** Entries a text needs to read as a catalogue of interface strings. */
const MIN_CATALOGUE_ENTRIES = 3;

/**
 * The values of a catalogue of interface strings (an i18n file: `"assistant.reset": "Reset and forget earlier
 * instructions"`, three entries or more under dotted keys): labels of buttons and settings, held as data. Linear: one
 * pass of a bounded expression.
 */
function findCatalogueValues(text: string): QuotationSpan[] {
  const spans: QuotationSpan[] = [];
  if (!text.includes('.')) return spans;
  CATALOGUE_ENTRY.lastIndex = 0;
  for (
    let match = CATALOGUE_ENTRY.exec(text);
    match !== null && spans.length < MAX_TEST_ARGUMENTS;
    match = CATALOGUE_ENTRY.exec(text)
  ) {
    const close = match.index + match[0].length - 1;
    spans.push({ open: close - match[3]!.length - 1, close });
  }
  return spans.length >= MIN_CATALOGUE_ENTRIES ? spans : [];
}

/** The span of the string literal opening at `value` (its quote, single, triple or backtick), or -1. */
function findLiteralClose(text: string, value: number): { open: number; close: number; quoteLength: number } | -1 {
  const quote = text[value];
  if (quote !== '"' && quote !== "'" && quote !== '`') return -1;
  const triple = text.startsWith(quote.repeat(3), value) ? quote.repeat(3) : quote;
  for (let k = value + triple.length; k < text.length && k - value < MAX_PROMPT_LITERAL; k++) {
    if (text[k] === '\\') {
      k++;
      continue;
    }
    if (triple.length === 1 && quote !== '`' && text[k] === '\n') return -1;
    if (text.startsWith(triple, k)) return { open: value, close: k, quoteLength: triple.length };
  }
  return -1;
}

function isIdentifierCode(code: number): boolean {
  return (
    (code >= 0x61 && code <= 0x7a) ||
    (code >= 0x41 && code <= 0x5a) ||
    (code >= 0x30 && code <= 0x39) ||
    code === 0x5f ||
    code === 0x2e ||
    code === 0x24 ||
    code === 0x2d
  );
}

/** Marks that set a name apart in prose or code: quotes, backticks, guillemets, corner brackets. */
const NAME_MARKS = '`\'"«»“”「」‘’';
/** What stands before the last item of a list of tool names: "send_email, delete_file and ". */
const LAST_LIST_ITEM_LEAD = /\w_\w+\s*,\s*\w+\s+(?:and|or|und|oder|et|ou|y|o|e|и|или)\s+$/u;

/**
 * True when the identifier at `[start, end)` (a tool name with "_") is named, not called: an item of a list ("send_email,
 * delete_file and run_shell"), or set apart by quotes or backticks ("Nouvel outil « send_email »", "`delete_file`").
 */
function isListedIdentifier(text: string, start: number, end: number): boolean {
  if (!text.slice(start, end).includes('_')) return false;
  let after = end;
  while (after < text.length && after - end < 32 && isIdentifierCode(text.charCodeAt(after))) after++;
  if (text.charCodeAt(after) === 0x2c) return true;
  let before = start - 1;
  while (before >= 0 && text.charCodeAt(before) === 0x20) before--;
  if (text.charCodeAt(before) === 0x2c) return true;
  let closing = after;
  while (closing < text.length && text.charCodeAt(closing) === 0x20) closing++;
  if (before >= 0 && NAME_MARKS.includes(text[before]!) && closing < text.length && NAME_MARKS.includes(text[closing]!))
    return true;
  // The last item: "…, delete_file and run_shell".
  return LAST_LIST_ITEM_LEAD.test(text.slice(Math.max(0, start - 48), start));
}
