import type { Source } from './Source.js';

/**
 * The key two source URLs are the same document by: scheme lowercased, host lowercased (IDN hosts
 * in their ASCII form) without a trailing dot, default port dropped, fragment dropped. Path and
 * query stay as they are, since servers may tell them apart by case. A URL that does not parse
 * is its own key (trimmed).
 */
export function sourceUrlKey(url: string): string {
  const trimmed = url.trim();
  let parsed: URL;
  try {
    parsed = new URL(trimmed);
  } catch {
    return trimmed;
  }
  parsed.hash = '';
  // Special schemes (http, https, ...) already come back lowercased, punycoded and without the
  // default port; other schemes keep the host as written.
  const hostname = parsed.hostname.toLowerCase().replace(/\.$/, '');
  if (hostname !== parsed.hostname) {
    try {
      parsed.hostname = hostname;
    } catch {
      // A host the URL API will not set stays as it was; the key is still stable.
    }
  }
  let key = parsed.href;
  // An emptied fragment can leave a bare '#' behind for non-special schemes.
  if (key.endsWith('#')) key = key.slice(0, -1);
  return key;
}

/**
 * Sources without duplicates (by {@link sourceUrlKey}), in the order they first appeared; the
 * first occurrence keeps its title. Sources with an empty URL are dropped.
 */
export function dedupeSources(sources: Iterable<Source>): Source[] {
  const seen = new Set<string>();
  const unique: Source[] = [];
  for (const source of sources) {
    if (source.url.trim() === '') continue;
    const key = sourceUrlKey(source.url);
    if (seen.has(key)) continue;
    seen.add(key);
    unique.push(source);
  }
  return unique;
}
