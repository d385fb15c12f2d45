import type { Source, SourceOrigin } from './Source.js';

/** The heading of each source group, in the order the groups are shown. */
export const SOURCE_GROUP_HEADINGS: Readonly<Record<SourceOrigin, string>> = Object.freeze({
  LLM: 'Sources provided by the AI',
  TOOL: 'Sources used by tools',
  RAG: 'Sources provided by the data providers',
});

const GROUP_ORDER: readonly SourceOrigin[] = ['LLM', 'TOOL', 'RAG'];
const LINKABLE_SCHEMES = new Set(['http:', 'https:', 'file:']);

/** Options of {@link renderSourcesMarkdown}. */
export interface RenderSourcesMarkdownOptions {
  /** Adds a top-level "Sources" heading above the groups (as an export does). Default false. */
  readonly includeTopHeading?: boolean;
  /** The Markdown level of the group headings (1–6). Default 3; the top heading sits one level above. */
  readonly headingLevel?: number;
  /** Drops a `#page=` fragment from `file:` links, for readers that cannot follow it. Default false. */
  readonly dropLocalFilePageFragments?: boolean;
}

/**
 * Renders sources as Markdown: groups in the fixed order "Sources provided by the AI" (LLM),
 * "Sources used by tools" (TOOL), "Sources provided by the data providers" (RAG), empty groups
 * left out, numbered on from one group to the next. Titles are untrusted (a web page writes them),
 * so Markdown in them is escaped; only http(s) and file URLs become links, anything else
 * (`mailbox://…`, `javascript:…`) is shown as text. An empty list renders as an empty string.
 */
export function renderSourcesMarkdown(sources: readonly Source[], options: RenderSourcesMarkdownOptions = {}): string {
  const level = Math.min(6, Math.max(options.includeTopHeading ? 2 : 1, Math.trunc(options.headingLevel ?? 3)));
  const blocks: string[] = [];
  if (sources.length > 0 && options.includeTopHeading) blocks.push(`${'#'.repeat(level - 1)} Sources`);
  let number = 1;
  for (const origin of GROUP_ORDER) {
    const group = sources.filter((source) => source.origin === origin);
    if (group.length === 0) continue;
    const lines = group.map((source) => `${number++}. ${renderSource(source, options)}`);
    blocks.push(`${'#'.repeat(level)} ${SOURCE_GROUP_HEADINGS[origin]}`, lines.join('\n'));
  }
  return blocks.join('\n\n');
}

function renderSource(source: Source, options: RenderSourcesMarkdownOptions): string {
  const url = source.url.trim();
  const title = escapeMarkdownText(source.title.trim() === '' ? url : source.title);
  let parsed: URL | undefined;
  try {
    parsed = new URL(url);
  } catch {
    parsed = undefined;
  }
  if (parsed === undefined || !LINKABLE_SCHEMES.has(parsed.protocol)) {
    return title === escapeMarkdownText(url) ? title : `${title} (${escapeMarkdownText(url)})`;
  }
  if (options.dropLocalFilePageFragments && parsed.protocol === 'file:' && /^#page=/i.test(parsed.hash))
    parsed.hash = '';
  return `[${title}](<${encodeLinkDestination(parsed.href)}>)`;
}

/** Escapes what Markdown would read as markup and folds line breaks, so a title stays one plain line. */
function escapeMarkdownText(text: string): string {
  const inline = text
    .replace(/[\r\n\u2028\u2029]+/g, ' ')
    .trim()
    .replace(/[\\`*_{}[\]()<>!|~&]/g, (character) => `\\${character}`);
  // At the start of a list item's text, these would open a heading, a nested list or a quote.
  return inline.replace(/^([#+=-])/, '\\$1').replace(/^(\d+)([.)])/, '$1\\$2');
}

/** Inside `<…>` a link destination may hold anything but line breaks, `<` and `>`. */
function encodeLinkDestination(href: string): string {
  return href.replace(/[<>\s]/g, (character) => encodeURIComponent(character));
}
