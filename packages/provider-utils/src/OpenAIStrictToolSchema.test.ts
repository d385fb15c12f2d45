import { describe, expect, it } from 'vitest';
import { OpenAIStrictToolSchema } from './OpenAIStrictToolSchema.js';

const convert = OpenAIStrictToolSchema.fromToolParameters;

describe('OpenAIStrictToolSchema.fromToolParameters', () => {
  it('turns an optional string into ["string","null"] and lists every property as required in property order', () => {
    const schema = {
      type: 'object',
      properties: {
        query: { type: 'string', description: 'What to search for.' },
        page: { type: 'integer', minimum: 1 },
        language: { type: 'string' },
      },
      required: ['query'],
      additionalProperties: false,
    };
    const converted = convert(schema);
    expect(JSON.stringify(converted)).toBe(
      JSON.stringify({
        type: 'object',
        properties: {
          query: { type: 'string', description: 'What to search for.' },
          page: { type: ['integer', 'null'], minimum: 1 },
          language: { type: ['string', 'null'] },
        },
        required: ['query', 'page', 'language'],
        additionalProperties: false,
      }),
    );
  });

  it('puts null first into the enum of an optional property, and adds no enum where there was none', () => {
    const converted = convert({
      type: 'object',
      properties: {
        range: { type: 'string', enum: ['day', 'week'] },
        note: { type: 'string' },
      },
      required: [],
    });
    const properties = converted['properties'] as Record<string, Record<string, unknown>>;
    expect(properties['range']).toEqual({ type: ['string', 'null'], enum: [null, 'day', 'week'] });
    expect(properties['note']).toEqual({ type: ['string', 'null'] });
    expect('enum' in (properties['note'] ?? {})).toBe(false);
  });

  it('makes an optional array ["array","null"] and leaves its item enum alone, with no list-level enum', () => {
    const converted = convert({
      type: 'object',
      properties: { kinds: { type: 'array', items: { type: 'string', enum: ['a', 'b'] } } },
    });
    expect((converted['properties'] as Record<string, unknown>)['kinds']).toEqual({
      type: ['array', 'null'],
      items: { type: 'string', enum: ['a', 'b'] },
    });
    expect(converted['required']).toEqual(['kinds']);
  });

  it('appends null to an existing type array once, and leaves an already nullable property as it is', () => {
    const converted = convert({
      type: 'object',
      properties: { a: { type: ['string', 'number'] }, b: { type: ['string', 'null'] } },
    });
    const properties = converted['properties'] as Record<string, unknown>;
    expect(properties['a']).toEqual({ type: ['string', 'number', 'null'] });
    expect(properties['b']).toEqual({ type: ['string', 'null'] });
  });

  it('keeps a required property exactly as written', () => {
    const query = { type: 'string', enum: ['x'] };
    const converted = convert({
      type: 'object',
      properties: { query, page: { type: 'integer' } },
      required: ['query'],
    });
    expect((converted['properties'] as Record<string, unknown>)['query']).toBe(query);
  });

  it('returns an all-required schema untouched, byte for byte (even with required in another order)', () => {
    const text =
      '{"type":"object","properties":{"b":{"type":"string"},"a":{"type":"integer","enum":[1,2]}},"required":["a","b"],"additionalProperties":false}';
    const schema = JSON.parse(text) as Record<string, unknown>;
    const converted = convert(schema);
    expect(converted).toBe(schema);
    expect(JSON.stringify(converted)).toBe(text);
  });

  it('returns schemas without properties unchanged', () => {
    const empty = { type: 'object', properties: {}, additionalProperties: false };
    expect(convert(empty)).toBe(empty);
    const noProperties = { type: 'object' };
    expect(convert(noProperties)).toBe(noProperties);
  });

  it('converts nested objects and arrays of objects the same way, and never modifies the input', () => {
    const schema = {
      type: 'object',
      properties: {
        filter: {
          type: 'object',
          properties: { from: { type: 'string' }, to: { type: 'string' } },
          required: ['from'],
          additionalProperties: false,
        },
        rows: {
          type: 'array',
          items: {
            type: 'object',
            properties: { id: { type: 'string' }, label: { type: 'string' } },
            required: ['id'],
          },
        },
      },
      required: ['filter', 'rows'],
    };
    const before = JSON.stringify(schema);
    const converted = convert(schema);
    expect(JSON.stringify(schema)).toBe(before);
    expect(converted).toEqual({
      type: 'object',
      properties: {
        filter: {
          type: 'object',
          properties: { from: { type: 'string' }, to: { type: ['string', 'null'] } },
          required: ['from', 'to'],
          additionalProperties: false,
        },
        rows: {
          type: 'array',
          items: {
            type: 'object',
            properties: { id: { type: 'string' }, label: { type: ['string', 'null'] } },
            required: ['id', 'label'],
          },
        },
      },
      required: ['filter', 'rows'],
    });
  });

  it('offers null as an alternative for an optional property without a type', () => {
    const converted = convert({
      type: 'object',
      properties: {
        either: { anyOf: [{ type: 'string' }, { type: 'integer' }] },
        fixed: { const: 'x' },
      },
    });
    const properties = converted['properties'] as Record<string, unknown>;
    expect(properties['either']).toEqual({ anyOf: [{ type: 'string' }, { type: 'integer' }, { type: 'null' }] });
    expect(properties['fixed']).toEqual({ anyOf: [{ const: 'x' }, { type: 'null' }] });
  });
});
