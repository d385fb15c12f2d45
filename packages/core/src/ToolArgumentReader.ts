import type { ToolArguments } from './ToolImplementation.js';
import { ToolgateError } from './ToolgateError.js';

/**
 * The model passed a wrong argument. The message is written for the model: it names the argument
 * and what arrived, says what would be valid and, for an optional argument, that leaving it out is
 * possible. Code `INVALID_TOOL_ARGUMENT`.
 */
export class ToolArgumentError extends ToolgateError {
  static override readonly brand: symbol = Symbol.for('@toolgate/core/ToolArgumentError');
  /** The name of the argument that was refused. */
  readonly argumentName: string;

  constructor(argumentName: string, message: string) {
    super('INVALID_TOOL_ARGUMENT', message);
    this.argumentName = argumentName;
  }
}

/** How many characters of a refused value a refusal repeats (enough for a quoted GUID). */
export const ARGUMENT_ECHO_MAX_CHARACTERS = 40;

/** The largest integer the positive-integer readers accept (a 32-bit signed integer). */
export const MAX_POSITIVE_INTEGER_ARGUMENT = 2_147_483_647;

const EXPECT_STRING = 'a string';
const EXPECT_NON_EMPTY_STRING = 'a non-empty string';
const EXPECT_POSITIVE_INTEGER = 'a positive integer';
const EXPECT_BOOLEAN = 'true or false';
const EXPECT_DATE = 'a date such as 2026-09-01, or a date with a time of day such as 2026-09-01T14:30';

/** A date argument as read by {@link ToolArgumentReader.requiredDateTime} and its optional twin. */
export interface ToolArgumentDateTime {
  /** The moment meant: midnight in the user's time zone for a plain date. */
  readonly instant: Date;
  /** False for a plain date (`2026-09-01`): a tool may read it as the whole day. */
  readonly hasTimeOfDay: boolean;
  /** The value as the model wrote it (trimmed). */
  readonly text: string;
}

/**
 * Reads the arguments of one call and refuses a wrong one with a {@link ToolArgumentError} the
 * model can correct itself from. It never guesses: `0` is not "no page", `"5"` is not 5, `2.5` is
 * not an integer and `"true"` is not `true`.
 *
 * An argument that is absent or `null` counts as left out (strict schemas make the model pass
 * `null`). The `whenLeftOut` text of an optional reader finishes the sentence "Leave it out …",
 * e.g. `to get the first page`.
 *
 * ```ts
 * const args = new ToolArgumentReader(rawArguments);
 * const query = args.requiredString(QUERY);
 * const page = args.optionalPositiveInteger(PAGE, 'to get the first page') ?? 1;
 * ```
 */
export class ToolArgumentReader {
  readonly #args: ToolArguments;

  /** `args` is the parsed argument object of the call; `null` or `undefined` reads as no arguments. */
  constructor(args: ToolArguments | null | undefined) {
    this.#args = args ?? {};
  }

  /** True when the argument was passed with a value other than `null`. */
  has(name: string): boolean {
    return this.#value(name) !== undefined;
  }

  /** A string the model must pass; trimmed; blank is refused. */
  requiredString(name: string): string {
    const value = this.#required(name);
    if (typeof value !== 'string') throw refuse(name, EXPECT_STRING, value, undefined);
    const trimmed = value.trim();
    if (trimmed === '') throw refuse(name, EXPECT_NON_EMPTY_STRING, value, undefined);
    return trimmed;
  }

  /** A string the model may leave out; trimmed; blank is refused (leave it out instead). */
  optionalString(name: string, whenLeftOut: string): string | undefined {
    const value = this.#value(name);
    if (value === undefined) return undefined;
    if (typeof value !== 'string') throw refuse(name, EXPECT_STRING, value, whenLeftOut);
    const trimmed = value.trim();
    if (trimmed === '') throw refuse(name, EXPECT_NON_EMPTY_STRING, value, whenLeftOut);
    return trimmed;
  }

