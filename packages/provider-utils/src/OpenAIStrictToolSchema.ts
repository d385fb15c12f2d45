import type { JsonSchemaObject } from '@toolgate/core';

type MutableSchema = { [key: string]: unknown };

function isPlainObject(value: unknown): value is MutableSchema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function objectProperties(schema: JsonSchemaObject): MutableSchema | undefined {
  const properties = schema['properties'];
  return isPlainObject(properties) ? properties : undefined;
}

function requiredNames(schema: JsonSchemaObject): Set<string> {
  const required = schema['required'];
  return new Set(Array.isArray(required) ? required.filter((name): name is string => typeof name === 'string') : []);
}

/** Makes an optional property accept null, the way strict mode lets an argument be "left out". */
function allowNull(property: unknown): unknown {
  if (!isPlainObject(property)) {
    // `true` or a malformed entry: anything, null included, is already allowed.
    return property;
  }
  const result: MutableSchema = { ...property };
  const type = property['type'];
  if (typeof type === 'string') {
    if (type !== 'null') result['type'] = [type, 'null'];
  } else if (Array.isArray(type)) {
    if (!type.includes('null')) result['type'] = [...type, 'null'];
  } else if (Array.isArray(property['anyOf'])) {
    const branches = property['anyOf'] as unknown[];
    const hasNullBranch = branches.some((branch) => isPlainObject(branch) && branch['type'] === 'null');
    if (!hasNullBranch) result['anyOf'] = [...branches, { type: 'null' }];
    return result;
  } else {
    // No type to widen (const, oneOf, an empty schema): offer null as an alternative instead.
    return { anyOf: [property, { type: 'null' }] };
  }
  const enumValues = property['enum'];
  // Only an existing enum gets null (first, so it reads as "or nothing"); adding an enum
  // where there was none would restrict the argument to null.
  if (Array.isArray(enumValues) && !enumValues.includes(null)) result['enum'] = [null, ...enumValues];
  return result;
}

/** Converts nested object schemas (directly, or as array items) the same way as the top level. */
function convertNested(property: unknown): unknown {
  if (!isPlainObject(property)) return property;
  let result: MutableSchema | undefined;
  if (objectProperties(property) !== undefined) {
    const converted = convertObjectSchema(property);
    if (converted !== property) result = { ...converted };
  }
  const items = property['items'];
  if (isPlainObject(items)) {
    const convertedItems = convertNested(items);
    if (convertedItems !== items) {
      result ??= { ...property };
      result['items'] = convertedItems;
    }
  }
  for (const key of ['anyOf', 'oneOf'] as const) {
    const branches = property[key];
    if (!Array.isArray(branches)) continue;
    const convertedBranches = branches.map(convertNested);
    if (convertedBranches.some((branch, index) => branch !== branches[index])) {
      result ??= { ...property };
      result[key] = convertedBranches;
    }
  }
  return result ?? property;
}

function convertObjectSchema(schema: JsonSchemaObject): JsonSchemaObject {
  const properties = objectProperties(schema);
  if (properties === undefined) return schema;
  const required = requiredNames(schema);
  const names = Object.keys(properties);
  let changed = false;
  const convertedProperties: MutableSchema = {};
  for (const name of names) {
    const original = properties[name];
    let converted = convertNested(original);
    if (!required.has(name)) converted = allowNull(converted);
    if (converted !== original) changed = true;
    convertedProperties[name] = converted;
  }
  // All required (however `required` is ordered): nothing to express, keep it as written.
  if (!changed) return schema;
  return { ...schema, properties: convertedProperties, required: names };
}

/**
 * Converts a tool's plain JSON Schema into the shape OpenAI's strict mode accepts (reference §1.5):
 * every property listed in `required`, in property order (stable for prompt caching); an optional
 * property allows null instead (`["string","null"]`, and `null` first in an existing `enum`);
 * `additionalProperties: false` kept; nested objects (also as array items or `anyOf` branches)
 * converted the same way. A schema that needs no change (not an object, no properties, every
 * property required) is returned as the very same object, so it serializes
 * byte for byte as written.
 *
 * Use it only where the host binds the model's output to the schema (OpenAI); elsewhere the
 * converted schema would only tell the model that every argument is required.
 */
export const OpenAIStrictToolSchema = Object.freeze({
  /** The strict-mode form of `parameters`; the input is never modified. */
  fromToolParameters(parameters: JsonSchemaObject): JsonSchemaObject {
    if (!isPlainObject(parameters)) return parameters;
    return convertObjectSchema(parameters);
  },
});
