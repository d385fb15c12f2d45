import { AsyncLocalStorage } from 'node:async_hooks';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  type CallToolResult,
  ListToolsRequestSchema,
  type ListToolsResult,
  type LoggingLevel,
  LoggingLevelSchema,
  type ServerNotification,
  type ServerRequest,
  SetLevelRequestSchema,
  type Tool,
} from '@modelcontextprotocol/sdk/types.js';
import type { RequestHandlerExtra } from '@modelcontextprotocol/sdk/shared/protocol.js';
import {
  BuiltInToolIds,
  ChatThread,
  ConfidenceLevel,
  type PromptInjectionFinding,
  type RunnableTool,
  type ToolCallOutcome,
  ToolComponent,
  ToolExecutor,
  ToolInvocationStatus,
  type ToolProviderSettings,
  type ToolRegistry,
  type ToolResolutionContext,
  type ToolSettingsStore,
  type ToolgateLogger,
  assertConfidenceLevel,
  resolveToolSettingsValues,
  silentLogger,
} from '@toolgate/core';

/** The MCP tool annotations Toolgate fills in (hints for the client, never a security boundary). */
export interface McpToolAnnotations {
  /** True when the tool changes nothing outside (it only reads). */
  readonly readOnlyHint?: boolean | undefined;
  /** True when the tool reaches an open world (the web) rather than a closed set of data. */
  readonly openWorldHint?: boolean | undefined;
  readonly destructiveHint?: boolean | undefined;
  readonly idempotentHint?: boolean | undefined;
}

/**
 * A tool argument that names a web address the tool may only read when the address was given to
 * the model. An MCP server does not see the conversation, so it asks the user (elicitation).
 */
export interface McpWebAddressConfirmation {
  /** The tool's function name, e.g. `read_web_page`. */
  readonly toolName: string;
  /** The argument that carries the address, e.g. `url`. */
  readonly argumentName: string;
  /** A settings field that switches the check off when it is `ON` (e.g. `freeAddressChoice`). */
  readonly freeChoiceSetting?: string | undefined;
}

/** The default: `read_web_page`'s `url`, unless its `freeAddressChoice` setting is `ON`. */
export const DEFAULT_WEB_ADDRESS_CONFIRMATIONS: readonly McpWebAddressConfirmation[] = Object.freeze([
  Object.freeze({
    toolName: BuiltInToolIds.READ_WEB_PAGE,
    argumentName: 'url',
    freeChoiceSetting: 'freeAddressChoice',
  }),
]);

/** The default annotations of the built-in tools: they only read, and the web ones reach the open web. */
export const DEFAULT_MCP_TOOL_ANNOTATIONS: Readonly<Record<string, McpToolAnnotations>> = Object.freeze({
  [BuiltInToolIds.WEB_SEARCH]: Object.freeze({ readOnlyHint: true, openWorldHint: true }),
  [BuiltInToolIds.READ_WEB_PAGE]: Object.freeze({ readOnlyHint: true, openWorldHint: true }),
  [BuiltInToolIds.SEARCH_CONFLUENCE]: Object.freeze({ readOnlyHint: true, openWorldHint: false }),
  [BuiltInToolIds.SEMANTIC_SEARCH]: Object.freeze({ readOnlyHint: true, openWorldHint: false }),
});

/** What the prompt-injection guard removed from one source during a call. */
export interface McpInjectionReport {
  /** The tool that fetched the content. */
  readonly toolId: string;
  /** The page address (or another label) of the content. */
  readonly source: string;
  readonly findings: readonly PromptInjectionFinding[];
  readonly redactedCount: number;
}

