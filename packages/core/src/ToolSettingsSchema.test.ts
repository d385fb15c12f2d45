import { describe, expect, it } from 'vitest';
import { ToolDefinitionError } from './ToolDefinitionError.js';
import { ToolSettingsSchemaBuilder } from './ToolSettingsSchema.js';

describe('ToolSettingsSchemaBuilder', () => {
  it('builds string fields with required, secret, group and choices', () => {
    const schema = new ToolSettingsSchemaBuilder()
      .required('baseUrl', { description: 'The wiki address.' })
      .optional('timeoutSeconds')
      .requiredChoice('defaultLanguage', 'common_languages')
      .optionalEnum('depth', ['basic', 'advanced'])
      .inGroup('tavily', (group) => group.optionalSecret('tavily.apiKey').requiredEnum('tavily.region', ['eu']))
      .requiredSecret('token', { group: 'auth' })
      .build();
    expect(schema).toEqual({
      type: 'object',
      properties: {
        baseUrl: { type: 'string', description: 'The wiki address.' },
        timeoutSeconds: { type: 'string' },
        defaultLanguage: { type: 'string', optionSource: 'common_languages' },
        depth: { type: 'string', enum: ['basic', 'advanced'] },
        'tavily.apiKey': { type: 'string', secret: true, group: 'tavily' },
        'tavily.region': { type: 'string', group: 'tavily', enum: ['eu'] },
        token: { type: 'string', secret: true, group: 'auth' },
      },
      required: ['baseUrl', 'defaultLanguage', 'tavily.region', 'token'],
    });
    expect(Object.isFrozen(schema.properties)).toBe(true);
  });

  it('refuses a field declared twice, naming it', () => {
    const builder = new ToolSettingsSchemaBuilder().optional('a');
    expect(() => builder.required('a')).toThrow(ToolDefinitionError);
    expect(() => builder.required('a')).toThrow('settingsSchema.properties.a: The setting is declared twice.');
  });
});
