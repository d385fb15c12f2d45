import { describe, expect, it } from 'vitest';
import { decodeDocumentText, unifyLineEndings } from './decodeDocumentText.js';
import { contentKindOfMediaType, parseContentType, sniffContent, sniffTextContent } from './WebContentType.js';
import { WebRetrievalError } from './WebRetrievalError.js';

describe('content types', () => {
  it('parses media type and charset', () => {
    expect(parseContentType('Text/HTML; Charset="ISO-8859-1"')).toEqual({
      mediaType: 'text/html',
      charset: 'ISO-8859-1',
    });
    expect(parseContentType('application/json')).toEqual({ mediaType: 'application/json' });
    expect(parseContentType('nonsense')).toBeUndefined();
    expect(parseContentType(undefined)).toBeUndefined();
  });

  it.each([
    ['text/html', 'html'],
    ['application/xhtml+xml', 'html'],
    ['text/plain', 'text'],
    ['text/markdown', 'text'],
    ['text/csv', 'text'],
    ['application/json', 'text'],
    ['application/ld+json', 'text'],
    ['application/x-ndjson', 'text'],
    ['application/xml', 'text'],
    ['application/rss+xml', 'text'],
    ['application/vnd.api+json', 'text'],
    ['application/yaml', 'text'],
    ['application/toml', 'text'],
    ['application/javascript', 'text'],
    ['application/pdf', undefined],
    ['image/svg+xml', undefined],
    ['image/png', undefined],
    ['application/octet-stream', undefined],
    ['application/zip', undefined],
    ['video/mp4', undefined],
    ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', undefined],
  ])('%s is %s', (mediaType, kind) => {
    expect(contentKindOfMediaType(mediaType)).toBe(kind);
  });

  it('sniffs untyped bodies', () => {
    const bytes = (text: string) => new TextEncoder().encode(text);
    expect(sniffContent(bytes('\n  <!DOCTYPE html><html>'))).toMatchObject({ kind: 'html' });
    expect(sniffContent(bytes('<p>hello'))).toMatchObject({ kind: 'html' });
    expect(sniffContent(bytes('<?xml version="1.0"?><a/>'))).toMatchObject({
      kind: 'text',
      mediaType: 'application/xml',
    });
    expect(sniffContent(bytes('{"json": true}'))).toMatchObject({ kind: 'text', mediaType: 'text/plain' });
    expect(sniffContent(bytes('<pre>not a listed opening'))).toMatchObject({ kind: 'text' });
    expect(sniffContent(bytes('%PDF-1.7'))).toMatchObject({ kind: undefined, binaryFormat: 'PDF' });
    expect(sniffContent(new Uint8Array([0x1f, 0x8b, 0x08, 0]))).toMatchObject({
      kind: undefined,
      binaryFormat: 'gzip',
    });
    expect(sniffContent(new Uint8Array([0, 0, 0, 0x20, 0x66, 0x74, 0x79, 0x70]))).toMatchObject({ kind: undefined });
    expect(sniffContent(new Uint8Array([0x68, 0x69, 0x00]))).toMatchObject({
      kind: undefined,
      binaryFormat: 'binary data',
    });
    expect(sniffContent(new Uint8Array([0xff, 0xfe, 0x68, 0x00]))).toMatchObject({ kind: 'text' });
  });
});

describe('decodeDocumentText', () => {
  const latin1 = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));
  it('prefers a BOM, then the header, then the document, then UTF-8', () => {
    expect(decodeDocumentText(new Uint8Array([0xfe, 0xff, 0, 0x41]), 'utf-8', 'plain')).toEqual({
      text: 'A',
      charset: 'utf-16be',
    });
    expect(decodeDocumentText(latin1('caf\xe9'), 'iso-8859-1', 'plain').text).toBe('café');
    // Labels that mean windows-1252 get its full mapping, 0x80-0x9F included.
    expect(decodeDocumentText(latin1('\x93quoted\x94 \x96 \x80 \x99'), 'iso-8859-1', 'plain').text).toBe(
      '\u201Cquoted\u201D \u2013 € ™',
    );
    expect(decodeDocumentText(latin1('<meta charset="latin1">caf\xe9'), undefined, 'html').text).toContain('café');
    expect(
      decodeDocumentText(
        latin1('<meta http-equiv="Content-Type" content="text/html; charset=windows-1252">\x80'),
        undefined,
        'html',
      ).text,
    ).toContain('€');
    expect(
      decodeDocumentText(latin1('<?xml version="1.0" encoding="ISO-8859-1"?>\xe9'), undefined, 'xml').text,
    ).toContain('é');
    expect(decodeDocumentText(new TextEncoder().encode('plain é'), 'bogus-charset', 'plain')).toEqual({
      text: 'plain é',
      charset: 'utf-8',
    });
    // A plain text document's content does not choose its own charset.
    expect(decodeDocumentText(new TextEncoder().encode('<meta charset="latin1">é'), undefined, 'plain').charset).toBe(
      'utf-8',
    );
  });

  it('treats a page claiming UTF-16 in its meta tag as UTF-8 (WHATWG)', () => {
    expect(decodeDocumentText(new TextEncoder().encode('<meta charset="utf-16">é'), undefined, 'html').charset).toBe(
      'utf-8',
    );
  });

  it('unifies line endings', () => {
    expect(unifyLineEndings('a\r\nb\rc\nd')).toBe('a\nb\nc\nd');
  });
});

describe('sniffTextContent', () => {
  it('refuses binary content with UNSUPPORTED_CONTENT_TYPE, naming the subject and the format', () => {
    const elf = new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]);
    let caught: unknown;
    try {
      sniffTextContent(elf, "'/usr/bin/ls'");
    } catch (error) {
      caught = error;
    }
    expect(WebRetrievalError.isInstance(caught)).toBe(true);
    expect(caught).toMatchObject({
      code: 'UNSUPPORTED_CONTENT_TYPE',
      blocked: false,
      message: "The first bytes of '/usr/bin/ls' look like ELF, not a web page or text document.",
    });
    expect(() => sniffTextContent(new Uint8Array([0x61, 0x00, 0x62]), 'x')).toThrow(/look like binary data/);
  });

  it('answers HTML and text with their kind', () => {
    expect(sniffTextContent(new TextEncoder().encode('<!doctype html><p>hi'), 'page')).toEqual({
      kind: 'html',
      mediaType: 'text/html',
    });
    expect(sniffTextContent(new TextEncoder().encode('plain words'), 'page')).toEqual({
      kind: 'text',
      mediaType: 'text/plain',
    });
  });
});
