import { ConfidenceLevel, meetsConfidence } from './ConfidenceLevel.js';
import type { ToolComponent } from './ToolComponent.js';
import { type ToolConfigurationState, checkToolConfiguration, errorName } from './ToolConfigurationState.js';
import {
  FUNCTION_NAME_PATTERN,
  ToolActivation,
  type ToolDefinition,
  isPlainObject,
  validateToolDefinition,
} from './ToolDefinition.js';
import { ToolDefinitionError } from './ToolDefinitionError.js';
import type { ToolFunctionDefinition } from './ToolFunctionDefinition.js';
import type { ToolImplementation } from './ToolImplementation.js';
import type { ToolOfferContext, ToolResolutionContext } from './ToolResolutionContext.js';
import { BuiltInToolIds, buildToolPolicyPrompt, normalizeSelection } from './ToolSelectionRules.js';
import { type ToolSettingsStore, resolveToolSettingsValues } from './ToolSettingsStore.js';
import { ToolVisibility } from './ToolVisibility.js';
import { type ToolgateLogger, silentLogger } from './ToolgateLogger.js';
import { ToolgateError } from './ToolgateError.js';

/**
 * What keeps a tool from being offered to a provider, in the order the registry checks it. `NONE`:
 * nothing is in the way (the tool may still have nothing to offer in a given request).
 */
export const ToolOfferBlockReason = {
  NONE: 'NONE',
  /** Tools are switched off altogether. */
  TOOLS_SWITCHED_OFF: 'TOOLS_SWITCHED_OFF',
  /** The model cannot call functions. */
  MODEL_CANNOT_USE_TOOLS: 'MODEL_CANNOT_USE_TOOLS',
  /**
   * Unknown tool or not visible in this component (checked before `TOOL_SWITCHED_OFF`), or not
   * available in this host right now (`isAvailable()` false, checked after it).
   */
  NOT_AVAILABLE_HERE: 'NOT_AVAILABLE_HERE',
  /** The organization or the user switched this tool off. */
  TOOL_SWITCHED_OFF: 'TOOL_SWITCHED_OFF',
  /** A required setting is missing or a setting is invalid. */
  NOT_CONFIGURED: 'NOT_CONFIGURED',
  /** The provider's confidence is below the tool's minimum. */
  PROVIDER_CONFIDENCE_TOO_LOW: 'PROVIDER_CONFIDENCE_TOO_LOW',
} as const;
/** One of the {@link ToolOfferBlockReason} values. */
export type ToolOfferBlockReason = (typeof ToolOfferBlockReason)[keyof typeof ToolOfferBlockReason];

/** How the data sources of a chat are searched. */
export const RetrievalMode = {
  /** The model searches them itself through the `semantic_search` tool, when a question calls for it. The default. */
  SEMANTIC_SEARCH: 'SEMANTIC_SEARCH',
  /** The classic process: every message is searched for, before the model answers. */
  EVERY_MESSAGE: 'EVERY_MESSAGE',
} as const;
/** One of the {@link RetrievalMode} values. */
export type RetrievalMode = (typeof RetrievalMode)[keyof typeof RetrievalMode];

/**
 * A tool could not be registered: its id or function name is taken, or its `getDefinition` threw.
 * (An invalid definition throws `ToolDefinitionError`.) Code `TOOL_REGISTRATION_REFUSED`.
 */
export class ToolRegistrationError extends ToolgateError {
  static override readonly brand: symbol = Symbol.for('@toolgate/core/ToolRegistrationError');

  constructor(message: string, options: { cause?: unknown } = {}) {
    super('TOOL_REGISTRATION_REFUSED', message, options);
  }
}

/** A tool a request offers: its definition for this request (tailored function and instructions included) and its implementation. */
export interface RunnableTool {
  readonly definition: ToolDefinition;
  readonly implementation: ToolImplementation;
}

/** One tool of a component's catalog (what a selection list shows). */
export interface ToolCatalogEntry {
  readonly id: string;
  readonly definition: ToolDefinition;
  readonly displayName: string;
  readonly description: string;
  readonly icon: string | undefined;
}

/** The answer of {@link ToolRegistry.getEffectiveRetrievalMode}. */
export interface EffectiveRetrievalMode {
  readonly mode: RetrievalMode;
  /** Why `semantic_search` cannot be offered (`NONE` when it can), for the user interface. */
  readonly semanticSearchBlockReason: ToolOfferBlockReason;
}

/** Options of a {@link ToolRegistry}. */
export interface ToolRegistryOptions {
  /** Told why tools are skipped or fail to resolve (ids, reasons and error names only). Default: silent. */
  readonly logger?: ToolgateLogger | undefined;
}

interface RegisteredTool {
  readonly definition: ToolDefinition;
  readonly implementation: ToolImplementation;
}

