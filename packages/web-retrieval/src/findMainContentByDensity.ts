import { listElements } from './listElements.js';

/** Semantic roots need this much text to count (reference §3.2). */
const MIN_SEMANTIC_ROOT_CHARACTERS = 200;
const MAX_SEMANTIC_ROOT_CANDIDATES = 100;

/** Page-level parts around the content, removed when the whole body is the root. */
const SUPPORTING_SELECTOR = 'header, footer, aside, [role="banner"], [role="contentinfo"], [role="complementary"]';

/** Words in class or id names of boilerplate blocks. */
const BOILERPLATE_WORDS = new Set([
  'sidebar',
  'widget',
  'widgets',
  'related',
  'share',
  'sharing',
  'social',
  'breadcrumb',
  'breadcrumbs',
  'pagination',
  'pager',
  'promo',
  'advert',
  'advertisement',
  'ads',
  'adsense',
  'sponsor',
  'sponsored',
  'newsletter',
  'subscribe',
  'subscription',
  'signup',
  'menu',
  'navbar',
  'navigation',
  'nav',
  'toolbar',
  'footer',
  'masthead',
  'cookie',
  'cookies',
  'popup',
  'modal',
  'offcanvas',
  'drawer',
  'login',
  'copyright',
  'topbar',
  // A listing's filter and sort controls around its items.
  'facet',
  'facets',
  'filter',
  'filters',
  'refinement',
  'refinements',
  'sorting',
  'sortby',
]);

/** Containers whose link density tells navigation from content. */
const BLOCK_CONTAINERS = new Set([
  'UL',
  'OL',
  'DL',
  'DIV',
  'SECTION',
  'TABLE',
  'HEADER',
  'FOOTER',
  'ASIDE',
  'MENU',
  'P',
  'SPAN',
]);

interface TextStats {
  /** Non-whitespace characters of the element's text. */
  readonly characters: number;
  /** Of those, inside links. */
  readonly linkCharacters: number;
  readonly links: number;
}

function countCharacters(text: string): number {
  let count = 0;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code > 32 && code !== 160) count += 1;
  }
  return count;
}

/** Text statistics of every element below (and including) `root`, computed bottom-up in one pass. */
function measure(root: Element): Map<Element, TextStats> {
  const stats = new Map<Element, TextStats>();
  const elements = listElements(root, true);
  for (let index = elements.length - 1; index >= 0; index -= 1) {
    const element = elements[index] as Element;
    const isLink = element.nodeName === 'A';
    let characters = 0;
    let linkCharacters = 0;
    let links = isLink ? 1 : 0;
    for (let child = element.firstChild; child !== null; child = child.nextSibling) {
      if (child.nodeType === 3) {
        const count = countCharacters(child.nodeValue ?? '');
        characters += count;
        if (isLink) linkCharacters += count;
      } else if (child.nodeType === 1) {
        const childStats = stats.get(child as Element);
        if (childStats === undefined) continue;
        characters += childStats.characters;
        linkCharacters += isLink ? childStats.characters : childStats.linkCharacters;
        links += childStats.links;
      }
    }
    stats.set(element, { characters, linkCharacters, links });
  }
  return stats;
}

/**
 * Of the boilerplate words, those of blocks that often hold content too: a page builder's
 * `elementor-widget-wrap`, a product's details `modal`, its reviews' filter `menu`, a purchase
 * box offering a `subscription`.
 * A block named only by these stays when it reads as prose.
 */
const CONTENT_HOLDER_WORDS = new Set([
  'sidebar',
  'widget',
  'widgets',
  'related',
  'promo',
  'popup',
  'modal',
  'offcanvas',
  'drawer',
  'menu',
  'subscription',
  'toolbar',
  'filter',
  'filters',
]);

/** Whether class or id words name `element` as boilerplate: `always`, `unlessProse`, or not at all. */
function boilerplateByName(element: Element): 'always' | 'unlessProse' | undefined {
  const names = `${element.getAttribute('class') ?? ''} ${element.getAttribute('id') ?? ''}`;
  if (names.trim() === '') return undefined;
  let verdict: 'always' | 'unlessProse' | undefined;
  for (const word of names.toLowerCase().split(/[\s_-]+/)) {
    if (!BOILERPLATE_WORDS.has(word)) continue;
    if (!CONTENT_HOLDER_WORDS.has(word)) return 'always';
    verdict = 'unlessProse';
  }
  return verdict;
}

function chooseRoot(body: Element, stats: Map<Element, TextStats>): Element {
  const bodyCharacters = stats.get(body)?.characters ?? 0;
  let best: Element | undefined;
  let bestCharacters = 0;
  const candidates = Array.from(body.querySelectorAll('main, [role="main"], article')).slice(
    0,
    MAX_SEMANTIC_ROOT_CANDIDATES,
  );
  for (const candidate of candidates) {
    const characters = stats.get(candidate)?.characters ?? 0;
    if (characters >= MIN_SEMANTIC_ROOT_CHARACTERS && characters > bestCharacters) {
      best = candidate;
      bestCharacters = characters;
    }
  }
  if (best === undefined) return body;
  const isMainRegion = best.nodeName === 'MAIN' || best.getAttribute('role')?.trim().toLowerCase() === 'main';
  return isMainRegion || bestCharacters * 2 >= bodyCharacters ? best : body;
}

/** What the density fallback would keep, found without changing the document. */
export interface MainContentByDensity {
  /** The content root: a semantic region or the body. */
  readonly root: Element;
  /**
   * Prose blocks before a semantic root and outside it, in document order: a category's or
   * archive's introduction that the page's template puts above its `main`.
   */
  readonly introduction: readonly Element[];
  /** Blocks inside the root to remove before converting it (outermost ones only). */
  readonly boilerplate: readonly Element[];
  /** Non-whitespace characters of the introduction and the root once the boilerplate is gone. */
  readonly characters: number;
}

