/** A local function tool in the Responses API shape (flat: no `function` wrapper). */
export interface OpenAIResponsesFunctionTool {
  readonly type: 'function';
  readonly name: string;
  readonly description: string;
  readonly parameters: { readonly [key: string]: unknown };
  readonly strict: boolean;
}

/** A message input item (system prompt, or the base conversation). */
export interface OpenAIResponsesMessageItem {
  readonly role: 'system' | 'developer' | 'user' | 'assistant';
  readonly content: string;
}

/** The answer to one function call, correlated by the provider's `call_id` (this API has no error flag). */
export interface OpenAIResponsesFunctionCallOutputItem {
  readonly type: 'function_call_output';
  readonly call_id: string;
  readonly output: string;
}

/**
 * An output item of an earlier round, replayed exactly as the provider sent it (messages,
 * `function_call`s, and `reasoning` items with their `encrypted_content`).
 */
export interface OpenAIResponsesReplayedItem {
  readonly type: string;
  readonly [key: string]: unknown;
}

/** Any input item the adapter sends. */
export type OpenAIResponsesInputItem =
  | OpenAIResponsesMessageItem
  | OpenAIResponsesFunctionCallOutputItem
  | OpenAIResponsesReplayedItem;

/** The body of one streaming Responses request, as the adapter sends it. */
export interface OpenAIResponsesRequestBody {
  readonly model: string;
  readonly input: OpenAIResponsesInputItem[];
  readonly stream: true;
  readonly store: false;
  readonly tools?: OpenAIResponsesFunctionTool[];
  readonly include?: 'reasoning.encrypted_content'[];
  readonly max_output_tokens?: number;
  readonly temperature?: number;
  /** Additional API parameters (never one the adapter controls). */
  readonly [key: string]: unknown;
}
