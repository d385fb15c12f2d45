/** One occurrence of a pattern found by {@link PhraseMatcher}: `[start, end)` in the scanned text. */
export interface PhraseMatch<T> {
  readonly start: number;
  readonly end: number;
  readonly value: T;
}

interface PatternEntry<T> {
  readonly length: number;
  readonly value: T;
}

/**
 * An Aho-Corasick automaton over UTF-16 code units: finds every occurrence of every pattern in one
 * pass, in time linear in the text plus the number of matches. Used instead of regular expressions
 * so that no input can make scanning slow.
 */
export class PhraseMatcher<T> {
  // Node-indexed arrays; node 0 is the root.
  private readonly transitions: Map<number, number>[] = [new Map()];
  private readonly failure: number[] = [0];
  private readonly outputs: number[][] = [[]];
  private readonly patterns: PatternEntry<T>[] = [];
  private built = false;

  /** Adds a pattern; call before the first {@link PhraseMatcher.findAll}. Empty patterns are ignored. */
  add(pattern: string, value: T): void {
    if (this.built) throw new Error('PhraseMatcher: add() after the automaton was built');
    if (pattern.length === 0) return;
    let node = 0;
    for (let i = 0; i < pattern.length; i++) {
      const code = pattern.charCodeAt(i);
      const transitions = this.transitions[node]!;
      let next = transitions.get(code);
      if (next === undefined) {
        next = this.transitions.length;
        this.transitions.push(new Map());
        this.failure.push(0);
        this.outputs.push([]);
        transitions.set(code, next);
      }
      node = next;
    }
    this.outputs[node]!.push(this.patterns.length);
    this.patterns.push({ length: pattern.length, value });
  }

  /** Number of patterns added. */
  get size(): number {
    return this.patterns.length;
  }

  private build(): void {
    const queue: number[] = [];
    for (const child of this.transitions[0]!.values()) {
      this.failure[child] = 0;
      queue.push(child);
    }
    for (let head = 0; head < queue.length; head++) {
      const node = queue[head]!;
      for (const [code, child] of this.transitions[node]!) {
        queue.push(child);
        let fallback = this.failure[node]!;
        while (fallback !== 0 && !this.transitions[fallback]!.has(code)) fallback = this.failure[fallback]!;
        const target = this.transitions[fallback]!.get(code);
        this.failure[child] = target !== undefined && target !== child ? target : 0;
        const inherited = this.outputs[this.failure[child]!]!;
        if (inherited.length > 0) this.outputs[child] = [...this.outputs[child]!, ...inherited];
      }
    }
    this.built = true;
  }

  /**
   * Every occurrence of every pattern in `text`, ordered by end position. `limit` bounds the number
   * of matches returned, so a text made of nothing but triggers cannot produce unbounded work.
   */
  findAll(text: string, limit = Number.POSITIVE_INFINITY): PhraseMatch<T>[] {
    if (!this.built) this.build();
    const matches: PhraseMatch<T>[] = [];
    let node = 0;
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      while (node !== 0 && !this.transitions[node]!.has(code)) node = this.failure[node]!;
      node = this.transitions[node]!.get(code) ?? 0;
      const output = this.outputs[node]!;
      for (let k = 0; k < output.length; k++) {
        const entry = this.patterns[output[k]!]!;
        matches.push({ start: i + 1 - entry.length, end: i + 1, value: entry.value });
        if (matches.length >= limit) return matches;
      }
    }
    return matches;
  }
}
