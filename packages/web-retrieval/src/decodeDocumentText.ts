/** A decoded body and the encoding that decoded it. */
export interface DecodedDocumentText {
  readonly text: string;
  /** The WHATWG name of the encoding used, e.g. `utf-8`, `windows-1252`, `shift_jis`. */
  readonly charset: string;
}

// Node 20's TextDecoder decodes windows-1252 as ISO-8859-1 (bytes 0x80-0x9F become C1 controls
// instead of €, smart quotes, dashes…). The WHATWG mapping of those 32 bytes, applied afterwards:
const WINDOWS_1252_C1 =
  '\u20AC\u0081\u201A\u0192\u201E\u2026\u2020\u2021\u02C6\u2030\u0160\u2039\u0152\u008D\u017D\u008F' +
  '\u0090\u2018\u2019\u201C\u201D\u2022\u2013\u2014\u02DC\u2122\u0161\u203A\u0153\u009D\u017E\u0178';

function fixWindows1252(text: string): string {
  return text.replace(/[\u0080-\u009F]/g, (character) => WINDOWS_1252_C1[character.charCodeAt(0) - 0x80] ?? character);
}

function decoderFor(label: string | undefined): TextDecoder | undefined {
  if (label === undefined) return undefined;
  try {
    return new TextDecoder(label.trim());
  } catch {
    return undefined; // An unknown label: fall through to the next source.
  }
}

function bomEncoding(bytes: Uint8Array): string | undefined {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  return undefined;
}

// A simplified WHATWG prescan: <meta charset> or <meta http-equiv content="…charset=…"> in the first 1,024 bytes.
function htmlMetaCharset(head: string): string | undefined {
  for (const match of head.matchAll(/<meta\b[^>]*>/gi)) {
    const tag = match[0];
    const direct = /\bcharset\s*=\s*["']?\s*([^\s"'/>;]+)/i.exec(tag);
    if (direct?.[1]) {
      // A page cannot declare itself UTF-16 from inside ASCII-compatible bytes (WHATWG: use UTF-8).
      return /^utf-16/i.test(direct[1]) ? 'utf-8' : direct[1];
    }
  }
  return undefined;
}

function xmlDeclarationCharset(head: string): string | undefined {
  return /^\s*<\?xml\b[^>]*\bencoding\s*=\s*["']([A-Za-z0-9._:-]+)["']/.exec(head)?.[1];
}

/** What the document itself may say about its encoding. */
export type DocumentSyntax = 'html' | 'xml' | 'plain';

/**
 * Decodes a body: a byte-order mark wins, then the header's charset, then what the document
 * declares (HTML `<meta charset>`, XML declaration), then UTF-8. Unknown labels are skipped.
 * Malformed bytes become U+FFFD, never an error.
 */
export function decodeDocumentText(
  bytes: Uint8Array,
  headerCharset: string | undefined,
  syntax: DocumentSyntax,
): DecodedDocumentText {
  const bom = bomEncoding(bytes);
  let decoder = decoderFor(bom) ?? decoderFor(headerCharset);
  if (decoder === undefined && syntax !== 'plain') {
    const head = Buffer.from(bytes.subarray(0, 1_024)).toString('latin1');
    decoder = decoderFor(
      syntax === 'html' ? (htmlMetaCharset(head) ?? xmlDeclarationCharset(head)) : xmlDeclarationCharset(head),
    );
  }
  decoder ??= new TextDecoder('utf-8');
  // TextDecoder drops a BOM that matches its encoding; one that does not stays as U+FEFF, so trim it.
  let text = decoder.decode(bytes).replace(/^\uFEFF/, '');
  if (decoder.encoding === 'windows-1252') text = fixWindows1252(text);
  return { text, charset: decoder.encoding };
}

/** Unifies line endings (`\r\n` and lone `\r` become `\n`). */
export function unifyLineEndings(text: string): string {
  return text.replace(/\r\n?/g, '\n');
}
