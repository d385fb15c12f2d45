/**
 * The categories of findings (the `category` of a finding). The built-in detector reports
 * `role-spoofing`, `exfiltration`, `hidden-markup` and `agent-steering`; remote classifiers and the
 * LLM judge report `classifier`. `instruction-override`, `tool-manipulation` and `persistence` are
 * kept for detectors of a host's own; the built-in detector no longer reports them.
 */
export const PromptInjectionCategory = {
  /** "Ignore all previous instructions" and its relatives. */
  INSTRUCTION_OVERRIDE: 'instruction-override',
  /** Chat-template tokens, forged ends of tool output, forged system turns. */
  ROLE_SPOOFING: 'role-spoofing',
  /** Images and links whose address carries a slot for the conversation. */
  EXFILTRATION: 'exfiltration',
  /** Requests to call a tool or run a command, fake tool-call markup. */
  TOOL_MANIPULATION: 'tool-manipulation',
  /** Text hidden from people but read by models: invisible HTML/CSS/LaTeX, comments, smuggled characters. */
  HIDDEN_MARKUP: 'hidden-markup',
  /** Instructions meant to outlive the current answer ("from now on", "remember this"). */
  PERSISTENCE: 'persistence',
  /** An instruction to the reader planted in the data (the learned model's findings). */
  AGENT_STEERING: 'agent-steering',
  /** A passage a remote classifier scored over its threshold. */
  CLASSIFIER: 'classifier',
} as const;

/** One of the {@link PromptInjectionCategory} values. */
export type PromptInjectionCategory = (typeof PromptInjectionCategory)[keyof typeof PromptInjectionCategory];