  /** A single line of at most `maxCharacters` characters (after trimming), required. */
  requiredLine(name: string, maxCharacters: number): string {
    return readLine(name, this.#required(name), maxCharacters, undefined);
  }

  /** A single line of at most `maxCharacters` characters (after trimming), optional. */
  optionalLine(name: string, maxCharacters: number, whenLeftOut: string): string | undefined {
    const value = this.#value(name);
    return value === undefined ? undefined : readLine(name, value, maxCharacters, whenLeftOut);
  }

  /** A JSON number that is a whole number from 1 to 2,147,483,647, required. */
  requiredPositiveInteger(name: string): number {
    return readPositiveInteger(name, this.#required(name), undefined);
  }

  /** A JSON number that is a whole number from 1 to 2,147,483,647, optional. */
  optionalPositiveInteger(name: string, whenLeftOut: string): number | undefined {
    const value = this.#value(name);
    return value === undefined ? undefined : readPositiveInteger(name, value, whenLeftOut);
  }

  /** JSON `true` or `false`, required. */
  requiredBoolean(name: string): boolean {
    const value = this.#required(name);
    if (typeof value !== 'boolean') throw refuse(name, EXPECT_BOOLEAN, value, undefined);
    return value;
  }

  /** JSON `true` or `false`, optional. */
  optionalBoolean(name: string, whenLeftOut: string): boolean | undefined {
    const value = this.#value(name);
    if (value === undefined) return undefined;
    if (typeof value !== 'boolean') throw refuse(name, EXPECT_BOOLEAN, value, whenLeftOut);
    return value;
  }

  /**
   * A date (`2026-09-01`) or a date with a time of day (`2026-09-01T14:30`, seconds and up to seven
   * fraction digits optional), with `Z` or an offset such as `+02:00`, or without one: then it is
   * read in `userTimeZone` (an IANA name such as `Europe/Berlin`), required.
   */
  requiredDateTime(name: string, userTimeZone: string): ToolArgumentDateTime {
    return readDateTime(name, this.#required(name), userTimeZone, undefined);
  }

  /** An optional date, see {@link requiredDateTime}. */
  optionalDateTime(name: string, userTimeZone: string, whenLeftOut: string): ToolArgumentDateTime | undefined {
    const value = this.#value(name);
    return value === undefined ? undefined : readDateTime(name, value, userTimeZone, whenLeftOut);
  }

  /** One of `allowed` (exact, case-sensitive, after trimming), required. */
  requiredChoice<T extends string>(name: string, allowed: readonly T[]): T {
    return readChoice(name, this.#required(name), allowed, undefined);
  }

  /** One of `allowed` (exact, case-sensitive, after trimming), optional. */
  optionalChoice<T extends string>(name: string, allowed: readonly T[], whenLeftOut: string): T | undefined {
    const value = this.#value(name);
    return value === undefined ? undefined : readChoice(name, value, allowed, whenLeftOut);
  }

  /** A non-empty list of values out of `allowed`, duplicates collapsed (first place kept), required. */
  requiredChoices<T extends string>(name: string, allowed: readonly T[]): T[] {
    return readChoices(name, this.#required(name), allowed, undefined);
  }

  /** A non-empty list of values out of `allowed`, duplicates collapsed (first place kept), optional. */
  optionalChoices<T extends string>(name: string, allowed: readonly T[], whenLeftOut: string): T[] | undefined {
    const value = this.#value(name);
    return value === undefined ? undefined : readChoices(name, value, allowed, whenLeftOut);
  }

  #value(name: string): unknown {
    if (!Object.hasOwn(this.#args, name)) return undefined;
    const value = this.#args[name];
    return value === null ? undefined : value;
  }

  #required(name: string): unknown {
    const value = this.#value(name);
    if (value === undefined) throw new ToolArgumentError(name, `Missing required argument '${name}'.`);
    return value;
  }
}

/**
 * The raw JSON text of a value as the model sent it (strings keep their quotes), cut to
 * `maxCharacters` (default {@link ARGUMENT_ECHO_MAX_CHARACTERS}) characters plus `...`.
 */
export function echoArgumentValue(value: unknown, maxCharacters: number = ARGUMENT_ECHO_MAX_CHARACTERS): string {
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = String(value);
  }
  return text.length > maxCharacters ? `${text.slice(0, maxCharacters)}...` : text;
}

function leaveOut(whenLeftOut: string | undefined): string {
  return whenLeftOut === undefined ? '' : ` Leave it out ${whenLeftOut.trim().replace(/\.$/, '')}.`;
}

function refuse(name: string, expectation: string, value: unknown, whenLeftOut: string | undefined): ToolArgumentError {
  return new ToolArgumentError(
    name,
    `Argument '${name}' must be ${expectation}, but was ${echoArgumentValue(value)}.${leaveOut(whenLeftOut)}`,
  );
}

// Cc control characters plus the Unicode line and paragraph separators: all of them break a line.
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;

function readLine(name: string, value: unknown, maxCharacters: number, whenLeftOut: string | undefined): string {
  if (typeof value !== 'string') throw refuse(name, EXPECT_STRING, value, whenLeftOut);
  const trimmed = value.trim();
  if (trimmed === '') {
    throw new ToolArgumentError(name, `Argument '${name}' must not be empty.${leaveOut(whenLeftOut)}`);
  }
  if (trimmed.length > maxCharacters) {
    throw new ToolArgumentError(
      name,
      `Argument '${name}' must be at most ${maxCharacters} characters long, but had ${trimmed.length}.${leaveOut(whenLeftOut)}`,
    );
  }
  if (CONTROL_CHARACTERS.test(trimmed)) {
    throw new ToolArgumentError(
      name,
      `Argument '${name}' must not contain control characters such as line breaks. Write it as a single line.${leaveOut(whenLeftOut)}`,
    );
  }
  return trimmed;
}

function readPositiveInteger(name: string, value: unknown, whenLeftOut: string | undefined): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > MAX_POSITIVE_INTEGER_ARGUMENT) {
    throw refuse(name, EXPECT_POSITIVE_INTEGER, value, whenLeftOut);
  }
  return value;
}

function oneOf(allowed: readonly string[]): string {
  return `one of ${allowed.join(', ')}`;
}

function readChoice<T extends string>(
  name: string,
  value: unknown,
  allowed: readonly T[],
  whenLeftOut: string | undefined,
): T {
  const choice = typeof value === 'string' ? allowed.find((candidate) => candidate === value.trim()) : undefined;
  if (choice === undefined) throw refuse(name, oneOf(allowed), value, whenLeftOut);
  return choice;
}

function readChoices<T extends string>(
  name: string,
  value: unknown,
  allowed: readonly T[],
  whenLeftOut: string | undefined,
): T[] {
  if (!Array.isArray(value) || value.length === 0) {
    throw refuse(name, `a list of one or more of ${allowed.join(', ')}`, value, whenLeftOut);
  }
  const result: T[] = [];
  for (const entry of value) {
    const choice = typeof entry === 'string' ? allowed.find((candidate) => candidate === entry.trim()) : undefined;
    if (choice === undefined) {
      throw new ToolArgumentError(
        name,
        `Every value of argument '${name}' must be ${oneOf(allowed)}, but one was ${echoArgumentValue(entry)}.${leaveOut(whenLeftOut)}`,
      );
    }
    if (!result.includes(choice)) result.push(choice);
  }
  return result;
}

const DATE_TIME_PATTERN =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,7}))?)?(Z|[+-]\d{2}:\d{2})?)?$/;

