// The root exports what a host uses: provider shapes (request types, the stream accumulator) never leave the adapter.
import { describe, expect, it } from 'vitest';
import * as root from './index.js';

describe('@toolgate/openai-responses exports', () => {
  it('exports only the adapter, its options and constants', () => {
    expect(Object.keys(root).sort()).toEqual([
      'OPENAI_RESPONSES_CONTROLLED_PARAMETERS',
      'OPENAI_RESPONSES_DEFAULT_BASE_URL',
      'OpenAIResponsesAdapter',
      'createOpenAIResponsesAdapter',
    ]);
  });
});
