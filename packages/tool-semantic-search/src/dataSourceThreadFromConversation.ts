import type { ConversationMessage } from '@toolgate/core';
import type { DataSourceThreadMessage } from './DataSource.js';

/**
 * The conversation so far in the shape data sources read (`thread` of a search): user messages
 * as `USER`, assistant messages as `AI`; empty messages (such as a pending answer) left out.
 */
export function dataSourceThreadFromConversation(
  messages: readonly ConversationMessage[],
  systemPrompt?: string,
): DataSourceThreadMessage[] {
  const thread: DataSourceThreadMessage[] = [];
  if (systemPrompt !== undefined && systemPrompt.trim() !== '') thread.push({ role: 'SYSTEM', content: systemPrompt });
  for (const message of messages) {
    if (message.content.trim() === '') continue;
    thread.push({ role: message.role === 'user' ? 'USER' : 'AI', content: message.content });
  }
  return thread;
}
