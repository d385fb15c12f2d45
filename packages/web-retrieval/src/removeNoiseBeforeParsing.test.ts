import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { removeNoiseBeforeParsing } from './removeNoiseBeforeParsing.js';
import { countCharacterVisits } from '../test/support/countCharacterVisits.js';

function bodyText(html: string): string {
  return new JSDOM(html).window.document.body.textContent ?? '';
}

describe('removeNoiseBeforeParsing', () => {
  it('drops style and data-* attributes of tags but leaves text that looks like them', () => {
    const html = '<p style="color:red" data-track=\'x\' class=lead data-n=1>Write style="bold" data-x="1" in text.</p>';
    const thinned = removeNoiseBeforeParsing(html);
    const paragraph = new JSDOM(thinned).window.document.querySelector('p');
    expect(paragraph?.getAttributeNames()).toEqual(['class']);
    expect(paragraph?.getAttribute('class')).toBe('lead');
    expect(paragraph?.textContent).toBe('Write style="bold" data-x="1" in text.');
  });

  it('turns a hiding style into the hidden attribute and keeps data-language', () => {
    const thinned = removeNoiseBeforeParsing(
      '<div style="color: red; display : none !important">Hidden</div><pre data-language="rust">fn main() {}</pre>',
    );
    const document = new JSDOM(thinned).window.document;
    expect(document.querySelector('div')?.hasAttribute('hidden')).toBe(true);
    expect(document.querySelector('pre')?.getAttribute('data-language')).toBe('rust');
  });

  it('reads quoted values containing ">" as part of the tag', () => {
    const thinned = removeNoiseBeforeParsing('<a title="a > b" data-x="<p>" href="/x">Link</a> after');
    expect(thinned).not.toContain('data-x');
    expect(bodyText(thinned)).toBe('Link after');
  });

  it('removes nested navigation blocks whole and keeps the text around them', () => {
    const html =
      '<p>Before</p><nav class="menu" data-x="1" style="top:0"><ul><li>Home<li>Shop<nav><a href="/a">Sub</a></nav></ul>More menu</nav><p>After</p>';
    expect(removeNoiseBeforeParsing(html)).toBe('<p>Before</p> <p>After</p>');
  });

  it('keeps a navigation block that the parser would end early, so no content after it is lost', () => {
    // `</div>` closes the outer div, and the parser ends the <nav> with it: "Article" is outside.
    const html = '<div><nav><span>Menu</span></div><p>Article text</p></nav><p>End</p>';
    const thinned = removeNoiseBeforeParsing(html);
    expect(thinned).toBe(html);
    expect(bodyText(thinned)).toContain('Article text');
  });

  it('leaves an unclosed navigation block and raw-text content alone', () => {
    expect(removeNoiseBeforeParsing('<nav>Menu<p>text')).toBe('<nav>Menu<p>text');
    const raw = '<textarea><nav style="x"></textarea><p>After</p>';
    expect(removeNoiseBeforeParsing(raw)).toBe(raw);
  });

  it('stays linear on hostile input (characters visited, counted; speed is in bench/)', () => {
    const hostile = (size: number) =>
      '<nav>'.repeat(5 * size) +
      '</nav>'.repeat(5 * size) +
      '<nav '.repeat(2 * size) +
      '<a "'.repeat(2 * size) +
      '<div style="'.repeat(2 * size) +
      '<p style="a" data-x="b">text</p>'.repeat(2 * size);
    const small = hostile(5_000);
    const large = hostile(10_000);
    const smallVisits = countCharacterVisits(() => removeNoiseBeforeParsing(small));
    const largeVisits = countCharacterVisits(() => removeNoiseBeforeParsing(large));
    // Twice the input, at most about twice the work; and a small constant number of visits per character.
    expect(largeVisits / smallVisits).toBeLessThan(2.1);
    expect(largeVisits / large.length).toBeLessThan(8);
  });
});
