import { describe, expect, it } from 'vitest';
import { ChatThread } from './ChatThread.js';
import { ConfidenceLevel } from './ConfidenceLevel.js';
import { DataSecurity } from './DataSecurity.js';
import { InvalidToolCallingResponseError } from './ToolCallingLoop.js';
import {
  type ScriptedRound,
  ScriptedToolCallingAdapter,
  scriptedTool,
  testScope,
} from './ScriptedToolCallingAdapter.test-helpers.js';
import type { Source } from './Source.js';
import {
  type ToolCallingAnswerChunk,
  type ToolCallingLoopContext,
  SequentialToolCallingLoop,
  type ToolRuntimeStatus,
} from './ToolCallingLoop.js';
import { ToolExecutionBlockedError } from './ToolExecutionBlockedError.js';
import { ToolExecutionResult } from './ToolExecutionResult.js';
import { ToolgateError } from './ToolgateError.js';
import type { RunnableTool } from './ToolRegistry.js';
import type { ToolInvocationTrace } from './ToolInvocationTrace.js';

const FINAL_ANSWER_INSTRUCTION = /Give your best final answer based on the information you already have\./;

/** A tool that answers with its own name and the call's arguments, and counts its runs. */
function echoTool(
  name = 'echo',
  content: (args: Record<string, unknown>) => string = (args) => `${name}:${JSON.stringify(args)}`,
) {
  const runs: Record<string, unknown>[] = [];
  const tool = scriptedTool(name, async (args) => {
    runs.push({ ...args });
    return ToolExecutionResult.text(content(args));
  });
  return { tool, runs };
}

function toolRound(callCount = 1, text?: string, toolName = 'echo'): ScriptedRound {
  return {
    ...(text === undefined ? {} : { deltas: [{ text }] }),
    calls: Array.from({ length: callCount }, (_, index) => ({ toolName, argumentsJson: `{"n":${index + 1}}` })),
  };
}

async function drain(run: AsyncIterable<ToolCallingAnswerChunk>): Promise<ToolCallingAnswerChunk[]> {
  const chunks: ToolCallingAnswerChunk[] = [];
  for await (const chunk of run) chunks.push(chunk);
  return chunks;
}

function context(tools: readonly RunnableTool[], extra: Partial<ToolCallingLoopContext> = {}): ToolCallingLoopContext {
  return { ...testScope(tools), ...extra };
}

