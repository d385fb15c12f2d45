import { listElements } from './listElements.js';

/**
 * Headings that introduce what surrounds the main content rather than being part of it: a
 * product's reviews and recommendation carousels, an article's "related stories", a forum's
 * "similar threads". Matched against the whole (short) heading text, in English.
 */
const SUPPLEMENTARY_HEADING = new RegExp(
  [
    // "Reviews", "29 reviews for …", "Customer reviews for Dota 2", "Ratings & reviews (120)"; not "Review of …".
    String.raw`^(?:\d[\d,.]*\s+)?(?:(?:customer|product|user|guest|verified|recent|top|all|latest)\s+)*(?:reviews|ratings?\s*(?:&|and)\s*reviews|reviews\s*(?:&|and)\s*ratings?)(?:\s+(?:for|of|about|on)\b.*|\s*\(\s*\d[\d,.]*\s*\))?$`,
    String.raw`\b(?:you\s+(?:may|might|will|could)\s+also\s+(?:like|love|enjoy|be\s+interested))`,
    String.raw`\b(?:people|customers|shoppers|others)\s+(?:who\s+\w+\s+this\s+(?:item\s+)?)?also\s+(?:viewed|bought|purchased|liked|searched|shopped)\b`,
    String.raw`\b(?:frequently\s+bought\s+together|similar\s+(?:items|products|listings|styles)|recently\s+viewed|complete\s+the\s+look)\b`,
    String.raw`\b(?:explore\s+)?related\s+(?:items|products|posts|articles|stories|reads|reading|content|listings|searches)\b`,
    String.raw`\b(?:similar|related)\s+(?:threads|topics|questions|discussions)\b|\bhot\s+network\s+questions\b`,
    String.raw`\brecommended\s+(?:for\s+you|articles|products|items|reading|stories|posts)\b`,
    String.raw`\b(?:more\s+from\s+this\s+seller|more\s+to\s+(?:explore|consider)|sponsored\s+(?:items|products|content|links))\b`,
  ].join('|'),
  'i',
);

/** A heading longer than this is content (a title), never a section label. */
const MAX_LABEL_CHARACTERS = 80;

/** A heading's wrapper with at most this much more text (a count, a link) is just its label. */
const MAX_LABEL_EXTRA_CHARACTERS = 40;

/** A section holding more than this share of the page's text is kept, whatever its heading says. */
const MAX_SECTION_SHARE = 0.5;

const HEADING_LEVELS: Readonly<Record<string, number>> = { H1: 1, H2: 2, H3: 3, H4: 4, H5: 5, H6: 6 };

function textLength(node: Node): number {
  return (node.textContent ?? '').replace(/\s+/g, '').length;
}

/** The heading's own words, without those of links and controls nested in it ("See all", "Sort"). */
function ownText(element: Element): string {
  let text = '';
  for (let child = element.firstChild; child !== null; child = child.nextSibling) {
    if (child.nodeType === 3) text += child.nodeValue ?? '';
    else if (
      child.nodeType === 1 &&
      child.nodeName !== 'A' &&
      (child as Element).getElementsByTagName('a').length === 0
    )
      text += child.textContent ?? '';
  }
  return text;
}

/** Headings below `root` (and `root` itself) of `level` or higher rank. */
function countRankingHeadings(root: Element, level: number): number {
  let count = 0;
  const own = HEADING_LEVELS[root.nodeName];
  if (own !== undefined && own <= level) count += 1;
  for (const element of listElements(root)) {
    const inner = HEADING_LEVELS[element.nodeName];
    if (inner !== undefined && inner <= level) count += 1;
  }
  return count;
}

/**
 * Whether a heading's text names a supplementary section ("Customer reviews for …", "You may also
 * like", "People who viewed this item also viewed", "Related articles").
 */
export function isSupplementaryHeading(text: string): boolean {
  const label = text.replace(/\s+/g, ' ').trim();
  return label !== '' && label.length <= MAX_LABEL_CHARACTERS && SUPPLEMENTARY_HEADING.test(label);
}

/**
 * Removes the sections that such headings introduce: the largest block around the heading that
 * holds no other heading of its rank (and not the page's main heading), or, where the heading sits
 * among the content's own blocks, the heading and its following siblings up to the next heading of
 * its rank. A section with most of the page's text is kept. Returns how many sections went.
 */
export function removeSupplementarySections(document: Document): number {
  const body = document.body;
  if (body === null) return 0;
  const pageCharacters = textLength(body);
  if (pageCharacters === 0) return 0;
  const headings = listElements(body).filter((element) => HEADING_LEVELS[element.nodeName] !== undefined);
  const mainHeading = headings.find((heading) => heading.nodeName === 'H1');
  let removed = 0;
  for (const heading of headings) {
    if (!heading.isConnected || heading === mainHeading) continue;
    if (!isSupplementaryHeading(heading.textContent ?? '') && !isSupplementaryHeading(ownText(heading))) continue;
    const level = HEADING_LEVELS[heading.nodeName] ?? 6;
    let section: Element = heading;
    for (let parent = section.parentElement; parent !== null && parent !== body; parent = parent.parentElement) {
      if (countRankingHeadings(parent, level) > 1) break;
      if (mainHeading !== undefined && parent.contains(mainHeading)) break;
      if (textLength(parent) > pageCharacters * MAX_SECTION_SHARE) break;
      section = parent;
    }
    const parts: Node[] = [section];
    if (textLength(section) <= textLength(heading) + MAX_LABEL_EXTRA_CHARACTERS) {
      // The heading (alone or in a wrapper of its own) stands among other blocks: its section runs
      // to the next heading of its rank.
      for (let next = section.nextSibling; next !== null; next = next.nextSibling) {
        if (next.nodeType === 1 && countRankingHeadings(next as Element, level) > 0) break;
        parts.push(next);
      }
    }
    if (parts.reduce((sum, part) => sum + textLength(part), 0) > pageCharacters * MAX_SECTION_SHARE) continue;
    for (const part of parts) part.parentNode?.removeChild(part);
    removed += 1;
  }
  return removed;
}
