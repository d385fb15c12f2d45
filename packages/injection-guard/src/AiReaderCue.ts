import { PhraseMatcher } from './PhraseMatcher.js';

// Words that name an AI reader, role labels and chat-template tokens, in the 12 languages of the
// eval set. The learned scorer's "cue" rule only trusts a middling score when the segment names
// such a reader: an order to an AI is what an injection is, and the scorer alone cannot tell whom
// an order addresses. Word edges are Unicode letters and digits, so Cyrillic names match too.
const READER_WORDS = [
  'ai',
  'a.i.',
  'llm',
  'llms',
  'gpt',
  'chatgpt',
  'claude',
  'gemini',
  'copilot',
  'chatbot',
  'chatbots',
  'bot',
  'bots',
  'agent',
  'agents',
  'agente',
  'agentes',
  'agenti',
  'assistant',
  'assistants',
  'model',
  'models',
  'summari[sz]er',
  'crawler',
  'ki',
  'ia',
  'ии',
  'assistent',
  'assistenten',
  'assistente',
  'assistentes',
  'assistenti',
  'asistente',
  'asistentes',
  'sprachmodell',
  'modèle',
  'modèles',
  'modelo',
  'modelos',
  'modello',
  'modelli',
  'robô',
  'robot',
  'robots',
  'ассистент',
  'ассистенту',
  'агент',
  'агенту',
  'модель',
  'бот',
  'боту',
  'помощник',
  'помощнику',
  'нейросеть',
  'нейросети',
];
const ROLE_LABELS = ['system', 'assistant', 'user', 'developer', 'admin', 'operator'];
const TEMPLATE_TOKENS = ['<|', '[inst]', '<<sys>>', '[system]', '###'];
const READER_SUBSTRINGS = [
  '助手',
  '模型',
  '人工智能',
  '智能体',
  '机器人',
  'アシスタント',
  'モデル',
  'エージェント',
  'ボット',
  '人工知能',
  '어시스턴트',
  '모델',
  '에이전트',
  '인공지능',
  '챗봇',
  'مساعد',
  'نموذج',
  'الذكاء الاصطناعي',
  'وكيل',
  'सहायक',
  'मॉडल',
  'एआई',
  'एजेंट',
  'बॉट',
];

const AI_READER_CUE_SOURCE = [
  String.raw`(?<![\p{L}\p{N}_])(?:${READER_WORDS.map((word) => word.replace(/\./gu, '\\.')).join('|')})(?![\p{L}\p{N}_])`,
  String.raw`(?:^|\n|\s)(?:${ROLE_LABELS.join('|')})\s*:`,
  String.raw`<\||\[inst\]|<<sys>>|\[system\]|###\s*(?:system|instruction)`,
  READER_SUBSTRINGS.join('|'),
].join('|');
/** Tried only where a match can start (sticky): unanchored, its lookbehind ran at every position of the segment. */
const AI_READER_CUE_AT = new RegExp(AI_READER_CUE_SOURCE, 'uy');

/** A role label may be matched from the space before it. */
const ROLE_LABEL_PIECE = 1;
/**
 * Literal pieces every match starts with (or, for a role label, starts one unit before): where none
 * occurs the expression cannot match, and where one does it is tried there only.
 */
const CUE_PIECES = new PhraseMatcher<number>();
for (const word of READER_WORDS) {
  if (word.includes('[sz]')) {
    CUE_PIECES.add(word.replace('[sz]', 's'), 0);
    CUE_PIECES.add(word.replace('[sz]', 'z'), 0);
  } else {
    CUE_PIECES.add(word, 0);
  }
}
for (const label of ROLE_LABELS) CUE_PIECES.add(label, ROLE_LABEL_PIECE);
for (const piece of [...TEMPLATE_TOKENS, ...READER_SUBSTRINGS]) CUE_PIECES.add(piece, 0);

/** Words for "model" that also name a product's model ("silla ergonómica modelo Alba", "model X200"). */
const PRODUCT_MODEL_WORDS = new Set(['model', 'modelo', 'modello', 'modèle', 'modell']);
/** A product's model name after the word: a capitalised word or a number ("Alba", "X200", "3"). */
const MODEL_NAME_AFTER = /^\s+(?:\p{Lu}|\p{N})/u;

/** True when `segment` names an AI reader ("assistant", "Copilot", "模型"…), a role label ("system:") or a chat-template token. */
export function namesAiReader(segment: string): boolean {
  const lower = segment.toLowerCase();
  // Offsets in `lower` must be those of `segment` to look at the original case after a "model" word.
  const sameOffsets = lower.length === segment.length;
  let found = false;
  CUE_PIECES.visitMatches(lower, (start, _end, kind) => {
    if (kind === ROLE_LABEL_PIECE && start > 0) {
      AI_READER_CUE_AT.lastIndex = start - 1;
      if (AI_READER_CUE_AT.test(lower)) found = true;
    }
    AI_READER_CUE_AT.lastIndex = start;
    if (AI_READER_CUE_AT.test(lower)) {
      const word = lower.slice(start, AI_READER_CUE_AT.lastIndex);
      // "modelo Alba", "model X200": a product's model, named by the word after it.
      const productModel =
        sameOffsets &&
        PRODUCT_MODEL_WORDS.has(word) &&
        MODEL_NAME_AFTER.test(segment.slice(AI_READER_CUE_AT.lastIndex, AI_READER_CUE_AT.lastIndex + 3));
      if (!productModel) found = true;
    }
    return found;
  });
  return found;
}
