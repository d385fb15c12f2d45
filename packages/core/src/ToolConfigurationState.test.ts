import { describe, expect, it } from 'vitest';
import { checkToolConfiguration } from './ToolConfigurationState.js';
import { type ToolDefinition, defineTool } from './ToolDefinition.js';
import { ToolExecutionResult } from './ToolExecutionResult.js';
import type { ToolImplementation } from './ToolImplementation.js';
import { ToolParameterSchemaBuilder } from './ToolParameterSchemaBuilder.js';
import { ToolSettingsOptionSources } from './ToolSettingsOptionSources.js';
import { ToolSettingsSchemaBuilder } from './ToolSettingsSchema.js';
import { InMemoryToolSettingsStore } from './InMemoryToolSettingsStore.js';
import { resolveToolSettingsValues } from './ToolSettingsStore.js';
import { type ToolSettingsValues, createToolSettingsValues } from './ToolSettingsValues.js';
import type { ToolgateLogFields, ToolgateLogger } from './ToolgateLogger.js';

const definition = defineTool({
  id: 'wiki',
  function: {
    name: 'wiki',
    descriptionForLLM: 'Searches the wiki.',
    parameters: new ToolParameterSchemaBuilder().build(),
  },
  settingsSchema: new ToolSettingsSchemaBuilder()
    .required('baseUrl')
    .requiredSecret('token')
    .optionalChoice('safeSearch', ToolSettingsOptionSources.SAFE_SEARCH)
    .optionalEnum('depth', ['basic', 'advanced'])
    .build(),
});

function toolWith(validate?: ToolImplementation['validateConfiguration']): ToolImplementation {
  return {
    getDefinition: () => definition,
    execute: async () => ToolExecutionResult.text('ok'),
    getDisplayName: () => 'Wiki',
    getDescription: () => 'Searches the wiki.',
    ...(validate === undefined ? {} : { validateConfiguration: validate }),
  };
}

const complete = { baseUrl: 'https://wiki.example.org/', token: 'secret-token' };

describe('checkToolConfiguration', () => {
  it('is configured when every required field is set and the tool agrees', async () => {
    const state = await checkToolConfiguration(toolWith(), definition, createToolSettingsValues(complete, ['token']));
    expect(state).toEqual({ isConfigured: true, missingRequiredFields: [], message: undefined });
  });

  it('lists blank required fields first, without asking the tool', async () => {
    let asked = false;
    const tool = toolWith(() => {
      asked = true;
      return null;
    });
    const state = await checkToolConfiguration(tool, definition, createToolSettingsValues({ baseUrl: '  ' }));
    expect(state).toEqual({
      isConfigured: false,
      missingRequiredFields: ['baseUrl', 'token'],
      message: "The required settings 'baseUrl', 'token' are missing.",
    });
    expect(asked).toBe(false);
    const one = await checkToolConfiguration(tool, definition, createToolSettingsValues({ baseUrl: 'x' }));
    expect(one.message).toBe("The required setting 'token' is missing.");
  });

  it('re-checks stored choices against the current lists', async () => {
    const bad = await checkToolConfiguration(
      toolWith(),
      definition,
      createToolSettingsValues({ ...complete, safeSearch: 'HIGH' }),
    );
    expect(bad).toMatchObject({
      isConfigured: false,
      message: "The setting 'safeSearch' must be one of OFF, MODERATE, STRICT.",
    });
    const badEnum = await checkToolConfiguration(
      toolWith(),
      definition,
      createToolSettingsValues({ ...complete, depth: 'deep' }),
    );
    expect(badEnum.message).toBe("The setting 'depth' must be one of basic, advanced.");
  });

  it('passes on the tool’s own message, and reads secrets as a mask there', async () => {
    let seen: ToolSettingsValues | undefined;
    const tool = toolWith((_definition: ToolDefinition, values: ToolSettingsValues) => {
      seen = values;
      return values['baseUrl']?.startsWith('https://') ? null : 'The base URL must start with https://.';
    });
    const store = new InMemoryToolSettingsStore({
      userValues: { 'wiki.baseUrl': 'http://wiki', 'wiki.token': 'secret-token' },
    });
    const state = await checkToolConfiguration(tool, definition, resolveToolSettingsValues(store, definition));
    expect(state).toEqual({
      isConfigured: false,
      missingRequiredFields: [],
      message: 'The base URL must start with https://.',
    });
    expect(seen?.['token']).toBe('*****');
  });

  it('counts a throwing check as not configured and logs only the error name', async () => {
    const entries: [string, ToolgateLogFields | undefined][] = [];
    const logger: ToolgateLogger = {
      debug: () => {},
      info: () => {},
      warn: (message, fields) => entries.push([message, fields]),
      error: () => {},
    };
    const tool = toolWith(() => {
      throw new Error('token secret-token rejected');
    });
    const state = await checkToolConfiguration(tool, definition, createToolSettingsValues(complete, ['token']), {
      logger,
    });
    expect(state).toEqual({
      isConfigured: false,
      missingRequiredFields: [],
      message: 'The settings of this tool could not be checked.',
    });
    expect(JSON.stringify(entries)).not.toContain('secret-token');
    expect(entries).toEqual([['The configuration check of a tool failed.', { toolId: 'wiki', error: 'Error' }]]);
  });
});
