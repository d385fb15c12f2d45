/** A function tool in the Chat Completions request shape. */
export interface OpenAIChatTool {
  readonly type: 'function';
  readonly function: {
    readonly name: string;
    readonly description: string;
    readonly parameters: { readonly [key: string]: unknown };
    readonly strict: boolean;
  };
}

/** A tool call as the assistant turn of the history carries it (provider extra fields kept beside the standard ones). */
export interface OpenAIChatToolCall {
  readonly id: string;
  readonly type: 'function';
  readonly function: { readonly name: string; readonly arguments: string; readonly [key: string]: unknown };
  readonly [key: string]: unknown;
}

/** The system (or developer) message. */
export interface OpenAIChatSystemMessage {
  readonly role: 'system' | 'developer';
  readonly content: string;
}

/** A user message. */
export interface OpenAIChatUserMessage {
  readonly role: 'user';
  readonly content: string;
}

/**
 * An assistant message: a plain answer from the base conversation, or the model's tool-call turn
 * (`content: null` when it had no text, since some hosts reject an empty string).
 */
export interface OpenAIChatAssistantMessage {
  readonly role: 'assistant';
  readonly content: string | null;
  /** The reasoning the host streamed before the calls (DeepSeek and others want it back). */
  readonly reasoning_content?: string;
  /** The same, for hosts that name the field `reasoning` (OpenRouter, Ollama). */
  readonly reasoning?: string;
  readonly tool_calls?: OpenAIChatToolCall[];
}

/** The answer to one tool call (this API has no error flag: a failure travels in the text). */
export interface OpenAIChatToolMessage {
  readonly role: 'tool';
  readonly tool_call_id: string;
  readonly content: string;
}

/** Any message of a Chat Completions request. */
export type OpenAIChatMessage =
  | OpenAIChatSystemMessage
  | OpenAIChatUserMessage
  | OpenAIChatAssistantMessage
  | OpenAIChatToolMessage;

/** The body of one streaming Chat Completions request, as the adapter sends it. */
export interface OpenAIChatRequestBody {
  readonly model: string;
  readonly messages: OpenAIChatMessage[];
  readonly stream: true;
  readonly stream_options?: { readonly include_usage: boolean };
  readonly tools?: OpenAIChatTool[];
  readonly parallel_tool_calls?: false;
  readonly max_tokens?: number;
  readonly max_completion_tokens?: number;
  readonly temperature?: number;
  /** Additional API parameters (never one the adapter controls). */
  readonly [key: string]: unknown;
}
