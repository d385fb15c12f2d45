import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../runCli.js';
import { captureCliIo } from '../../test/captureCliIo.js';

function captureIo(stdinText = '') {
  return captureCliIo({ stdin: stdinText });
}

const ARTICLE = `<!doctype html><html lang="en"><head><title>Harbour news</title></head><body>
  <nav><a href="/">Home</a></nav>
  <article><h1>Harbour reopens</h1>
  ${'<p>The harbour reopened on Monday after the storm repairs, and the first ferry left on time with a full deck of cars and cyclists.</p>'.repeat(6)}
  <p>Read <a href="timetable.html">the new timetable</a>.</p></article></body></html>`;

describe('toolgate extract', () => {
  let directory: string;
  beforeAll(() => {
    directory = mkdtempSync(join(tmpdir(), 'toolgate-extract-'));
    writeFileSync(join(directory, 'page.html'), ARTICLE);
    writeFileSync(join(directory, 'page.html.gz'), gzipSync(ARTICLE));
    // Declared Latin-1, bytes in Latin-1.
    writeFileSync(
      join(directory, 'latin1.html'),
      Buffer.from('<meta charset="iso-8859-1"><p>Caf\u00e9 cr\u00e8me</p>', 'latin1'),
    );
  });
  afterAll(() => rmSync(directory, { recursive: true, force: true }));

  it('prints the main content as Markdown with absolute links', async () => {
    const capture = captureIo();
    expect(
      await runCli(['extract', join(directory, 'page.html'), '--url', 'https://port.example/news/reopen'], capture.io),
    ).toBe(0);
    expect(capture.out()).toContain('The harbour reopened on Monday');
    expect(capture.out()).toContain('[the new timetable](https://port.example/news/timetable.html)');
    expect(capture.out()).not.toContain('Home');
  });

  it('reads gzip files and prints one JSON object with --json', async () => {
    const capture = captureIo();
    expect(
      await runCli(
        ['extract', join(directory, 'page.html.gz'), '--url', 'https://port.example/news/reopen', '--json'],
        capture.io,
      ),
    ).toBe(0);
    const result = JSON.parse(capture.out()) as Record<string, unknown>;
    expect(result.ok).toBe(true);
    expect(result.title).toBe('Harbour reopens');
    expect(String(result.markdown)).toContain('first ferry left on time');
    expect((result.metadata as Record<string, unknown>).language).toBe('en');
  });

  it('decodes the charset the file declares', async () => {
    const capture = captureIo();
    expect(
      await runCli(['extract', join(directory, 'latin1.html'), '--url', 'https://port.example/'], capture.io),
    ).toBe(0);
    expect(capture.out()).toContain('Café crème');
  });

  it('exits 4 for an unreadable file and 2 for bad usage', async () => {
    const missing = captureIo();
    expect(
      await runCli(['extract', join(directory, 'missing.html'), '--url', 'https://port.example/'], missing.io),
    ).toBe(4);
    expect(missing.err()).toMatch(/^toolgate extract: FILE_UNREADABLE: cannot read '.*missing\.html': ENOENT\n$/);
    const missingJson = captureIo();
    expect(
      await runCli(
        ['extract', join(directory, 'missing.html'), '--url', 'https://port.example/', '--json'],
        missingJson.io,
      ),
    ).toBe(4);
    expect(JSON.parse(missingJson.out())).toMatchObject({ ok: false, reason: 'FILE_UNREADABLE' });
    for (const args of [
      ['extract', join(directory, 'page.html')],
      ['extract', join(directory, 'page.html'), '--url', 'not-a-url'],
      ['extract', join(directory, 'page.html'), '--url', 'ftp://port.example/'],
      ['extract', '--jsonl', join(directory, 'page.html')],
      ['extract'],
    ]) {
      const capture = captureIo();
      expect(await runCli(args, capture.io)).toBe(2);
      expect(capture.err().trimEnd().split('\n')).toHaveLength(1);
    }
  });

  it('answers every JSON line in one run, bad lines with an error line', async () => {
    const input = [
      JSON.stringify({ id: 'a', file: join(directory, 'page.html'), url: 'https://port.example/a' }),
      'not json',
      JSON.stringify({ id: 'b', file: join(directory, 'missing.html'), url: 'https://port.example/b' }),
      JSON.stringify({ id: 'c', file: join(directory, 'page.html.gz'), url: 'relative/url' }),
      JSON.stringify({ id: 7, file: join(directory, 'page.html.gz'), url: 'https://port.example/d' }),
      '',
    ].join('\n');
    const capture = captureIo(input);
    expect(await runCli(['extract', '--jsonl'], capture.io)).toBe(0);
    const lines = capture
      .out()
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.map((line) => line.id)).toEqual(['a', null, 'b', 'c', 7]);
    expect(lines[0]?.title).toBe('Harbour reopens');
    expect(String(lines[0]?.markdown)).toContain('https://port.example/timetable.html');
    // A bad line has the same shape as in `guard --jsonl`: { id, line, error: { code, message } }.
    expect(lines[1]).toEqual({
      id: null,
      line: 2,
      error: { code: 'INVALID_JSON', message: 'line 2 is not valid JSON' },
    });
    expect(lines[2]).toMatchObject({ id: 'b', line: 3, error: { code: 'FILE_UNREADABLE' } });
    expect((lines[2]!.error as { message: string }).message).toMatch(/ENOENT/);
    expect(lines[3]).toMatchObject({ id: 'c', line: 4, error: { code: 'INVALID_URL' } });
    expect((lines[3]!.error as { message: string }).message).toMatch(/absolute http\(s\) URL/);
    expect(String(lines[4]?.markdown)).toContain('first ferry left on time');
  });

  it('refuses binary input with exit 4, the way fetch refuses an untyped binary body', async () => {
    const elf = join(directory, 'program');
    writeFileSync(elf, Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(4096, 0x41)]));
    const nulls = join(directory, 'data.html');
    writeFileSync(nulls, Buffer.from('<html>\u0000\u0001\u0002 binary', 'latin1'));
    writeFileSync(join(directory, 'program.gz'), gzipSync(Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0])));

    const human = captureIo();
    expect(await runCli(['extract', elf, '--url', 'https://example.org/'], human.io)).toBe(4);
    expect(human.out()).toBe('');
    expect(human.err()).toBe(
      `toolgate extract: UNSUPPORTED_CONTENT_TYPE: The first bytes of '${elf}' look like ELF, not a web page or text document.\n`,
    );

    for (const [file, format] of [
      [elf, 'ELF'],
      [nulls, 'binary data'],
      [join(directory, 'program.gz'), 'ELF'],
    ] as const) {
      const json = captureIo();
      expect(await runCli(['extract', file, '--url', 'https://example.org/', '--json'], json.io), file).toBe(4);
      const result = JSON.parse(json.out()) as Record<string, unknown>;
      expect(result).toMatchObject({ ok: false, reason: 'UNSUPPORTED_CONTENT_TYPE' });
      expect(String(result['message'])).toContain(`look like ${format}`);
    }

    const lines = captureIo(`${JSON.stringify({ id: 'bin', file: elf, url: 'https://example.org/' })}\n`);
    expect(await runCli(['extract', '--jsonl'], lines.io)).toBe(0);
    expect(JSON.parse(lines.out())).toMatchObject({
      id: 'bin',
      line: 1,
      error: { code: 'UNSUPPORTED_CONTENT_TYPE' },
    });
  });

  it('decodes UTF-16 with a byte-order mark and falls back to UTF-8 for an unknown label', async () => {
    const utf16 = join(directory, 'utf16.html');
    writeFileSync(utf16, Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('<p>Grüße aus Köln</p>', 'utf16le')]));
    const unknown = join(directory, 'unknown.html');
    writeFileSync(unknown, Buffer.from('<meta charset="x-no-such"><p>Smørrebrød</p>', 'utf8'));
    for (const [file, text] of [
      [utf16, 'Grüße aus Köln'],
      [unknown, 'Smørrebrød'],
    ] as const) {
      const capture = captureIo();
      expect(await runCli(['extract', file, '--url', 'https://example.org/'], capture.io), file).toBe(0);
      expect(capture.out()).toContain(text);
    }
  });
});
