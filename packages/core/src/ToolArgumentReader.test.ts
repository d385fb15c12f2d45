import { describe, expect, it } from 'vitest';
import { ToolArgumentError } from './ToolArgumentReader.js';
import { ToolArgumentReader, echoArgumentValue } from './ToolArgumentReader.js';
import { ToolgateError } from './ToolgateError.js';

/** The refusal a reader throws for `args`, as the model will read it. */
function refusal(read: (reader: ToolArgumentReader) => unknown, args: Record<string, unknown>): string {
  try {
    read(new ToolArgumentReader(args));
  } catch (error) {
    expect(error).toBeInstanceOf(ToolArgumentError);
    expect(ToolgateError.isInstance(error)).toBe(true);
    expect((error as ToolArgumentError).code).toBe('INVALID_TOOL_ARGUMENT');
    return (error as Error).message;
  }
  throw new Error('expected a refusal');
}

const GUID = '0b6f3c1e-4d2a-4f7b-9a1c-2e5d8f6a7b3c';

describe('ToolArgumentReader: left out', () => {
  it('reads absent and null arguments as left out', () => {
    const reader = new ToolArgumentReader({ page: null, language: null, ids: null, flag: null, since: null });
    expect(reader.optionalPositiveInteger('page', 'to get the first page')).toBeUndefined();
    expect(reader.optionalString('language', 'to search in every language')).toBeUndefined();
    expect(reader.optionalChoices('ids', ['a', 'b'], 'to search all listed data sources')).toBeUndefined();
    expect(reader.optionalBoolean('flag', 'to keep the default')).toBeUndefined();
    expect(reader.optionalDateTime('since', 'UTC', 'to search all dates')).toBeUndefined();
    expect(reader.optionalLine('space', 255, 'to search every site')).toBeUndefined();
    expect(reader.optionalChoice('range', ['day'], 'for any time')).toBeUndefined();
    expect(reader.has('page')).toBe(false);
    expect(new ToolArgumentReader(undefined).has('page')).toBe(false);
  });

  it('names a missing required argument', () => {
    expect(refusal((r) => r.requiredString('query'), {})).toBe("Missing required argument 'query'.");
    expect(refusal((r) => r.requiredString('query'), { query: null })).toBe("Missing required argument 'query'.");
    expect(refusal((r) => r.requiredPositiveInteger('limit'), {})).toBe("Missing required argument 'limit'.");
  });

  it('carries the argument name', () => {
    let caught: unknown;
    try {
      new ToolArgumentReader({ page: 0 }).optionalPositiveInteger('page', 'to get the first page');
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ToolArgumentError);
    expect((caught as ToolArgumentError).argumentName).toBe('page');
  });

  it('reads only the object’s own arguments, never inherited ones', () => {
    const args = Object.create({ query: 'inherited' }) as Record<string, unknown>;
    expect(refusal((r) => r.requiredString('query'), args)).toBe("Missing required argument 'query'.");
    expect(refusal((r) => r.requiredString('toString'), {})).toBe("Missing required argument 'toString'.");
  });
});

describe('ToolArgumentReader: strings', () => {
  it('trims a valid string', () => {
    expect(new ToolArgumentReader({ query: '  weather Berlin ' }).requiredString('query')).toBe('weather Berlin');
    expect(new ToolArgumentReader({ language: ' de-DE ' }).optionalString('language', 'x')).toBe('de-DE');
  });

  it('refuses an empty required string as empty, without a leave-out hint', () => {
    expect(refusal((r) => r.requiredString('query'), { query: '   ' })).toBe(
      `Argument 'query' must be a non-empty string, but was "   ".`,
    );
  });

  it('refuses a required non-string without a leave-out hint', () => {
    expect(refusal((r) => r.requiredString('query'), { query: 42 })).toBe(
      "Argument 'query' must be a string, but was 42.",
    );
    expect(refusal((r) => r.requiredString('query'), { query: ['a'] })).toBe(
      `Argument 'query' must be a string, but was ["a"].`,
    );
  });

  it('refuses an optional non-string and says it may be left out', () => {
    expect(refusal((r) => r.optionalString('language', 'to search in every language'), { language: 7 })).toBe(
      "Argument 'language' must be a string, but was 7. Leave it out to search in every language.",
    );
  });

  it('cuts a long echo to 40 characters plus "..." and keeps a quoted GUID whole', () => {
    const long = 'x'.repeat(100);
    expect(refusal((r) => r.requiredString('query'), { query: { text: long } })).toBe(
      // {"text":" is 9 characters, so 31 x fill the 40.
      `Argument 'query' must be a string, but was {"text":"${'x'.repeat(31)}....`,
    );
    expect(echoArgumentValue(GUID)).toBe(`"${GUID}"`);
    expect(echoArgumentValue(GUID).length).toBe(38);
    // 41 characters of JSON: the closing quote is cut.
    expect(echoArgumentValue('y'.repeat(39))).toBe(`"${'y'.repeat(39)}...`);
    expect(echoArgumentValue('y'.repeat(38))).toBe(`"${'y'.repeat(38)}"`);
  });
});

