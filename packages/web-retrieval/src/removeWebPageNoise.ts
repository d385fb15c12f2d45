import { linkTargetOf } from './HtmlMarkdownConverter.js';
import { listElements } from './listElements.js';

/** Elements that never carry main content a model should read. */
const NOISE_ELEMENTS = new Set([
  'SCRIPT',
  'STYLE',
  'TEMPLATE',
  'NAV',
  'DIALOG',
  'IFRAME',
  'FRAME',
  'FRAMESET',
  'OBJECT',
  'EMBED',
  'CANVAS',
  'SVG',
  'MATH',
  'BUTTON',
  'INPUT',
  'SELECT',
  'TEXTAREA',
  'OPTION',
  'DATALIST',
  'LINK',
  'META',
  'BASE',
  'AUDIO',
  'VIDEO',
  'SOURCE',
  'TRACK',
  'MAP',
  'AREA',
  'PICTURE',
]);

const NOISE_ROLES = new Set(['navigation', 'dialog', 'alertdialog', 'search', 'menu', 'menubar', 'tooltip']);

/** Class or id tokens of overlays, banners and widgets that are never the content. */
const NOISE_TOKEN =
  /(?:^|[-_])(?:cookie|cookies|gdpr|consent|onetrust)(?:$|[-_])|cookie-?(?:banner|bar|notice|consent)|consent-?banner|newsletter-?(?:popup|modal|signup)|share-?(?:buttons|bar|links|tools|icons)|social-?(?:share|sharing|links|icons|media|buttons|follow)|^sharing$|^addthis|skip-?(?:link|to-content|nav)|screen-?reader-?(?:text|only)|^sr-only$|visually-?hidden|^modal$|popup-?(?:overlay|container)|back-?to-?top|^breadcrumbs?$|breadcrumb-?(?:list|nav|trail)/i;

const HIDDEN_STYLE = /(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*hidden)\s*(?:!important\s*)?(?:;|$)/i;

function isNoiseByTokens(element: Element): boolean {
  const id = element.getAttribute('id');
  if (id !== null && NOISE_TOKEN.test(id)) return true;
  const className = element.getAttribute('class');
  if (className === null || className === '') return false;
  for (const token of className.split(/\s+/)) if (token !== '' && NOISE_TOKEN.test(token)) return true;
  return false;
}

function isNoise(element: Element): boolean {
  if (NOISE_ELEMENTS.has(element.nodeName.toUpperCase())) return true;
  if (element.hasAttribute('hidden')) return true;
  if (element.getAttribute('aria-hidden')?.trim().toLowerCase() === 'true') return true;
  const role = element.getAttribute('role');
  if (role !== null && NOISE_ROLES.has(role.trim().toLowerCase())) return true;
  const style = element.getAttribute('style');
  if (style !== null && HIDDEN_STYLE.test(style)) return true;
  return isNoiseByTokens(element);
}

/** A `<noscript>` with at least this much text is content, not a plea to enable JavaScript. */
const MIN_NOSCRIPT_CONTENT_CHARACTERS = 200;

function visibleLength(text: string | null): number {
  return (text ?? '').replace(/\s+/g, '').length;
}

function unwrap(element: Element): void {
  element.replaceWith(...Array.from(element.childNodes));
}

/**
 * Removes what never reaches the model, in one pass over the document: scripts, styles, embedded
 * and interactive elements, navigation, dialogs, hidden elements (`hidden`, `aria-hidden`,
 * inline `display:none`), cookie banners and share widgets, comments, short `<noscript>`
 * notices, the options of checkbox and radio pickers (a listing's filters and sort order), and
 * images without alt text; unwraps forms and substantial `<noscript>` content. Makes every link
 * and image source absolute against `baseUrl` (the page URL with `<base href>` applied) and strips link targets with other schemes than http(s),
 * mailto, tel and ftp (`javascript:`, `data:` …), so the text stays and the target goes.
 */
