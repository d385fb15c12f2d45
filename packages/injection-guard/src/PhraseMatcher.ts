import { decodeVarintBase64, encodeVarintBase64 } from './VarintBase64.js';

/** One occurrence of a pattern found by {@link PhraseMatcher}: `[start, end)` in the scanned text. */
export interface PhraseMatch<T> {
  readonly start: number;
  readonly end: number;
  readonly value: T;
}

/**
 * A built automaton saved as data (see {@link PhraseMatcher.toData}): nodes numbered breadth first,
 * so the children of a node are the next unnumbered nodes and need no links of their own. Failure
 * links are recomputed on load: cheaper than reading them. The lists are varints in base64.
 */
export interface PhraseAutomatonData {
  readonly nodeCount: number;
  readonly patternCount: number;
  /** Per node, root first: how many children it has. */
  readonly childCounts: string;
  /** Per node after the root: the code unit on the edge into it. */
  readonly codes: string;
  /** Per pattern, in the order added: the node it ends at. */
  readonly patternNodes: string;
  /** Per pattern: the index of its value in the list given to {@link PhraseMatcher.fromData}. */
  readonly patternValues: string;
}

const NO_NODE = -1;
const ROOT_TABLE_SIZE = 0x10000;
/**
 * Nodes this close to the root get a complete ASCII transition row (no failure walk): ordinary
 * text keeps the automaton near the root, so most characters cost one table lookup.
 */
const MAX_DENSE_DEPTH = 4;

function grownInt32(array: Int32Array<ArrayBuffer>, minimum: number, fill: number): Int32Array<ArrayBuffer> {
  if (array.length >= minimum) return array;
  const next = new Int32Array(Math.max(minimum, array.length * 2)).fill(fill);
  next.set(array);
  return next;
}

/**
 * An Aho-Corasick automaton over UTF-16 code units: finds every occurrence of every pattern in one
 * pass, in time linear in the text plus the number of matches. Used instead of regular expressions
 * so that no input can make scanning slow. Everything lives in typed arrays (tens of thousands of
 * patterns compile in milliseconds, without one object per node): while adding, a node's children
 * are a linked sibling list; after building, they sit in one sorted run of a flat array (binary
 * search), the root has a dense table, and each node links to the nearest node on its failure
 * chain that ends a pattern, so outputs are never copied.
 */
export class PhraseMatcher<T> {
  private readonly lengths: number[] = [];
  private readonly values: T[] = [];
  private built = false;
  private nodeCount = 1;
  // Build-time trie (sibling lists); node 0 is the root, whose children live in rootTable.
  private firstChild = new Int32Array(1024).fill(NO_NODE);
  private nextSibling = new Int32Array(1024).fill(NO_NODE);
  private nodeCode = new Uint16Array(1024);
  // Patterns ending at a node, in insertion order: a linked list through patternNext.
  private outputHead = new Int32Array(1024).fill(NO_NODE);
  private outputTail = new Int32Array(1024).fill(NO_NODE);
  private patternNext = new Int32Array(1024).fill(NO_NODE);
  private rootTable = new Int32Array(ROOT_TABLE_SIZE).fill(NO_NODE);
  // Search-time automaton.
  private childStart = new Int32Array(0);
  private childCodes = new Uint16Array(0);
  private childTargets = new Int32Array(0);
  private failure = new Int32Array(0);
  /** Nearest proper suffix node (via failure links) that ends a pattern, or -1. */
  private outputLink = new Int32Array(0);
  /** The node itself when it ends a pattern, else its output link: one lookup per character. */
  private firstOutput = new Int32Array(0);
  /** ASCII code → its column in {@link PhraseMatcher.denseTable}, -1 for codes no pattern holds. */
  private readonly asciiClass = new Int8Array(128).fill(-1);
  private classCount = 0;
  /** Row of a shallow node in {@link PhraseMatcher.denseTable}, -1 for deeper nodes. */
  private denseRow = new Int32Array(0);
  private denseTable = new Int32Array(0);

