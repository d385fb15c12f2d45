import type { PromptInjectionCategory } from './PromptInjectionCategory.js';

/** A span `[start, end)` of the text that a carrier rule removes, and why. */
export interface RuleHit {
  readonly start: number;
  readonly end: number;
  /** Stable id of the rule, e.g. `role.chat-template-token`, `exfiltration.markdown-image-url`. */
  readonly ruleId: string;
  readonly category: PromptInjectionCategory;
  /** What the finding quotes instead of the removed span (the decoded text of an encoded payload). */
  readonly snippet?: string;
}
