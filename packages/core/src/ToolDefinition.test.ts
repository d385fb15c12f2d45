import { describe, expect, it } from 'vitest';
import { ToolActivation, type ToolDefinitionInput, defineTool, validateToolDefinition } from './ToolDefinition.js';
import { ToolDefinitionError } from './ToolDefinitionError.js';
import { ToolParameterSchemaBuilder } from './ToolParameterSchemaBuilder.js';
import { ToolSettingsOptionSources } from './ToolSettingsOptionSources.js';
import { ToolSettingsSchemaBuilder } from './ToolSettingsSchema.js';
import { ToolgateError } from './ToolgateError.js';

const parameters = new ToolParameterSchemaBuilder().requiredString('query', 'What to search for.').build();
const minimal: ToolDefinitionInput = {
  id: 'web_search',
  function: { name: 'web_search', descriptionForLLM: 'Searches the web.', parameters },
};

function messageOf(input: unknown): string {
  try {
    defineTool(input as ToolDefinitionInput);
  } catch (error) {
    expect(error).toBeInstanceOf(ToolDefinitionError);
    expect(ToolgateError.isInstance(error)).toBe(true);
    expect((error as ToolDefinitionError).code).toBe('INVALID_TOOL_DEFINITION');
    return (error as Error).message;
  }
  throw new Error('expected the definition to be refused');
}

describe('defineTool', () => {
  it('applies the defaults and freezes the definition', () => {
    const definition = defineTool(minimal);
    expect(definition).toEqual({
      schemaVersion: 1,
      id: 'web_search',
      implementationKey: 'web_search',
      function: { name: 'web_search', descriptionForLLM: 'Searches the web.', parameters, strict: true },
      visibleIn: { allowedComponents: [], deniedComponents: [], chat: true, assistants: true },
      activation: 'SELECTION',
      settingsSchema: { type: 'object', properties: {}, required: [] },
      systemPromptInstructions: '',
      minimumProviderConfidence: 'NONE',
    });
    expect(Object.isFrozen(definition)).toBe(true);
    expect(Object.isFrozen(definition.function.parameters)).toBe(true);
    expect(() => {
      (definition.function as { name: string }).name = 'other';
    }).toThrow(TypeError);
  });

  it('keeps what the input sets', () => {
    const settingsSchema = new ToolSettingsSchemaBuilder()
      .requiredChoice('defaultLanguage', ToolSettingsOptionSources.COMMON_LANGUAGES)
      .inGroup('tavily', (group) => group.optionalSecret('apiKey'))
      .build();
    const definition = defineTool({
      ...minimal,
      implementationKey: 'web_search_v2',
      function: { ...minimal.function, strict: false },
      activation: ToolActivation.CONTEXT,
      visibleIn: { deniedComponents: ['EMAIL_ASSISTANT'] },
      settingsSchema,
      systemPromptInstructions: 'Use it for current events.',
      minimumProviderConfidence: 'VERY_LOW',
    });
    expect(definition.implementationKey).toBe('web_search_v2');
    expect(definition.function.strict).toBe(false);
    expect(definition.activation).toBe('CONTEXT');
    expect(definition.visibleIn.deniedComponents).toEqual(['EMAIL_ASSISTANT']);
    expect(definition.settingsSchema.properties['apiKey']).toEqual({ type: 'string', secret: true, group: 'tavily' });
    expect(definition.minimumProviderConfidence).toBe('VERY_LOW');
  });

  it('is not changed by a later change to the caller’s parameters object', () => {
    const mutable = { type: 'object', properties: {} as Record<string, unknown> };
    const definition = defineTool({ ...minimal, function: { ...minimal.function, parameters: mutable } });
    mutable.properties['sneaky'] = { type: 'string' };
    expect(definition.function.parameters).toEqual({ type: 'object', properties: {} });
  });
});

