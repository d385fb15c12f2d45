import { PromptInjectionCategory } from './PromptInjectionCategory.js';
import type { RuleHit } from './RuleHit.js';

// Data that forges the conversation the model reads: chat-template tokens ("<|im_start|>system",
// "[INST]", "<start_of_turn>user"), a tool output that declares itself over and opens a new turn on
// the same line ("TOOL RESULT END. New message from user: …"), and a conversation written into the
// data where a system turn stands next to user or assistant turns ("SYSTEM: … USER: …"). All three are
// syntax, found exactly; what the forged turn says is the model's to judge like any other text.

/** At most this many candidates of each kind are examined per text (bounded work on huge inputs). */
const MAX_CANDIDATES = 2_000;
/** Longest text a forged turn carries along with its opener (to its closing token or paragraph end). */
const MAX_TURN_LENGTH = 2_000;

/** Tokens written `<|name|>` (ChatML, Llama 3, Phi, harmony, GPT-2 end of text), any name. */
const PIPE_TOKEN = /<\|[a-z][a-z0-9_]{0,31}\|>/gi;
/** The other template tokens: Llama 2, Gemma, sentence ends. */
const BRACKET_TOKENS = ['[inst]', '[/inst]', '<<sys>>', '<</sys>>', '<start_of_turn>', '<end_of_turn>', '</s><s>'];
/** Whether a text may hold any template token at all (a superset of the two lists above). */
const ANY_TEMPLATE_TOKEN = /<\||\[\/?inst\]|<<\/?sys>>|<(?:start|end)_of_turn>|<\/s><s>/i;
/** Tokens that close a turn: the turn a token opens runs to the next one of these at most. */
const CLOSING_TOKENS = new Set(['<|im_end|>', '<|eot_id|>', '<|end|>', '<end_of_turn>', '[/inst]', '<</sys>>']);

/** `text` with A–Z lower-cased and every offset kept (`toLowerCase` can change a string's length). */
function lowerAscii(text: string): string {
  return text.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
}

/**
 * `(from) => end of the paragraph that holds from` (capped at {@link MAX_TURN_LENGTH}). Remembers the
 * last blank line found, so asking for positions in increasing order reads the text once.
 */
function paragraphEnds(text: string): (from: number) => number {
  let searchedFrom = Number.POSITIVE_INFINITY;
  let blank = -1;
  return (from) => {
    if (from < searchedFrom || (blank >= 0 && from > blank)) {
      searchedFrom = from;
      blank = text.indexOf('\n\n', from);
    }
    return Math.min(blank < 0 ? text.length : blank, from + MAX_TURN_LENGTH);
  };
}

/**
 * Chat-template tokens. A token that opens a turn is removed with the turn: up to the next
 * template token or the end of the paragraph; a closing token on its own.
 */
export function findChatTemplateTokens(text: string): RuleHit[] {
  // One native scan rules out nearly every text before anything is lower-cased or copied.
  if (!ANY_TEMPLATE_TOKEN.test(text)) return [];
  const lower = lowerAscii(text);
  const tokens: { start: number; end: number; closing: boolean }[] = [];
  for (const match of lower.matchAll(PIPE_TOKEN)) {
    if (tokens.length >= MAX_CANDIDATES) break;
    tokens.push({ start: match.index, end: match.index + match[0].length, closing: CLOSING_TOKENS.has(match[0]) });
  }
  for (const token of BRACKET_TOKENS) {
    for (let at = lower.indexOf(token); at >= 0 && tokens.length < MAX_CANDIDATES; at = lower.indexOf(token, at + 1)) {
      tokens.push({ start: at, end: at + token.length, closing: CLOSING_TOKENS.has(token) });
    }
  }
  tokens.sort((a, b) => a.start - b.start);
  const paragraphEnd = paragraphEnds(text);
  return tokens.map((token, index) => {
    let end = token.end;
    if (!token.closing) {
      const next = tokens[index + 1]?.start ?? text.length;
      end = Math.min(next, paragraphEnd(token.end));
    }
    return {
      start: token.start,
      end,
      ruleId: 'role.chat-template-token',
      category: PromptInjectionCategory.ROLE_SPOOFING,
    };
  });
}

/** "The tool's output ends here" (lower case). */
export const OUTPUT_ENDS: readonly string[] = [
  'tool result end',
  'end of tool result',
  'end of tool output',
  'tool output end',
  'end of tool response',
  'tool response end',
  'end of search results',
  'end of search output',
  'search results end',
  'end of output',
  'output end',
  'result end',
  'end of result',
];
/**
 * Whether a text may hold any of {@link OUTPUT_ENDS}, in any case: one native scan before the lower-cased
 * copy. Each marker holds one of these pieces ("end" first: the scan looks for it); the word "end" alone
 * is too common in ordinary text.
 */
