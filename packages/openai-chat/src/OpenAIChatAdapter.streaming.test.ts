import { type LoopbackServer, startLoopbackServer } from '@toolgate/provider-utils/test';
import { afterEach, describe, expect, it } from 'vitest';
import { createOpenAIChatAdapter } from './OpenAIChatAdapter.js';

const servers: LoopbackServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

function sse(events: readonly Record<string, unknown>[]): string {
  return events.map((event) => `data: ${JSON.stringify(event)}\n\n`).join('');
}

/** Everything up to and including the first text delta. */
const HEAD = sse([
  {
    id: 'c1',
    object: 'chat.completion.chunk',
    choices: [{ index: 0, delta: { role: 'assistant', content: 'Hel' }, finish_reason: null }],
  },
]);
/** The rest of the answer. */
const TAIL = `${sse([{ id: 'c1', object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content: 'lo' }, finish_reason: 'stop' }] }])}data: [DONE]\n\n`;

describe('OpenAIChatAdapter streaming', () => {
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
    const adapter = createOpenAIChatAdapter({
      baseUrl: `${server.url}/v1`,
      model: 'm',
      host: 'compatible',
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
