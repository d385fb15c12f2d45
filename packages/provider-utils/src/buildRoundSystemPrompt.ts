/**
 * The system prompt of one round: the answer's system prompt, then the round's final-response
 * instruction (when there is one) after a blank line. Empty when both are empty.
 */
export function buildRoundSystemPrompt(
  systemPrompt: string | undefined,
  finalResponseInstruction: string | undefined,
): string {
  const instruction = finalResponseInstruction?.trim() ? finalResponseInstruction : undefined;
  return [systemPrompt, instruction].filter((part) => part !== undefined && part !== '').join('\n\n');
}
