import { ToolgateError } from './ToolgateError.js';

/** One problem of a tool definition: the field (a dotted path such as `function.name`) and what is wrong. */
export interface ToolDefinitionIssue {
  readonly path: string;
  readonly message: string;
}

/**
 * A tool definition (or its settings schema) is invalid. The message names every field in the way;
 * `issues` lists them for programs. Code `INVALID_TOOL_DEFINITION`.
 */
export class ToolDefinitionError extends ToolgateError {
  static override readonly brand: symbol = Symbol.for('@toolgate/core/ToolDefinitionError');
  /** The id of the tool, when the definition had a usable one. */
  readonly toolId: string | undefined;
  /** Every problem found, in field order. */
  readonly issues: readonly ToolDefinitionIssue[];

  constructor(toolId: string | undefined, issues: readonly ToolDefinitionIssue[], options: { cause?: unknown } = {}) {
    const subject = toolId === undefined ? 'The tool definition' : `The definition of tool '${toolId}'`;
    const details = issues.map((issue) => (issue.path === '' ? issue.message : `${issue.path}: ${issue.message}`));
    super('INVALID_TOOL_DEFINITION', `${subject} is invalid: ${details.join('; ')}.`, options);
    this.toolId = toolId;
    this.issues = Object.freeze(issues.map((issue) => Object.freeze({ ...issue })));
  }
}
