/** Who contributed a source: the model's own citations, a local tool, or retrieval (RAG). */
export type SourceOrigin = 'LLM' | 'TOOL' | 'RAG';

/** A document the answer relied on, shown to the user under its origin's heading. */
export interface Source {
  readonly title: string;
  readonly url: string;
  readonly origin: SourceOrigin;
}
