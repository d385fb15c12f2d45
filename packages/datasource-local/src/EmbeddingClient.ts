import { LocalIndexError, LocalIndexErrorCode } from './LocalIndexError.js';

/** Turns texts into vectors. {@link OpenAICompatibleEmbeddingClient} is the one this package ships. */
export interface EmbeddingClient {
  /** The model name; the index records it and refuses to mix vectors of two models. */
  readonly model: string;
  /** One vector per text, in the order of the texts. */
  embed(texts: readonly string[], signal?: AbortSignal): Promise<Float32Array[]>;
}

/** Settings of an {@link OpenAICompatibleEmbeddingClient}. */
export interface OpenAICompatibleEmbeddingClientOptions {
  /** The API's base URL including its version, e.g. `https://api.openai.com/v1` or `http://127.0.0.1:11434/v1`; requests go to `<baseUrl>/embeddings`. */
  readonly baseUrl: string;
  /** The embedding model, e.g. `text-embedding-3-small` or `nomic-embed-text`. */
  readonly model: string;
  /** The name of the environment variable that holds the API key (the key itself never enters settings). Left out: no `Authorization` header, as local servers expect. */
  readonly apiKeyEnvironmentVariable?: string;
  /** Where the environment variable is looked up. Default `process.env`. */
  readonly environment?: Readonly<Record<string, string | undefined>>;
  /** Texts per request. Default 64. */
  readonly batchSize?: number;
  /** Milliseconds one request may take. Default 60,000. */
  readonly timeoutMs?: number;
  /** The fetch to use. Default the global `fetch`. */
  readonly fetch?: typeof fetch;
}

/** Defaults of {@link OpenAICompatibleEmbeddingClientOptions}. */
export const EMBEDDING_CLIENT_DEFAULTS = { batchSize: 64, timeoutMs: 60_000 } as const;

interface EmbeddingResponseItem {
  readonly index?: unknown;
  readonly embedding?: unknown;
}

/**
 * A client of any OpenAI-compatible `POST /v1/embeddings` endpoint (OpenAI, Ollama, vLLM, LM Studio,
 * llama.cpp, text-embeddings-inference…): texts go in batches as `{ model, input: [...] }`, vectors
 * come back as `data[i].embedding`, put in order by `data[i].index`. Failures are
 * {@link LocalIndexError}s with code `EMBEDDING_FAILED`, which never contain the key.
 */
export class OpenAICompatibleEmbeddingClient implements EmbeddingClient {
  readonly model: string;
  readonly #url: string;
  readonly #apiKeyVariable: string | undefined;
  readonly #environment: Readonly<Record<string, string | undefined>>;
  readonly #batchSize: number;
  readonly #timeoutMs: number;
  readonly #fetch: typeof fetch;

