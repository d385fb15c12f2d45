import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { HtmlMarkdownConverter } from './HtmlMarkdownConverter.js';

const converter = new HtmlMarkdownConverter();

function convert(body: string): string {
  const document = new JSDOM(`<!doctype html><html><body><div id="root">${body}</div></body></html>`).window.document;
  return converter.convert(document.getElementById('root') as Element);
}

describe('HtmlMarkdownConverter: images', () => {
  it("names an image-only link by its alt text when nothing else names the link's target", () => {
    const markdown = convert(
      '<p><a href="https://shop.example/p/1"><img src="https://cdn.example/1.jpg" alt="Oak chest"></a></p>',
    );
    expect(markdown).toBe('[Oak chest](https://shop.example/p/1)');
  });

  it("drops a card picture's alt text when the card's title already links to the same target", () => {
    const markdown = convert(`<ul>
      <li><a href="https://shop.example/p/1"><img src="https://cdn.example/1.jpg" alt="Dark grey sofa with slim legs in a bright living room"></a>
        <a href="https://shop.example/p/1">GLOSTAD sofa</a> $299</li>
      <li><a href="https://shop.example/p/2"><img src="https://cdn.example/2.jpg" alt="Beige sofa with rolled arms"></a>
        <a href="https://shop.example/p/2">UPPLAND sofa</a> $549</li>
    </ul>`);
    expect(markdown).toContain('[GLOSTAD sofa](https://shop.example/p/1) $299');
    expect(markdown).toContain('[UPPLAND sofa](https://shop.example/p/2) $549');
    expect(markdown).not.toContain('slim legs');
    expect(markdown).not.toContain('rolled arms');
  });

  it('drops images that are not a link', () => {
    expect(convert('<p>Before <img src="https://cdn.example/x.jpg" alt="A photo"> after</p>')).toBe('Before after');
  });

  it('converts serialised HTML the same way as the element', () => {
    const html = '<h2>Title</h2><p>Some <strong>bold</strong> text and <a href="https://example.org/">a link</a>.</p>';
    const document = new JSDOM(`<div id="root">${html}</div>`).window.document;
    const root = document.getElementById('root') as Element;
    expect(converter.convertHtml(root.outerHTML)).toBe(converter.convert(root));
    expect(converter.convert(root)).toBe('## Title\n\nSome **bold** text and [a link](https://example.org/).');
  });
});
