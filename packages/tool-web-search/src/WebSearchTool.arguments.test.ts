import { ToolArgumentError, ToolPageOutOfRangeError } from '@toolgate/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { articleHtml, WebSearchTestWorld } from './test/WebSearchTestWorld.js';
import { canonicalLanguageTag } from './WebSearchTool.js';

let world: WebSearchTestWorld;

beforeAll(async () => {
  world = await WebSearchTestWorld.start({
    '/a': (_q, r) =>
      r.writeHead(200, { 'content-type': 'text/html' }).end(articleHtml('A', 'Alpha text for the reader.')),
  });
});
afterAll(async () => world.close());
beforeEach(() => {
  world.apiRequests.length = 0;
  world.searxngAnswers([{ url: world.pageUrl('/a'), title: 'A', content: 'alpha' }]);
});

async function refusal(args: Record<string, unknown>, settings = world.searxngSettings()): Promise<ToolArgumentError> {
  try {
    await world.execute(args, settings);
  } catch (error) {
    if (error instanceof ToolArgumentError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('web_search arguments', () => {
  it('refuses a missing or non-string query without a leave-it-out hint, and asks nothing', async () => {
    expect((await refusal({})).message).toBe("Missing required argument 'query'.");
    expect((await refusal({ query: null })).message).toBe("Missing required argument 'query'.");
    const wrong = await refusal({ query: 42 });
    expect(wrong.argumentName).toBe('query');
    expect(wrong.message).toBe("Argument 'query' must be a string, but was 42.");
    expect((await refusal({ query: '   ' })).message).toBe(
      'Argument \'query\' must be a non-empty string, but was "   ".',
    );
    expect(world.apiRequests).toHaveLength(0);
  });

  it('refuses a page that is not a positive integer, echoing it and saying it may be left out', async () => {
    for (const [value, echo] of [
      [0, '0'],
      [-1, '-1'],
      [2.5, '2.5'],
      ['2', '"2"'],
      [true, 'true'],
    ] as const) {
      const error = await refusal({ query: 'x', page: value });
      expect(error.argumentName).toBe('page');
      expect(error.message).toBe(
        `Argument 'page' must be a positive integer, but was ${echo}. Leave it out to get the first page.`,
      );
    }
  });

  it('refuses a limit above 20 or not a positive integer', async () => {
    expect((await refusal({ query: 'x', limit: 21 })).message).toBe(
      "Argument 'limit' must be at most 20, but was 21. Leave it out to get 5 results.",
    );
    expect((await refusal({ query: 'x', limit: 0 }, world.searxngSettings({ maxResults: '7' }))).message).toBe(
      "Argument 'limit' must be a positive integer, but was 0. Leave it out to get 7 results.",
    );
  });

  it('accepts day, week, month and year, and refuses other time ranges listing them', async () => {
    for (const range of ['day', 'week', 'month', 'year']) {
      await world.execute({ query: 'x', time_range: range }, world.searxngSettings());
      expect(world.apiRequests.at(-1)?.url.searchParams.get('time_range')).toBe(range);
    }
    expect((await refusal({ query: 'x', time_range: 'decade' })).message).toBe(
      'Argument \'time_range\' must be one of day, week, month, year, but was "decade". Leave it out to search any time.',
    );
  });

  it('refuses a language name or a non-string language, naming the default that leaving it out gives', async () => {
    const name = await refusal({ query: 'x', language: 'German' }, world.searxngSettings({ defaultLanguage: 'de-DE' }));
    expect(name.argumentName).toBe('language');
    expect(name.message).toBe(
      'Argument \'language\' must be an IETF language tag such as de-DE or en, or all for any language, but was "German". Leave it out to search in the configured default language (de-DE).',
    );
    expect((await refusal({ query: 'x', language: 7 })).message).toBe(
      "Argument 'language' must be a string, but was 7. Leave it out to search in the configured default language (en-US).",
    );
  });

  it('shortens a long refused value to 40 characters', async () => {
    const error = await refusal({ query: 'x', time_range: 'a'.repeat(100) });
    expect(error.message).toContain(`but was "${'a'.repeat(39)}...`);
  });

  it('reads null and absent optional arguments as left out, and trims the values it takes', async () => {
    await world.execute(
      { query: '  toolgate  ', language: null, time_range: null, page: null, limit: null },
      world.searxngSettings({ defaultLanguage: 'de-DE' }),
    );
    const params = world.apiRequests.at(-1)?.url.searchParams;
    expect(params?.get('q')).toBe('toolgate');
    expect(params?.get('language')).toBe('de-DE');
    expect(params?.get('pageno')).toBe('1');
    expect(params?.has('time_range')).toBe(false);
    await world.execute({ query: 'x', language: ' en-gb ' }, world.searxngSettings());
    expect(world.apiRequests.at(-1)?.url.searchParams.get('language')).toBe('en-GB');
  });

  it('canonicalizes IETF tags and refuses anything else', () => {
    expect(canonicalLanguageTag('de-de')).toBe('de-DE');
    expect(canonicalLanguageTag('zh-hant-tw')).toBe('zh-Hant-TW');
    expect(canonicalLanguageTag('es-419')).toBe('es-419');
    expect(canonicalLanguageTag('all')).toBe('all');
    expect(canonicalLanguageTag('English')).toBeUndefined();
    expect(canonicalLanguageTag('de_DE')).toBeUndefined();
  });

  it('refuses a page beyond every asked service, naming the last page there is', async () => {
    const tavilyOnly = world.tavilySettings();
    const beyondTavily = await refusal({ query: 'x', page: 2 }, tavilyOnly);
    expect(beyondTavily).toBeInstanceOf(ToolPageOutOfRangeError);
    expect((beyondTavily as ToolPageOutOfRangeError).lastPage).toBe(1);
    expect(beyondTavily.message).toBe(
      "Argument 'page' must be a whole number from 1 to 1 (the last page there is), but was 2. Ask for page 1 or an earlier one, or leave it out to get the first page.",
    );
    const beyondSearxng = await refusal({ query: 'x', page: 21 });
    expect(beyondSearxng.message).toContain('from 1 to 20 (the last page there is), but was 21');
    expect(world.apiRequests).toHaveLength(0);
  });
});
