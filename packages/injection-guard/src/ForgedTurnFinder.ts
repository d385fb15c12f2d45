import { RuleWeight } from './LexiconRule.js';
import { LOWERED_SEGMENT_LISTS } from './PhraseMatcher.js';
import { PromptInjectionCategory } from './PromptInjectionCategory.js';
import type { StructuralHit } from './StructuralScanner.js';

// A tool's output that declares itself over and opens a new turn ("TOOL RESULT END. New message from user: …",
// "FIN DU RÉSULTAT. [système] Nouvelle consigne …", "工具结果结束。新消息来自用户：…") forges the conversation the
// model reads: what follows poses as the user or the system. Transcripts in docs show such turns too, so the
// forgery is a medium signal: it decides next to the order it introduces (data sent out, an obligation).

/** How far after the end marker the new turn may open. */
const OPENER_REACH = 24;
/** At most this many markers are examined per text (bounded work on huge inputs). */
const MAX_MARKERS = 2_000;

/** "The tool's output ends here", per language (lower case). */
const OUTPUT_ENDS = [
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
  'end of results',
  'end of function output',
  'function result end',
  'ende des tool-ergebnisses',
  'ende des ergebnisses',
  'ende der ausgabe',
  'ergebnis ende',
  'tool-ergebnis ende',
  'fin du résultat',
  'fin du resultat',
  'fin de la sortie',
  "fin de l'outil",
  'fin des résultats',
  'fin des resultats',
  'fin del resultado',
  'fin de la salida',
  'fin de los resultados',
  'fin de la herramienta',
  'fim do resultado',
  'fim da saída',
  'fim da saida',
  'fim dos resultados',
  'fim da ferramenta',
  'fine del risultato',
  "fine dell'output",
  'fine dei risultati',
  'fine dello strumento',
  'конец результата',
  'конец вывода',
  'конец результатов',
  'конец ответа инструмента',
  '工具结果结束',
  '结果结束',
  '输出结束',
  '工具輸出結束',
  '結果結束',
  '結果終了',
  '出力終了',
  'ツール結果終了',
  '검색 결과 끝',
  '결과 끝',
  '출력 끝',
  '도구 결과 끝',
  'نهاية النتيجة',
  'نهاية المخرجات',
  'نهاية نتائج',
  'परिणाम समाप्त',
  'आउटपुट समाप्त',
  'टूल परिणाम समाप्त',
];

/** A new turn that poses as the user, the system or a new instruction, per language (lower case). */
const TURN_OPENERS = [
  'new message from',
  'message from the user',
  'message from user',
  'follow-up request from',
  'new request from',
  'user:',
  'user says',
  '[system',
  'system:',
  '<system',
  '[user',
  '<user',
  'new instruction',
  'new priority instruction',
  'neue nachricht',
  'nachricht vom nutzer',
  'nutzer:',
  'benutzer:',
  'neue anweisung',
  'system:',
  'nouveau message',
  "message de l'utilisateur",
  'utilisateur :',
  'utilisateur:',
  'nouvelle consigne',
  'nouvelle instruction',
  '[système',
  'système :',
  'système:',
  'nuevo mensaje',
  'mensaje del usuario',
  'usuario:',
  'nueva instrucción',
  'nueva instruccion',
  '[sistema',
  'sistema:',
  'nova mensagem',
  'mensagem do usuário',
  'mensagem do utilizador',
  'usuário:',
  'utilizador:',
  'nova instrução',
  'nova instrucao',
  'nuovo messaggio',
  "messaggio dell'utente",
  'utente:',
  'nuova istruzione',
  'новое сообщение',
  'сообщение от пользователя',
  'пользователь:',
  'новая инструкция',
  '[система',
  'система:',
  '新消息',
  '用户消息',
  '用户：',
  '用户:',
  '新指令',
  '[系统',
  '系统：',
  '【系统',
  '新しいメッセージ',
  'ユーザー：',
  'ユーザー:',
  '新しい指示',
  '[システム',
  'システム：',
  '새 메시지',
  '사용자:',
  '사용자：',
  '새 지시',
  '[시스템',
  '시스템:',
  'رسالة جديدة',
  'المستخدم:',
  'تعليمات جديدة',
  '[النظام',
  'النظام:',
  'नया संदेश',
  'उपयोगकर्ता:',
  'नया निर्देश',
  '[सिस्टम',
  'सिस्टम:',
];

