import { describe, expect, it } from 'vitest';
import { ToolDefinitionError } from './ToolDefinitionError.js';
import { ToolParameterSchemaBuilder } from './ToolParameterSchemaBuilder.js';

describe('ToolParameterSchemaBuilder', () => {
  it('writes plain JSON Schema: optional arguments are absent from required, unknown ones refused', () => {
    const schema = new ToolParameterSchemaBuilder()
      .requiredString('query', 'What to search for.')
      .optionalEnum('time_range', 'How recent.', ['day', 'week'])
      .optionalInteger('page', 'Page, from 1.', { minimum: 1 })
      .optionalBoolean('exact', 'Match exactly.')
      .optionalStringArray('data_source_ids', 'Which data sources.', ['a', 'b'])
      .optionalStringArray('tags', 'Free tags.')
      .optionalDate('since', 'Oldest date.')
      .requiredInteger('limit', 'How many.', { minimum: 1, maximum: 20 })
      .build();
    expect(schema).toEqual({
      type: 'object',
      properties: {
        query: { type: 'string', description: 'What to search for.' },
        time_range: { type: 'string', description: 'How recent.', enum: ['day', 'week'] },
        page: { type: 'integer', description: 'Page, from 1.', minimum: 1 },
        exact: { type: 'boolean', description: 'Match exactly.' },
        data_source_ids: {
          type: 'array',
          description: 'Which data sources.',
          items: { type: 'string', enum: ['a', 'b'] },
        },
        tags: { type: 'array', description: 'Free tags.', items: { type: 'string' } },
        since: { type: 'string', description: 'Oldest date.' },
        limit: { type: 'integer', description: 'How many.', minimum: 1, maximum: 20 },
      },
      required: ['query', 'limit'],
      additionalProperties: false,
    });
    // Property order is the order of declaration: providers cache the request start.
    expect(Object.keys(schema['properties'] as object)).toEqual([
      'query',
      'time_range',
      'page',
      'exact',
      'data_source_ids',
      'tags',
      'since',
      'limit',
    ]);
    expect(JSON.stringify(schema).indexOf('"required"')).toBeLessThan(
      JSON.stringify(schema).indexOf('"additionalProperties"'),
    );
  });

  it('writes no required list when every argument is optional, and survives a JSON round trip', () => {
    const schema = new ToolParameterSchemaBuilder().optionalString('q', 'x').build();
    expect(schema).toEqual({
      type: 'object',
      properties: { q: { type: 'string', description: 'x' } },
      additionalProperties: false,
    });
    expect(JSON.parse(JSON.stringify(schema))).toEqual(schema);
    expect(new ToolParameterSchemaBuilder().build()).toEqual({
      type: 'object',
      properties: {},
      additionalProperties: false,
    });
  });

  it('refuses an argument declared twice or an enum without values', () => {
    const builder = new ToolParameterSchemaBuilder().requiredString('query', 'x');
    expect(() => builder.optionalString('query', 'y')).toThrow(ToolDefinitionError);
    expect(() => builder.optionalString('query', 'y')).toThrow(
      /function\.parameters\.properties\.query: The argument is declared twice\./,
    );
    expect(() => new ToolParameterSchemaBuilder().requiredEnum('mode', 'x', [])).toThrow(/at least one allowed value/);
  });
});
