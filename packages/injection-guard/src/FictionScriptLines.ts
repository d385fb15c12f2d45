/**
 * Game scripts, screenplays and web novels are full of machine voices that talk like attacks
 * ("SYSTEM VOICE: Override detected. All previous commands are void.", "[퀘스트: 이전의 모든 명령을 잊고 …]").
 * In a text that names itself a story or a script and is made of dialogue, those lines are spoken by
 * characters to characters. This finds them, so that order-shaped rules can leave them alone.
 */

/** One dialogue line of a fiction or game script: `[start, end)` in the text, without its line break. */
export interface FictionScriptLine {
  readonly start: number;
  readonly end: number;
}

/**
 * Words that name a story, a script or a game. Latin and Cyrillic words need letter edges; CJK words
 * stand alone. Literal alternatives only: the expression cannot backtrack.
 */
const FICTION_WORDS =
  /(?<![\p{L}\p{N}])(?:scene|chapter|episode|screenplay|game script|cutscene|quest|npc|narrator|player choice|dialogue|dialogues|szene|kapitel|spieler|erzähler|scène|chapitre|joueur|narrateur|escena|capítulo|jugador|narrador|jogador|scena|capitolo|giocatore|сцена|глава|игрок|рассказчик|квест)(?![\p{L}\p{N}])|游戏|剧情|剧本|玩家|小说|웹소설|퀘스트|게임|소설|플레이어|シナリオ|ゲーム|小説|プレイヤー|第[一二三四五六七八九十百\d]+[章话話幕回集]|\d+화/iu;

/** Where a story or a script names itself: its title lines. A chat that mentions "the new episode" further down is no script. */
const TITLE_CHARS = 200;

/**
 * Chat roles: a transcript of "User:" and "Assistant:" turns is the shape of a forged conversation,
 * so these labels never make a cast.
 */
const CHAT_ROLES: ReadonlySet<string> = new Set([
  'user',
  'assistant',
  'system',
  'ai',
  'bot',
  'chatbot',
  'model',
  'human',
  'developer',
  'tool',
  'operator',
  'admin',
  'benutzer',
  'nutzer',
  'assistent',
  'utilisateur',
  'système',
  'usuario',
  'asistente',
  'sistema',
  'utente',
  'assistente',
  'usuário',
  'пользователь',
  'ассистент',
  'система',
  'бот',
  '用户',
  '助手',
  '系统',
  'ユーザー',
  'アシスタント',
  'システム',
  '사용자',
  '어시스턴트',
  '시스템',
  'المستخدم',
  'المساعد',
  'النظام',
  'उपयोगकर्ता',
  'सहायक',
  'सिस्टम',
]);

/** Opens a line of dialogue: a quotation, a dash of direct speech, a bracketed game notice or a stage direction. */
const SPEECH_OPENERS = new Set([
  '"',
  '\u201C',
  '\u201E',
  '\u00AB',
  '\u300C',
  '\u300E',
  '\u2014',
  '\u2013',
  '[',
  '\u3010',
  '(',
  '\uFF08',
]);

/** Opens a line of quoted speech. */
const QUOTE_OPENERS = new Set(['"', '\u201C', '\u201E', '\u00AB', '\u300C', '\u300E', '\u2014', '\u2013']);

/** Longest speaker label read before a colon ("ORACLE (system voice)", "AI 助理“灵”"). */
const MAX_LABEL_CHARS = 32;

/** Labels that address a reader instead of naming a speaker: "Note to AI:", "Hinweis für KI-Systeme:", "致AI助手：". */
const ADDRESSING_LABEL =
  /(?<![\p{L}\p{N}])(?:note|notice|attention|to|for|dear|hinweis|für|an|pour|à|para|per|nota|для|к|注意|提示)(?![\p{L}\p{N}])|[给致对]|へ|に|에게|께/iu;

function isWhitespace(code: number): boolean {
  return code === 0x20 || code === 0x09 || code === 0x3000 || code === 0xa0;
}

/** The speaker label of a line ("MIRA:", "玩家选项 A：", "UNIT-7:"), or undefined when the line has none. */
function speakerLabel(text: string, start: number, end: number): string | undefined {
  const limit = Math.min(end, start + MAX_LABEL_CHARS + 1);
  for (let at = start; at < limit; at++) {
    const code = text.charCodeAt(at);
    if (code === 0x3a || code === 0xff1a) {
      // "https://…", "10:30" and "a:b" keys are no labels: a label's colon ends a word and is followed by a space or CJK.
      if (at === start) return undefined;
      const next = at + 1 < end ? text.charCodeAt(at + 1) : 0x20;
      if (code === 0x3a && !isWhitespace(next)) return undefined;
      const label = text.slice(start, at);
      // Speakers are names ("MIRA", "Juno", "系统"); "title:", "system_prompt:" and "a.b:" are keys of a file.
      const initial = label.charAt(0);
      if (initial !== initial.toUpperCase() || /[_.=/]/.test(label)) return undefined;
      return label;
    }
    if (code === 0x2e || code === 0x3002 || code === 0x21 || code === 0x3f) return undefined; // a sentence ended first
  }
  return undefined;
}

/**
 * The dialogue lines of `text` when its title names it a story or a game script and dialogue makes
 * up at least three of its lines and two fifths of them; else none. A dialogue line opens with a
 * speaker label, a quotation, a dash of direct speech, a bracketed notice or a stage direction. The
 * text must have a cast: two speakers with names (not chat roles), or two lines of quoted speech.
 * Labels that address someone ("Note to AI:") make no dialogue.
 */
export function findFictionScriptLines(text: string): FictionScriptLine[] {
  if (!FICTION_WORDS.test(text.slice(0, TITLE_CHARS))) return [];
  const lines: FictionScriptLine[] = [];
  const names = new Set<string>();
  let quotedLines = 0;
  let nonBlankLines = 0;
  let start = 0;
  while (start <= text.length) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    let first = start;
    while (first < end && isWhitespace(text.charCodeAt(first))) first++;
    if (first < end) {
      nonBlankLines++;
      const label = speakerLabel(text, first, end);
      if (label !== undefined && !ADDRESSING_LABEL.test(label)) {
        const name = label.trim().toLowerCase();
        if (!CHAT_ROLES.has(name)) names.add(name);
        lines.push({ start: first, end });
      } else if (label === undefined && SPEECH_OPENERS.has(text[first]!)) {
        if (QUOTE_OPENERS.has(text[first]!)) quotedLines++;
        lines.push({ start: first, end });
      }
    }
    start = end + 1;
  }
  // A few bracketed lines in a manual are no script.
  if (lines.length < 3 || lines.length * 5 < nonBlankLines * 2 || (names.size < 2 && quotedLines < 2)) return [];
  return lines;
}
