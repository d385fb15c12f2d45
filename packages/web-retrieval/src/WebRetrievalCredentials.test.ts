import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLoopbackOnlyService } from '../test/support/testService.js';
import { createSelfSignedCertificate } from './test/createSelfSignedCertificate.js';
import { createTableResolver } from './test/createTableResolver.js';
import { LoopbackPageServer, type PageRoute } from './test/LoopbackPageServer.js';
import type { WebPageRetrievalService } from './WebPageRetrievalService.js';
import type { WebRetrievalCredentialsRequest } from './WebRetrievalCredentials.js';
import { WebRetrievalError } from './WebRetrievalError.js';

const WIKI_ADDRESS = '10.1.2.3';
const OTHER_PRIVATE_ADDRESS = '10.1.2.4';
const PUBLIC_ADDRESS = '93.184.216.34';
const TOKEN = 'Negotiate c2VjcmV0LXRpY2tldA==';

// Every host below lives on one loopback TLS server (one certificate names them all); the table
// resolver gives each the addresses a condition needs, and connect-to mappings land on loopback.
const HOSTS = ['wiki.corp', 'other.corp', 'public.example', 'mixed.corp'] as const;

const echo: PageRoute = (request, response) =>
  response
    .writeHead(200, { 'content-type': 'application/json' })
    .end(
      JSON.stringify({ authorization: request.headers.authorization ?? null, cookie: request.headers.cookie ?? null }),
    );

let tlsServer: LoopbackPageServer;
let plainServer: LoopbackPageServer;
let cert: string;
let requestsSeen: WebRetrievalCredentialsRequest[];
let service: WebPageRetrievalService;

function headersSeenLast(server: LoopbackPageServer) {
  const last = server.requests.at(-1);
  return { authorization: last?.headers.authorization, cookie: last?.headers.cookie };
}

async function failure(promise: Promise<unknown>): Promise<WebRetrievalError> {
  try {
    await promise;
  } catch (error) {
    if (WebRetrievalError.isInstance(error)) return error;
    throw error;
  }
  throw new Error('expected the retrieval to fail');
}

beforeAll(async () => {
  const certificate = createSelfSignedCertificate(...HOSTS);
  cert = certificate.cert;
  const routes: Record<string, PageRoute> = {
    '/echo': echo,
    '/same-origin-redirect': (_q, r) => r.writeHead(302, { location: '/echo' }).end(),
    '/other-origin-redirect': (_q, r) => r.writeHead(302, { location: 'https://other.corp/echo' }).end(),
    '/other-port-redirect': (_q, r) => r.writeHead(302, { location: 'https://wiki.corp:8443/echo' }).end(),
    '/http-redirect': (_q, r) => r.writeHead(302, { location: 'http://wiki.corp/echo' }).end(),
    '/denied': (_q, r) => r.writeHead(401, { 'www-authenticate': 'Negotiate' }).end('sign in'),
  };
  tlsServer = await LoopbackPageServer.start(routes, '127.0.0.1', certificate);
  plainServer = await LoopbackPageServer.start(routes);
  requestsSeen = [];
  ({ service } = createLoopbackOnlyService({
    resolver: createTableResolver({
      'wiki.corp': [WIKI_ADDRESS],
      'other.corp': [OTHER_PRIVATE_ADDRESS],
      'public.example': [PUBLIC_ADDRESS],
      'mixed.corp': [WIKI_ADDRESS, PUBLIC_ADDRESS],
    }),
    connectTo: [
      `${WIKI_ADDRESS}:443=127.0.0.1:${tlsServer.port}`,
      `${WIKI_ADDRESS}:8443=127.0.0.1:${tlsServer.port}`,
      `${OTHER_PRIVATE_ADDRESS}:443=127.0.0.1:${tlsServer.port}`,
      `${PUBLIC_ADDRESS}:443=127.0.0.1:${tlsServer.port}`,
      `${WIKI_ADDRESS}:80=127.0.0.1:${plainServer.port}`,
    ],
    tls: { ca: cert },
    credentials: (request) => {
      requestsSeen.push(request);
      return { Authorization: TOKEN, Cookie: 'session=from-host' };
    },
  }));
});

afterAll(async () => {
  service.close();
  await tlsServer.close();
  await plainServer.close();
});

const eligible = {
  policy: 'allowlist',
  allowlist: ['wiki.corp', 'other.corp', 'public.example', 'mixed.corp'],
  providerConfidence: 'HIGH',
  useCredentials: true,
} as const;

