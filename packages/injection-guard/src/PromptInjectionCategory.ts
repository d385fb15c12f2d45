/**
 * The categories of the built-in rules (the `category` of a finding). Remote classifiers report
 * `classifier`.
 */
export const PromptInjectionCategory = {
  /** "Ignore all previous instructions" and its relatives. */
  INSTRUCTION_OVERRIDE: 'instruction-override',
  /** Fake system messages, chat-template tokens, "you are now …" role changes, jailbreak personas. */
  ROLE_SPOOFING: 'role-spoofing',
  /** Requests to reveal the prompt or to send conversation data somewhere. */
  EXFILTRATION: 'exfiltration',
  /** Requests to call a tool or run a command, fake tool-call markup. */
  TOOL_MANIPULATION: 'tool-manipulation',
  /** Text hidden from people but read by models: invisible HTML/CSS/LaTeX, smuggled characters. */
  HIDDEN_MARKUP: 'hidden-markup',
  /** Instructions meant to outlive the current answer ("from now on", "remember this"). */
  PERSISTENCE: 'persistence',
  /** Text addressed to AI agents that steers their answer or actions. */
  AGENT_STEERING: 'agent-steering',
  /** A passage a remote classifier scored over its threshold. */
  CLASSIFIER: 'classifier',
} as const;

/** One of the {@link PromptInjectionCategory} values. */
export type PromptInjectionCategory = (typeof PromptInjectionCategory)[keyof typeof PromptInjectionCategory];