  /** Adds a pattern; call before the first {@link PhraseMatcher.findAll}. Empty patterns are ignored. */
  add(pattern: string, value: T): void {
    if (this.built) throw new Error('PhraseMatcher: add() after the automaton was built');
    if (pattern.length === 0) return;
    let node = 0;
    for (let i = 0; i < pattern.length; i++) {
      const code = pattern.charCodeAt(i);
      let next = NO_NODE;
      if (node === 0) {
        next = this.rootTable[code]!;
      } else {
        for (let child = this.firstChild[node]!; child !== NO_NODE; child = this.nextSibling[child]!) {
          if (this.nodeCode[child] === code) {
            next = child;
            break;
          }
        }
      }
      if (next === NO_NODE) {
        next = this.newNode(code);
        if (node === 0) {
          this.rootTable[code] = next;
        } else {
          this.nextSibling[next] = this.firstChild[node]!;
          this.firstChild[node] = next;
        }
      }
      node = next;
    }
    const index = this.values.length;
    if (this.patternNext.length <= index) this.patternNext = grownInt32(this.patternNext, index + 1, NO_NODE);
    if (this.outputHead[node] === NO_NODE) this.outputHead[node] = index;
    else this.patternNext[this.outputTail[node]!] = index;
    this.outputTail[node] = index;
    this.lengths.push(pattern.length);
    this.values.push(value);
  }

  private newNode(code: number): number {
    const node = this.nodeCount++;
    if (node >= this.firstChild.length) {
      const size = node + 1;
      this.firstChild = grownInt32(this.firstChild, size, NO_NODE);
      this.nextSibling = grownInt32(this.nextSibling, size, NO_NODE);
      this.outputHead = grownInt32(this.outputHead, size, NO_NODE);
      this.outputTail = grownInt32(this.outputTail, size, NO_NODE);
      const codes = new Uint16Array(this.firstChild.length);
      codes.set(this.nodeCode);
      this.nodeCode = codes;
    }
    this.nodeCode[node] = code;
    return node;
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
    const nodeCount = this.nodeCount;
    // Flatten the trie: children of each node sorted by code (root children stay in rootTable).
    this.childStart = new Int32Array(nodeCount + 1);
    const childCodes = new Uint16Array(nodeCount);
    const childTargets = new Int32Array(nodeCount);
    let cursor = 0;
    for (let node = 0; node < nodeCount; node++) {
      this.childStart[node] = cursor;
      if (node === 0) continue;
      const from = cursor;
      for (let child = this.firstChild[node]!; child !== NO_NODE; child = this.nextSibling[child]!) {
        // Insertion sort: sibling lists are short.
        const code = this.nodeCode[child]!;
        let k = cursor++;
        while (k > from && childCodes[k - 1]! > code) {
          childCodes[k] = childCodes[k - 1]!;
          childTargets[k] = childTargets[k - 1]!;
          k--;
        }
        childCodes[k] = code;
        childTargets[k] = child;
      }
    }
    this.childStart[nodeCount] = cursor;
    this.childCodes = childCodes.subarray(0, cursor);
    this.childTargets = childTargets.subarray(0, cursor);

    // Failure and output links, breadth first.
    const failure = new Int32Array(nodeCount);
    const outputLink = new Int32Array(nodeCount).fill(NO_NODE);
    this.failure = failure;
    this.outputLink = outputLink;
    const queue = new Int32Array(nodeCount);
    let tail = 0;
    for (let code = 0; code < ROOT_TABLE_SIZE; code++) {
      const child = this.rootTable[code]!;
      if (child !== NO_NODE) queue[tail++] = child;
    }
    for (let head = 0; head < tail; head++) {
      const node = queue[head]!;
      const end = this.childStart[node + 1]!;
      for (let edge = this.childStart[node]!; edge < end; edge++) {
        const code = this.childCodes[edge]!;
        const child = this.childTargets[edge]!;
        queue[tail++] = child;
        let fallback = failure[node]!;
        let target = this.step(fallback, code);
        while (target === NO_NODE && fallback !== 0) {
          fallback = failure[fallback]!;
          target = this.step(fallback, code);
        }
        const failureNode = target !== NO_NODE && target !== child ? target : 0;
        failure[child] = failureNode;
        outputLink[child] = this.outputHead[failureNode] !== NO_NODE ? failureNode : outputLink[failureNode]!;
      }
    }
    this.buildDenseRows(queue, tail);
    this.linkFirstOutputs();
    this.firstChild = new Int32Array(0);
    this.nextSibling = new Int32Array(0);
    this.nodeCode = new Uint16Array(0);
    this.outputTail = new Int32Array(0);
    this.built = true;
  }

