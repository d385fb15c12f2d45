import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { WebPageContentExtractor } from '@toolgate/web-retrieval';
import Database from 'better-sqlite3';
import { chunkText } from './chunkText.js';
import type { EmbeddingClient } from './EmbeddingClient.js';
import { LocalIndexError, LocalIndexErrorCode } from './LocalIndexError.js';
import { readIndexableFile } from './readIndexableFile.js';
import { reciprocalRankFusion } from './reciprocalRankFusion.js';
import { type ScannedFile, scanFolder } from './scanFolder.js';
import { toFtsQuery } from './toFtsQuery.js';

/** The schema this version writes and reads (`PRAGMA user_version`). A higher one is refused. */
export const LOCAL_INDEX_SCHEMA_VERSION = 1;
/** `PRAGMA application_id` of a Toolgate local index ("TGLI"), so another SQLite file is recognised as not ours. */
export const LOCAL_INDEX_APPLICATION_ID = 0x54474c49;

/** Defaults of {@link LocalFolderIndexOptions}. */
export const LOCAL_INDEX_DEFAULTS = {
  chunkSize: 1_200,
  chunkOverlap: 200,
  maxFileBytes: 5 * 1024 * 1024,
  vectorCandidates: 100,
} as const;

/** How a {@link LocalFolderIndex} is opened. */
export interface LocalFolderIndexOptions {
  /** The SQLite file of the index; created (with its folder) if missing, unless `readOnly`. */
  readonly databasePath: string;
  /** The folder to index. Left out: the folder the index was last built from. */
  readonly folder?: string;
  /** The most characters of a chunk. Default 1,200. A change re-chunks every file on the next update. */
  readonly chunkSize?: number;
  /** How many characters of a chunk's end the next one repeats, in whole sentences or paragraphs. Default 200. */
  readonly chunkOverlap?: number;
  /** Files larger than this are skipped. Default 5 MiB. */
  readonly maxFileBytes?: number;
  /** Embeds chunks on update and queries on search; with it, ranking is hybrid (BM25 fused with cosine). */
  readonly embeddings?: EmbeddingClient;
  /** Open for searching only; the file must exist. Default false. */
  readonly readOnly?: boolean;
  /** The HTML extractor to use. Default a new one (closed with the index). */
  readonly extractor?: WebPageContentExtractor;
}

/** One step of {@link LocalFolderIndex.update}, for a progress display. */
export interface LocalIndexProgress {
  readonly phase: 'files' | 'embeddings';
  /** Files (or chunks, while embedding) done so far. */
  readonly done: number;
  readonly total: number;
  /** The file just handled (phase `files`). */
  readonly path?: string;
}

/** Options of one {@link LocalFolderIndex.update}. */
export interface LocalIndexUpdateOptions {
  readonly onProgress?: (progress: LocalIndexProgress) => void;
  readonly signal?: AbortSignal;
}

/** What an update did. */
export interface LocalIndexUpdateSummary {
  /** Files indexed for the first time. */
  readonly added: number;
  /** Files whose content changed and were indexed again. */
  readonly updated: number;
  /** Files gone from the folder (or no longer indexable) and removed from the index. */
  readonly removed: number;
  /** Indexed files whose content did not change. */
  readonly unchanged: number;
  /** Files not indexed: binary content or larger than `maxFileBytes`. */
  readonly skipped: number;
  /** Files whose bytes were read in this update (unchanged size and modification time skip the read). */
  readonly filesRead: number;
  /** Chunks in the index after the update. */
  readonly chunks: number;
  /** Chunks embedded in this update. */
  readonly chunksEmbedded: number;
  readonly durationMs: number;
}

/** One chunk that matched a search. */
export interface LocalIndexPassage {
  /** The file's path relative to the indexed folder, `/`-separated. */
  readonly path: string;
  /** The file's `file://` URL. */
  readonly url: string;
  /** The document title: an HTML page's title, a Markdown file's first heading, else the file name. */
  readonly title: string;
  /** 0-based position of the chunk within its file. */
  readonly position: number;
  /** How many chunks the file has. */
  readonly chunkCount: number;
  /** Character offsets of the chunk in the file's indexed text (HTML: the extracted Markdown). */
  readonly start: number;
  readonly end: number;
  readonly text: string;
  /** Higher is better: the negated BM25 score, or the reciprocal-rank-fusion score in hybrid ranking. */
  readonly score: number;
}

