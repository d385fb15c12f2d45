import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type EmbeddingTestServer, startEmbeddingTestServer } from '../test/EmbeddingTestServer.js';
import { OpenAICompatibleEmbeddingClient } from './EmbeddingClient.js';
import { LOCAL_INDEX_SCHEMA_VERSION, LocalFolderIndex } from './LocalFolderIndex.js';
import { LocalIndexError, LocalIndexErrorCode } from './LocalIndexError.js';

let root: string;
let folder: string;
let databasePath: string;
const opened: LocalFolderIndex[] = [];

function open(options: Partial<Parameters<typeof LocalFolderIndex.open>[0]> = {}): LocalFolderIndex {
  const index = LocalFolderIndex.open({ databasePath, folder, ...options });
  opened.push(index);
  return index;
}

async function write(relativePath: string, content: string | Uint8Array): Promise<void> {
  const path = join(folder, relativePath);
  await mkdir(join(path, '..'), { recursive: true });
  await writeFile(path, content);
}

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'toolgate-local-index-'));
  folder = join(root, 'docs');
  databasePath = join(root, 'index', 'docs.sqlite');
  await mkdir(folder);
});

afterEach(async () => {
  for (const index of opened.splice(0)) index.close();
  await rm(root, { recursive: true, force: true });
});

async function writeSampleFolder(): Promise<void> {
  await write(
    'guide.md',
    '# Installation guide\n\nInstall the package with the workspace link.\n\nThen run the build before the tests.\n',
  );
  await write(
    'notes/zebra.txt',
    'Field notes. The quagga and the zebra differ in their stripes; the quagga died out.\n',
  );
  await write(
    'page.html',
    '<!doctype html><html><head><title>Release notes</title></head><body><nav>Home | About</nav><main><article><h1>Release notes</h1><p>Version two brings faster indexing of folders and a new ranking. The ranking fuses two lists of results.</p><p>Upgrade by installing the new version; nothing else changes for existing users of the index.</p></article></main></body></html>',
  );
  await write('image.png', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]));
  await write('.hidden/secret.md', 'quagga secret that must never be indexed');
}

