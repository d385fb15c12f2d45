import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { isSupplementaryHeading, removeSupplementarySections } from './removeSupplementarySections.js';

function documentOf(body: string): Document {
  return new JSDOM(`<!doctype html><html><body>${body}</body></html>`).window.document;
}

const DESCRIPTION =
  'The oak frame is solid and the drawers run on soft-close rails, so the unit stays quiet in a bedroom; the finish takes a damp cloth and the feet are adjustable for uneven floors.';

function card(name: string): string {
  return `<li><a href="/p/${name}"><h3>${name} chest of drawers</h3></a><span>$199</span></li>`;
}

describe('isSupplementaryHeading', () => {
  it('names review, recommendation and related-content sections', () => {
    for (const label of [
      'Reviews',
      '29 reviews for Minimalist Sandals Nörd Zero',
      'Customer reviews for Dota 2',
      'Ratings & Reviews (120)',
      'You may also like…',
      'People who viewed this item also viewed',
      'Customers also bought',
      'Similar items',
      'Explore related items',
      'Related articles',
      'Recommended for you',
      'Recently viewed',
      'Frequently bought together',
      'Similar threads',
      'Hot Network Questions',
    ]) {
      expect(isSupplementaryHeading(label), label).toBe(true);
    }
  });

  it('leaves content headings alone, also those that mention reviews', () => {
    for (const label of [
      'Description',
      'Specifications',
      'Review of the new library budget',
      'How we review products',
      'Questions and answers',
      'The reviews are in: a long headline of an article about what the critics said about the film this week',
      '',
    ]) {
      expect(isSupplementaryHeading(label), label).toBe(false);
    }
  });
});

describe('removeSupplementarySections', () => {
  it('removes a product page reviews section and recommendation carousel, keeping title, price, description and specs', () => {
    const document = documentOf(`
      <main>
        <div class="buy-box"><h1>Oak chest of drawers</h1><p class="price">$249</p></div>
        <section><h2>Description</h2><p>${DESCRIPTION}</p></section>
        <section><h2>Specifications</h2><table><tr><th>Width</th><td>80 cm</td></tr><tr><th>Depth</th><td>45 cm</td></tr></table></section>
        <section id="reviews"><h2>Customer reviews</h2><div><p>Great chest, arrived quickly and the drawers glide nicely.</p><p>Sturdy; took an hour to build.</p></div></section>
        <div class="carousel"><h2>You may also like</h2><ul>${card('Pine')}${card('Birch')}${card('Walnut')}</ul></div>
      </main>`);
    expect(removeSupplementarySections(document)).toBe(2);
    const text = document.body.textContent ?? '';
    expect(text).toContain('Oak chest of drawers');
    expect(text).toContain('$249');
    expect(text).toContain('The oak frame is solid');
    expect(text).toContain('80 cm');
    expect(text).not.toContain('Customer reviews');
    expect(text).not.toContain('arrived quickly');
    expect(text).not.toContain('You may also like');
    expect(text).not.toContain('Walnut chest of drawers');
  });

  it('removes a section told only by its heading among sibling blocks, up to the next heading of its rank', () => {
    const document = documentOf(`
      <article>
        <h1>Oak chest of drawers</h1>
        <h2>Description</h2><p>${DESCRIPTION}</p>
        <div class="heading-wrap"><h2>Reviews <a href="#all">See all</a></h2></div>
        <p>Great chest, arrived quickly.</p><h3>Verified buyer</h3><p>Sturdy; took an hour to build.</p>
        <h2>Delivery</h2><p>Delivered in two weeks to your door, assembly on request.</p>
      </article>`);
    expect(removeSupplementarySections(document)).toBe(1);
    const text = document.body.textContent ?? '';
    expect(text).toContain('The oak frame is solid');
    expect(text).not.toContain('arrived quickly');
    expect(text).not.toContain('Verified buyer');
    expect(text).toContain('Delivered in two weeks');
  });

  it('keeps a section that holds most of the page, whatever its heading says', () => {
    const document = documentOf(
      `<h1>Chairs</h1><section><h2>Related products</h2><p>${DESCRIPTION} ${DESCRIPTION}</p></section><p>Short footer.</p>`,
    );
    expect(removeSupplementarySections(document)).toBe(0);
    expect(document.body.textContent).toContain('Related products');
  });
});