  private linkFirstOutputs(): void {
    const firstOutput = new Int32Array(this.nodeCount);
    for (let node = 0; node < this.nodeCount; node++)
      firstOutput[node] = this.outputHead[node] !== NO_NODE ? node : this.outputLink[node]!;
    this.firstOutput = firstOutput;
  }

  /** Complete ASCII transitions for the root and the nodes up to {@link MAX_DENSE_DEPTH}, breadth first. */
  private buildDenseRows(queue: Int32Array | undefined, count: number, knownDepth?: Int32Array): void {
    const classCodes: number[] = [];
    const addClass = (code: number): void => {
      if (code < 128 && this.asciiClass[code] === -1) {
        this.asciiClass[code] = classCodes.length;
        classCodes.push(code);
      }
    };
    for (let code = 0; code < 128; code++) if (this.rootTable[code] !== NO_NODE) addClass(code);
    for (let edge = 0; edge < this.childCodes.length; edge++) addClass(this.childCodes[edge]!);
    const classes = classCodes.length;
    this.classCount = classes;
    const denseRow = new Int32Array(this.nodeCount).fill(NO_NODE);
    let rows = 1;
    denseRow[0] = 0;
    // The queue is breadth first (root children first; undefined: nodes are numbered so), so depths
    // only grow along it and a node's failure target, which is shallower, comes earlier.
    let depth: Uint8Array | Int32Array | undefined = knownDepth;
    if (depth === undefined) {
      const computed = new Uint8Array(this.nodeCount);
      for (let k = 0; k < count; k++) {
        const node = queue === undefined ? k + 1 : queue[k]!;
        if (computed[node] === 0) computed[node] = 1; // a child of the root
        const end = this.childStart[node + 1]!;
        for (let edge = this.childStart[node]!; edge < end; edge++)
          computed[this.childTargets[edge]!] = Math.min(255, computed[node]! + 1);
      }
      depth = computed;
    }
    for (let k = 0; k < count; k++) {
      const node = queue === undefined ? k + 1 : queue[k]!;
      if (depth[node]! > MAX_DENSE_DEPTH) break; // deeper nodes follow
      denseRow[node] = rows++;
    }
    const table = new Int32Array(rows * classes);
    for (let c = 0; c < classes; c++) {
      const target = this.rootTable[classCodes[c]!]!;
      table[c] = target === NO_NODE ? 0 : target;
    }
    for (let k = 0; k < count; k++) {
      const node = queue === undefined ? k + 1 : queue[k]!;
      const row = denseRow[node]!;
      if (row === NO_NODE) break; // the rows are a prefix of the queue
      // The failure node's row (filled earlier: it is shallower), then the node's own ASCII edges.
      const fallbackRow = denseRow[this.failure[node]!]!;
      table.copyWithin(row * classes, fallbackRow * classes, fallbackRow * classes + classes);
      const end = this.childStart[node + 1]!;
      for (let edge = this.childStart[node]!; edge < end; edge++) {
        const code = this.childCodes[edge]!;
        if (code < 128) table[row * classes + this.asciiClass[code]!] = this.childTargets[edge]!;
      }
    }
    this.denseRow = denseRow;
    this.denseTable = table;
  }

  /**
   * The built automaton as data, for {@link PhraseMatcher.fromData} to load without adding the
   * patterns and computing the failure links again. `valueIndex` names each value by a number.
   */
  toData(valueIndex: (value: T) => number): PhraseAutomatonData {
    if (!this.built) this.build();
    const nodeCount = this.nodeCount;
    // Breadth-first numbering, in the order the failure links were computed.
    const order = new Int32Array(nodeCount);
    const newId = new Int32Array(nodeCount);
    const codes = new Int32Array(Math.max(0, nodeCount - 1));
    const childCounts = new Int32Array(nodeCount);
    let tail = 1;
    for (let code = 0; code < ROOT_TABLE_SIZE; code++) {
      const child = this.rootTable[code]!;
      if (child === NO_NODE) continue;
      newId[child] = tail;
      codes[tail - 1] = code;
      order[tail++] = child;
    }
    childCounts[0] = tail - 1;
    for (let head = 1; head < tail; head++) {
      const node = order[head]!;
      const end = this.childStart[node + 1]!;
      childCounts[head] = end - this.childStart[node]!;
      for (let edge = this.childStart[node]!; edge < end; edge++) {
        const child = this.childTargets[edge]!;
        newId[child] = tail;
        codes[tail - 1] = this.childCodes[edge]!;
        order[tail++] = child;
      }
    }
    const patternCount = this.values.length;
    const patternNodes = new Int32Array(patternCount);
    for (let node = 1; node < nodeCount; node++) {
      for (let index = this.outputHead[node]!; index !== NO_NODE; index = this.patternNext[index]!)
        patternNodes[index] = newId[node]!;
    }
    return {
      nodeCount,
      patternCount,
      childCounts: encodeVarintBase64(childCounts),
      codes: encodeVarintBase64(codes),
      patternNodes: encodeVarintBase64(patternNodes),
      patternValues: encodeVarintBase64(this.values.map(valueIndex)),
    };
  }