/** The end markers, searched with the other finders' lists in one pass over the lower-cased segment. */
const END_PIECES = LOWERED_SEGMENT_LISTS.register(OUTPUT_ENDS, MAX_MARKERS + 1);

/** Punctuation, brackets and markup between the end marker and the new turn. */
const FILLER = /^[\s.。:：!！\-–—=#*_|)\]>}</"'`]*/u;

/**
 * "TOOL RESULT END. New message from user: …": a forged end of a tool's output, then a new turn.
 * One `role.fake-turn` hit per forgery, medium, over the new turn's opener (so it weighs in the
 * sentence it introduces).
 */
export function findForgedOutputEnds(text: string): StructuralHit[] {
  const lower = LOWERED_SEGMENT_LISTS.lowerCased(text);
  // Offsets below index `lower`; a case fold that changed the length would misplace them.
  if (lower.length !== text.length) return [];
  const hits: StructuralHit[] = [];
  let markers = 0;
  let lastEnd = -1;
  LOWERED_SEGMENT_LISTS.visitMatches(lower, END_PIECES, (start, end) => {
    if (++markers > MAX_MARKERS) return true;
    if (start < lastEnd) return false;
    // A whole phrase: not the end of "product end" or "result endpoint".
    if (
      /[\p{Script=Latin}\p{Script=Cyrillic}]/u.test(lower[start - 1] ?? '') ||
      /[\p{Script=Latin}\p{Script=Cyrillic}]/u.test(lower[end] ?? '')
    )
      return false;
    const after = lower.slice(end, end + OPENER_REACH + 40);
    const skipped = FILLER.exec(after)![0].length;
    if (skipped > OPENER_REACH) return false;
    const rest = after.slice(skipped);
    const opener = TURN_OPENERS.find((candidate) => rest.startsWith(candidate));
    if (opener === undefined) return false;
    const openerStart = end + skipped;
    hits.push({
      start: openerStart,
      end: openerStart + opener.length,
      ruleId: 'role.fake-turn',
      category: PromptInjectionCategory.ROLE_SPOOFING,
      weight: RuleWeight.MEDIUM,
    });
    lastEnd = openerStart + opener.length;
    return false;
  });
  return hits;
}

// A line that opens with a system tag and announces a change of policy or permissions ("[system] 新しいポリシー：…",
// "[النظام]: تم تحديث الصلاحيات", "[système] Nouvelle politique : …") forges a notice from whoever runs the model.
// Admin consoles log "[System] New policy: …" for people too, so it is medium: the obligation it announces decides.

/** Tags that name the system turn, written in brackets or as markup (lower case). */
const SYSTEM_TAGS = [
  '[system]',
  '[system message]',
  '[système]',
  '[systeme]',
  '[sistema]',
  '[система]',
  '[系统]',
  '【系统】',
  '[系統]',
  '[システム]',
  '【システム】',
  '[시스템]',
  '[النظام]',
  '[सिस्टम]',
  '<system>',
  '[systemnachricht]',
  '[mensaje del sistema]',
  '[message système]',
  '[messaggio di sistema]',
  '[mensagem do sistema]',
];
/** A change of policy, rules or permissions announced, per language (lower case). */
const POLICY_CHANGES = [
  'new policy',
  'policy update',
  'updated policy',
  'policy change',
  'permissions updated',
  'permissions have been updated',
  'new permissions',
  'new rules',
  'rules updated',
  'new directive',
  'neue richtlinie',
  'richtlinie aktualisiert',
  'berechtigungen aktualisiert',
  'neue regeln',
  'neue anweisung',
  'nouvelle politique',
  'politique mise à jour',
  'nouvelles règles',
  'autorisations mises à jour',
  'permissions mises à jour',
  'nouvelle consigne',
  'nueva política',
  'política actualizada',
  'permisos actualizados',
  'nuevas reglas',
  'nueva instrucción',
  'nova política',
  'política atualizada',
  'permissões atualizadas',
  'novas regras',
  'nova instrução',
  'nuova policy',
  'nuova politica',
  'policy aggiornata',
  'permessi aggiornati',
  'nuove regole',
  'nuova istruzione',
  'новая политика',
  'политика обновлена',
  'права обновлены',
  'новые правила',
  'новая инструкция',
  '新政策',
  '策略已更新',
  '权限已更新',
  '新规则',
  '新指令',
  '新しいポリシー',
  'ポリシー更新',
  '権限が更新',
  '新しいルール',
  '新しい指示',
  '새 정책',
  '정책 업데이트',
  '권한이 업데이트',
  '새 규칙',
  '새 지시',
  'سياسة جديدة',
  'تم تحديث الصلاحيات',
  'تحديث السياسة',
  'قواعد جديدة',
  'تعليمات جديدة',
  'नई नीति',
  'नीति अपडेट',
  'अनुमतियाँ अपडेट',
  'नए नियम',
  'नया निर्देश',
];

/** The machine the notice is about, whole words and substrings. */
const AGENT_WORD =
  /(?<![\p{L}])(?:assistant|assistants|ai|model|bot|agent|copilot|assistent|assistenten|ki|asistente|assistente|ia|modèle|modelo|modello|ассистент\p{L}*|помощник\p{L}*|ии|модел\p{L}*|бот\p{L}*)(?![\p{L}])/u;
const AGENT_SUBSTRINGS = [
  '助手',
  '模型',
  '智能体',
  'アシスタント',
  'モデル',
  'エージェント',
  '어시스턴트',
  '에이전트',
  '모델',
  'مساعد',
  'المساعد',
  'النموذج',
  'सहायक',
  'असिस्टेंट',
  'एआई',
];

const TAG_PIECES = LOWERED_SEGMENT_LISTS.register(SYSTEM_TAGS, MAX_MARKERS + 1);

/**
 * "[system] 新しいポリシー：…": a line opened by a system tag that announces a change of policy or
 * permissions. One `role.fake-turn` hit per such line, medium, over the tag and the first sentence after it.
 */
export function findForgedPolicyNotices(text: string): StructuralHit[] {
  const lower = LOWERED_SEGMENT_LISTS.lowerCased(text);
  if (lower.length !== text.length) return [];
  const hits: StructuralHit[] = [];
  let tags = 0;
  LOWERED_SEGMENT_LISTS.visitMatches(lower, TAG_PIECES, (start, end) => {
    if (++tags > MAX_MARKERS) return true;
    // The tag opens its line (spaces, a quote mark or an end marker's punctuation before it at most).
    let lineStart = start;
    while (lineStart > 0 && start - lineStart < 8 && lower[lineStart - 1] !== '\n') lineStart--;
    if (lineStart > 0 && lower[lineStart - 1] !== '\n') return false;
    if (/[\p{L}\p{N}]/u.test(lower.slice(lineStart, start))) return false;
    const after = lower.slice(end, end + OPENER_REACH + 40);
    const skipped = FILLER.exec(after)![0].length;
    const rest = after.slice(skipped);
    if (!POLICY_CHANGES.some((change) => rest.startsWith(change))) return false;
    // The notice changes what the machine does: it names the assistant (a password policy for staff names no one).
    const notice = lower.slice(end, end + 240);
    if (!AGENT_WORD.test(notice) && !AGENT_SUBSTRINGS.some((word) => notice.includes(word))) return false;
    let sentenceEnd = end;
    while (sentenceEnd < lower.length && sentenceEnd - end < 200 && !'\n。.!?！？'.includes(lower[sentenceEnd]!))
      sentenceEnd++;
    hits.push({
      start,
      end: sentenceEnd,
      ruleId: 'role.fake-turn',
      category: PromptInjectionCategory.ROLE_SPOOFING,
      weight: RuleWeight.MEDIUM,
    });
    return false;
  });
  return hits;
}
