/**
 * Builds `eval/dataset/*.jsonl` from the hand-written sources in `eval/sources/`: payloads ×
 * carriers × hiding and encoding, hand-written hard negatives, and the same carriers with benign
 * passages as matched controls. Deterministic: a seeded PRNG picks the combinations, and the
 * dev/test split is a hash of the payload or document, so all variants of one payload land in the
 * same split (the test split holds payloads the tuning never saw).
 *
 * Run: pnpm --filter @toolgate/injection-guard eval:build
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type DatasetEntry,
  type Encoding,
  encodings,
  type InjectionCategory,
  type Language,
  parseDatasetLines,
  validateDataset,
} from './datasetSchema.js';
import { buildGeneralizationEnglish } from './buildGeneralizationEnglish.js';
import { buildGeneralizationMultilingual } from './buildGeneralizationMultilingual.js';
import { buildAddressedAgents } from './buildAddressedAgents.js';
import { buildRecallClasses } from './buildRecallClasses.js';
import { buildFalsePositiveClasses } from './buildFalsePositiveClasses.js';
import { buildOperatorForgeries } from './buildOperatorForgeries.js';
import { buildDocumentKinds } from './buildDocumentKinds.js';
import { buildDocumentRegisters } from './buildDocumentRegisters.js';
import { buildRound6Recall } from './buildRound6Recall.js';
import { buildR7pPrecision } from './buildR7pPrecision.js';
import { buildR7rRecall } from './buildR7rRecall.js';
import { blindCarriers, blindHardNegatives, blindPayloads } from './sources/blindSet.js';
import { asianArabicCarriers } from './sources/carriersAsianArabic.js';
import { conversationalCarriers } from './sources/carriersConversational.js';
import { englishCarriers } from './sources/carriersEnglish.js';
import { europeanCarriers } from './sources/carriersEuropean.js';
import { type CarrierTemplate, embedForSlot, slotMarker } from './sources/carrierTypes.js';
import { encodePayload, encodingAccepts, hiddenWrappers, mimeBase64 } from './sources/encodings.js';
import { hardFillers, ordinaryFillers } from './sources/fillers.js';
import { asianArabicHardNegatives } from './sources/hardNegativesAsianArabic.js';
import { englishHardNegatives } from './sources/hardNegativesEnglish.js';
import { europeanHardNegatives } from './sources/hardNegativesEuropean.js';
import { structuralHardNegatives } from './sources/hardNegativesStructural.js';
import type { BenignFiller } from './sources/hardNegativeTypes.js';
import { type Payload, payloads } from './sources/payloads.js';
import { Random } from './sources/Random.js';

const seed = 0x5eed_2026;
const testShare = 30;
const hiddenPerWrapper = 4;
const encodedPerEncoding = 12;
const directCount = 40;

const here = dirname(fileURLToPath(import.meta.url));
const outputDirectory = join(here, 'dataset');
const readmePath = join(here, 'README.md');
const countsStart = '<!-- counts:start (written by build-dataset.ts) -->';
const countsEnd = '<!-- counts:end -->';

const allHardNegativeDocuments = [
  ...englishHardNegatives,
  ...europeanHardNegatives,
  ...asianArabicHardNegatives,
  ...structuralHardNegatives,
];
const allCarriers: readonly CarrierTemplate[] = [
  ...englishCarriers,
  ...europeanCarriers,
  ...asianArabicCarriers,
  ...conversationalCarriers,
];

/** FNV-1a, so a group's split depends only on its key. */
function hashKey(key: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < key.length; index++) {
    hash ^= key.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * The test split, stratified by language: in every language the ~30% of groups (payloads,
 * documents, benign sentences) with the lowest hash go to test, so every language has test texts
 * and all variants of one group stay together.
 */
function stratifiedTestGroups(): Set<string> {
  type Group = { family: string; key: string; language: Language };
  const groups: Group[] = [
    ...payloads.map((payload) => ({ family: 'payload', key: payload.id, language: payload.language })),
    ...allHardNegativeDocuments.map((document) => ({
      family: 'document',
      key: `hn-${document.language}-${document.key}`,
      language: document.language,
    })),
    ...hardFillers.map((filler) => ({ family: 'hard-filler', key: `hf-${filler.key}`, language: filler.language })),
    ...ordinaryFillers.map((filler) => ({
      family: 'ordinary-filler',
      key: `ord-${filler.key}`,
      language: filler.language,
    })),
  ];
  const test = new Set<string>();
  const families = new Map<string, Group[]>();
  for (const group of groups) {
    const family = `${group.family}:${group.language}`;
    families.set(family, [...(families.get(family) ?? []), group]);
  }
  for (const members of families.values()) {
    const sorted = [...members].sort((a, b) => hashKey(`${seed}:${a.key}`) - hashKey(`${seed}:${b.key}`));
    const testCount = Math.round((sorted.length * testShare) / 100);
    for (const member of sorted.slice(0, Math.max(1, testCount))) test.add(member.key);
  }
  return test;
}

const testGroups = stratifiedTestGroups();

function splitFor(groupKey: string): 'dev' | 'test' {
  if (!testGroups.has(groupKey) && !hasKnownGroup(groupKey)) throw new Error(`unknown split group ${groupKey}`);
  return testGroups.has(groupKey) ? 'test' : 'dev';
}

function hasKnownGroup(groupKey: string): boolean {
  return (
    payloads.some((payload) => payload.id === groupKey) ||
    groupKey.startsWith('hn-') ||
    hardFillers.some((filler) => `hf-${filler.key}` === groupKey) ||
    ordinaryFillers.some((filler) => `ord-${filler.key}` === groupKey)
  );
}

function fill(carrier: CarrierTemplate, embedded: string): string {
  const parts = carrier.body.split(slotMarker);
  if (parts.length !== 2) throw new Error(`carrier ${carrier.id} must have exactly one slot`);
  return parts[0]! + embedded + parts[1]!;
}

function expandBase64Placeholders(text: string): string {
  return text.replace(/\{\{BASE64:([\s\S]*?)\}\}/g, (_match, inner: string) =>
    mimeBase64(inner.replaceAll('\\n', '\n')),
  );
}

function carriersIn(language: Language): CarrierTemplate[] {
  return allCarriers.filter((carrier) => carrier.language === language);
}

function injectionEntry(
  id: string,
  payload: Payload,
  carrier: CarrierTemplate,
  embedded: string,
  category: InjectionCategory,
  extra: Partial<DatasetEntry> = {},
): DatasetEntry {
  return {
    id,
    text: fill(carrier, embedded),
    label: 'injection',
    category,
    language: payload.language,
    ...(carrier.language !== payload.language ? { carrierLanguage: carrier.language } : {}),
    carrier: carrier.carrier,
    hardNegative: false,
    split: extra.split ?? splitFor(payload.id),
    payload: embedded,
    ...(category !== payload.category ? { payloadCategory: payload.category } : {}),
    ...extra,
  };
}

function buildIndirect(random: Random): DatasetEntry[] {
  const entries: DatasetEntry[] = [];
  for (const payload of payloads) {
    const own = random.shuffle(carriersIn(payload.language));
    const first = own[0]!;
    // The second copy: English attacks planted in pages of other languages (common in practice),
    // other languages in a second page of their own language.
    const second =
      payload.language === 'en'
        ? random.pick(allCarriers.filter((carrier) => carrier.language !== 'en'))
        : (own[1] ?? random.pick(englishCarriers));
    for (const carrier of [first, second]) {
      const embedded = embedForSlot(carrier.slot, payload.text);
      entries.push(injectionEntry(`inj-${payload.id}-${carrier.id}`, payload, carrier, embedded, payload.category));
    }
  }
  return entries;
}

function buildHidden(random: Random): DatasetEntry[] {
  const entries: DatasetEntry[] = [];
  for (const wrapper of hiddenWrappers) {
    const candidates = random.shuffle(
      allCarriers.filter((carrier) => (wrapper.formats as readonly string[]).includes(carrier.format)),
    );
    for (let index = 0; index < hiddenPerWrapper && candidates.length > 0; index++) {
      const carrier = candidates[index % candidates.length]!;
      const pool = payloads.filter((payload) => payload.language === carrier.language);
      const payload = random.pick(pool.length > 0 ? pool : payloads);
      const embedded = wrapper.wrap(payload.text);
      const id = `hid-${wrapper.id}-${payload.id}-${carrier.id}`;
      if (entries.some((entry) => entry.id === id)) continue;
      entries.push(
        injectionEntry(id, payload, carrier, embedded, 'hidden-markup', { notes: `hidden with ${wrapper.id}` }),
      );
    }
  }
  return entries;
}

function carriersForEncoding(encoding: Encoding, payload: Payload): CarrierTemplate[] {
  const sameLanguage = (carrier: CarrierTemplate) => carrier.language === payload.language || carrier.language === 'en';
  switch (encoding) {
    case 'entity':
      return allCarriers.filter((carrier) => carrier.format === 'html');
    case 'json-escape':
      return allCarriers.filter(
        (carrier) => carrier.format === 'json' || carrier.format === 'code' || carrier.format === 'markdown',
      );
    default:
      return allCarriers.filter(sameLanguage);
  }
}

function embedEncoded(encoding: Encoding, carrier: CarrierTemplate, encoded: string): string {
  if (encoding === 'json-escape') {
    // Already valid JSON string content: in a JSON slot it goes in as is, elsewhere as a JSON snippet.
    if (carrier.slot === 'json-string') return encoded;
    return embedForSlot(carrier.slot, `{"notice": "${encoded}"}`);
  }
  if (encoding === 'entity' && carrier.slot === 'html-cell') return encoded;
  return embedForSlot(carrier.slot, encoded);
}

function buildEncoded(random: Random): DatasetEntry[] {
  const entries: DatasetEntry[] = [];
  for (const encoding of encodings) {
    const eligible = random.shuffle(payloads.filter((payload) => encodingAccepts(encoding, payload.text)));
    const usedLanguages = new Set<Language>();
    const chosen: Payload[] = [];
    for (const payload of eligible) {
      if (chosen.length >= encodedPerEncoding) break;
      if (
        usedLanguages.has(payload.language) &&
        usedLanguages.size < 12 &&
        eligible.some((other) => !usedLanguages.has(other.language) && !chosen.includes(other))
      )
        continue;
      chosen.push(payload);
      usedLanguages.add(payload.language);
    }
    for (const payload of chosen) {
      const carrier = random.pick(carriersForEncoding(encoding, payload));
      const encoded = encodePayload(encoding, payload.text, random);
      const embedded = embedEncoded(encoding, carrier, encoded);
      entries.push(
        injectionEntry(`enc-${encoding}-${payload.id}-${carrier.id}`, payload, carrier, embedded, 'encoded', {
          encoding,
        }),
      );
    }
  }
  return entries;
}

function buildDirect(random: Random): DatasetEntry[] {
  return random
    .shuffle(payloads)
    .slice(0, directCount)
    .map((payload) => ({
      id: `dir-${payload.id}`,
      text: payload.text,
      label: 'injection' as const,
      category: payload.category,
      language: payload.language,
      carrier: 'none' as const,
      hardNegative: false,
      split: splitFor(payload.id),
      payload: payload.text,
      notes: 'the payload alone, e.g. a search snippet or a chat attachment',
    }));
}

function buildHardNegativeDocuments(): DatasetEntry[] {
  return allHardNegativeDocuments.map((document) => ({
    id: `hn-${document.language}-${document.key}`,
    text: expandBase64Placeholders(document.text),
    label: 'benign' as const,
    category: document.category,
    language: document.language,
    carrier: document.carrier,
    hardNegative: true,
    split: splitFor(`hn-${document.language}-${document.key}`),
    ...(document.quotesAttack === true ? { quotesAttack: true } : {}),
  }));
}

function fillerEntry(
  prefix: string,
  filler: BenignFiller,
  carrier: CarrierTemplate,
  hardNegative: boolean,
  embedded?: string,
  encoding?: Encoding,
): DatasetEntry {
  return {
    id: `${prefix}-${filler.key}-${carrier.id}`,
    text: fill(carrier, embedded ?? embedForSlot(carrier.slot, filler.text)),
    label: 'benign',
    category: filler.category,
    language: filler.language,
    ...(carrier.language !== filler.language ? { carrierLanguage: carrier.language } : {}),
    carrier: carrier.carrier,
    hardNegative,
    split: splitFor(`${hardNegative ? 'hf' : 'ord'}-${filler.key}`),
    ...(encoding !== undefined ? { encoding } : {}),
  };
}

function buildHardFillers(random: Random): DatasetEntry[] {
  const entries: DatasetEntry[] = [];
  for (const filler of hardFillers) {
    for (const carrier of random.shuffle(carriersIn(filler.language)).slice(0, 2)) {
      entries.push(fillerEntry('hf', filler, carrier, true));
    }
  }
  return entries;
}

/** Benign passages that are encoded the way attacks are: decoders must not turn them into findings. */
function buildEncodedBenign(random: Random): DatasetEntry[] {
  const entries: DatasetEntry[] = [];
  // Not zero-width or bidi: invisible characters inside words are removed silently by design, and
  // that is no false positive. Legitimate joiners (emoji, Indic scripts) are in the hand-written set.
  const benignEncodings: readonly Encoding[] = [
    'base64',
    'json-escape',
    'entity',
    'hex',
    'fullwidth',
    'letter-spacing',
  ];
  const pool = random.shuffle(hardFillers);
  for (let index = 0; index < 30; index++) {
    const filler = pool[index % pool.length]!;
    const encoding = benignEncodings[index % benignEncodings.length]!;
    if (!encodingAccepts(encoding, filler.text)) continue;
    const carriers =
      encoding === 'entity' ? allCarriers.filter((carrier) => carrier.format === 'html') : carriersIn(filler.language);
    const carrier = random.pick(carriers.length > 0 ? carriers : englishCarriers);
    const encoded = encoding === 'base64' ? mimeBase64(filler.text) : encodePayload(encoding, filler.text, random);
    const embedded =
      encoding === 'json-escape' && carrier.slot === 'json-string'
        ? encoded
        : embedForSlot(carrier.slot, encoding === 'json-escape' ? `{"notice": "${encoded}"}` : encoded);
    entries.push({
      ...fillerEntry(`he-${encoding}`, filler, carrier, true, embedded, encoding),
      category: encoding === 'base64' || encoding === 'hex' ? 'binary-data' : 'trigger-words',
    });
  }
  return entries;
}

function buildOrdinary(random: Random): DatasetEntry[] {
  return allCarriers.map((carrier) => {
    const own = ordinaryFillers.filter((filler) => filler.language === carrier.language);
    return fillerEntry('ord', random.pick(own), carrier, false);
  });
}

/**
 * The blind split: blind payloads in blind carriers (plus a few hidden or encoded), blind benign
 * documents, and the blind carriers with an ordinary sentence as controls.
 */
function buildBlind(random: Random): DatasetEntry[] {
  const entries: DatasetEntry[] = [];
  const blindSplit = { split: 'blind' as const };
  blindPayloads.forEach((payload, index) => {
    const own = blindCarriers.filter((carrier) => carrier.language === payload.language);
    const pool = own.length > 0 && index % 3 !== 2 ? own : blindCarriers.filter((carrier) => carrier.language === 'en');
    const carrier = pool[index % pool.length]!;
    entries.push(
      injectionEntry(
        `blind-inj-${payload.id}-${carrier.id}`,
        payload,
        carrier,
        embedForSlot(carrier.slot, payload.text),
        payload.category,
        blindSplit,
      ),
    );
  });
  const variants: readonly Encoding[] = [
    'base64',
    'json-escape',
    'zero-width',
    'confusables',
    'letter-spacing',
    'hex',
    'fullwidth',
    'typoglycemia',
    'bidi',
    'tag-block',
  ];
  const textCarriers = blindCarriers.filter((carrier) => carrier.slot === 'text');
  variants.forEach((encoding, index) => {
    const payload = random.shuffle(blindPayloads).find((candidate) => encodingAccepts(encoding, candidate.text))!;
    const carrier = textCarriers[index % textCarriers.length]!;
    const embedded = embedEncoded(encoding, carrier, encodePayload(encoding, payload.text, random));
    entries.push(
      injectionEntry(`blind-enc-${encoding}-${payload.id}-${carrier.id}`, payload, carrier, embedded, 'encoded', {
        encoding,
        ...blindSplit,
      }),
    );
  });
  const svg = blindCarriers.find((carrier) => carrier.id === 'blind-en-svg')!;
  const faq = blindCarriers.find((carrier) => carrier.id === 'blind-fr-faq')!;
  const hiddenPairs = [
    [
      hiddenWrappers.find((wrapper) => wrapper.id === 'html-comment')!,
      faq,
      blindPayloads.find((payload) => payload.language === 'fr')!,
    ],
    [
      hiddenWrappers.find((wrapper) => wrapper.id === 'display-none')!,
      svg,
      blindPayloads.find((payload) => payload.category === 'tool-manipulation')!,
    ],
  ] as const;
  for (const [wrapper, carrier, payload] of hiddenPairs) {
    entries.push(
      injectionEntry(
        `blind-hid-${wrapper.id}-${payload.id}-${carrier.id}`,
        payload,
        carrier,
        wrapper.wrap(payload.text),
        'hidden-markup',
        {
          notes: `hidden with ${wrapper.id}`,
          ...blindSplit,
        },
      ),
    );
  }
  for (const document of blindHardNegatives) {
    entries.push({
      id: `hn-${document.language}-${document.key}`,
      text: expandBase64Placeholders(document.text),
      label: 'benign',
      category: document.category,
      language: document.language,
      carrier: document.carrier,
      hardNegative: true,
      split: 'blind',
      ...(document.quotesAttack === true ? { quotesAttack: true } : {}),
    });
  }
  for (const carrier of blindCarriers) {
    const filler = random.pick(ordinaryFillers.filter((candidate) => candidate.language === carrier.language));
    entries.push({ ...fillerEntry('ord', filler, carrier, false), split: 'blind' });
  }
  return entries;
}

function toJsonl(entries: readonly DatasetEntry[]): string {
  return entries.map((entry) => JSON.stringify(entry)).join('\n') + '\n';
}

function countTable(
  title: string,
  entries: readonly DatasetEntry[],
  keyOf: (entry: DatasetEntry) => string | undefined,
): string {
  const columns = [
    ['injections', (entry: DatasetEntry) => entry.label === 'injection'],
    ['hard negatives', (entry: DatasetEntry) => entry.hardNegative],
    ['ordinary benign', (entry: DatasetEntry) => entry.label === 'benign' && !entry.hardNegative],
    ['test split', (entry: DatasetEntry) => entry.split === 'test'],
    ['blind split', (entry: DatasetEntry) => entry.split === 'blind'],
  ] as const;
  const keys = [...new Set(entries.map(keyOf).filter((key): key is string => key !== undefined))].sort();
  const rows = keys.map((key) => {
    const group = entries.filter((entry) => keyOf(entry) === key);
    return `| ${key} | ${group.length} | ${columns.map(([, predicate]) => group.filter(predicate).length).join(' | ')} |`;
  });
  return [
    `#### ${title}`,
    '',
    `| | total | ${columns.map(([name]) => name).join(' | ')} |`,
    `| --- | --- | ${columns.map(() => '---').join(' | ')} |`,
    ...rows,
  ].join('\n');
}

function countsMarkdown(entries: readonly DatasetEntry[]): string {
  const injections = entries.filter((entry) => entry.label === 'injection');
  return [
    countTable('By label', entries, (entry) =>
      entry.label === 'injection' ? 'injection' : entry.hardNegative ? 'benign (hard negative)' : 'benign (ordinary)',
    ),
    countTable('By category', entries, (entry) => `${entry.label}: ${entry.category}`),
    countTable('By language (of the payload, or of the benign text)', entries, (entry) => entry.language),
    countTable('By carrier', entries, (entry) => entry.carrier),
    countTable(
      'Encoded and hidden injections by encoding or wrapper',
      injections,
      (entry) =>
        entry.encoding ??
        (entry.category === 'hidden-markup' ? `hidden: ${entry.notes?.replace('hidden with ', '')}` : undefined),
    ),
  ].join('\n\n');
}

function updateReadmeCounts(entries: readonly DatasetEntry[]): void {
  if (!existsSync(readmePath)) return;
  const readme = readFileSync(readmePath, 'utf8');
  const start = readme.indexOf(countsStart);
  const end = readme.indexOf(countsEnd);
  if (start < 0 || end < start) return;
  writeFileSync(
    readmePath,
    `${readme.slice(0, start + countsStart.length)}\n\n${countsMarkdown(entries)}\n\n${readme.slice(end)}`,
  );
}

function main(): void {
  const random = new Random(seed);
  const injections = [
    ...buildIndirect(random),
    ...buildHidden(random),
    ...buildEncoded(random),
    ...buildDirect(random),
  ];
  const hardNegatives = [...buildHardNegativeDocuments(), ...buildHardFillers(random), ...buildEncodedBenign(random)];
  const benign = buildOrdinary(random);
  const files: ReadonlyArray<readonly [string, readonly DatasetEntry[]]> = [
    ['injections.jsonl', injections],
    ['hard-negatives.jsonl', hardNegatives],
    ['benign.jsonl', benign],
    ['blind.jsonl', buildBlind(random)],
    ['generalization-en.jsonl', buildGeneralizationEnglish()],
    ['generalization-multilingual.jsonl', buildGeneralizationMultilingual()],
    ['addressed-agents.jsonl', buildAddressedAgents()],
    ['recall-classes.jsonl', buildRecallClasses()],
    ['false-positive-classes.jsonl', buildFalsePositiveClasses()],
    ['operator-forgeries.jsonl', buildOperatorForgeries()],
    ['document-kinds.jsonl', buildDocumentKinds()],
    ['document-registers.jsonl', buildDocumentRegisters()],
    ['round6-recall.jsonl', buildRound6Recall()],
    ['r7p-precision.jsonl', buildR7pPrecision()],
    ['r7r-recall.jsonl', buildR7rRecall()],
  ];
  mkdirSync(outputDirectory, { recursive: true });
  const reparsed: DatasetEntry[] = [];
  for (const [name, entries] of files) {
    const content = toJsonl(entries);
    reparsed.push(...parseDatasetLines(name, content));
    writeFileSync(join(outputDirectory, name), content);
  }
  validateDataset(reparsed);
  updateReadmeCounts(reparsed);
  const count = (predicate: (entry: DatasetEntry) => boolean) => reparsed.filter(predicate).length;
  process.stdout.write(
    `wrote ${reparsed.length} texts: ${count((e) => e.label === 'injection')} injections ` +
      `(${count((e) => e.label === 'injection' && e.carrier !== 'none')} indirect), ` +
      `${count((e) => e.hardNegative)} hard negatives, ${count((e) => e.label === 'benign' && !e.hardNegative)} ordinary benign; ` +
      `test split ${count((e) => e.split === 'test')}\n`,
  );
}

main();
