import {
  ChatThread,
  type ConversationMessage,
  SequentialToolCallingLoop,
  ToolCallingStopReason,
  type ToolCallingProviderAdapter,
  ToolComponent,
  type ToolFunctionDefinition,
  ToolOfferBlockReason,
  type ToolProviderSettings,
  ToolRegistry,
  type ToolResolutionContext,
  type ToolSettingsStore,
  ToolgateError,
} from '@toolgate/core';
import type { DemoInjectionReport } from '../ask/createDemoToolRegistry.js';
import type { ChatAnswerEvent, ChatAnswerRequest, ChatBackend, ChatState, ChatToolOption } from './ChatBackend.js';

/** What one answer's adapter is built from. */
export interface ChatAdapterInput {
  readonly systemPrompt: string;
  readonly messages: readonly ConversationMessage[];
  readonly tools: readonly ToolFunctionDefinition[];
}

/** Options of {@link createLoopChatBackend}. */
export interface LoopChatBackendOptions {
  readonly providerLabel: string;
  readonly provider: ToolProviderSettings;
  readonly settings: ToolSettingsStore;
  /** Builds the registry of one answer; its tools report the injections they filtered to `reportInjection`. */
  readonly createRegistry: (reportInjection: (report: DemoInjectionReport) => void) => ToolRegistry;
  /** Builds the provider adapter of one answer. */
  readonly createAdapter: (input: ChatAdapterInput) => ToolCallingProviderAdapter;
  readonly systemPrompt?: string | undefined;
  /** Stops what the caller started for the backend. */
  readonly close?: (() => Promise<void>) | undefined;
}

const DEFAULT_SYSTEM_PROMPT =
  'You are a helpful assistant. Use the tools you are offered when they help; answer briefly.';

const BLOCK_REASON_TEXT: Readonly<Record<string, string>> = {
  [ToolOfferBlockReason.TOOLS_SWITCHED_OFF]: 'Tools are switched off.',
  [ToolOfferBlockReason.MODEL_CANNOT_USE_TOOLS]: 'The model cannot call tools.',
  [ToolOfferBlockReason.NOT_AVAILABLE_HERE]: 'Not available here.',
  [ToolOfferBlockReason.TOOL_SWITCHED_OFF]: 'Switched off by the organization.',
  [ToolOfferBlockReason.NOT_CONFIGURED]: 'Not configured (its settings are missing).',
  [ToolOfferBlockReason.PROVIDER_CONFIDENCE_TOO_LOW]: "The provider's confidence is below the tool's minimum.",
};

/** The text of a block reason for the page (undefined when nothing blocks the tool). */
export function describeOfferBlockReason(reason: ToolOfferBlockReason): string | undefined {
  if (reason === ToolOfferBlockReason.NONE) return undefined;
  return BLOCK_REASON_TEXT[reason] ?? reason;
}

/**
 * A {@link ChatBackend} over core's pieces: a registry built per answer, the provider's adapter,
 * and the sequential tool-calling loop, its callbacks turned into the page's events.
 */
export function createLoopChatBackend(options: LoopChatBackendOptions): ChatBackend {
  const catalogRegistry = options.createRegistry(() => {});

  function resolutionContext(chatThread: ChatThread): ToolResolutionContext {
    return { component: ToolComponent.CHAT, provider: options.provider, chatThread, settings: options.settings };
  }

  return {
    providerLabel: options.providerLabel,
    defaultToolIds: () => catalogRegistry.getCatalog(ToolComponent.CHAT).map((entry) => entry.id),
    async listTools(chat: ChatState): Promise<ChatToolOption[]> {
      const chatThread = new ChatThread({
        selectedToolIds: chat.selectedToolIds,
        requiredProviderConfidence: chat.requiredProviderConfidence,
        dataSecurity: chat.requiredDataSecurity,
      });
      const context = resolutionContext(chatThread);
      const tools: ChatToolOption[] = [];
      for (const entry of catalogRegistry.getCatalog(ToolComponent.CHAT)) {
        const reason = await catalogRegistry.getOfferBlockReason(entry.id, context);
        tools.push({
          id: entry.id,
          displayName: entry.displayName,
          description: entry.description,
          offerBlockReason: describeOfferBlockReason(reason),
        });
      }
      return tools;
    },
    answer(request: ChatAnswerRequest): AsyncIterable<ChatAnswerEvent> {
      return streamEvents((emit) => runAnswer(options, request, emit));
    },
    close: options.close ?? (async () => {}),
  };
}

