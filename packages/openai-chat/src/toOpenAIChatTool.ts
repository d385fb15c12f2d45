import type { ToolFunctionDefinition } from '@toolgate/core';
import { OpenAIStrictToolSchema } from '@toolgate/provider-utils';
import type { OpenAIChatTool } from './OpenAIChatRequestBody.js';

/**
 * Maps a tool's function to the Chat Completions tool shape. Strict mode (with the converted
 * schema) only when the host enforces it and the tool allows it; otherwise the schema goes out
 * exactly as written, with `strict: false`.
 */
export function toOpenAIChatTool(
  definition: ToolFunctionDefinition,
  hostEnforcesStrictToolSchemas: boolean,
): OpenAIChatTool {
  const strict = definition.strict && hostEnforcesStrictToolSchemas;
  return {
    type: 'function',
    function: {
      name: definition.name,
      description: definition.descriptionForLLM,
      parameters: strict ? OpenAIStrictToolSchema.fromToolParameters(definition.parameters) : definition.parameters,
      strict,
    },
  };
}
