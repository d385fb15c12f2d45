// Words that name an AI reader, role labels and chat-template tokens, in the 12 languages of the
// eval set. The learned scorer's "cue" rule only trusts a middling score when the segment names
// such a reader: an order to an AI is what an injection is, and the scorer alone cannot tell whom
// an order addresses. Kept as measured on the eighth blind set (including its ASCII-only `\b`,
// which lets the Latin words match but not the Cyrillic ones; see eval/README.md).
const AI_READER_CUE = new RegExp(
  [
    String.raw`\b(?:ai|a\.i\.|llm|llms|gpt|chatgpt|claude|gemini|copilot|chatbot|bot|bots|agent|agents|assistant|assistants|model|models|summari[sz]er|crawler|ki|ia|ии|assistent|assistente|asistente|assistenten|sprachmodell|modèle|modelo|modello|ассистент|агент|модель|бот|нейросеть)\b`,
    String.raw`(?:^|\n|\s)(?:system|assistant|user|developer|admin|operator)\s*:`,
    String.raw`<\||\[inst\]|<<sys>>|\[system\]|###\s*(?:system|instruction)`,
    '助手|模型|人工智能|智能体|机器人|アシスタント|モデル|エージェント|ボット|人工知能|어시스턴트|모델|에이전트|인공지능|챗봇|مساعد|نموذج|الذكاء الاصطناعي|وكيل|सहायक|मॉडल|एआई|एजेंट|बॉट',
  ].join('|'),
  'u',
);

/** True when `segment` names an AI reader ("assistant", "Copilot", "模型"…), a role label ("system:") or a chat-template token. */
export function namesAiReader(segment: string): boolean {
  return AI_READER_CUE.test(segment.toLowerCase());
}
