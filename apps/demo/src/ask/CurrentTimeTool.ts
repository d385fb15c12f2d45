import {
  defineTool,
  echoArgumentValue,
  ToolArgumentError,
  ToolArgumentReader,
  type ToolArguments,
  type ToolDefinition,
  ToolExecutionResult,
  type ToolImplementation,
  ToolParameterSchemaBuilder,
} from '@toolgate/core';

/** The tool's id and function name. */
export const CURRENT_TIME_TOOL_ID = 'current_time';
/** The argument naming the IANA time zone. */
export const TIME_ZONE_ARGUMENT = 'timeZone';

/** Whether `zone` is a time zone this runtime knows (IANA names such as `Europe/Berlin`, and `UTC`). */
function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** `2026-11-30T09:41:07+01:00`: the local date and time in `timeZone`, with its offset. */
function formatLocalIso(now: Date, timeZone: string): { local: string; offset: string } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    timeZoneName: 'longOffset',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes): string => parts.find((entry) => entry.type === type)?.value ?? '';
  // "GMT+01:00", or plain "GMT" for a zero offset.
  const offset = part('timeZoneName').replace(/^GMT/, '') || '+00:00';
  return {
    local: `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}:${part('second')}${offset}`,
    offset,
  };
}

/**
 * A small real tool of the demo: the current date and time in an IANA time zone (UTC when the
 * model leaves the zone out). An unknown zone is refused with a message the model can correct
 * itself from. It reads nothing from outside, so any provider may use it.
 */
export class CurrentTimeTool implements ToolImplementation {
  readonly #now: () => Date;

  /** `now` is injectable for tests. */
  constructor(now: () => Date = () => new Date()) {
    this.#now = now;
  }

  getDefinition(): ToolDefinition {
    return defineTool({
      id: CURRENT_TIME_TOOL_ID,
      function: {
        name: CURRENT_TIME_TOOL_ID,
        descriptionForLLM: 'Returns the current date, time and weekday, in an IANA time zone.',
        parameters: new ToolParameterSchemaBuilder()
          .optionalString(
            TIME_ZONE_ARGUMENT,
            'IANA time zone such as Europe/Berlin or America/New_York. Leave it out for UTC.',
          )
          .build(),
      },
    });
  }

  getDisplayName(): string {
    return 'Current time';
  }

  getDescription(): string {
    return 'Tells the model the current date and time.';
  }

  async execute(args: ToolArguments): Promise<ToolExecutionResult> {
    const reader = new ToolArgumentReader(args);
    const requested = reader.optionalString(TIME_ZONE_ARGUMENT, 'to get the time in UTC');
    const timeZone = requested ?? 'UTC';
    if (!isKnownTimeZone(timeZone)) {
      throw new ToolArgumentError(
        TIME_ZONE_ARGUMENT,
        `Argument '${TIME_ZONE_ARGUMENT}' must be an IANA time zone such as Europe/Berlin, but was ${echoArgumentValue(requested)}. Leave it out to get the time in UTC.`,
      );
    }
    const now = this.#now();
    const canonicalZone = new Intl.DateTimeFormat('en-US', { timeZone }).resolvedOptions().timeZone;
    const { local, offset } = formatLocalIso(now, canonicalZone);
    const weekday = new Intl.DateTimeFormat('en-US', { timeZone: canonicalZone, weekday: 'long' }).format(now);
    return ToolExecutionResult.json({
      timeZone: canonicalZone,
      localDateTime: local,
      utcOffset: offset,
      weekday,
      utcDateTime: now.toISOString(),
    });
  }
}