  /** Loads an automaton saved by {@link PhraseMatcher.toData}; `values` are the values it indexes. */
  static fromData<T>(data: PhraseAutomatonData, values: readonly T[]): PhraseMatcher<T> {
    const matcher = new PhraseMatcher<T>();
    const nodeCount = data.nodeCount;
    const patternCount = data.patternCount;
    const childCounts = decodeVarintBase64(data.childCounts, nodeCount);
    const codes = decodeVarintBase64(data.codes, nodeCount - 1);
    const patternNodes = decodeVarintBase64(data.patternNodes, patternCount);
    const patternValues = decodeVarintBase64(data.patternValues, patternCount);
    matcher.nodeCount = nodeCount;
    // Pattern lists per node, in the order the patterns were added.
    const outputHead = new Int32Array(nodeCount).fill(NO_NODE);
    const outputTail = new Int32Array(nodeCount).fill(NO_NODE);
    const patternNext = new Int32Array(patternCount).fill(NO_NODE);
    for (let index = 0; index < patternCount; index++) {
      const node = patternNodes[index]!;
      if (outputHead[node] === NO_NODE) outputHead[node] = index;
      else patternNext[outputTail[node]!] = index;
      outputTail[node] = index;
    }
    matcher.outputHead = outputHead;
    matcher.patternNext = patternNext;
    // Children of node k are the next childCounts[k] nodes; the root's live in rootTable. One pass
    // in breadth-first order lays out the edges and computes depths, failure and output links
    // (a failure target is shallower, so it is complete when its children's links are needed).
    const childStart = new Int32Array(nodeCount + 1);
    const childCodes = new Uint16Array(Math.max(0, nodeCount - 1 - childCounts[0]!));
    const childTargets = new Int32Array(childCodes.length);
    const failure = new Int32Array(nodeCount);
    const outputLink = new Int32Array(nodeCount).fill(NO_NODE);
    const depth = new Int32Array(nodeCount);
    matcher.childStart = childStart;
    matcher.childCodes = childCodes;
    matcher.childTargets = childTargets;
    matcher.failure = failure;
    matcher.outputLink = outputLink;
    let next = 1;
    for (let k = 0; k < childCounts[0]!; k++, next++) {
      matcher.rootTable[codes[next - 1]!] = next;
      depth[next] = 1;
    }
    let edge = 0;
    for (let node = 1; node < nodeCount; node++) {
      childStart[node] = edge;
      const childDepth = depth[node]! + 1;
      for (let k = childCounts[node]!; k > 0; k--, next++, edge++) {
        const code = codes[next - 1]!;
        childCodes[edge] = code;
        childTargets[edge] = next;
        depth[next] = childDepth;
        let fallback = failure[node]!;
        let target = matcher.step(fallback, code);
        while (target === NO_NODE && fallback !== 0) {
          fallback = failure[fallback]!;
          target = matcher.step(fallback, code);
        }
        const failureNode = target !== NO_NODE && target !== next ? target : 0;
        failure[next] = failureNode;
        outputLink[next] = outputHead[failureNode] !== NO_NODE ? failureNode : outputLink[failureNode]!;
      }
    }
    childStart[nodeCount] = edge;
    if (next !== nodeCount || edge !== childCodes.length)
      throw new Error('PhraseMatcher.fromData: inconsistent automaton data');
    // A pattern's length is the depth of its node.
    for (let index = 0; index < patternCount; index++) {
      matcher.lengths.push(depth[patternNodes[index]!]!);
      matcher.values.push(values[patternValues[index]!]!);
    }
    matcher.buildDenseRows(undefined, nodeCount - 1, depth);
    matcher.linkFirstOutputs();
    matcher.firstChild = new Int32Array(0);
    matcher.nextSibling = new Int32Array(0);
    matcher.nodeCode = new Uint16Array(0);
    matcher.outputTail = new Int32Array(0);
    matcher.built = true;
    return matcher;
  }

