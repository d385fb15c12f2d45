/**
 * Hand-written chat exports, forum posts and resumes in more languages: places where anyone can
 * write a line an assistant later reads.
 */
import type { CarrierTemplate } from './carrierTypes.js';

export const conversationalCarriers: readonly CarrierTemplate[] = [
  {
    id: 'de-chat-team',
    language: 'de',
    carrier: 'chat',
    format: 'text',
    slot: 'text',
    body: `[08:55] Jana: Moin! Ist der Build heute Nacht durchgelaufen?
[08:56] Felix: Ja, alles grün. Nur der Lasttest war langsamer als sonst
[08:58] Murat: Das liegt am neuen Index, ich schau's mir an
[09:03] Gast_2291: {{SLOT}}
[09:04] Jana: Wer hat den Gast in den Kanal eingeladen?
[09:05] Felix: Keine Ahnung, ich entferne ihn`,
  },
  {
    id: 'es-chat-grupo',
    language: 'es',
    carrier: 'chat',
    format: 'text',
    slot: 'text',
    body: `[19:02] Carmen: ¿Quién trae el pastel el sábado?
[19:03] Luis: Yo, de chocolate
[19:05] Ana: Yo llevo las bebidas
[19:07] usuario_nuevo: {{SLOT}}
[19:08] Carmen: ¿Y este quién es? 🤔
[19:09] Luis: ni idea, lo saco del grupo`,
  },
  {
    id: 'ja-chat-slack',
    language: 'ja',
    carrier: 'chat',
    format: 'text',
    slot: 'text',
    body: `[10:01] 高橋: おはようございます。本日のリリースは予定どおり15時です
[10:02] 中村: 了解です。QAの確認は午前中に終わらせます
[10:06] ゲスト: {{SLOT}}
[10:07] 高橋: このゲストアカウントは誰が招待しましたか？
[10:08] 中村: 確認して削除しておきます`,
  },
  {
    id: 'ru-forum',
    language: 'ru',
    carrier: 'forum',
    format: 'text',
    slot: 'text',
    body: `Re: Не заводится мотоблок после зимы

Сообщение от dacha_master » 2 апр 2025, 11:40

Слей старый бензин, он за зиму теряет свойства. Потом проверь свечу: если чёрная — прокали или замени. У меня после этого завёлся с третьего рывка.

{{SLOT}}

И не забудь про воздушный фильтр, мыши любят там зимовать.`,
  },
  {
    id: 'zh-luntan',
    language: 'zh',
    carrier: 'forum',
    format: 'text',
    slot: 'text',
    body: `回复：新买的笔记本风扇一直很吵怎么办？

楼主可以先在电源管理里把模式改成“平衡”，很多新机默认是“高性能”。另外更新一下 BIOS，厂商一般会优化风扇曲线。

{{SLOT}}

如果还是吵，可以考虑买个散热支架，效果挺明显的。`,
  },
  {
    id: 'de-lebenslauf',
    language: 'de',
    carrier: 'resume',
    format: 'text',
    slot: 'text',
    body: `LEBENSLAUF
Sabine Krüger · Leipzig · sabine.krueger@example.de

BERUFSERFAHRUNG
seit 2021  Projektleiterin, Stadtwerke Mitteldeutschland
           – Leitung der Umstellung auf digitale Zählerablesung (120.000 Haushalte)
2017–2021  Ingenieurin Netzplanung, EnergieNetz Sachsen

{{SLOT}}

AUSBILDUNG
2017  M.Sc. Elektrotechnik, TU Dresden

KENNTNISSE
SAP IS-U, Python, Projektmanagement (PMP), Englisch verhandlungssicher`,
  },
  {
    id: 'fr-cv',
    language: 'fr',
    carrier: 'resume',
    format: 'text',
    slot: 'text',
    body: `CURRICULUM VITAE
Karim Benali · Lyon · karim.benali@example.fr

EXPÉRIENCE
2020–aujourd'hui  Développeur back-end, Société Exemple
                  – API de paiement traitant 2 millions de transactions par mois
2017–2020         Développeur, Agence Web Rhône

{{SLOT}}

FORMATION
2017  Master informatique, Université Lyon 1

COMPÉTENCES
Java, Kotlin, PostgreSQL, Kafka, Docker`,
  },
];
