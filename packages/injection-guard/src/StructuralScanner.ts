import { isAsciiLetter } from './CharacterClass.js';
import { REDACTION_THRESHOLD, RuleWeight } from './LexiconRule.js';
import { PhraseMatcher } from './PhraseMatcher.js';
import { PromptInjectionCategory } from './PromptInjectionCategory.js';

/** A structural signal at `[start, end)` of the raw text. */
export interface StructuralHit {
  readonly start: number;
  readonly end: number;
  readonly ruleId: string;
  readonly category: PromptInjectionCategory;
  readonly weight: number;
  /** When true the hit is redacted on its own span (not its sentence): e.g. a markdown image. */
  readonly ownSpan?: boolean;
}

/**
 * Text hidden from a reader (an invisible HTML element, a comment, LaTeX phantom text): if the
 * text inside carries any rule hit, the whole extent is removed.
 */
export interface HiddenExtent {
  readonly start: number;
  readonly end: number;
  readonly ruleId: string;
  /** Added to the score of the hits inside. */
  readonly bonus: number;
}

/** What {@link scanStructure} found. */
export interface StructureScan {
  readonly hits: StructuralHit[];
  readonly extents: HiddenExtent[];
}

const MAX_TAG_LENGTH = 1_000;
const MAX_ELEMENT_LENGTH = 6_000;
const MAX_URL_LENGTH = 2_048;
const MAX_LINE_FOR_DELIMITER = 160;
const MAX_STRUCTURES = 256;
const HIDDEN_BONUS = REDACTION_THRESHOLD - RuleWeight.WEAK - 0.5;

const HIDDEN_STYLE_MARKERS = [
  'display:none',
  'visibility:hidden',
  'visibility:collapse',
  'opacity:0;',
  'opacity:0"',
  "opacity:0'",
  'opacity:0.0',
  'opacity:.0',
  'font-size:0',
  'font-size:1px',
  'font-size:0.1',
  'font-size:.1',
  'color:#fff;',
  'color:#fff"',
  "color:#fff'",
  'color:#ffffff',
  'color:white',
  'color:rgb(255,255,255)',
  'color:transparent',
  'left:-9999',
  'left:-10000',
  'top:-9999',
  'text-indent:-9999',
  'text-indent:-10000',
  'clip:rect(0',
  'clip-path:inset(100%',
  'max-height:0',
  'height:0;overflow:hidden',
  'height:0px;overflow:hidden',
  'width:0;height:0',
  'transform:scale(0)',
];

function lowerAsciiNoSpace(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d) continue;
    out += code >= 0x41 && code <= 0x5a ? String.fromCharCode(code + 32) : text[i];
  }
  return out;
}