function readDateTime(
  name: string,
  value: unknown,
  userTimeZone: string,
  whenLeftOut: string | undefined,
): ToolArgumentDateTime {
  // The time zone comes from the host, not the model: a wrong one is a configuration error.
  const offsetOf = zoneOffsetReader(userTimeZone);
  const text = typeof value === 'string' ? value.trim() : undefined;
  const match = text === undefined ? null : DATE_TIME_PATTERN.exec(text);
  if (text === undefined || match === null) throw refuse(name, EXPECT_DATE, value, whenLeftOut);
  const [, year, month, day, hour, minute, second, fraction, zone] = match;
  const fields = {
    year: Number(year),
    month: Number(month),
    day: Number(day),
    hour: Number(hour ?? 0),
    minute: Number(minute ?? 0),
    second: Number(second ?? 0),
    millisecond: Number((fraction ?? '').padEnd(3, '0').slice(0, 3)),
  };
  const wallClock = Date.UTC(
    fields.year,
    fields.month - 1,
    fields.day,
    fields.hour,
    fields.minute,
    fields.second,
    fields.millisecond,
  );
  const check = new Date(wallClock);
  // Date.UTC rolls 2026-02-30 over into March; a date that does not exist is refused instead.
  if (
    fields.year < 1 ||
    check.getUTCFullYear() !== fields.year ||
    check.getUTCMonth() !== fields.month - 1 ||
    check.getUTCDate() !== fields.day ||
    fields.hour > 23 ||
    fields.minute > 59 ||
    fields.second > 59
  ) {
    throw refuse(name, EXPECT_DATE, value, whenLeftOut);
  }
  let instant: number;
  if (zone === 'Z') {
    instant = wallClock;
  } else if (zone !== undefined) {
    const sign = zone.startsWith('-') ? -1 : 1;
    const offsetHours = Number(zone.slice(1, 3));
    const offsetMinutes = Number(zone.slice(4, 6));
    if (offsetHours > 14 || offsetMinutes > 59) throw refuse(name, EXPECT_DATE, value, whenLeftOut);
    instant = wallClock - sign * (offsetHours * 60 + offsetMinutes) * 60_000;
  } else {
    instant = wallClockToInstant(wallClock, offsetOf);
  }
  return Object.freeze({ instant: new Date(instant), hasTimeOfDay: hour !== undefined, text });
}

