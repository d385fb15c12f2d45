/**
 * `alternatives.join('|')` with each run of neighbouring alternatives that end in what escapeTerm writes for a
 * trailing `*` (RUN_ON) written as `(?:a|b|…)` + RUN_ON: the same matches (alternatives are still tried in order, each followed by the
 * same run), but the large Unicode class is compiled once per run instead of once per word.
 */
export function joinSharingRunOn(alternatives: readonly string[]): string {
  // Declared here, not beside the function: the term sets are compiled while the module loads.
  const RUN_ON = '[\\p{L}-]*';
  const parts: string[] = [];
  let run: string[] = [];
  const flush = (): void => {
    if (run.length === 1) parts.push(`${run[0]}${RUN_ON}`);
    else if (run.length > 1) parts.push(`(?:${run.join('|')})${RUN_ON}`);
    run = [];
  };
  for (const alternative of alternatives) {
    if (alternative.endsWith(RUN_ON)) {
      run.push(alternative.slice(0, -RUN_ON.length));
    } else {
      flush();
      parts.push(alternative);
    }
  }
  flush();
  return parts.join('|');
}