function isHiddenTag(attributes: string): boolean {
  const compact = lowerAsciiNoSpace(attributes);
  if (compact.includes('style=')) {
    for (const marker of HIDDEN_STYLE_MARKERS) {
      if (compact.includes(marker)) return true;
    }
    if (/opacity:0(?![.\d])/.test(compact)) return true;
  }
  // <font color="white">, and the boolean `hidden` attribute.
  if (/(?:^|\s)color\s*=\s*["']?(?:white|#fff\b|#ffffff)/i.test(attributes)) return true;
  return / hidden(?:[\s/>=]|$)/i.test(attributes);
}

function findClosingTag(lower: string, name: string, from: number, lastClose: number): number {
  const limit = Math.min(lower.length, from + MAX_ELEMENT_LENGTH);
  const open = `<${name}`;
  const close = `</${name}`;
  let depth = 1;
  let cursor = from;
  // Native searches for the next opening and closing tag of the same name; nesting counted.
  for (let guard = 0; guard < 64; guard++) {
    // `lastClose` (the last closing tag in the text) spares a search to the end for every unclosed tag.
    if (lastClose < cursor) return -1;
    const nextClose = lower.indexOf(close, cursor);
    if (nextClose < 0 || nextClose >= limit) return -1;
    let nextOpen = lower.indexOf(open, cursor);
    while (nextOpen >= 0 && nextOpen < nextClose && isAsciiLetter(lower.charCodeAt(nextOpen + open.length)))
      nextOpen = lower.indexOf(open, nextOpen + 1);
    if (nextOpen >= 0 && nextOpen < nextClose) {
      depth++;
      cursor = nextOpen + open.length;
      continue;
    }
    depth--;
    if (depth === 0) {
      const end = lower.indexOf('>', nextClose);
      return end < 0 ? nextClose + close.length : end + 1;
    }
    cursor = nextClose + close.length;
  }
  return -1;
}

function isDigit(code: number): boolean {
  return code >= 0x30 && code <= 0x39;
}

function paragraphEnd(text: string, from: number, limit: number): number {
  const blank = text.indexOf('\n\n', from);
  const end = blank < 0 ? text.length : blank;
  return Math.min(end, from + limit);
}

/** `text` with A–Z lower-cased, offsets kept (toLowerCase can change the length of a string): for ASCII tag searches. */
function lowerAsciiLetters(text: string): string {
  let first = 0;
  while (first < text.length && !(text.charCodeAt(first) >= 0x41 && text.charCodeAt(first) <= 0x5a)) first++;
  if (first === text.length) return text;
  const codes = new Uint16Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    codes[i] = code >= 0x41 && code <= 0x5a ? code + 32 : code;
  }
  // Natively decoded; a lone surrogate becomes U+FFFD (one unit too), which no tag search looks for.
  return utf16.decode(codes);
}

const utf16 = new TextDecoder('utf-16le');

function scanHtml(text: string, extents: HiddenExtent[]): void {
  // ASCII-only lower-casing keeps offsets (toLowerCase can change the length of a string).
  const lower = lowerAsciiLetters(text);
  const lastCloses = new Map<string, number>();
  let i = text.indexOf('<');
  while (i >= 0 && extents.length < MAX_STRUCTURES) {
    if (text.startsWith('<!--', i)) {
      const close = text.indexOf('-->', i + 4);
      const end = close < 0 ? paragraphEnd(text, i, 600) : Math.min(close + 3, i + MAX_ELEMENT_LENGTH);
      extents.push({ start: i, end, ruleId: 'markup.html-comment', bonus: HIDDEN_BONUS });
      i = text.indexOf('<', Math.max(end, i + 1));
      continue;
    }
    let nameEnd = i + 1;
    while (nameEnd < text.length && (isAsciiLetter(text.charCodeAt(nameEnd)) || isDigit(text.charCodeAt(nameEnd))))
      nameEnd++;
    if (nameEnd > i + 1) {
      const tagEnd = text.indexOf('>', nameEnd);
      if (tagEnd > 0 && tagEnd - i < MAX_TAG_LENGTH && isHiddenTag(text.slice(nameEnd, tagEnd))) {
        const name = text.slice(i + 1, nameEnd);
        const selfClosing = text.charCodeAt(tagEnd - 1) === 0x2f;
        const lowerName = name.toLowerCase();
        let lastClose = lastCloses.get(lowerName);
        if (lastClose === undefined) {
          lastClose = lower.lastIndexOf(`</${lowerName}`);
          lastCloses.set(lowerName, lastClose);
        }
        const close = selfClosing ? tagEnd + 1 : findClosingTag(lower, lowerName, tagEnd + 1, lastClose);
        const end = close < 0 ? paragraphEnd(text, i, 1_500) : close;
        extents.push({ start: i, end, ruleId: 'markup.hidden-html', bonus: HIDDEN_BONUS });
        i = text.indexOf('<', tagEnd + 1);
        continue;
      }
    }
    i = text.indexOf('<', i + 1);
  }
}

/** Markdown reference-style comments `[//]: # (…)` and long image alt texts: both invisible when rendered. */
function scanMarkdownHidden(text: string, extents: HiddenExtent[]): void {
  let from = 0;
  while (extents.length < MAX_STRUCTURES) {
    const comment = text.indexOf('[//]: #', from);
    if (comment < 0) break;
    const lineEnd = text.indexOf('\n', comment);
    const end = lineEnd < 0 ? text.length : lineEnd;
    extents.push({ start: comment, end, ruleId: 'markup.markdown-comment', bonus: HIDDEN_BONUS });
    from = end;
  }
  from = 0;
  while (extents.length < MAX_STRUCTURES) {
    const image = text.indexOf('![', from);
    if (image < 0) break;
    const close = text.indexOf('](', image + 2);
    const lineEnd = text.indexOf('\n', image);
    from = image + 2;
    if (close < 0 || (lineEnd >= 0 && lineEnd < close) || close - image > 2_000) continue;
    if (close - image >= 24) {
      const urlEnd = text.indexOf(')', close);
      extents.push({
        start: image,
        end: urlEnd < 0 ? close + 2 : urlEnd + 1,
        ruleId: 'markup.image-alt-text',
        bonus: HIDDEN_BONUS,
      });
    }
    from = close + 2;
  }
}

function matchingBrace(text: string, open: number): number {
  let depth = 0;
  const limit = Math.min(text.length, open + MAX_ELEMENT_LENGTH);
  for (let i = open; i < limit; i++) {
    const code = text.charCodeAt(i);
    if (code === 0x5c) {
      i++;
      continue;
    }
    if (code === 0x7b) depth++;
    else if (code === 0x7d) {
      depth--;
      if (depth === 0) return i + 1;
    }
  }
  return -1;
}

const LATEX_ARGUMENT_COMMANDS = [
  '\\phantom',
  '\\hphantom',
  '\\vphantom',
  '\\textcolor{white}',
  '\\textcolor{white!',
  '\\colorbox{white}',
  '\\scalebox{0',
  '\\resizebox{0',
  '\\fontsize{0',
  '\\fontsize{1pt',
  '\\fontsize{0.',
];
const LATEX_DECLARATIONS = [
  '\\color{white}',
  '\\pagecolor{white}\\color{white}',
  '\\tiny',
  '\\fontsize{0',
  '\\fontsize{1pt',
  '\\fontsize{0.',
];

function scanLatex(text: string, extents: HiddenExtent[]): void {
  let i = text.indexOf('\\');
  while (i >= 0 && extents.length < MAX_STRUCTURES) {
    let matched = false;
    if (text.startsWith('\\iffalse', i)) {
      const close = text.indexOf('\\fi', i + 8);
      const end = close < 0 ? paragraphEnd(text, i, 1_500) : Math.min(close + 3, i + MAX_ELEMENT_LENGTH);
      extents.push({ start: i, end, ruleId: 'markup.hidden-latex', bonus: HIDDEN_BONUS });
      i = text.indexOf('\\', end);
      continue;
    }
    for (const command of LATEX_ARGUMENT_COMMANDS) {
      if (!text.startsWith(command, i)) continue;
      // The hidden text is the last of the brace arguments that follow the command directly.
      let cursor = i + command.length;
      if (command.lastIndexOf('{') > command.lastIndexOf('}')) {
        const close = text.indexOf('}', cursor);
        if (close < 0 || close - cursor > 16) break;
        cursor = close + 1;
      }
      let end = -1;
      for (let argument = 0; argument < 3 && text.charCodeAt(cursor) === 0x7b; argument++) {
        const close = matchingBrace(text, cursor);
        if (close < 0) break;
        end = close;
        cursor = close;
      }
      if (end > 0) {
        extents.push({ start: i, end, ruleId: 'markup.hidden-latex', bonus: HIDDEN_BONUS });
        matched = true;
        i = text.indexOf('\\', end);
      }
      break;
    }
    if (matched) continue;
    for (const declaration of LATEX_DECLARATIONS) {
      if (!text.startsWith(declaration, i)) continue;
      // A declaration hides the rest of its group, or of the paragraph outside a group.
      let depth = 0;
      let end = paragraphEnd(text, i, 2_000);
      for (let k = i + declaration.length; k < end; k++) {
        const code = text.charCodeAt(k);
        if (code === 0x7b) depth++;
        else if (code === 0x7d) {
          if (depth === 0) {
            end = k + 1;
            break;
          }
          depth--;
        }
      }
      extents.push({ start: i, end, ruleId: 'markup.hidden-latex', bonus: HIDDEN_BONUS });
      matched = true;
      i = text.indexOf('\\', end);
      break;
    }
    if (!matched) i = text.indexOf('\\', i + 1);
  }
}

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
    // "…?u= followed by the user's email address": the empty value is filled with the user's data.
    if (
      containsConversationWord(nearby) ||
      /\b(?:the user['’]s|user['’]s|the user|their) (?:e-?mail|name|address|phone|password|key|token|question|message|data)/i.test(
        nearby,
      )
    )
      return true;
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

/** Whose data an address is filled with: the user, a customer, the other applicants (any language). */
const THIRD_PARTY_WORDS = [
  'user',
  'customer',
  'client',
  'applicant',
  'candidate',
  'member',
  'guest',
  'patient',
  'employee',
  'recipient',
  'contacts',
  'nutzer',
  'kunde',
  'bewerber',
  'mitglied',
  'utilisateur',
  'candidat',
  'membre',
  'usuario',
  'usuário',
  'utilizador',
  'miembro',
  'membro',
  'utente',
  'candidat',
  'пользовател',
  'клиент',
  'кандидат',
  'участник',
  '用户',
  '用戶',
  '客户',
  '候选人',
  'ユーザー',
  '顧客',
  'お客様',
  '候補者',
  '사용자',
  '고객',
  '지원자',
  'المستخدم',
  'العميل',
  'المرشح',
  'उपयोगकर्ता',
  'ग्राहक',
  'उम्मीदवार',
];
/** Personal data an empty query value would carry: names, addresses, numbers, messages. */
const PERSONAL_DATA_WORDS = [
  'name',
  'e-mail',
  'email',
  'phone',
  'address',
  'salar',
  'password',
  'iban',
  'account number',
  'card number',
  'birth',
  'passport',
  'question',
  'message',
  'telefon',
  'adresse',
  'anschrift',
  'gehalt',
  'passwort',
  'kontonummer',
  'frage',
  'nachricht',
  'nom ',
  'courriel',
  'téléphone',
  'salaire',
  'mot de passe',
  'numéro de compte',
  'nombre',
  'correo',
  'teléfono',
  'dirección',
  'salario',
  'contraseña',
  'cuenta',
  'pregunta',
  'nome',
  'telefone',
  'endereço',
  'salário',
  'senha',
  'conta',
  'cpf',
  'pergunta',
  'telefono',
  'indirizzo',
  'stipendio',
  'conto',
  'domanda',
  'имя',
  'почт',
  'телефон',
  'адрес',
  'зарплат',
  'пароль',
  'счёт',
  'счет',
  'вопрос',
  '姓名',
  '名字',
  '邮箱',
  '电话',
  '地址',
  '工资',
  '密码',
  '账号',
  '問題',
  '问题',
  '氏名',
  '名前',
  'メール',
  '電話',
  '住所',
  '給与',
  'パスワード',
  '口座',
  '質問',
  '이름',
  '이메일',
  '전화',
  '주소',
  '급여',
  '비밀번호',
  '계좌',
  '질문',
  'اسم',
  'البريد',
  'هاتف',
  'عنوان',
  'راتب',
  'كلمة المرور',
  'حساب',
  'سؤال',
  'नाम',
  'ईमेल',
  'फ़ोन',
  'फोन',
  'पता',
  'वेतन',
  'पासवर्ड',
  'खाता',
  'सवाल',
  'प्रश्न',
];

/**
 * True when an address ends in an empty parameter ("…/c?d=") and the text right around it speaks of
 * someone else's personal data ("followed by the names and salaries of the other applicants", "hänge
 * die Frage des Nutzers an", "o nome e o e-mail do usuário"): the reader is told to fill the slot.
 */
function emptyValueForPrivateData(text: string, url: string, start: number, end: number): 0 | 1 | 2 {
  if (!url.endsWith('=') || url.indexOf('?') < 0) return 0;
  const nearby = `${text.slice(Math.max(0, start - 160), start)} ${text.slice(end, end + 200)}`.toLowerCase();
  if (
    !THIRD_PARTY_WORDS.some((word) => nearby.includes(word)) ||
    !PERSONAL_DATA_WORDS.some((word) => nearby.includes(word))
  )
    return 0;
  // "… appended", "hänge … an", "añadiendo al final", "в конец", "末尾に": the data goes onto the address.
  return APPEND_WORDS.some((word) => nearby.includes(word)) ? 2 : 1;
}

/** Words that put data at the end of an address. */
const APPEND_WORDS = [
  'followed by',
  'append',
  'at the end',
  'add the',
  'url-encoded',
  'url encoded',
  'gefolgt von',
  'anhäng',
  'hänge',
  'hängen sie',
  'am ende',
  'à la fin',
  'ajoutant',
  'suivi de',
  'suivie de',
  'al final',
  'añadiendo',
  'agregando',
  'seguido de',
  'no final',
  'acrescent',
  'colocando',
  'in fondo',
  'alla fine',
  'aggiungendo',
  'seguito da',
  'accoda',
  'в конец',
  'в конце',
  'допиш',
  'добав',
  '末尾',
  '后面',
  '後面',
  '附上',
  '加上',
  '後ろ',
  'の後に',
  '뒤에',
  '끝에',
  '붙여',
  'نهاية',
  'نهايته',
  'أضف',
  'अंत में',
  'जोड़',
  // "put the name into the link", "coloque o nome no link": the data goes into the address itself.
  'into the link',
  'in the link',
  'into the url',
  'in den link',
  'dans le lien',
  'en el enlace',
  'no link',
  'nel link',
  'в ссылку',
  '链接中',
  'リンクに',
  '링크에',
  'في الرابط',
  'लिंक में',
];

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

function scanUrls(text: string, hits: StructuralHit[]): void {
  let from = 0;
  let count = 0;
  while (count < MAX_STRUCTURES) {
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
    const slot = Math.max(
      urlCarriesPlaceholder(url),
      queryValueEchoed(text, url, http, end) ? 2 : 0,
      emptyValueForPrivateData(text, url, http, end),
    );
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
    // An HTML anchor is a link like a Markdown one: "<a href=\"https://…?d=CHAT\">".
    const isAnchorTag = tagOpen >= 0 && /^<a\s/i.test(before.slice(tagOpen)) && !before.slice(tagOpen).includes('>');
    let start = http;
    let stop = end;
    if (isMarkdown) {
      start = beforeStart + markdownOpen - (isMarkdownImage ? 1 : 0);
      if (text.charCodeAt(end) === 0x29) stop = end + 1;
    } else if (isImageTag) {
      start = beforeStart + tagOpen;
      const tagClose = text.indexOf('>', end);
      if (tagClose >= 0 && tagClose - end < MAX_TAG_LENGTH) stop = tagClose + 1;
    }
    const image = isMarkdownImage || isImageTag;
    hits.push({
      start,
      end: stop,
      ruleId: image
        ? 'exfiltration.markdown-image-url'
        : isMarkdown || isAnchorTag
          ? 'exfiltration.markdown-link-url'
          : 'exfiltration.placeholder-url',
      category: PromptInjectionCategory.EXFILTRATION,
      // An image loads by itself; a link or address needs a click, unless its slot is the conversation.
      weight: image
        ? RuleWeight.STRONG
        : isMarkdown || isAnchorTag
          ? slot === 2
            ? RuleWeight.STRONG
            : 3
          : slot === 2
            ? 3
            : RuleWeight.MEDIUM,
      ownSpan: image,
    });
  }
}

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
  'model',
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

/**
 * Fake conversation turns: "SYSTEM: …", "// Assistant: …", "시스템: …" where a line, comment or
 * sentence starts. A system label weighs more, and a system label together with a forged
 * assistant or user turn nearby is a forged conversation.
 */
/** The role labels ("System:", "assistant：") of `text`, at most {@link MAX_LABELS}. */
function findRoleLabels(text: string): { start: number; end: number; system: boolean }[] {
  const labels: { start: number; end: number; system: boolean }[] = [];
  for (let i = 0; i < text.length && labels.length < MAX_LABELS; i++) {
    const code = text.charCodeAt(i);
    if (code !== 0x3a && code !== 0xff1a) continue;
    const label = roleLabelBefore(text, i);
    if (label !== undefined) labels.push({ start: label.start, end: i + 1, system: label.system });
  }
  return labels;
}

function scanRoleLabels(text: string, hits: StructuralHit[]): void {
  // The character loop lives in its own function: V8 optimises it in the middle of a first long
  // text, and code after the loop that had never run yet would throw that optimised code away.
  const labels = findRoleLabels(text);
  const together = (a: { start: number }, b: { start: number }): boolean =>
    Math.abs(a.start - b.start) <= FAKE_TURN_REACH &&
    !text.slice(Math.min(a.start, b.start), Math.max(a.start, b.start)).includes('\n\n');
  for (const label of labels) {
    let weight: number = label.system ? RuleWeight.MEDIUM : RuleWeight.WEAK;
    // A system turn next to other turns is a forged conversation: all of its turns go.
    if (labels.some((other) => other.system !== label.system && together(label, other))) {
      weight = label.system ? RuleWeight.STRONG : RuleWeight.MEDIUM;
    }
    hits.push({
      start: label.start,
      end: label.end,
      ruleId: 'role.fake-turn',
      category: PromptInjectionCategory.ROLE_SPOOFING,
      weight,
    });
  }
}

const DELIMITER_CHARS = new Set('=-#*<>[]~_|/+'.split('').map((char) => char.charCodeAt(0)));
const CONTEXT_ESCAPE_WORDS = [
  'end of',
  'begin',
  'start of',
  'ende',
  'fin de',
  'fine',
  'fim d',
  'início',
  'inicio',
  'début',
  'comienzo',
  'inizio',
  'anfang',
  'beginn',
  'конец',
  'начало',
  '结束',
  '開始',
  '终',
  '終了',
  '끝',
  '시작',
  'समाप्त',
  'نهاية',
  'بداية',
];
const CONTEXT_ESCAPE_OBJECTS = [
  'document',
  'context',
  'input',
  'data',
  'text',
  'email',
  'e-mail',
  'file',
  'page',
  'content',
  'prompt',
  'conversation',
  'instructions',
  'system',
  'user',
  'untrusted',
  'article',
  'message',
  'dokument',
  'eingabe',
  'kontext',
  'quote',
  'quoted',
  'excerpt',
  'snippet',
  'material',
  'transcript',
  'result',
  'output',
  'reference',
  'review',
  'daten',
  'inhalt',
  'nachricht',
  'ergebnis',
  'documento',
  'contenido',
  'conteúdo',
  'contenuto',
  'mensaje',
  'mensagem',
  'messaggio',
  'texto',
  'testo',
  'resultado',
  'risultat',
  'contexte',
  'contexto',
  'contesto',
  'документ',
  'текст',
  'данн',
  'содержим',
  'письм',
  'контекст',
  'результат',
  '文档',
  '内容',
  '上下文',
  '结果',
  'ドキュメント',
  '文書',
  'コンテンツ',
  '結果',
  '문서',
  '내용',
  '결과',
  'दस्तावेज़',
  'सामग्री',
  'المستند',
  'المحتوى',
  'النص',
];
const STRONG_DELIMITED_WORDS = [
  'openai',
  'anthropic',
  'operations notice',
  'safety notice',
  'policy notice',
  'override',
  'new instruction',
  'system prompt',
  'admin',
  'developer mode',
  'jailbreak',
  'ignore',
  'important instruction',
  'instructions for',
  'ai instruction',
  'hidden instruction',
  'secret instruction',
  'priority instruction',
  'assistant instruction',
  'new task',
  'updated task',
  'real task',
  'actual task',
  'priority task',
  'new objective',
  'updated instruction',
  'real instruction',
  'revised instruction',
  'new prompt',
  'system notice',
  'system alert',
  'session reset',
  'developer message',
  'message from the developer',
  'operator notice',
  'operator message',
  'system message',
  // The same notices and new orders in the other languages of the lexicon.
  'systemhinweis',
  'systemnachricht',
  'systemmeldung',
  'systemanweisung',
  'systemebene',
  'betreiberhinweis',
  'betreibernachricht',
  'entwicklerhinweis',
  'entwicklernachricht',
  'neue anweisung',
  'neue aufgabe',
  'message système',
  'message du système',
  'consigne système',
  'message du développeur',
  "message de l'administrateur",
  'nouvelle instruction',
  'nouvelles instructions',
  'nouvelle tâche',
  'mensaje del sistema',
  'mensaje de sistema',
  'aviso del sistema',
  'mensaje del desarrollador',
  'mensaje del administrador',
  'nueva instrucción',
  'nuevas instrucciones',
  'nueva tarea',
  'mensagem do sistema',
  'aviso do sistema',
  'mensagem do desenvolvedor',
  'mensagem do administrador',
  'nova instrução',
  'novas instruções',
  'nova tarefa',
  'messaggio di sistema',
  'avviso di sistema',
  'messaggio dello sviluppatore',
  "messaggio dell'amministratore",
  'nuova istruzione',
  'nuove istruzioni',
  'nuovo compito',
  'системное сообщение',
  'системное уведомление',
  'сообщение разработчика',
  'сообщение администратора',
  'новая инструкция',
  'новые инструкции',
  'новая задача',
  '系统消息',
  '系统通知',
  '系统指令',
  '开发者消息',
  '管理员通知',
  '新指令',
  '新任务',
  'システムメッセージ',
  'システム通知',
  '開発者メッセージ',
  '管理者メッセージ',
  '新しい指示',
  '新しいタスク',
  '시스템 메시지',
  '시스템 알림',
  '개발자 메시지',
  '관리자 메시지',
  '새로운 지시',
  '새 지시',
  'सिस्टम संदेश',
  'डेवलपर संदेश',
  'नया निर्देश',
  'नए निर्देश',
  'رسالة النظام',
  'رسالة المطور',
  'تعليمات جديدة',
  'مهمة جديدة',
];
/** The strong words in one automaton: a delimited passage is searched once, not once per word. */
const STRONG_DELIMITED_MATCHER = new PhraseMatcher<true>();
for (const word of STRONG_DELIMITED_WORDS) STRONG_DELIMITED_MATCHER.add(word, true);
const STRONG_DELIMITED_EMPTY = STRONG_DELIMITED_WORDS.includes('');

/** Same as `STRONG_DELIMITED_WORDS.some((word) => inner.includes(word))`, in one pass. */
function hasStrongDelimitedWord(inner: string): boolean {
  if (STRONG_DELIMITED_EMPTY) return true;
  let found = false;
  STRONG_DELIMITED_MATCHER.visitMatches(inner, () => {
    found = true;
    return true;
  });
  return found;
}

const WEAK_DELIMITED_WORDS = ['system', 'instruction', 'prompt', 'assistant', 'developer'];
const ROLE_ONLY_HEADINGS = [
  'system',
  'system message',
  'system prompt',
  'developer',
  'admin',
  'administrator',
  'operator',
];

/** The weight of a delimited label ("end of document", "new instructions", "SYSTEM"), 0 when it is none. */
function delimitedWeight(inner: string, raw: string): number {
  const shouting = /\p{Lu}/u.test(raw) && raw === raw.toUpperCase();
  if (
    CONTEXT_ESCAPE_WORDS.some((word) => inner.startsWith(word)) &&
    CONTEXT_ESCAPE_OBJECTS.some((word) => inner.includes(word))
  )
    return 3;
  if (hasStrongDelimitedWord(inner)) return 3;
  // A shouted heading that is only a role ("### SYSTEM") opens a forged turn.
  if (ROLE_ONLY_HEADINGS.includes(inner) && shouting) return 3;
  if (WEAK_DELIMITED_WORDS.some((word) => inner.includes(word))) return RuleWeight.WEAK;
  return 0;
}

/** Inline delimiter runs of at least this many equal characters ("----", "===="). */
const MIN_INLINE_RUN = 3;
const INLINE_RUN_CHARS = new Set('=-#*~_'.split('').map((char) => char.charCodeAt(0)));
/** {@link INLINE_RUN_CHARS} as a table: the scanner asks once per character. */
const IS_INLINE_RUN_CHAR = new Uint8Array(128);
for (const code of INLINE_RUN_CHARS) IS_INLINE_RUN_CHAR[code] = 1;

/** Whether a letter or digit stands within {@link PROSE_REACH} characters from `from` in `direction`, on the same line. */
function hasProseWithin(text: string, from: number, direction: 1 | -1): boolean {
  for (let i = from, steps = 0; i >= 0 && i < text.length && steps < PROSE_REACH; i += direction, steps++) {
    const code = text.charCodeAt(i);
    if (code === 0x0a) return false;
    if (/[\p{L}\p{N}]/u.test(text[i]!)) return true;
  }
  return false;
}
const PROSE_REACH = 200;

/**
 * A delimiter pair inside a line of prose ("… ---- end of search results ---- SESSION RESET …"):
 * the same fake boundary as on a line of its own, written without line breaks.
 */
function scanInlineDelimiters(text: string, hits: StructuralHit[]): void {
  let previousRunEnd = -1;
  let previousLineStart = -1;
  let lineStart = 0;
  let count = 0;
  for (let i = 0; i < text.length && count < MAX_STRUCTURES; ) {
    const code = text.charCodeAt(i);
    if (code === 0x0a) {
      lineStart = i + 1;
      i++;
      continue;
    }
    if (code >= 128 || IS_INLINE_RUN_CHAR[code] !== 1) {
      i++;
      continue;
    }
    let runEnd = i;
    while (runEnd < text.length && text.charCodeAt(runEnd) === code) runEnd++;
    if (runEnd - i >= MIN_INLINE_RUN) {
      if (previousRunEnd >= 0 && previousLineStart === lineStart && i - previousRunEnd <= 60) {
        // A pair alone on its line is the line scanner's; this one has prose around it (looked for
        // a bounded distance either side, so a huge line costs linear time).
        const raw = text.slice(previousRunEnd, i).trim();
        if (
          raw.length > 0 &&
          (hasProseWithin(text, runEnd, 1) || hasProseWithin(text, previousRunEnd - MIN_INLINE_RUN - 1, -1))
        ) {
          const weight = delimitedWeight(raw.toLowerCase().replace(/[_\s]+/g, ' '), raw);
          if (weight >= 3) {
            count++;
            hits.push({
              start: previousRunEnd - MIN_INLINE_RUN,
              end: runEnd,
              ruleId: 'override.delimiter-wrapped',
              category: PromptInjectionCategory.INSTRUCTION_OVERRIDE,
              weight,
            });
          }
        }
        previousRunEnd = -1;
      } else {
        previousRunEnd = runEnd;
        previousLineStart = lineStart;
      }
    }
    i = runEnd;
  }
}

/** True when the trimmed line `[start, end)` opens and closes with "|" and has a cell border inside: a table row. */
function isTableRow(text: string, start: number, end: number): boolean {
  if (end - start < 3 || text.charCodeAt(start) !== 0x7c || text.charCodeAt(end - 1) !== 0x7c) return false;
  const inner = text.indexOf('|', start + 1);
  return inner > start && inner < end - 1;
}

/** True when the line opens with an HTML tag ("<li>", "<td class=…>"), not a run of angle brackets. */
function isHtmlElementLine(text: string, start: number): boolean {
  if (text.charCodeAt(start) !== 0x3c) return false;
  const code = text.charCodeAt(start + 1);
  return (code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a);
}

/** What follows a poster's name in a forum or a mail quote ("**lina** wrote:", "**jen** (Moderator) schrieb:"). */
const AUTHOR_VERBS = [
  'wrote',
  'writes',
  'said',
  'says',
  'replied',
  'posted',
  'commented',
  'schrieb',
  'a écrit',
  'escribió',
  'escreveu',
  'ha scritto',
  'scrive',
  'написал',
  'написала',
  '写道',
  'さんの投稿',
  '님이 작성',
  'كتب',
  'ने लिखा',
];
const MAX_AUTHOR_TAIL = 40;

/** True when a bold name closes inside the line and a verb of posting follows it: the header of a forum post. */
function isBoldAuthorLine(text: string, start: number, leading: number, end: number): boolean {
  if (leading < 2 || text.charCodeAt(start) !== 0x2a) return false;
  const inside = text.slice(start + leading, end).indexOf('**');
  if (inside < 0) return false;
  const close = start + leading + inside;
  if (close + 2 >= end) return false;
  const tail = text.slice(close + 2, Math.min(end, close + 2 + MAX_AUTHOR_TAIL)).toLowerCase();
  return AUTHOR_VERBS.some((verb) => tail.includes(verb));
}

function scanDelimiterLines(text: string, hits: StructuralHit[]): void {
  let lineStart = 0;
  let count = 0;
  while (lineStart < text.length && count < MAX_STRUCTURES) {
    let lineEnd = text.indexOf('\n', lineStart);
    if (lineEnd < 0) lineEnd = text.length;
    if (lineEnd - lineStart <= MAX_LINE_FOR_DELIMITER) {
      let start = lineStart;
      let end = lineEnd;
      while (start < end && text.charCodeAt(start) <= 0x20) start++;
      while (end > start && text.charCodeAt(end - 1) <= 0x20) end--;
      let leading = 0;
      while (start + leading < end && DELIMITER_CHARS.has(text.charCodeAt(start + leading))) leading++;
      let trailing = 0;
      while (end - trailing > start + leading && DELIMITER_CHARS.has(text.charCodeAt(end - 1 - trailing))) trailing++;
      const headingOnly =
        trailing === 0 &&
        text
          .slice(start, start + leading)
          .split('')
          .every((char) => char === '#');
      // Not a delimiter: a row of a Markdown table ("| Share files externally | off | always + admin policy |"), an HTML element
      // ("<li>Admin override for every automated action</li>"), a poster's name in bold ("**jen_admin** wrote:").
      const notDelimited =
        isTableRow(text, start, end) || isHtmlElementLine(text, start) || isBoldAuthorLine(text, start, leading, end);
      const shouting = (line: string): boolean => /\p{Lu}/u.test(line) && line === line.toUpperCase();
      // A Markdown heading ("## System prompts") is no delimiter unless it shouts.
      if (
        !notDelimited &&
        (leading >= 2 || trailing >= 2 || (leading >= 1 && trailing >= 1)) &&
        (!headingOnly || shouting(text.slice(start + leading, end)))
      ) {
        let inner = text
          .slice(start + leading, end - trailing)
          .toLowerCase()
          .replace(/[_\s]+/g, ' ')
          .trim();
        // "# === END OF INPUT ===" in a comment: the comment mark and the rule both lead.
        let innerStart = 0;
        while (
          innerStart < inner.length &&
          (DELIMITER_CHARS.has(inner.charCodeAt(innerStart)) || inner.charCodeAt(innerStart) === 0x20)
        )
          innerStart++;
        inner = inner.slice(innerStart);
        if (inner.length > 0 && inner.length <= 60) {
          let weight = 0;
          if (
            CONTEXT_ESCAPE_WORDS.some((word) => inner.startsWith(word)) &&
            CONTEXT_ESCAPE_OBJECTS.some((word) => inner.includes(word))
          )
            weight = 3;
          else if (hasStrongDelimitedWord(inner)) weight = 3;
          // A shouted heading that is only a role ("### SYSTEM") opens a forged turn.
          else if (ROLE_ONLY_HEADINGS.includes(inner) && shouting(text.slice(start + leading, end))) weight = 3;
          else if (WEAK_DELIMITED_WORDS.some((word) => inner.includes(word))) weight = RuleWeight.WEAK;
          if (weight > 0) {
            count++;
            hits.push({
              start,
              end,
              ruleId: 'override.delimiter-wrapped',
              category: PromptInjectionCategory.INSTRUCTION_OVERRIDE,
              weight,
            });
          }
        }
      }
    }
    lineStart = lineEnd + 1;
  }
}

/**
 * The structural rules, run on the raw text with hand-written scanners (no backtracking): hidden
 * HTML elements and comments, hidden LaTeX text, URLs with slots for conversation data (markdown
 * images load by themselves, so those weigh most), and delimiter lines that fake the end of the
 * context or the start of new instructions. Chat-template tokens and fake role turns are phrases of
 * the lexicon.
 */
export function scanStructure(text: string): StructureScan {
  const hits: StructuralHit[] = [];
  const extents: HiddenExtent[] = [];
  if (text.includes('<')) scanHtml(text, extents);
  if (text.includes('\\')) scanLatex(text, extents);
  if (text.includes('http')) scanUrls(text, hits);
  if (text.includes('[//]: #') || text.includes('![')) scanMarkdownHidden(text, extents);
  if (text.includes(':') || text.includes('：')) scanRoleLabels(text, hits);
  scanDelimiterLines(text, hits);
  scanInlineDelimiters(text, hits);
  return { hits, extents };
}
