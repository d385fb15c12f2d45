/**
 * The places of a host that can offer tools: the chat, and the assistants (single-purpose forms
 * such as a translator). A tool's visibility names them; a value outside this list makes a
 * definition invalid.
 */
export const ToolComponent = {
  CHAT: 'CHAT',
  TRANSLATION_ASSISTANT: 'TRANSLATION_ASSISTANT',
  TEXT_SUMMARIZER_ASSISTANT: 'TEXT_SUMMARIZER_ASSISTANT',
  REWRITE_ASSISTANT: 'REWRITE_ASSISTANT',
  GRAMMAR_SPELLING_ASSISTANT: 'GRAMMAR_SPELLING_ASSISTANT',
  CODING_ASSISTANT: 'CODING_ASSISTANT',
  EMAIL_ASSISTANT: 'EMAIL_ASSISTANT',
  AGENDA_ASSISTANT: 'AGENDA_ASSISTANT',
  LEGAL_CHECK_ASSISTANT: 'LEGAL_CHECK_ASSISTANT',
  DOCUMENT_ANALYSIS_ASSISTANT: 'DOCUMENT_ANALYSIS_ASSISTANT',
  GENERIC_ASSISTANT: 'GENERIC_ASSISTANT',
} as const;
/** One of the {@link ToolComponent} values. */
export type ToolComponent = (typeof ToolComponent)[keyof typeof ToolComponent];

/** Every component, the chat first. */
export const TOOL_COMPONENTS: readonly ToolComponent[] = Object.freeze(Object.values(ToolComponent));

/** True for one of the {@link ToolComponent} values (exact spelling). */
export function isToolComponent(value: unknown): value is ToolComponent {
  return typeof value === 'string' && (TOOL_COMPONENTS as readonly string[]).includes(value);
}

/** True for every component except the chat: the `assistants` flag of a visibility applies to these. */
export function isAssistantComponent(component: ToolComponent): boolean {
  return component !== ToolComponent.CHAT;
}
