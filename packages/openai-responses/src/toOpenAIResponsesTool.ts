import type { ToolFunctionDefinition } from '@toolgate/core';
import { OpenAIStrictToolSchema } from '@toolgate/provider-utils';
import type { OpenAIResponsesFunctionTool } from './OpenAIResponsesRequestBody.js';

/**
 * Maps a tool's function to the flat Responses tool shape. OpenAI enforces strict mode in this
 * API, so the definition decides: strict tools get the converted schema (optional arguments as
 * nullable, every property required); `hostEnforcesStrictToolSchemas: false` (another
 * implementation of the API that does not bind output) sends every schema as written.
 */
export function toOpenAIResponsesTool(
  definition: ToolFunctionDefinition,
  hostEnforcesStrictToolSchemas = true,
): OpenAIResponsesFunctionTool {
  const strict = definition.strict && hostEnforcesStrictToolSchemas;
  return {
    type: 'function',
    name: definition.name,
    description: definition.descriptionForLLM,
    parameters: strict ? OpenAIStrictToolSchema.fromToolParameters(definition.parameters) : definition.parameters,
    strict,
  };
}
