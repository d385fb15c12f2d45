// Types of the parts of `llm_guardrail` 2.1.2 (a plain-JavaScript npm package without types) the evaluation uses.
declare module 'llm_guardrail' {
  /** Scores a prompt with the package's prompt-injection model. */
  export function checkInjection(prompt: string): Promise<{ detected: boolean; confidence: number }>;
}