const ANY_OUTPUT_END = /end(?: of (?:tool|search|output|result)|(?<=(?:results?|output|response) end))/i;
/** A new turn that poses as the user or the system (lower case). */
const TURN_OPENERS = [
  'new message from',
  'message from the user',
  'message from user',
  'follow-up request from',
  'new request from',
  'new instruction',
  'user:',
  'user says',
  'system:',
  '[system',
  '<system',
  '[user',
  '<user',
];
/** How far after the end marker, on the same line, the new turn may open. */
const OPENER_REACH = 24;
/** Punctuation and markup between the end marker and the new turn, on one line. */
const FILLER = /^[ \t.:!\-–—=#*_|)\]>}</"'`]*/;

/**
 * "TOOL RESULT END. New message from user: …": a forged end of a tool's output and, on the same
 * line, a new turn. The marker and the turn it opens (to the end of the paragraph) are removed. A log
 * that prints the marker on a line of its own is no forgery.
 */
export function findForgedOutputEnds(text: string): RuleHit[] {
  if (!ANY_OUTPUT_END.test(text)) return [];
  const lower = lowerAscii(text);
  const hits: RuleHit[] = [];
  const paragraphEnd = paragraphEnds(text);
  let examined = 0;
  for (const marker of OUTPUT_ENDS) {
    for (let at = lower.indexOf(marker); at >= 0; at = lower.indexOf(marker, at + marker.length)) {
      if (++examined > MAX_CANDIDATES) return hits;
      // "tool result end" holds "result end": one forgery, one hit.
      if (hits.some((hit) => at >= hit.start && at < hit.end)) continue;
      const end = at + marker.length;
      // A whole phrase: not the end of "product end" or "result endpoint".
      if (/[a-z]/.test(lower[at - 1] ?? '') || /[a-z]/.test(lower[end] ?? '')) continue;
      const after = lower.slice(end, end + OPENER_REACH + 40);
      const skipped = FILLER.exec(after)![0].length;
      if (skipped > OPENER_REACH) continue;
      if (!TURN_OPENERS.some((opener) => after.startsWith(opener, skipped))) continue;
      hits.push({
        start: at,
        end: paragraphEnd(end),
        ruleId: 'role.fake-turn',
        category: PromptInjectionCategory.ROLE_SPOOFING,
      });
    }
  }
  return hits;
}

// Role labels of a conversation written into the data ("SYSTEM:", "// Assistant:", "시스템:").
const SYSTEM_LABELS = [
  'system',
  'system message',
  'system note',
  'system prompt',
  'system notice',
  'system alert',
  'system update',
  'system warning',
  'security alert',
  'admin notice',
  'system override',
  'admin',
  'administrator',
  'developer',
  'operator',
  'système',
  'systeme',
  'sistema',
  'система',
  '系统',
  '系統',
  'システム',
  '시스템',
  'النظام',
  'सिस्टम',
  'entwickler',
  'développeur',
  'desarrollador',
];
const TURN_LABELS = [
  'assistant',
  'assistent',
  'assistente',
  'asistente',
  'ассистент',
  '助手',
  'アシスタント',
  '어시스턴트',
  'सहायक',
  'المساعد',
  'user',
  'benutzer',
  'nutzer',
  'utilisateur',
  'usuario',
  'usuário',
  'utente',
  'пользователь',
  '用户',
  'ユーザー',
  '사용자',
  'उपयोगकर्ता',
  'المستخدم',
  'human',
  'ai',
  'bot',
];
const LABEL_PREFIXES = ['//', '#', '--', '>', '*', '-', '<br>', '<br/>', '<br />', '|', '[', '(', '<', '"', ']'];
const MAX_LABEL_LENGTH = 16;
const MAX_LABELS = 64;
const FAKE_TURN_REACH = 600;

function isCased(code: number): boolean {
  const char = String.fromCharCode(code);
  return char.toLowerCase() !== char.toUpperCase();
}

/** The label that ends right before `colon` and starts a line, a comment or a sentence, if any. */
const LABEL_UNIT = /[\p{L}\p{M} ]/u;
const labelUnitCache = new Uint8Array(0x10000); // 0 = unknown, 1 = yes, 2 = no

/** `/[\p{L}\p{M} ]/u` on the one code unit `code`, cached per unit (asked for every character before a colon). */
function isLabelUnit(code: number): boolean {
  let cached = labelUnitCache[code]!;
  if (cached === 0) {
    cached = LABEL_UNIT.test(String.fromCharCode(code)) ? 1 : 2;
    labelUnitCache[code] = cached;
  }
  return cached === 1;
}

function roleLabelBefore(text: string, colon: number): { start: number; system: boolean } | undefined {
  let end = colon;
  while (
    end > 0 &&
    (text.charCodeAt(end - 1) === 0x20 || text.charCodeAt(end - 1) === 0x5d || text.charCodeAt(end - 1) === 0x2a)
  )
    end--;
  let start = end;
  while (start > 0 && end - start < MAX_LABEL_LENGTH + 2 && text.charCodeAt(start - 1) !== 0x0a) {
    const code = text.charCodeAt(start - 1);
    if (!isLabelUnit(code)) break;
    start--;
  }
  while (start < end && text.charCodeAt(start) === 0x20) start++;
  const label = text.slice(start, end);
  const lower = label.toLowerCase();
  const system = SYSTEM_LABELS.includes(lower);
  if (!system && !TURN_LABELS.includes(lower)) return undefined;
  // Code and config keys are lower case ("system: x"); a forged turn is written like a speaker.
  const first = label.charCodeAt(0);
  if (isCased(first) && String.fromCharCode(first) !== String.fromCharCode(first).toUpperCase()) return undefined;
  // What precedes the label on its line: nothing, a comment/quote/list prefix, or a sentence end.
  let before = start;
  while (before > 0 && (text.charCodeAt(before - 1) === 0x20 || text.charCodeAt(before - 1) === 0x09)) before--;
  const head = text.slice(Math.max(0, before - 6), before);
  const atBoundary =
    before === 0 ||
    text.charCodeAt(before - 1) === 0x0a ||
    LABEL_PREFIXES.some((prefix) => head.endsWith(prefix)) ||
    /[.!?。！？]$/.test(head);
  if (!atBoundary) return undefined;
  // The turn must say something: not a quoted value, a number or a brace.
  let after = colon + 1;
  while (after < text.length && (text.charCodeAt(after) === 0x20 || text.charCodeAt(after) === 0x3000)) after++;
  const next = text.charCodeAt(after);
  if (
    Number.isNaN(next) ||
    next === 0x22 ||
    next === 0x27 ||
    next === 0x7b ||
    next === 0x5b ||
    next === 0x0a ||
    (next >= 0x30 && next <= 0x39)
  )
    return undefined;
  return { start, system };
}

/** The role labels ("System:", "assistant：") of `text`, at most {@link MAX_LABELS}. */
function findRoleLabels(text: string): { start: number; end: number; system: boolean }[] {
  const labels: { start: number; end: number; system: boolean }[] = [];
  // Colons found natively (ASCII and full-width), in text order.
  let ascii = text.indexOf(':');
  let wide = text.indexOf('\uff1a');
  while ((ascii >= 0 || wide >= 0) && labels.length < MAX_LABELS) {
    let i: number;
    if (wide < 0 || (ascii >= 0 && ascii < wide)) {
      i = ascii;
      ascii = text.indexOf(':', i + 1);
    } else {
      i = wide;
      wide = text.indexOf('\uff1a', i + 1);
    }
    const label = roleLabelBefore(text, i);
    if (label !== undefined) labels.push({ start: label.start, end: i + 1, system: label.system });
  }
  return labels;
}

/**
 * A forged conversation: a system (or admin, developer) turn label next to a user or assistant turn
 * label, within {@link FAKE_TURN_REACH} characters and no blank line between. Each such label is
 * removed with the rest of its line. A single "System:" line (a log, a spec sheet) is no forgery by
 * itself; what it says is the model's to judge.
 */
export function findForgedConversations(text: string): RuleHit[] {
  if (!text.includes(':') && !text.includes('：')) return [];
  const labels = findRoleLabels(text);
  const together = (a: { start: number }, b: { start: number }): boolean =>
    Math.abs(a.start - b.start) <= FAKE_TURN_REACH &&
    !text.slice(Math.min(a.start, b.start), Math.max(a.start, b.start)).includes('\n\n');
  const hits: RuleHit[] = [];
  for (const label of labels) {
    if (!labels.some((other) => other.system !== label.system && together(label, other))) continue;
    const lineEnd = text.indexOf('\n', label.end);
    hits.push({
      start: label.start,
      end: lineEnd < 0 ? text.length : lineEnd,
      ruleId: 'role.fake-turn',
      category: PromptInjectionCategory.ROLE_SPOOFING,
    });
  }
  return hits;
}
