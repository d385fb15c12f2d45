import type { MockProviderApi } from './MockProviderScript.js';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Roles and item types that only appear once a conversation has had a model turn. */
const LATER_ROLES = new Set(['assistant', 'tool', 'function']);
const LATER_ITEM_TYPES = new Set([
  'function_call',
  'function_call_output',
  'reasoning',
  'custom_tool_call',
  'custom_tool_call_output',
]);

/**
 * True when a request opens a conversation: it carries no assistant turn and no tool call or
 * result yet (and, for the Responses API, continues no earlier response). A client that answers
 * tool calls sends them back, so its follow-up requests are never mistaken for a new start.
 */
export function isConversationStart(api: MockProviderApi, body: Readonly<Record<string, unknown>>): boolean {
  if (api === 'responses') {
    if (typeof body['previous_response_id'] === 'string' && body['previous_response_id'] !== '') return false;
    const input = body['input'];
    if (!Array.isArray(input)) return true;
    return !input.some(
      (item) =>
        isObject(item) &&
        ((typeof item['type'] === 'string' && LATER_ITEM_TYPES.has(item['type'])) ||
          (typeof item['role'] === 'string' && LATER_ROLES.has(item['role']))),
    );
  }
  const messages = body['messages'];
  if (!Array.isArray(messages)) return true;
  return !messages.some(
    (message) => isObject(message) && typeof message['role'] === 'string' && LATER_ROLES.has(message['role']),
  );
}
