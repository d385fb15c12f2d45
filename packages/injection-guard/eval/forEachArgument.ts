/** The command-line reading the eval scripts share: one usage error type and one argument walk. */

/** Bad command-line usage: the scripts print its message and exit with code 2. */
export class UsageError extends Error {}

/**
 * Calls `visit` for each argument in order; `value()` consumes and returns the next argument (the
 * option's value) and throws {@link UsageError} when there is none.
 */
export function forEachArgument(argv: readonly string[], visit: (argument: string, value: () => string) => void): void {
  for (let index = 0; index < argv.length; index++) {
    const argument = argv[index]!;
    visit(argument, () => {
      const next = argv[++index];
      if (next === undefined) throw new UsageError(`${argument} needs a value`);
      return next;
    });
  }
}
