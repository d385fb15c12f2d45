import { WebRetrievalError, WebRetrievalReason } from './WebRetrievalError.js';

/** What a retrieved page is: an HTML page (extracted to Markdown) or a text document (as sent). */
export const WebContentKind = {
  HTML: 'html',
  TEXT: 'text',
} as const;
/** One of the {@link WebContentKind} values. */
export type WebContentKind = (typeof WebContentKind)[keyof typeof WebContentKind];

/** A parsed `Content-Type` header. */
export interface ParsedContentType {
  /** Lower-case `type/subtype`, parameters removed. */
  readonly mediaType: string;
  /** The `charset` parameter, if any. */
  readonly charset?: string;
}

/** Parses a `Content-Type` header; undefined when it is missing or has no `type/subtype`. */
export function parseContentType(header: string | undefined): ParsedContentType | undefined {
  if (header === undefined) return undefined;
  const [essence = '', ...parameters] = header.split(';');
  const mediaType = essence.trim().toLowerCase();
  if (!/^[a-z0-9!#$%&'*+.^_`|~-]+\/[a-z0-9!#$%&'*+.^_`|~-]+$/.test(mediaType)) return undefined;
  for (const parameter of parameters) {
    const [name, ...rest] = parameter.split('=');
    if (name?.trim().toLowerCase() === 'charset') {
      const charset = rest
        .join('=')
        .trim()
        .replace(/^"(.*)"$/, '$1')
        .trim();
      if (charset !== '') return { mediaType, charset };
    }
  }
  return { mediaType };
}

const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);
const TEXT_APPLICATION_TYPES = new Set([
  'application/json',
  'application/ld+json',
  'application/x-ndjson',
  'application/ndjson',
  'application/jsonl',
  'application/xml',
  'application/javascript',
  'application/x-javascript',
  'application/ecmascript',
  'application/yaml',
  'application/x-yaml',
  'application/toml',
  'application/sql',
  'application/csv',
  'application/graphql',
  'application/x-sh',
  'application/x-httpd-php',
  'application/markdown',
]);

/**
 * The kind a declared media type gets: HTML/XHTML → `html`; `text/*`, JSON, XML, YAML, CSV,
 * `application/*+json` and `application/*+xml` and similar → `text`; undefined for everything
 * else (PDF, images including SVG, archives, octet-stream), which is refused.
 */
export function contentKindOfMediaType(mediaType: string): WebContentKind | undefined {
  if (HTML_TYPES.has(mediaType)) return WebContentKind.HTML;
  if (mediaType.startsWith('text/')) return WebContentKind.TEXT;
  if (TEXT_APPLICATION_TYPES.has(mediaType)) return WebContentKind.TEXT;
  if (mediaType.startsWith('application/') && (mediaType.endsWith('+json') || mediaType.endsWith('+xml'))) {
    return WebContentKind.TEXT;
  }
  return undefined;
}

/** How many leading bytes sniffing looks at (the WHATWG MIME sniffing "resource header"). */
export const SNIFF_BYTES = 1_445;

const BINARY_SIGNATURES: readonly (readonly [name: string, bytes: readonly number[]])[] = [
  ['PDF', [0x25, 0x50, 0x44, 0x46, 0x2d]],
  ['PostScript', [0x25, 0x21, 0x50, 0x53]],
  ['PNG', [0x89, 0x50, 0x4e, 0x47]],
  ['GIF', [0x47, 0x49, 0x46, 0x38]],
  ['JPEG', [0xff, 0xd8, 0xff]],
  ['BMP', [0x42, 0x4d]],
  ['ICO', [0x00, 0x00, 0x01, 0x00]],
  ['RIFF (WebP, WAV, AVI)', [0x52, 0x49, 0x46, 0x46]],
  ['ZIP', [0x50, 0x4b, 0x03, 0x04]],
  ['gzip', [0x1f, 0x8b, 0x08]],
  ['bzip2', [0x42, 0x5a, 0x68]],
  ['xz', [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00]],
  ['7z', [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c]],
  ['RAR', [0x52, 0x61, 0x72, 0x21, 0x1a, 0x07]],
  ['Ogg', [0x4f, 0x67, 0x67, 0x53]],
  ['MP3 (ID3)', [0x49, 0x44, 0x33]],
  ['ELF', [0x7f, 0x45, 0x4c, 0x46]],
  ['WebAssembly', [0x00, 0x61, 0x73, 0x6d]],
  ['WOFF', [0x77, 0x4f, 0x46, 0x46]],
  ['WOFF2', [0x77, 0x4f, 0x46, 0x32]],
  ['TrueType font', [0x00, 0x01, 0x00, 0x00, 0x00]],
  ['OpenType font', [0x4f, 0x54, 0x54, 0x4f]],
  ['Matroska/WebM', [0x1a, 0x45, 0xdf, 0xa3]],
  ['MS Office (OLE)', [0xd0, 0xcf, 0x11, 0xe0]],
  ['SQLite', [0x53, 0x51, 0x4c, 0x69, 0x74, 0x65, 0x20, 0x66]],
];

const HTML_OPENINGS = [
  '<!doctype html',
  '<html',
  '<head',
  '<script',
  '<iframe',
  '<h1',
  '<div',
  '<font',
  '<table',
  '<a',
  '<style',
  '<title',
  '<b',
  '<body',
  '<br',
  '<p',
  '<!--',
];

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);
}

