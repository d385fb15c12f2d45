// The root exports what a host uses; the wire format and the accumulator stay under ./internal.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as root from './index.js';
import * as internal from './internal.js';

describe('@toolgate/openai-chat exports', () => {
  it('exports at its root only the adapter, its options and the host presets', () => {
    expect(Object.keys(root).sort()).toEqual([
      'OPENAI_CHAT_CONTROLLED_PARAMETERS',
      'OPENAI_CHAT_HOST_PRESETS',
      'OpenAIChatAdapter',
      'createOpenAIChatAdapter',
      'getOpenAIChatHostPreset',
      'isOpenAIChatHostPresetId',
    ]);
  });

  it('keeps the stream accumulator and the tool-call helpers under the ./internal subpath', () => {
    expect(Object.keys(internal).sort()).toEqual([
      'ChatCompletionToolCallAccumulator',
      'INVALID_TOOL_CALL_NAME',
      'prepareChatCompletionToolCalls',
      'toOpenAIChatTool',
    ]);
    const packageJson = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
      exports: Record<string, unknown>;
    };
    expect(packageJson.exports['./internal']).toEqual({
      types: './dist/internal.d.ts',
      source: './src/internal.ts',
      default: './dist/internal.js',
    });
  });
});
