import { type ConfidenceLevel, DataSecurity } from '@toolgate/core';
import {
  type DataSource,
  DataSourceKind,
  type DataSourcePassage,
  type DataSourceSearchOptions,
  type DataSourceSearchResult,
  type DataSourceSecurityRequirements,
  validateDataSource,
} from '@toolgate/tool-semantic-search';
import { EriClient, type EriClientOptions } from './EriClient.js';
import type { EriContentBlock, EriContext } from './EriTypes.js';

/** Default passages per page (AI Studio's default `maxMatches` of an ERI data source). */
export const DEFAULT_ERI_PAGE_SIZE = 10;

/** Options of {@link EriDataSource}. */
export interface EriDataSourceOptions {
  /** The id the model sees (letters, digits, `_`, `-`, `.`, `:`). */
  readonly id: string;
  /** The name shown to the model and the user. */
  readonly name: string;
  /** A client, or the options to build one. */
  readonly client: EriClient | EriClientOptions;
  /** Passages per page. Default {@link DEFAULT_ERI_PAGE_SIZE}. */
  readonly pageSize?: number | undefined;
  /** What the administrator allows; the server's live requirements can only tighten it. */
  readonly dataSecurity: DataSecurity;
  /** The confidence a provider must have. */
  readonly minimumProviderConfidence: ConfidenceLevel;
  /** The retrieval process to use (from `GET /retrieval/info`); default: the server chooses. */
  readonly retrievalProcessId?: string | undefined;
  /** Parameters of that process, values as strings. Default: the server's defaults. */
  readonly retrievalParameters?: Readonly<Record<string, string>> | undefined;
  /**
   * A description written by the administrator. When left out, the server's own (from
   * `GET /dataSource`) is used, filtered for prompt injections by the tool.
   */
  readonly description?: string | undefined;
}

/**
 * One ERI server as a data source of `semantic_search`. Searching sends the query as the latest
 * user prompt (with the conversation when the host passes it) and `maxMatches` = the passages the
 * tool needs; only text contexts become passages. The server's security requirements and
 * description are read live (`fetchSecurityRequirements`, `fetchDescription`).
 */
export class EriDataSource implements DataSource {
  readonly id: string;
  readonly name: string;
  readonly kind = DataSourceKind.EXTERNAL_ERI;
  readonly description: string | undefined;
  readonly pageSize: number;
  readonly dataSecurity: DataSecurity;
  readonly minimumProviderConfidence: ConfidenceLevel;
  readonly client: EriClient;
  readonly fetchDescription: ((signal: AbortSignal) => Promise<string>) | undefined;
  readonly #retrievalProcessId: string | null;
  readonly #parameters: Readonly<Record<string, string>> | null;

  constructor(options: EriDataSourceOptions) {
    this.id = options.id;
    this.name = options.name;
    this.description = options.description;
    this.pageSize = options.pageSize ?? DEFAULT_ERI_PAGE_SIZE;
    this.dataSecurity = options.dataSecurity ?? DataSecurity.NOT_SPECIFIED;
    this.minimumProviderConfidence = options.minimumProviderConfidence;
    this.client = options.client instanceof EriClient ? options.client : new EriClient(options.client);
    this.#retrievalProcessId = options.retrievalProcessId ?? null;
    this.#parameters = options.retrievalParameters ?? null;
    // The administrator's description wins; only without one does the server describe itself.
    this.fetchDescription =
      options.description === undefined
        ? async (signal) => (await this.client.getDataSourceInfo(signal)).description
        : undefined;
    validateDataSource(this);
  }

  async search(query: string, options: DataSourceSearchOptions): Promise<DataSourceSearchResult> {
    const blocks: EriContentBlock[] = (options.thread ?? []).map((message) => ({
      content: message.content,
      role: message.role,
      type: 'TEXT',
    }));
    // The pending answer is not part of the conversation so far (servers read the thread as such).
    while (blocks.length > 0 && blocks.at(-1)!.role === 'AI' && blocks.at(-1)!.content.trim() === '') blocks.pop();
    const last = blocks.at(-1);
    if (last === undefined || last.role !== 'USER' || last.content !== query) {
      blocks.push({ content: query, role: 'USER', type: 'TEXT' });
    }
    const contexts = await this.client.retrieve(
      {
        latestUserPrompt: query,
        latestUserPromptType: 'TEXT',
        thread: { contentBlocks: blocks },
        retrievalProcessId: this.#retrievalProcessId,
        parameters: this.#parameters,
        maxMatches: options.limit,
      },
      options.signal,
    );
    const passages = contexts
      .filter((context) => context.type === 'TEXT')
      .map(toPassage)
      .filter((passage) => passage.text.trim() !== '');
    return { passages: passages.slice(0, options.limit) };
  }

  async fetchSecurityRequirements(signal: AbortSignal): Promise<DataSourceSecurityRequirements> {
    return this.client.getSecurityRequirements(signal);
  }
}

function toPassage(context: EriContext): DataSourcePassage {
  const parts = [context.matchedContent.trim()];
  const surrounding = context.surroundingContent.map((text) => text.trim()).filter((text) => text !== '');
  if (surrounding.length > 0) parts.push(`Surrounding content:\n${surrounding.join('\n')}`);
  const links = context.links.map((link) => link.trim()).filter((link) => link !== '');
  if (links.length > 0) parts.push(`Related links:\n${links.map((link) => `- ${link}`).join('\n')}`);
  return {
    text: parts.join('\n\n'),
    title: context.name,
    ...(context.path === null || context.path.trim() === '' ? {} : { location: context.path }),
    ...(context.category.trim() === '' ? {} : { category: context.category }),
  };
}
