import { describe, expect, it } from 'vitest';
import { ChatThread } from './ChatThread.js';
import { ChatThreadFormatError } from './ChatThread.js';
import { CONFIDENCE_LEVELS } from './ConfidenceLevel.js';
import { ToolgateError } from './ToolgateError.js';

describe('ChatThread requirements only ever tighten', () => {
  it('raises the confidence requirement and never lowers it', () => {
    const chat = new ChatThread();
    expect(chat.requiredProviderConfidence).toBe('NONE');
    expect(chat.requireProviderConfidence('MEDIUM')).toBe('MEDIUM');
    expect(chat.requireProviderConfidence('LOW')).toBe('MEDIUM');
    expect(chat.requireProviderConfidence('NONE')).toBe('MEDIUM');
    expect(chat.requireProviderConfidence('HIGH')).toBe('HIGH');
    expect(chat.requiredProviderConfidence).toBe('HIGH');
  });

  it('never lowers in any order of requirements', () => {
    for (const first of CONFIDENCE_LEVELS) {
      for (const second of CONFIDENCE_LEVELS) {
        const chat = new ChatThread();
        chat.requireProviderConfidence(first);
        chat.requireProviderConfidence(second);
        const expected = CONFIDENCE_LEVELS.indexOf(first) > CONFIDENCE_LEVELS.indexOf(second) ? first : second;
        expect(chat.requiredProviderConfidence).toBe(expected);
      }
    }
  });

  it('keeps SELF_HOSTED sticky, lets ALLOW_ANY mark an unspecified chat, ignores NOT_SPECIFIED', () => {
    const chat = new ChatThread();
    expect(chat.requireDataSecurity('NOT_SPECIFIED')).toBe('NOT_SPECIFIED');
    expect(chat.requireDataSecurity('ALLOW_ANY')).toBe('ALLOW_ANY');
    expect(chat.requireDataSecurity('NOT_SPECIFIED')).toBe('ALLOW_ANY');
    expect(chat.requireDataSecurity('SELF_HOSTED')).toBe('SELF_HOSTED');
    expect(chat.requireDataSecurity('ALLOW_ANY')).toBe('SELF_HOSTED');
    expect(chat.requireDataSecurity('NOT_SPECIFIED')).toBe('SELF_HOSTED');
  });
});

describe('ChatThread refuses values that are no requirement', () => {
  it.each([
    ['a misspelled level', 'MEDIUM_HIGH'],
    ['a lower-case level', 'high'],
    ['a number', 300],
    ['undefined', undefined],
  ])('throws for %s and keeps the requirement it had', (_label, value) => {
    const chat = new ChatThread();
    chat.requireProviderConfidence('HIGH');
    let caught: unknown;
    try {
      chat.requireProviderConfidence(value as never);
    } catch (error) {
      caught = error;
    }
    expect(ToolgateError.isInstance(caught)).toBe(true);
    expect((caught as ToolgateError).code).toBe('INVALID_CONFIDENCE_LEVEL');
    expect(chat.requiredProviderConfidence).toBe('HIGH');
    expect(chat.checkProvider({ confidence: 'MEDIUM', isSelfHosted: false }).allowed).toBe(false);
  });

  it('throws for an unknown data security and stays SELF_HOSTED', () => {
    const chat = new ChatThread({ dataSecurity: 'SELF_HOSTED' });
    expect(() => chat.requireDataSecurity('ANYONE' as never)).toThrow(
      "'ANYONE' is not a data security value; use one of NOT_SPECIFIED, ALLOW_ANY, SELF_HOSTED.",
    );
    expect(chat.dataSecurity).toBe('SELF_HOSTED');
  });

  it('refuses unknown values when created', () => {
    expect(() => new ChatThread({ requiredProviderConfidence: 'TOP' as never })).toThrow(
      "'TOP' is not a confidence level; use one of NONE, UNTRUSTED, UNKNOWN, VERY_LOW, LOW, MODERATE, MEDIUM, HIGH.",
    );
  });
});

describe('ChatThread provider check', () => {
  it('refuses a provider below the requirement, naming both levels', () => {
    const chat = new ChatThread({ requiredProviderConfidence: 'HIGH' });
    expect(chat.checkProvider({ confidence: 'MEDIUM', isSelfHosted: false })).toEqual({
      allowed: false,
      reason: 'PROVIDER_CONFIDENCE_TOO_LOW',
      message:
        'This chat contains data that requires a provider with confidence HIGH or higher, but the provider has MEDIUM.',
    });
    expect(chat.allowsProvider({ confidence: 'HIGH', isSelfHosted: false })).toBe(true);
  });

  it('allows every provider while nothing is required', () => {
    expect(new ChatThread().allowsProvider({ confidence: 'NONE', isSelfHosted: false })).toBe(true);
  });

  it('refuses every provider that is not self-hosted once the data security is SELF_HOSTED', () => {
    const chat = new ChatThread();
    chat.requireDataSecurity('SELF_HOSTED');
    expect(chat.checkProvider({ confidence: 'HIGH', isSelfHosted: false })).toMatchObject({
      allowed: false,
      reason: 'SELF_HOSTED_PROVIDER_REQUIRED',
    });
    expect(chat.allowsProvider({ confidence: 'HIGH', isSelfHosted: true })).toBe(true);
  });
});

