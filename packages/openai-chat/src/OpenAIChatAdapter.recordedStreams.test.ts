import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ToolCallingRound, ToolCallingStreamEvent } from '@toolgate/core';
import {
  type LoopbackServer,
  providerStreamFixtureDirectory,
  readFixtureAsSse,
  startLoopbackServer,
} from '@toolgate/provider-utils/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpenAIChatAdapter } from './OpenAIChatAdapter.js';

const FIXTURES = providerStreamFixtureDirectory('chat-completions');

interface Expectation {
  /** The start of the streamed text ('' when the model wrote none). */
  readonly textStart: string;
  readonly textLength: number;
  readonly calls: readonly { readonly callId: string; readonly toolName: string; readonly arguments: unknown }[];
  readonly usageTotal?: number;
}

/** What a careful reader finds in each recorded stream (checked by hand against the files). */
const EXPECTED: Readonly<Record<string, Expectation>> = {
  'anthropic-fallback-tool-call.sse': {
    textStart: 'Reading it.',
    textLength: 11,
    calls: [{ callId: 'toolu_sanitized', toolName: 'read_file', arguments: { path: 'a.txt' } }],
  },
  'azure-deepseek-reasoning.1.chunks.txt': {
    textStart: "Exciting news, Knicks fans—there's a brand-new holiday",
    textLength: 2665, // UTF-16 code units (the text has emoji)
    calls: [],
    usageTotal: 1739,
  },
  'deepseek-reasoning.chunks.txt': {
    textStart: 'The word "strawberry" contains three "r"s.',
    textLength: 42,
    calls: [],
  },
  'deepseek-tool-call.chunks.txt': {
    textStart: '',
    textLength: 0,
    calls: [
      { callId: 'call_00_ioIn7yN9p1ZOMNpDLwd4MgAF', toolName: 'weather', arguments: { location: 'San Francisco' } },
    ],
  },
  'groq-tool-call.chunks.txt': {
    textStart: '',
    textLength: 0,
    calls: [{ callId: 'tk85n1k4m', toolName: 'weather', arguments: {} }],
    usageTotal: 225,
  },
  'mistral-incremental-tool-call.chunks.txt': {
    textStart: '',
    textLength: 0,
    calls: [
      {
        callId: 'chatcmpl-tool-9f149c74c42f265b',
        toolName: 'webSearchTool',
        arguments: { query: 'current Berlin weather' },
      },
    ],
    usageTotal: 185,
  },
  'mistral-tool-call.chunks.txt': {
    textStart: '',
    textLength: 0,
    calls: [{ callId: 'gSIMJiOkT', toolName: 'weather', arguments: { location: 'San Francisco' } }],
  },
  'openai-text.chunks.txt': {
    textStart: '**Holiday Name:** Harmony Day',
    textLength: 1724,
    calls: [],
    usageTotal: 316,
  },
  'xai-tool-call.chunks.txt': {
    textStart: '',
    textLength: 0,
    calls: [{ callId: 'call_79382389', toolName: 'weather', arguments: { location: 'San Francisco' } }],
    usageTotal: 560,
  },
};

const files = readdirSync(FIXTURES).filter((name) => name.endsWith('.chunks.txt') || name.endsWith('.sse'));
let server: LoopbackServer;
let currentBody = '';

beforeAll(async () => {
  server = await startLoopbackServer(async (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    // Small writes, so events and UTF-8 characters are split across socket chunks.
    const bytes = Buffer.from(currentBody, 'utf8');
    for (let offset = 0; offset < bytes.length; offset += 997) response.write(bytes.subarray(offset, offset + 997));
    response.end();
  });
});
afterAll(async () => {
  await server.close();
});

describe('recorded Chat Completions streams', () => {
  it('has an expectation for every recorded file', () => {
    expect(files.length).toBeGreaterThanOrEqual(9);
    expect(files.filter((name) => EXPECTED[name] === undefined)).toEqual([]);
  });

  for (const name of files) {
    it(`reads ${name}`, async () => {
      currentBody = readFixtureAsSse(join(FIXTURES, name), 'chat-completions');
      const adapter = createOpenAIChatAdapter({ host: 'compatible', baseUrl: `${server.url}/v1`, model: 'm' });
      const events: ToolCallingStreamEvent[] = [];
      for await (const event of adapter.executeRound({ includeTools: true })) events.push(event);
      const last = events.at(-1);
      expect(last?.type).toBe('round-completed');
      const round = (last as { round: ToolCallingRound }).round;
      const expected = EXPECTED[name];
      if (expected === undefined) throw new Error(`no expectation for ${name}`);
      const streamed = events.map((event) => (event.type === 'text-delta' ? event.text : '')).join('');
      expect(streamed).toBe(round.textOutput);
      expect(round.textOutput.startsWith(expected.textStart)).toBe(true);
      expect(round.textOutput).toHaveLength(expected.textLength);
      expect(
        round.calls.map((call) => ({
          callId: call.callId,
          toolName: call.toolName,
          arguments: JSON.parse(call.argumentsJson),
        })),
      ).toEqual(expected.calls);
      expect(round.calls.every((call) => call.isValid)).toBe(true);
      if (expected.usageTotal !== undefined) {
        const usage = events.flatMap((event) => (event.type === 'text-delta' && event.usage ? [event.usage] : []));
        expect(usage.at(-1)?.totalTokens).toBe(expected.usageTotal);
      }
      // Reasoning never reaches the user as text.
      if (name.includes('reasoning') || name.startsWith('xai')) expect(streamed).not.toContain('First, the user');
    });
  }
});