/** Options of one {@link LocalFolderIndex.search}. */
export interface LocalIndexSearchOptions {
  /** How many passages from the best one on. */
  readonly limit: number;
  readonly signal?: AbortSignal;
}

/** Facts about an index. */
export interface LocalIndexStatistics {
  readonly folder: string | undefined;
  readonly files: number;
  readonly chunks: number;
  readonly embeddedChunks: number;
  readonly embeddingModel: string | undefined;
  readonly chunkSize: number;
  readonly chunkOverlap: number;
}

interface FileRow {
  readonly id: number;
  readonly path: string;
  readonly content_hash: string;
  readonly size: number;
  readonly modified_ms: number;
  readonly indexed: number;
}

interface ChunkRow {
  readonly id: number;
  readonly path: string;
  readonly title: string;
  readonly chunk_count: number;
  readonly position: number;
  readonly start_offset: number;
  readonly end_offset: number;
  readonly text: string;
}

interface PendingFile {
  readonly scanned: ScannedFile;
  readonly existingId: number | undefined;
  readonly hash: string;
  readonly title: string;
  readonly chunks: readonly {
    readonly position: number;
    readonly start: number;
    readonly end: number;
    readonly text: string;
  }[];
}

const SCHEMA = `
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
CREATE TABLE files (
  id INTEGER PRIMARY KEY,
  path TEXT NOT NULL UNIQUE,
  content_hash TEXT NOT NULL,
  size INTEGER NOT NULL,
  modified_ms INTEGER NOT NULL,
  indexed INTEGER NOT NULL,
  title TEXT NOT NULL,
  chunk_count INTEGER NOT NULL
);
CREATE TABLE chunks (
  id INTEGER PRIMARY KEY,
  file_id INTEGER NOT NULL REFERENCES files(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  start_offset INTEGER NOT NULL,
  end_offset INTEGER NOT NULL,
  text TEXT NOT NULL,
  embedding BLOB
);
CREATE INDEX chunks_by_file ON chunks(file_id);
CREATE VIRTUAL TABLE chunks_fts USING fts5(text, content='chunks', content_rowid='id', tokenize='unicode61 remove_diacritics 2');
CREATE TRIGGER chunks_after_insert AFTER INSERT ON chunks BEGIN
  INSERT INTO chunks_fts(rowid, text) VALUES (new.id, new.text);
END;
CREATE TRIGGER chunks_after_delete AFTER DELETE ON chunks BEGIN
  INSERT INTO chunks_fts(chunks_fts, rowid, text) VALUES ('delete', old.id, old.text);
END;
`;

/** Pending files written in one transaction: fewer commits, far faster bulk indexing. */
const FILES_PER_TRANSACTION = 200;

function sqliteCode(error: unknown): string | undefined {
  return error instanceof Database.SqliteError ? error.code : undefined;
}

function isCorruption(error: unknown): boolean {
  const code = sqliteCode(error);
  return code !== undefined && (code.startsWith('SQLITE_CORRUPT') || code === 'SQLITE_NOTADB');
}

function checkCount(name: string, value: number, minimum: number): void {
  if (!Number.isSafeInteger(value) || value < minimum) {
    throw new RangeError(`${name} must be an integer of at least ${minimum}, not ${String(value)}.`);
  }
}

function vectorOf(blob: Buffer): Float32Array {
  // Copy: the blob's bytes may not be 4-byte aligned within its buffer.
  const copy = new Uint8Array(blob.byteLength);
  copy.set(blob);
  return new Float32Array(copy.buffer);
}

function normalised(vector: Float32Array): Float32Array {
  let sum = 0;
  for (const value of vector) sum += value * value;
  const length = Math.sqrt(sum);
  if (length === 0) return vector;
  const result = new Float32Array(vector.length);
  for (let i = 0; i < vector.length; i++) result[i] = (vector[i] as number) / length;
  return result;
}

/**
 * An embedded on-disk index of a folder: one SQLite file (through better-sqlite3) holding the
 * files' chunks in an FTS5 table ranked by BM25, and, when an {@link EmbeddingClient} is given,
 * a vector per chunk for hybrid ranking (reciprocal rank fusion of the BM25 and the cosine
 * rankings). {@link update} re-indexes incrementally: unchanged files are skipped (by size and
 * modification time, then by content hash), edited files replaced, deleted files removed.
 */