describe('defineTool refuses invalid definitions naming the field', () => {
  it.each([
    [{ ...minimal, schemaVersion: 2 }, 'schemaVersion: must be 1, but was 2'],
    [{ ...minimal, id: '' }, "id: must be 1 to 64 characters of ASCII letters, digits, '_' and '-', but was \"\""],
    [
      { ...minimal, id: 'web.search' },
      "id: must be 1 to 64 characters of ASCII letters, digits, '_' and '-', but was \"web.search\"",
    ],
    [
      { ...minimal, function: { ...minimal.function, name: 'web search' } },
      "function.name: must be 1 to 64 characters of ASCII letters, digits, '_' and '-', but was \"web search\"",
    ],
    [
      { ...minimal, function: { ...minimal.function, name: 'x'.repeat(65) } },
      'function.name: must be 1 to 64 characters',
    ],
    [{ ...minimal, function: { ...minimal.function, name: 'suche_größe' } }, 'function.name: must be 1 to 64'],
    [
      { ...minimal, function: { ...minimal.function, descriptionForLLM: ' ' } },
      'function.descriptionForLLM: must not be blank',
    ],
    [
      { ...minimal, function: { ...minimal.function, parameters: [] } },
      'function.parameters: must be a JSON Schema object with "type": "object"',
    ],
    [
      { ...minimal, function: { ...minimal.function, parameters: { type: 'string' } } },
      'function.parameters: must be a JSON Schema object',
    ],
    [
      { ...minimal, visibleIn: { allowedComponents: ['CHAT', 'KITCHEN'] } },
      'visibleIn.allowedComponents.1: must be one of CHAT, TRANSLATION_ASSISTANT',
    ],
    [{ ...minimal, activation: 'ALWAYS' }, 'activation: must be SELECTION or CONTEXT, but was "ALWAYS"'],
    [{ ...minimal, minimumProviderConfidence: 'high' }, 'minimumProviderConfidence: must be one of NONE, UNTRUSTED'],
    [{ ...minimal, settingsSchema: { type: 'array' } }, 'settingsSchema.type: must be "object", but was "array"'],
    [
      { ...minimal, settingsSchema: { properties: { port: { type: 'number' } } } },
      'settingsSchema.properties.port.type: must be "string", but was "number"',
    ],
    [
      { ...minimal, settingsSchema: { properties: { key: { type: 'string', group: '  ' } } } },
      'settingsSchema.properties.key.group: must not be blank',
    ],
    [
      {
        ...minimal,
        settingsSchema: { properties: { lang: { type: 'string', optionSource: 'common_languages', enum: ['de'] } } },
      },
      'settingsSchema.properties.lang: may take its values from an option source or from an enum list, not from both',
    ],
    [
      { ...minimal, settingsSchema: { properties: { lang: { type: 'string', optionSource: 'planets' } } } },
      'settingsSchema.properties.lang.optionSource: names an unknown option source "planets"',
    ],
    [
      { ...minimal, settingsSchema: { properties: {}, required: ['baseUrl'] } },
      "settingsSchema.required.0: names the setting 'baseUrl', which is not defined in properties",
    ],
    [{ ...minimal, minimumConfidence: 'HIGH' }, "has the unknown field 'minimumConfidence'"],
  ])('%#: %s', (input, expected) => {
    expect(messageOf(input)).toContain(expected);
  });

  it('names the tool and lists every problem', () => {
    const input = { ...minimal, activation: 'X', function: { ...minimal.function, name: '' } };
    const message = messageOf(input);
    expect(message.startsWith("The definition of tool 'web_search' is invalid: ")).toBe(true);
    expect(message).toContain('function.name:');
    expect(message).toContain('activation:');
    const validation = validateToolDefinition(input);
    expect(validation.ok).toBe(false);
    if (!validation.ok) expect(validation.issues.map((issue) => issue.path)).toEqual(['function.name', 'activation']);
  });

  it('refuses something that is not an object at all', () => {
    expect(messageOf(null)).toBe('The tool definition is invalid: must be object, but was null.');
  });
});

describe('defineTool refuses parameters that are not plain JSON', () => {
  it.each([
    ['a function', { type: 'object', properties: { q: { type: 'string', default: () => 'x' } } }],
    [
      'a cycle',
      (() => {
        const cyclic: Record<string, unknown> = { type: 'object' };
        cyclic['self'] = cyclic;
        return cyclic;
      })(),
    ],
  ])('%s', (_label, parameters) => {
    expect(messageOf({ ...minimal, function: { ...minimal.function, parameters } })).toBe(
      "The definition of tool 'web_search' is invalid: function.parameters: must be plain JSON (no functions, symbols or cycles).",
    );
  });
});
