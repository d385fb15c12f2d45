import { MockProviderError } from './MockProviderError.js';

/** The three provider APIs the mock speaks. */
export type MockProviderApi = 'chat-completions' | 'responses' | 'anthropic';

/** A tool call the model "makes" in a turn. */
export interface MockToolCall {
  /** The function name. */
  readonly name: string;
  /**
   * The arguments: an object (sent as its JSON) or a raw string sent exactly as given, which lets
   * a test send malformed JSON.
   */
  readonly arguments?: Readonly<Record<string, unknown>> | string;
  /**
   * The call id. Omitted: one is generated (`call_mock_<n>` / `toolu_mock_<n>`). `null`: the call
   * is sent without any id (for testing id synthesis or a Responses call without `call_id`).
   */
  readonly id?: string | null;
  /**
   * Chat Completions only: the `index` to send instead of the call's position (e.g. 0 for every
   * call, as Ollama does), or `null` to send no `index` at all (as some Mistral streams do).
   */
  readonly index?: number | null;
}

/** Reasoning the model "shows" before its answer. */
export interface MockReasoning {
  /** The reasoning text (Chat `reasoning_content`, Anthropic `thinking`, Responses summary text). */
  readonly text?: string;
  /** Anthropic: the thinking block's signature. Default a fixed mock signature. */
  readonly signature?: string;
  /** Responses: the reasoning item's `encrypted_content`. Default a fixed mock value. */
  readonly encryptedContent?: string;
}

/** How text and arguments are cut into stream deltas. */
export interface MockChunking {
  /** Characters per text delta. Default 16. */
  readonly textChunkSize?: number;
  /** Number of text deltas (overrides `textChunkSize`). */
  readonly textChunks?: number;
  /** Characters per argument delta. Default 16. */
  readonly argumentChunkSize?: number;
  /** Number of argument deltas per call (overrides `argumentChunkSize`). */
  readonly argumentChunks?: number;
}

/** A fault instead of (or in the middle of) a normal answer. */
export type MockFault =
  /** Answer with an HTTP error in the API's own error shape (429 with Retry-After, 500, 529, 401…). */
  | {
      readonly kind: 'http-error';
      readonly status: number;
      readonly message?: string;
      readonly retryAfterSeconds?: number;
      readonly retryAfterMs?: number;
    }
  /**
   * Send `afterEvents` events, then half of the next line, then close: `close: 'reset'` (default)
   * destroys the socket, `'end'` ends the response cleanly mid-line.
   */
  | { readonly kind: 'cut-stream'; readonly afterEvents: number; readonly close?: 'reset' | 'end' }
  /** Send `afterEvents` events, then a `data:` line that is not JSON, then the rest of the stream. */
  | { readonly kind: 'malformed-line'; readonly afterEvents: number }
  /**
   * Send `afterEvents` events, then the API's in-stream error: Anthropic `error` (overloaded by
   * default), Responses `error` + `response.failed`, Chat Completions `data: {"error":…}`; then end.
   */
  | {
      readonly kind: 'stream-error';
      readonly afterEvents: number;
      readonly errorType?: string;
      readonly message?: string;
    }
  /** Send `afterEvents` events, then nothing more without closing (for idle timeouts). */
  | { readonly kind: 'stall'; readonly afterEvents: number };

/** What a request must look like for a turn to answer it. */
export interface MockTurnMatch {
  /** The API the request must use. */
  readonly api?: MockProviderApi;
  /** The `model` the request must ask for. */
  readonly model?: string;
}

/** One answer of the mock, used for one request, in order. */
export interface MockTurn {
  /** Conditions on the request; a request that does not meet them gets a 400 naming the mismatch. */
  readonly match?: MockTurnMatch;
  /** Reasoning before the answer. */
  readonly reasoning?: MockReasoning;
  /** The answer text. */
  readonly text?: string;
  /** Tool calls after the text. */
  readonly toolCalls?: readonly MockToolCall[];
  /** How text and arguments are cut into deltas. */
  readonly chunking?: MockChunking;
  /** Delay between two stream events, in milliseconds. Default 0. */
  readonly delayMs?: number;
  /** A fault to play instead of or within this answer. */
  readonly fault?: MockFault;
  /** Token usage to report. Default: derived from the lengths. */
  readonly usage?: { readonly inputTokens?: number; readonly outputTokens?: number };
}

/** The script that drives the mock provider: its turns, used one per request in order. */
export interface MockProviderScript {
  /** The answers, in order. When they run out, requests get a 500 naming the problem. */
  readonly turns: readonly MockTurn[];
}

