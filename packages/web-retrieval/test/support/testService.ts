import { ConnectToMapping } from '../../src/ConnectToMapping.js';
import type { WebConnectionDial } from '../../src/createPinnedConnector.js';
import type { HostNameResolver } from '../../src/HostNameResolver.js';
import { WebPageRetrievalService } from '../../src/WebPageRetrievalService.js';
import type { WebRetrievalCredentialsProvider } from '../../src/WebRetrievalCredentials.js';

/**
 * A service whose every dial must land on loopback: a tripwire for the house rule that tests
 * never send a packet anywhere else. Dials are recorded for assertions.
 */
export function createLoopbackOnlyService(options: {
  readonly resolver: HostNameResolver;
  readonly connectTo?: readonly string[];
  readonly tls?: { readonly ca: string };
  readonly credentials?: WebRetrievalCredentialsProvider;
}): { readonly service: WebPageRetrievalService; readonly dials: WebConnectionDial[] } {
  const dials: WebConnectionDial[] = [];
  const service = new WebPageRetrievalService({
    resolver: options.resolver,
    connectTo: ConnectToMapping.parse(options.connectTo ?? []),
    ...(options.tls ? { tls: options.tls } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
    onDial: (dial) => {
      dials.push(dial);
      if (dial.dialledAddress !== '127.0.0.1' && dial.dialledAddress !== '::1') {
        throw new Error(`test tripwire: refusing to dial ${dial.dialledAddress}:${dial.dialledPort}`);
      }
    },
  });
  return { service, dials };
}
