import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { byteChunks, frameJsonLinesAsSse, readFixtureAsSse } from './readFixtureAsSse.js';

const folder = mkdtempSync(join(tmpdir(), 'fixture-sse-'));

describe('readFixtureAsSse', () => {
  it('frames chat-completions lines with data: and a final [DONE], skipping blank lines', () => {
    const path = join(folder, 'chat.chunks.txt');
    writeFileSync(path, '{"a":1}\n\n{"b":2}\r\n');
    expect(readFixtureAsSse(path, 'chat-completions')).toBe('data: {"a":1}\n\ndata: {"b":2}\n\ndata: [DONE]\n\n');
  });

  it('adds event: lines from the payload type for responses and anthropic', () => {
    expect(
      frameJsonLinesAsSse(['{"type":"message_start","x":1}', '{"x":2,"type":"ping"}', '{"no":"type"}'], 'anthropic'),
    ).toBe(
      'event: message_start\ndata: {"type":"message_start","x":1}\n\nevent: ping\ndata: {"x":2,"type":"ping"}\n\ndata: {"no":"type"}\n\n',
    );
  });

  it('returns .sse files unchanged', () => {
    const path = join(folder, 'whole.sse');
    writeFileSync(path, 'event: x\ndata: 1\n\n');
    expect(readFixtureAsSse(path, 'responses')).toBe('event: x\ndata: 1\n\n');
  });
});

describe('byteChunks', () => {
  it('cuts UTF-8 bytes into fixed pieces', async () => {
    const pieces: number[] = [];
    for await (const chunk of byteChunks('ä€😀', 2)) pieces.push(chunk.length);
    expect(pieces).toEqual([2, 2, 2, 2, 1]);
  });
});