describe('ChatThread persistence', () => {
  it('survives a JSON round trip with its requirements and selection', () => {
    const chat = new ChatThread({ selectedToolIds: ['web_search', 'read_web_page', 'web_search'] });
    chat.requireProviderConfidence('HIGH');
    chat.requireDataSecurity('SELF_HOSTED');
    const text = JSON.stringify(chat);
    expect(JSON.parse(text)).toEqual({
      schemaVersion: 1,
      requiredProviderConfidence: 'HIGH',
      dataSecurity: 'SELF_HOSTED',
      selectedToolIds: ['web_search', 'read_web_page'],
    });
    const restored = ChatThread.fromJSON(text);
    expect(restored.requiredProviderConfidence).toBe('HIGH');
    expect(restored.dataSecurity).toBe('SELF_HOSTED');
    expect(restored.selectedToolIds).toEqual(['web_search', 'read_web_page']);
    expect(ChatThread.fromJSON(JSON.parse(text)).toJSON()).toEqual(chat.toJSON());
    // Still only tightens after the round trip.
    expect(restored.requireProviderConfidence('LOW')).toBe('HIGH');
  });

  it('tells "never stored" (null) apart from "all switched off" (empty)', () => {
    const never = ChatThread.fromJSON(JSON.stringify(new ChatThread()));
    expect(never.selectedToolIds).toBeNull();
    const none = new ChatThread();
    none.selectedToolIds = [];
    expect(ChatThread.fromJSON(JSON.stringify(none)).selectedToolIds).toEqual([]);
  });

  it.each([
    ['not JSON', '{', 'The stored chat state is not valid JSON.'],
    ['not an object', 42, 'The stored chat state is invalid:'],
    [
      'an unknown level',
      { schemaVersion: 1, requiredProviderConfidence: 'SUPER', dataSecurity: 'ALLOW_ANY', selectedToolIds: null },
      'requiredProviderConfidence',
    ],
    [
      'a missing data security',
      { schemaVersion: 1, requiredProviderConfidence: 'HIGH', selectedToolIds: null },
      'dataSecurity',
    ],
    [
      'a selection that is not a list',
      {
        schemaVersion: 1,
        requiredProviderConfidence: 'HIGH',
        dataSecurity: 'ALLOW_ANY',
        selectedToolIds: 'web_search',
      },
      'selectedToolIds',
    ],
    [
      'another version',
      { schemaVersion: 2, requiredProviderConfidence: 'HIGH', dataSecurity: 'ALLOW_ANY', selectedToolIds: null },
      'schemaVersion',
    ],
  ])('refuses %s with a clear error rather than loosening', (_label, input, expected) => {
    let caught: unknown;
    try {
      ChatThread.fromJSON(input);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ChatThreadFormatError);
    expect(ToolgateError.isInstance(caught)).toBe(true);
    expect((caught as ChatThreadFormatError).code).toBe('INVALID_CHAT_THREAD');
    expect((caught as Error).message).toContain(expected);
  });
});

describe('ChatThread web addresses given to the model', () => {
  it('counts addresses of the system prompt and of user messages, hidden ones included, never the model’s own', () => {
    const chat = new ChatThread();
    chat.addGivenWebAddressesFromConversation('Our handbook: https://handbook.example/start', [
      { role: 'user', content: 'Please read https://example.org/Report?id=7#summary.' },
      { role: 'assistant', content: 'I could also read https://invented.example/ for you.' },
    ]);
    chat.addGivenWebAddresses('attached document: see http://10.0.0.5/intranet');
    expect(chat.isWebAddressGivenToTheModel('https://handbook.example/start')).toBe(true);
    expect(chat.isWebAddressGivenToTheModel('HTTPS://EXAMPLE.ORG:443/Report?id=7')).toBe(true);
    expect(chat.isWebAddressGivenToTheModel('http://10.0.0.5/intranet')).toBe(true);
    expect(chat.isWebAddressGivenToTheModel('https://invented.example/')).toBe(false);
    // Path case and an added query make another request.
    expect(chat.isWebAddressGivenToTheModel('https://example.org/report?id=7')).toBe(false);
    expect(chat.isWebAddressGivenToTheModel('https://example.org/Report?id=7&all=1')).toBe(false);
    expect(chat.isWebAddressGivenToTheModel('not a url')).toBe(false);
  });

  it('counts addresses a tool returned, but not those echoed from the call’s own arguments', () => {
    const chat = new ChatThread();
    chat.addGivenWebAddressesFromToolResult(
      JSON.stringify({ url: 'https://Chosen.example/page', links: ['https://found.example/next'] }),
      JSON.stringify({ url: 'https://chosen.example/page' }),
    );
    expect(chat.isWebAddressGivenToTheModel('https://found.example/next')).toBe(true);
    expect(chat.isWebAddressGivenToTheModel('https://chosen.example/page')).toBe(false);
  });

  it('is not persisted: the tool conversation of a request is gone with it', () => {
    const chat = new ChatThread();
    chat.addGivenWebAddresses('https://example.org/');
    expect(ChatThread.fromJSON(chat.toJSON()).isWebAddressGivenToTheModel('https://example.org/')).toBe(false);
  });
});
