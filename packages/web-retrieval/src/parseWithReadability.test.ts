import { Readability } from '@mozilla/readability';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { isReaderable, parseWithReadability } from './parseWithReadability.js';

const PARAGRAPH =
  'The committee reviewed the budget figures and agreed that the new library wing would open in the spring, after the contractors finish the roof and the shelving arrives from the workshop.';

const PAGE = `<!doctype html><html lang="en"><head><title>Library wing opens | Example News</title></head><body>
  <header><a href="/">Example News</a><ul><li><a href="/a">World</a></li><li><a href="/b">Local</a></li><li><a href="/c">Sport</a></li></ul></header>
  <div class="content"><article>
    <h1>Library wing opens</h1>
    <p class="byline">By Ada Writer</p>
    ${Array.from({ length: 6 }, (_, index) => `<p>${PARAGRAPH} Part ${index}.</p>`).join('')}
    <div hidden><p>${PARAGRAPH} Hidden draft.</p></div>
    <div aria-hidden="true"><p>${PARAGRAPH} Screen-reader-hidden copy.</p></div>
    <div style="display: none"><p>${PARAGRAPH} Styled away.</p></div>
    <table><tr><td>Cost</td><td>2 million</td></tr><tr><td>Opening</td><td>Spring</td></tr></table>
    <pre><code>open(wing)</code></pre>
    <font>Old markup</font><br><br>After the breaks.
  </article>
  <aside class="sidebar"><h3>Most read</h3><ul><li><a href="/x">One</a></li><li><a href="/y">Two</a></li></ul></aside></div>
  <footer><p>© Example News</p></footer>
</body></html>`;

function documentOf(html: string): Document {
  return new JSDOM(html).window.document;
}

describe('parseWithReadability', () => {
  it('returns what plain Readability returns for the same page', () => {
    const ours = parseWithReadability(documentOf(PAGE), { charThreshold: 500 });
    const plain = new Readability<Element>(documentOf(PAGE), {
      charThreshold: 500,
      serializer: (node) => node as Element,
    }).parse();
    expect(ours?.content?.outerHTML).toBe(plain?.content?.outerHTML);
    expect(ours?.textContent).toBe(plain?.textContent);
    expect(ours?.title).toBe(plain?.title);
    expect(ours?.textContent).toContain('Part 5.');
    expect(ours?.textContent).not.toContain('Hidden draft');
    expect(ours?.textContent).not.toContain('Screen-reader-hidden');
    expect(ours?.textContent).not.toContain('Styled away');
  });

  it('tells article pages from pages without article-like paragraphs', () => {
    expect(isReaderable(documentOf(PAGE))).toBe(true);
    expect(
      isReaderable(
        documentOf('<html><body><ul><li><a href="/a">A</a></li><li><a href="/b">B</a></li></ul></body></html>'),
      ),
    ).toBe(false);
  });
});