/**
 * Knows every tool and decides what a request may offer. Whoever decides something on behalf of a
 * request asks the registry ({@link getOfferBlockReason}) rather than checking for itself: it runs
 * the same checks, in the same order, as {@link getRunnableTools}.
 *
 * ```ts
 * const registry = new ToolRegistry([new GetTimeTool()]);
 * const tools = await registry.getRunnableTools(context, ['get_time']);
 * const policy = ToolRegistry.buildToolPolicyPrompt(tools);
 * ```
 */
export class ToolRegistry {
  readonly #tools = new Map<string, RegisteredTool>();
  readonly #functionNames = new Map<string, string>();
  readonly #logger: ToolgateLogger;

  /** Registers `implementations` in order; the first refusal throws (see {@link register}). */
  constructor(implementations: Iterable<ToolImplementation> = [], options: ToolRegistryOptions = {}) {
    this.#logger = options.logger ?? silentLogger;
    for (const implementation of implementations) this.register(implementation);
  }

  /** True for a function name of 1–64 ASCII letters, digits, `_` and `-`. */
  static isValidFunctionName(name: string): boolean {
    return FUNCTION_NAME_PATTERN.test(name);
  }

  /** The system-prompt policy block of the tools a request offers (empty when none has instructions). */
  static buildToolPolicyPrompt(tools: readonly RunnableTool[]): string {
    return buildToolPolicyPrompt(tools.map((tool) => tool.definition));
  }

  /**
   * Validates the tool's definition and registers it. Throws `ToolDefinitionError` for an invalid
   * definition (naming the field) and `ToolRegistrationError` when its id or function name is taken
   * or `getDefinition` throws. Returns the registered (validated, frozen) definition.
   */
  register(implementation: ToolImplementation): ToolDefinition {
    let raw: unknown;
    try {
      raw = implementation.getDefinition();
    } catch (error) {
      throw new ToolRegistrationError('A tool could not be registered: its getDefinition() threw.', { cause: error });
    }
    const validation = validateToolDefinition(raw);
    if (!validation.ok) {
      const id = isPlainObject(raw) && typeof raw['id'] === 'string' && raw['id'] !== '' ? raw['id'] : undefined;
      throw new ToolDefinitionError(id, validation.issues);
    }
    const definition = validation.definition;
    if (this.#tools.has(definition.id)) {
      throw new ToolRegistrationError(`A tool with the id '${definition.id}' is already registered.`);
    }
    const owner = this.#functionNames.get(definition.function.name);
    if (owner !== undefined) {
      throw new ToolRegistrationError(
        `The tool '${definition.id}' cannot be registered: its function name '${definition.function.name}' is already used by the tool '${owner}'.`,
      );
    }
    this.#tools.set(definition.id, { definition, implementation });
    this.#functionNames.set(definition.function.name, definition.id);
    return definition;
  }

