// The root exports what a host uses: provider shapes (request types, the stream accumulator) never leave the adapter.
import { describe, expect, it } from 'vitest';
import * as root from './index.js';

describe('@toolgate/anthropic exports', () => {
  it('exports only the adapter, its options and constants', () => {
    expect(Object.keys(root).sort()).toEqual([
      'ANTHROPIC_API_VERSION',
      'ANTHROPIC_CONTROLLED_PARAMETERS',
      'ANTHROPIC_DEFAULT_BASE_URL',
      'ANTHROPIC_DEFAULT_MAX_TOKENS',
      'AnthropicAdapter',
      'createAnthropicAdapter',
    ]);
  });
});
