import { listElements } from './listElements.js';

/** What a page says about itself, from JSON-LD, OpenGraph and other meta tags, and its markup. */
export interface WebPageMetadata {
  readonly title: string | undefined;
  readonly description: string | undefined;
  /** Author names (never URLs), at most 10, each at most 200 characters. */
  readonly authors: readonly string[];
  /** As the page states it (usually ISO 8601). */
  readonly publishedTime: string | undefined;
  readonly modifiedTime: string | undefined;
  /** A BCP 47 tag such as `en-GB`, from `<html lang>` first. */
  readonly language: string | undefined;
  readonly siteName: string | undefined;
  /** Absolute http(s) URL the page names as its canonical address. */
  readonly canonicalUrl: string | undefined;
}

/** Limits from the original (reference §6): metadata strings, authors, JSON-LD. */
const MAX_METADATA_CHARACTERS = 1_000;
const MAX_AUTHOR_CHARACTERS = 200;
const MAX_AUTHORS = 10;
const MAX_JSON_LD_SCRIPTS = 20;
const MAX_JSON_LD_CHARACTERS = 256 * 1024;
const MAX_JSON_LD_DEPTH = 32;

const ARTICLE_TYPES = new Set(['article', 'newsarticle', 'blogposting', 'report', 'techarticle', 'scholarlyarticle']);
const PAGE_TYPES = new Set(['webpage', 'profilepage', 'faqpage', 'qapage']);

type JsonObject = Record<string, unknown>;

interface JsonLdCandidate {
  readonly node: JsonObject;
  readonly score: number;
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Collapses whitespace, trims and caps; blank → undefined. */
function clean(value: unknown, maxCharacters = MAX_METADATA_CHARACTERS): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const text = String(value).replace(/\s+/g, ' ').trim();
  if (text === '') return undefined;
  return text.length > maxCharacters ? `${text.slice(0, maxCharacters - 1).trimEnd()}…` : text;
}

function looksLikeUrl(text: string): boolean {
  return /^(?:https?:)?\/\//i.test(text) || /^www\./i.test(text);
}

function typesOf(node: JsonObject): string[] {
  const type = node['@type'];
  const list = Array.isArray(type) ? type : [type];
  return list.filter((entry): entry is string => typeof entry === 'string').map((entry) => entry.toLowerCase());
}

function sameDocument(candidate: string, page: URL): boolean {
  try {
    const url = new URL(candidate, page);
    const strip = (u: URL) => `${u.host.replace(/^www\./, '')}${u.pathname.replace(/\/+$/, '')}`;
    return strip(url) === strip(page);
  } catch {
    return false;
  }
}

function urlOfJsonLd(node: JsonObject): string | undefined {
  const direct = node.url ?? node['@id'];
  if (typeof direct === 'string') return direct;
  const main = node.mainEntityOfPage;
  if (typeof main === 'string') return main;
  if (isObject(main) && typeof main['@id'] === 'string') return main['@id'];
  return undefined;
}

/** Walks parsed JSON-LD (bounded depth) and scores every typed node the way the original does. */
function collectJsonLdCandidates(value: unknown, page: URL, out: JsonLdCandidate[], depth = 0): void {
  if (depth > MAX_JSON_LD_DEPTH) return;
  if (Array.isArray(value)) {
    for (const entry of value) collectJsonLdCandidates(entry, page, out, depth + 1);
    return;
  }
  if (!isObject(value)) return;
  const types = typesOf(value);
  let score = 0;
  if (types.some((type) => ARTICLE_TYPES.has(type))) score = 100;
  else if (types.some((type) => PAGE_TYPES.has(type))) score = 20;
  if (score > 0) {
    const url = urlOfJsonLd(value);
    if (url !== undefined) score += sameDocument(url, page) ? 50 : -80;
    if (clean(value.headline ?? value.name) !== undefined) score += 10;
    out.push({ node: value, score });
  }
  for (const key of ['@graph', 'mainEntity', 'itemListElement']) {
    if (key in value) collectJsonLdCandidates(value[key], page, out, depth + 1);
  }
}

/** The elements metadata comes from, collected in one walk over the document (selectors cost a walk each). */
interface MetadataElements {
  readonly jsonLdScripts: Element[];
  readonly metas: Element[];
  readonly canonicalLinks: Element[];
  readonly authorElements: Element[];
  readonly publishedTimes: Element[];
  firstH1: Element | undefined;
  title: Element | undefined;
}

