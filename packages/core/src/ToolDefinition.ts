import { z } from 'zod';
import { CONFIDENCE_LEVELS, ConfidenceLevel } from './ConfidenceLevel.js';
import { echoArgumentValue } from './ToolArgumentReader.js';
import { TOOL_COMPONENTS, type ToolComponent } from './ToolComponent.js';
import { ToolDefinitionError, type ToolDefinitionIssue } from './ToolDefinitionError.js';
import type { JsonSchemaObject, ToolFunctionDefinition } from './ToolFunctionDefinition.js';
import type { ToolSettingsField, ToolSettingsSchema } from './ToolSettingsSchema.js';
import { ToolSettingsOptionSources } from './ToolSettingsOptionSources.js';
import type { ToolVisibilityDefinition } from './ToolVisibility.js';

/** How a tool gets into a request: selected (by the user, defaults, templates) or offering itself from the chat. */
export const ToolActivation = {
  /** Offered when selected. The default. */
  SELECTION: 'SELECTION',
  /** Never selected: offers itself whenever the chat calls for it (e.g. `semantic_search`). */
  CONTEXT: 'CONTEXT',
} as const;
/** One of the {@link ToolActivation} values. */
export type ToolActivation = (typeof ToolActivation)[keyof typeof ToolActivation];

/** The one supported version of the definition format. */
export const TOOL_DEFINITION_SCHEMA_VERSION = 1;

/** The rule every function name follows: 1–64 ASCII letters, digits, `_` and `-`. */
export const FUNCTION_NAME_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * What a tool is, as the registry and the providers see it (validated, with defaults applied,
 * frozen). Build one with {@link defineTool}. User-visible names, descriptions and icons are not
 * part of it: they come from the implementation, where they can be translated.
 */
export interface ToolDefinition {
  /** Always 1. */
  readonly schemaVersion: 1;
  /**
   * Stable, lower-case id with underscores, e.g. `web_search` (1–64 ASCII letters, digits, `_`, `-`;
   * no dot, so a setting's address `<toolId>.<field>` stays unambiguous).
   */
  readonly id: string;
  /** The key of the implementation that runs it; the id unless there is a compatibility reason. */
  readonly implementationKey: string;
  /** The function offered to the model. */
  readonly function: ToolFunctionDefinition;
  /** Where the tool may appear. */
  readonly visibleIn: ToolVisibilityDefinition;
  /** Selected, or offering itself from the chat. */
  readonly activation: ToolActivation;
  /** The tool's settings (all strings). */
  readonly settingsSchema: ToolSettingsSchema;
  /** Behaviour rules for the model, appended to the system prompt while the tool is offered. May be empty. */
  readonly systemPromptInstructions: string;
  /** The lowest provider confidence the tool may be offered to (an organization can raise it). */
  readonly minimumProviderConfidence: ConfidenceLevel;
}

/** What {@link defineTool} accepts: a {@link ToolDefinition} whose defaulted fields may be left out. */
export interface ToolDefinitionInput {
  /** Default 1; any other value is refused. */
  readonly schemaVersion?: number | undefined;
  readonly id: string;
  /** Default: the id. */
  readonly implementationKey?: string | undefined;
  readonly function: {
    readonly name: string;
    readonly descriptionForLLM: string;
    readonly parameters: JsonSchemaObject;
    /** Default true. */
    readonly strict?: boolean | undefined;
  };
  /** Default: visible in the chat and in every assistant. */
  readonly visibleIn?:
    | {
        readonly allowedComponents?: readonly ToolComponent[] | undefined;
        readonly deniedComponents?: readonly ToolComponent[] | undefined;
        readonly chat?: boolean | undefined;
        readonly assistants?: boolean | undefined;
      }
    | undefined;
  /** Default `SELECTION`. */
  readonly activation?: ToolActivation | undefined;
  /** Default: no settings. */
  readonly settingsSchema?:
    | {
        readonly type?: 'object' | undefined;
        readonly properties?: Readonly<Record<string, ToolSettingsField>> | undefined;
        readonly required?: readonly string[] | undefined;
      }
    | undefined;
  /** Default: none. */
  readonly systemPromptInstructions?: string | undefined;
  /** Default `NONE`. */
  readonly minimumProviderConfidence?: ConfidenceLevel | undefined;
}

