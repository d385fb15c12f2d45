/** A plain JSON Schema object (as written by `ToolParameterSchemaBuilder`). */
export type JsonSchemaObject = { readonly [key: string]: unknown };

/** The function a tool offers to the model, mapped by each adapter to its API's tool shape. */
export interface ToolFunctionDefinition {
  /** 1–64 characters of ASCII letters, digits, `_` and `-`. Calls find their tool by it. */
  readonly name: string;
  /** What the tool does; goes to the provider's `description` field. Behaviour rules belong in system-prompt instructions. */
  readonly descriptionForLLM: string;
  /** Plain JSON Schema (`type: object`); an optional argument is absent from `required`. */
  readonly parameters: JsonSchemaObject;
  /** True (default): may be offered in strict mode where the host enforces it. False keeps it out of strict mode everywhere. */
  readonly strict: boolean;
}
