import * as net from 'node:net';
import * as tls from 'node:tls';
import type { buildConnector } from 'undici';
import type { ConnectToMapping } from './ConnectToMapping.js';
import { WebRetrievalError, WebRetrievalReason } from './WebRetrievalError.js';
import type { ValidatedWebTarget } from './WebTargetValidator.js';

/** One connection attempt, as reported to `onDial` before the socket is opened. */
export interface WebConnectionDial {
  /** The host of the URL. */
  readonly hostname: string;
  /** The validated address the connection is meant for. */
  readonly validatedAddress: string;
  readonly validatedPort: number;
  /** Where the socket actually goes (differs only under a connect-to mapping). */
  readonly dialledAddress: string;
  readonly dialledPort: number;
}

/** TLS settings for HTTPS targets (e.g. an extra root certificate for a company CA). */
export interface WebRetrievalTlsOptions {
  /** Root certificates to trust instead of Node's default bundle. */
  readonly ca?: string | Buffer | readonly (string | Buffer)[];
}

/** What the pinned connector needs for one hop. */
export interface PinnedConnectorOptions {
  readonly target: ValidatedWebTarget;
  readonly connectTo: ConnectToMapping;
  readonly connectTimeoutMs: number;
  readonly signal: AbortSignal;
  readonly tls?: WebRetrievalTlsOptions | undefined;
  /** Observes (and may veto, by throwing) each dial before the socket is opened. */
  readonly onDial?: ((dial: WebConnectionDial) => void) | undefined;
  /** Called with the validated address once a connection stands. */
  readonly onConnected?: ((validatedAddress: string) => void) | undefined;
}

/** Why the connect timeout elapsed, so the service can report TIMEOUT rather than a broken connection. */
export class ConnectTimeoutMarker extends Error {}

/**
 * An undici connector that opens sockets only to the addresses validated for this hop (after
 * the connect-to mapping), in order, never resolving the name again: DNS rebinding gets
 * nowhere. TLS still verifies the certificate against the URL's host name (SNI included).
 */
export function createPinnedConnector(options: PinnedConnectorOptions): buildConnector.connector {
  const { target } = options;
  const isIpHost = net.isIP(target.hostname) !== 0;
  return (connectOptions, callback) => {
    const requestedHost = connectOptions.hostname.replace(/^\[(.*)\]$/, '$1').replace(/\.$/, '');
    if (requestedHost.toLowerCase() !== target.hostname.toLowerCase()) {
      // Only this hop's origin may use this connector; anything else is a bug, never a dial.
      callback(new Error(`The pinned connector for '${target.hostname}' was asked for '${requestedHost}'.`), null);
      return;
    }
    const failures: string[] = [];
    let timedOut = false;
    const attempt = (index: number): void => {
      const validated = target.addresses[index];
      if (validated === undefined) {
        const tried = failures.join('; ');
        const error = timedOut
          ? new ConnectTimeoutMarker(`Connecting to '${target.hostname}' timed out (${tried}).`)
          : new WebRetrievalError(
              WebRetrievalReason.CONNECTION_FAILED,
              `Could not connect to a validated address of '${target.hostname}' (${tried}).`,
              { url: target.url.href },
            );
        callback(error, null);
        return;
      }
      if (options.signal.aborted) {
        callback(options.signal.reason instanceof Error ? options.signal.reason : new Error('aborted'), null);
        return;
      }
      const dialled = options.connectTo.map({ address: validated.address, port: target.port });
      try {
        options.onDial?.({
          hostname: target.hostname,
          validatedAddress: validated.address,
          validatedPort: target.port,
          dialledAddress: dialled.address,
          dialledPort: dialled.port,
        });
      } catch (error) {
        callback(error instanceof Error ? error : new Error(String(error)), null);
        return;
      }
      const socket: net.Socket =
        target.url.protocol === 'https:'
          ? tls.connect({
              host: dialled.address,
              port: dialled.port,
              // SNI carries the name; IP-literal hosts send none (RFC 6066).
              ...(isIpHost ? {} : { servername: target.hostname }),
              ALPNProtocols: ['http/1.1'],
              ...(options.tls?.ca === undefined ? {} : { ca: options.tls.ca as string | Buffer | (string | Buffer)[] }),
              // The certificate must name the URL's host, wherever the socket went.
              checkServerIdentity: (_host, certificate) => tls.checkServerIdentity(target.hostname, certificate),
            })
          : net.connect({ host: dialled.address, port: dialled.port });
      const readyEvent = target.url.protocol === 'https:' ? 'secureConnect' : 'connect';
      let settled = false;
      const cleanup = () => {
        clearTimeout(timer);
        options.signal.removeEventListener('abort', onAbort);
        socket.removeListener('error', onError);
        socket.removeListener(readyEvent, onReady);
      };
      const fail = (reason: string) => {
        if (settled) return;
        settled = true;
        cleanup();
        socket.destroy();
        failures.push(`${validated.address}: ${reason}`);
        attempt(index + 1);
      };
      const onError = (error: Error) => fail(error.message);
      const onReady = () => {
        if (settled) return;
        settled = true;
        cleanup();
        socket.setNoDelay(true);
        options.onConnected?.(validated.address);
        callback(null, socket);
      };
      const onAbort = () => {
        if (settled) return;
        settled = true;
        cleanup();
        socket.destroy();
        callback(options.signal.reason instanceof Error ? options.signal.reason : new Error('aborted'), null);
      };
      const timer = setTimeout(() => {
        timedOut = true;
        fail(`no connection within ${options.connectTimeoutMs} ms`);
      }, options.connectTimeoutMs);
      socket.once('error', onError);
      socket.once(readyEvent, onReady);
      options.signal.addEventListener('abort', onAbort, { once: true });
    };
    attempt(0);
  };
}