describe('ToolArgumentReader: lines', () => {
  it('trims and accepts a line up to the limit', () => {
    expect(new ToolArgumentReader({ query: '  a b  ' }).requiredLine('query', 3)).toBe('a b');
  });

  it('refuses an empty line', () => {
    expect(refusal((r) => r.optionalLine('space', 255, 'to search every site'), { space: ' ' })).toBe(
      "Argument 'space' must not be empty. Leave it out to search every site.",
    );
    expect(refusal((r) => r.requiredLine('query', 200), { query: '' })).toBe("Argument 'query' must not be empty.");
  });

  it('refuses a line that is too long and says how long it was', () => {
    expect(refusal((r) => r.requiredLine('query', 5), { query: 'abcdefg' })).toBe(
      "Argument 'query' must be at most 5 characters long, but had 7.",
    );
  });

  it('refuses control characters such as line breaks', () => {
    const expected =
      "Argument 'query' must not contain control characters such as line breaks. Write it as a single line.";
    expect(refusal((r) => r.requiredLine('query', 200), { query: 'one\ntwo' })).toBe(expected);
    expect(refusal((r) => r.requiredLine('query', 200), { query: 'tab\there' })).toBe(expected);
    expect(refusal((r) => r.requiredLine('query', 200), { query: 'a\u2028b' })).toBe(expected);
  });

  it('refuses a non-string line', () => {
    expect(refusal((r) => r.optionalLine('space', 10, 'to search every site'), { space: false })).toBe(
      "Argument 'space' must be a string, but was false. Leave it out to search every site.",
    );
  });
});

describe('ToolArgumentReader: positive integers', () => {
  it('reads a JSON number that is a positive whole number', () => {
    expect(new ToolArgumentReader({ page: 3 }).optionalPositiveInteger('page', 'to get the first page')).toBe(3);
    expect(new ToolArgumentReader({ page: 2_147_483_647 }).requiredPositiveInteger('page')).toBe(2_147_483_647);
  });

  it.each([
    [0, '0'],
    [-1, '-1'],
    [2.5, '2.5'],
    ['5', '"5"'],
    [true, 'true'],
    [2_147_483_648, '2147483648'],
  ])('refuses %j and never guesses', (value, echo) => {
    expect(refusal((r) => r.optionalPositiveInteger('page', 'to get the first page'), { page: value })).toBe(
      `Argument 'page' must be a positive integer, but was ${echo}. Leave it out to get the first page.`,
    );
  });

  it('refuses a wrong required integer without a leave-out hint', () => {
    expect(refusal((r) => r.requiredPositiveInteger('limit'), { limit: 0 })).toBe(
      "Argument 'limit' must be a positive integer, but was 0.",
    );
  });
});

describe('ToolArgumentReader: booleans', () => {
  it('reads only JSON true and false', () => {
    expect(new ToolArgumentReader({ exact: true }).requiredBoolean('exact')).toBe(true);
    expect(new ToolArgumentReader({ exact: false }).optionalBoolean('exact', 'x')).toBe(false);
  });

  it.each([
    ['true', '"true"'],
    [1, '1'],
    ['yes', '"yes"'],
  ])('refuses %j', (value, echo) => {
    expect(refusal((r) => r.optionalBoolean('exact', 'to match loosely'), { exact: value })).toBe(
      `Argument 'exact' must be true or false, but was ${echo}. Leave it out to match loosely.`,
    );
  });
});

describe('ToolArgumentReader: one choice', () => {
  const ranges = ['day', 'week', 'month', 'year'] as const;

  it('accepts an allowed value, trimmed, exactly', () => {
    expect(new ToolArgumentReader({ time_range: ' week ' }).optionalChoice('time_range', ranges, 'x')).toBe('week');
    expect(new ToolArgumentReader({ time_range: 'year' }).requiredChoice('time_range', ranges)).toBe('year');
  });

  it('refuses another value and lists the allowed ones', () => {
    expect(refusal((r) => r.optionalChoice('time_range', ranges, 'for any time'), { time_range: 'Week' })).toBe(
      `Argument 'time_range' must be one of day, week, month, year, but was "Week". Leave it out for any time.`,
    );
    expect(refusal((r) => r.requiredChoice('time_range', ranges), { time_range: 3 })).toBe(
      `Argument 'time_range' must be one of day, week, month, year, but was 3.`,
    );
  });
});