function hasToken(value: string | null, token: string): boolean {
  return value?.toLowerCase().split(/\s+/).includes(token) ?? false;
}

function collectMetadataElements(document: Document): MetadataElements {
  const found: MetadataElements = {
    jsonLdScripts: [],
    metas: [],
    canonicalLinks: [],
    authorElements: [],
    publishedTimes: [],
    firstH1: undefined,
    title: undefined,
  };
  const root = document.documentElement;
  if (root === null) return found;
  for (const element of listElements(root)) {
    switch (element.nodeName) {
      case 'SCRIPT':
        if (/^application\/ld\+json\b/i.test(element.getAttribute('type')?.trim() ?? ''))
          found.jsonLdScripts.push(element);
        break;
      case 'META':
        found.metas.push(element);
        break;
      case 'LINK':
        if (hasToken(element.getAttribute('rel'), 'canonical')) found.canonicalLinks.push(element);
        break;
      case 'H1':
        found.firstH1 ??= element;
        break;
      case 'TITLE':
        found.title ??= element;
        break;
      case 'TIME':
        if (
          element.hasAttribute('datetime') &&
          (hasToken(element.getAttribute('itemprop'), 'datepublished') || element.hasAttribute('pubdate'))
        ) {
          found.publishedTimes.push(element);
        }
        break;
      default:
        break;
    }
    if (hasToken(element.getAttribute('rel'), 'author') || hasToken(element.getAttribute('itemprop'), 'author'))
      found.authorElements.push(element);
  }
  return found;
}

function authorNameOf(element: Element): string {
  const content = element.getAttribute('content');
  if (content !== null) return content;
  for (const inner of listElements(element))
    if (hasToken(inner.getAttribute('itemprop'), 'name')) return inner.textContent ?? '';
  // A whole author box (photo, biography) is not a name.
  const text = element.textContent ?? '';
  return text.length <= MAX_AUTHOR_CHARACTERS ? text : '';
}

function bestJsonLd(elements: MetadataElements, page: URL): JsonObject | undefined {
  const scripts = elements.jsonLdScripts.slice(0, MAX_JSON_LD_SCRIPTS);
  const candidates: JsonLdCandidate[] = [];
  for (const script of scripts) {
    const text = script.textContent ?? '';
    if (text.length > MAX_JSON_LD_CHARACTERS) continue;
    try {
      // Some sites wrap JSON-LD in CDATA or HTML comments.
      collectJsonLdCandidates(
        JSON.parse(text.replace(/^\s*(?:<!\[CDATA\[|<!--)|(?:\]\]>|-->)\s*$/g, '')),
        page,
        candidates,
      );
    } catch {
      // Broken JSON-LD is common; the meta tags still count.
    }
  }
  let best: JsonLdCandidate | undefined;
  for (const candidate of candidates) if (best === undefined || candidate.score > best.score) best = candidate;
  return best !== undefined && best.score > 0 ? best.node : undefined;
}

function namesOf(value: unknown, depth = 0): string[] {
  if (depth > 4) return [];
  if (Array.isArray(value)) return value.flatMap((entry) => namesOf(entry, depth + 1));
  if (isObject(value)) return namesOf(value.name, depth + 1);
  const text = clean(value, MAX_AUTHOR_CHARACTERS);
  return text === undefined ? [] : [text];
}

/** Reads meta tags once into a map from lower-cased name/property/itemprop to values in order. */
function readMetaTags(metas: readonly Element[]): Map<string, string[]> {
  const tags = new Map<string, string[]>();
  for (const meta of metas) {
    const content = meta.getAttribute('content');
    if (content === null) continue;
    for (const attribute of ['property', 'name', 'itemprop', 'http-equiv']) {
      const keys = meta.getAttribute(attribute);
      if (keys === null) continue;
      // `property` may hold several space-separated names.
      for (const key of keys.toLowerCase().split(/\s+/)) {
        if (key === '') continue;
        const list = tags.get(key) ?? [];
        list.push(content);
        tags.set(key, list);
      }
    }
  }
  return tags;
}

function first(tags: Map<string, string[]>, ...keys: string[]): string | undefined {
  for (const key of keys) {
    for (const value of tags.get(key) ?? []) {
      const text = clean(value);
      if (text !== undefined) return text;
    }
  }
  return undefined;
}

