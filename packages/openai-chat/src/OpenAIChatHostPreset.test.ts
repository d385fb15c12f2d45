import { isProviderFamily, type ToolFunctionDefinition } from '@toolgate/core';
import { type LoopbackServer, startLoopbackServer } from '@toolgate/provider-utils/test';
import { afterEach, describe, expect, it } from 'vitest';
import { createOpenAIChatAdapter } from './OpenAIChatAdapter.js';
import { OPENAI_CHAT_HOST_PRESETS } from './OpenAIChatHostPreset.js';
import type { OpenAIChatHostPresetId } from './OpenAIChatHostPreset.js';

/** Every property required: strict mode has nothing to convert, so the schema must go out byte for byte. */
const ALL_REQUIRED_SCHEMA_TEXT =
  '{"type":"object","properties":{"zeta":{"type":"string","enum":["b","a"]},"alpha":{"type":"integer"}},"required":["alpha","zeta"],"additionalProperties":false}';

const ALL_REQUIRED: ToolFunctionDefinition = {
  name: 'all_required',
  descriptionForLLM: 'Every argument is required.',
  parameters: JSON.parse(ALL_REQUIRED_SCHEMA_TEXT) as ToolFunctionDefinition['parameters'],
  strict: true,
};

const WITH_OPTIONAL: ToolFunctionDefinition = {
  name: 'with_optional',
  descriptionForLLM: 'One optional argument.',
  parameters: {
    type: 'object',
    properties: { query: { type: 'string' }, page: { type: 'integer', enum: [1, 2, 3] } },
    required: ['query'],
    additionalProperties: false,
  },
  strict: true,
};

const servers: LoopbackServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

/** A host that answers "ok" and keeps the raw request bodies. */
async function recordingHost(): Promise<{ baseUrl: string; bodies: string[] }> {
  const bodies: string[] = [];
  const server = await startLoopbackServer((_request, response, body) => {
    bodies.push(body);
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    response.end(
      `data: ${JSON.stringify({ id: 'c', choices: [{ index: 0, delta: { content: 'ok' }, finish_reason: 'stop' }] })}\n\ndata: [DONE]\n\n`,
    );
  });
  servers.push(server);
  return { baseUrl: `${server.url}/v1`, bodies };
}

describe('the host presets on the wire', () => {
  const presetIds = Object.keys(OPENAI_CHAT_HOST_PRESETS) as OpenAIChatHostPresetId[];

  it('names every host the issue lists', () => {
    expect(presetIds).toEqual(
      expect.arrayContaining([
        'openai',
        'groq',
        'huggingface',
        'openrouter',
        'mistral',
        'deepseek',
        'together',
        'fireworks',
        'xai',
        'ollama',
        'vllm',
        'lmstudio',
        'llamacpp',
        'compatible',
      ]),
    );
  });

  for (const id of presetIds) {
    it(`${id}: strict only where the host binds output, parallel_tool_calls only where accepted, no override`, async () => {
      const { baseUrl, bodies } = await recordingHost();
      const adapter = createOpenAIChatAdapter({
        host: id,
        baseUrl,
        model: 'm',
        messages: [{ role: 'user', content: 'hi' }],
        tools: [ALL_REQUIRED, WITH_OPTIONAL],
        // A user's additional parameters can neither switch parallel calls on nor smuggle tools in.
        additionalApiParameters: { parallel_tool_calls: true, tool_choice: 'required', top_p: 0.9 },
      });
      for await (const _event of adapter.executeRound({ includeTools: true })) {
        // drain
      }
      for await (const _event of adapter.executeRound({ includeTools: false })) {
        // drain
      }
      const [withTools, withoutTools] = bodies.map((text) => JSON.parse(text) as Record<string, unknown>);
      const preset = OPENAI_CHAT_HOST_PRESETS[id];
      const strict = preset.enforcesStrictToolSchemas;
      expect(strict).toBe(id === 'openai');

      // The all-required schema is never rewritten: its exact text is in the request body.
      expect(bodies[0]).toContain(`"parameters":${ALL_REQUIRED_SCHEMA_TEXT}`);
      const tools = withTools?.['tools'] as { function: { name: string; parameters: unknown; strict: boolean } }[];
      expect(tools.map((tool) => tool.function.strict)).toEqual([strict, strict]);
      expect(tools[1]?.function.parameters).toEqual(
        strict
          ? {
              type: 'object',
              properties: { query: { type: 'string' }, page: { type: ['integer', 'null'], enum: [null, 1, 2, 3] } },
              required: ['query', 'page'],
              additionalProperties: false,
            }
          : WITH_OPTIONAL.parameters,
      );
      if (preset.mayAskForSequentialToolCalls) expect(withTools?.['parallel_tool_calls']).toBe(false);
      else expect('parallel_tool_calls' in (withTools ?? {})).toBe(false);
      expect(withTools?.['top_p']).toBe(0.9);
      expect('tool_choice' in (withTools ?? {})).toBe(false);
      // Without tools the parameter is never sent (OpenAI answers it with 400 then).
      expect('parallel_tool_calls' in (withoutTools ?? {})).toBe(false);
      expect('tools' in (withoutTools ?? {})).toBe(false);
    });
  }

  it('Hugging Face is the one preset that omits parallel_tool_calls', () => {
    expect(presetIds.filter((id) => !OPENAI_CHAT_HOST_PRESETS[id].mayAskForSequentialToolCalls)).toEqual([
      'huggingface',
    ]);
  });

  it('names the provider family of every hosted preset and of the self-hosted servers, none for a bare URL', () => {
    for (const id of presetIds) {
      const family = OPENAI_CHAT_HOST_PRESETS[id].providerFamily;
      if (family !== undefined) expect(isProviderFamily(family), id).toBe(true);
    }
    expect(OPENAI_CHAT_HOST_PRESETS.openai.providerFamily).toBe('OPEN_AI');
    expect(OPENAI_CHAT_HOST_PRESETS.xai.providerFamily).toBe('X');
    expect(presetIds.filter((id) => OPENAI_CHAT_HOST_PRESETS[id].providerFamily === 'SELF_HOSTED')).toEqual([
      'ollama',
      'vllm',
      'lmstudio',
      'llamacpp',
    ]);
    // Together AI has no family in core's schemes yet; a bare compatible URL has none by nature.
    expect(presetIds.filter((id) => OPENAI_CHAT_HOST_PRESETS[id].providerFamily === undefined)).toEqual([
      'together',
      'compatible',
    ]);
  });
});
