import {
  type ConfidenceLevel,
  DataSecurity,
  meetsConfidence,
  raceAbort,
  RetrievalMode,
  silentLogger,
  type ToolgateLogger,
} from '@toolgate/core';
import { type DataSource, type DataSourceAllowedProviderType, isExternalDataSourceKind } from './DataSource.js';
import { DataSourceError } from './DataSourceError.js';
import { validateDataSource } from './validateDataSource.js';

/** How long a live security check of a server may take before the source is skipped (the original's 6 s). */
export const DEFAULT_SECURITY_CHECK_TIMEOUT_MS = 6_000;

/** A provider, as far as data-source decisions need it. Never carries credentials. */
export interface DataSourceProvider {
  /** The configured provider's id (matched against `trustedProviderIds`). */
  readonly id: string;
  /** True for a provider the organization runs itself. */
  readonly isSelfHosted?: boolean | undefined;
  /** The provider's confidence level under the active scheme. */
  readonly confidence: ConfidenceLevel;
}

/** Why a data source may not be used with a provider. */
export type DataSourceBlockReason =
  /** The source's data security is NOT_SPECIFIED: nobody has decided where its data may go. */
  | 'DATA_SECURITY_NOT_SPECIFIED'
  /** The source (or its server) allows only self-hosted or trusted providers. */
  | 'SELF_HOSTED_PROVIDER_REQUIRED'
  /** The server lets its data go to no provider at all. */
  | 'NO_PROVIDER_ALLOWED'
  /** The provider's confidence is below the source's minimum. */
  | 'PROVIDER_CONFIDENCE_TOO_LOW'
  /** The server's security requirements could not be read (in time); the source is skipped. */
  | 'SECURITY_REQUIREMENTS_UNAVAILABLE';

/** The answer for one data source and one request. */
export type DataSourceUsability =
  | {
      readonly dataSource: DataSource;
      readonly usable: true;
      /** What the data demands of the chat once it reached the model (SELF_HOSTED when the server says so). */
      readonly dataSecurity: DataSecurity;
      readonly minimumProviderConfidence: ConfidenceLevel;
    }
  | {
      readonly dataSource: DataSource;
      readonly usable: false;
      readonly reason: DataSourceBlockReason;
      /** One line for people (and logs); no secrets. */
      readonly message: string;
    };

/** A usable data source with what it demands of the chat. */
export type UsableDataSource = Extract<DataSourceUsability, { usable: true }>;

/** Who receives the data of one request. */
export interface DataSourceRequestProviders {
  /** The provider that answers the chat. */
  readonly chatProvider: DataSourceProvider;
  /**
   * Providers of helper agents (data-source selection, result validation) that see the data in the
   * classic per-message retrieval. Ignored for `SEMANTIC_SEARCH`: no agent takes part there.
   */
  readonly agentProviders?: readonly DataSourceProvider[] | undefined;
  /** Which retrieval the request runs. Default `SEMANTIC_SEARCH`. */
  readonly mode?: RetrievalMode | undefined;
}

/** Options of {@link DataSourceService}. */
export interface DataSourceServiceOptions {
  /** The host's data sources (validated; ids unique). */
  readonly dataSources?: readonly DataSource[] | undefined;
  /** Provider ids the organization trusts with data-source security as if they were self-hosted. */
  readonly trustedProviderIds?: readonly string[] | undefined;
  /** Limit for a live security check, ms. Default {@link DEFAULT_SECURITY_CHECK_TIMEOUT_MS}. */
  readonly securityCheckTimeoutMs?: number | undefined;
  readonly logger?: ToolgateLogger | undefined;
}

/**
 * Decides which data sources a provider may use. A provider is trusted for data-source security
 * when it is self-hosted or its id is among the organization's `trustedProviderIds`. Per source:
 * NOT_SPECIFIED is never used; SELF_HOSTED only with trusted providers; ALLOW_ANY with any provider,
 * unless the source's server says otherwise right now (read live before each use, 6 s limit, any
 * failure skips the source: an external server can tighten its rules at any time). The provider's
 * confidence must reach the source's minimum.
 */
export class DataSourceService {
  readonly #dataSources: readonly DataSource[];
  readonly #byId: ReadonlyMap<string, DataSource>;
  readonly #trustedProviderIds: ReadonlySet<string>;
  readonly #securityCheckTimeoutMs: number;
  readonly #logger: ToolgateLogger;

  constructor(options: DataSourceServiceOptions = {}) {
    const byId = new Map<string, DataSource>();
    for (const source of options.dataSources ?? []) {
      validateDataSource(source);
      if (byId.has(source.id)) {
        throw new DataSourceError('INVALID_DATA_SOURCE', `Data source '${source.id}' is registered twice.`);
      }
      byId.set(source.id, source);
    }
    const timeout = options.securityCheckTimeoutMs ?? DEFAULT_SECURITY_CHECK_TIMEOUT_MS;
    if (!Number.isFinite(timeout) || timeout <= 0) {
      throw new DataSourceError('INVALID_DATA_SOURCE', 'The security check timeout must be a positive number of ms.');
    }
    this.#dataSources = [...byId.values()];
    this.#byId = byId;
    this.#trustedProviderIds = new Set(options.trustedProviderIds ?? []);
    this.#securityCheckTimeoutMs = timeout;
    this.#logger = options.logger ?? silentLogger;
  }

  /** Every registered data source, in registration order. */
  get dataSources(): readonly DataSource[] {
    return this.#dataSources;
  }