/** Returns a function giving the offset (ms) of `timeZone` from UTC at an instant. */
function zoneOffsetReader(timeZone: string): (instant: number) => number {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
  } catch (error) {
    throw new ToolgateError('INVALID_TIME_ZONE', `The user's time zone '${timeZone}' is not a known time zone.`, {
      cause: error,
    });
  }
  return (instant) => {
    const parts: Record<string, number> = {};
    for (const part of format.formatToParts(new Date(instant))) {
      if (part.type !== 'literal') parts[part.type] = Number(part.value);
    }
    const asUtc = Date.UTC(
      parts['year'] ?? 0,
      (parts['month'] ?? 1) - 1,
      parts['day'] ?? 1,
      parts['hour'] ?? 0,
      parts['minute'] ?? 0,
      parts['second'] ?? 0,
    );
    return asUtc - (instant - (((instant % 1000) + 1000) % 1000));
  };
}

/**
 * The instant at which the clocks of a time zone show `wallClock` (given as if it were UTC). In an
 * overlap (fall back) the earlier of the two moments is taken; in a gap (spring forward) the time
 * is read with the offset in force before the gap, so it lands just after it.
 */
function wallClockToInstant(wallClock: number, offsetOf: (instant: number) => number): number {
  const day = 86_400_000;
  const offsetBefore = offsetOf(wallClock - day);
  const offsetAfter = offsetOf(wallClock + day);
  const matching = [wallClock - offsetBefore, wallClock - offsetAfter].filter(
    (instant) => offsetOf(instant) === wallClock - instant,
  );
  return matching.length > 0 ? Math.min(...matching) : wallClock - offsetBefore;
}
