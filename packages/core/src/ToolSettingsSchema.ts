import { ToolDefinitionError } from './ToolDefinitionError.js';

/**
 * One setting of a tool. Every setting is a string (numbers are parsed by the tool, see
 * `ToolSettingsValueParser`). A choice comes either from an `optionSource` (a list the library
 * maintains, see `ToolSettingsOptionSources`) or from an `enum` list, never from both.
 */
export interface ToolSettingsField {
  readonly type: 'string';
  /** What the setting means, for administrators and settings forms. */
  readonly description?: string | undefined;
  /** True: the value is a secret (an API key). It never appears in results, logs, errors or serializations. */
  readonly secret?: boolean | undefined;
  /** The section of a settings form the field belongs to (e.g. one per search service). */
  readonly group?: string | undefined;
  /** The name of a `ToolSettingsOptionSources` list the value must come from. */
  readonly optionSource?: string | undefined;
  /** The values the setting may take, spelled out (for a definition that arrives as data). */
  readonly enum?: readonly string[] | undefined;
}

/** The settings a tool has: a JSON-Schema-like object of string fields. */
export interface ToolSettingsSchema {
  readonly type: 'object';
  readonly properties: Readonly<Record<string, ToolSettingsField>>;
  /** Fields without which the tool is not configured (a blank value counts as missing). */
  readonly required: readonly string[];
}

/** A schema without settings. */
export const EMPTY_TOOL_SETTINGS_SCHEMA: ToolSettingsSchema = Object.freeze({
  type: 'object',
  properties: Object.freeze({}),
  required: Object.freeze([]),
});

/** Options of one field added through {@link ToolSettingsSchemaBuilder}. */
export interface ToolSettingsFieldOptions {
  readonly description?: string | undefined;
  readonly secret?: boolean | undefined;
  readonly group?: string | undefined;
}

/**
 * Builds a {@link ToolSettingsSchema}. Field names are best shared constants of the tool, used by
 * the schema and by the code that reads the values.
 *
 * ```ts
 * const settings = new ToolSettingsSchemaBuilder()
 *   .requiredChoice('defaultLanguage', ToolSettingsOptionSources.COMMON_LANGUAGES)
 *   .optional('maxResults', { description: 'How many results, 1 to 20.' })
 *   .inGroup('tavily', (group) => group.optionalSecret('apiKey'))
 *   .build();
 * ```
 */
export class ToolSettingsSchemaBuilder {
  readonly #properties = new Map<string, ToolSettingsField>();
  readonly #required: string[] = [];
  readonly #group: string | undefined;

  constructor(group?: string) {
    this.#group = group;
  }

  /** A field the tool cannot work without. */
  required(name: string, options: ToolSettingsFieldOptions = {}): this {
    return this.#add(name, true, options, {});
  }

  /** A field that may stay empty. */
  optional(name: string, options: ToolSettingsFieldOptions = {}): this {
    return this.#add(name, false, options, {});
  }

  /** A required secret (e.g. an API key without which the tool cannot work). */
  requiredSecret(name: string, options: Omit<ToolSettingsFieldOptions, 'secret'> = {}): this {
    return this.#add(name, true, { ...options, secret: true }, {});
  }

  /** An optional secret. */
  optionalSecret(name: string, options: Omit<ToolSettingsFieldOptions, 'secret'> = {}): this {
    return this.#add(name, false, { ...options, secret: true }, {});
  }

  /** A required choice out of a `ToolSettingsOptionSources` list. */
  requiredChoice(name: string, optionSource: string, options: ToolSettingsFieldOptions = {}): this {
    return this.#add(name, true, options, { optionSource });
  }

  /** An optional choice out of a `ToolSettingsOptionSources` list. */
  optionalChoice(name: string, optionSource: string, options: ToolSettingsFieldOptions = {}): this {
    return this.#add(name, false, options, { optionSource });
  }

  /** A required choice out of values spelled out here. */
  requiredEnum(name: string, values: readonly string[], options: ToolSettingsFieldOptions = {}): this {
    return this.#add(name, true, options, { enum: Object.freeze([...values]) });
  }

  /** An optional choice out of values spelled out here. */
  optionalEnum(name: string, values: readonly string[], options: ToolSettingsFieldOptions = {}): this {
    return this.#add(name, false, options, { enum: Object.freeze([...values]) });
  }

  /** Adds the fields `build` declares to the group `group` (a section of a settings form). */
  inGroup(group: string, build: (builder: ToolSettingsSchemaBuilder) => void): this {
    const inner = new ToolSettingsSchemaBuilder(group);
    build(inner);
    const schema = inner.build();
    for (const [name, field] of Object.entries(schema.properties)) {
      this.#put(name, field, schema.required.includes(name));
    }
    return this;
  }

  /** The schema (frozen). Field problems are reported when the tool is registered, naming the field. */
  build(): ToolSettingsSchema {
    return Object.freeze({
      type: 'object',
      properties: Object.freeze(Object.fromEntries(this.#properties)),
      required: Object.freeze([...this.#required]),
    });
  }

  #add(
    name: string,
    required: boolean,
    options: ToolSettingsFieldOptions,
    choice: { optionSource?: string; enum?: readonly string[] },
  ): this {
    const group = options.group ?? this.#group;
    const field: ToolSettingsField = Object.freeze({
      type: 'string',
      ...(options.description === undefined ? {} : { description: options.description }),
      ...(options.secret ? { secret: true } : {}),
      ...(group === undefined ? {} : { group }),
      ...choice,
    });
    this.#put(name, field, required);
    return this;
  }

  #put(name: string, field: ToolSettingsField, required: boolean): void {
    if (this.#properties.has(name)) {
      throw new ToolDefinitionError(undefined, [
        { path: `settingsSchema.properties.${name}`, message: 'The setting is declared twice.' },
      ]);
    }
    this.#properties.set(name, field);
    if (required) this.#required.push(name);
  }
}