function absoluteHttpUrl(value: string | undefined | null, base: URL): string | undefined {
  if (value === undefined || value === null || value.trim() === '') return undefined;
  try {
    const url = new URL(value.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

function uniqueAuthors(names: readonly string[]): string[] {
  const seen = new Set<string>();
  const authors: string[] = [];
  for (const name of names) {
    const text = clean(name, MAX_AUTHOR_CHARACTERS);
    if (text === undefined || looksLikeUrl(text)) continue;
    const key = text.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    authors.push(text);
    if (authors.length === MAX_AUTHORS) break;
  }
  return authors;
}

function textOf(element: Element | undefined): string | undefined {
  return element === undefined ? undefined : clean(element.textContent);
}

/**
 * Reads a page's metadata: the best JSON-LD node first (articles over generic pages, the one
 * whose URL is this page over others), then OpenGraph, Twitter, citation, Dublin Core and
 * itemprop meta tags, then the markup (`<h1>`, `<title>`, `<html lang>`, `rel=author`).
 * Reads only; never changes the document. Call it before noise removal (it needs the scripts).
 */
export function readWebPageMetadata(document: Document, pageUrl: URL, baseUrl: URL = pageUrl): WebPageMetadata {
  const elements = collectMetadataElements(document);
  const jsonLd = bestJsonLd(elements, pageUrl);
  const tags = readMetaTags(elements.metas);
  const jsonLdPublisher = isObject(jsonLd?.publisher) ? jsonLd.publisher : undefined;

  const title =
    clean(jsonLd?.headline) ??
    clean(jsonLd?.name) ??
    first(tags, 'og:title', 'twitter:title', 'citation_title', 'dc.title', 'dcterms.title', 'headline', 'title') ??
    textOf(elements.firstH1) ??
    textOf(elements.title);

  const description =
    clean(jsonLd?.description) ??
    first(tags, 'og:description', 'description', 'twitter:description', 'dc.description', 'dcterms.description');

  const authorNames = [
    ...namesOf(jsonLd?.author),
    ...namesOf(jsonLd?.creator),
    ...(tags.get('author') ?? []),
    ...(tags.get('article:author') ?? []),
    ...(tags.get('citation_author') ?? []),
    ...(tags.get('dc.creator') ?? []),
    ...(tags.get('dcterms.creator') ?? []),
    ...(tags.get('parsely-author') ?? []),
    ...(tags.get('sailthru.author') ?? []),
    ...(tags.get('twitter:creator')?.filter((name) => !name.startsWith('@')) ?? []),
    ...elements.authorElements.map(authorNameOf),
  ];

  const publishedTime =
    clean(jsonLd?.datePublished) ??
    clean(jsonLd?.dateCreated) ??
    first(
      tags,
      'article:published_time',
      'og:published_time',
      'citation_publication_date',
      'citation_date',
      'dc.date',
      'dc.date.issued',
      'dcterms.date',
      'dcterms.created',
      'datepublished',
      'publish-date',
      'pubdate',
    ) ??
    clean(elements.publishedTimes[0]?.getAttribute('datetime'));

  const modifiedTime =
    clean(jsonLd?.dateModified) ??
    first(tags, 'article:modified_time', 'og:updated_time', 'dcterms.modified', 'datemodified', 'last-modified');

  const language =
    clean(document.documentElement?.getAttribute('lang'), 35) ??
    clean(document.documentElement?.getAttribute('xml:lang'), 35) ??
    clean(jsonLd?.inLanguage, 35) ??
    first(tags, 'content-language', 'og:locale', 'dc.language', 'language')?.replace(/_/g, '-').slice(0, 35);

  const siteName =
    first(tags, 'og:site_name', 'application-name', 'apple-mobile-web-app-title') ?? clean(jsonLdPublisher?.name);

  const canonicalUrl =
    absoluteHttpUrl(elements.canonicalLinks[0]?.getAttribute('href'), baseUrl) ??
    absoluteHttpUrl(first(tags, 'og:url'), baseUrl);

  return {
    title,
    description,
    authors: uniqueAuthors(authorNames),
    publishedTime,
    modifiedTime,
    language,
    siteName,
    canonicalUrl,
  };
}
