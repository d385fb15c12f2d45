import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { streamServerSentEvents } from '@toolgate/provider-utils';
import { describe, expect, it } from 'vitest';
import { runMockProviderCli } from './runMockProviderCli.js';

function io() {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, io: { stdout: (text: string) => out.push(text), stderr: (text: string) => err.push(text) } };
}

const folder = mkdtempSync(join(tmpdir(), 'mock-provider-cli-'));
const scriptPath = join(folder, 'script.json');
writeFileSync(scriptPath, JSON.stringify({ turns: [{ text: 'from the CLI' }] }));

describe('toolgate-mock-provider CLI', () => {
  it('prints its URL and serves the script', async () => {
    const { out, err, io: cliIo } = io();
    const { exitCode, provider } = await runMockProviderCli(['--script', scriptPath], cliIo);
    try {
      expect(exitCode).toBe(0);
      expect(out.join('')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\n$/);
      expect(err.join('')).toContain('1 turn(s)');
      const stream = await streamServerSentEvents({
        url: `${out[0]!.trim()}/v1/chat/completions`,
        body: { stream: true },
      });
      const data: string[] = [];
      for await (const event of stream) data.push(event.data);
      expect(data.join('')).toContain('from the CLI');
    } finally {
      await provider?.close();
    }
  });

  it('--repeat plays the script again for each new conversation', async () => {
    const { out, err, io: cliIo } = io();
    const { exitCode, provider } = await runMockProviderCli(['--script', scriptPath, '--repeat'], cliIo);
    try {
      expect(exitCode).toBe(0);
      expect(err.join('')).toContain('played again for each new conversation');
      for (const question of ['one', 'two', 'three']) {
        const stream = await streamServerSentEvents({
          url: `${out[0]!.trim()}/v1/chat/completions`,
          body: { stream: true, messages: [{ role: 'user', content: question }] },
        });
        const data: string[] = [];
        for await (const event of stream) data.push(event.data);
        expect(data.join(''), question).toContain('from the CLI');
      }
      expect(provider?.requests.map((request) => request.turnIndex)).toEqual([0, 0, 0]);
    } finally {
      await provider?.close();
    }
  });

  it('requires the key from --api-key-env', async () => {
    const { out, io: cliIo } = io();
    const { provider } = await runMockProviderCli(['--script', scriptPath, '--api-key-env', 'MOCK_KEY'], cliIo, {
      MOCK_KEY: 'k-1',
    });
    try {
      const response = await fetch(`${out[0]!.trim()}/v1/messages`, { method: 'POST', body: '{}' });
      expect(response.status).toBe(401);
    } finally {
      await provider?.close();
    }
  });

  it.each([
    [[], 2, '--script <file.json> is required'],
    [['--script'], 2, "Option '--script <value>' argument missing"],
    [['--script', scriptPath, '--port', 'abc'], 2, '--port must be a number from 0 to 65535, got "abc"'],
    [['--bogus'], 2, "Unknown option '--bogus'"],
    [['--script', scriptPath, '--api-key-env', 'NOT_SET_ANYWHERE'], 2, 'NOT_SET_ANYWHERE (--api-key-env) is not set'],
    [['--script', join(folder, 'missing.json')], 1, 'cannot read the script'],
    [
      ['--script', scriptPath, '--host', '0.0.0.0'],
      1,
      "listens on loopback only (127.0.0.1, ::1 or localhost), not on '0.0.0.0'",
    ],
  ])('exits %# with a one-line error on bad input', async (argv, code, message) => {
    const { err, io: cliIo } = io();
    const result = await runMockProviderCli(argv as string[], cliIo, {});
    expect(result.exitCode).toBe(code);
    expect(result.provider).toBeUndefined();
    expect(err.join('')).toContain(message);
    expect(err.join('').trim().split('\n')).toHaveLength(1);
  });

  it('reports invalid JSON and an invalid script', async () => {
    const badJson = join(folder, 'bad.json');
    writeFileSync(badJson, '{ turns: ');
    const first = io();
    expect((await runMockProviderCli(['--script', badJson], first.io)).exitCode).toBe(1);
    expect(first.err.join('')).toContain('is not valid JSON');
    const badScript = join(folder, 'bad-script.json');
    writeFileSync(badScript, JSON.stringify({ turns: [{ toolCalls: [{}] }] }));
    const second = io();
    expect((await runMockProviderCli(['--script', badScript], second.io)).exitCode).toBe(1);
    expect(second.err.join('')).toContain('turns[0].toolCalls[0].name must be a string');
  });

  it('prints help', async () => {
    const { out, io: cliIo } = io();
    expect((await runMockProviderCli(['--help'], cliIo)).exitCode).toBe(0);
    expect(out.join('')).toContain('Usage: toolgate-mock-provider --script <file.json>');
  });
});