const nonBlank = (what: string) =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined ? 'is missing' : `must be ${what}, but was ${describe(issue.input)}`,
    })
    .refine((value) => value.trim() !== '', { error: 'must not be blank' });

/** True for an object that is not an array (what JSON calls an object). @internal */
export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// The schemas are built on first use, not at import: building them costs more than the rest of
// the package's import together (see bench/import-cost.mjs).
let definitionSchemaCache: ReturnType<typeof buildDefinitionSchema> | undefined;

function getDefinitionSchema(): ReturnType<typeof buildDefinitionSchema> {
  definitionSchemaCache ??= buildDefinitionSchema();
  return definitionSchemaCache;
}

function buildDefinitionSchema() {
  const componentSchema = z.enum(TOOL_COMPONENTS as [ToolComponent, ...ToolComponent[]], {
    error: (issue) => `must be one of ${TOOL_COMPONENTS.join(', ')}, but was ${describe(issue.input)}`,
  });

  const settingsFieldSchema = z
    .strictObject({
      type: z.literal('string', { error: (issue) => `must be "string", but was ${describe(issue.input)}` }),
      description: z.string().optional(),
      secret: z.boolean().optional(),
      group: nonBlank('a group name').optional(),
      optionSource: z
        .string()
        .refine((source) => ToolSettingsOptionSources.isKnown(source), {
          error: (issue) => `names an unknown option source ${describe(issue.input)}`,
        })
        .optional(),
      enum: z.array(z.string()).min(1, { error: 'must list at least one value' }).optional(),
    })
    .refine((field) => !(field.optionSource !== undefined && field.enum !== undefined), {
      error: 'may take its values from an option source or from an enum list, not from both',
    });

  const settingsSchemaSchema = z
    .strictObject({
      type: z
        .literal('object', { error: (issue) => `must be "object", but was ${describe(issue.input)}` })
        .default('object'),
      properties: z.record(nonBlank('a field name'), settingsFieldSchema).default({}),
      required: z.array(z.string()).default([]),
    })
    .superRefine((schema, context) => {
      schema.required.forEach((name, index) => {
        if (name.trim() === '') {
          context.addIssue({ code: 'custom', path: ['required', index], message: 'must not be blank' });
        } else if (!Object.hasOwn(schema.properties, name)) {
          context.addIssue({
            code: 'custom',
            path: ['required', index],
            message: `names the setting '${name}', which is not defined in properties`,
          });
        }
      });
    });

  return z.strictObject({
    schemaVersion: z
      .literal(TOOL_DEFINITION_SCHEMA_VERSION, { error: (issue) => `must be 1, but was ${describe(issue.input)}` })
      .default(TOOL_DEFINITION_SCHEMA_VERSION),
    id: z
      .string({ error: (issue) => (issue.input === undefined ? 'is missing' : 'must be a string') })
      .regex(FUNCTION_NAME_PATTERN, {
        error: (issue) =>
          `must be 1 to 64 characters of ASCII letters, digits, '_' and '-', but was ${describe(issue.input)}`,
      }),
    implementationKey: nonBlank('a string').optional(),
    function: z.strictObject({
      name: z
        .string({ error: (issue) => (issue.input === undefined ? 'is missing' : 'must be a string') })
        .regex(FUNCTION_NAME_PATTERN, {
          error: (issue) =>
            `must be 1 to 64 characters of ASCII letters, digits, '_' and '-', but was ${describe(issue.input)}`,
        }),
      descriptionForLLM: nonBlank('a string'),
      parameters: z.custom<JsonSchemaObject>((value) => isPlainObject(value) && value['type'] === 'object', {
        error: 'must be a JSON Schema object with "type": "object"',
      }),
      strict: z.boolean().default(true),
    }),
    visibleIn: z
      .strictObject({
        allowedComponents: z.array(componentSchema).default([]),
        deniedComponents: z.array(componentSchema).default([]),
        chat: z.boolean().default(true),
        assistants: z.boolean().default(true),
      })
      .default({ allowedComponents: [], deniedComponents: [], chat: true, assistants: true }),
    activation: z
      .enum([ToolActivation.SELECTION, ToolActivation.CONTEXT], {
        error: (issue) => `must be SELECTION or CONTEXT, but was ${describe(issue.input)}`,
      })
      .default(ToolActivation.SELECTION),
    settingsSchema: settingsSchemaSchema.default({ type: 'object', properties: {}, required: [] }),
    systemPromptInstructions: z.string().default(''),
    minimumProviderConfidence: z
      .enum(CONFIDENCE_LEVELS as [ConfidenceLevel, ...ConfidenceLevel[]], {
        error: (issue) => `must be one of ${CONFIDENCE_LEVELS.join(', ')}, but was ${describe(issue.input)}`,
      })
      .default(ConfidenceLevel.NONE),
  });
}

