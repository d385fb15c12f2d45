import { describe, expect, it } from 'vitest';
import { apiEndpointUrl } from './apiEndpointUrl.js';
import { buildRoundSystemPrompt } from './buildRoundSystemPrompt.js';
import { canonicalToolCallName } from './canonicalToolCallName.js';
import { isJsonObjectText } from './isJsonObjectText.js';
import { pickAdditionalApiParameters } from './pickAdditionalApiParameters.js';

describe('the helpers the three adapters share', () => {
  it('isJsonObjectText accepts only the JSON text of an object', () => {
    expect(isJsonObjectText('{"a":1}')).toBe(true);
    expect(isJsonObjectText(' {} ')).toBe(true);
    for (const text of ['[]', 'null', '"x"', '1', '{"a":', '', 'not json'])
      expect(isJsonObjectText(text), text).toBe(false);
  });

  it('canonicalToolCallName trims a name only to an offered tool, and keeps every other name as written', () => {
    const offered = new Set(['web_search']);
    expect(canonicalToolCallName(' web_search\n', offered)).toBe('web_search');
    expect(canonicalToolCallName(' other ', offered)).toBe(' other ');
    expect(canonicalToolCallName('web_search', offered)).toBe('web_search');
  });

  it('buildRoundSystemPrompt appends a non-blank final instruction after a blank line', () => {
    expect(buildRoundSystemPrompt('Be brief.', 'Answer now.')).toBe('Be brief.\n\nAnswer now.');
    expect(buildRoundSystemPrompt('Be brief.', '  ')).toBe('Be brief.');
    expect(buildRoundSystemPrompt(undefined, 'Answer now.')).toBe('Answer now.');
    expect(buildRoundSystemPrompt(undefined, undefined)).toBe('');
  });

  it('pickAdditionalApiParameters drops every controlled field', () => {
    expect(
      pickAdditionalApiParameters({ top_p: 0.5, parallel_tool_calls: true, stream: false }, [
        'stream',
        'parallel_tool_calls',
      ]),
    ).toEqual({
      top_p: 0.5,
    });
    expect(pickAdditionalApiParameters(undefined, ['stream'])).toEqual({});
  });

  it('apiEndpointUrl appends the API path to the root without doubling slashes, and refuses what is not http(s)', () => {
    expect(apiEndpointUrl('http://127.0.0.1:8000/v1//', '/chat/completions')).toBe(
      'http://127.0.0.1:8000/v1/chat/completions',
    );
    expect(apiEndpointUrl('http://127.0.0.1:8000', '/v1/messages')).toBe('http://127.0.0.1:8000/v1/messages');
    expect(apiEndpointUrl('http://127.0.0.1:8000/', (base) => `${base}/v1/messages`)).toBe(
      'http://127.0.0.1:8000/v1/messages',
    );
    expect(apiEndpointUrl('http://127.0.0.1:8000/v1/', (base) => `${base}/x`)).toBe('http://127.0.0.1:8000/v1/x');
    expect(() => apiEndpointUrl('ftp://127.0.0.1/v1', '/x')).toThrow(
      "The base URL 'ftp://127.0.0.1/v1' must use http or https.",
    );
    expect(() => apiEndpointUrl('not a url', '/x')).toThrow("The base URL 'not a url' is not a valid URL.");
  });
});