async function runAnswer(
  options: LoopChatBackendOptions,
  request: ChatAnswerRequest,
  emit: (event: ChatAnswerEvent) => void,
): Promise<void> {
  const injections: DemoInjectionReport[] = [];
  const registry = options.createRegistry((report) => injections.push(report));
  const chatThread = new ChatThread({
    selectedToolIds: request.chat.selectedToolIds,
    requiredProviderConfidence: request.chat.requiredProviderConfidence,
    dataSecurity: request.chat.requiredDataSecurity,
  });
  const context: ToolResolutionContext = {
    component: ToolComponent.CHAT,
    provider: options.provider,
    chatThread,
    settings: options.settings,
  };
  const selection = registry.normalizeSelection(request.chat.selectedToolIds);
  const runnableTools = await registry.getRunnableTools(context, selection, request.signal);
  const systemPrompt = [
    options.systemPrompt ?? DEFAULT_SYSTEM_PROMPT,
    ToolRegistry.buildToolPolicyPrompt(runnableTools),
  ]
    .filter((part) => part.trim() !== '')
    .join('\n\n');
  const adapter = options.createAdapter({
    systemPrompt,
    messages: [...request.history, { role: 'user', content: request.message }],
    tools: runnableTools.map((tool) => tool.definition.function),
  });
  const run = new SequentialToolCallingLoop().run(adapter, {
    runnableTools,
    settings: options.settings,
    provider: options.provider,
    providerConfidence: options.provider.confidence,
    chatThread,
    signal: request.signal,
    onRuntimeStatus: (status) =>
      emit(status.isRunning ? { type: 'tool-started', toolNames: status.toolNames } : { type: 'tool-finished' }),
    onTrace: (trace) =>
      emit({
        type: 'trace',
        trace: {
          order: trace.order,
          toolId: trace.toolId,
          toolName: trace.toolName,
          status: trace.status,
          arguments: trace.arguments,
          statusMessage: trace.statusMessage,
          result: trace.result,
        },
      }),
  });
  for await (const chunk of run) {
    if (chunk.text !== '') emit({ type: 'text', text: chunk.text });
  }
  emit({ type: 'sources', sources: run.sources.map((source) => ({ title: source.title, url: source.url })) });
  if (injections.length > 0) {
    emit({
      type: 'injection',
      sources: [...new Set(injections.map((report) => report.source))],
      findingCount: injections.length,
    });
  }
  const stopReason = run.stopReason ?? ToolCallingStopReason.ANSWERED;
  if (stopReason !== ToolCallingStopReason.ANSWERED) {
    emit({ type: 'warning', message: `The answer ended early: ${stopReason}.` });
  }
  emit({
    type: 'done',
    offeredToolIds: runnableTools.map((tool) => tool.definition.id),
    requiredProviderConfidence: chatThread.requiredProviderConfidence,
    requiredDataSecurity: chatThread.dataSecurity,
    stopReason,
  });
}

/**
 * Turns a producer that calls `emit` into an async iterable; a thrown error becomes a final
 * `failed` event with its stable code (never its cause, which may carry provider details).
 */
export function streamEvents(
  produce: (emit: (event: ChatAnswerEvent) => void) => Promise<void>,
): AsyncIterable<ChatAnswerEvent> {
  return {
    async *[Symbol.asyncIterator]() {
      const queue: ChatAnswerEvent[] = [];
      let finished = false;
      let wake: (() => void) | undefined;
      const emit = (event: ChatAnswerEvent) => {
        queue.push(event);
        wake?.();
      };
      produce(emit)
        .catch((error: unknown) => {
          const code = ToolgateError.isInstance(error) ? error.code : 'INTERNAL';
          const message = error instanceof Error ? error.message : String(error);
          emit({ type: 'failed', code, message });
        })
        .finally(() => {
          finished = true;
          wake?.();
        });
      while (true) {
        const event = queue.shift();
        if (event !== undefined) {
          yield event;
          continue;
        }
        if (finished) return;
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
        wake = undefined;
      }
    },
  };
}
