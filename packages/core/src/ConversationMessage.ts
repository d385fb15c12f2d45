/**
 * One message of the conversation before the tool calling starts, in a provider-neutral shape:
 * every adapter maps it to its API's message format. The tool conversation of an answer
 * (the model's tool calls and their results) is kept by the adapter itself.
 */
export interface ConversationMessage {
  /** Who wrote the message. The system prompt is passed separately. */
  readonly role: 'user' | 'assistant';
  /** The plain text of the message. */
  readonly content: string;
}
