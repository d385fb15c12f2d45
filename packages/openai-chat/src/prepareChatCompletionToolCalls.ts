import type { ToolCallingRequestedCall } from '@toolgate/core';
import { safeJsonParse } from '@toolgate/provider-utils';
import type { AccumulatedChatCompletionToolCall } from './ChatCompletionToolCallAccumulator.js';
import type { OpenAIChatToolCall } from './OpenAIChatRequestBody.js';

/** The name that replaces a malformed one in the history (strict hosts such as vLLM reject the whole request otherwise). */
export const INVALID_TOOL_CALL_NAME = 'invalid_tool_call';

/** The function-name rule of every API: 1–64 ASCII letters, digits, `_` and `-`. */
const FUNCTION_NAME_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** One call of a round: what the loop sees, and what the history sends back. */
export interface PreparedChatCompletionToolCall {
  /** The call as the loop receives it. */
  readonly requested: ToolCallingRequestedCall;
  /** The call as the next request carries it in the assistant turn. */
  readonly history: OpenAIChatToolCall;
}

function randomHex32(): string {
  return globalThis.crypto.randomUUID().replaceAll('-', '');
}

function isJsonObjectText(text: string): boolean {
  const parsed = safeJsonParse(text);
  return parsed.ok && typeof parsed.value === 'object' && parsed.value !== null && !Array.isArray(parsed.value);
}

/**
 * Normalizes the calls of one response (reference §2.3, `PrepareToolCalls`): a missing id becomes
 * `call_` + 32 hex (the id only has to match between our request and our answer); a name is
 * trimmed only when the trimmed name is one of the offered tools (the only correction); a
 * well-formed unknown name stays valid (the executor's "not available" helps the model more); a
 * call without a function, with a malformed name, or with arguments that are not a JSON object is
 * invalid. The history copy is acceptable to strict hosts: `invalid_tool_call` for a bad name,
 * `{}` for bad arguments, `type` defaulting to `function`, provider extra fields kept.
 */
export function prepareChatCompletionToolCalls(
  calls: readonly AccumulatedChatCompletionToolCall[],
  offeredToolNames: ReadonlySet<string>,
): PreparedChatCompletionToolCall[] {
  return calls.map((call) => {
    const id = call.id.length > 0 ? call.id : `call_${randomHex32()}`;
    const trimmedName = call.name.trim();
    const name = trimmedName !== call.name && offeredToolNames.has(trimmedName) ? trimmedName : call.name;
    const argumentsJson = call.arguments.trim().length === 0 ? '{}' : call.arguments;
    const nameIsValid = call.hasFunction && FUNCTION_NAME_PATTERN.test(name);
    const argumentsAreValid = isJsonObjectText(argumentsJson);
    const history: OpenAIChatToolCall = {
      ...call.extraFields,
      id,
      type: 'function',
      function: {
        ...call.extraFunctionFields,
        name: nameIsValid ? name : INVALID_TOOL_CALL_NAME,
        arguments: argumentsAreValid ? argumentsJson : '{}',
      },
    };
    return {
      requested: { callId: id, toolName: name, argumentsJson, isValid: nameIsValid && argumentsAreValid },
      history,
    };
  });
}