/** Options of a {@link McpToolServer}. */
export interface McpToolServerOptions {
  /** The tools to serve. Only those the registry offers for {@link clientConfidence} are listed. */
  readonly registry: ToolRegistry;
  /** Organization and user settings: switches, confidence overrides, tool settings values. */
  readonly settings: ToolSettingsStore;
  /**
   * How far the operator trusts the MCP client (and the model behind it) with data. The server
   * cannot see the client's provider, so it must be declared. Default `UNKNOWN`.
   */
  readonly clientConfidence?: ConfidenceLevel | undefined;
  /** True when the client and its model run on the organization's own machines. Default false. */
  readonly clientIsSelfHosted?: boolean | undefined;
  /** The component whose tool visibility applies. Default `CHAT`. */
  readonly component?: ToolComponent | undefined;
  /** The server's name in the MCP handshake. Default `toolgate`. */
  readonly serverName?: string | undefined;
  /** The server's version in the MCP handshake. Default `0.1.0`. */
  readonly serverVersion?: string | undefined;
  /** Annotations per tool id, merged over {@link DEFAULT_MCP_TOOL_ANNOTATIONS}. */
  readonly toolAnnotations?: Readonly<Record<string, McpToolAnnotations>> | undefined;
  /** Arguments whose addresses need the user's consent. Default {@link DEFAULT_WEB_ADDRESS_CONFIRMATIONS}. */
  readonly webAddressConfirmations?: readonly McpWebAddressConfirmation[] | undefined;
  /** How long the user may take to answer an address question, in ms. Default 120000. */
  readonly elicitationTimeoutMs?: number | undefined;
  /**
   * Milliseconds between progress notifications while a call runs, for clients that sent a
   * `progressToken`. A notification is always sent at the start and at the end. Default 2000; 0: only those two.
   */
  readonly progressIntervalMs?: number | undefined;
  /** Told what the guard removed, besides the client (which gets an MCP log message). */
  readonly onInjectionReport?: ((report: McpInjectionReport) => void) | undefined;
  /** Names, ids and statuses only. Default: silent. */
  readonly logger?: ToolgateLogger | undefined;
}

/** The MCP logger name of Toolgate's messages. */
export const MCP_LOGGER_NAME = 'toolgate';

/** What the user is asked when the model wants to read an address nobody gave it. */
export function webAddressQuestion(toolName: string, address: string): string {
  return `The model wants ${toolName} to read ${address}. This address was not given in the conversation as far as the server can tell. Allow reading it once?`;
}

/** The content of a call whose result the client may not receive under the session's requirements. */
export const RESULT_WITHHELD_PREFIX = 'The result was withheld: ';

interface RunningCall {
  readonly toolId: string;
  /** True when the client asked for fewer messages than warnings (`logging/setLevel`). */
  readonly warningsIgnored: () => boolean;
  readonly sendNotification: (notification: ServerNotification) => Promise<void>;
}

type HandlerExtra = RequestHandlerExtra<ServerRequest, ServerNotification>;

/**
 * Serves a {@link ToolRegistry} over the Model Context Protocol. Each MCP session gets its own
 * SDK `Server` and its own `ChatThread` (requirements of a session only tighten); every call runs
 * through core's `ToolExecutor`, so argument refusals, settings, confidence, data security and the
 * guard apply exactly as in a chat. Connect a session to a transport with `serveStdio`, or serve
 * many over HTTP with `startMcpHttpServer`.
 */
export class McpToolServer {
  readonly #registry: ToolRegistry;
  readonly #settings: ToolSettingsStore;
  readonly #clientConfidence: ConfidenceLevel;
  readonly #clientIsSelfHosted: boolean;
  readonly #component: ToolComponent;
  readonly #serverName: string;
  readonly #serverVersion: string;
  readonly #annotations: Readonly<Record<string, McpToolAnnotations>>;
  readonly #confirmations: readonly McpWebAddressConfirmation[];
  readonly #elicitationTimeoutMs: number;
  readonly #progressIntervalMs: number;
  readonly #onInjectionReport: McpToolServerOptions['onInjectionReport'];
  readonly #logger: ToolgateLogger;
  readonly #executor: ToolExecutor;
  readonly #runningCall = new AsyncLocalStorage<RunningCall>();
  #callCount = 0;

