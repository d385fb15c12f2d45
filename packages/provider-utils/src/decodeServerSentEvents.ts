import { ProviderError } from './ProviderError.js';

/** One dispatched server-sent event. */
export interface ServerSentEvent {
  /** The `event:` field, or `undefined` when the event had none (the spec's default type "message"). */
  readonly event?: string;
  /** The `data:` lines of the event joined with "\n". */
  readonly data: string;
  /** The last `id:` seen on the stream so far (the spec's "last event ID"), if any. */
  readonly id?: string;
}

/** What to do with an event that has started but not ended (no blank line) when the stream ends. */
export type IncompleteEventHandling = 'discard' | 'dispatch' | 'error';

/** Options of {@link decodeServerSentEvents} and {@link ServerSentEventParser}. */
export interface DecodeServerSentEventsOptions {
  /**
   * An event that has not been terminated by a blank line when the stream ends (including one
   * cut in the middle of a line):
   * - `'discard'` (default, as the WHATWG spec says): dropped silently; the caller notices the
   *   missing terminal event (`[DONE]`, `message_stop`, `response.completed`).
   * - `'dispatch'`: it is yielded as a last event, its unterminated last line treated as
   *   complete (lenient: for servers that omit the final blank line; a cut JSON payload then
   *   fails to parse in the caller).
   * - `'error'`: a {@link ProviderError} `PROVIDER_STREAM_INTERRUPTED` is thrown.
   */
  readonly incompleteEvent?: IncompleteEventHandling;
  /** Largest event (or single line) accepted, in UTF-16 code units. Default 64 Mi. Larger → `PROVIDER_INVALID_RESPONSE`. */
  readonly maxEventLength?: number;
  /** Called with the text of every comment line (`: keep-alive`), without the colon. */
  readonly onComment?: (comment: string) => void;
  /** Called when the stream sets a reconnection time with `retry:`. */
  readonly onRetry?: (milliseconds: number) => void;
}

const LINE_FEED = 10;
const SPACE = 32;
const COLON = 58;
const LOWER_D = 100;
const DEFAULT_MAX_EVENT_LENGTH = 64 * 1024 * 1024;

/**
 * A push-based, synchronous parser of the `text/event-stream` format (WHATWG HTML, "Interpreting
 * an event stream"). Feed it decoded text in pieces of any size; it appends every completed
 * event to the array you pass. Line ends may be CRLF, LF or CR, even split across pieces.
 */
export class ServerSentEventParser {
  readonly #maxEventLength: number;
  readonly #onComment: ((comment: string) => void) | undefined;
  readonly #onRetry: ((milliseconds: number) => void) | undefined;
  /** Pieces of a line whose end has not arrived yet. */
  #pendingPieces: string[] = [];
  #pendingLength = 0;
  /** The previous piece ended with CR: a LF at the start of the next one belongs to it. */
  #skipLeadingLineFeed = false;
  #atStart = true;
  #data = '';
  #hasData = false;
  #eventType: string | undefined = undefined;
  #lastEventId: string | undefined = undefined;

  constructor(options: DecodeServerSentEventsOptions = {}) {
    this.#maxEventLength = options.maxEventLength ?? DEFAULT_MAX_EVENT_LENGTH;
    this.#onComment = options.onComment;
    this.#onRetry = options.onRetry;
  }

  /** True when a line or an event has started and not yet been completed. */
  get hasIncompleteEvent(): boolean {
    return this.#pendingLength > 0 || this.#hasData || this.#eventType !== undefined;
  }

  /** Parses `text` and appends each event it completes to `events`. */
  feed(text: string, events: ServerSentEvent[]): void {
    const length = text.length;
    let position = 0;
    if (this.#atStart && length > 0) {
      this.#atStart = false;
      if (text.charCodeAt(0) === 0xfeff) position = 1;
    }
    if (this.#skipLeadingLineFeed && position < length) {
      this.#skipLeadingLineFeed = false;
      if (text.charCodeAt(position) === LINE_FEED) position += 1;
    }
    let lineFeed = text.indexOf('\n', position);
    let carriageReturn = text.indexOf('\r', position);
    while (position < length) {
      if (lineFeed !== -1 && lineFeed < position) lineFeed = text.indexOf('\n', position);
      if (carriageReturn !== -1 && carriageReturn < position) carriageReturn = text.indexOf('\r', position);
      let end: number;
      let next: number;
      if (carriageReturn === -1) {
        if (lineFeed === -1) break;
        end = lineFeed;
        next = lineFeed + 1;
      } else if (lineFeed !== -1 && lineFeed < carriageReturn) {
        end = lineFeed;
        next = lineFeed + 1;
      } else {
        end = carriageReturn;
        if (carriageReturn + 1 < length) {
          next = text.charCodeAt(carriageReturn + 1) === LINE_FEED ? carriageReturn + 2 : carriageReturn + 1;
        } else {
          next = carriageReturn + 1;
          this.#skipLeadingLineFeed = true;
        }
      }
      let line = text.slice(position, end);
      if (this.#pendingLength > 0) {
        this.#pendingPieces.push(line);
        line = this.#pendingPieces.join('');
        this.#pendingPieces = [];
        this.#pendingLength = 0;
      }
      this.#processLine(line, events);
      position = next;
    }
    if (position < length) {
      const rest = position === 0 ? text : text.slice(position);
      this.#pendingPieces.push(rest);
      this.#pendingLength += rest.length;
      if (this.#pendingLength > this.#maxEventLength) this.#tooLarge();
    }
  }

  /**
   * Ends the stream. Returns `true` when an unterminated event was pending. With `'dispatch'`, that
   * event (its unterminated last line included) is appended to `events`.
   */
  end(events: ServerSentEvent[], handling: IncompleteEventHandling = 'discard'): boolean {
    const incomplete = this.hasIncompleteEvent;
    if (handling === 'dispatch') {
      if (this.#pendingLength > 0) {
        const line = this.#pendingPieces.join('');
        this.#pendingPieces = [];
        this.#pendingLength = 0;
        this.#processLine(line, events);
      }
      this.#dispatch(events);
    }
    this.#pendingPieces = [];
    this.#pendingLength = 0;
    this.#data = '';
    this.#hasData = false;
    this.#eventType = undefined;
    return incomplete;
  }

  #tooLarge(): never {
    throw new ProviderError(
      'PROVIDER_INVALID_RESPONSE',
      `The provider sent a server-sent event larger than ${this.#maxEventLength} characters; refusing to buffer it.`,
    );
  }

