import type { MockProviderApi } from './MockProviderScript.js';

/** A tool call an earlier assistant turn made, as the request sends it back. */
export interface MockConversationToolCall {
  readonly id: string;
  readonly name: string;
  /** The arguments as the JSON text the request carries. */
  readonly arguments: string;
}

/** One message of the conversation so far, the same for every API. */
export type MockConversationMessage =
  | { readonly role: 'user'; readonly text: string }
  | { readonly role: 'assistant'; readonly text: string; readonly toolCalls: readonly MockConversationToolCall[] }
  /** A tool result; `toolName` is found through the call it answers (empty when none matches). */
  | { readonly role: 'tool'; readonly toolCallId: string; readonly toolName: string; readonly text: string };

/** The conversation a request carries, read from any of the three APIs' request bodies. */
export interface MockConversation {
  readonly api: MockProviderApi;
  readonly model: string;
  /** The system prompt (Chat `system`/`developer` messages, Responses `instructions`, Anthropic `system`). */
  readonly system: string;
  readonly messages: readonly MockConversationMessage[];
  /** The names of the tools the request offers. */
  readonly toolNames: readonly string[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function asString(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** The text of a content field: a string, or the text parts of a list of blocks. */
function contentText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content
    .map((part) => (isRecord(part) && typeof part['text'] === 'string' ? part['text'] : ''))
    .filter((text) => text !== '')
    .join('\n');
}

function argumentsText(value: unknown): string {
  if (typeof value === 'string') return value;
  return JSON.stringify(value ?? {});
}

function readChatCompletions(body: Readonly<Record<string, unknown>>, system: string[]): MockConversationMessage[] {
  const messages: MockConversationMessage[] = [];
  for (const message of Array.isArray(body['messages']) ? body['messages'] : []) {
    if (!isRecord(message)) continue;
    const role = message['role'];
    if (role === 'system' || role === 'developer') system.push(contentText(message['content']));
    else if (role === 'user') messages.push({ role: 'user', text: contentText(message['content']) });
    else if (role === 'assistant') {
      const toolCalls = (Array.isArray(message['tool_calls']) ? message['tool_calls'] : [])
        .filter(isRecord)
        .map((call) => {
          const fn = isRecord(call['function']) ? call['function'] : {};
          return { id: asString(call['id']), name: asString(fn['name']), arguments: argumentsText(fn['arguments']) };
        });
      messages.push({ role: 'assistant', text: contentText(message['content']), toolCalls });
    } else if (role === 'tool') {
      messages.push({
        role: 'tool',
        toolCallId: asString(message['tool_call_id']),
        toolName: '',
        text: contentText(message['content']),
      });
    }
  }
  return messages;
}

function readResponses(body: Readonly<Record<string, unknown>>, system: string[]): MockConversationMessage[] {
  if (typeof body['instructions'] === 'string') system.push(body['instructions']);
  const input = body['input'];
  if (typeof input === 'string') return [{ role: 'user', text: input }];
  const messages: MockConversationMessage[] = [];
  for (const item of Array.isArray(input) ? input : []) {
    if (!isRecord(item)) continue;
    const type = item['type'];
    if (type === 'function_call') {
      const call = {
        id: asString(item['call_id']),
        name: asString(item['name']),
        arguments: argumentsText(item['arguments']),
      };
      const last = messages.at(-1);
      // Consecutive calls belong to one assistant turn.
      if (last?.role === 'assistant') messages[messages.length - 1] = { ...last, toolCalls: [...last.toolCalls, call] };
      else messages.push({ role: 'assistant', text: '', toolCalls: [call] });
    } else if (type === 'function_call_output') {
      messages.push({
        role: 'tool',
        toolCallId: asString(item['call_id']),
        toolName: '',
        text: contentText(item['output']),
      });
    } else if (type === undefined || type === 'message') {
      const role = item['role'];
      if (role === 'system' || role === 'developer') system.push(contentText(item['content']));
      else if (role === 'user') messages.push({ role: 'user', text: contentText(item['content']) });
      else if (role === 'assistant')
        messages.push({ role: 'assistant', text: contentText(item['content']), toolCalls: [] });
    }
  }
  return messages;
}

function readAnthropic(body: Readonly<Record<string, unknown>>, system: string[]): MockConversationMessage[] {
  const systemText = contentText(body['system']);
  if (systemText !== '') system.push(systemText);
  const messages: MockConversationMessage[] = [];
  for (const message of Array.isArray(body['messages']) ? body['messages'] : []) {
    if (!isRecord(message)) continue;
    const content = message['content'];
    const blocks =
      typeof content === 'string' ? [{ type: 'text', text: content }] : Array.isArray(content) ? content : [];
    if (message['role'] === 'assistant') {
      const toolCalls = blocks
        .filter((block): block is Record<string, unknown> => isRecord(block) && block['type'] === 'tool_use')
        .map((block) => ({
          id: asString(block['id']),
          name: asString(block['name']),
          arguments: argumentsText(block['input']),
        }));
      messages.push({
        role: 'assistant',
        text: contentText(blocks.filter((b) => isRecord(b) && b['type'] === 'text')),
        toolCalls,
      });
      continue;
    }
    const texts: string[] = [];
    for (const block of blocks) {
      if (!isRecord(block)) continue;
      if (block['type'] === 'tool_result') {
        messages.push({
          role: 'tool',
          toolCallId: asString(block['tool_use_id']),
          toolName: '',
          text: contentText(block['content']),
        });
      } else if (block['type'] === 'text') texts.push(asString(block['text']));
    }
    if (texts.length > 0) messages.push({ role: 'user', text: texts.join('\n') });
  }
  return messages;
}

function toolNames(api: MockProviderApi, body: Readonly<Record<string, unknown>>): string[] {
  return (Array.isArray(body['tools']) ? body['tools'] : []).filter(isRecord).map((tool) => {
    if (api === 'chat-completions' && isRecord(tool['function'])) return asString(tool['function']['name']);
    return asString(tool['name']);
  });
}

/**
 * Reads the conversation out of a request body of the given API: the system prompt, the user and
 * assistant turns, the tool calls and their results (each result named after the call it answers),
 * and the offered tools' names. Unknown fields are ignored.
 */
export function readMockConversation(api: MockProviderApi, body: Readonly<Record<string, unknown>>): MockConversation {
  const system: string[] = [];
  const read =
    api === 'chat-completions'
      ? readChatCompletions(body, system)
      : api === 'responses'
        ? readResponses(body, system)
        : readAnthropic(body, system);
  const callNames = new Map<string, string>();
  for (const message of read) {
    if (message.role === 'assistant') for (const call of message.toolCalls) callNames.set(call.id, call.name);
  }
  const messages = read.map((message) =>
    message.role === 'tool' ? { ...message, toolName: callNames.get(message.toolCallId) ?? '' } : message,
  );
  return {
    api,
    model: typeof body['model'] === 'string' ? body['model'] : 'mock-model',
    system: system.filter((text) => text !== '').join('\n\n'),
    messages,
    toolNames: toolNames(api, body).filter((name) => name !== ''),
  };
}
