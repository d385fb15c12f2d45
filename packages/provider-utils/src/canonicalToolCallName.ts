/**
 * The name a tool call is read under: the model's name trimmed, but only when the trimmed name
 * is one of the offered tools (the one correction every adapter makes; reference §2.3). Any other
 * name stays exactly as the model wrote it, so a malformed one is refused rather than guessed at.
 */
export function canonicalToolCallName(name: string, offeredToolNames: ReadonlySet<string>): string {
  const trimmed = name.trim();
  return trimmed !== name && offeredToolNames.has(trimmed) ? trimmed : name;
}
