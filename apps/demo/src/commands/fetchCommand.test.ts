import { spawn } from 'node:child_process';
import { CanaryListener, LoopbackDnsServer, LoopbackPageServer } from '@toolgate/web-retrieval/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../runCli.js';
import { BUILT_CLI } from '../../test/builtCli.js';
import { captureCliIo } from '../../test/captureCliIo.js';

const PUBLIC_ADDRESS = '93.184.216.34';
const PRIVATE_ADDRESS = '10.1.2.3';
const PAGE = `<!doctype html><html><head><title>Loopback page</title></head><body><article><h1>Loopback page</h1>${'<p>Words served from a loopback server to the fetch command under test. </p>'.repeat(10)}</article></body></html>`;

let server: LoopbackPageServer;
let dns: LoopbackDnsServer;
let canary: CanaryListener;

beforeAll(async () => {
  canary = await CanaryListener.start();
  server = await LoopbackPageServer.start({
    '/': (_q, r) => r.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE),
    '/data.json': (_q, r) => r.writeHead(200, { 'content-type': 'application/json' }).end('{"a":\r\n1}'),
    '/pdf': (_q, r) => r.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF-1.7'),
    '/big': (_q, r) => r.writeHead(200, { 'content-type': 'text/plain' }).end('x'.repeat(5_000)),
    '/to-canary': (_q, r) => r.writeHead(302, { location: `http://127.0.0.1:${canary.port}/` }).end(),
    '/slow': () => {},
  });
  dns = await LoopbackDnsServer.fromTable({
    'site.test': [PUBLIC_ADDRESS],
    'intranet.test': [PRIVATE_ADDRESS],
    'loop.test': ['127.0.0.1'],
  });
});

afterAll(async () => {
  await server.close();
  await dns.close();
  await canary.close();
});

async function fetchCli(...args: string[]) {
  const capture = captureCliIo();
  const code = await runCli(['fetch', ...args], capture.io);
  const out = capture.out();
  return { code, out, err: capture.err(), json: () => JSON.parse(out) as Record<string, unknown> };
}

function network(): string[] {
  return [
    '--dns-server',
    dns.address,
    '--connect-to',
    `${PUBLIC_ADDRESS}:80=127.0.0.1:${server.port}`,
    '--connect-to',
    `${PRIVATE_ADDRESS}:80=127.0.0.1:${server.port}`,
  ];
}

