import { ToolDefinitionError } from './ToolDefinitionError.js';
import type { JsonSchemaObject } from './ToolFunctionDefinition.js';

/** Bounds of an integer argument, written into the schema as `minimum` / `maximum`. */
export interface IntegerArgumentBounds {
  readonly minimum?: number | undefined;
  readonly maximum?: number | undefined;
}

/**
 * Builds the parameters of a tool's function as plain JSON Schema: `type: object`, the properties
 * in the order they were added, `required` listing only the required ones (an optional argument is
 * simply absent from it) and `additionalProperties: false` (an unknown argument is a
 * misunderstanding). The schema is provider-neutral: adapters convert it where an API wants
 * something else (OpenAI's strict mode).
 *
 * Give every argument name a constant that the schema and the reading code (`ToolArgumentReader`)
 * share, so the two cannot drift apart.
 */
export class ToolParameterSchemaBuilder {
  readonly #properties = new Map<string, JsonSchemaObject>();
  readonly #required: string[] = [];

  /** A string the model must pass. */
  requiredString(name: string, description: string): this {
    return this.#add(name, true, { type: 'string', description });
  }

  /** A string the model may leave out. */
  optionalString(name: string, description: string): this {
    return this.#add(name, false, { type: 'string', description });
  }

  /** An integer the model must pass. */
  requiredInteger(name: string, description: string, bounds: IntegerArgumentBounds = {}): this {
    return this.#add(name, true, integerSchema(description, bounds));
  }

  /** An integer the model may leave out (e.g. `page`, from 1). */
  optionalInteger(name: string, description: string, bounds: IntegerArgumentBounds = {}): this {
    return this.#add(name, false, integerSchema(description, bounds));
  }

  /** `true` or `false`, required. */
  requiredBoolean(name: string, description: string): this {
    return this.#add(name, true, { type: 'boolean', description });
  }

  /** `true` or `false`, optional. */
  optionalBoolean(name: string, description: string): this {
    return this.#add(name, false, { type: 'boolean', description });
  }

  /** One value out of `values`, required. */
  requiredEnum(name: string, description: string, values: readonly string[]): this {
    return this.#add(name, true, { type: 'string', description, enum: nonEmptyValues(name, values) });
  }

  /** One value out of `values`, optional. */
  optionalEnum(name: string, description: string, values: readonly string[]): this {
    return this.#add(name, false, { type: 'string', description, enum: nonEmptyValues(name, values) });
  }

  /** A list of strings, required; with `allowedValues`, each entry must be one of them (`items.enum`). */
  requiredStringArray(name: string, description: string, allowedValues: readonly string[] = []): this {
    return this.#add(name, true, stringArraySchema(description, allowedValues));
  }

  /**
   * A list of strings the model may leave out; with `allowedValues`, each entry must be one of them
   * (`items.enum`). How long the list may be is the tool's business.
   */
  optionalStringArray(name: string, description: string, allowedValues: readonly string[] = []): this {
    return this.#add(name, false, stringArraySchema(description, allowedValues));
  }

  /**
   * A date, or a date with a time of day, as a string (read it with `ToolArgumentReader`'s date
   * readers). No `format` is written: `date-time` would refuse a plain date.
   */
  requiredDate(name: string, description: string): this {
    return this.#add(name, true, { type: 'string', description });
  }

  /** An optional date, see {@link requiredDate}. */
  optionalDate(name: string, description: string): this {
    return this.#add(name, false, { type: 'string', description });
  }

  /** The schema (a fresh frozen object on every call). */
  build(): JsonSchemaObject {
    const schema: Record<string, unknown> = {
      type: 'object',
      properties: Object.freeze(Object.fromEntries(this.#properties)),
    };
    // Draft-04 readers refuse an empty `required`, so a schema without required arguments has none.
    if (this.#required.length > 0) schema['required'] = Object.freeze([...this.#required]);
    schema['additionalProperties'] = false;
    return Object.freeze(schema);
  }

  #add(name: string, required: boolean, property: Record<string, unknown>): this {
    if (name.trim() === '') throw parameterError(name, 'An argument name must not be blank.');
    if (this.#properties.has(name)) throw parameterError(name, 'The argument is declared twice.');
    this.#properties.set(name, Object.freeze(property));
    if (required) this.#required.push(name);
    return this;
  }
}

function integerSchema(description: string, bounds: IntegerArgumentBounds): Record<string, unknown> {
  return {
    type: 'integer',
    description,
    ...(bounds.minimum === undefined ? {} : { minimum: bounds.minimum }),
    ...(bounds.maximum === undefined ? {} : { maximum: bounds.maximum }),
  };
}

function stringArraySchema(description: string, allowedValues: readonly string[]): Record<string, unknown> {
  const items =
    allowedValues.length > 0 ? { type: 'string', enum: Object.freeze([...allowedValues]) } : { type: 'string' };
  return { type: 'array', description, items: Object.freeze(items) };
}

function nonEmptyValues(name: string, values: readonly string[]): readonly string[] {
  if (values.length === 0) throw parameterError(name, 'The argument needs at least one allowed value.');
  return Object.freeze([...values]);
}

function parameterError(name: string, message: string): ToolDefinitionError {
  return new ToolDefinitionError(undefined, [{ path: `function.parameters.properties.${name}`, message }]);
}
