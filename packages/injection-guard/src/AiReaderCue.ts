// Words that name an AI reader, role labels and chat-template tokens, in the 12 languages of the
// eval set. The learned scorer's "cue" rule only trusts a middling score when the segment names
// such a reader: an order to an AI is what an injection is, and the scorer alone cannot tell whom
// an order addresses. Word edges are Unicode letters and digits, so Cyrillic names match too.
const AI_READER_CUE = new RegExp(
  [
    String.raw`(?<![\p{L}\p{N}_])(?:ai|a\.i\.|llm|llms|gpt|chatgpt|claude|gemini|copilot|chatbot|chatbots|bot|bots|agent|agents|agente|agentes|agenti|assistant|assistants|model|models|summari[sz]er|crawler|ki|ia|ии|assistent|assistenten|assistente|assistentes|assistenti|asistente|asistentes|sprachmodell|modèle|modèles|modelo|modelos|modello|modelli|robô|robot|robots|ассистент|ассистенту|агент|агенту|модель|бот|боту|помощник|помощнику|нейросеть|нейросети)(?![\p{L}\p{N}_])`,
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
