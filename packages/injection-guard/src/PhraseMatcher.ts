/** One occurrence of a pattern found by {@link PhraseMatcher}: `[start, end)` in the scanned text. */
export interface PhraseMatch<T> {
  readonly start: number;
  readonly end: number;
  readonly value: T;
}

const NO_NODE = -1;

/**
 * An Aho-Corasick automaton over UTF-16 code units: finds every occurrence of every pattern in one
 * pass, in time linear in the text plus the number of matches. Used instead of regular expressions
 * so that no input can make scanning slow. After building, a node's children sit in one sorted
 * run of a flat array (binary search), and the root has a dense table.
 */
export class PhraseMatcher<T> {
  // Build-time trie: one map per node.
  private trie: Map<number, number>[] = [new Map()];
  private outputs: (readonly number[] | undefined)[] = [undefined];
  private readonly lengths: number[] = [];
  private readonly values: T[] = [];
  private built = false;
  // Search-time automaton.
  private rootTable = new Int32Array(0);
  private childStart = new Int32Array(0);
  private childCodes = new Uint16Array(0);
  private childTargets = new Int32Array(0);
  private failure = new Int32Array(0);

  /** Adds a pattern; call before the first {@link PhraseMatcher.findAll}. Empty patterns are ignored. */
  add(pattern: string, value: T): void {
    if (this.built) throw new Error('PhraseMatcher: add() after the automaton was built');
    if (pattern.length === 0) return;
    let node = 0;
    for (let i = 0; i < pattern.length; i++) {
      const code = pattern.charCodeAt(i);
      const children = this.trie[node]!;
      let next = children.get(code);
      if (next === undefined) {
        next = this.trie.length;
        this.trie.push(new Map());
        this.outputs.push(undefined);
        children.set(code, next);
      }
      node = next;
    }
    const existing = this.outputs[node];
    this.outputs[node] = existing === undefined ? [this.values.length] : [...existing, this.values.length];
    this.lengths.push(pattern.length);
    this.values.push(value);
  }

  /** Number of patterns added. */
  get size(): number {
    return this.values.length;
  }

  private step(node: number, code: number): number {
    if (node === 0) return this.rootTable[code]!;
    let low = this.childStart[node]!;
    let high = this.childStart[node + 1]! - 1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const candidate = this.childCodes[middle]!;
      if (candidate === code) return this.childTargets[middle]!;
      if (candidate < code) low = middle + 1;
      else high = middle - 1;
    }
    return NO_NODE;
  }

  private build(): void {
    const nodeCount = this.trie.length;
    // Flatten the trie: children of each node sorted by code.
    this.childStart = new Int32Array(nodeCount + 1);
    let edges = 0;
    for (let node = 0; node < nodeCount; node++) edges += this.trie[node]!.size;
    this.childCodes = new Uint16Array(edges);
    this.childTargets = new Int32Array(edges);
    let cursor = 0;
    for (let node = 0; node < nodeCount; node++) {
      this.childStart[node] = cursor;
      const sorted = [...this.trie[node]!].sort((a, b) => a[0] - b[0]);
      for (const [code, target] of sorted) {
        this.childCodes[cursor] = code;
        this.childTargets[cursor] = target;
        cursor++;
      }
    }
    this.childStart[nodeCount] = cursor;
    this.rootTable = new Int32Array(0x10000).fill(NO_NODE);
    for (const [code, target] of this.trie[0]!) this.rootTable[code] = target;

    // Failure links, breadth first.
    this.failure = new Int32Array(nodeCount);
    const queue = new Int32Array(nodeCount);
    let tail = 0;
    for (const child of this.trie[0]!.values()) queue[tail++] = child;
    for (let head = 0; head < tail; head++) {
      const node = queue[head]!;
      for (const [code, child] of this.trie[node]!) {
        queue[tail++] = child;
        let fallback = this.failure[node]!;
        let target = this.step(fallback, code);
        while (target === NO_NODE && fallback !== 0) {
          fallback = this.failure[fallback]!;
          target = this.step(fallback, code);
        }
        const failureNode = target !== NO_NODE && target !== child ? target : 0;
        this.failure[child] = failureNode;
        const inherited = this.outputs[failureNode];
        if (inherited !== undefined) {
          const own = this.outputs[child];
          this.outputs[child] = own === undefined ? inherited : [...own, ...inherited];
        }
      }
    }
    this.trie = [];
    this.built = true;
  }

  /**
   * Every occurrence of every pattern in `text`, ordered by end position. `limit` bounds the number
   * of matches returned, so a text made of nothing but triggers cannot produce unbounded work;
   * `accept` can drop a match before it is allocated.
   */
  findAll(text: string, limit = Number.POSITIVE_INFINITY, accept?: (start: number, end: number, value: T) => boolean): PhraseMatch<T>[] {
    if (!this.built) this.build();
    const matches: PhraseMatch<T>[] = [];
    const failure = this.failure;
    const rootTable = this.rootTable;
    let node = 0;
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      let next = node === 0 ? rootTable[code]! : this.step(node, code);
      while (next === NO_NODE && node !== 0) {
        node = failure[node]!;
        next = node === 0 ? rootTable[code]! : this.step(node, code);
      }
      node = next === NO_NODE ? 0 : next;
      const output = this.outputs[node];
      if (output === undefined) continue;
      for (let k = 0; k < output.length; k++) {
        const index = output[k]!;
        const start = i + 1 - this.lengths[index]!;
        if (accept !== undefined && !accept(start, i + 1, this.values[index]!)) continue;
        matches.push({ start, end: i + 1, value: this.values[index]! });
        if (matches.length >= limit) return matches;
      }
    }
    return matches;
  }
}
