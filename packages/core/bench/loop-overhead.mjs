// Loop overhead per round: 10,000 rounds of one call to a no-op tool through
// SequentialToolCallingLoop, against the same in-memory adapter and tool driven by a bare
// hand-written loop (no limits, traces, sources or executor). Run after a build:
//   pnpm --filter @toolgate/core build && pnpm --filter @toolgate/core bench
import { fileURLToPath } from 'node:url';
import {
  ChatThread,
  ConfidenceLevel,
  SequentialToolCallingLoop,
  ToolExecutionResult,
  defineTool,
} from '@toolgate/core';

/** An adapter that answers `rounds` rounds with one call each, then a short text. */
class InMemoryAdapter {
  #round = 0;
  #rounds;
  #results = 0;
  constructor(rounds) {
    this.#rounds = rounds;
  }
  get recordedRequestTexts() {
    return [];
  }
  async *executeRound() {
    const index = this.#round++;
    if (index < this.#rounds) {
      yield {
        type: 'round-completed',
        round: {
          textOutput: '',
          calls: [{ callId: `call_${index}`, toolName: 'noop', argumentsJson: '{"n":1}', isValid: true }],
          sources: [],
        },
      };
      return;
    }
    yield { type: 'text-delta', text: 'done' };
    yield { type: 'round-completed', round: { textOutput: 'done', calls: [], sources: [] } };
  }
  recordAssistantTurn() {}
  recordToolResult() {
    this.#results++;
  }
  get resultCount() {
    return this.#results;
  }
}

const definition = defineTool({
  id: 'noop',
  function: { name: 'noop', descriptionForLLM: 'Does nothing.', parameters: { type: 'object', properties: {} } },
});
const noop = {
  getDefinition: () => definition,
  execute: async () => ToolExecutionResult.text('ok'),
  getDisplayName: () => 'No-op',
  getDescription: () => 'Does nothing.',
};

async function baseline(rounds) {
  const adapter = new InMemoryAdapter(rounds);
  const signal = new AbortController().signal;
  let text = '';
  for (;;) {
    let round;
    for await (const event of adapter.executeRound({ includeTools: true, signal })) {
      if (event.type === 'round-completed') round = event.round;
      else text += event.text;
    }
    if (round.calls.length === 0) break;
    adapter.recordAssistantTurn();
    for (const call of round.calls) {
      const result = await noop.execute(JSON.parse(call.argumentsJson), {}, signal);
      adapter.recordToolResult(call.callId, result.toModelContent(), false);
    }
  }
  if (adapter.resultCount !== rounds || text !== 'done') throw new Error('The baseline did not run every round.');
}

async function withLoop(rounds) {
  const adapter = new InMemoryAdapter(rounds);
  const loop = new SequentialToolCallingLoop({
    maxToolCalls: rounds,
    maxToolResultCharacters: Number.MAX_SAFE_INTEGER,
  });
  const outcome = await loop
    .run(adapter, {
      runnableTools: [{ definition, implementation: noop }],
      provider: { id: 'bench' },
      providerConfidence: ConfidenceLevel.HIGH,
      chatThread: new ChatThread(),
    })
    .collect();
  if (adapter.resultCount !== rounds || outcome.toolCallCount !== rounds || outcome.text !== 'done') {
    throw new Error('The loop did not run every round.');
  }
}

/** CPU milliseconds of one run (on a shared machine, wall time mostly measures the neighbours). */
async function time(run) {
  const started = process.cpuUsage();
  await run();
  const used = process.cpuUsage(started);
  return (used.user + used.system) / 1000;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Alternates baseline and loop runs of `rounds` rounds; returns medians in µs per round. */
export async function measureLoopOverhead(rounds = 10_000, repetitions = 7) {
  await baseline(rounds);
  await withLoop(rounds);
  const baselineTimes = [];
  const loopTimes = [];
  for (let index = 0; index < repetitions; index++) {
    baselineTimes.push(await time(() => baseline(rounds)));
    loopTimes.push(await time(() => withLoop(rounds)));
  }
  const baselineMicroseconds = (median(baselineTimes) * 1000) / rounds;
  const loopMicroseconds = (median(loopTimes) * 1000) / rounds;
  return {
    rounds,
    repetitions,
    baselineMicroseconds,
    loopMicroseconds,
    overheadMicroseconds: loopMicroseconds - baselineMicroseconds,
    ratio: loopMicroseconds / baselineMicroseconds,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await measureLoopOverhead(Number(process.argv[2] ?? 10_000));
  console.log(
    `${result.rounds} rounds (median of ${result.repetitions}): bare driver ${result.baselineMicroseconds.toFixed(2)} µs/round, ` +
      `SequentialToolCallingLoop ${result.loopMicroseconds.toFixed(2)} µs/round, ` +
      `overhead ${result.overheadMicroseconds.toFixed(2)} µs/round (ratio ${result.ratio.toFixed(2)})`,
  );
}