// The WHATWG "binary data byte": control characters that never appear in text.
function isBinaryDataByte(byte: number): boolean {
  return byte <= 0x08 || byte === 0x0b || (byte >= 0x0e && byte <= 0x1a) || (byte >= 0x1c && byte <= 0x1f);
}

/** The verdict of sniffing a body that came without a `Content-Type`. */
export type SniffedContent =
  | { readonly kind: WebContentKind; readonly mediaType: string }
  | { readonly kind: undefined; readonly binaryFormat: string };

/**
 * Decides what an untyped body is from its first bytes (after content decoding): known binary
 * signatures and binary control bytes are refused; HTML openings make an HTML page; an XML
 * declaration an XML document; anything else plain text.
 */
export function sniffContent(bytes: Uint8Array): SniffedContent {
  for (const [name, signature] of BINARY_SIGNATURES) {
    if (startsWith(bytes, signature)) return { kind: undefined, binaryFormat: name };
  }
  if (startsWith(bytes, [0x66, 0x74, 0x79, 0x70], 4)) return { kind: undefined, binaryFormat: 'MP4/ISO media' };
  const utf16 = startsWith(bytes, [0xfe, 0xff]) || startsWith(bytes, [0xff, 0xfe]);
  if (!utf16 && bytes.some(isBinaryDataByte)) return { kind: undefined, binaryFormat: 'binary data' };
  const start = startsWith(bytes, [0xef, 0xbb, 0xbf]) ? 3 : 0;
  const head = Buffer.from(bytes.subarray(start, Math.min(bytes.length, 512)))
    .toString('latin1')
    .trimStart()
    .toLowerCase();
  for (const opening of HTML_OPENINGS) {
    if (head.startsWith(opening)) {
      const next = head.charAt(opening.length);
      if (opening === '<!--' || next === ' ' || next === '>' || next === '\t' || next === '\n' || next === '\r') {
        return { kind: WebContentKind.HTML, mediaType: 'text/html' };
      }
    }
  }
  if (head.startsWith('<?xml')) return { kind: WebContentKind.TEXT, mediaType: 'application/xml' };
  return { kind: WebContentKind.TEXT, mediaType: 'text/plain' };
}

/**
 * Sniffs an untyped body (a response without `Content-Type`, a saved file) like
 * {@link sniffContent} and refuses binary content: throws a {@link WebRetrievalError}
 * `UNSUPPORTED_CONTENT_TYPE` naming the format, e.g. "The first bytes of ./ls look like ELF, not a
 * web page or text document." `subject` names the body in that sentence; `url` goes on the error.
 */
export function sniffTextContent(
  bytes: Uint8Array,
  subject: string,
  url?: string,
): { readonly kind: WebContentKind; readonly mediaType: string } {
  const sniffed = sniffContent(bytes.subarray(0, SNIFF_BYTES));
  if (sniffed.kind === undefined) {
    throw new WebRetrievalError(
      WebRetrievalReason.UNSUPPORTED_CONTENT_TYPE,
      `The first bytes of ${subject} look like ${sniffed.binaryFormat}, not a web page or text document.`,
      url === undefined ? {} : { url },
    );
  }
  return { kind: sniffed.kind, mediaType: sniffed.mediaType };
}