export class LocalFolderIndex {
  readonly databasePath: string;
  readonly #db: Database.Database;
  readonly #folder: string | undefined;
  readonly #chunkSize: number;
  readonly #chunkOverlap: number;
  readonly #maxFileBytes: number;
  readonly #embeddings: EmbeddingClient | undefined;
  readonly #extractor: WebPageContentExtractor;
  readonly #ownsExtractor: boolean;
  #vectors: { readonly ids: Int32Array; readonly vectors: Float32Array[] } | undefined;
  #closed = false;

  private constructor(db: Database.Database, databasePath: string, options: LocalFolderIndexOptions) {
    this.#db = db;
    this.databasePath = databasePath;
    this.#folder = options.folder === undefined ? undefined : resolve(options.folder);
    this.#chunkSize = options.chunkSize ?? LOCAL_INDEX_DEFAULTS.chunkSize;
    this.#chunkOverlap = options.chunkOverlap ?? LOCAL_INDEX_DEFAULTS.chunkOverlap;
    this.#maxFileBytes = options.maxFileBytes ?? LOCAL_INDEX_DEFAULTS.maxFileBytes;
    this.#embeddings = options.embeddings;
    this.#extractor = options.extractor ?? new WebPageContentExtractor();
    this.#ownsExtractor = options.extractor === undefined;
  }

  /**
   * Opens (or creates) the index in `options.databasePath`. Throws a {@link LocalIndexError}
   * `INDEX_FROM_NEWER_VERSION` for a file written by a newer schema, and `INDEX_CORRUPT` for a
   * file that is not a SQLite database, is damaged, or belongs to something else.
   */
  static open(options: LocalFolderIndexOptions): LocalFolderIndex {
    checkCount('chunkSize', options.chunkSize ?? LOCAL_INDEX_DEFAULTS.chunkSize, 100);
    checkCount('chunkOverlap', options.chunkOverlap ?? LOCAL_INDEX_DEFAULTS.chunkOverlap, 0);
    checkCount('maxFileBytes', options.maxFileBytes ?? LOCAL_INDEX_DEFAULTS.maxFileBytes, 1);
    if (
      (options.chunkOverlap ?? LOCAL_INDEX_DEFAULTS.chunkOverlap) >=
      (options.chunkSize ?? LOCAL_INDEX_DEFAULTS.chunkSize)
    ) {
      throw new RangeError('chunkOverlap must be smaller than chunkSize.');
    }
    const databasePath = resolve(options.databasePath);
    const readOnly = options.readOnly === true;
    if (readOnly && !existsSync(databasePath)) {
      throw new LocalIndexError(
        LocalIndexErrorCode.INDEX_NOT_FOUND,
        `There is no index at ${databasePath}. Index the folder first.`,
        { databasePath },
      );
    }
    if (!readOnly) mkdirSync(dirname(databasePath), { recursive: true });
    let db: Database.Database;
    try {
      db = new Database(databasePath, { readonly: readOnly, fileMustExist: readOnly });
    } catch (error) {
      throw new LocalIndexError(
        LocalIndexErrorCode.INDEX_CORRUPT,
        `The index ${databasePath} could not be opened: ${error instanceof Error ? error.message : String(error)}`,
        { cause: error, databasePath },
      );
    }
    try {
      LocalFolderIndex.#prepareSchema(db, databasePath, readOnly);
    } catch (error) {
      db.close();
      if (LocalIndexError.isInstance(error)) throw error;
      throw new LocalIndexError(
        LocalIndexErrorCode.INDEX_CORRUPT,
        `The index ${databasePath} is damaged or not a SQLite database (${sqliteCode(error) ?? 'unreadable'}). Delete it and index the folder again.`,
        { cause: error, databasePath },
      );
    }
    return new LocalFolderIndex(db, databasePath, options);
  }

