/** A tool in the Messages API shape: the schema as written, under `input_schema`. */
export interface AnthropicTool {
  readonly name: string;
  readonly description: string;
  readonly input_schema: { readonly type: 'object'; readonly [key: string]: unknown };
}

/**
 * A content block of the model's turn, exactly as it arrived (text, `thinking` with its
 * signature, `redacted_thinking`, `tool_use`, and any block type this package does not know).
 */
export interface AnthropicContentBlock {
  readonly type: string;
  readonly [key: string]: unknown;
}

/** The answer to one `tool_use` block; `is_error` marks failed and blocked calls. */
export interface AnthropicToolResultBlock {
  readonly type: 'tool_result';
  readonly tool_use_id: string;
  readonly content: string;
  readonly is_error?: true;
}

/** A user message: plain text, or all tool results of one round. */
export interface AnthropicUserMessage {
  readonly role: 'user';
  readonly content: string | AnthropicToolResultBlock[];
}

/** An assistant message: plain text from the base conversation, or the model's turn unchanged. */
export interface AnthropicAssistantMessage {
  readonly role: 'assistant';
  readonly content: string | AnthropicContentBlock[];
}

/** Any message of a Messages request. */
export type AnthropicMessage = AnthropicUserMessage | AnthropicAssistantMessage;

/** The body of one streaming Messages request, as the adapter sends it. */
export interface AnthropicRequestBody {
  readonly model: string;
  readonly max_tokens: number;
  readonly system?: string;
  readonly messages: AnthropicMessage[];
  readonly stream: true;
  readonly tools?: AnthropicTool[];
  /** `none` in a round without tools whose history already holds tool calls. */
  readonly tool_choice?: { readonly type: 'none' };
  readonly temperature?: number;
  /** Additional API parameters (never one the adapter controls). */
  readonly [key: string]: unknown;
}
