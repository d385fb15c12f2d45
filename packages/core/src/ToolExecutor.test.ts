import { describe, expect, it } from 'vitest';
import { ChatThread } from './ChatThread.js';
import { ConfidenceLevel } from './ConfidenceLevel.js';
import { DataSecurity } from './DataSecurity.js';
import { scriptedTool, testScope } from './ScriptedToolCallingAdapter.test-helpers.js';
import { ToolArgumentReader } from './ToolArgumentReader.js';
import { ToolExecutionBlockedError } from './ToolExecutionBlockedError.js';
import type { ToolExecutionContext } from './ToolExecutionContext.js';
import { ToolExecutionResult } from './ToolExecutionResult.js';
import { ToolExecutor } from './ToolExecutor.js';
import type { ToolArguments } from './ToolImplementation.js';
import type { ToolSettingsStore } from './ToolSettingsStore.js';
import { ToolgateError } from './ToolgateError.js';
import type { ToolgateLogFields, ToolgateLogger } from './ToolgateLogger.js';

const signal = new AbortController().signal;

function call(toolName: string, argumentsJson = '{}', order = 1) {
  return { callId: `call_${order}`, toolName, argumentsJson, order };
}

function recordingLogger(): ToolgateLogger & {
  entries: { level: string; message: string; fields?: ToolgateLogFields }[];
} {
  const entries: { level: string; message: string; fields?: ToolgateLogFields }[] = [];
  const log = (level: string) => (message: string, fields?: ToolgateLogFields) => {
    entries.push({ level, message, ...(fields ? { fields } : {}) });
  };
  return { entries, debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') };
}

describe('ToolExecutor', () => {
  it('runs the tool found by its exact function name and passes on its content, requirements and sources', async () => {
    let seen: { args: ToolArguments; context: ToolExecutionContext } | undefined;
    const chatThread = new ChatThread();
    const search = scriptedTool(
      'search',
      async (args, context) => {
        seen = { args, context };
        return ToolExecutionResult.json(
          { hits: ['Grüße'] },
          {
            sources: [{ title: 'Hit', url: 'https://example.org/hit' }],
            requiredProviderConfidence: ConfidenceLevel.HIGH,
            requiredDataSecurity: DataSecurity.SELF_HOSTED,
          },
        );
      },
      { icon: 'magnify' },
    );
    const other = scriptedTool('Search', async () => ToolExecutionResult.text('wrong tool'));

    const outcome = await new ToolExecutor().execute(
      call('search', '{"query":"grüße","limit":3,"strict":true,"tags":["a"],"none":null}', 4),
      testScope([other, search], chatThread),
      signal,
    );

    expect(outcome.content).toBe('{"hits":["Grüße"]}');
    expect(outcome.requiredProviderConfidence).toBe('HIGH');
    expect(outcome.requiredDataSecurity).toBe('SELF_HOSTED');
    expect(outcome.sources).toEqual([{ title: 'Hit', url: 'https://example.org/hit', origin: 'TOOL' }]);
    expect(outcome.trace.toJSON()).toEqual({
      order: 4,
      toolId: 'search',
      toolName: 'Search',
      toolIcon: 'magnify',
      toolCallId: 'call_4',
      status: 'SUCCESS',
      wasExecuted: true,
      statusMessage: '',
      arguments: { query: 'grüße', limit: '3', strict: 'true', tags: '["a"]', none: 'null' },
    });
    expect(outcome.trace.result).toBe('{"hits":["Grüße"]}');
    expect(seen?.args).toEqual({ query: 'grüße', limit: 3, strict: true, tags: ['a'], none: null });
    expect(seen?.context.chatThread).toBe(chatThread);
    expect(seen?.context.toolCallId).toBe('call_4');
    expect(seen?.context.definition.id).toBe('search');
    expect(seen?.context.providerConfidence).toBe('MEDIUM');
    expect(seen?.context.provider.id).toBe('scripted');
    // The executor only reports requirements; the chat is tightened by the loop.
    expect(chatThread.requiredProviderConfidence).toBe('NONE');
  });

  it('treats an empty argument string as {}', async () => {
    let received: ToolArguments | undefined;
    const tool = scriptedTool('echo', async (args) => {
      received = args;
      return ToolExecutionResult.text('ok');
    });
    const outcome = await new ToolExecutor().execute(call('echo', '  '), testScope([tool]), signal);
    expect(outcome.trace.status).toBe('SUCCESS');
    expect(received).toEqual({});
    expect(outcome.trace.arguments).toEqual({});
  });

  it('returns a failure to the model as "Tool execution failed: …" and demands nothing', async () => {
    const tool = scriptedTool('fetch', async () => {
      throw new Error('The page answered 503.');
    });
    const outcome = await new ToolExecutor().execute(
      call('fetch', '{"url":"https://example.org"}'),
      testScope([tool]),
      signal,
    );
    expect(outcome.content).toBe('Tool execution failed: The page answered 503.');
    expect(outcome.trace.status).toBe('ERROR');
    expect(outcome.trace.wasExecuted).toBe(false);
    expect(outcome.trace.statusMessage).toBe('The page answered 503.');
    expect(outcome.trace.arguments).toEqual({ url: 'https://example.org' });
    expect(outcome.requiredProviderConfidence).toBe('NONE');
    expect(outcome.requiredDataSecurity).toBe('NOT_SPECIFIED');
    expect(outcome.sources).toEqual([]);
  });

  it('reports a wrong argument through the failure path with the refusal the model can act on', async () => {
    const tool = scriptedTool('pages', async (args) => {
      const page = new ToolArgumentReader(args).optionalPositiveInteger('page', 'to get the first page') ?? 1;
      return ToolExecutionResult.text(`page ${page}`);
    });
    const executor = new ToolExecutor();
    for (const [argumentsJson, refusal] of [
      ['{"page":0}', "Argument 'page' must be a positive integer, but was 0. Leave it out to get the first page."],
      ['{"page":"5"}', `Argument 'page' must be a positive integer, but was "5". Leave it out to get the first page.`],
      ['{"page":2.5}', "Argument 'page' must be a positive integer, but was 2.5. Leave it out to get the first page."],
    ] as const) {
      const outcome = await executor.execute(call('pages', argumentsJson), testScope([tool]), signal);
      expect(outcome.content).toBe(`Tool execution failed: ${refusal}`);
      expect(outcome.trace.status).toBe('ERROR');
      expect(outcome.trace.statusMessage).toBe(refusal);
    }
    expect((await executor.execute(call('pages', '{"page":null}'), testScope([tool]), signal)).content).toBe('page 1');
  });

  it('fails a result whose requirement is no known level, so nothing of it reaches the model', async () => {
    const chatThread = new ChatThread();
    const tool = scriptedTool('internal', async () =>
      ToolExecutionResult.text('internal figures', {
        requiredProviderConfidence: 'VERY_HIGH' as ConfidenceLevel,
        sources: [{ title: 'Internal', url: 'https://intranet.example/figures' }],
      }),
    );
    const outcome = await new ToolExecutor().execute(call('internal'), testScope([tool], chatThread), signal);
    expect(outcome.trace.status).toBe('ERROR');
    expect(outcome.content).toBe(
      "Tool execution failed: 'VERY_HIGH' is not a confidence level; use one of NONE, UNTRUSTED, UNKNOWN, VERY_LOW, LOW, MODERATE, MEDIUM, HIGH.",
    );
    expect(outcome.content).not.toContain('internal figures');
    expect(outcome.sources).toEqual([]);
    expect(outcome.requiredProviderConfidence).toBe('NONE');
  });

  it('returns a block as plain text, traced as BLOCKED, demanding nothing and adding no sources', async () => {
    const tool = scriptedTool('read_web_page', async () => {
      throw new ToolExecutionBlockedError('Private addresses may only be read by a provider with HIGH confidence.');
    });
    const outcome = await new ToolExecutor().execute(call('read_web_page'), testScope([tool]), signal);
    expect(outcome.content).toBe('Private addresses may only be read by a provider with HIGH confidence.');
    expect(outcome.trace.status).toBe('BLOCKED');
    expect(outcome.trace.wasExecuted).toBe(false);
    expect(outcome.trace.statusMessage).toBe(outcome.content);
    expect(outcome.requiredProviderConfidence).toBe('NONE');
    expect(outcome.sources).toEqual([]);
  });

  it('recognises a block by its code and keeps its cause', () => {
    const blocked = new ToolExecutionBlockedError('Blocked.', { cause: new Error('policy') });
    expect(blocked.code).toBe('TOOL_EXECUTION_BLOCKED');
    expect(ToolgateError.isInstance(blocked)).toBe(true);
    expect(ToolExecutionBlockedError.isInstance(blocked)).toBe(true);
    expect(ToolExecutionBlockedError.isInstance(new ToolgateError('OTHER', 'x'))).toBe(false);
    expect(blocked.cause).toBeInstanceOf(Error);
  });

  it('blocks a call to a tool that is not runnable here', async () => {
    const tool = scriptedTool('web_search', async () => ToolExecutionResult.text('never'));
    const outcome = await new ToolExecutor().execute(call('web_searc', '{"q":"x"}'), testScope([tool]), signal);
    expect(outcome.content).toBe("Tool 'web_searc' is not available.");
    expect(outcome.trace.status).toBe('BLOCKED');
    expect(outcome.trace.statusMessage).toBe('Tool is not available in the current context.');
    expect(outcome.trace.toolName).toBe('web_searc');
    expect(outcome.requiredProviderConfidence).toBe('NONE');
  });

  it('answers an invalid call with "The tool call was invalid."', () => {
    const outcome = new ToolExecutor().createInvalidToolCallOutcome('call_9', 2);
    expect(outcome.content).toBe('The tool call was invalid.');
    expect(outcome.trace.toolName).toBe('Invalid tool call');
    expect(outcome.trace.status).toBe('ERROR');
    expect(outcome.trace.order).toBe(2);
    expect(outcome.trace.toolCallId).toBe('call_9');
  });

  it('masks sensitive arguments in the trace but passes them to the tool', async () => {
    let received: ToolArguments | undefined;
    const tool = scriptedTool(
      'search_wiki',
      async (args) => {
        received = args;
        return ToolExecutionResult.text('ok');
      },
      { sensitiveTraceArgumentNames: ['query'] },
    );
    const outcome = await new ToolExecutor().execute(
      call('search_wiki', '{"query":"salary of Jane Doe","space":"HR"}'),
      testScope([tool]),
      signal,
    );
    expect(outcome.trace.arguments).toEqual({ query: '*****', space: 'HR' });
    expect(JSON.stringify(outcome.trace)).not.toContain('Jane');
    expect(received?.['query']).toBe('salary of Jane Doe');
  });

  it('only loses the trace arguments when they cannot be read, and never logs them', async () => {
    const logger = recordingLogger();
    const tool = scriptedTool('echo', async () => ToolExecutionResult.text('ran'));
    const outcome = await new ToolExecutor({ logger }).execute(
      call('echo', '{"secret": "hunter2"'),
      testScope([tool]),
      signal,
    );
    expect(outcome.trace.arguments).toEqual({});
    expect(outcome.trace.status).toBe('ERROR');
    expect(outcome.content).toBe('Tool execution failed: The arguments are not a JSON object.');
    expect(JSON.stringify(logger.entries)).not.toContain('hunter2');
    expect(logger.entries.some((entry) => entry.level === 'warn' && entry.fields?.['callId'] === 'call_1')).toBe(true);
  });

  it('never logs argument values or results, only names, ids, statuses and durations', async () => {
    const logger = recordingLogger();
    let clock = 1000;
    const executor = new ToolExecutor({ logger, now: () => (clock += 5) });
    const good = scriptedTool('good', async () => ToolExecutionResult.text('RESULT-CONTENT-XYZ'));
    const bad = scriptedTool('bad', async (args) => {
      throw new Error(`could not handle ${String(args['value'])}`);
    });
    await executor.execute(call('good', '{"value":"ARG-VALUE-ABC"}'), testScope([good, bad]), signal);
    await executor.execute(call('bad', '{"value":"ARG-VALUE-DEF"}', 2), testScope([good, bad]), signal);
    await executor.execute(call('missing', '{"value":"ARG-VALUE-GHI"}', 3), testScope([good, bad]), signal);
    const logged = JSON.stringify(logger.entries);
    for (const forbidden of ['RESULT-CONTENT-XYZ', 'ARG-VALUE-ABC', 'ARG-VALUE-DEF', 'ARG-VALUE-GHI']) {
      expect(logged).not.toContain(forbidden);
    }
    const success = logger.entries.find((entry) => entry.fields?.['status'] === 'SUCCESS');
    expect(success?.fields).toMatchObject({ toolId: 'good', callId: 'call_1', durationMs: 5 });
    expect(logger.entries.find((entry) => entry.level === 'error')?.fields).toMatchObject({
      toolId: 'bad',
      errorName: 'Error',
    });
  });

  it('masks a secret setting a tool quotes in its error message, before the model or the trace sees it', async () => {
    const apiKey = 'sk-live-0123456789abcdef';
    const settings: ToolSettingsStore = {
      areToolsEnabled: () => true,
      isToolSwitchedOff: () => false,
      getMinimumProviderConfidence: () => undefined,
      getValueLayers: (_toolId, field) =>
        field === 'apiKey' ? { userValue: apiKey } : { userValue: 'https://api.example' },
    };
    let keySeenByTool: string | undefined;
    const tool = scriptedTool(
      'paid_search',
      async (_args, context) => {
        keySeenByTool = context.settingsValues['apiKey'];
        throw new Error(
          `GET ${context.settingsValues['endpoint']}/search?key=${context.settingsValues['apiKey']} answered 401`,
        );
      },
      {
        settingsSchema: {
          properties: { apiKey: { type: 'string', secret: true }, endpoint: { type: 'string' } },
          required: ['apiKey'],
        },
      },
    );
    const outcome = await new ToolExecutor().execute(call('paid_search'), { ...testScope([tool]), settings }, signal);
    expect(keySeenByTool).toBe(apiKey);
    expect(outcome.content).toBe('Tool execution failed: GET https://api.example/search?key=***** answered 401');
    expect(JSON.stringify(outcome.trace)).not.toContain(apiKey);
    expect(outcome.trace.result).not.toContain(apiKey);
  });

  it('rethrows when the answer was cancelled', async () => {
    const controller = new AbortController();
    const tool = scriptedTool('slow', async (_args, _context, toolSignal) => {
      controller.abort(new Error('stopped by the user'));
      toolSignal.throwIfAborted();
      return ToolExecutionResult.text('never');
    });
    await expect(new ToolExecutor().execute(call('slow'), testScope([tool]), controller.signal)).rejects.toThrow(
      'stopped by the user',
    );
  });

  it('checks function names: 1–64 ASCII letters, digits, _ and -', () => {
    expect(ToolExecutor.isValidFunctionName('a'.repeat(64))).toBe(true);
    expect(ToolExecutor.isValidFunctionName('web_search-2')).toBe(true);
    for (const name of ['a'.repeat(65), '', 'web search', 'web,search', 'süche', ' web_search']) {
      expect(ToolExecutor.isValidFunctionName(name), JSON.stringify(name)).toBe(false);
    }
  });

  it('accepts only non-blank arguments that parse as a JSON object', () => {
    expect(ToolExecutor.isValidArgumentsJson('{"a":1}')).toBe(true);
    expect(ToolExecutor.isValidArgumentsJson(' {} ')).toBe(true);
    for (const json of ['', '  ', '[]', '"x"', 'null', '{"a":', '42']) {
      expect(ToolExecutor.isValidArgumentsJson(json), json).toBe(false);
    }
  });
});