  #processLine(line: string, events: ServerSentEvent[]): void {
    if (line.length === 0) {
      this.#dispatch(events);
      return;
    }
    const first = line.charCodeAt(0);
    // Fast path: almost every line of a provider stream is "data: …".
    if (first === LOWER_D && line.startsWith('data:')) {
      const value = line.charCodeAt(5) === SPACE ? line.slice(6) : line.slice(5);
      this.#appendData(value);
      return;
    }
    if (first === COLON) {
      this.#onComment?.(line.slice(1));
      return;
    }
    const colon = line.indexOf(':');
    let field: string;
    let value: string;
    if (colon === -1) {
      field = line;
      value = '';
    } else {
      field = line.slice(0, colon);
      value = line.charCodeAt(colon + 1) === SPACE ? line.slice(colon + 2) : line.slice(colon + 1);
    }
    switch (field) {
      case 'data':
        this.#appendData(value);
        break;
      case 'event':
        this.#eventType = value;
        break;
      case 'id':
        // The spec ignores ids containing NULL.
        if (!value.includes('\u0000')) this.#lastEventId = value;
        break;
      case 'retry':
        if (/^\d+$/.test(value)) this.#onRetry?.(Number(value));
        break;
      default:
        // Unknown fields are ignored, as the spec says.
        break;
    }
  }

  #appendData(value: string): void {
    if (this.#hasData) {
      this.#data = this.#data + '\n' + value;
      if (this.#data.length > this.#maxEventLength) this.#tooLarge();
    } else {
      this.#data = value;
      this.#hasData = true;
    }
  }

  #dispatch(events: ServerSentEvent[]): void {
    if (!this.#hasData) {
      // An event with no data lines is not dispatched; its type is forgotten.
      this.#eventType = undefined;
      return;
    }
    // One object shape for every event keeps the consumers' property access monomorphic.
    events.push({ event: this.#eventType, data: this.#data, id: this.#lastEventId });
    this.#data = '';
    this.#hasData = false;
    this.#eventType = undefined;
  }
}

/**
 * Decodes a `text/event-stream` body into events as its bytes arrive (nothing is buffered beyond
 * the current event). Bytes may be split anywhere, including inside a multi-byte UTF-8 character;
 * a leading BOM is skipped; CRLF, CR and LF all end lines; comments are skipped; `data:` lines
 * are joined with "\n"; invalid UTF-8 becomes U+FFFD, as the spec requires.
 *
 * At the end of the stream an unterminated event is discarded by default (see
 * {@link DecodeServerSentEventsOptions.incompleteEvent}). A missing `data: [DONE]` is not an error
 * here: `[DONE]` is an ordinary event for this decoder, and the adapters decide what its absence
 * means.
 */
export async function* decodeServerSentEvents(
  source: AsyncIterable<Uint8Array>,
  options: DecodeServerSentEventsOptions = {},
): AsyncGenerator<ServerSentEvent, void, undefined> {
  const decoder = new TextDecoder('utf-8');
  const parser = new ServerSentEventParser(options);
  const events: ServerSentEvent[] = [];
  for await (const chunk of source) {
    const text = decoder.decode(chunk, { stream: true });
    if (text.length === 0) continue;
    parser.feed(text, events);
    if (events.length === 0) continue;
    if (events.length === 1) {
      const only = events[0]!;
      events.length = 0;
      yield only;
      continue;
    }
    const completed = events.splice(0, events.length);
    for (const event of completed) yield event;
  }
  const rest = decoder.decode();
  if (rest.length > 0) parser.feed(rest, events);
  const handling = options.incompleteEvent ?? 'discard';
  const incomplete = parser.end(events, handling);
  for (const event of events) yield event;
  events.length = 0;
  if (incomplete && handling === 'error') {
    throw new ProviderError(
      'PROVIDER_STREAM_INTERRUPTED',
      'The provider stream ended in the middle of a server-sent event (the connection was probably cut).',
      { retryable: false },
    );
  }
}
