import { describe, expect, it } from 'vitest';
import { isConversationStart } from './isConversationStart.js';

describe('isConversationStart', () => {
  it('Chat Completions and Anthropic: only user and system messages start a conversation', () => {
    for (const api of ['chat-completions', 'anthropic'] as const) {
      expect(
        isConversationStart(api, {
          messages: [
            { role: 'system', content: 's' },
            { role: 'user', content: 'q' },
          ],
        }),
      ).toBe(true);
      expect(isConversationStart(api, {})).toBe(true);
      expect(
        isConversationStart(api, {
          messages: [
            { role: 'user', content: 'q' },
            { role: 'assistant', content: 'a' },
          ],
        }),
      ).toBe(false);
    }
    expect(
      isConversationStart('chat-completions', { messages: [{ role: 'tool', tool_call_id: 'x', content: 'r' }] }),
    ).toBe(false);
  });

  it('Responses: a string input starts, tool items, assistant messages or previous_response_id continue', () => {
    expect(isConversationStart('responses', { input: 'q' })).toBe(true);
    expect(isConversationStart('responses', { input: [{ role: 'user', content: 'q' }] })).toBe(true);
    expect(
      isConversationStart('responses', { input: [{ type: 'function_call_output', call_id: 'c', output: 'r' }] }),
    ).toBe(false);
    expect(isConversationStart('responses', { input: [{ role: 'assistant', content: 'a' }] })).toBe(false);
    expect(isConversationStart('responses', { input: 'more', previous_response_id: 'resp_1' })).toBe(false);
  });
});
