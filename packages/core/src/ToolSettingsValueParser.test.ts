import { describe, expect, it } from 'vitest';
import { ToolSettingsOptionSources } from './ToolSettingsOptionSources.js';
import { ToolSettingsValueParser } from './ToolSettingsValueParser.js';
import { createToolSettingsValues } from './ToolSettingsValues.js';

const values = (entries: Record<string, string>) => createToolSettingsValues(entries);

describe('ToolSettingsValueParser', () => {
  it('reads a positive integer, blank as not set', () => {
    expect(ToolSettingsValueParser.tryReadOptionalPositiveInteger(values({ n: ' 12 ' }), 'n')).toEqual({
      ok: true,
      value: 12,
    });
    expect(ToolSettingsValueParser.tryReadOptionalPositiveInteger(values({ n: '  ' }), 'n')).toEqual({
      ok: true,
      value: undefined,
    });
    expect(ToolSettingsValueParser.tryReadOptionalPositiveInteger(values({}), 'n')).toEqual({
      ok: true,
      value: undefined,
    });
  });

  it.each(['0', '-1', '2.5', '+3', 'abc', '1e3', '99999999999999999999'])('refuses %j naming the setting', (text) => {
    expect(ToolSettingsValueParser.tryReadOptionalPositiveInteger(values({ maxResults: text }), 'maxResults')).toEqual({
      ok: false,
      message: "The setting 'maxResults' must be a positive integer.",
    });
  });

  it('bounds a value', () => {
    expect(ToolSettingsValueParser.tryReadBoundedOptionalPositiveInteger(values({ t: '240' }), 't', 240)).toEqual({
      ok: true,
      value: 240,
    });
    expect(ToolSettingsValueParser.tryReadBoundedOptionalPositiveInteger(values({ t: '241' }), 't', 240)).toEqual({
      ok: false,
      message: "The setting 't' must be less than or equal to 240.",
    });
  });

  it('falls back to the default and caps at run time', () => {
    expect(ToolSettingsValueParser.readOptionalPositiveInteger(values({}), 't', 30, 240)).toBe(30);
    expect(ToolSettingsValueParser.readOptionalPositiveInteger(values({ t: 'x' }), 't', 30, 240)).toBe(30);
    expect(ToolSettingsValueParser.readOptionalPositiveInteger(values({ t: '500' }), 't', 30, 240)).toBe(240);
    expect(ToolSettingsValueParser.readOptionalPositiveInteger(values({ t: '45' }), 't', 30)).toBe(45);
  });

  it('checks a stored choice against the current option list', () => {
    const source = ToolSettingsOptionSources.SAFE_SEARCH;
    expect(ToolSettingsValueParser.tryValidateOptionValue(values({ s: 'STRICT' }), 's', source)).toBeNull();
    expect(ToolSettingsValueParser.tryValidateOptionValue(values({}), 's', source)).toBeNull();
    expect(ToolSettingsValueParser.tryValidateOptionValue(values({ s: 'strict' }), 's', source)).toBe(
      "The setting 's' must be one of OFF, MODERATE, STRICT.",
    );
    expect(ToolSettingsValueParser.tryValidateOptionValue(values({ s: 'b' }), 's', ['a', 'c'])).toBe(
      "The setting 's' must be one of a, c.",
    );
  });
});

describe('ToolSettingsOptionSources', () => {
  it('knows its lists and nothing else', () => {
    for (const source of [
      'common_languages',
      'safe_search',
      'web_search_backends',
      'web_search_backend_strategy',
      'free_address_choice',
    ]) {
      expect(ToolSettingsOptionSources.isKnown(source)).toBe(true);
    }
    expect(ToolSettingsOptionSources.isKnown('brave_mode')).toBe(false);
    expect(ToolSettingsOptionSources.isKnown('toString')).toBe(false);
    expect(ToolSettingsOptionSources.getOptions('planets')).toEqual([]);
  });

  it('offers "all" (any language) first, then IETF tags', () => {
    const languages = ToolSettingsOptionSources.getOptions('common_languages');
    expect(languages[0]).toEqual({ value: 'all', label: 'Any language' });
    for (const { value } of languages.slice(1)) expect(value).toMatch(/^[a-z]{2}-[A-Z]{2}$/);
    expect(ToolSettingsOptionSources.isValidValue('common_languages', 'de-DE')).toBe(true);
  });

  it('spells the fixed lists out', () => {
    expect(ToolSettingsOptionSources.getValues('web_search_backend_strategy')).toEqual([
      'FAILOVER',
      'PARALLEL',
      'SPECIFIC',
    ]);
    expect(ToolSettingsOptionSources.getValues('free_address_choice')).toEqual(['OFF', 'ON']);
    expect(ToolSettingsOptionSources.getValues('safe_search')).toEqual(['OFF', 'MODERATE', 'STRICT']);
    expect(ToolSettingsOptionSources.isValidValue('free_address_choice', 'ON, OFF')).toBe(false);
  });
});
