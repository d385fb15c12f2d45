/**
 * The user's additional API parameters without the fields the adapter controls (`model`,
 * `stream`, `tools`, `parallel_tool_calls`, …): those can never be overridden this way.
 */
export function pickAdditionalApiParameters(
  parameters: Readonly<Record<string, unknown>> | undefined,
  controlledParameters: readonly string[],
): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(parameters ?? {})) {
    if (!controlledParameters.includes(key)) picked[key] = value;
  }
  return picked;
}
