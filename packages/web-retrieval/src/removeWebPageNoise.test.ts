import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { removeWebPageNoise } from './removeWebPageNoise.js';

const PAGE_URL = new URL('https://shop.example/collections/sneakers');

function cleaned(body: string): Document {
  const document = new JSDOM(`<!doctype html><html><body>${body}</body></html>`).window.document;
  removeWebPageNoise(document, PAGE_URL);
  return document;
}

describe('removeWebPageNoise: checkbox and radio pickers', () => {
  it("removes a listing's filter and sort options but keeps its items", () => {
    const document = cleaned(`
      <h1>Men's sneakers</h1>
      <div class="filters">
        <h3>Size</h3>
        <ul>
          <li><input type="checkbox" name="size" id="size-8" value="8"><label for="size-8">8</label></li>
          <li><input type="checkbox" name="size" id="size-9" value="9"><label for="size-9">9</label></li>
          <li><input type="checkbox" name="size" id="size-10" value="10"><label for="size-10">10</label></li>
        </ul>
        <h3>Sort by</h3>
        <label><input type="radio" name="sort" value="featured"> Featured</label>
        <label><input type="radio" name="sort" value="price-asc"> Price, low to high</label>
        <label><input type="radio" name="sort" value="price-desc"> Price, high to low</label>
      </div>
      <ul class="grid">
        <li><a href="/p/runner">Tree Runner</a> <span>$98</span></li>
        <li><a href="/p/dasher">Tree Dasher</a> <span>$135</span></li>
      </ul>`);
    const text = document.body.textContent?.replace(/\s+/g, ' ') ?? '';
    expect(text).not.toContain('Price, low to high');
    expect(text).not.toContain('Featured');
    expect(document.querySelectorAll('.filters li')).toHaveLength(0);
    expect(text).toContain('Tree Runner $98');
    expect(text).toContain('Tree Dasher $135');
    expect(text).toContain("Men's sneakers");
  });

  it('keeps the item cards that carry a "Compare" checkbox, dropping only the checkbox label', () => {
    const cards = ['Tree Runner', 'Tree Dasher', 'Wool Lounger']
      .map(
        (name, index) =>
          `<li><a href="/p/${index}">${name}</a> <span>$${98 + index}</span><label><input type="checkbox" name="compare" value="${index}"> Compare</label></li>`,
      )
      .join('');
    const document = cleaned(`<ul class="grid">${cards}</ul>`);
    const text = document.body.textContent?.replace(/\s+/g, ' ') ?? '';
    expect(document.querySelectorAll('li')).toHaveLength(3);
    expect(text).toContain('Tree Runner $98');
    expect(text).toContain('Wool Lounger $100');
    expect(text).not.toContain('Compare');
  });

  it('keeps a lone checkbox label and groups of fewer than three options', () => {
    const document = cleaned(`
      <p>Sign up for the course below.</p>
      <label><input type="checkbox" name="terms"> I have read the course rules</label>
      <label><input type="radio" name="plan" value="a"> Morning class</label>
      <label><input type="radio" name="plan" value="b"> Evening class</label>`);
    const text = document.body.textContent ?? '';
    expect(text).toContain('I have read the course rules');
    expect(text).toContain('Morning class');
    expect(text).toContain('Evening class');
  });
});
