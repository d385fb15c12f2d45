/**
 * Element kinds the HTML parser treats specially, for the scans that read HTML as text before jsdom
 * parses it (`limitHtmlNesting`, `removeNoiseBeforeParsing`): one list, so the two scans agree.
 */
export const HtmlElementKinds = Object.freeze({
  /** Elements that never have content, so they never open a level. */
  VOID: new Set([
    'area',
    'base',
    'br',
    'col',
    'embed',
    'hr',
    'img',
    'input',
    'link',
    'meta',
    'param',
    'source',
    'track',
    'wbr',
    'keygen',
    'image',
  ]) as ReadonlySet<string>,
  /**
   * Elements the parser closes by itself: their end tags (or their absence) say nothing about
   * nesting, and counting them would overstate depth on ordinary pages.
   */
  IMPLIED_END: new Set([
    'p',
    'li',
    'dt',
    'dd',
    'option',
    'optgroup',
    'tr',
    'td',
    'th',
    'tbody',
    'thead',
    'tfoot',
    'colgroup',
    'rb',
    'rt',
    'rp',
    'rtc',
  ]) as ReadonlySet<string>,
  /** Elements whose content is text up to their end tag: what looks like a tag inside is text. */
  RAW_TEXT: new Set([
    'script',
    'style',
    'textarea',
    'title',
    'xmp',
    'iframe',
    'noembed',
    'noframes',
    'plaintext',
  ]) as ReadonlySet<string>,
});