  /**
   * Calls `visit` for every occurrence of every pattern in `text`, in the order of
   * {@link PhraseMatcher.findAll}, until it returns true. Builds no match objects: for callers that
   * only need a summary (does any pattern occur, where is the first). Same loop as findAll, which
   * keeps its own copy so that its hot path has no call per match.
   */
  visitMatches(text: string, visit: (start: number, end: number, value: T) => boolean): void {
    if (!this.built) this.build();
    const failure = this.failure;
    const rootTable = this.rootTable;
    const outputHead = this.outputHead;
    const outputLink = this.outputLink;
    const firstOutput = this.firstOutput;
    const patternNext = this.patternNext;
    const lengths = this.lengths;
    const values = this.values;
    const asciiClass = this.asciiClass;
    const classes = this.classCount;
    const denseRow = this.denseRow;
    const denseTable = this.denseTable;
    let node = 0;
    const length = text.length;
    for (let i = 0; i < length; i++) {
      let code = text.charCodeAt(i);
      if (node === 0) {
        // At the root, a unit that starts no pattern leaves the automaton there and ends none: skip such runs.
        while (rootTable[code] === NO_NODE) {
          if (++i >= length) return;
          code = text.charCodeAt(i);
        }
      }
      if (code < 128) {
        const column = asciiClass[code]!;
        if (column < 0) {
          node = 0;
        } else {
          for (;;) {
            const row = denseRow[node]!;
            if (row !== NO_NODE) {
              node = denseTable[row * classes + column]!;
              break;
            }
            const next = this.step(node, code);
            if (next !== NO_NODE) {
              node = next;
              break;
            }
            node = failure[node]!;
          }
        }
      } else {
        let next = node === 0 ? rootTable[code]! : this.step(node, code);
        while (next === NO_NODE && node !== 0) {
          node = failure[node]!;
          next = node === 0 ? rootTable[code]! : this.step(node, code);
        }
        node = next === NO_NODE ? 0 : next;
      }
      for (let out = firstOutput[node]!; out !== NO_NODE; out = outputLink[out]!) {
        for (let index = outputHead[out]!; index !== NO_NODE; index = patternNext[index]!) {
          if (visit(i + 1 - lengths[index]!, i + 1, values[index]!)) return;
        }
      }
    }
  }

  /**
   * Every occurrence of every pattern in `text`, ordered by end position. `limit` bounds the number
   * of matches returned, so a text made of nothing but triggers cannot produce unbounded work;
   * `accept` can drop a match before it is allocated.
   */
  findAll(
    text: string,
    limit = Number.POSITIVE_INFINITY,
    accept?: (start: number, end: number, value: T) => boolean,
  ): PhraseMatch<T>[] {
    if (!this.built) this.build();
    const matches: PhraseMatch<T>[] = [];
    const failure = this.failure;
    const rootTable = this.rootTable;
    const outputHead = this.outputHead;
    const outputLink = this.outputLink;
    const firstOutput = this.firstOutput;
    const patternNext = this.patternNext;
    const lengths = this.lengths;
    const values = this.values;
    const asciiClass = this.asciiClass;
    const classes = this.classCount;
    const denseRow = this.denseRow;
    const denseTable = this.denseTable;
    let node = 0;
    const length = text.length;
    for (let i = 0; i < length; i++) {
      let code = text.charCodeAt(i);
      if (node === 0) {
        // At the root, a unit that starts no pattern leaves the automaton there and ends none: skip such runs.
        while (rootTable[code] === NO_NODE) {
          if (++i >= length) return matches;
          code = text.charCodeAt(i);
        }
      }
      if (code < 128) {
        const column = asciiClass[code]!;
        if (column < 0) {
          node = 0; // no pattern holds this character
        } else {
          // Walk failure links only until a node with a complete row (the root has one).
          for (;;) {
            const row = denseRow[node]!;
            if (row !== NO_NODE) {
              node = denseTable[row * classes + column]!;
              break;
            }
            const next = this.step(node, code);
            if (next !== NO_NODE) {
              node = next;
              break;
            }
            node = failure[node]!;
          }
        }
      } else {
        let next = node === 0 ? rootTable[code]! : this.step(node, code);
        while (next === NO_NODE && node !== 0) {
          node = failure[node]!;
          next = node === 0 ? rootTable[code]! : this.step(node, code);
        }
        node = next === NO_NODE ? 0 : next;
      }
      // Own patterns first, then those of shorter suffixes, as the original array order had them.
      for (let out = firstOutput[node]!; out !== NO_NODE; out = outputLink[out]!) {
        for (let index = outputHead[out]!; index !== NO_NODE; index = patternNext[index]!) {
          const start = i + 1 - lengths[index]!;
          const value = values[index]!;
          if (accept !== undefined && !accept(start, i + 1, value)) continue;
          matches.push({ start, end: i + 1, value });
          if (matches.length >= limit) return matches;
        }
      }
    }
    return matches;
  }
}

