/** The text that replaces a secret wherever one is redacted. */
export const REDACTED = '[REDACTED]';

/** Header names (lower case) whose values are credentials and never leave this package unredacted. */
export const SECRET_HEADER_NAMES: readonly string[] = [
  'authorization',
  'proxy-authorization',
  'x-api-key',
  'api-key',
  'x-goog-api-key',
  'cookie',
  'set-cookie',
  'openai-organization',
  'openai-project',
];

/** Secrets shorter than this are not searched for: replacing "a" everywhere would destroy the message and protect nothing. */
const MIN_SECRET_LENGTH = 4;

// Shapes of credentials that must not survive even when we were not told the exact value
// (a server echoing a different key, a partially masked key such as "sk-abc***wxyz").
const GENERIC_SECRET_PATTERNS: readonly RegExp[] = [
  /\b(x-api-key|api-key|authorization)(["']?\s*[:=]\s*["']?)(?:(?:Bearer|Basic)\s+)?[^\s"',}]+/gi,
  /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=*-]+/gi,
  /\bsk-[A-Za-z0-9_*-]{6,}(?:\.[A-Za-z0-9_*-]+)*/g,
];

/**
 * Replaces every occurrence of each secret in `text` with `[REDACTED]`, and also masks
 * credential-shaped substrings (`Bearer …`, `sk-…`, `x-api-key: …`) that were not listed.
 * Never throws; non-string input is converted with `String()` first.
 */
export function redactSecrets(text: string, secrets: Iterable<string | undefined> = []): string {
  let result = typeof text === 'string' ? text : String(text);
  const ordered = [...secrets]
    .filter((secret): secret is string => typeof secret === 'string' && secret.length >= MIN_SECRET_LENGTH)
    // Longest first so a key that contains another secret is removed whole.
    .sort((left, right) => right.length - left.length);
  for (const secret of ordered) {
    if (result.includes(secret)) result = result.split(secret).join(REDACTED);
  }
  for (const pattern of GENERIC_SECRET_PATTERNS) {
    result = result.replace(pattern, (match: string, first: string, separator?: string) => {
      if (typeof separator === 'string' && /^(x-api-key|api-key|authorization)$/i.test(first)) {
        return `${first}${separator}${REDACTED}`;
      }
      if (/^(Bearer|Basic)$/i.test(first)) return `${first} ${REDACTED}`;
      return match.startsWith('sk-') ? REDACTED : match;
    });
  }
  return result;
}

/** Headers in any of the shapes fetch accepts. */
export type HeadersLike =
  | Headers
  | Record<string, string | readonly string[] | undefined>
  | Iterable<readonly [string, string]>;

/**
 * Returns a plain object copy of `headers` (names lower-cased) where every credential header
 * (`authorization`, `x-api-key`, `api-key`, cookies, …) has the value `[REDACTED]`.
 * Safe to log, snapshot or record.
 */
export function redactHeaders(headers: HeadersLike | undefined): Record<string, string> {
  const result: Record<string, string> = {};
  if (headers === undefined || headers === null) return result;
  const entries: Iterable<readonly [string, unknown]> =
    typeof (headers as Headers).forEach === 'function' && typeof (headers as Headers).get === 'function'
      ? [...(headers as Headers).entries()]
      : Symbol.iterator in (headers as object)
        ? (headers as Iterable<readonly [string, string]>)
        : Object.entries(headers as Record<string, unknown>);
  for (const [name, value] of entries) {
    if (value === undefined) continue;
    const lowerName = name.toLowerCase();
    const text = Array.isArray(value) ? value.join(', ') : String(value);
    result[lowerName] = SECRET_HEADER_NAMES.includes(lowerName) ? REDACTED : text;
  }
  return result;
}

/** Collects the credential header values of `headers`, so they can be redacted from any text. */
export function secretHeaderValues(headers: HeadersLike | undefined): string[] {
  const values: string[] = [];
  if (headers === undefined || headers === null) return values;
  const entries: Iterable<readonly [string, unknown]> =
    typeof (headers as Headers).get === 'function'
      ? [...(headers as Headers).entries()]
      : Symbol.iterator in (headers as object)
        ? (headers as Iterable<readonly [string, string]>)
        : Object.entries(headers as Record<string, unknown>);
  for (const [name, value] of entries) {
    if (value === undefined || !SECRET_HEADER_NAMES.includes(name.toLowerCase())) continue;
    const text = Array.isArray(value) ? value.join(', ') : String(value);
    values.push(text);
    // "Bearer sk-…": the bare token must be found too.
    const token = /^(Bearer|Basic)\s+(.+)$/i.exec(text)?.[2];
    if (token !== undefined) values.push(token);
  }
  return values;
}
