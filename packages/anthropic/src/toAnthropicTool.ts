import type { ToolFunctionDefinition } from '@toolgate/core';
import type { AnthropicTool } from './AnthropicRequestBody.js';

/** Maps a tool's function to the Messages API tool shape; Anthropic reads the schema as written. */
export function toAnthropicTool(definition: ToolFunctionDefinition): AnthropicTool {
  return {
    name: definition.name,
    description: definition.descriptionForLLM,
    input_schema: definition.parameters as AnthropicTool['input_schema'],
  };
}