describe('LocalFolderIndex', () => {
  it('indexes Markdown, text and HTML (main content only), and skips binary and hidden files', async () => {
    await writeSampleFolder();
    const index = open();
    const summary = await index.update();
    expect(summary).toMatchObject({ added: 3, updated: 0, removed: 0, unchanged: 0, skipped: 1, filesRead: 4 });
    expect(summary.chunks).toBe(3);

    const [hit] = await index.search('quagga', { limit: 5 });
    expect(hit).toMatchObject({ path: 'notes/zebra.txt', title: 'zebra.txt', position: 0, chunkCount: 1 });
    expect(hit?.url).toBe(new URL(`file://${join(folder, 'notes/zebra.txt')}`).href);
    expect(hit?.score).toBeGreaterThan(0);
    expect(await index.search('secret', { limit: 5 })).toEqual([]);

    const [page] = await index.search('ranking fuses', { limit: 5 });
    expect(page).toMatchObject({ path: 'page.html', title: 'Release notes' });
    expect(page?.text).toContain('Version two brings faster indexing');
    expect(page?.text).not.toContain('Home | About');
    expect((await index.search('installation guide', { limit: 1 }))[0]?.title).toBe('Installation guide');
  });

  it('ranks first the document that contains the rare query words', async () => {
    const common = 'The project keeps its documents in a folder and the team reads them often. ';
    for (let i = 0; i < 12; i++) await write(`common-${i}.md`, `${common.repeat(3)}Document ${i} about the folder.`);
    await write('rare.md', `${common}The flux capacitor needs calibration before the journey.`);
    await write('half.md', `${common.repeat(2)}A capacitor stores charge.`);
    const index = open();
    await index.update();
    const results = await index.search('how do I calibrate the flux capacitor of the folder', { limit: 5 });
    expect(results[0]?.path).toBe('rare.md');
    expect(results[1]?.path).toBe('half.md');
    expect(results.map((passage) => passage.score)).toEqual(
      [...results.map((passage) => passage.score)].sort((a, b) => b - a),
    );
  });

  it('re-indexes an edited file, removes a deleted one, and does not read unchanged files again', async () => {
    await writeSampleFolder();
    const index = open();
    await index.update();
    const before = await index.search('stripes', { limit: 5 });
    expect(before).toHaveLength(1);

    await write('notes/zebra.txt', 'Field notes, edited. Okapis have striped legs.\n');
    await rm(join(folder, 'guide.md'));
    const progress: string[] = [];
    const summary = await index.update({
      onProgress: (step) => progress.push(`${step.done}/${step.total} ${step.path}`),
    });
    expect(summary).toMatchObject({
      added: 0,
      updated: 1,
      removed: 1,
      unchanged: 1,
      skipped: 1,
      filesRead: 1,
      chunks: 2,
    });
    expect(progress).toEqual(['1/3 image.png', '2/3 notes/zebra.txt', '3/3 page.html']);
    expect(await index.search('stripes', { limit: 5 })).toEqual([]);
    expect((await index.search('okapis', { limit: 5 }))[0]?.path).toBe('notes/zebra.txt');
    expect(await index.search('installation', { limit: 5 })).toEqual([]);

    const again = await index.update();
    expect(again).toMatchObject({ added: 0, updated: 0, removed: 0, unchanged: 2, skipped: 1, filesRead: 0 });
  });

  it('reads a touched file but keeps its chunks when the content hash is unchanged', async () => {
    await writeSampleFolder();
    const index = open();
    await index.update();
    const chunkIds = () =>
      new Database(databasePath, { readonly: true })
        .prepare('SELECT c.id FROM chunks c JOIN files f ON f.id = c.file_id WHERE f.path = ?')
        .pluck()
        .all('guide.md');
    const idsBefore = chunkIds();
    const later = new Date(Date.now() + 60_000);
    await utimes(join(folder, 'guide.md'), later, later);
    const summary = await index.update();
    expect(summary).toMatchObject({ added: 0, updated: 0, unchanged: 3, filesRead: 1 });
    expect(chunkIds()).toEqual(idsBefore);
    // The new modification time is recorded: the next update reads nothing.
    expect((await index.update()).filesRead).toBe(0);
  });

  it('re-opens an index from its file alone and keeps what it indexed', async () => {
    await writeSampleFolder();
    const first = open();
    await first.update();
    first.close();
    const reopened = open({ folder: undefined, readOnly: true });
    expect(reopened.statistics()).toMatchObject({ folder, files: 3, chunks: 3, embeddingModel: undefined });
    expect((await reopened.search('quagga', { limit: 1 }))[0]?.path).toBe('notes/zebra.txt');
  });

  it('chunks long documents with overlap and returns each chunk with its position', async () => {
    const sentences = Array.from({ length: 60 }, (_, i) => `Sentence number ${i} talks about topic${i}.`);
    await write('long.md', sentences.join(' '));
    const index = open({ chunkSize: 200, chunkOverlap: 60 });
    const summary = await index.update();
    expect(summary.chunks).toBeGreaterThan(10);
    const [hit] = await index.search('topic42', { limit: 3 });
    expect(hit?.text).toContain('topic42.');
    expect(hit?.position).toBeGreaterThan(0);
    expect(hit?.chunkCount).toBe(summary.chunks);
    // Chunk settings changed: every file is read and chunked again.
    index.close();
    const rechunked = open({ chunkSize: 400, chunkOverlap: 0 });
    const second = await rechunked.update();
    expect(second).toMatchObject({ filesRead: 1, updated: 1, unchanged: 0 });
  });

  it('treats every query as plain words: FTS5 syntax in a query is never an error or an operator', async () => {
    await writeSampleFolder();
    const index = open();
    await index.update();
    const queries = [
      '"unbalanced quagga',
      'quagga AND',
      'NOT quagga',
      'NEAR(quagga zebra',
      'text:quagga',
      'quagga*',
      '-quagga',
      '^quagga',
      '(quagga)) OR',
      'quagga + {zebra}',
      "quagga'; DROP TABLE chunks; --",
    ];
    for (const query of queries) {
      const results = await index.search(query, { limit: 5 });
      expect(results[0]?.path, query).toBe('notes/zebra.txt');
    }
    // '*' is no prefix operator, and 'OR', 'AND', 'NOT' and 'NEAR' are words like any other.
    expect(await index.search('quag*', { limit: 5 })).toEqual([]);
    expect(await index.search('OR NOT NEAR', { limit: 5 })).toEqual([]);
    expect(await index.search('*** ::: """', { limit: 5 })).toEqual([]);
    expect(await index.search('', { limit: 5 })).toEqual([]);
    expect(index.statistics().chunks).toBe(3);
  });

  it('refuses a damaged file, another SQLite database, and a newer schema with clear codes', async () => {
    await writeFile(join(root, 'garbage.sqlite'), Buffer.alloc(8_192, 0x5a));
    const corrupt = (() => {
      try {
        LocalFolderIndex.open({ databasePath: join(root, 'garbage.sqlite') });
      } catch (error) {
        return error;
      }
    })();
    expect(LocalIndexError.isInstance(corrupt)).toBe(true);
    expect(corrupt).toMatchObject({ code: LocalIndexErrorCode.INDEX_CORRUPT });

    const other = new Database(join(root, 'other.sqlite'));
    other.exec('CREATE TABLE t (x)');
    other.close();
    expect(() => LocalFolderIndex.open({ databasePath: join(root, 'other.sqlite') })).toThrowError(
      expect.objectContaining({ code: LocalIndexErrorCode.INDEX_CORRUPT }),
    );

    open().close();
    const raw = new Database(databasePath);
    raw.pragma(`user_version = ${LOCAL_INDEX_SCHEMA_VERSION + 1}`);
    raw.close();
    expect(() => LocalFolderIndex.open({ databasePath })).toThrowError(
      expect.objectContaining({
        code: LocalIndexErrorCode.INDEX_FROM_NEWER_VERSION,
        message: expect.stringContaining(`schema version ${LOCAL_INDEX_SCHEMA_VERSION + 1}`),
      }),
    );

    expect(() => LocalFolderIndex.open({ databasePath: join(root, 'missing.sqlite'), readOnly: true })).toThrowError(
      expect.objectContaining({ code: LocalIndexErrorCode.INDEX_NOT_FOUND }),
    );
  });

  it('reports a folder that does not exist', async () => {
    const index = open({ folder: join(root, 'nowhere') });
    await expect(index.update()).rejects.toMatchObject({ code: LocalIndexErrorCode.FOLDER_NOT_FOUND });
  });

  describe('with embeddings', () => {
    let server: EmbeddingTestServer;
    // Dimensions: how often a text says "wind", "electricity", "maintenance"; the query "turbine" means wind power.
    const vectorOf = (text: string): number[] => {
      if (text === 'turbine') return [1, 1, 0, 0.01];
      const count = (word: string) => (text.toLowerCase().match(new RegExp(`\\b${word}\\b`, 'g')) ?? []).length;
      return [count('wind'), count('electricity'), count('maintenance'), 0.01];
    };
    beforeEach(async () => {
      server = await startEmbeddingTestServer(vectorOf);
    });
    afterEach(async () => {
      await server.close();
    });

    async function writeTurbineFolder(): Promise<void> {
      await write('x-maintenance.md', 'The turbine turbine maintenance schedule: turbine maintenance every month.');
      await write(
        'y-wind.md',
        'Wind power notes: a turbine turns wind into electricity for the grid, and more electricity at night.',
      );
      await write('z1-offshore.md', 'Wind farms offshore.');
      await write('z2-onshore.md', 'Wind farms onshore.');
    }

    it('fuses BM25 with cosine similarity, which changes the order in a checkable way', async () => {
      await writeTurbineFolder();
      const plain = open();
      await plain.update();
      expect((await plain.search('turbine', { limit: 4 })).map((passage) => passage.path)).toEqual([
        'x-maintenance.md',
        'y-wind.md',
      ]);
      plain.close();

      const embeddings = new OpenAICompatibleEmbeddingClient({
        baseUrl: server.baseUrl,
        model: 'test-embed',
        apiKeyEnvironmentVariable: 'TEST_EMBEDDINGS_KEY',
        environment: { TEST_EMBEDDINGS_KEY: 'sk-test-secret' },
        batchSize: 3,
      });
      const hybrid = open({ embeddings });
      const summary = await hybrid.update();
      expect(summary).toMatchObject({ unchanged: 4, chunksEmbedded: 4 });
      // Four chunks in batches of three: two requests, each with the key from the environment.
      expect(server.requests.map((request) => request.input.length)).toEqual([3, 1]);
      expect(server.requests.every((request) => request.authorization === 'Bearer sk-test-secret')).toBe(true);
      expect(server.requests[0]?.model).toBe('test-embed');

      const results = await hybrid.search('turbine', { limit: 4 });
      // y-wind is second for BM25 but first for cosine; x-maintenance is first for BM25 but last for cosine.
      expect(results.map((passage) => passage.path)).toEqual([
        'y-wind.md',
        'x-maintenance.md',
        'z1-offshore.md',
        'z2-onshore.md',
      ]);
      expect(results[0]?.score).toBeCloseTo(1 / 61 + 1 / 62, 10);
      expect(results[2]?.score).toBeCloseTo(1 / 62, 10);
      expect(hybrid.statistics()).toMatchObject({ embeddedChunks: 4, embeddingModel: 'test-embed' });

      // An unchanged folder embeds nothing again.
      const requestsBefore = server.requests.length;
      expect((await hybrid.update()).chunksEmbedded).toBe(0);
      expect(server.requests).toHaveLength(requestsBefore);
    });

    it('refuses to mix models and reports a failing endpoint without its key', async () => {
      await writeTurbineFolder();
      const client = (model: string) =>
        new OpenAICompatibleEmbeddingClient({
          baseUrl: server.baseUrl,
          model,
          apiKeyEnvironmentVariable: 'KEY',
          environment: { KEY: 'sk-never-shown' },
        });
      const first = open({ embeddings: client('model-a') });
      await first.update();
      first.close();
      const other = open({ embeddings: client('model-b') });
      await expect(other.search('turbine', { limit: 3 })).rejects.toMatchObject({
        code: LocalIndexErrorCode.EMBEDDING_MODEL_MISMATCH,
      });

      server.failWith = { status: 401, body: '{"error":"bad key Bearer sk-never-shown"}' };
      const error = await other.update().catch((caught: unknown) => caught);
      expect(error).toMatchObject({ code: LocalIndexErrorCode.EMBEDDING_FAILED, status: 401 });
      expect(String((error as Error).message)).toContain('HTTP 401');
      expect(String((error as Error).message)).not.toContain('sk-never-shown');

      const missingKey = new OpenAICompatibleEmbeddingClient({
        baseUrl: server.baseUrl,
        model: 'model-a',
        apiKeyEnvironmentVariable: 'NOT_SET_ANYWHERE',
        environment: {},
      });
      await expect(missingKey.embed(['x'])).rejects.toMatchObject({
        code: LocalIndexErrorCode.EMBEDDING_FAILED,
        message: expect.stringContaining('NOT_SET_ANYWHERE'),
      });
    });
  });
});
