import { describe, expect, it } from 'vitest';
import { findHiddenMarkup } from './HiddenMarkupFinder.js';

const found = (text: string): string[] =>
  findHiddenMarkup(text).map((extent) => `${extent.ruleId}: ${text.slice(extent.start, extent.end)}`);

describe('findHiddenMarkup', () => {
  it('finds invisible HTML elements, with nesting, and comments', () => {
    expect(found('a <div style="display: none">x <div>y</div> z</div> b')).toEqual([
      'markup.hidden-html: <div style="display: none">x <div>y</div> z</div>',
    ]);
    expect(found('a <span hidden>x</span> <font color="white">y</font>')).toEqual([
      'markup.hidden-html: <span hidden>x</span>',
      'markup.hidden-html: <font color="white">y</font>',
    ]);
    expect(found('a <!-- note --> b')).toEqual(['markup.html-comment: <!-- note -->']);
  });

  it('finds Markdown comments, long image alt texts and hidden LaTeX', () => {
    expect(found('[//]: # (note to self)\ntext')).toEqual(['markup.markdown-comment: [//]: # (note to self)']);
    expect(found('![a very long alternative text for the image](x.png)')).toEqual([
      'markup.image-alt-text: ![a very long alternative text for the image](x.png)',
    ]);
    expect(found('x \\phantom{secret words} y \\iffalse gone \\fi z')).toEqual([
      'markup.hidden-latex: \\phantom{secret words}',
      'markup.hidden-latex: \\iffalse gone \\fi',
    ]);
  });

  it('leaves visible markup alone', () => {
    for (const text of [
      '<div style="color: red">shown</div>',
      '<p class="hidden-xs">shown</p>',
      '![logo](x.png)',
      'the \\textbf{bold} word',
    ]) {
      expect(findHiddenMarkup(text), text).toEqual([]);
    }
  });
});
