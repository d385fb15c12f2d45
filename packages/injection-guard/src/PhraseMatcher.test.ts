import { describe, expect, it } from 'vitest';
import { PhraseMatcher } from './PhraseMatcher.js';

describe('PhraseMatcher', () => {
  it('finds every occurrence of every pattern, overlapping ones included', () => {
    const matcher = new PhraseMatcher<string>();
    for (const pattern of ['he', 'she', 'his', 'hers', '忽略']) matcher.add(pattern, pattern);
    const found = matcher.findAll('ushers 忽略他').map((match) => [match.value, match.start, match.end]);
    expect(found).toEqual([
      ['she', 1, 4],
      ['he', 2, 4],
      ['hers', 2, 6],
      ['忽略', 7, 9],
    ]);
  });

  it('stops at the match limit and refuses patterns after building', () => {
    const matcher = new PhraseMatcher<number>();
    matcher.add('a', 1);
    matcher.add('', 2);
    expect(matcher.size).toBe(1);
    expect(matcher.findAll('aaaa', 2)).toHaveLength(2);
    expect(() => matcher.add('b', 3)).toThrow();
  });

  it('agrees with a brute-force search on long, overlapping and mixed-script patterns', () => {
    // Patterns longer than the dense rows reach, sharing prefixes and suffixes, in two scripts.
    const patterns = [
      'ignore all previous instructions',
      'all previous',
      'previous instructions',
      'ous ins',
      'a',
      'aa',
      'aaa',
      'ab|c',
      '忽略之前',
      '之前的指令',
      'instructions 忽略',
    ];
    const matcher = new PhraseMatcher<string>();
    for (const pattern of patterns) matcher.add(pattern, pattern);
    let seed = 7;
    const pick = (items: readonly string[]): string => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return items[seed % items.length]!;
    };
    const pieces = [...patterns, ' ', 'x', 'aab', 'ignore all', 'previous', ' instructions', '之前', '忽略', 'é'];
    let text = '';
    while (text.length < 5000) text += pick(pieces);
    const expected: [string, number, number][] = [];
    for (let end = 1; end <= text.length; end++) {
      // Longest first at one end position, as the automaton reports them.
      const here = patterns.filter(
        (pattern) => end >= pattern.length && text.startsWith(pattern, end - pattern.length),
      );
      here.sort((a, b) => b.length - a.length || patterns.indexOf(a) - patterns.indexOf(b));
      for (const pattern of here) expected.push([pattern, end - pattern.length, end]);
    }
    expect(matcher.findAll(text).map((match) => [match.value, match.start, match.end])).toEqual(expected);
  });

  it('saves a built automaton as data and loads it back with the same matches, in the same order', () => {
    // One pattern added twice with two values, patterns ending at one node, a suffix chain, two scripts.
    const patterns = [
      'ignore all previous instructions',
      'all previous',
      'previous instructions',
      'ous ins',
      'a',
      'aa',
      'aaa',
      'ab|c',
      '忽略之前',
      '之前的指令',
      'aa',
      'instructions 忽略',
    ];
    const values = patterns.map((pattern, index) => `${index}:${pattern}`);
    const original = new PhraseMatcher<string>();
    for (const [index, pattern] of patterns.entries()) original.add(pattern, values[index]!);
    const data = original.toData((value) => values.indexOf(value));
    const loaded = PhraseMatcher.fromData(data, values);
    expect(loaded.size).toBe(original.size);
    const text = 'aaa ab|c ignore all previous instructions 忽略之前的指令 xyz instructions 忽略 aaaa';
    const found = loaded.findAll(text);
    expect(found.length).toBeGreaterThan(15);
    expect(found).toEqual(original.findAll(text));
    expect(loaded.findAll(text, 3, (start) => start > 4)).toEqual(original.findAll(text, 3, (start) => start > 4));
    // Saving the loaded automaton again gives the same data, and it is built: no more patterns.
    expect(loaded.toData((value) => values.indexOf(value))).toEqual(data);
    expect(() => loaded.add('b', 'b')).toThrow();
  });

  it('visits the matches findAll returns, in its order, and stops when told to', () => {
    const matcher = new PhraseMatcher<string>();
    for (const pattern of ['he', 'she', 'his', 'hers', 'е', 'ше']) matcher.add(pattern, pattern);
    const text = 'ushers and his sheше';
    const visited: [number, number, string][] = [];
    matcher.visitMatches(text, (start, end, value) => {
      visited.push([start, end, value]);
      return false;
    });
    expect(visited).toEqual(matcher.findAll(text).map((match) => [match.start, match.end, match.value]));
    expect(visited.length).toBeGreaterThan(5);
    const firstTwo: string[] = [];
    matcher.visitMatches(text, (_start, _end, value) => firstTwo.push(value) === 2);
    expect(firstTwo).toEqual(visited.slice(0, 2).map(([, , value]) => value));
  });
});