  constructor(options: McpToolServerOptions) {
    this.#registry = options.registry;
    this.#settings = options.settings;
    this.#clientConfidence = assertConfidenceLevel(options.clientConfidence ?? ConfidenceLevel.UNKNOWN);
    this.#clientIsSelfHosted = options.clientIsSelfHosted ?? false;
    this.#component = options.component ?? ToolComponent.CHAT;
    this.#serverName = options.serverName ?? 'toolgate';
    this.#serverVersion = options.serverVersion ?? '0.1.0';
    this.#annotations = { ...DEFAULT_MCP_TOOL_ANNOTATIONS, ...options.toolAnnotations };
    this.#confirmations = options.webAddressConfirmations ?? DEFAULT_WEB_ADDRESS_CONFIRMATIONS;
    this.#elicitationTimeoutMs = options.elicitationTimeoutMs ?? 120_000;
    this.#progressIntervalMs = options.progressIntervalMs ?? 2000;
    this.#onInjectionReport = options.onInjectionReport;
    this.#logger = options.logger ?? silentLogger;
    this.#executor = new ToolExecutor({ logger: this.#logger });
  }

  /** The confidence the operator declared for the client. */
  get clientConfidence(): ConfidenceLevel {
    return this.#clientConfidence;
  }

  /**
   * A new MCP session: an SDK `Server` with the tools handlers, and a fresh `ChatThread`. Connect
   * it to one transport (`server.connect(transport)`).
   */
  createSession(): Server {
    const chatThread = new ChatThread();
    const server = new Server(
      { name: this.#serverName, version: this.#serverVersion },
      { capabilities: { tools: { listChanged: false }, logging: {} } },
    );
    // The session's log level, as the client set it: messages below it are not sent.
    let logLevel: LoggingLevel | undefined;
    server.setRequestHandler(SetLevelRequestSchema, async (request) => {
      logLevel = request.params.level;
      return {};
    });
    const warningsIgnored = () => logLevel !== undefined && severity(logLevel) > severity('warning');
    server.setRequestHandler(ListToolsRequestSchema, async (_request, extra) => this.#listTools(chatThread, extra));
    server.setRequestHandler(CallToolRequestSchema, async (request, extra) =>
      this.#callTool(server, chatThread, warningsIgnored, request.params.name, request.params.arguments, extra),
    );
    return server;
  }

  /**
   * Reports what the guard removed during the call running now: to the client of that call (an
   * MCP `notifications/message` at level `warning`) and to the host's listener. Wire the tools'
   * injection callbacks (e.g. `ReadWebPageTool`'s `onInjectionReport`) to it.
   */
  reportInjection(report: McpInjectionReport): void {
    try {
      this.#onInjectionReport?.(report);
    } catch (error) {
      this.#logger.warn('The injection report listener failed.', {
        error: error instanceof Error ? error.name : 'unknown',
      });
    }
    const running = this.#runningCall.getStore();
    if (running === undefined || running.warningsIgnored()) return;
    running
      .sendNotification({
        method: 'notifications/message',
        params: {
          level: 'warning',
          logger: MCP_LOGGER_NAME,
          data: {
            message: `Removed ${report.redactedCount} suspicious passage(s) from '${report.source}'.`,
            toolId: report.toolId,
            source: report.source,
            redactedCount: report.redactedCount,
            findings: report.findings.map((finding) => ({
              ruleId: finding.ruleId,
              category: finding.category,
              snippet: finding.snippet,
            })),
          },
        },
      })
      .catch(() => {
        // The client may have gone; the host's listener has the report.
      });
  }

