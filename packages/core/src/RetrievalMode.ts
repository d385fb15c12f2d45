/** How the data sources of a chat are searched. */
export const RetrievalMode = {
  /** The model searches them itself through the `semantic_search` tool, when a question calls for it. The default. */
  SEMANTIC_SEARCH: 'SEMANTIC_SEARCH',
  /** The classic process: every message is searched for, before the model answers. */
  EVERY_MESSAGE: 'EVERY_MESSAGE',
} as const;
/** One of the {@link RetrievalMode} values. */
export type RetrievalMode = (typeof RetrievalMode)[keyof typeof RetrievalMode];