function describe(value: unknown): string {
  return value === undefined ? 'missing' : echoArgumentValue(value, 60);
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const nested of Object.values(value)) deepFreeze(nested);
  }
  return value;
}

/** The outcome of {@link validateToolDefinition}. */
export type ToolDefinitionValidation =
  | { readonly ok: true; readonly definition: ToolDefinition }
  | { readonly ok: false; readonly issues: readonly ToolDefinitionIssue[] };

/**
 * Checks a definition (for instance one that arrived as data) and applies the defaults. Never
 * throws: every problem is listed with its field path.
 */
export function validateToolDefinition(input: unknown): ToolDefinitionValidation {
  const parsed = getDefinitionSchema().safeParse(input, {
    error: (issue) => {
      if (issue.code !== 'invalid_type') return undefined;
      return issue.input === undefined ? 'is missing' : `must be ${issue.expected}, but was ${describe(issue.input)}`;
    },
  });
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({
      path: issue.path.map(String).join('.'),
      message: issue.code === 'unrecognized_keys' ? unknownKeysMessage(issue.keys) : issue.message,
    }));
    return { ok: false, issues };
  }
  const { implementationKey, ...rest } = parsed.data;
  // Parameters are copied so a later change to the caller's object cannot alter the registered tool.
  const parameters = copyJson(rest.function.parameters);
  if (parameters === undefined) {
    return {
      ok: false,
      issues: [{ path: 'function.parameters', message: 'must be plain JSON (no functions, symbols or cycles)' }],
    };
  }
  const definition: ToolDefinition = {
    ...rest,
    implementationKey: implementationKey ?? rest.id,
    function: { ...rest.function, parameters },
  };
  return { ok: true, definition: deepFreeze(definition) };
}

function copyJson(value: JsonSchemaObject): JsonSchemaObject | undefined {
  try {
    const text = JSON.stringify(value);
    const copy: unknown = JSON.parse(text);
    // A function or symbol vanishes in JSON: such a schema is refused rather than sent changed.
    return text === JSON.stringify(structuredClone(value)) && isPlainObject(copy) ? copy : undefined;
  } catch {
    return undefined;
  }
}

function unknownKeysMessage(keys: readonly string[]): string {
  const names = keys.map((key) => `'${key}'`).join(', ');
  return keys.length === 1 ? `has the unknown field ${names}` : `has the unknown fields ${names}`;
}

/**
 * Validates a definition, applies the defaults and returns it frozen. Throws a
 * {@link ToolDefinitionError} naming every field in the way.
 *
 * ```ts
 * const definition = defineTool({
 *   id: 'get_time',
 *   function: {
 *     name: 'get_time',
 *     descriptionForLLM: 'Returns the current time in a time zone.',
 *     parameters: new ToolParameterSchemaBuilder().requiredString('time_zone', 'An IANA time zone.').build(),
 *   },
 * });
 * ```
 */
export function defineTool(input: ToolDefinitionInput): ToolDefinition {
  const validation = validateToolDefinition(input);
  if (validation.ok) return validation.definition;
  const id = isPlainObject(input) && typeof input.id === 'string' && input.id.trim() !== '' ? input.id : undefined;
  throw new ToolDefinitionError(id, validation.issues);
}
