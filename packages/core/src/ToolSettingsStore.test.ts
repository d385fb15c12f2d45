import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { InMemoryToolSettingsStore } from './InMemoryToolSettingsStore.js';
import { defineTool } from './ToolDefinition.js';
import { ToolParameterSchemaBuilder } from './ToolParameterSchemaBuilder.js';
import { ToolSettingsSchemaBuilder } from './ToolSettingsSchema.js';
import {
  parseToolSettingAddress,
  resolveToolSettingValue,
  resolveToolSettingsValues,
  toolSettingAddress,
} from './ToolSettingsStore.js';
import { SECRET_VALUE_MASK, createToolSettingsValues } from './ToolSettingsValues.js';
import { ToolgateError } from './ToolgateError.js';

const SECRET = 'tvly-super-secret-key-0123456789';

const definition = defineTool({
  id: 'web_search',
  function: {
    name: 'web_search',
    descriptionForLLM: 'Searches the web.',
    parameters: new ToolParameterSchemaBuilder().requiredString('query', 'x').build(),
  },
  settingsSchema: new ToolSettingsSchemaBuilder()
    .required('defaultLanguage')
    .optional('maxResults')
    .optional('searxng.baseUrl')
    .inGroup('tavily', (group) => group.optionalSecret('tavily.apiKey'))
    .build(),
});

describe('setting precedence', () => {
  it('takes a locked organization value over the user’s value over the organization default', () => {
    expect(resolveToolSettingValue({ lockedOrganizationValue: 'L', userValue: 'U', organizationDefault: 'D' })).toBe(
      'L',
    );
    expect(resolveToolSettingValue({ userValue: 'U', organizationDefault: 'D' })).toBe('U');
    expect(resolveToolSettingValue({ organizationDefault: 'D' })).toBe('D');
    expect(resolveToolSettingValue({})).toBeUndefined();
  });

  it('treats a blank value as not set, so a cleared field falls back', () => {
    expect(resolveToolSettingValue({ lockedOrganizationValue: ' ', userValue: '', organizationDefault: 'D' })).toBe(
      'D',
    );
  });

  it('addresses settings as <toolId>.<field>, field names may contain dots', () => {
    expect(toolSettingAddress('web_search', 'searxng.baseUrl')).toBe('web_search.searxng.baseUrl');
    expect(parseToolSettingAddress('web_search.searxng.baseUrl')).toEqual({
      toolId: 'web_search',
      fieldName: 'searxng.baseUrl',
    });
    expect(parseToolSettingAddress('web_search')).toBeUndefined();
    expect(parseToolSettingAddress('.x')).toBeUndefined();
    expect(parseToolSettingAddress('x.')).toBeUndefined();
  });

  it('resolves a tool’s values from the store by address', () => {
    const store = new InMemoryToolSettingsStore({
      lockedOrganizationValues: { 'web_search.defaultLanguage': 'de-DE' },
      userValues: { 'web_search.defaultLanguage': 'en-US', 'web_search.maxResults': '8', 'web_search.stale': 'x' },
      organizationDefaults: { 'web_search.maxResults': '5', 'web_search.searxng.baseUrl': 'http://127.0.0.1:8888' },
    });
    const values = resolveToolSettingsValues(store, definition);
    expect({ ...values }).toEqual({
      defaultLanguage: 'de-DE',
      maxResults: '8',
      'searxng.baseUrl': 'http://127.0.0.1:8888',
    });
    store.setUserValue('web_search', 'maxResults', undefined);
    expect(resolveToolSettingsValues(store, definition)['maxResults']).toBe('5');
    store.setLockedOrganizationValue('web_search', 'maxResults', '3');
    store.setUserValue('web_search', 'maxResults', '9');
    expect(resolveToolSettingsValues(store, definition)['maxResults']).toBe('3');
  });

  it('refuses an organization entry that is not an address, without echoing its value', () => {
    let caught: unknown;
    try {
      new InMemoryToolSettingsStore({ organizationDefaults: { apiKey: SECRET } });
    } catch (error) {
      caught = error;
    }
    expect(ToolgateError.isInstance(caught)).toBe(true);
    expect((caught as Error).message).toBe(
      "The organizationDefaults entry 'apiKey' is not a setting address of the form <toolId>.<fieldName>.",
    );
  });
});

describe('secrets', () => {
  const store = new InMemoryToolSettingsStore({
    userValues: { 'web_search.tavily.apiKey': SECRET, 'web_search.defaultLanguage': 'all' },
  });

  it('reach execute only when asked for explicitly', () => {
    const forExecute = resolveToolSettingsValues(store, definition, { includeSecrets: true });
    expect(forExecute['tavily.apiKey']).toBe(SECRET);
    const elsewhere = resolveToolSettingsValues(store, definition);
    expect(elsewhere['tavily.apiKey']).toBe(SECRET_VALUE_MASK);
  });

  it('never appear in JSON, keys, spreads, clones, string conversion or inspect of the values', () => {
    const values = resolveToolSettingsValues(store, definition, { includeSecrets: true });
    expect(JSON.stringify(values)).toBe('{"defaultLanguage":"all"}');
    expect(Object.keys(values)).toEqual(['defaultLanguage']);
    expect(JSON.stringify({ ...values })).not.toContain(SECRET);
    expect(JSON.stringify(structuredClone(values))).not.toContain(SECRET);
    expect(String(values)).not.toContain(SECRET);
    expect(inspect(values)).not.toContain(SECRET);
    expect(inspect(values, { depth: 5 })).not.toContain(SECRET);
    expect(JSON.stringify(Object.getOwnPropertyDescriptors(values))).not.toContain(SECRET);
    expect(Object.isFrozen(values)).toBe(true);
  });

  it('never appear in JSON, string conversion or inspect of the store', () => {
    expect(JSON.stringify(store)).not.toContain(SECRET);
    expect(JSON.stringify(store)).toBe('{"toolsEnabled":true,"switchedOffToolIds":[],"storedValueCount":2}');
    expect(String(store)).toBe('InMemoryToolSettingsStore(2 stored values)');
    expect(inspect(store)).not.toContain(SECRET);
    expect(inspect(store, { showHidden: true, depth: 10 })).not.toContain(SECRET);
    expect(`${store}`).not.toContain(SECRET);
  });

  it('createToolSettingsValues reads secrets by name only', () => {
    const values = createToolSettingsValues(
      new Map([
        ['apiKey', SECRET],
        ['region', 'eu'],
      ]),
      ['apiKey'],
    );
    expect(values['apiKey']).toBe(SECRET);
    expect(Object.entries(values)).toEqual([['region', 'eu']]);
  });
});

describe('switches and confidence overrides', () => {
  it('keeps them until changed', () => {
    const store = new InMemoryToolSettingsStore({
      switchedOffToolIds: ['read_web_page'],
      minimumProviderConfidenceByToolId: { web_search: 'HIGH' },
    });
    expect(store.areToolsEnabled()).toBe(true);
    expect(store.isToolSwitchedOff('read_web_page')).toBe(true);
    expect(store.getMinimumProviderConfidence('web_search')).toBe('HIGH');
    store.setToolsEnabled(false);
    store.setToolSwitchedOff('read_web_page', false);
    store.setMinimumProviderConfidence('web_search', undefined);
    expect(store.areToolsEnabled()).toBe(false);
    expect(store.isToolSwitchedOff('read_web_page')).toBe(false);
    expect(store.getMinimumProviderConfidence('web_search')).toBeUndefined();
  });
});