describe('SequentialToolCallingLoop', () => {
  it('streams a preamble to the user before the tool runs, and writes every text exactly once', async () => {
    const delivered: string[] = [];
    let deliveredWhenToolRan: string | undefined;
    const lookup = scriptedTool('lookup', async () => {
      deliveredWhenToolRan = delivered.join('');
      return ToolExecutionResult.text('21 °C');
    });
    const adapter = new ScriptedToolCallingAdapter([
      { deltas: [{ text: 'Let me ' }, { text: 'look that up.' }], calls: [{ toolName: 'lookup', callId: 'c1' }] },
      { deltas: [{ text: 'It is ' }, { text: '21 °C.' }] },
    ]);
    const run = new SequentialToolCallingLoop().run(adapter, context([lookup]));
    for await (const chunk of run) delivered.push(chunk.text);

    expect(deliveredWhenToolRan).toBe('Let me look that up.');
    expect(delivered.join('')).toBe('Let me look that up.\n\nIt is 21 °C.');
    expect(run.text).toBe('Let me look that up.\n\nIt is 21 °C.');
    expect(run.stopReason).toBe('ANSWERED');
    expect(adapter.results).toEqual([{ kind: 'result', callId: 'c1', content: '21 °C', isError: false }]);
  });

  it('separates only rounds that spoke, and drops leading blanks of a later round', async () => {
    const { tool } = echoTool();
    const adapter = new ScriptedToolCallingAdapter([
      toolRound(1, 'First I search.'),
      toolRound(1), // calls a tool without a word: no separator
      toolRound(1, '   '), // only blanks: does not count as speaking
      { deltas: [{ text: '\n' }, { text: 'Here is ' }, { text: 'the answer.' }] },
    ]);
    const outcome = await new SequentialToolCallingLoop().run(adapter, context([tool])).collect();
    expect(outcome.text).toBe('First I search.\n\nHere is the answer.');
    expect(outcome.toolCallCount).toBe(3);
  });

  it('records the assistant turn once per round, before its results, with results in call order', async () => {
    const { tool, runs } = echoTool();
    const adapter = new ScriptedToolCallingAdapter([
      {
        calls: [
          { callId: 'a', argumentsJson: '{"n":1}' },
          { callId: 'b', argumentsJson: '{"n":2}' },
        ],
      },
      { deltas: [{ text: 'Done.' }] },
    ]);
    await new SequentialToolCallingLoop().run(adapter, context([tool])).collect();
    expect(adapter.events.map((event) => (event.kind === 'result' ? `result:${event.callId}` : event.kind))).toEqual([
      'round',
      'assistant-turn',
      'result:a',
      'result:b',
      'round',
    ]);
    expect(runs).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it('runs several calls of one round one after another, never at the same time', async () => {
    const log: string[] = [];
    const slow = scriptedTool('slow', async (args) => {
      log.push(`start ${String(args['n'])}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      log.push(`end ${String(args['n'])}`);
      return ToolExecutionResult.text('ok');
    });
    const adapter = new ScriptedToolCallingAdapter([toolRound(3, undefined, 'slow'), { deltas: [{ text: 'ok' }] }]);
    await new SequentialToolCallingLoop().run(adapter, context([slow])).collect();
    expect(log).toEqual(['start 1', 'end 1', 'start 2', 'end 2', 'start 3', 'end 3']);
  });

  it('allows 15 calls, then asks for the best final answer in one round without tools', async () => {
    const { tool, runs } = echoTool();
    const adapter = new ScriptedToolCallingAdapter([
      ...Array.from({ length: 15 }, () => toolRound(1)),
      { deltas: [{ text: 'My final answer.' }] },
    ]);
    const run = new SequentialToolCallingLoop().run(adapter, context([tool]));
    const chunks = await drain(run);

    expect(runs).toHaveLength(15);
    expect(run.toolCallCount).toBe(15);
    expect(run.traces.map((trace) => trace.order)).toEqual(Array.from({ length: 15 }, (_, index) => index + 1));
    const rounds = adapter.rounds;
    expect(rounds).toHaveLength(16);
    expect(
      rounds.slice(0, 15).every((round) => round.includeTools && round.finalResponseInstruction === undefined),
    ).toBe(true);
    expect(rounds[15]?.includeTools).toBe(false);
    expect(rounds[15]?.finalResponseInstruction).toMatch(/The maximum of 15 tool calls/);
    expect(rounds[15]?.finalResponseInstruction).toMatch(FINAL_ANSWER_INSTRUCTION);
    expect(chunks.map((chunk) => chunk.text).join('')).toBe('My final answer.');
    expect(run.stopReason).toBe('ANSWERED');
  });

  it('says so when the final round stays silent, and only then', async () => {
    const { tool } = echoTool();
    const loop = new SequentialToolCallingLoop({ maxToolCalls: 2 });

    const silent = await loop
      .run(new ScriptedToolCallingAdapter([toolRound(1, 'Searching.'), toolRound(1), { deltas: [] }]), context([tool]))
      .collect();
    expect(silent.text).toBe(
      'Searching.\n\nThe model did not return a final answer after completing the available tool calls.',
    );
    expect(silent.stopReason).toBe('NO_FINAL_ANSWER_AFTER_TOOL_LIMIT');

    const answered = await loop
      .run(
        new ScriptedToolCallingAdapter([toolRound(1), toolRound(1), { deltas: [{ text: 'Answer.' }] }]),
        context([tool]),
      )
      .collect();
    expect(answered.text).toBe('Answer.');
    expect(answered.stopReason).toBe('ANSWERED');
  });

  it('ignores calls the model still makes in the final round', async () => {
    const { tool, runs } = echoTool();
    const adapter = new ScriptedToolCallingAdapter([toolRound(1), toolRound(1, 'Final words.')]);
    const outcome = await new SequentialToolCallingLoop({ maxToolCalls: 1 }).run(adapter, context([tool])).collect();
    expect(runs).toHaveLength(1);
    expect(outcome.text).toBe('Final words.');
    expect(adapter.results).toHaveLength(1);
  });

  it('ends the tools early when the results exceed the character budget, and that message wins', async () => {
    const { tool, runs } = echoTool('echo', () => 'x'.repeat(60));
    const adapter = new ScriptedToolCallingAdapter([
      toolRound(1),
      toolRound(1),
      toolRound(1),
      { deltas: [{ text: 'Enough.' }] },
    ]);
    const run = new SequentialToolCallingLoop({ maxToolCalls: 2, maxToolResultCharacters: 100 }).run(
      adapter,
      context([tool]),
    );
    await run.collect();
    expect(runs).toHaveLength(2);
    expect(run.toolResultCharacterCount).toBe(120);
    const finalRound = adapter.rounds[2];
    expect(finalRound?.includeTools).toBe(false);
    // Both budgets are spent; the character budget is the one named.
    expect(finalRound?.finalResponseInstruction).toMatch(/exceeded the limit of 100 characters/);
    expect(adapter.rounds).toHaveLength(3);
  });

  it('checks the limits before each call of a round and answers the calls beyond them with the instruction', async () => {
    const { tool, runs } = echoTool();
    const traces: ToolInvocationTrace[] = [];
    const adapter = new ScriptedToolCallingAdapter([
      { calls: [{ callId: 'a' }, { callId: 'b' }, { callId: 'c' }] },
      { deltas: [{ text: 'Two were enough.' }] },
    ]);
    const run = new SequentialToolCallingLoop({ maxToolCalls: 2 }).run(
      adapter,
      context([tool], { onTrace: (trace) => traces.push(trace) }),
    );
    await run.collect();
    expect(runs).toHaveLength(2);
    expect(adapter.results.map((result) => result.callId)).toEqual(['a', 'b', 'c']);
    expect(adapter.results[2]?.content).toMatch(/The maximum of 2 tool calls/);
    expect(adapter.results[2]?.isError).toBe(true);
    expect(traces.map((trace) => trace.toolCallId)).toEqual(['a', 'b']);
    expect(run.toolCallCount).toBe(2);
    expect(adapter.rounds[1]?.includeTools).toBe(false);
  });

  it('answers invalid calls with an error result, counts and traces them, and carries on', async () => {
    const { tool, runs } = echoTool();
    const adapter = new ScriptedToolCallingAdapter([
      {
        calls: [
          { callId: 'bad', toolName: 'invalid_tool_call', argumentsJson: '{}', isValid: false },
          { callId: 'good', argumentsJson: '{"n":1}' },
        ],
      },
      { deltas: [{ text: 'Answer.' }] },
    ]);
    const run = new SequentialToolCallingLoop().run(adapter, context([tool]));
    const outcome = await run.collect();
    expect(adapter.results[0]).toEqual({
      kind: 'result',
      callId: 'bad',
      content: 'The tool call was invalid.',
      isError: true,
    });
    expect(adapter.results[1]?.isError).toBe(false);
    expect(runs).toHaveLength(1);
    expect(outcome.toolCallCount).toBe(2);
    expect(outcome.toolResultCharacterCount).toBe('The tool call was invalid.'.length + 'echo:{"n":1}'.length);
    expect(outcome.traces.map((trace) => [trace.toolName, trace.status])).toEqual([
      ['Invalid tool call', 'ERROR'],
      ['Echo', 'SUCCESS'],
    ]);
  });

  it('flags failed and blocked results as errors for the provider', async () => {
    const failing = scriptedTool('failing', async () => {
      throw new Error('boom');
    });
    const blocked = scriptedTool('blocked', async () => {
      throw new ToolExecutionBlockedError('Not for this provider.');
    });
    const adapter = new ScriptedToolCallingAdapter([
      {
        calls: [
          { callId: 'f', toolName: 'failing' },
          { callId: 'b', toolName: 'blocked' },
          { callId: 'u', toolName: 'unknown' },
        ],
      },
      { deltas: [{ text: 'Sorry.' }] },
    ]);
    const outcome = await new SequentialToolCallingLoop().run(adapter, context([failing, blocked])).collect();
    expect(adapter.results.map(({ callId, content, isError }) => ({ callId, content, isError }))).toEqual([
      { callId: 'f', content: 'Tool execution failed: boom', isError: true },
      { callId: 'b', content: 'Not for this provider.', isError: true },
      { callId: 'u', content: "Tool 'unknown' is not available.", isError: true },
    ]);
    expect(outcome.traces.map((trace) => trace.status)).toEqual(['ERROR', 'BLOCKED', 'BLOCKED']);
  });

  it('ends the answer with "The tool call was invalid." when a call has no id', async () => {
    const { tool, runs } = echoTool();
    const traces: ToolInvocationTrace[] = [];
    const adapter = new ScriptedToolCallingAdapter([
      { deltas: [{ text: 'Checking.' }], calls: [{ callId: 'ok' }, { callId: '' }] },
      { deltas: [{ text: 'never reached' }] },
    ]);
    const run = new SequentialToolCallingLoop().run(
      adapter,
      context([tool], { onTrace: (trace) => traces.push(trace) }),
    );
    const outcome = await run.collect();
    expect(outcome.text).toBe('Checking.\n\nThe tool call was invalid.');
    expect(outcome.stopReason).toBe('TOOL_CALL_WITHOUT_ID');
    expect(runs).toHaveLength(0);
    expect(adapter.rounds).toHaveLength(1);
    expect(adapter.events.some((event) => event.kind === 'assistant-turn' || event.kind === 'result')).toBe(false);
    expect(traces.map((trace) => [trace.toolName, trace.status, trace.order])).toEqual([
      ['Invalid tool call', 'ERROR', 1],
    ]);
  });

  it('says so when the model stops after a tool call without a word', async () => {
    const { tool } = echoTool();
    const outcome = await new SequentialToolCallingLoop()
      .run(new ScriptedToolCallingAdapter([toolRound(1), { deltas: [] }]), context([tool]))
      .collect();
    expect(outcome.text).toBe('The model completed the tool call but did not return a final answer.');
    expect(outcome.stopReason).toBe('NO_FINAL_ANSWER');
  });

  it('throws a typed error when the first round brings neither text nor a call', async () => {
    const run = new SequentialToolCallingLoop().run(
      new ScriptedToolCallingAdapter([{ deltas: [{ text: '  ' }] }]),
      context([]),
    );
    const error = await run.collect().then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(InvalidToolCallingResponseError);
    expect((error as InvalidToolCallingResponseError).code).toBe('INVALID_TOOL_CALLING_RESPONSE');
    expect((error as Error).message).toBe(
      "The provider 'Scripted provider' returned an invalid tool calling response. Check the provider's configuration and see the logs.",
    );
  });

  it('ends quietly with what was streamed when a round never completes', async () => {
    const { tool } = echoTool('echo', () => 'found');
    const hit: Source = { title: 'Hit', url: 'https://example.org/hit', origin: 'TOOL' };
    const withSource = scriptedTool('search', async () => ToolExecutionResult.text('found', { sources: [hit] }));
    const adapter = new ScriptedToolCallingAdapter([
      toolRound(1, 'Looking.', 'search'),
      { deltas: [{ text: 'Half an ans' }], completes: false },
    ]);
    const run = new SequentialToolCallingLoop().run(adapter, context([tool, withSource]));
    const chunks = await drain(run);
    expect(run.text).toBe('Looking.\n\nHalf an ans');
    expect(run.stopReason).toBe('ROUND_NOT_COMPLETED');
    // The sources of the tools that ran still reach the user.
    expect(chunks.at(-1)).toEqual({ text: '', sources: [hit] });
  });

  it('lets a failing request surface as the error of the adapter, keeping what was streamed', async () => {
    const { tool } = echoTool();
    const failure = new ToolgateError('PROVIDER_REQUEST_FAILED', 'The provider answered 500.');
    const run = new SequentialToolCallingLoop().run(
      new ScriptedToolCallingAdapter([toolRound(1, 'Looking.'), { deltas: [{ text: 'Par' }], fails: failure }]),
      context([tool]),
    );
    await expect(run.collect()).rejects.toBe(failure);
    expect(run.text).toBe('Looking.\n\nPar');
    expect(run.traces).toHaveLength(1);
    expect(run.stopReason).toBeUndefined();
  });

  it('passes on usage from the first round only', async () => {
    const { tool } = echoTool();
    const adapter = new ScriptedToolCallingAdapter([
      { deltas: [{ text: 'Pre.' }, { usage: { inputTokens: 100, outputTokens: 5 } }], calls: [{ callId: 'a' }] },
      {
        deltas: [
          { text: 'Answer.', usage: { inputTokens: 300, outputTokens: 9 } },
          { usage: { inputTokens: 300, outputTokens: 10 } },
        ],
      },
    ]);
    const run = new SequentialToolCallingLoop().run(adapter, context([tool]));
    const chunks = await drain(run);
    expect(chunks).toEqual([
      { text: 'Pre.' },
      { text: '', usage: { inputTokens: 100, outputTokens: 5 } },
      { text: '\n\nAnswer.' },
    ]);
    expect(run.usage).toEqual({ inputTokens: 100, outputTokens: 5 });
  });

  it('attaches deduplicated sources at the end, in an empty chunk when the answer already streamed', async () => {
    const page = scriptedTool('read', async (args) =>
      ToolExecutionResult.text('page', {
        sources: [{ title: `Page ${String(args['n'])}`, url: String(args['url']) }],
      }),
    );
    const citation: Source = { title: 'Cited', url: 'https://cited.example/a', origin: 'LLM' };
    const adapter = new ScriptedToolCallingAdapter([
      {
        calls: [
          { callId: 'a', toolName: 'read', argumentsJson: '{"n":1,"url":"https://Example.org/docs#intro"}' },
          { callId: 'b', toolName: 'read', argumentsJson: '{"n":2,"url":"https://example.org.:443/docs"}' },
          { callId: 'c', toolName: 'read', argumentsJson: '{"n":3,"url":"https://example.org/other"}' },
        ],
      },
      {
        deltas: [
          { text: 'Answer', sources: [citation] },
          { text: '.', sources: [{ ...citation, url: 'https://cited.example/a#p2' }] },
        ],
        sources: [citation, { ...citation, url: 'HTTPS://CITED.example/a' }],
      },
    ]);
    const run = new SequentialToolCallingLoop().run(adapter, context([page]));
    const chunks = await drain(run);
    expect(chunks).toEqual([
      { text: 'Answer', sources: [citation] },
      { text: '.' },
      {
        text: '',
        sources: [
          { title: 'Page 1', url: 'https://Example.org/docs#intro', origin: 'TOOL' },
          { title: 'Page 3', url: 'https://example.org/other', origin: 'TOOL' },
        ],
      },
    ]);
    expect(run.sources.map((source) => source.title)).toEqual(['Page 1', 'Page 3', 'Cited']);
  });

  it('tightens the chat only from successful results, and never loosens it', async () => {
    const chatThread = new ChatThread();
    const secret = scriptedTool('secret', async () =>
      ToolExecutionResult.text('internal', {
        requiredProviderConfidence: ConfidenceLevel.MEDIUM,
        requiredDataSecurity: DataSecurity.SELF_HOSTED,
      }),
    );
    const lower = scriptedTool('lower', async () =>
      ToolExecutionResult.text('public', {
        requiredProviderConfidence: ConfidenceLevel.LOW,
        requiredDataSecurity: DataSecurity.ALLOW_ANY,
      }),
    );
    const blocked = scriptedTool('blocked', async () => {
      throw new ToolExecutionBlockedError('No.');
    });
    const adapter = new ScriptedToolCallingAdapter([
      { calls: [{ toolName: 'blocked' }] },
      { calls: [{ toolName: 'secret' }, { toolName: 'lower' }] },
      { deltas: [{ text: 'Done.' }] },
    ]);
    const confidenceAfterEachTrace: string[] = [];
    await new SequentialToolCallingLoop()
      .run(adapter, {
        ...testScope([secret, lower, blocked], chatThread),
        onTrace: () => confidenceAfterEachTrace.push(chatThread.requiredProviderConfidence),
      })
      .collect();
    expect(confidenceAfterEachTrace).toEqual(['NONE', 'MEDIUM', 'MEDIUM']);
    expect(chatThread.requiredProviderConfidence).toBe('MEDIUM');
    expect(chatThread.dataSecurity).toBe('SELF_HOSTED');
  });

  it('makes addresses in successful results given to the model, not those of failed calls or argument echoes', async () => {
    const chatThread = new ChatThread();
    const search = scriptedTool('search', async () =>
      ToolExecutionResult.json({ query: 'https://asked.example/', hits: ['https://hit.example/a'] }),
    );
    const failing = scriptedTool('failing', async () => {
      throw new ToolExecutionBlockedError('Not https://blocked.example/x.');
    });
    const adapter = new ScriptedToolCallingAdapter([
      { calls: [{ toolName: 'search', argumentsJson: '{"query":"https://asked.example/"}' }] },
      { calls: [{ toolName: 'failing' }] },
      { deltas: [{ text: 'Done.' }] },
    ]);
    await new SequentialToolCallingLoop().run(adapter, testScope([search, failing], chatThread)).collect();
    expect(chatThread.isWebAddressGivenToTheModel('https://hit.example/a')).toBe(true);
    expect(chatThread.isWebAddressGivenToTheModel('https://asked.example/')).toBe(false);
    expect(chatThread.isWebAddressGivenToTheModel('https://blocked.example/x')).toBe(false);
  });

  it('cancels mid-stream: keeps what was streamed, runs no further tool and adds nothing', async () => {
    const controller = new AbortController();
    const { tool, runs } = echoTool();
    const adapter = new ScriptedToolCallingAdapter([
      toolRound(1, 'Step one.'),
      {
        deltas: [{ text: 'Partial' }, { text: ' never shown', before: async () => controller.abort() }],
        calls: [{ callId: 'later' }],
      },
    ]);
    const run = new SequentialToolCallingLoop().run(adapter, context([tool], { signal: controller.signal }));
    const chunks = await drain(run);
    expect(chunks.map((chunk) => chunk.text).join('')).toBe('Step one.\n\nPartial');
    expect(run.stopReason).toBe('CANCELLED');
    expect(runs).toHaveLength(1);
    expect(adapter.results.map((result) => result.callId)).not.toContain('later');
  });

  it('cancels during a tool: the next call of the round does not run', async () => {
    const controller = new AbortController();
    const log: string[] = [];
    const waits = scriptedTool('waits', async (args, _context, signal) => {
      log.push(`run ${String(args['n'])}`);
      controller.abort();
      signal.throwIfAborted();
      return ToolExecutionResult.text('never');
    });
    const adapter = new ScriptedToolCallingAdapter([toolRound(2, 'Working.', 'waits')]);
    const statuses: ToolRuntimeStatus[] = [];
    const run = new SequentialToolCallingLoop().run(
      adapter,
      context([waits], { signal: controller.signal, onRuntimeStatus: (status) => statuses.push(status) }),
    );
    const outcome = await run.collect();
    expect(outcome.text).toBe('Working.');
    expect(outcome.stopReason).toBe('CANCELLED');
    expect(log).toEqual(['run 1']);
    expect(adapter.results).toEqual([]);
    expect(statuses[0]).toEqual({ isRunning: true, toolNames: ['Waits', 'Waits'] });
    expect(statuses.at(-1)).toEqual({ isRunning: false, toolNames: [] });
  });

  it('reports traces as they happen and the pending tool conversation after every recording', async () => {
    const { tool } = echoTool();
    const events: string[] = [];
    const adapter = new ScriptedToolCallingAdapter([toolRound(2), { deltas: [{ text: 'ok' }] }]);
    await new SequentialToolCallingLoop()
      .run(
        adapter,
        context([tool], {
          onTrace: (trace) => events.push(`trace ${trace.order}`),
          onPendingToolConversation: (texts) => events.push(`pending ${texts.length}`),
          onRuntimeStatus: (status) => events.push(status.isRunning ? `running ${status.toolNames.join(',')}` : 'idle'),
        }),
      )
      .collect();
    expect(events).toEqual([
      'running Echo,Echo',
      'pending 1',
      'trace 1',
      'pending 2',
      'trace 2',
      'pending 3',
      'idle',
      'idle',
    ]);
  });

  it('keeps answering when a listener throws, and can be iterated only once', async () => {
    const { tool } = echoTool();
    const run = new SequentialToolCallingLoop().run(
      new ScriptedToolCallingAdapter([toolRound(1), { deltas: [{ text: 'ok' }] }]),
      context([tool], {
        onTrace: () => {
          throw new Error('listener bug');
        },
      }),
    );
    expect((await run.collect()).text).toBe('ok');
    expect(() => run[Symbol.asyncIterator]()).toThrow(/only once/);
  });

  it('refuses impossible limits', () => {
    expect(() => new SequentialToolCallingLoop({ maxToolCalls: -1 })).toThrow(RangeError);
    expect(() => new SequentialToolCallingLoop({ maxToolResultCharacters: 1.5 })).toThrow(RangeError);
  });
});
