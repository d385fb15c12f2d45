import { ToolOfferBlockReason } from '@toolgate/core';
import type { DemoHost } from '../host/createDemoHost.js';
import type { ChatAnswerEvent, ChatAnswerRequest, ChatBackend, ChatState, ChatToolOption } from './ChatBackend.js';

/** Capitalized and ended with a full stop, as the page shows a reason on its own line. */
function sentence(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '') return trimmed;
  const capitalized = trimmed[0]?.toUpperCase() + trimmed.slice(1);
  return /[.!?)]$/.test(capitalized) ? capitalized : `${capitalized}.`;
}

/** The web chat's view of the demo host (`createDemoHost`): its catalog and its streamed answers. */
export function createDemoHostChatBackend(host: DemoHost): ChatBackend {
  const providerLabel = host.provider.offline
    ? 'Offline demo model (no provider configured)'
    : `${host.provider.displayName} · ${host.provider.model}`;

  async function listTools(chat: ChatState, signal?: AbortSignal): Promise<ChatToolOption[]> {
    const entries = await host.listTools(chat, signal);
    return entries.map((entry) => ({
      id: entry.id,
      displayName: entry.displayName,
      description: entry.description,
      selectable: entry.selectable,
      offerBlockReason:
        entry.blockReason === ToolOfferBlockReason.NONE
          ? undefined
          : sentence(entry.blockReasonText || entry.blockReason),
    }));
  }

  async function* answer(request: ChatAnswerRequest): AsyncGenerator<ChatAnswerEvent> {
    // What the request will carry: the selected tools and the context tools that nothing blocks.
    const offeredToolIds = (await listTools(request.chat, request.signal))
      .filter(
        (tool) =>
          tool.offerBlockReason === undefined &&
          (tool.selectable === false || request.chat.selectedToolIds.includes(tool.id)),
      )
      .map((tool) => tool.id);
    for await (const event of host.answer({
      messages: [...request.history, { role: 'user', content: request.message }],
      selectedToolIds: request.chat.selectedToolIds,
      requiredProviderConfidence: request.chat.requiredProviderConfidence,
      requiredDataSecurity: request.chat.requiredDataSecurity,
      signal: request.signal,
    })) {
      switch (event.type) {
        case 'text':
          yield { type: 'text', text: event.text };
          break;
        case 'tool-call-started':
          yield { type: 'tool-started', toolNames: event.toolNames };
          break;
        case 'trace':
          yield { type: 'trace', trace: event.trace };
          break;
        case 'sources':
          yield { type: 'sources', sources: event.sources.map((source) => ({ title: source.title, url: source.url })) };
          break;
        case 'injection-notice':
          yield {
            type: 'injection',
            sources: event.sources,
            findingCount: event.reports.length,
            message: event.message,
          };
          break;
        case 'warning':
          yield { type: 'warning', message: event.message };
          break;
        case 'done':
          yield {
            type: 'done',
            offeredToolIds,
            requiredProviderConfidence: event.summary.requiredProviderConfidence,
            requiredDataSecurity: event.summary.requiredDataSecurity,
            stopReason: event.summary.stopReason,
          };
          break;
      }
    }
  }

  return {
    providerLabel,
    listTools: (chat) => listTools(chat),
    normalizeSelection: (toolIds) => host.registry.normalizeSelection(toolIds),
    defaultToolIds: () => host.defaultSelectedToolIds,
    answer,
    close: () => host.close(),
  };
}