/**
 * Several lists of patterns searched in one pass: the finders that read the same lower-cased segment
 * register their lists here, the first of them to search a text records every list's matches, and the
 * others read theirs from that record instead of lower-casing the segment and passing over it again.
 * The matches of each list come in the order a matcher of that list alone reports them (by end, then
 * longer first, then in the order added), since the one automaton reports every occurrence of every pattern.
 */
export class PhraseListMatcher {
  private readonly caps: number[] = [];
  private readonly patterns: (readonly string[])[] = [];
  private matcher: PhraseMatcher<number> | undefined;
  // Two of everything, by the text's length (see slotOf): the short sentences a finder judges on
  // its own ("is this order high-risk?") do not push out the segment the other finders still read.
  private readonly searched: (string | undefined)[] = [undefined, undefined];
  private readonly starts: number[][][] = [[], []];
  private readonly ends: number[][][] = [[], []];
  private readonly lowerSource: (string | undefined)[] = [undefined, undefined];
  private readonly lowered: string[] = ['', ''];

  /**
   * Adds a list of patterns and returns its number. `cap`: the most matches of the list a caller reads
   * per text (it stops there), so a text full of them records no more.
   */
  register(patterns: readonly string[], cap = Number.POSITIVE_INFINITY): number {
    this.patterns.push(patterns);
    this.caps.push(cap);
    this.matcher = undefined;
    this.searched[0] = undefined;
    this.searched[1] = undefined;
    return this.patterns.length - 1;
  }

  /** `text.toLowerCase()`, kept for the next caller that asks about the same text. */
  lowerCased(text: string): string {
    const slot = slotOf(text);
    if (text !== this.lowerSource[slot]) {
      this.lowered[slot] = text.toLowerCase();
      this.lowerSource[slot] = text;
    }
    return this.lowered[slot]!;
  }

  /** Calls `visit` for every match of list `list` in `text`, in order, until it returns true. */
  visitMatches(text: string, list: number, visit: (start: number, end: number) => boolean): void {
    const slot = slotOf(text);
    if (text !== this.searched[slot]) this.search(text, slot);
    const starts = this.starts[slot]![list]!;
    const ends = this.ends[slot]![list]!;
    for (let k = 0; k < starts.length; k++) if (visit(starts[k]!, ends[k]!)) return;
  }

  private search(text: string, slot: number): void {
    let matcher = this.matcher;
    if (matcher === undefined) {
      matcher = new PhraseMatcher<number>();
      for (let list = 0; list < this.patterns.length; list++)
        for (const pattern of this.patterns[list]!) matcher.add(pattern, list);
      this.matcher = matcher;
    }
    const caps = this.caps;
    const starts: number[][] = caps.map(() => []);
    const ends: number[][] = caps.map(() => []);
    matcher.visitMatches(text, (start, end, list) => {
      const listStarts = starts[list]!;
      if (listStarts.length < caps[list]!) {
        listStarts.push(start);
        ends[list]!.push(end);
      }
      return false;
    });
    this.starts[slot] = starts;
    this.ends[slot] = ends;
    this.searched[slot] = text;
  }
}

/** Texts up to this long (a sentence, a clause) are kept apart from longer ones (a segment) in {@link PhraseListMatcher}. */
const SHORT_TEXT = 1024;

function slotOf(text: string): number {
  return text.length <= SHORT_TEXT ? 1 : 0;
}

/** The lists of the finders that read a segment lower-cased (forged turns, outbound actions, verdicts, tool calls). */
export const LOWERED_SEGMENT_LISTS = new PhraseListMatcher();
