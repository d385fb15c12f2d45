import TurndownService from 'turndown';

/** Schemes a link may keep in the Markdown; anything else (javascript:, data:, vbscript:, blob:…) loses its target. */
const LINKABLE_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'ftp:', 'tel:']);

/** Elements whose text never reaches the model. Noise removal drops them earlier; this is the second line. */
const REMOVED_ELEMENTS = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'iframe',
  'object',
  'embed',
  'canvas',
  'svg',
  'math',
  'button',
  'input',
  'select',
  'textarea',
  'head',
  'title',
  'meta',
  'link',
  'audio',
  'video',
  'source',
  'track',
  'map',
  'area',
]);

/**
 * The link target the Markdown may show: an absolute URL with a harmless scheme, or nothing.
 * Hrefs are made absolute before conversion, so a relative one here is unresolvable and dropped.
 */
export function linkTargetOf(href: string | null): string | undefined {
  if (href === null) return undefined;
  const trimmed = href.trim();
  if (trimmed === '') return undefined;
  try {
    const url = new URL(trimmed);
    return LINKABLE_SCHEMES.has(url.protocol) ? url.href : undefined;
  } catch {
    return undefined;
  }
}

function cellText(content: string): string {
  return content
    .replace(/\s*\n+\s*/g, ' ')
    .replace(/\|/g, '\\|')
    .trim();
}

/** Per-table answers, so a table's shape is measured once and not once per cell. */
const layoutTables = new WeakMap<Element, boolean>();
const tableRows = new WeakMap<Element, Element[]>();

function rowsOf(table: Element): Element[] {
  let rows = tableRows.get(table);
  if (rows === undefined) {
    rows = Array.from(table.getElementsByTagName('tr')).filter((row) => closestAncestor(row, 'TABLE') === table);
    tableRows.set(table, rows);
  }
  return rows;
}

function isLayoutTable(table: Element): boolean {
  let layout = layoutTables.get(table);
  if (layout === undefined) {
    // Tables used for page layout (nested tables, one column, huge) read better as plain blocks.
    const rows = rowsOf(table);
    const width = rows.reduce((widest, row) => Math.max(widest, elementChildCount(row)), 0);
    layout = table.getElementsByTagName('table').length > 0 || width < 2 || width > 20;
    layoutTables.set(table, layout);
  }
  return layout;
}

/*
 * The rules below see turndown's own light DOM (domino), which lacks `closest` and
 * `childElementCount`; these helpers use only what every DOM has.
 */
function closestAncestor(node: Node, nodeName: string): Element | null {
  for (let current = node.parentNode; current !== null; current = current.parentNode) {
    if (current.nodeName === nodeName) return current as Element;
  }
  return null;
}

function elementChildCount(node: Node): number {
  let count = 0;
  for (let child = node.firstChild; child !== null; child = child.nextSibling) if (child.nodeType === 1) count += 1;
  return count;
}

/** Per converted document: the targets of links that have text of their own. */
const textLinkTargets = new WeakMap<Document, Set<string>>();

function textLinkTargetsOf(document: Document | null): ReadonlySet<string> {
  if (document === null) return new Set();
  let targets = textLinkTargets.get(document);
  if (targets === undefined) {
    targets = new Set();
    const links = document.getElementsByTagName('a');
    for (let index = 0; index < links.length; index += 1) {
      const link = links[index] as Element;
      const href = link.getAttribute('href');
      if (href !== null && (link.textContent ?? '').trim() !== '') targets.add(href);
    }
    textLinkTargets.set(document, targets);
  }
  return targets;
}

function enclosingTable(node: Node): Element | null {
  return closestAncestor(node, 'TABLE');
}

/**
 * Converts a DOM subtree to Markdown: ATX headings, fenced code, `-` bullets, GFM tables, absolute
 * links only, images dropped (the model reads text; an image inside a link contributes its alt
 * text so the link keeps a name). One instance holds one configured turndown service and is
 * reused for every page.
 */
export class HtmlMarkdownConverter {
  readonly #turndown: TurndownService;

