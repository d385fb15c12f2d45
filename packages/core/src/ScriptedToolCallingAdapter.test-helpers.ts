import { ChatThread } from './ChatThread.js';
import { ConfidenceLevel } from './ConfidenceLevel.js';
import type { Source } from './Source.js';
import type {
  TokenUsage,
  ToolCallingProviderAdapter,
  ToolCallingRequestedCall,
  ToolCallingRoundOptions,
  ToolCallingStreamEvent,
} from './ToolCallingProviderAdapter.js';
import { defineTool } from './ToolDefinition.js';
import type { ToolExecutionContext } from './ToolExecutionContext.js';
import type { ToolExecutionResult } from './ToolExecutionResult.js';
import type { ToolArguments, ToolImplementation } from './ToolImplementation.js';
import type { RunnableTool } from './ToolRegistry.js';

/** One delta of a scripted round. */
export interface ScriptedDelta {
  readonly text?: string;
  readonly sources?: readonly Source[];
  readonly usage?: TokenUsage;
  /** Awaited before the delta is sent (to stop the stream mid-way). */
  readonly before?: () => Promise<void>;
}

/** One scripted model response. */
export interface ScriptedRound {
  readonly deltas?: readonly ScriptedDelta[];
  /** The calls of the round; omitted = none. */
  readonly calls?: readonly Partial<ToolCallingRequestedCall>[];
  readonly sources?: readonly Source[];
  /** The text the round reports; default: the deltas joined. */
  readonly textOutput?: string;
  /** False: the stream ends without `round-completed`. */
  readonly completes?: boolean;
  /** Thrown after the deltas, as a failing request would. */
  readonly fails?: Error;
}

/** What the loop did with the adapter, in order. */
export type AdapterEvent =
  | { readonly kind: 'round'; readonly includeTools: boolean; readonly finalResponseInstruction: string | undefined }
  | { readonly kind: 'assistant-turn' }
  | { readonly kind: 'result'; readonly callId: string; readonly content: string; readonly isError: boolean };

/**
 * An in-process adapter that plays a script of rounds and records what the loop asked of it, the
 * way a real adapter sees it. Runs out of script → a round that answers "(script ended)".
 */
export class ScriptedToolCallingAdapter implements ToolCallingProviderAdapter {
  readonly events: AdapterEvent[] = [];
  readonly #rounds: ScriptedRound[];
  readonly #recorded: string[] = [];

  constructor(rounds: readonly ScriptedRound[]) {
    this.#rounds = [...rounds];
  }

  get recordedRequestTexts(): readonly string[] {
    return [...this.#recorded];
  }

  get results(): Extract<AdapterEvent, { kind: 'result' }>[] {
    return this.events.filter((event): event is Extract<AdapterEvent, { kind: 'result' }> => event.kind === 'result');
  }

  get rounds(): Extract<AdapterEvent, { kind: 'round' }>[] {
    return this.events.filter((event): event is Extract<AdapterEvent, { kind: 'round' }> => event.kind === 'round');
  }

  async *executeRound(options: ToolCallingRoundOptions): AsyncIterable<ToolCallingStreamEvent> {
    this.events.push({
      kind: 'round',
      includeTools: options.includeTools,
      finalResponseInstruction: options.finalResponseInstruction,
    });
    const round = this.#rounds.shift() ?? { deltas: [{ text: '(script ended)' }] };
    let text = '';
    for (const delta of round.deltas ?? []) {
      await delta.before?.();
      options.signal?.throwIfAborted();
      text += delta.text ?? '';
      yield {
        type: 'text-delta',
        text: delta.text ?? '',
        ...(delta.sources ? { sources: delta.sources } : {}),
        ...(delta.usage ? { usage: delta.usage } : {}),
      };
    }
    if (round.fails !== undefined) throw round.fails;
    if (round.completes === false) return;
    yield {
      type: 'round-completed',
      round: {
        textOutput: round.textOutput ?? text,
        calls: (round.calls ?? []).map((call, index) => ({
          callId: call.callId ?? `call_${this.events.length}_${index}`,
          toolName: call.toolName ?? 'echo',
          argumentsJson: call.argumentsJson ?? '{}',
          isValid: call.isValid ?? true,
        })),
        sources: round.sources ?? [],
      },
    };
  }

  recordAssistantTurn(): void {
    this.events.push({ kind: 'assistant-turn' });
    this.#recorded.push('assistant-turn');
  }

  recordToolResult(callId: string, content: string, isError = false): void {
    this.events.push({ kind: 'result', callId, content, isError });
    this.#recorded.push(content);
  }
}

/** A test tool whose `execute` is given. */
export function scriptedTool(
  name: string,
  execute: (args: ToolArguments, context: ToolExecutionContext, signal: AbortSignal) => Promise<ToolExecutionResult>,
  extra: Partial<Pick<ToolImplementation, 'sensitiveTraceArgumentNames' | 'icon'>> & {
    readonly settingsSchema?: Parameters<typeof defineTool>[0]['settingsSchema'];
  } = {},
): RunnableTool {
  const definition = defineTool({
    id: name,
    function: {
      name,
      descriptionForLLM: `The ${name} test tool.`,
      parameters: { type: 'object', properties: {}, additionalProperties: false },
    },
    settingsSchema: extra.settingsSchema,
  });
  const implementation: ToolImplementation = {
    getDefinition: () => definition,
    execute,
    getDisplayName: () => `${name[0]?.toUpperCase() ?? ''}${name.slice(1).replaceAll('_', ' ')}`,
    getDescription: () => `The ${name} test tool.`,
    icon: extra.icon,
    sensitiveTraceArgumentNames: extra.sensitiveTraceArgumentNames,
  };
  return { definition, implementation };
}

/** A scope for the executor and the loop, with a fresh chat. */
export function testScope(runnableTools: readonly RunnableTool[], chatThread = new ChatThread()) {
  return {
    runnableTools,
    provider: { id: 'scripted', displayName: 'Scripted provider' },
    providerConfidence: ConfidenceLevel.MEDIUM,
    chatThread,
  };
}