/** An introduction links to what the page lists ("try our air fryer zucchini"), more than prose does. */
const MAX_INTRODUCTION_LINK_DENSITY = 0.4;

function isIntroduction(stats: TextStats): boolean {
  return (
    stats.characters >= MIN_PROSE_CHARACTERS && stats.linkCharacters <= stats.characters * MAX_INTRODUCTION_LINK_DENSITY
  );
}

/** At most this many introduction blocks are taken. */
const MAX_INTRODUCTION_BLOCKS = 2;

const SUPPORTING_ELEMENTS = new Set(['HEADER', 'FOOTER', 'ASIDE', 'NAV']);
const SUPPORTING_ROLES = new Set(['banner', 'contentinfo', 'complementary', 'navigation']);

/**
 * Prose blocks preceding `root` (its earlier siblings, then those of each ancestor up to the
 * body), nearest first, that are not page-level parts or boilerplate by name.
 */
function findIntroduction(root: Element, body: Element, stats: Map<Element, TextStats>): Element[] {
  const found: Element[] = [];
  for (
    let current: Element = root;
    current !== body && current.parentElement !== null;
    current = current.parentElement
  ) {
    for (let sibling = current.previousElementSibling; sibling !== null; sibling = sibling.previousElementSibling) {
      if (SUPPORTING_ELEMENTS.has(sibling.nodeName)) continue;
      if (SUPPORTING_ROLES.has(sibling.getAttribute('role')?.trim().toLowerCase() ?? '')) continue;
      const siblingStats = stats.get(sibling);
      if (siblingStats === undefined || !isIntroduction(siblingStats) || boilerplateByName(sibling) === 'always')
        continue;
      if (sibling.querySelector('header, footer, nav, [role="banner"], [role="contentinfo"]') !== null) continue;
      found.push(sibling);
      if (found.length === MAX_INTRODUCTION_BLOCKS) return found.reverse();
    }
  }
  return found.reverse();
}

/**
 * The fallback for pages Readability gives up on (forums, products, listings, collections,
 * services, documentation): picks the content root the way the original does (the largest
 * `main`/`[role=main]`/`article` holding enough of the page, else the body without its page
 * header, footer and asides) with the introduction its template may put before it, then finds
 * boilerplate blocks inside it by class and id words and
 * by link density. A block that holds at least half of the root's text is never boilerplate, so
 * a listing whose content is links survives. Reads only; {@link removeBoilerplate} applies it.
 */
export function findMainContentByDensity(document: Document): MainContentByDensity | undefined {
  const body = document.body;
  if (body === null) return undefined;
  const stats = measure(body);
  const root = chooseRoot(body, stats);
  const excluded = new Set<Element>();
  const boilerplate: Element[] = [];
  let removedCharacters = 0;
  const exclude = (element: Element) => {
    boilerplate.push(element);
    removedCharacters += stats.get(element)?.characters ?? 0;
    for (const inner of listElements(element, true)) excluded.add(inner);
  };
  if (root === body) {
    for (const element of Array.from(body.querySelectorAll(SUPPORTING_SELECTOR))) {
      if (excluded.has(element)) continue;
      if (element.parentElement?.closest('main, [role="main"], article') === null) exclude(element);
    }
  }
  const rootCharacters = (stats.get(root)?.characters ?? 0) - removedCharacters;
  const namedAsContent = new Set<Element>();
  for (const element of listElements(root)) {
    if (excluded.has(element)) continue;
    const elementStats = stats.get(element);
    if (elementStats === undefined) continue;
    // Never prune what holds most of the content, whatever its name says.
    if (elementStats.characters * 2 >= rootCharacters) continue;
    if (isLinkList(element, elementStats)) {
      exclude(element);
    } else if (!namedAsContent.has(element)) {
      const byName = boilerplateByName(element);
      if (byName === undefined) continue;
      if (byName === 'always' || !isProse(elementStats)) exclude(element);
      // Its parts are content too, whatever their own class names repeat.
      else for (const inner of listElements(element)) namedAsContent.add(inner);
    }
  }
  const introduction = root === body ? [] : findIntroduction(root, body, stats);
  const introductionCharacters = introduction.reduce((sum, block) => sum + (stats.get(block)?.characters ?? 0), 0);
  return {
    root,
    introduction,
    boilerplate,
    characters: Math.max(0, (stats.get(root)?.characters ?? 0) - removedCharacters) + introductionCharacters,
  };
}

/** Removes the boilerplate {@link findMainContentByDensity} found and returns the root. */
export function removeBoilerplate(content: MainContentByDensity): Element {
  for (const element of content.boilerplate) element.remove();
  return content.root;
}

/** A block with this much text and few links reads as content whatever its class says. */
const MIN_PROSE_CHARACTERS = 200;
const MAX_PROSE_LINK_DENSITY = 0.2;

/**
 * Prose: enough text, few links. Class words are a hint, not a verdict: page builders name every
 * block "widget" (`elementor-widget-wrap`), and a product's reviews sit in a "reviews-widget".
 */
function isProse(stats: TextStats): boolean {
  return stats.characters >= MIN_PROSE_CHARACTERS && stats.linkCharacters <= stats.characters * MAX_PROSE_LINK_DENSITY;
}

function isLinkList(element: Element, stats: TextStats): boolean {
  if (!BLOCK_CONTAINERS.has(element.nodeName) || stats.links < 3 || stats.characters === 0) return false;
  const density = stats.linkCharacters / stats.characters;
  const plainPerLink = (stats.characters - stats.linkCharacters) / stats.links;
  return density > 0.7 && plainPerLink < 25;
}
