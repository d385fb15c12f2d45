/** A located range of injected text, `[start, end)` in UTF-16 code units. */
export interface LlmJudgeRange {
  readonly start: number;
  readonly end: number;
}

/**
 * A 53-bit hash of a text (two 32-bit multiply-xor lanes, as cyrb53), in pure JavaScript so the
 * package needs no `node:crypto`. Deterministic across runs and platforms. Not collision-proof
 * against an adversary: the cache therefore confirms each hit against the stored text.
 */
export function hashLlmJudgeText(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return `${(4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36)}:${text.length}`;
}

interface CacheEntry {
  readonly text: string;
  readonly ranges: readonly LlmJudgeRange[];
}

/**
 * The judge's verdicts by content hash: a bounded LRU (least recently used entry evicted first).
 * A hit must hold the very same text, so a hash collision is a miss, never someone else's verdict.
 */
export class LlmJudgeVerdictCache {
  private readonly entries = new Map<string, CacheEntry>();

  constructor(private readonly maxEntries: number) {}

  /** Entries held now. */
  get size(): number {
    return this.entries.size;
  }

  /** The ranges judged for this exact text, or undefined. A hit becomes the most recently used. */
  get(text: string): readonly LlmJudgeRange[] | undefined {
    const key = hashLlmJudgeText(text);
    const entry = this.entries.get(key);
    if (entry === undefined || entry.text !== text) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.ranges;
  }

  /** Stores a verdict, evicting the least recently used entry beyond the bound. */
  set(text: string, ranges: readonly LlmJudgeRange[]): void {
    if (this.maxEntries <= 0) return;
    const key = hashLlmJudgeText(text);
    this.entries.delete(key);
    this.entries.set(key, { text, ranges });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }
}