  constructor(options: OpenAICompatibleEmbeddingClientOptions) {
    let base: URL;
    try {
      base = new URL(options.baseUrl);
    } catch (error) {
      throw new RangeError(`The embeddings base URL must be an absolute URL, not "${options.baseUrl}".`, {
        cause: error,
      });
    }
    if (base.protocol !== 'http:' && base.protocol !== 'https:') {
      throw new RangeError(`The embeddings base URL must use http or https, not "${base.protocol}".`);
    }
    if (options.model.trim() === '') throw new RangeError('The embedding model must not be empty.');
    this.model = options.model;
    this.#url = `${base.href.replace(/\/+$/, '')}/embeddings`;
    this.#apiKeyVariable = options.apiKeyEnvironmentVariable;
    this.#environment = options.environment ?? process.env;
    this.#batchSize = options.batchSize ?? EMBEDDING_CLIENT_DEFAULTS.batchSize;
    this.#timeoutMs = options.timeoutMs ?? EMBEDDING_CLIENT_DEFAULTS.timeoutMs;
    this.#fetch = options.fetch ?? fetch;
    if (!Number.isSafeInteger(this.#batchSize) || this.#batchSize < 1) {
      throw new RangeError(`The embedding batch size must be a positive integer, not ${String(options.batchSize)}.`);
    }
  }

  async embed(texts: readonly string[], signal?: AbortSignal): Promise<Float32Array[]> {
    const vectors: Float32Array[] = [];
    for (let start = 0; start < texts.length; start += this.#batchSize) {
      vectors.push(...(await this.#embedBatch(texts.slice(start, start + this.#batchSize), signal)));
    }
    return vectors;
  }

  #apiKey(): string | undefined {
    if (this.#apiKeyVariable === undefined) return undefined;
    const key = this.#environment[this.#apiKeyVariable];
    if (key === undefined || key.trim() === '') {
      throw new LocalIndexError(
        LocalIndexErrorCode.EMBEDDING_FAILED,
        `The environment variable ${this.#apiKeyVariable} that should hold the embeddings API key is not set.`,
      );
    }
    return key.trim();
  }

  async #embedBatch(batch: readonly string[], signal: AbortSignal | undefined): Promise<Float32Array[]> {
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
    const key = this.#apiKey();
    if (key !== undefined) headers.authorization = `Bearer ${key}`;
    const timeout = AbortSignal.timeout(this.#timeoutMs);
    let response: Response;
    try {
      response = await this.#fetch(this.#url, {
        method: 'POST',
        headers,
        body: JSON.stringify({ model: this.model, input: batch, encoding_format: 'float' }),
        signal: signal === undefined ? timeout : AbortSignal.any([signal, timeout]),
      });
    } catch (error) {
      const reason = timeout.aborted ? `did not answer within ${this.#timeoutMs} ms` : 'could not be reached';
      throw new LocalIndexError(
        LocalIndexErrorCode.EMBEDDING_FAILED,
        `The embeddings endpoint ${this.#url} ${reason}.`,
        {
          cause: error,
        },
      );
    }
    const body = await response.text().catch(() => '');
    if (!response.ok) {
      // A server may echo the request's headers: never let the key into the message.
      const excerpt = key === undefined ? body.slice(0, 200) : body.slice(0, 200).replaceAll(key, '[redacted]');
      throw new LocalIndexError(
        LocalIndexErrorCode.EMBEDDING_FAILED,
        `The embeddings endpoint ${this.#url} answered HTTP ${response.status}: ${excerpt}`,
        { status: response.status },
      );
    }
    return this.#parse(body, batch.length);
  }

  #parse(body: string, expected: number): Float32Array[] {
    const malformed = (what: string): LocalIndexError =>
      new LocalIndexError(
        LocalIndexErrorCode.EMBEDDING_FAILED,
        `The embeddings endpoint ${this.#url} answered malformed data: ${what}.`,
      );
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      throw malformed('not JSON');
    }
    const data = (parsed as { data?: unknown }).data;
    if (!Array.isArray(data) || data.length !== expected) {
      throw malformed(`expected ${expected} items in "data"`);
    }
    const vectors: (Float32Array | undefined)[] = new Array(expected);
    data.forEach((item: EmbeddingResponseItem, position) => {
      const index = typeof item.index === 'number' ? item.index : position;
      const embedding = item.embedding;
      if (!Number.isInteger(index) || index < 0 || index >= expected || vectors[index] !== undefined) {
        throw malformed(`item ${position} has index ${String(item.index)}`);
      }
      if (!Array.isArray(embedding) || embedding.length === 0 || !embedding.every((v) => typeof v === 'number')) {
        throw malformed(`item ${position} has no numeric "embedding"`);
      }
      vectors[index] = Float32Array.from(embedding as number[]);
    });
    const dimensions = vectors[0]?.length;
    if (vectors.some((vector) => vector?.length !== dimensions)) throw malformed('vectors of different lengths');
    return vectors as Float32Array[];
  }
}