  constructor() {
    const turndown = new TurndownService({
      headingStyle: 'atx',
      codeBlockStyle: 'fenced',
      bulletListMarker: '-',
      emDelimiter: '*',
      strongDelimiter: '**',
      hr: '---',
      linkStyle: 'inlined',
    });
    turndown.remove((node) => REMOVED_ELEMENTS.has(node.nodeName.toLowerCase()));

    turndown.addRule('image', {
      filter: 'img',
      replacement: (_content, node) => {
        const element = node as Element;
        // Only an image that is a link's whole content speaks, through its alt text, and only when
        // no other link to the same target has words: a product card's picture links to the page
        // its title already names, and the alt text ("grey sofa with slim legs…") repeats noise.
        const link = closestAncestor(element, 'A');
        if (link === null || (link.textContent ?? '').trim() !== '') return '';
        const href = link.getAttribute('href');
        if (href !== null && textLinkTargetsOf(link.ownerDocument).has(href)) return '';
        const alt = (element.getAttribute('alt') ?? '').replace(/\s+/g, ' ').trim();
        return alt === '' ? '' : turndown.escape(alt);
      },
    });

    turndown.addRule('link', {
      filter: (node) => node.nodeName === 'A',
      replacement: (content, node) => {
        const text = content.replace(/\s*\n+\s*/g, ' ').trim();
        if (text === '') return '';
        const target = linkTargetOf((node as Element).getAttribute('href'));
        if (target === undefined) return text;
        const destination = target.replace(/([<>()])/g, '\\$1').replace(/ /g, '%20');
        return `[${text}](${destination})`;
      },
    });

    turndown.addRule('preformatted', {
      filter: (node) => node.nodeName === 'PRE',
      replacement: (_content, node) => {
        const element = node as Element;
        const code = element.getElementsByTagName('code')[0];
        const language =
          code?.getAttribute('data-language') ??
          element.getAttribute('data-language') ??
          /(?:^|\s)(?:language|lang)-([\w#+.-]+)/.exec(
            code?.getAttribute('class') ?? element.getAttribute('class') ?? '',
          )?.[1] ??
          '';
        const text = (element.textContent ?? '').replace(/\n$/, '');
        if (text.trim() === '') return '';
        const longestFence = Math.max(2, ...Array.from(text.matchAll(/`{3,}/g), (match) => match[0].length));
        const fence = '`'.repeat(longestFence + 1);
        return `\n\n${fence}${language}\n${text}\n${fence}\n\n`;
      },
    });

    turndown.addRule('heading', {
      filter: ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'],
      replacement: (content, node) => {
        // A heading is already strong; bold inside it is noise, and so are line breaks.
        const text = content
          .replace(/\s*\n+\s*/g, ' ')
          .replace(/^\*\*(.*)\*\*$/, '$1')
          .trim();
        if (text === '') return '';
        return `\n\n${'#'.repeat(Number(node.nodeName.charAt(1)))} ${text}\n\n`;
      },
    });

    turndown.addRule('tableCell', {
      filter: ['th', 'td'],
      replacement: (content, node) => {
        const table = enclosingTable(node);
        if (table === null || isLayoutTable(table)) return `\n\n${content}\n\n`;
        return `| ${cellText(content)} `;
      },
    });

    turndown.addRule('tableRow', {
      filter: 'tr',
      replacement: (content, node) => {
        const table = enclosingTable(node);
        if (table === null || isLayoutTable(table)) return `\n\n${content}\n\n`;
        const rows = rowsOf(table);
        const width = rows.reduce((widest, row) => Math.max(widest, elementChildCount(row)), 0);
        const cells = elementChildCount(node);
        // GFM needs the same number of cells in every row and a separator after the first.
        const padded = `${content}${'|   '.repeat(Math.max(0, width - cells))}|`;
        if (rows[0] === node) return `\n${padded}\n|${' --- |'.repeat(width)}\n`;
        return `${padded}\n`;
      },
    });

    turndown.addRule('tableSection', {
      filter: ['thead', 'tbody', 'tfoot'],
      replacement: (content) => content,
    });

    turndown.addRule('table', {
      filter: 'table',
      replacement: (content) => `\n\n${content.replace(/\n{2,}/g, '\n')}\n\n`,
    });

    turndown.addRule('tableCaption', {
      filter: 'caption',
      replacement: (content) => `\n\n${content}\n\n`,
    });

    this.#turndown = turndown;
  }

  /**
   * Converts the element's content to normalised Markdown. The element is serialised and turndown
   * walks its own light DOM of it: turndown asks every node for its text and its descendants by
   * tag, which jsdom answers several times slower.
   */
  convert(root: Element): string {
    return this.convertHtml(root.outerHTML);
  }

  /** Converts serialised HTML (an element's `outerHTML`) to normalised Markdown. */
  convertHtml(html: string): string {
    return normalizeMarkdown(this.#turndown.turndown(html));
  }
}

/** Unifies whitespace: no trailing spaces, no runs of blank lines, no odd spaces, trimmed. */
export function normalizeMarkdown(markdown: string): string {
  const lines: string[] = [];
  let inFence = false;
  for (const rawLine of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    if (/^\s*(?:```|~~~)/.test(rawLine)) inFence = !inFence;
    if (inFence) {
      lines.push(rawLine.replace(/\s+$/, ''));
      continue;
    }
    const line = rawLine
      .replace(/[\u00a0\u2007\u202f]/g, ' ')
      // Zero-width spaces go; joiners stay (emoji sequences and Persian script need them).
      .replace(/[\u200b\u2060\ufeff]/g, '')
      .replace(/([^\s])[ \t]{2,}/g, '$1 ')
      .replace(/\s+$/, '');
    lines.push(line);
  }
  return lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
