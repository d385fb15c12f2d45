import type {
  ToolCallingProviderAdapter,
  ToolCallingRound,
  ToolCallingRoundOptions,
  ToolCallingStreamEvent,
} from '@toolgate/core';

/** Everything one adapter round streamed, with its closing round and the streamed text. */
export interface CollectedRound {
  readonly events: readonly ToolCallingStreamEvent[];
  readonly round: ToolCallingRound;
  readonly text: string;
}

/**
 * Runs one round of an adapter to its end and checks the event contract: exactly one
 * `round-completed`, and it comes last. Throws otherwise, naming what was wrong.
 */
export async function collectRound(
  adapter: ToolCallingProviderAdapter,
  options: ToolCallingRoundOptions = { includeTools: true },
): Promise<CollectedRound> {
  const events: ToolCallingStreamEvent[] = [];
  for await (const event of adapter.executeRound(options)) events.push(event);
  const last = events.at(-1);
  if (last?.type !== 'round-completed') throw new Error('round did not complete');
  const completed = events.filter((event) => event.type === 'round-completed').length;
  if (completed !== 1) throw new Error(`round completed ${completed} times`);
  return {
    events,
    round: last.round,
    text: events.map((event) => (event.type === 'text-delta' ? event.text : '')).join(''),
  };
}