const TURN_KEYS = new Set(['match', 'reasoning', 'text', 'toolCalls', 'chunking', 'delayMs', 'fault', 'usage']);
const FAULT_KINDS = new Set(['http-error', 'cut-stream', 'malformed-line', 'stream-error', 'stall']);
const APIS = new Set(['chat-completions', 'responses', 'anthropic']);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string')
    return `the string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
  return typeof value === 'object' ? 'an object' : `${typeof value} ${String(value)}`;
}

/**
 * Checks a parsed script and returns it typed. Throws {@link MockProviderError}
 * `MOCK_PROVIDER_INVALID_SCRIPT` listing every problem with its path (`turns[2].toolCalls[0].name`).
 */
export function validateMockProviderScript(value: unknown): MockProviderScript {
  const problems: string[] = [];
  const problem = (path: string, text: string, found: unknown): void => {
    problems.push(`${path} ${text}, got ${describe(found)}`);
  };
  const nonNegativeNumber = (path: string, found: unknown): void => {
    if (found !== undefined && (typeof found !== 'number' || !Number.isFinite(found) || found < 0)) {
      problem(path, 'must be a number ≥ 0', found);
    }
  };
  const positiveInteger = (path: string, found: unknown): void => {
    if (found !== undefined && (typeof found !== 'number' || !Number.isInteger(found) || found < 1)) {
      problem(path, 'must be an integer ≥ 1', found);
    }
  };
  if (!isRecord(value)) {
    problem('the script', 'must be an object { "turns": [...] }', value);
  } else if (!Array.isArray(value['turns'])) {
    problem('turns', 'must be an array of turns', value['turns']);
  } else {
    value['turns'].forEach((turn: unknown, turnIndex: number) => {
      const at = `turns[${turnIndex}]`;
      if (!isRecord(turn)) {
        problem(at, 'must be an object', turn);
        return;
      }
      for (const key of Object.keys(turn)) {
        if (!TURN_KEYS.has(key))
          problems.push(`${at} has an unknown field "${key}" (known: ${[...TURN_KEYS].join(', ')})`);
      }
      if (turn['text'] !== undefined && typeof turn['text'] !== 'string')
        problem(`${at}.text`, 'must be a string', turn['text']);
      nonNegativeNumber(`${at}.delayMs`, turn['delayMs']);
      const match = turn['match'];
      if (match !== undefined) {
        if (!isRecord(match)) problem(`${at}.match`, 'must be an object', match);
        else {
          if (match['api'] !== undefined && !APIS.has(match['api'] as string)) {
            problem(`${at}.match.api`, `must be one of ${[...APIS].join(', ')}`, match['api']);
          }
          if (match['model'] !== undefined && typeof match['model'] !== 'string')
            problem(`${at}.match.model`, 'must be a string', match['model']);
        }
      }
      const reasoning = turn['reasoning'];
      if (reasoning !== undefined) {
        if (!isRecord(reasoning)) problem(`${at}.reasoning`, 'must be an object', reasoning);
        else {
          for (const key of ['text', 'signature', 'encryptedContent']) {
            if (reasoning[key] !== undefined && typeof reasoning[key] !== 'string')
              problem(`${at}.reasoning.${key}`, 'must be a string', reasoning[key]);
          }
        }
      }
      const chunking = turn['chunking'];
      if (chunking !== undefined) {
        if (!isRecord(chunking)) problem(`${at}.chunking`, 'must be an object', chunking);
        else
          for (const key of ['textChunkSize', 'textChunks', 'argumentChunkSize', 'argumentChunks'])
            positiveInteger(`${at}.chunking.${key}`, chunking[key]);
      }
      const usage = turn['usage'];
      if (usage !== undefined) {
        if (!isRecord(usage)) problem(`${at}.usage`, 'must be an object', usage);
        else for (const key of ['inputTokens', 'outputTokens']) nonNegativeNumber(`${at}.usage.${key}`, usage[key]);
      }
      const toolCalls = turn['toolCalls'];
      if (toolCalls !== undefined) {
        if (!Array.isArray(toolCalls)) problem(`${at}.toolCalls`, 'must be an array', toolCalls);
        else
          toolCalls.forEach((call: unknown, callIndex: number) => {
            const callAt = `${at}.toolCalls[${callIndex}]`;
            if (!isRecord(call)) {
              problem(callAt, 'must be an object { "name", "arguments" }', call);
              return;
            }
            if (typeof call['name'] !== 'string') problem(`${callAt}.name`, 'must be a string', call['name']);
            const args = call['arguments'];
            if (args !== undefined && typeof args !== 'string' && !isRecord(args)) {
              problem(`${callAt}.arguments`, 'must be an object or a raw string', args);
            }
            if (call['id'] !== undefined && call['id'] !== null && typeof call['id'] !== 'string') {
              problem(`${callAt}.id`, 'must be a string or null (no id)', call['id']);
            }
            if (
              call['index'] !== undefined &&
              call['index'] !== null &&
              (typeof call['index'] !== 'number' || !Number.isInteger(call['index']) || call['index'] < 0)
            ) {
              problem(`${callAt}.index`, 'must be an integer ≥ 0 or null (no index)', call['index']);
            }
          });
      }
      const fault = turn['fault'];
      if (fault !== undefined) {
        if (!isRecord(fault)) problem(`${at}.fault`, 'must be an object with a "kind"', fault);
        else if (!FAULT_KINDS.has(fault['kind'] as string)) {
          problem(`${at}.fault.kind`, `must be one of ${[...FAULT_KINDS].join(', ')}`, fault['kind']);
        } else if (fault['kind'] === 'http-error') {
          const status = fault['status'];
          if (typeof status !== 'number' || !Number.isInteger(status) || status < 400 || status > 599) {
            problem(`${at}.fault.status`, 'must be an HTTP error status (400-599)', status);
          }
          nonNegativeNumber(`${at}.fault.retryAfterSeconds`, fault['retryAfterSeconds']);
          nonNegativeNumber(`${at}.fault.retryAfterMs`, fault['retryAfterMs']);
        } else {
          const after = fault['afterEvents'];
          if (typeof after !== 'number' || !Number.isInteger(after) || after < 0) {
            problem(`${at}.fault.afterEvents`, 'must be an integer ≥ 0', after);
          }
          if (
            fault['kind'] === 'cut-stream' &&
            fault['close'] !== undefined &&
            fault['close'] !== 'reset' &&
            fault['close'] !== 'end'
          ) {
            problem(`${at}.fault.close`, 'must be "reset" or "end"', fault['close']);
          }
        }
      }
    });
  }
  if (problems.length > 0) {
    throw new MockProviderError(
      'MOCK_PROVIDER_INVALID_SCRIPT',
      `The mock provider script is invalid: ${problems.slice(0, 20).join('; ')}${problems.length > 20 ? `; and ${problems.length - 20} more` : ''}.`,
    );
  }
  return value as unknown as MockProviderScript;
}
