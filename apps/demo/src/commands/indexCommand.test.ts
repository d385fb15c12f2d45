import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { captureCliIo } from '../../test/captureCliIo.js';
import { createLocalFolderDataSources } from '../dataSources/createLocalFolderDataSources.js';
import { readDataSourceRegistry } from '../dataSources/DemoDataSourceRegistry.js';
import { runCli } from '../runCli.js';

let root: string;
let docs: string;
let dataDir: string;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'toolgate-index-cli-'));
  docs = join(root, 'docs');
  dataDir = join(root, 'data');
  await mkdir(docs);
  await writeFile(join(docs, 'setup.md'), '# Setup\n\nRun the installer, then restart the gateway service.\n');
  await writeFile(join(docs, 'faq.txt'), 'Frequently asked: the gateway listens on port 8443.\n');
  await writeFile(join(docs, 'logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]));
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

function capture() {
  return captureCliIo({ env: { TOOLGATE_DATA_DIR: dataDir } });
}

describe('toolgate index', () => {
  it('builds the index, prints a summary and registers the folder as a data source', async () => {
    const run = capture();
    expect(await runCli(['index', docs, '--name', 'docs', '--description', 'Gateway docs'], run.io)).toBe(0);
    const lines = run.out().trimEnd().split('\n');
    expect(lines[0]).toMatch(
      new RegExp(
        `^Indexed 'docs' \\(${docs.replaceAll('/', '\\/')}\\): 2 added, 0 updated, 0 removed, 0 unchanged, 1 skipped; 2 chunks; \\d+\\.\\d s$`,
      ),
    );
    expect(lines[1]).toBe(`Index: ${join(dataDir, 'indexes', 'docs.sqlite')}`);
    expect(lines[2]).toBe(`Registered as data source 'docs' in ${join(dataDir, 'data-sources.json')}`);
    // Not a terminal: plain progress lines, no carriage returns.
    expect(run.err()).toContain('progress: 3/3 files\n');
    expect(run.err()).not.toContain('\r');

    const registry = await readDataSourceRegistry(dataDir);
    expect(registry.dataSources).toEqual([
      expect.objectContaining({
        id: 'docs',
        kind: 'LOCAL_FOLDER',
        name: 'docs',
        description: 'Gateway docs',
        folder: docs,
        indexPath: join(dataDir, 'indexes', 'docs.sqlite'),
        dataSecurity: 'SELF_HOSTED',
        minimumProviderConfidence: 'NONE',
        pageSize: 10,
        chunkSize: 1200,
        chunkOverlap: 200,
      }),
    ]);
    // What `ask` gets from the registry searches the index.
    const [source] = createLocalFolderDataSources(registry, {});
    const found = await source?.search('which port does the gateway listen on', {
      limit: 2,
      signal: new AbortController().signal,
    });
    expect(found?.passages[0]?.title).toBe('faq.txt');
    source?.close();
  });

  it('updates incrementally, keeps other registry entries, and prints JSON with --json', async () => {
    expect(await runCli(['index', docs, '--name', 'docs'], capture().io)).toBe(0);
    const registryPath = join(dataDir, 'data-sources.json');
    const registry = JSON.parse(await readFile(registryPath, 'utf8')) as { dataSources: unknown[] };
    registry.dataSources.push({ id: 'wiki', kind: 'EXTERNAL_ERI', url: 'http://127.0.0.1:1/' });
    await writeFile(registryPath, JSON.stringify(registry));

    await writeFile(join(docs, 'setup.md'), '# Setup\n\nRun the new installer twice.\n');
    await rm(join(docs, 'faq.txt'));
    await writeFile(join(docs, 'more.md'), 'More notes.\n');
    const run = capture();
    expect(await runCli(['index', docs, '--name', 'docs', '--json'], run.io)).toBe(0);
    expect(JSON.parse(run.out())).toMatchObject({
      name: 'docs',
      folder: docs,
      added: 1,
      updated: 1,
      removed: 1,
      unchanged: 0,
      skipped: 1,
      chunks: 2,
    });
    const after = await readDataSourceRegistry(dataDir);
    expect(after.dataSources.map((entry) => entry.id)).toEqual(['docs', 'wiki']);
  });

  it('embeds the chunks through an OpenAI-compatible endpoint and registers it without the key', async () => {
    const requests: { authorization: string | undefined; input: string[] }[] = [];
    const server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += String(chunk);
      });
      request.on('end', () => {
        const { input } = JSON.parse(body) as { input: string[] };
        requests.push({ authorization: request.headers.authorization, input });
        const data = input.map((text, index) => ({ index, embedding: [text.length, 1, 0] }));
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
    try {
      const run = captureCliIo({ env: { TOOLGATE_DATA_DIR: dataDir, EMBED_KEY: 'sk-cli-secret' } });
      const embeddingArgs = [
        '--embeddings-base-url',
        baseUrl,
        '--embeddings-model',
        'mini',
        '--embeddings-api-key-env',
        'EMBED_KEY',
      ];
      expect(await runCli(['index', docs, '--name', 'docs', ...embeddingArgs], run.io)).toBe(0);
      expect(run.out()).toMatch(/; 2 chunks, 2 embedded; /);
      expect(run.err()).toContain('progress: 2/2 chunks embedded\n');
      expect(requests).toEqual([
        { authorization: 'Bearer sk-cli-secret', input: [expect.any(String), expect.any(String)] },
      ]);
      const registryText = await readFile(join(dataDir, 'data-sources.json'), 'utf8');
      expect(registryText).not.toContain('sk-cli-secret');
      expect((await readDataSourceRegistry(dataDir)).dataSources[0]).toMatchObject({
        embeddings: { baseUrl, model: 'mini', apiKeyEnv: 'EMBED_KEY' },
      });

      // The key's variable is not set in this environment.
      const failing = captureCliIo({ env: { TOOLGATE_DATA_DIR: dataDir } });
      expect(await runCli(['index', docs, '--name', 'other', ...embeddingArgs], failing.io)).toBe(4);
      expect(failing.err()).toMatch(/EMBED_KEY .* is not set\. \(EMBEDDING_FAILED\)\n$/);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('draws a progress bar in place on a terminal', async () => {
    const run = capture();
    Object.assign(run.io.stderr, { isTTY: true });
    expect(await runCli(['index', docs, '--name', 'docs'], run.io)).toBe(0);
    expect(run.err()).toContain(`\r\u001b[2K[${'#'.repeat(30)}] 3/3 files setup.md`);
    expect(run.err()).not.toContain('progress:');
  });

  it('exits 2 on bad usage and 4 when the folder or the index cannot be used', async () => {
    const badName = capture();
    expect(await runCli(['index', docs, '--name', 'my docs'], badName.io)).toBe(2);
    expect(badName.err()).toMatch(/^toolgate: --name must be 1 to 64 letters.*'my docs'/);
    expect(await runCli(['index', docs], capture().io)).toBe(2);
    expect(await runCli(['index', docs, '--name', 'docs', '--chunk-size', 'big'], capture().io)).toBe(2);
    expect(await runCli(['index', docs, '--name', 'docs', '--data-security', 'ANYONE'], capture().io)).toBe(2);
    expect(await runCli(['index', docs, '--name', 'docs', '--embeddings-model', 'm'], capture().io)).toBe(2);

    const missing = capture();
    expect(await runCli(['index', join(root, 'nowhere'), '--name', 'docs'], missing.io)).toBe(4);
    expect(missing.err()).toMatch(/does not exist or is not a folder\. \(FOLDER_NOT_FOUND\)\n$/);

    await mkdir(join(dataDir, 'indexes'), { recursive: true });
    await writeFile(join(dataDir, 'indexes', 'broken.sqlite'), Buffer.alloc(4096, 0x41));
    const corrupt = capture();
    expect(await runCli(['index', docs, '--name', 'broken'], corrupt.io)).toBe(4);
    expect(corrupt.err()).toContain('(INDEX_CORRUPT)');
    expect((await readDataSourceRegistry(dataDir)).dataSources).toEqual([]);
  });
});