describe('the credentials hook', () => {
  it('signs in an https request to an allowlisted host whose addresses are all private, for a HIGH provider', async () => {
    requestsSeen.length = 0;
    const page = await service.retrieve('https://wiki.corp/echo', eligible);
    expect(JSON.parse(page.content)).toEqual({ authorization: TOKEN, cookie: 'session=from-host' });
    expect(requestsSeen).toHaveLength(1);
    expect(requestsSeen[0]).toMatchObject({ hostname: 'wiki.corp', addresses: [WIKI_ADDRESS] });
    expect(requestsSeen[0]?.url.href).toBe('https://wiki.corp/echo');
    expect(page.privateTarget).toBe(true);
  });

  it('keeps signing in on a same-origin redirect', async () => {
    requestsSeen.length = 0;
    const page = await service.retrieve('https://wiki.corp/same-origin-redirect', eligible);
    expect(JSON.parse(page.content)).toMatchObject({ authorization: TOKEN });
    expect(requestsSeen.map((request) => request.url.pathname)).toEqual(['/same-origin-redirect', '/echo']);
  });

  it.each([
    ['another host', '/other-origin-redirect', 'https://other.corp/echo'],
    ['another port', '/other-port-redirect', 'https://wiki.corp:8443/echo'],
  ])('never follows a redirect to %s, even an allowlisted private one', async (_what, path, target) => {
    requestsSeen.length = 0;
    const page = await service.retrieve(`https://wiki.corp${path}`, eligible);
    expect(page.finalUrl).toBe(target);
    expect(JSON.parse(page.content)).toEqual({ authorization: null, cookie: null });
    expect(requestsSeen.map((request) => request.url.href)).toEqual([`https://wiki.corp${path}`]);
  });

  it('never signs in over http, neither first nor after a redirect from https', async () => {
    requestsSeen.length = 0;
    const plain = await service.retrieve('http://wiki.corp/echo', eligible);
    expect(JSON.parse(plain.content)).toEqual({ authorization: null, cookie: null });
    const downgraded = await service.retrieve('https://wiki.corp/http-redirect', eligible);
    expect(downgraded.finalUrl).toBe('http://wiki.corp/echo');
    expect(headersSeenLast(plainServer)).toEqual({ authorization: undefined, cookie: undefined });
    expect(requestsSeen.map((request) => request.url.href)).toEqual(['https://wiki.corp/http-redirect']);
  });

  it('never signs in to a public address, even an allowlisted host, nor to a host with one public address', async () => {
    requestsSeen.length = 0;
    const publicPage = await service.retrieve('https://public.example/echo', eligible);
    expect(JSON.parse(publicPage.content)).toEqual({ authorization: null, cookie: null });
    const mixed = await service.retrieve('https://mixed.corp/echo', eligible);
    expect(mixed.privateTarget).toBe(true);
    expect(JSON.parse(mixed.content)).toEqual({ authorization: null, cookie: null });
    expect(requestsSeen).toEqual([]);
  });

  it('never signs in to a host that is not in the allowlist by name (the user policy reaches it anyway)', async () => {
    requestsSeen.length = 0;
    const page = await service.retrieve('https://wiki.corp/echo', { ...eligible, policy: 'user', allowlist: [] });
    expect(JSON.parse(page.content)).toEqual({ authorization: null, cookie: null });
    expect(requestsSeen).toEqual([]);
  });

  it('never signs in for a provider below HIGH', async () => {
    requestsSeen.length = 0;
    // The user policy lifts the private-address rule, so only the confidence stands in the way.
    const page = await service.retrieve('https://wiki.corp/echo', {
      ...eligible,
      policy: 'user',
      providerConfidence: 'MEDIUM',
    });
    expect(JSON.parse(page.content)).toEqual({ authorization: null, cookie: null });
    expect(requestsSeen).toEqual([]);
    const refused = await failure(
      service.retrieve('https://wiki.corp/echo', { ...eligible, providerConfidence: 'MEDIUM' }),
    );
    expect(refused.code).toBe('INSUFFICIENT_PROVIDER_CONFIDENCE');
    expect(requestsSeen).toEqual([]);
  });

  it('is not asked unless the retrieval opts in, and a per-retrieval hook replaces the service one', async () => {
    requestsSeen.length = 0;
    const { useCredentials: _left, ...withoutOptIn } = eligible;
    const page = await service.retrieve('https://wiki.corp/echo', withoutOptIn);
    expect(JSON.parse(page.content)).toEqual({ authorization: null, cookie: null });
    expect(requestsSeen).toEqual([]);
    const own = await service.retrieve('https://wiki.corp/echo', {
      ...withoutOptIn,
      credentials: () => ({ authorization: 'Bearer per-retrieval' }),
    });
    expect(JSON.parse(own.content)).toMatchObject({ authorization: 'Bearer per-retrieval' });
    expect(requestsSeen).toEqual([]);
  });

  it('reports a sign-in the server refuses as CREDENTIALS_REJECTED, without the credentials', async () => {
    const error = await failure(service.retrieve('https://wiki.corp/denied', eligible));
    expect(error).toMatchObject({ code: 'CREDENTIALS_REJECTED', blocked: false, status: 401 });
    expect(error.message).not.toContain('c2VjcmV0');
    // Without credentials, a 401 stays an ordinary HTTP status.
    const { useCredentials: _left, ...withoutOptIn } = eligible;
    expect((await failure(service.retrieve('https://wiki.corp/denied', withoutOptIn))).code).toBe('HTTP_STATUS');
  });

  it('keeps a failing hook out of the message', async () => {
    const error = await failure(
      service.retrieve('https://wiki.corp/echo', {
        ...eligible,
        credentials: () => {
          throw new Error('ticket c2VjcmV0 expired');
        },
      }),
    );
    expect(error.code).toBe('CONNECTION_FAILED');
    expect(error.message).not.toContain('c2VjcmV0');
    expect((error.cause as Error).message).toContain('expired');
  });
});