  #provider(): ToolProviderSettings {
    return {
      id: 'mcp-client',
      displayName: 'MCP client',
      confidence: this.#clientConfidence,
      canCallTools: true,
      isSelfHosted: this.#clientIsSelfHosted,
    };
  }

  #context(chatThread: ChatThread): ToolResolutionContext {
    return { component: this.#component, provider: this.#provider(), chatThread, settings: this.#settings };
  }

  async #runnableTools(chatThread: ChatThread, signal: AbortSignal): Promise<RunnableTool[]> {
    const ids = this.#registry.definitions.map((definition) => definition.id);
    return this.#registry.getRunnableTools(this.#context(chatThread), ids, signal);
  }

  async #listTools(chatThread: ChatThread, extra: HandlerExtra): Promise<ListToolsResult> {
    const runnable = await this.#runnableTools(chatThread, extra.signal);
    return { tools: runnable.map((tool) => this.#describe(tool)) };
  }

  #describe({ definition, implementation }: RunnableTool): Tool {
    const instructions = definition.systemPromptInstructions.trim();
    const description =
      instructions === ''
        ? definition.function.descriptionForLLM
        : `${definition.function.descriptionForLLM}\n\n${instructions}`;
    const annotations: McpToolAnnotations & { title?: string } = {
      title: displayName(implementation.getDisplayName.bind(implementation), definition.id),
      ...(implementation.returnsUntrustedExternalContent === true ? { openWorldHint: true } : {}),
      ...this.#annotations[definition.id],
    };
    return {
      name: definition.function.name,
      title: annotations.title,
      description,
      inputSchema: definition.function.parameters as Tool['inputSchema'],
      annotations,
    };
  }

  async #callTool(
    server: Server,
    chatThread: ChatThread,
    warningsIgnored: () => boolean,
    toolName: string,
    args: Record<string, unknown> | undefined,
    extra: HandlerExtra,
  ): Promise<CallToolResult> {
    const signal = extra.signal;
    const argumentsJson = JSON.stringify(args ?? {});
    const runnableTools = await this.#runnableTools(chatThread, signal);
    const tool = runnableTools.find((candidate) => candidate.definition.function.name === toolName);
    const progress = new ProgressReporter(extra, toolName, this.#progressIntervalMs);
    progress.start();
    try {
      const callThread =
        tool === undefined ? chatThread : await this.#confirmAddress(server, chatThread, tool, args ?? {}, extra);
      this.#callCount += 1;
      const order = this.#callCount;
      const outcome = await this.#runningCall.run(
        { toolId: tool?.definition.id ?? toolName, warningsIgnored, sendNotification: extra.sendNotification },
        () =>
          this.#executor.execute(
            { callId: `mcp_${String(extra.requestId)}`, toolName, argumentsJson, order },
            {
              runnableTools,
              settings: this.#settings,
              provider: this.#provider(),
              providerConfidence: this.#clientConfidence,
              chatThread: callThread,
            },
            signal,
          ),
      );
      return this.#toResult(chatThread, outcome, argumentsJson);
    } finally {
      progress.stop();
    }
  }

  /**
   * The thread the call runs with: the session's, or (when the user allowed an address nobody
   * gave) a copy of its requirements that counts that one address as given, for this call only.
   */
  async #confirmAddress(
    server: Server,
    chatThread: ChatThread,
    tool: RunnableTool,
    args: Record<string, unknown>,
    extra: HandlerExtra,
  ): Promise<ChatThread> {
    const rule = this.#confirmations.find((candidate) => candidate.toolName === tool.definition.function.name);
    if (rule === undefined) return chatThread;
    const address = args[rule.argumentName];
    // A missing or malformed address is the tool's to refuse, with its own message.
    if (typeof address !== 'string' || !isHttpAddress(address)) return chatThread;
    if (chatThread.isWebAddressGivenToTheModel(address)) return chatThread;
    if (rule.freeChoiceSetting !== undefined) {
      const values = resolveToolSettingsValues(this.#settings, tool.definition);
      if (values[rule.freeChoiceSetting] === 'ON') return chatThread;
    }
    if (server.getClientCapabilities()?.elicitation?.form === undefined) return chatThread;
    let accepted = false;
    try {
      const answer = await server.elicitInput(
        {
          mode: 'form',
          message: webAddressQuestion(tool.definition.function.name, address),
          requestedSchema: { type: 'object', properties: {} },
        },
        { relatedRequestId: extra.requestId, signal: extra.signal, timeout: this.#elicitationTimeoutMs },
      );
      accepted = answer.action === 'accept';
    } catch (error) {
      if (extra.signal.aborted) throw error;
      // No answer (timeout, client error) counts as declined: the tool blocks with its usual message.
      this.#logger.info('The user did not answer the address question.', { toolId: tool.definition.id });
    }
    this.#logger.info('The user answered the address question.', { toolId: tool.definition.id, accepted });
    if (!accepted) return chatThread;
    const callThread = new ChatThread({
      requiredProviderConfidence: chatThread.requiredProviderConfidence,
      dataSecurity: chatThread.dataSecurity,
    });
    callThread.addGivenWebAddresses(address);
    return callThread;
  }

  /** The MCP result of an outcome; a result the client may not see is withheld; the session tightens from what it got. */
  #toResult(chatThread: ChatThread, outcome: ToolCallOutcome, argumentsJson: string): CallToolResult {
    if (outcome.trace.status !== ToolInvocationStatus.SUCCESS) {
      return { content: [{ type: 'text', text: outcome.content }], isError: true };
    }
    const tightened = new ChatThread({
      requiredProviderConfidence: chatThread.requiredProviderConfidence,
      dataSecurity: chatThread.dataSecurity,
    });
    tightened.requireProviderConfidence(outcome.requiredProviderConfidence);
    tightened.requireDataSecurity(outcome.requiredDataSecurity);
    const check = tightened.checkProvider({
      confidence: this.#clientConfidence,
      isSelfHosted: this.#clientIsSelfHosted,
    });
    if (!check.allowed) {
      this.#logger.warn('A tool result was withheld from the MCP client.', {
        toolId: outcome.trace.toolId,
        reason: check.reason,
      });
      return { content: [{ type: 'text', text: `${RESULT_WITHHELD_PREFIX}${check.message}` }], isError: true };
    }
    chatThread.addGivenWebAddressesFromToolResult(outcome.content, argumentsJson);
    chatThread.requireProviderConfidence(outcome.requiredProviderConfidence);
    chatThread.requireDataSecurity(outcome.requiredDataSecurity);
    const links = outcome.sources
      .filter((source) => source.url.trim() !== '')
      .map((source) => ({
        type: 'resource_link' as const,
        uri: source.url,
        name: source.title.trim() === '' ? source.url : source.title,
      }));
    return { content: [{ type: 'text', text: outcome.content }, ...links] };
  }
}