describe('ToolArgumentReader: a list of choices', () => {
  const ids = ['alpha', 'beta', GUID];
  const whenLeftOut = 'to search all listed data sources';

  it('collapses duplicates and keeps the order', () => {
    expect(
      new ToolArgumentReader({ ids: ['beta', 'alpha', 'beta', ' alpha '] }).optionalChoices('ids', ids, 'x'),
    ).toEqual(['beta', 'alpha']);
  });

  it('refuses an empty list or a non-list, listing the allowed values', () => {
    const expected = (echo: string) =>
      `Argument 'ids' must be a list of one or more of alpha, beta, ${GUID}, but was ${echo}. Leave it out ${whenLeftOut}.`;
    expect(refusal((r) => r.optionalChoices('ids', ids, whenLeftOut), { ids: [] })).toBe(expected('[]'));
    expect(refusal((r) => r.optionalChoices('ids', ids, whenLeftOut), { ids: 'alpha' })).toBe(expected('"alpha"'));
  });

  it('echoes only the wrong entry, a GUID whole', () => {
    const wrongGuid = '11111111-2222-3333-4444-555555555555';
    expect(refusal((r) => r.optionalChoices('ids', ids, whenLeftOut), { ids: ['alpha', wrongGuid] })).toBe(
      `Every value of argument 'ids' must be one of alpha, beta, ${GUID}, but one was "${wrongGuid}". Leave it out ${whenLeftOut}.`,
    );
    expect(refusal((r) => r.requiredChoices('ids', ids), { ids: ['alpha', 5] })).toBe(
      `Every value of argument 'ids' must be one of alpha, beta, ${GUID}, but one was 5.`,
    );
  });
});

describe('ToolArgumentReader: dates', () => {
  const read = (value: unknown, timeZone = 'Europe/Berlin') =>
    new ToolArgumentReader({ since: value }).requiredDateTime('since', timeZone);

  it('reads a plain date as midnight in the user time zone', () => {
    const date = read('2026-09-01');
    expect(date.instant.toISOString()).toBe('2026-08-31T22:00:00.000Z');
    expect(date.hasTimeOfDay).toBe(false);
    expect(read('2026-01-15', 'America/New_York').instant.toISOString()).toBe('2026-01-15T05:00:00.000Z');
  });

  it('reads a time without offset in the user time zone', () => {
    expect(read('2026-09-01T14:30').instant.toISOString()).toBe('2026-09-01T12:30:00.000Z');
    expect(read('2026-12-01T14:30:15').instant.toISOString()).toBe('2026-12-01T13:30:15.000Z');
    expect(read('2026-09-01T14:30').hasTimeOfDay).toBe(true);
  });

  it('reads Z as UTC and honours an explicit offset', () => {
    expect(read('2026-09-01T14:30Z').instant.toISOString()).toBe('2026-09-01T14:30:00.000Z');
    expect(read('2026-09-01T14:30:00.1234567+05:30').instant.toISOString()).toBe('2026-09-01T09:00:00.123Z');
    expect(read('2026-09-01T14:30-03:00').instant.toISOString()).toBe('2026-09-01T17:30:00.000Z');
  });

  it('handles the daylight-saving gap and overlap', () => {
    // 02:30 does not exist on 2026-03-29 in Berlin: read with the winter offset, it lands at 03:30 summer time.
    expect(read('2026-03-29T02:30').instant.toISOString()).toBe('2026-03-29T01:30:00.000Z');
    // 02:30 happens twice on 2026-10-25: the earlier moment is taken.
    expect(read('2026-10-25T02:30').instant.toISOString()).toBe('2026-10-25T00:30:00.000Z');
  });

  it.each(['2026-02-30', '2026-13-01', '01.09.2026', '2026-09-01 14:30', '2026-09-01T24:00', '2026-9-1', 'tomorrow'])(
    'refuses %j with an example of what is valid',
    (value) => {
      expect(refusal((r) => r.optionalDateTime('since', 'UTC', 'to search all dates'), { since: value })).toBe(
        `Argument 'since' must be a date such as 2026-09-01, or a date with a time of day such as 2026-09-01T14:30, but was ${JSON.stringify(value)}. Leave it out to search all dates.`,
      );
    },
  );

  it('refuses a non-string date', () => {
    expect(refusal((r) => r.requiredDateTime('since', 'UTC'), { since: 20260901 })).toBe(
      "Argument 'since' must be a date such as 2026-09-01, or a date with a time of day such as 2026-09-01T14:30, but was 20260901.",
    );
  });

  it('treats an unknown user time zone as a host error, not the model’s', () => {
    let caught: unknown;
    try {
      read('2026-09-01', 'Mars/Olympus');
    } catch (error) {
      caught = error;
    }
    expect(caught).not.toBeInstanceOf(ToolArgumentError);
    expect((caught as ToolgateError).code).toBe('INVALID_TIME_ZONE');
  });
});
