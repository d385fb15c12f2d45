import { FUNCTION_NAME_PATTERN } from '@toolgate/core';
import type { ToolCallingRequestedCall } from '@toolgate/core';
import { canonicalToolCallName, isJsonObjectText } from '@toolgate/provider-utils';
import type { AccumulatedChatCompletionToolCall } from './ChatCompletionToolCallAccumulator.js';
import type { OpenAIChatToolCall } from './OpenAIChatRequestBody.js';

/** The name that replaces a malformed one in the history (strict hosts such as vLLM reject the whole request otherwise). */
export const INVALID_TOOL_CALL_NAME = 'invalid_tool_call';

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
    const name = canonicalToolCallName(call.name, offeredToolNames);
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
