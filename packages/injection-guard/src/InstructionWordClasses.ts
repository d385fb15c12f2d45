// Closed word classes of the act of instructing, for the instruction model's features: who is
// addressed (pronouns by person), what is asked about (the reader's reply, an AI reader), how
// (modal verbs, base-form verbs), and references to other parts of the text. General categories of
// the language, not phrases of attacks or words of payloads; small on purpose, the weights say how
// much each counts.

/** A set of the words of `list`, separated by whitespace. */
function wordSet(list: string): ReadonlySet<string> {
  return new Set(list.trim().split(/\s+/));
}

/** Second-person words (English, German, French, Spanish, Portuguese). */
export const SECOND_PERSON_WORDS: ReadonlySet<string> = wordSet(`
  you your yours yourself you're du dein deine dich dir sie ihr vous votre vos tu ton ta tes usted tú tus
  su você seu sua
`);

/** First-person words. */
export const FIRST_PERSON_WORDS: ReadonlySet<string> = wordSet(`
  i me my mine myself we us our ours i'm i'll we're
`);

/** Words for an AI reader: an assistant, a model, an agent, a system. */
export const AI_READER_WORDS: ReadonlySet<string> = wordSet(`
  assistant ai model llm chatbot bot gpt chatgpt agent copilot claude gemini system assistent assistente
  asistente modèle modelo modell
`);

/** Words for what the reader produces or was given: its reply, answer, output, instructions, task. */
export const OUTPUT_NOUN_WORDS: ReadonlySet<string> = wordSet(`
  response responses answer answers output reply replies summary result results message instructions
  instruction prompt task tasks
`);

/** Base forms of common English verbs: a window opening with one is in the imperative mood. */
export const BASE_VERB_WORDS: ReadonlySet<string> = wordSet(`
  accept access act add adjust allow alter analyze analyse answer append apply arrange ask assume attach
  avoid begin break bring build buy call cancel capture change check choose cite claim clean clear click
  close collect combine compare compile complete compose compute confirm connect consider contact continue
  convert copy correct count create cut decide declare decode define delete describe design detail
  determine disable disclose discuss display do download draft draw drop edit email embed emphasize enable
  encode end ensure enter erase evaluate exclude execute expand explain export extract fetch fill find
  finish fix focus follow forget format forward fuse generate get give go grant help hide highlight ignore
  imagine implement import include incorporate indicate inform insert install integrate introduce invent
  keep label leave let list load locate log look make mark mention merge modify move name navigate note
  notify obey omit open order output override paraphrase paste pay perform pick place play post prepare
  present pretend print proceed produce promote provide publish pull push put rate read recommend record
  redirect reduce refer refuse remember remind remove rename render reorder repeat rephrase replace reply
  report request reset respond restart return reveal review rewrite run save say schedule search select
  sell send set share show sign simulate skip sort speak spell start state stop store submit summarize
  summarise suggest switch take tell test think transfer translate treat try turn type update upload use
  verify visit wait weave withdraw write
`);

/** Words that may come before an imperative verb without changing the mood ("please", "now"). */
export const IMPERATIVE_OPENER_WORDS: ReadonlySet<string> = wordSet(`
  please now also then and kindly just finally instead
`);

/** Modal and obligation verbs. */
export const MODAL_WORDS: ReadonlySet<string> = wordSet(`
  must should shall will would can could may might need needs ought have has required
`);

/** Determiners and quantifiers. */
export const DETERMINER_WORDS: ReadonlySet<string> = wordSet(`
  the a an this that these those all any every each some no another other
`);

/** Words that point at another part of the text: "previous", "above", "following". */
export const TEXT_REFERENCE_WORDS: ReadonlySet<string> = wordSet(`
  previous previously above following earlier prior preceding below aforementioned former latter next rest
  remaining original initial
`);

/** Negation. */
export const NEGATION_WORDS: ReadonlySet<string> = wordSet(`
  not never don't doesn't didn't won't can't cannot shouldn't nothing without
`);

// One lookup per word: each word's class in the order of precedence below (the first class wins).
const CLASS_OF = new Map<string, string>();
for (const [words, name] of [
  [SECOND_PERSON_WORDS, 'YOU'],
  [FIRST_PERSON_WORDS, 'ME'],
  [AI_READER_WORDS, 'AI'],
  [OUTPUT_NOUN_WORDS, 'OUT'],
  [MODAL_WORDS, 'MODAL'],
  [DETERMINER_WORDS, 'DET'],
  [TEXT_REFERENCE_WORDS, 'REF'],
  [NEGATION_WORDS, 'NEG'],
  [BASE_VERB_WORDS, 'VB'],
] as const) {
  for (const word of words) if (!CLASS_OF.has(word)) CLASS_OF.set(word, name);
}

/** Every word that has a class. */
export const ALL_CLASS_WORDS: ReadonlySet<string> = new Set(CLASS_OF.keys());

/**
 * The class of a lower-cased word, or undefined: `VB` (base-form verb), `YOU`, `ME`, `AI`, `OUT`,
 * `MODAL`, `DET`, `REF`, `NEG`. A word in two classes takes the first in that order, except that a
 * verb at the start of a clause is `VB` (an "answer" at the start is an order, later a noun).
 */
export function instructionWordClass(word: string, clauseStart: boolean): string | undefined {
  if (clauseStart && BASE_VERB_WORDS.has(word)) return 'VB';
  return CLASS_OF.get(word);
}
