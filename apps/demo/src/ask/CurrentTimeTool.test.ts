import { ToolArgumentError, ToolRegistry } from '@toolgate/core';
import { describe, expect, it } from 'vitest';
import { CurrentTimeTool } from './CurrentTimeTool.js';

const NOW = new Date('2026-01-01T12:34:56.000Z');
const SUMMER = new Date('2026-07-15T06:00:00.000Z');

function run(args: Record<string, unknown>, now = NOW) {
  // The tool reads only its arguments; the context is not needed for it.
  return new CurrentTimeTool(() => now).execute(args);
}

describe('CurrentTimeTool', () => {
  it('registers as current_time with an optional timeZone argument', () => {
    const registry = new ToolRegistry([new CurrentTimeTool()]);
    const definition = registry.getDefinition('current_time');
    expect(definition?.function.name).toBe('current_time');
    expect(definition?.function.parameters).toMatchObject({
      type: 'object',
      properties: { timeZone: { type: 'string' } },
    });
    expect((definition?.function.parameters as { required?: string[] } | undefined)?.required ?? []).toEqual([]);
  });

  it('tells the local time, offset and weekday of an IANA zone, summer time included', async () => {
    expect((await run({ timeZone: 'Europe/Berlin' })).jsonContent).toEqual({
      timeZone: 'Europe/Berlin',
      localDateTime: '2026-01-01T13:34:56+01:00',
      utcOffset: '+01:00',
      weekday: 'Thursday',
      utcDateTime: '2026-01-01T12:34:56.000Z',
    });
    expect((await run({ timeZone: 'Europe/Berlin' }, SUMMER)).jsonContent).toMatchObject({
      localDateTime: '2026-07-15T08:00:00+02:00',
    });
    expect((await run({ timeZone: 'America/New_York' })).jsonContent).toMatchObject({
      localDateTime: '2026-01-01T07:34:56-05:00',
      weekday: 'Thursday',
    });
  });

  it('uses UTC when the zone is left out or null (strict mode sends null)', async () => {
    for (const args of [{}, { timeZone: null }]) {
      expect((await run(args)).jsonContent).toMatchObject({
        timeZone: 'UTC',
        localDateTime: '2026-01-01T12:34:56+00:00',
        utcOffset: '+00:00',
      });
    }
  });

  it('refuses an unknown zone, a blank one and a non-string with a message the model can act on', async () => {
    await expect(run({ timeZone: 'Mars/Olympus' })).rejects.toThrow(
      `Argument 'timeZone' must be an IANA time zone such as Europe/Berlin, but was "Mars/Olympus". Leave it out to get the time in UTC.`,
    );
    await expect(run({ timeZone: '  ' })).rejects.toBeInstanceOf(ToolArgumentError);
    await expect(run({ timeZone: 5 })).rejects.toThrow(
      "Argument 'timeZone' must be a string, but was 5. Leave it out to get the time in UTC.",
    );
  });
});
