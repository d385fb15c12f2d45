import type { ToolCallingRoundOptions, ToolFunctionDefinition } from '@toolgate/core';
import { afterEach, describe, expect, it } from 'vitest';
import { ProviderError } from './ProviderError.js';
import type { ServerSentEvent } from './decodeServerSentEvents.js';
import type { ProviderStreamUpdate } from './relayTextDeltas.js';
import {
  type ProviderAdapterOptions,
  type ProviderRoundReader,
  type ProviderRoundResult,
  StreamingProviderAdapter,
} from './StreamingProviderAdapter.js';
import type { LoopbackServer } from './test/startLoopbackServer.js';
import { startScriptedResponseServer } from './test/startScriptedResponseServer.js';
import { collectRound } from './test/collectRound.js';

// A toy wire format: each event's data is {"text": "..."} or {"call": "name"} or {"error": {...}};
// the event `done` ends the answer.
interface ToyTurn {
  readonly text: string;
  readonly calls: readonly string[];
}

class ToyRoundReader implements ProviderRoundReader<ToyTurn> {
  #text = '';
  readonly #calls: string[] = [];
  #done = false;

  addEvent(event: ServerSentEvent): ProviderStreamUpdate {
    if (event.event === 'done') {
      this.#done = true;
      return { text: '' };
    }
    const data = JSON.parse(event.data) as { text?: string; call?: string; error?: unknown };
    if (data.error !== undefined) return { text: '', error: data.error };
    if (data.call !== undefined) this.#calls.push(data.call);
    this.#text += data.text ?? '';
    return { text: data.text ?? '' };
  }

  isFinished(): boolean {
    return this.#done;
  }

  finish(): ProviderRoundResult<ToyTurn> {
    if (!this.#done) throw new ProviderError('PROVIDER_STREAM_INTERRUPTED', 'Toy ended the stream before done.');
    const calls = this.#calls.map((name, index) => ({
      callId: `call_${index}`,
      toolName: name,
      argumentsJson: '{}',
      isValid: true,
    }));
    return {
      turn: { text: this.#text, calls: [...this.#calls] },
      round: { textOutput: this.#text, calls, sources: [] },
      eventsBeforeCompletion: this.#text === '' ? [{ type: 'text-delta', text: '(silent)' }] : [],
    };
  }
}

class ToyAdapter extends StreamingProviderAdapter<ProviderAdapterOptions, ToyTurn> {
  readonly turns: ToyTurn[] = [];
  readonly #url: string;

  constructor(options: ProviderAdapterOptions) {
    super(options);
    this.#url = `${options.baseUrl}/toy`;
  }

  get url(): string {
    return this.#url;
  }

  protected get providerName(): string {
    return 'Toy';
  }

  override buildRequestBody(round: Pick<ToolCallingRoundOptions, 'includeTools'>): object {
    return { model: this.options.model, tools: round.includeTools ? this.offeredToolNames.size : 0 };
  }

  protected requestHeaders(): Record<string, string> {
    return { ...this.options.headers, 'x-toy-key': this.options.apiKey ?? '' };
  }

  protected createRoundReader(): ToyRoundReader {
    return new ToyRoundReader();
  }

  protected recordTurn(turn: ToyTurn): void {
    this.turns.push(turn);
    if (turn.text !== '') this.recordRequestText(turn.text);
  }

  recordToolResult(_callId: string, content: string): void {
    this.recordRequestText(content);
  }
}

function sse(...events: { event?: string; data: unknown }[]): string {
  return events
    .map(
      (entry) => `${entry.event === undefined ? '' : `event: ${entry.event}\n`}data: ${JSON.stringify(entry.data)}\n\n`,
    )
    .join('');
}

const tools: readonly ToolFunctionDefinition[] = [
  { name: 'search', descriptionForLLM: 'Searches.', parameters: { type: 'object', properties: {} }, strict: true },
];
let server: LoopbackServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('StreamingProviderAdapter', () => {
  it('refuses a missing model id', () => {
    expect(() => new ToyAdapter({ model: ' ' })).toThrow(new TypeError('The model id must be a non-empty string.'));
  });

  it('posts the body with its headers, relays the text as it streams and completes the round', async () => {
    const started = await startScriptedResponseServer(
      [
        {
          body: sse(
            { data: { text: 'Hel' } },
            { data: { text: 'lo' } },
            { data: { call: 'search' } },
            { event: 'done', data: {} },
          ),
        },
      ],
      { chunkSize: 5 },
    );
    server = started.server;
    const adapter = new ToyAdapter({
      baseUrl: started.baseUrl,
      model: 'toy-1',
      apiKey: 'k-123',
      tools,
      headers: { 'x-extra': '1' },
    });
    const { events, round } = await collectRound(adapter, { includeTools: true });
    expect(started.requests).toHaveLength(1);
    expect(started.requests[0]?.url).toBe('/toy');
    expect(started.requests[0]?.body).toEqual({ model: 'toy-1', tools: 1 });
    expect(started.requests[0]?.headers).toMatchObject({ 'x-extra': '1', 'x-toy-key': 'k-123' });
    expect(events.map((event) => (event.type === 'text-delta' ? event.text : event.type))).toEqual([
      'Hel',
      'lo',
      'round-completed',
    ]);
    expect(round.textOutput).toBe('Hello');
    expect(round.calls.map((call) => call.toolName)).toEqual(['search']);
  });

  it('yields the reader’s events before completion, and records the turn once per round', async () => {
    const started = await startScriptedResponseServer([{ body: sse({ event: 'done', data: {} }) }]);
    server = started.server;
    const adapter = new ToyAdapter({ baseUrl: started.baseUrl, model: 'toy-1' });
    adapter.recordAssistantTurn(); // before any round: nothing to record
    const { events } = await collectRound(adapter, { includeTools: false });
    expect(events.map((event) => (event.type === 'text-delta' ? event.text : event.type))).toEqual([
      '(silent)',
      'round-completed',
    ]);
    adapter.recordAssistantTurn();
    adapter.recordAssistantTurn();
    adapter.recordToolResult('call_0', 'result text');
    expect(adapter.turns).toEqual([{ text: '', calls: [] }]);
    expect(adapter.recordedRequestTexts).toEqual(['result text']);
  });

  it('throws an error event as a ProviderError without the key, and records no turn', async () => {
    const started = await startScriptedResponseServer([
      {
        body: sse(
          { data: { text: 'partial' } },
          { data: { error: { type: 'overloaded_error', message: 'busy k-123' } } },
        ),
      },
    ]);
    server = started.server;
    const adapter = new ToyAdapter({ baseUrl: started.baseUrl, model: 'toy-1', apiKey: 'k-123' });
    const error = await collectRound(adapter).catch((caught: unknown) => caught);
    expect(ProviderError.isInstance(error)).toBe(true);
    expect(error).toMatchObject({ code: 'PROVIDER_OVERLOADED' });
    expect((error as Error).message).toContain('Toy reported an error in the stream (overloaded_error)');
    expect((error as Error).message).not.toContain('k-123');
    adapter.recordAssistantTurn();
    expect(adapter.turns).toEqual([]);
  });

  it('passes on the reader’s error for an answer that never ended', async () => {
    const started = await startScriptedResponseServer([{ body: sse({ data: { text: 'cut' } }) }]);
    server = started.server;
    const adapter = new ToyAdapter({ baseUrl: started.baseUrl, model: 'toy-1' });
    await expect(collectRound(adapter)).rejects.toThrow('Toy ended the stream before done.');
  });
});
