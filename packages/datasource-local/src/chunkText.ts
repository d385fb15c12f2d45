/** One piece of a document: an exact slice `text.slice(start, end)` of it. */
export interface TextChunk {
  /** 0-based position of the chunk in its document. */
  readonly position: number;
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

/** How {@link chunkText} cuts. */
export interface ChunkTextOptions {
  /** The most characters a chunk holds. */
  readonly chunkSize: number;
  /** How many characters of the end of a chunk the next one repeats (at most; whole sentences or paragraphs). */
  readonly chunkOverlap: number;
}

interface Range {
  readonly start: number;
  readonly end: number;
}

const PARAGRAPH_BREAK = /\n[ \t]*(?:\n[ \t]*)+/g;
// A sentence ends with . ! ? (or their CJK forms), closing quotes or brackets, then white space.
const SENTENCE_END = /[.!?\u3002\uFF01\uFF1F]+["'\u201D\u2019)\]]*\s+/g;

function trimmedRange(text: string, start: number, end: number): Range | undefined {
  let from = start;
  let to = end;
  while (from < to && /\s/.test(text.charAt(from))) from++;
  while (to > from && /\s/.test(text.charAt(to - 1))) to--;
  return from < to ? { start: from, end: to } : undefined;
}

function splitByPattern(text: string, range: Range, pattern: RegExp): Range[] {
  const ranges: Range[] = [];
  const slice = text.slice(range.start, range.end);
  let from = 0;
  for (const match of slice.matchAll(pattern)) {
    const piece = trimmedRange(text, range.start + from, range.start + match.index + match[0].length);
    if (piece !== undefined) ranges.push(piece);
    from = match.index + match[0].length;
  }
  const last = trimmedRange(text, range.start + from, range.end);
  if (last !== undefined) ranges.push(last);
  return ranges;
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

// A run without sentence ends that is still too long: cut at the last white space that fits, else
// hard (never between the two halves of a surrogate pair).
function splitBySize(text: string, range: Range, size: number): Range[] {
  const ranges: Range[] = [];
  let start = range.start;
  while (range.end - start > size) {
    let cut = start + size;
    const space = text.slice(start, cut).search(/\s\S*$/);
    if (space > 0) cut = start + space;
    else if (isHighSurrogate(text.charCodeAt(cut - 1))) cut--;
    const piece = trimmedRange(text, start, cut);
    if (piece !== undefined) ranges.push(piece);
    start = cut;
  }
  const last = trimmedRange(text, start, range.end);
  if (last !== undefined) ranges.push(last);
  return ranges;
}

/** Paragraphs; a paragraph longer than a chunk becomes sentences; a sentence longer than a chunk becomes word runs. */
function units(text: string, chunkSize: number): Range[] {
  const result: Range[] = [];
  const whole = trimmedRange(text, 0, text.length);
  if (whole === undefined) return result;
  for (const paragraph of splitByPattern(text, whole, PARAGRAPH_BREAK)) {
    if (paragraph.end - paragraph.start <= chunkSize) {
      result.push(paragraph);
      continue;
    }
    for (const sentence of splitByPattern(text, paragraph, SENTENCE_END)) {
      if (sentence.end - sentence.start <= chunkSize) result.push(sentence);
      else result.push(...splitBySize(text, sentence, chunkSize));
    }
  }
  return result;
}

/**
 * Cuts a document into chunks of at most `chunkSize` characters, on paragraph boundaries where
 * possible, else on sentence boundaries, else between words. Each chunk after the first starts
 * with the last whole paragraphs or sentences of the one before, up to `chunkOverlap` characters,
 * so a passage that straddles a cut is still found whole in one chunk. A chunk is an exact slice
 * of the document, so its offsets locate it.
 */
export function chunkText(text: string, options: ChunkTextOptions): TextChunk[] {
  const { chunkSize, chunkOverlap } = options;
  const pieces = units(text, chunkSize);
  const chunks: TextChunk[] = [];
  let first = 0;
  while (first < pieces.length) {
    const start = (pieces[first] as Range).start;
    let last = first;
    while (last + 1 < pieces.length && (pieces[last + 1] as Range).end - start <= chunkSize) last++;
    const end = (pieces[last] as Range).end;
    chunks.push({ position: chunks.length, start, end, text: text.slice(start, end) });
    if (last + 1 >= pieces.length) break;
    // The next chunk repeats the trailing pieces that fit into the overlap, but always moves on.
    let next = last + 1;
    while (next - 1 > first && end - (pieces[next - 1] as Range).start <= chunkOverlap) next--;
    first = next;
  }
  return chunks;
}
