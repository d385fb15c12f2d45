import { type LoopbackServer, startLoopbackServer } from '@toolgate/provider-utils/test';
import { afterEach, describe, expect, it } from 'vitest';
import { createOpenAIResponsesAdapter } from './OpenAIResponsesAdapter.js';

const servers: LoopbackServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

function sse(events: readonly Record<string, unknown>[]): string {
  return events.map((event) => `event: ${String(event['type'])}\ndata: ${JSON.stringify(event)}\n\n`).join('');
}

/** Everything up to and including the first text delta. */
const HEAD = sse([
  { type: 'response.created', response: { id: 'resp_1', status: 'in_progress', output: [] } },
  { type: 'response.output_text.delta', item_id: 'msg_1', output_index: 0, content_index: 0, delta: 'Hel' },
]);
/** The rest of the answer. */
const TAIL = sse([
  { type: 'response.output_text.delta', item_id: 'msg_1', output_index: 0, content_index: 0, delta: 'lo' },
  {
    type: 'response.completed',
    response: {
      id: 'resp_1',
      status: 'completed',
      output: [
        {
          type: 'message',
          id: 'msg_1',
          role: 'assistant',
          status: 'completed',
          content: [{ type: 'output_text', text: 'Hello', annotations: [] }],
        },
      ],
    },
  },
]);

describe('OpenAIResponsesAdapter streaming', () => {
  it('passes the first text delta on while the server still holds the stream open (no buffering)', async () => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let streamEnded = false;
    const server = await startLoopbackServer(async (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.write(HEAD);
      // Held open until the client has seen the first delta; a buffering client would wait the full 3 s.
      await Promise.race([released, new Promise((resolve) => setTimeout(resolve, 3_000))]);
      streamEnded = true;
      response.end(TAIL);
    });
    servers.push(server);
    const adapter = createOpenAIResponsesAdapter({
      baseUrl: `${server.url}/v1`,
      model: 'm',
      messages: [{ role: 'user', content: 'hi' }],
    });
    const texts: string[] = [];
    let firstSeenWhileOpen: boolean | undefined;
    let completedText: string | undefined;
    for await (const event of adapter.executeRound({ includeTools: false })) {
      if (event.type === 'round-completed') {
        completedText = event.round.textOutput;
        continue;
      }
      if (event.text === '') continue;
      texts.push(event.text);
      if (firstSeenWhileOpen === undefined) {
        firstSeenWhileOpen = !streamEnded;
        release();
      }
    }
    expect(firstSeenWhileOpen).toBe(true);
    expect(texts).toEqual(['Hel', 'lo']);
    expect(completedText).toBe('Hello');
  });
});