export function removeWebPageNoise(document: Document, baseUrl: URL): void {
  const root = document.documentElement;
  if (root === null) return;
  // Comments first: an iterative walk, no recursion.
  const walker = document.createTreeWalker(root, 128 /* NodeFilter.SHOW_COMMENT */);
  const comments: Node[] = [];
  for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) comments.push(node);
  for (const comment of comments) comment.parentNode?.removeChild(comment);

  const body = document.body;
  const elements = listElements(root);
  removeChoiceOptions(elements);
  for (const element of elements) {
    // A removed ancestor took this element with it.
    if (!element.isConnected) continue;
    if (element === body || element === root || element.nodeName === 'HEAD') continue;
    if (element.nodeName === 'TITLE' && element.parentNode?.nodeName === 'HEAD') continue;
    if (isNoise(element)) {
      element.remove();
      continue;
    }
    switch (element.nodeName) {
      case 'NOSCRIPT':
        // Scripts never run here, so what a page shows without them is what a reader sees: some
        // (forums among them) serve their whole content there. Short ones are "enable JavaScript".
        if (visibleLength(element.textContent) >= MIN_NOSCRIPT_CONTENT_CHARACTERS) unwrap(element);
        else element.remove();
        break;
      case 'FORM':
      case 'FIELDSET':
      case 'LABEL':
        unwrap(element);
        break;
      case 'A': {
        const href = element.getAttribute('href');
        if (href === null) break;
        const target = absolutize(href, baseUrl);
        if (target === undefined) element.removeAttribute('href');
        else element.setAttribute('href', target);
        break;
      }
      case 'IMG': {
        const alt = element.getAttribute('alt');
        if (alt === null || alt.trim() === '') {
          element.remove();
          break;
        }
        const source = element.getAttribute('src');
        const target = source === null ? undefined : absolutize(source, baseUrl);
        if (target === undefined) element.removeAttribute('src');
        else element.setAttribute('src', target);
        element.removeAttribute('srcset');
        break;
      }
      case 'PRE':
      case 'CODE': {
        // Readability drops classes; keep the code's language where the converter finds it.
        const language = /(?:^|\s)(?:language|lang)-([\w#+.-]+)/.exec(element.getAttribute('class') ?? '')?.[1];
        if (language !== undefined) element.setAttribute('data-language', language);
        break;
      }
      default:
        break;
    }
  }
}

/** Beyond its label, an option's list item may hold a count ("(128)") and still be just the option. */
const MAX_OPTION_EXTRA_CHARACTERS = 12;

/** A group of at least this many checkboxes or radio buttons is a picker (filters, sort order). */
const MIN_CHOICE_GROUP = 3;

/**
 * Removes the options of checkbox and radio groups: a listing's filters ("Size 8, 8.5, 9…", "Price
 * under $75") and sort order are controls, not content, and without their inputs they read as
 * stray word lists. An option is its input's `<label>` (wrapping it or naming it by `for`) and the
 * list item that holds nothing else.
 */
function removeChoiceOptions(elements: readonly Element[]): void {
  const groups = new Map<string, Element[]>();
  const labelsByFor = new Map<string, Element>();
  for (const element of elements) {
    if (element.nodeName === 'LABEL') {
      const target = element.getAttribute('for');
      if (target !== null && target !== '') labelsByFor.set(target, element);
      continue;
    }
    if (element.nodeName !== 'INPUT') continue;
    const type = element.getAttribute('type')?.trim().toLowerCase();
    if (type !== 'checkbox' && type !== 'radio') continue;
    const key = `${type}:${element.getAttribute('name') ?? ''}`;
    const group = groups.get(key) ?? [];
    group.push(element);
    groups.set(key, group);
  }
  for (const [key, inputs] of groups) {
    // Unnamed checkboxes are not one group: each could stand alone ("Remember me").
    if (inputs.length < MIN_CHOICE_GROUP || key.endsWith(':')) continue;
    for (const input of inputs) {
      const id = input.getAttribute('id');
      const label = input.closest('label') ?? (id === null ? undefined : labelsByFor.get(id));
      const item = input.closest('li');
      // The list item goes only when the option is all it holds (a product card with a "Compare"
      // checkbox keeps its card and loses only the label).
      const itemIsOption =
        item !== null &&
        visibleLength(item.textContent) <=
          (label === undefined ? 0 : visibleLength(label.textContent)) + MAX_OPTION_EXTRA_CHARACTERS;
      if (itemIsOption && (label === undefined || item.contains(label))) item.remove();
      else label?.remove();
      input.remove();
    }
  }
}

function absolutize(reference: string, baseUrl: URL): string | undefined {
  const trimmed = reference.trim();
  if (trimmed === '') return undefined;
  try {
    return linkTargetOf(new URL(trimmed, baseUrl).href);
  } catch {
    return undefined;
  }
}

/** The URL relative links resolve against: the page URL with the first `<base href>` applied. */
export function baseUrlOf(document: Document, pageUrl: URL): URL {
  // A <base> lives in the head; looking only there spares a walk over the whole body.
  const base = Array.from(document.head?.childNodes ?? []).find(
    (node): node is Element => node.nodeName === 'BASE' && (node as Element).hasAttribute('href'),
  );
  const href = base?.getAttribute('href');
  if (href === undefined || href === null || href.trim() === '') return pageUrl;
  try {
    const base = new URL(href.trim(), pageUrl);
    return base.protocol === 'http:' || base.protocol === 'https:' ? base : pageUrl;
  } catch {
    return pageUrl;
  }
}
