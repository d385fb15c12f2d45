/**
 * Where a text that goes to the model came from. Texts of one page share one `web-content` source,
 * so a report names the page rather than its fields.
 */
export type PromptInjectionSource =
  | { readonly kind: 'web-content'; readonly url: string }
  | { readonly kind: 'file'; readonly path: string }
  | { readonly kind: 'chat-attachment'; readonly name: string }
  | { readonly kind: 'retrieval-context'; readonly dataSourceId: string; readonly dataSourceName?: string }
  | { readonly kind: 'data-source-description'; readonly dataSourceId: string; readonly dataSourceName?: string }
  | { readonly kind: 'other'; readonly label: string };

/** The `kind` of a {@link PromptInjectionSource}. */
export type PromptInjectionSourceKind = PromptInjectionSource['kind'];

/** Every {@link PromptInjectionSourceKind}, for validating a source that arrives as data. */
export const PROMPT_INJECTION_SOURCE_KINDS: readonly PromptInjectionSourceKind[] = Object.freeze([
  'web-content',
  'file',
  'chat-attachment',
  'retrieval-context',
  'data-source-description',
  'other',
] satisfies PromptInjectionSourceKind[]);

/** True for one of the {@link PROMPT_INJECTION_SOURCE_KINDS}. */
export function isPromptInjectionSourceKind(value: unknown): value is PromptInjectionSourceKind {
  return typeof value === 'string' && (PROMPT_INJECTION_SOURCE_KINDS as readonly string[]).includes(value);
}

/** One text to filter, with its source. */
export interface PromptInjectionText {
  readonly text: string;
  readonly source: PromptInjectionSource;
}

/** One passage the filter removed or neutralised. Never carries more than a capped snippet of it. */
export interface PromptInjectionFinding {
  /** Stable id of the rule that matched, e.g. `override.ignore-previous`. */
  readonly ruleId: string;
  /** The category of the rule, e.g. `instruction-override`. */
  readonly category: string;
  /** A short, capped excerpt of what was removed, for the user's report. */
  readonly snippet: string;
}

/** The outcome for one text, in the order the texts were given. */
export interface PromptInjectionFilterResult {
  /** The text with injected passages replaced by a neutral marker; the input itself when nothing matched. */
  readonly text: string;
  readonly findings: readonly PromptInjectionFinding[];
  /** How many passages were replaced. */
  readonly redactedCount: number;
  /** True when the detector could not be asked and the text passed through unchanged. */
  readonly unchecked: boolean;
}

/** Options of one filter call. */
export interface PromptInjectionFilterOptions {
  readonly signal?: AbortSignal | undefined;
}

/**
 * The batch interface of a prompt-injection filter (implemented by `@toolgate/injection-guard`'s
 * `PromptInjectionGuardService`). Packages that hand content to the model accept any object with
 * this shape, so they need not depend on the guard. It never rejects content and never throws on
 * content: when detection fails, texts pass through with `unchecked: true`.
 */
export interface PromptInjectionFilter {
  filter(
    texts: readonly PromptInjectionText[],
    options?: PromptInjectionFilterOptions,
  ): Promise<readonly PromptInjectionFilterResult[]>;
}