describe('toolgate fetch', () => {
  it('reads a public page (resolved by the --dns-server, sent to loopback by --connect-to)', async () => {
    const result = await fetchCli('http://site.test/', ...network());
    expect(result.code).toBe(0);
    expect(result.out.split('\n')[0]).toBe('Loopback page');
    expect(result.out).toContain('Words served from a loopback server');
    expect(result.err).toBe('');
  });

  it('prints one JSON object with --json', async () => {
    const result = await fetchCli('http://site.test/data.json', ...network(), '--json');
    expect(result.code).toBe(0);
    expect(result.out.trim().split('\n')).toHaveLength(1);
    expect(result.json()).toMatchObject({
      ok: true,
      blocked: false,
      reason: null,
      requestedUrl: 'http://site.test/data.json',
      finalUrl: 'http://site.test/data.json',
      addresses: [PUBLIC_ADDRESS],
      contentKind: 'text',
      mediaType: 'application/json',
      markdown: '{"a":\n1}',
    });
  });

  it('judges without connecting under --check', async () => {
    const before = server.connections;
    const result = await fetchCli('http://site.test/', '--dns-server', dns.address, '--check', '--json');
    expect(result.code).toBe(0);
    expect(result.json()).toMatchObject({ ok: true, addresses: [PUBLIC_ADDRESS], privateTarget: false, checked: true });
    const refused = await fetchCli('http://intranet.test/', '--dns-server', dns.address, '--check');
    expect(refused.code).toBe(3);
    expect(refused.err).toContain('PRIVATE_HOST_NOT_ALLOWED');
    expect(server.connections).toBe(before);
  });

  it('reads an allowlisted private host for a HIGH provider, and refuses it otherwise', async () => {
    const allowed = await fetchCli(
      'http://intranet.test/',
      ...network(),
      '--policy',
      'allowlist',
      '--allow-host',
      'intranet.test',
      '--provider-confidence',
      'HIGH',
      '--json',
    );
    expect(allowed.code).toBe(0);
    expect(allowed.json()).toMatchObject({
      ok: true,
      title: 'Loopback page',
      privateTarget: true,
      requiredProviderConfidence: 'HIGH',
    });
    const medium = await fetchCli(
      'http://intranet.test/',
      ...network(),
      '--policy',
      'allowlist',
      '--allow-host',
      'intranet.test',
      '--provider-confidence',
      'MEDIUM',
      '--json',
    );
    expect(medium.code).toBe(3);
    expect(medium.json()).toMatchObject({ ok: false, blocked: true, reason: 'INSUFFICIENT_PROVIDER_CONFIDENCE' });
    const notListed = await fetchCli(
      'http://intranet.test/',
      ...network(),
      '--policy',
      'allowlist',
      '--allow-host',
      '*.intranet.test',
      '--provider-confidence',
      'HIGH',
      '--json',
    );
    expect(notListed.json()).toMatchObject({ reason: 'PRIVATE_HOST_NOT_ALLOWED' });
  });

  it('reads the user’s own loopback server under --policy user', async () => {
    const result = await fetchCli(server.url('/'), '--policy', 'user', '--json');
    expect(result.code).toBe(0);
    expect(result.json()).toMatchObject({ ok: true, title: 'Loopback page', addresses: ['127.0.0.1'] });
  });

  it.each([
    [['http://127.0.0.1/'], 'NEVER_ALLOWED_ADDRESS'],
    [['http://0x7f.1/'], 'NEVER_ALLOWED_ADDRESS'],
    [['http://[::ffff:127.0.0.1]/'], 'NEVER_ALLOWED_ADDRESS'],
    [['http://169.254.169.254/latest/meta-data/'], 'NEVER_ALLOWED_ADDRESS'],
    [['http://localhost/'], 'LOCAL_HOST_NAME'],
    [['ftp://site.test/'], 'UNSUPPORTED_SCHEME'],
    [['http://user:pw@site.test/'], 'CREDENTIALS'],
    [['http://site.test:25/'], 'BAD_PORT'],
    [['http://10.0.0.1/'], 'PRIVATE_HOST_NOT_ALLOWED'],
    [
      ['http://loop.test/', '--policy', 'allowlist', '--allow-host', 'loop.test', '--provider-confidence', 'HIGH'],
      'NEVER_ALLOWED_ADDRESS',
    ],
    [['http://0.0.0.0/', '--policy', 'user'], 'NEVER_ALLOWED_ADDRESS'],
  ])('blocks %j with %s and exit code 3', async (args, reason) => {
    const result = await fetchCli(...args, '--dns-server', dns.address, '--json');
    expect(result.code).toBe(3);
    expect(result.json()).toMatchObject({ ok: false, blocked: true, reason });
    expect(result.out).not.toContain('pw@');
  });

  it('refuses a redirect to loopback before connecting to it', async () => {
    const result = await fetchCli('http://site.test/to-canary', ...network());
    expect(result.code).toBe(3);
    expect(result.err.trim().split('\n')).toHaveLength(1);
    expect(result.err).toMatch(/^toolgate fetch: NEVER_ALLOWED_ADDRESS: /);
    expect(canary.connections).toBe(0);
  });

  it.each([
    [['http://site.test/pdf'], 'UNSUPPORTED_CONTENT_TYPE'],
    [['http://site.test/big', '--max-bytes', '1000'], 'SIZE'],
    [['http://site.test/slow', '--timeout', '0.3'], 'TIMEOUT'],
    [['http://site.test/missing'], 'HTTP_STATUS'],
    [['http://nowhere.test/'], 'DNS_FAILED'],
  ])('fails %j with %s and exit code 4', async (args, reason) => {
    const result = await fetchCli(...args, ...network(), '--json');
    expect(result.code).toBe(4);
    expect(result.json()).toMatchObject({ ok: false, blocked: false, reason });
  });

  it.each([
    [['http://site.test/', '--policy', 'everything']],
    [['http://site.test/', '--provider-confidence', 'SUPREME']],
    [['http://site.test/', '--connect-to', '1.2.3.4=5.6.7.8']],
    [['http://site.test/', '--dns-server', 'dns.example:53']],
    [['http://site.test/', '--max-bytes', 'lots']],
    [['http://site.test/', '--timeout', '0']],
    [['http://site.test/', '--allow-host', '10.0.0.0/99']],
    [['not a url']],
    [[]],
  ])('answers bad usage %j with exit code 2 and one line', async (args) => {
    const result = await fetchCli(...args);
    expect(result.code).toBe(2);
    expect(result.err.trim().split('\n')).toHaveLength(1);
  });

  it('works as a real process', async () => {
    const child = spawn(process.execPath, [BUILT_CLI, 'fetch', 'http://site.test/', ...network(), '--json'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(code).toBe(0);
    expect(JSON.parse(out)).toMatchObject({ ok: true, title: 'Loopback page', finalUrl: 'http://site.test/' });
    const blocked = spawn(process.execPath, [BUILT_CLI, 'fetch', 'http://127.0.0.1/'], { stdio: 'ignore' });
    expect(await new Promise<number | null>((resolve) => blocked.on('close', resolve))).toBe(3);
  });
});
