import {
  ChatThread,
  type ConfidenceLevel,
  InMemoryToolSettingsStore,
  type RunnableTool,
  type ToolCallOutcome,
  ToolComponent,
  type ToolExecutionScope,
  ToolExecutor,
  type ToolImplementation,
  ToolRegistry,
  type ToolResolutionContext,
} from '../index.js';

/** How a {@link ToolTestBed} sets up the host around its tool. */
export interface ToolTestBedOptions {
  /** User setting values by full key (`<toolId>.<field>`); default none. */
  readonly settings?: Readonly<Record<string, string>>;
  /** The confidence of the calling provider; default `HIGH`. */
  readonly confidence?: ConfidenceLevel;
  /** The administrator's minimum provider confidence by tool id; default none. */
  readonly minimumProviderConfidenceByToolId?: Readonly<Record<string, ConfidenceLevel>>;
  /** The chat the calls belong to; default a new one. */
  readonly chatThread?: ChatThread;
}

/** Runs single calls of one tool the way a host does: registry offer, then the executor. */
export class ToolTestBed {
  readonly registry: ToolRegistry;
  readonly chatThread: ChatThread;
  readonly #settings: InMemoryToolSettingsStore;
  readonly #confidence: ConfidenceLevel;
  #order = 0;

  constructor(tool: ToolImplementation, options: ToolTestBedOptions = {}) {
    this.registry = new ToolRegistry([tool]);
    this.#settings = new InMemoryToolSettingsStore({
      userValues: options.settings ?? {},
      minimumProviderConfidenceByToolId: options.minimumProviderConfidenceByToolId ?? {},
    });
    this.#confidence = options.confidence ?? 'HIGH';
    this.chatThread = options.chatThread ?? new ChatThread();
  }

  get context(): ToolResolutionContext {
    return {
      component: ToolComponent.CHAT,
      provider: { id: 'test', confidence: this.#confidence, canCallTools: true },
      chatThread: this.chatThread,
      settings: this.#settings,
    };
  }

  /** The tools a request would offer (every registered one selected). */
  async offered(): Promise<RunnableTool[]> {
    return this.registry.getRunnableTools(
      this.context,
      this.registry.definitions.map((definition) => definition.id),
    );
  }

  /** Executes one call and tightens the chat from a successful outcome, as the loop does. */
  async call(toolName: string, args: unknown): Promise<ToolCallOutcome & { readonly json: unknown }> {
    const runnableTools = [...this.registry.definitions].map((definition) => ({
      definition,
      implementation: this.registry.getImplementation(definition.id) as ToolImplementation,
    }));
    const scope: ToolExecutionScope = {
      runnableTools,
      settings: this.#settings,
      provider: { id: 'test' },
      providerConfidence: this.#confidence,
      chatThread: this.chatThread,
    };
    this.#order += 1;
    const outcome = await new ToolExecutor().execute(
      { callId: `call_${this.#order}`, toolName, argumentsJson: JSON.stringify(args), order: this.#order },
      scope,
      new AbortController().signal,
    );
    if (outcome.trace.status === 'SUCCESS')
      this.chatThread.requireProviderConfidence(outcome.requiredProviderConfidence);
    let json: unknown;
    try {
      json = JSON.parse(outcome.content);
    } catch {
      json = undefined;
    }
    return { ...outcome, json };
  }
}