  /** The registered data source with this id, if any. */
  getDataSource(id: string): DataSource | undefined {
    return this.#byId.get(id);
  }

  /** True when the provider is self-hosted or the organization trusts it for data-source security. */
  isTrustedProvider(provider: DataSourceProvider): boolean {
    return provider.isSelfHosted === true || this.#trustedProviderIds.has(provider.id);
  }

  /**
   * Which of `dataSources` the request's providers may use, checked in parallel, in input order.
   * In `SEMANTIC_SEARCH` mode only the chat provider counts; in `EVERY_MESSAGE` mode every agent
   * provider too. A failing live check skips that source only.
   */
  async checkDataSources(
    dataSources: readonly DataSource[],
    providers: DataSourceRequestProviders,
    signal?: AbortSignal,
  ): Promise<DataSourceUsability[]> {
    const counted =
      (providers.mode ?? RetrievalMode.SEMANTIC_SEARCH) === RetrievalMode.SEMANTIC_SEARCH
        ? [providers.chatProvider]
        : [providers.chatProvider, ...(providers.agentProviders ?? [])];
    return Promise.all(dataSources.map((source) => this.#check(source, counted, signal)));
  }

  /** The usable ones of {@link checkDataSources}. */
  async getUsableDataSources(
    dataSources: readonly DataSource[],
    providers: DataSourceRequestProviders,
    signal?: AbortSignal,
  ): Promise<UsableDataSource[]> {
    const checked = await this.checkDataSources(dataSources, providers, signal);
    return checked.filter((entry): entry is UsableDataSource => entry.usable);
  }

  async #check(
    source: DataSource,
    providers: readonly DataSourceProvider[],
    signal: AbortSignal | undefined,
  ): Promise<DataSourceUsability> {
    const blocked = (reason: DataSourceBlockReason, message: string): DataSourceUsability => {
      this.#logger.debug('A data source is skipped for this request.', { dataSourceId: source.id, reason });
      return { dataSource: source, usable: false, reason, message };
    };
    const allTrusted = providers.every((provider) => this.isTrustedProvider(provider));
    if (source.dataSecurity === DataSecurity.NOT_SPECIFIED || !isKnownSecurity(source.dataSecurity)) {
      return blocked(
        'DATA_SECURITY_NOT_SPECIFIED',
        `The data security of '${source.name}' is not specified, so its data goes to no provider.`,
      );
    }
    if (source.dataSecurity === DataSecurity.SELF_HOSTED && !allTrusted) {
      return blocked(
        'SELF_HOSTED_PROVIDER_REQUIRED',
        `The data of '${source.name}' may go to self-hosted providers only.`,
      );
    }
    for (const provider of providers) {
      if (!meetsConfidence(provider.confidence, source.minimumProviderConfidence)) {
        return blocked(
          'PROVIDER_CONFIDENCE_TOO_LOW',
          `The data of '${source.name}' needs a provider confidence of at least ${source.minimumProviderConfidence}.`,
        );
      }
    }
    let dataSecurity: DataSecurity = source.dataSecurity;
    if (source.fetchSecurityRequirements !== undefined) {
      const allowed = await this.#readAllowedProviderType(source, signal);
      if (allowed === undefined) {
        return blocked(
          'SECURITY_REQUIREMENTS_UNAVAILABLE',
          `The security requirements of '${source.name}' could not be read, so it is skipped.`,
        );
      }
      if (allowed === 'NONE') {
        return blocked('NO_PROVIDER_ALLOWED', `The server of '${source.name}' lets its data go to no provider.`);
      }
      if (allowed === 'SELF_HOSTED') {
        if (!allTrusted) {
          return blocked(
            'SELF_HOSTED_PROVIDER_REQUIRED',
            `The server of '${source.name}' lets its data go to self-hosted providers only.`,
          );
        }
        dataSecurity = DataSecurity.SELF_HOSTED;
      }
    } else if (isExternalDataSourceKind(source.kind) && !allTrusted) {
      // Data searched elsewhere goes to an untrusted provider only when its server says so (the original's rule).
      return blocked(
        'SECURITY_REQUIREMENTS_UNAVAILABLE',
        `'${source.name}' states no security requirements of its own, so its data goes to self-hosted or trusted providers only.`,
      );
    }
    return {
      dataSource: source,
      usable: true,
      dataSecurity,
      minimumProviderConfidence: source.minimumProviderConfidence,
    };
  }

  async #readAllowedProviderType(
    source: DataSource,
    signal: AbortSignal | undefined,
  ): Promise<DataSourceAllowedProviderType | undefined> {
    const timeout = AbortSignal.timeout(this.#securityCheckTimeoutMs);
    const combined = signal === undefined ? timeout : AbortSignal.any([signal, timeout]);
    try {
      const requirements = await raceAbort(source.fetchSecurityRequirements!(combined), combined);
      const allowed = requirements?.allowedProviderType;
      if (allowed === 'NONE' || allowed === 'ANY' || allowed === 'SELF_HOSTED') return allowed;
      this.#logger.warn('A data source stated unknown security requirements; it is skipped.', {
        dataSourceId: source.id,
      });
      return undefined;
    } catch (error) {
      signal?.throwIfAborted();
      this.#logger.warn('The security requirements of a data source could not be read; it is skipped.', {
        dataSourceId: source.id,
        error: error instanceof Error ? error.name : typeof error,
        timedOut: timeout.aborted,
      });
      return undefined;
    }
  }
}

function isKnownSecurity(value: unknown): boolean {
  return value === DataSecurity.ALLOW_ANY || value === DataSecurity.SELF_HOSTED;
}