  static #prepareSchema(db: Database.Database, databasePath: string, readOnly: boolean): void {
    const version = db.pragma('user_version', { simple: true }) as number;
    const applicationId = db.pragma('application_id', { simple: true }) as number;
    const tables = (db.prepare("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table'").get() as { n: number })
      .n;
    if (version === 0 && applicationId === 0 && tables === 0) {
      if (readOnly) {
        throw new LocalIndexError(LocalIndexErrorCode.INDEX_CORRUPT, `The index ${databasePath} is empty.`, {
          databasePath,
        });
      }
      db.pragma('journal_mode = WAL');
      db.transaction(() => {
        db.exec(SCHEMA);
        db.pragma(`application_id = ${LOCAL_INDEX_APPLICATION_ID}`);
        db.pragma(`user_version = ${LOCAL_INDEX_SCHEMA_VERSION}`);
      })();
    } else if (applicationId !== LOCAL_INDEX_APPLICATION_ID) {
      throw new LocalIndexError(
        LocalIndexErrorCode.INDEX_CORRUPT,
        `The file ${databasePath} is a SQLite database, but not a Toolgate local index. Choose another file.`,
        { databasePath },
      );
    } else if (version > LOCAL_INDEX_SCHEMA_VERSION) {
      throw new LocalIndexError(
        LocalIndexErrorCode.INDEX_FROM_NEWER_VERSION,
        `The index ${databasePath} has schema version ${version}, written by a newer @toolgate/datasource-local; this version reads up to ${LOCAL_INDEX_SCHEMA_VERSION}. Update the package, or delete the file and index the folder again.`,
        { databasePath },
      );
    } else if (version < 1) {
      throw new LocalIndexError(LocalIndexErrorCode.INDEX_CORRUPT, `The index ${databasePath} has no schema version.`, {
        databasePath,
      });
    }
    db.pragma('foreign_keys = ON');
    if (!readOnly) db.pragma('synchronous = NORMAL');
    // Reading the tables once finds a damaged header or schema now rather than mid-search.
    db.prepare('SELECT count(*) FROM files').get();
    db.prepare('SELECT count(*) FROM meta').get();
  }

  /** Closes the database (and the extractor, if the index created it). */
  close(): void {
    if (this.#closed) return;
    this.#closed = true;
    this.#db.close();
    if (this.#ownsExtractor) this.#extractor.close();
  }

  #meta(key: string): string | undefined {
    return (this.#db.prepare('SELECT value FROM meta WHERE key = ?').get(key) as { value: string } | undefined)?.value;
  }

  #setMeta(key: string, value: string | undefined): void {
    if (value === undefined) this.#db.prepare('DELETE FROM meta WHERE key = ?').run(key);
    else
      this.#db
        .prepare('INSERT INTO meta(key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value')
        .run(key, value);
  }

  #guarded<T>(action: () => T): T {
    if (this.#closed) {
      throw new LocalIndexError(LocalIndexErrorCode.INDEX_CLOSED, `The index ${this.databasePath} is closed.`, {
        databasePath: this.databasePath,
      });
    }
    try {
      return action();
    } catch (error) {
      if (isCorruption(error)) {
        throw new LocalIndexError(
          LocalIndexErrorCode.INDEX_CORRUPT,
          `The index ${this.databasePath} is damaged (${sqliteCode(error)}). Delete it and index the folder again.`,
          { cause: error, databasePath: this.databasePath },
        );
      }
      throw error;
    }
  }

  /** The folder the index was built from, files, chunks and settings. */
  statistics(): LocalIndexStatistics {
    return this.#guarded(() => {
      const counts = this.#db
        .prepare(
          'SELECT (SELECT count(*) FROM files WHERE indexed = 1) AS files, (SELECT count(*) FROM chunks) AS chunks, (SELECT count(*) FROM chunks WHERE embedding IS NOT NULL) AS embedded',
        )
        .get() as { files: number; chunks: number; embedded: number };
      return {
        folder: this.#meta('folder'),
        files: counts.files,
        chunks: counts.chunks,
        embeddedChunks: counts.embedded,
        embeddingModel: this.#meta('embedding_model'),
        chunkSize: Number(this.#meta('chunk_size') ?? this.#chunkSize),
        chunkOverlap: Number(this.#meta('chunk_overlap') ?? this.#chunkOverlap),
      };
    });
  }

  /**
   * Brings the index up to date with the folder: new files are added, edited ones replaced,
   * deleted ones removed; a file whose size and modification time are unchanged is not read, and
   * one whose content hash is unchanged is not indexed again. With embeddings configured, every
   * chunk without a vector (or with one of another model) is embedded, in batches.
   */
  async update(options: LocalIndexUpdateOptions = {}): Promise<LocalIndexUpdateSummary> {
    const began = performance.now();
    const folder = this.#folder ?? this.#guarded(() => this.#meta('folder'));
    if (folder === undefined) {
      throw new LocalIndexError(
        LocalIndexErrorCode.FOLDER_NOT_FOUND,
        `The index ${this.databasePath} has no folder yet: give one to index.`,
        { databasePath: this.databasePath },
      );
    }
    if (!existsSync(folder) || !statSync(folder).isDirectory()) {
      throw new LocalIndexError(
        LocalIndexErrorCode.FOLDER_NOT_FOUND,
        `The folder ${folder} does not exist or is not a folder.`,
        {
          databasePath: this.databasePath,
        },
      );
    }
    const scanned = await scanFolder(folder);
    const settings = `${this.#chunkSize}/${this.#chunkOverlap}`;
    const existing = this.#guarded(() => {
      // Another folder or other chunk settings: every file must be read and chunked again.
      const storedSettings = `${this.#meta('chunk_size')}/${this.#meta('chunk_overlap')}`;
      if (this.#meta('folder') !== folder || storedSettings !== settings) {
        this.#db.prepare("UPDATE files SET modified_ms = -1, content_hash = ''").run();
      }
      const rows = this.#db
        .prepare('SELECT id, path, content_hash, size, modified_ms, indexed FROM files')
        .all() as FileRow[];
      return new Map(rows.map((row) => [row.path, row]));
    });
    let added = 0;
    let updated = 0;
    let removed = 0;
    let unchanged = 0;
    let skipped = 0;
    let filesRead = 0;
    const pending: PendingFile[] = [];
    const touched: { id: number; size: number; modifiedMs: number }[] = [];
    const toRemove: number[] = [];
    const flush = (): void => {
      this.#guarded(() => this.#write(pending, touched, toRemove));
      pending.length = 0;
      touched.length = 0;
      toRemove.length = 0;
    };
    const seen = new Set<string>();
    let done = 0;
    for (const file of scanned) {
      options.signal?.throwIfAborted();
      seen.add(file.relativePath);
      const before = existing.get(file.relativePath);
      const result = await this.#prepareFile(file, before);
      if (result.read) filesRead++;
      switch (result.outcome) {
        case 'unchanged':
          if (before?.indexed === 1) unchanged++;
          else skipped++;
          if (result.touched && before !== undefined)
            touched.push({ id: before.id, size: file.size, modifiedMs: file.modifiedMs });
          break;
        case 'skipped':
          skipped++;
          if (before?.indexed === 1) removed++;
          pending.push(result.pending);
          break;
        case 'indexed':
          if (before === undefined || before.indexed === 0) added++;
          else updated++;
          pending.push(result.pending);
          break;
      }
      done++;
      options.onProgress?.({ phase: 'files', done, total: scanned.length, path: file.relativePath });
      if (pending.length >= FILES_PER_TRANSACTION) flush();
    }
    for (const [path, row] of existing) {
      if (seen.has(path)) continue;
      toRemove.push(row.id);
      if (row.indexed === 1) removed++;
    }
    flush();
    this.#guarded(() => {
      this.#setMeta('folder', folder);
      this.#setMeta('chunk_size', String(this.#chunkSize));
      this.#setMeta('chunk_overlap', String(this.#chunkOverlap));
    });
    const chunksEmbedded = await this.#embedMissing(options);
    this.#vectors = undefined;
    const chunks = this.statistics().chunks;
    return {
      added,
      updated,
      removed,
      unchanged,
      skipped,
      filesRead,
      chunks,
      chunksEmbedded,
      durationMs: Math.round(performance.now() - began),
    };
  }

  async #prepareFile(
    file: ScannedFile,
    before: FileRow | undefined,
  ): Promise<
    | { readonly read: boolean; readonly outcome: 'unchanged'; readonly touched: boolean }
    | { readonly read: boolean; readonly outcome: 'skipped' | 'indexed'; readonly pending: PendingFile }
  > {
    if (before !== undefined && before.size === file.size && before.modified_ms === file.modifiedMs) {
      return { read: false, outcome: 'unchanged', touched: false };
    }
    const skippedFile = (hash: string): PendingFile => ({
      scanned: file,
      existingId: before?.id,
      hash,
      title: '',
      chunks: [],
    });
    if (file.size > this.#maxFileBytes) {
      return { read: false, outcome: 'skipped', pending: skippedFile(`size:${file.size}`) };
    }
    const bytes = await readFile(file.absolutePath);
    const hash = createHash('sha256').update(bytes).digest('hex');
    if (before !== undefined && before.content_hash === hash)
      return { read: true, outcome: 'unchanged', touched: true };
    const content = await readIndexableFile(file.absolutePath, bytes, this.#extractor);
    if (!content.indexable) return { read: true, outcome: 'skipped', pending: skippedFile(hash) };
    const chunks = chunkText(content.text, { chunkSize: this.#chunkSize, chunkOverlap: this.#chunkOverlap });
    return {
      read: true,
      outcome: 'indexed',
      pending: { scanned: file, existingId: before?.id, hash, title: content.title, chunks },
    };
  }

  #write(
    pending: readonly PendingFile[],
    touched: readonly { id: number; size: number; modifiedMs: number }[],
    toRemove: readonly number[],
  ): void {
    const deleteChunks = this.#db.prepare('DELETE FROM chunks WHERE file_id = ?');
    const deleteFile = this.#db.prepare('DELETE FROM files WHERE id = ?');
    const upsertFile = this.#db.prepare(
      `INSERT INTO files(path, content_hash, size, modified_ms, indexed, title, chunk_count) VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT(path) DO UPDATE SET content_hash = excluded.content_hash, size = excluded.size, modified_ms = excluded.modified_ms,
       indexed = excluded.indexed, title = excluded.title, chunk_count = excluded.chunk_count RETURNING id`,
    );
    const insertChunk = this.#db.prepare(
      'INSERT INTO chunks(file_id, position, start_offset, end_offset, text) VALUES (?, ?, ?, ?, ?)',
    );
    const touch = this.#db.prepare('UPDATE files SET size = ?, modified_ms = ? WHERE id = ?');
    this.#db.transaction(() => {
      for (const id of toRemove) {
        deleteChunks.run(id);
        deleteFile.run(id);
      }
      for (const file of touched) touch.run(file.size, file.modifiedMs, file.id);
      for (const file of pending) {
        if (file.existingId !== undefined) deleteChunks.run(file.existingId);
        const indexed = file.chunks.length > 0 || file.title !== '' ? 1 : 0;
        const { id } = upsertFile.get(
          file.scanned.relativePath,
          file.hash,
          file.scanned.size,
          file.scanned.modifiedMs,
          indexed,
          file.title,
          file.chunks.length,
        ) as { id: number };
        for (const chunk of file.chunks) insertChunk.run(id, chunk.position, chunk.start, chunk.end, chunk.text);
      }
    })();
  }

  async #embedMissing(options: LocalIndexUpdateOptions): Promise<number> {
    const client = this.#embeddings;
    if (client === undefined) return 0;
    if (this.#guarded(() => this.#meta('embedding_model')) !== client.model) {
      // Vectors of two models cannot be compared: start over with the configured one.
      this.#guarded(() => {
        this.#db.prepare('UPDATE chunks SET embedding = NULL WHERE embedding IS NOT NULL').run();
        this.#setMeta('embedding_model', client.model);
      });
    }
    const missing = this.#guarded(
      () =>
        this.#db.prepare('SELECT id, text FROM chunks WHERE embedding IS NULL ORDER BY id').all() as {
          id: number;
          text: string;
        }[],
    );
    const store = this.#db.prepare('UPDATE chunks SET embedding = ? WHERE id = ?');
    const batch = 256;
    for (let start = 0; start < missing.length; start += batch) {
      options.signal?.throwIfAborted();
      const slice = missing.slice(start, start + batch);
      const vectors = await client.embed(
        slice.map((chunk) => chunk.text),
        options.signal,
      );
      this.#guarded(() =>
        this.#db.transaction(() => {
          slice.forEach((chunk, i) => {
            const vector = vectors[i] as Float32Array;
            store.run(Buffer.from(vector.buffer, vector.byteOffset, vector.byteLength), chunk.id);
          });
        })(),
      );
      options.onProgress?.({ phase: 'embeddings', done: start + slice.length, total: missing.length });
    }
    return missing.length;
  }

  #loadVectors(): { readonly ids: Int32Array; readonly vectors: Float32Array[] } {
    if (this.#vectors !== undefined) return this.#vectors;
    const rows = this.#db.prepare('SELECT id, embedding FROM chunks WHERE embedding IS NOT NULL ORDER BY id').all() as {
      id: number;
      embedding: Buffer;
    }[];
    this.#vectors = {
      ids: Int32Array.from(rows.map((row) => row.id)),
      vectors: rows.map((row) => normalised(vectorOf(row.embedding))),
    };
    return this.#vectors;
  }

  /**
   * The `limit` best passages for a query, best first. Words of the query are matched as plain
   * words (nothing in it is read as FTS5 syntax); BM25 ranks them. When the index holds vectors
   * and an embedding client of the same model is configured, the BM25 ranking and the cosine
   * ranking of the query's vector are fused by reciprocal rank fusion (k = 60), so passages that
   * share no word with the query can still be found.
   */
  async search(query: string, options: LocalIndexSearchOptions): Promise<LocalIndexPassage[]> {
    checkCount('limit', options.limit, 1);
    const ftsQuery = toFtsQuery(query);
    const hybrid = this.#guarded(() => {
      const model = this.#meta('embedding_model');
      if (this.#embeddings === undefined || model === undefined) return false;
      if (model !== this.#embeddings.model) {
        throw new LocalIndexError(
          LocalIndexErrorCode.EMBEDDING_MODEL_MISMATCH,
          `The index ${this.databasePath} holds embeddings of the model "${model}", but "${this.#embeddings.model}" is configured. Index the folder again with the new model, or configure "${model}".`,
          { databasePath: this.databasePath },
        );
      }
      return this.#loadVectors().ids.length > 0;
    });
    const candidates = hybrid ? Math.max(options.limit, LOCAL_INDEX_DEFAULTS.vectorCandidates) : options.limit;
    const textRanking = this.#guarded(() =>
      ftsQuery === undefined
        ? []
        : (this.#db
            .prepare(
              'SELECT rowid AS id, bm25(chunks_fts) AS rank FROM chunks_fts WHERE chunks_fts MATCH ? ORDER BY rank, rowid LIMIT ?',
            )
            .all(ftsQuery, candidates) as { id: number; rank: number }[]),
    );
    let ranked: { id: number; score: number }[];
    if (hybrid && query.trim() !== '') {
      const [queryVector] = await (this.#embeddings as EmbeddingClient).embed([query], options.signal);
      const vectorRanking = this.#guarded(() =>
        this.#rankByCosine(normalised(queryVector as Float32Array), candidates),
      );
      ranked = reciprocalRankFusion([textRanking.map((row) => row.id), vectorRanking]).map(({ item, score }) => ({
        id: item,
        score,
      }));
    } else {
      ranked = textRanking.map((row) => ({ id: row.id, score: -row.rank }));
    }
    ranked = ranked.slice(0, options.limit);
    if (ranked.length === 0) return [];
    const rows = this.#guarded(() => {
      const select = this.#db.prepare(
        `SELECT c.id, f.path, f.title, f.chunk_count, c.position, c.start_offset, c.end_offset, c.text
         FROM chunks c JOIN files f ON f.id = c.file_id WHERE c.id = ?`,
      );
      return ranked.map((entry) => select.get(entry.id) as ChunkRow);
    });
    const folder = this.#guarded(() => this.#meta('folder')) ?? '';
    return rows.map((row, i) => ({
      path: row.path,
      url: pathToFileURL(resolve(folder, row.path)).href,
      title: row.title,
      position: row.position,
      chunkCount: row.chunk_count,
      start: row.start_offset,
      end: row.end_offset,
      text: row.text,
      score: (ranked[i] as { score: number }).score,
    }));
  }

  #rankByCosine(query: Float32Array, count: number): number[] {
    const { ids, vectors } = this.#loadVectors();
    const scored: { id: number; similarity: number }[] = [];
    for (let i = 0; i < vectors.length; i++) {
      const vector = vectors[i] as Float32Array;
      if (vector.length !== query.length) {
        throw new LocalIndexError(
          LocalIndexErrorCode.EMBEDDING_FAILED,
          `The query's embedding has ${query.length} dimensions, the index's ${vector.length}.`,
          { databasePath: this.databasePath },
        );
      }
      let dot = 0;
      for (let d = 0; d < query.length; d++) dot += (query[d] as number) * (vector[d] as number);
      scored.push({ id: ids[i] as number, similarity: dot });
    }
    scored.sort((a, b) => b.similarity - a.similarity || a.id - b.id);
    return scored.slice(0, count).map((entry) => entry.id);
  }
}