function severity(level: LoggingLevel): number {
  return LoggingLevelSchema.options.indexOf(level);
}

// A tool whose display name fails is still listed, under its id.
function displayName(read: () => string, fallback: string): string {
  try {
    const text = read();
    return typeof text === 'string' && text.trim() !== '' ? text : fallback;
  } catch {
    return fallback;
  }
}

function isHttpAddress(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Sends `notifications/progress` for a call whose client sent a `progressToken`: at the start, while it runs, at the end. */
class ProgressReporter {
  readonly #extra: HandlerExtra;
  readonly #toolName: string;
  readonly #intervalMs: number;
  readonly #token: string | number | undefined;
  #progress = 0;
  #timer: ReturnType<typeof setInterval> | undefined;

  constructor(extra: HandlerExtra, toolName: string, intervalMs: number) {
    this.#extra = extra;
    this.#toolName = toolName;
    this.#intervalMs = intervalMs;
    this.#token = extra._meta?.progressToken;
  }

  start(): void {
    if (this.#token === undefined) return;
    this.#send(`${this.#toolName} started.`);
    if (this.#intervalMs > 0) {
      this.#timer = setInterval(() => this.#send(`${this.#toolName} is still running.`), this.#intervalMs);
      this.#timer.unref();
    }
  }

  stop(): void {
    if (this.#timer !== undefined) clearInterval(this.#timer);
    this.#timer = undefined;
    if (this.#token === undefined || this.#extra.signal.aborted) return;
    this.#send(`${this.#toolName} finished.`);
  }

  #send(message: string): void {
    if (this.#token === undefined) return;
    this.#progress += 1;
    this.#extra
      .sendNotification({
        method: 'notifications/progress',
        params: { progressToken: this.#token, progress: this.#progress, message },
      })
      .catch(() => {
        // A client that went away needs no progress.
      });
  }
}