  /** Every registered definition, in registration order (context tools included, as an admin list shows them). */
  get definitions(): readonly ToolDefinition[] {
    return [...this.#tools.values()].map((tool) => tool.definition);
  }

  /** The registered definition of a tool, or undefined. */
  getDefinition(toolId: string): ToolDefinition | undefined {
    return this.#tools.get(toolId)?.definition;
  }

  /** The implementation of a tool, or undefined. */
  getImplementation(toolId: string): ToolImplementation | undefined {
    return this.#tools.get(toolId)?.implementation;
  }

  /** True for a registered tool whose activation is `CONTEXT`. */
  isContextTool(toolId: string): boolean {
    return this.#tools.get(toolId)?.definition.activation === ToolActivation.CONTEXT;
  }

  /**
   * The tools a component's selection list offers: visible there, available in this host, and
   * selectable (context tools offer themselves and are left out). Registration order.
   */
  getCatalog(component: ToolComponent): ToolCatalogEntry[] {
    const entries: ToolCatalogEntry[] = [];
    for (const { definition, implementation } of this.#tools.values()) {
      if (definition.activation === ToolActivation.CONTEXT) continue;
      if (!this.#isAvailableIn(definition, implementation, component)) continue;
      entries.push(
        Object.freeze({
          id: definition.id,
          definition,
          // A tool whose texts fail still belongs in the list, under its id.
          displayName: textOr(() => implementation.getDisplayName(), definition.id),
          description: textOr(() => implementation.getDescription(), ''),
          icon: implementation.icon,
        }),
      );
    }
    return entries;
  }

  /** {@link normalizeSelection} with this registry's context tools dropped too. */
  normalizeSelection(selection: Iterable<string>): string[] {
    return normalizeSelection(selection, { isContextTool: (id) => this.isContextTool(id) });
  }

  /** The minimum provider confidence in force for a tool: the settings' value if set, else the definition's. */
  getMinimumProviderConfidence(toolId: string, settings: ToolSettingsStore): ConfidenceLevel {
    return (
      settings.getMinimumProviderConfidence(toolId) ??
      this.#tools.get(toolId)?.definition.minimumProviderConfidence ??
      ConfidenceLevel.NONE
    );
  }

  /** Whether a tool's settings let it run (secret values are masked for the check). */
  async getConfigurationState(
    toolId: string,
    settings: ToolSettingsStore,
    signal?: AbortSignal,
  ): Promise<ToolConfigurationState | undefined> {
    const tool = this.#tools.get(toolId);
    if (tool === undefined) return undefined;
    const values = resolveToolSettingsValues(settings, tool.definition);
    return checkToolConfiguration(tool.implementation, tool.definition, values, { signal, logger: this.#logger });
  }

  /**
   * Whether a tool can be offered to the provider of `context`, and what is in the way otherwise,
   * checked in this order: tools switched off, model cannot use tools, not available here (unknown,
   * or not visible in the component), tool switched off, not available here (`isAvailable()`
   * false), not configured, provider confidence too low. It cannot tell whether the tool has something to offer right now: only the
   * request can answer that.
   */
  async getOfferBlockReason(
    toolId: string,
    context: ToolResolutionContext,
    signal?: AbortSignal,
  ): Promise<ToolOfferBlockReason> {
    const requestReason = this.#checkRequest(context);
    if (requestReason !== ToolOfferBlockReason.NONE) return requestReason;
    const tool = this.#tools.get(toolId);
    if (tool === undefined) return ToolOfferBlockReason.NOT_AVAILABLE_HERE;
    return this.#checkTool(tool, context, signal);
  }

  /**
   * The tools a request offers: every context tool and every selected tool (after
   * {@link normalizeSelection}) that is visible in the component and passes the checks of
   * {@link getOfferBlockReason}, then asked what it offers (`resolveFunction`; null leaves it out)
   * and for its instructions. A tool whose resolution throws is left out; the others are not
   * affected. Registration order, so the request start stays the same for prompt caching.
   */
  async getRunnableTools(
    context: ToolResolutionContext,
    selection: Iterable<string>,
    signal?: AbortSignal,
  ): Promise<RunnableTool[]> {
    const requestReason = this.#checkRequest(context);
    if (requestReason !== ToolOfferBlockReason.NONE) {
      this.#logger.debug('No tools are offered.', { reason: requestReason });
      return [];
    }
    const selected = new Set(this.normalizeSelection(selection));
    const runnable: RunnableTool[] = [];
    for (const tool of this.#tools.values()) {
      const { definition } = tool;
      if (definition.activation !== ToolActivation.CONTEXT && !selected.has(definition.id)) continue;
      const reason = await this.#checkTool(tool, context, signal);
      if (reason !== ToolOfferBlockReason.NONE) {
        this.#logger.debug('A tool is not offered.', { toolId: definition.id, reason });
        continue;
      }
      const resolved = await this.#resolve(tool, context, signal);
      if (resolved !== undefined) runnable.push(resolved);
    }
    return runnable;
  }

  /**
   * How the data sources of a chat are searched: `SEMANTIC_SEARCH` only when the chat prefers it
   * and `semantic_search` can be offered; otherwise the classic per-message search, so a chat never
   * ends up searching nothing.
   */
  async getEffectiveRetrievalMode(
    preferred: RetrievalMode,
    context: ToolResolutionContext,
    signal?: AbortSignal,
  ): Promise<EffectiveRetrievalMode> {
    const semanticSearchBlockReason = await this.getOfferBlockReason(BuiltInToolIds.SEMANTIC_SEARCH, context, signal);
    const mode =
      preferred === RetrievalMode.SEMANTIC_SEARCH && semanticSearchBlockReason === ToolOfferBlockReason.NONE
        ? RetrievalMode.SEMANTIC_SEARCH
        : RetrievalMode.EVERY_MESSAGE;
    return { mode, semanticSearchBlockReason };
  }

  #checkRequest(context: ToolResolutionContext): ToolOfferBlockReason {
    if (!context.settings.areToolsEnabled()) return ToolOfferBlockReason.TOOLS_SWITCHED_OFF;
    if (!context.provider.canCallTools) return ToolOfferBlockReason.MODEL_CANNOT_USE_TOOLS;
    return ToolOfferBlockReason.NONE;
  }

  // The one ordered check of a single tool, shared by getOfferBlockReason and getRunnableTools.
  async #checkTool(
    tool: RegisteredTool,
    context: ToolResolutionContext,
    signal: AbortSignal | undefined,
  ): Promise<ToolOfferBlockReason> {
    const { definition, implementation } = tool;
    // A tool the component does not show is not there at all; only then come the tool's own checks,
    // in the original's order: switched off, not available in this host, not configured, confidence.
    if (!ToolVisibility.isVisibleIn(definition.visibleIn, context.component))
      return ToolOfferBlockReason.NOT_AVAILABLE_HERE;
    if (context.settings.isToolSwitchedOff(definition.id)) return ToolOfferBlockReason.TOOL_SWITCHED_OFF;
    if (!this.#isAvailable(definition, implementation)) return ToolOfferBlockReason.NOT_AVAILABLE_HERE;
    const values = resolveToolSettingsValues(context.settings, definition);
    const configuration = await checkToolConfiguration(implementation, definition, values, {
      signal,
      logger: this.#logger,
    });
    if (!configuration.isConfigured) return ToolOfferBlockReason.NOT_CONFIGURED;
    const minimum = this.getMinimumProviderConfidence(definition.id, context.settings);
    if (!meetsConfidence(context.provider.confidence, minimum)) return ToolOfferBlockReason.PROVIDER_CONFIDENCE_TOO_LOW;
    return ToolOfferBlockReason.NONE;
  }

  #isAvailableIn(definition: ToolDefinition, implementation: ToolImplementation, component: ToolComponent): boolean {
    return ToolVisibility.isVisibleIn(definition.visibleIn, component) && this.#isAvailable(definition, implementation);
  }

  #isAvailable(definition: ToolDefinition, implementation: ToolImplementation): boolean {
    try {
      return implementation.isAvailable?.() ?? true;
    } catch (error) {
      this.#logger.warn('A tool could not tell whether it is available.', {
        toolId: definition.id,
        error: errorName(error),
      });
      return false;
    }
  }

  async #resolve(
    tool: RegisteredTool,
    context: ToolResolutionContext,
    signal: AbortSignal | undefined,
  ): Promise<RunnableTool | undefined> {
    const { definition, implementation } = tool;
    const offerContext: ToolOfferContext = {
      ...context,
      settingsValues: resolveToolSettingsValues(context.settings, definition),
    };
    try {
      const answer =
        implementation.resolveFunction === undefined
          ? definition.function
          : await implementation.resolveFunction(definition, offerContext, signal);
      if (answer === null) {
        this.#logger.debug('A tool has nothing to offer in this request.', { toolId: definition.id });
        return undefined;
      }
      const offeredFunction = this.#tailor(definition, answer);
      const offered: ToolDefinition =
        offeredFunction === definition.function ? definition : { ...definition, function: offeredFunction };
      const instructions =
        implementation.resolveSystemPromptInstructions === undefined
          ? definition.systemPromptInstructions
          : await implementation.resolveSystemPromptInstructions(offered, offerContext, signal);
      // A tool written in plain JavaScript may answer undefined: it then keeps its registered instructions.
      const final: ToolDefinition =
        typeof instructions !== 'string' || instructions === offered.systemPromptInstructions
          ? offered
          : { ...offered, systemPromptInstructions: instructions };
      return Object.freeze({ definition: Object.freeze(final), implementation });
    } catch (error) {
      if (signal?.aborted) throw error;
      this.#logger.warn('A tool failed to resolve what it offers and is left out of this request.', {
        toolId: definition.id,
        error: errorName(error),
      });
      return undefined;
    }
  }

  // Only the description and the parameters of a tailored function count: calls find their tool by name.
  #tailor(definition: ToolDefinition, answer: ToolFunctionDefinition): ToolFunctionDefinition {
    const registered = definition.function;
    if (answer === registered) return registered;
    if (!isPlainObject(answer) || !isPlainObject(answer.parameters) || answer.parameters['type'] !== 'object') {
      this.#logger.warn(
        'A tool offered parameters that are not a JSON Schema object; its registered function is used.',
        {
          toolId: definition.id,
        },
      );
      return registered;
    }
    if (answer.name !== registered.name || answer.strict !== registered.strict) {
      this.#logger.warn('A tool offered another function name or strict mode; the registered ones are kept.', {
        toolId: definition.id,
      });
    }
    const description =
      typeof answer.descriptionForLLM === 'string' && answer.descriptionForLLM.trim() !== ''
        ? answer.descriptionForLLM
        : registered.descriptionForLLM;
    return Object.freeze({
      name: registered.name,
      descriptionForLLM: description,
      parameters: answer.parameters,
      strict: registered.strict,
    });
  }
}

/**
 * What a tool says about itself for people (its display name, its description), or `fallback`
 * when the tool throws or says nothing: one tool's bug must not break a list or a trace. @internal
 */
export function textOr(read: () => string, fallback: string): string {
  try {
    const text = read();
    return typeof text === 'string' && text.trim() !== '' ? text : fallback;
  } catch {
    return fallback;
  }
}
