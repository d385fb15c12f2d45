import * as https from 'node:https';
import type { AddressInfo } from 'node:net';
import * as zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoopbackDnsServer } from './test/LoopbackDnsServer.js';
import { CanaryListener } from './test/CanaryListener.js';
import { createTableResolver } from './test/createTableResolver.js';
import { LoopbackPageServer, type PageRoute } from './test/LoopbackPageServer.js';
import { createSelfSignedCertificate } from '../test/support/selfSignedCertificate.js';
import { createLoopbackOnlyService } from '../test/support/testService.js';
import { DnsServerHostNameResolver } from './DnsServerHostNameResolver.js';
import type { WebConnectionDial } from './createPinnedConnector.js';
import type { WebPageRetrievalService } from './WebPageRetrievalService.js';
import { WebRetrievalError } from './WebRetrievalError.js';

const PUBLIC_ADDRESS = '93.184.216.34';
const OTHER_PUBLIC_ADDRESS = '93.184.216.35';
const PRIVATE_ADDRESS = '10.1.2.3';

const ARTICLE_HTML = `<!doctype html><html lang="en"><head><title>Test article</title>
<meta name="description" content="A page for tests"></head>
<body><nav><a href="/">Home</a></nav><article><h1>Test article</h1>
${'<p>The quick brown fox jumps over the lazy dog, and then it rests in the sun for a while. </p>'.repeat(12)}
<p><a href="/next">Next page</a></p></article></body></html>`;

function html(body: string, type = 'text/html; charset=utf-8'): PageRoute {
  return (_request, response) => response.writeHead(200, { 'content-type': type }).end(body);
}

const MIB = 1024 * 1024;

function gzipLayers(text: string, layers: number): Buffer {
  let body = Buffer.from(text);
  for (let layer = 0; layer < layers; layer += 1) body = zlib.gzipSync(body);
  return body;
}
let gzipBomb: Buffer;
let brotliBomb: Buffer;

let server: LoopbackPageServer;
let canary: CanaryListener;

beforeAll(async () => {
  gzipBomb = zlib.gzipSync(Buffer.alloc(64 * MIB, 0x61));
  brotliBomb = zlib.brotliCompressSync(Buffer.alloc(64 * MIB, 0x61), {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 },
  });
  canary = await CanaryListener.start();
  const text = 'line one\r\nline two\rline three\n';
  const routes: Record<string, PageRoute> = {
    '/article': html(ARTICLE_HTML),
    '/text': html(text, 'text/plain'),
    '/json': html('{"a":1,\r\n"b":[2,3]}', 'application/json'),
    '/yaml': html('key: value\n', 'application/yaml'),
    '/csv': html('a,b\r\n1,2\r\n', 'text/csv'),
    '/feed': html('<?xml version="1.0"?><feed/>', 'application/atom+xml'),
    '/problem': html('{"title":"x"}', 'application/problem+json'),
    '/pdf': (_q, r) => {
      // Headers, then a body that would take forever: refusal must not wait for it.
      r.writeHead(200, { 'content-type': 'application/pdf' });
      r.write('%PDF-1.7\n');
    },
    '/svg': html('<svg xmlns="http://www.w3.org/2000/svg"/>', 'image/svg+xml'),
    '/octet': html('binary?', 'application/octet-stream'),
    '/zip': html('PK', 'application/zip'),
    '/untyped-html': (_q, r) => {
      r.writeHead(200, {});
      r.end(`  \n${ARTICLE_HTML}`);
    },
    '/untyped-text': (_q, r) => {
      r.writeHead(200, {});
      r.end('just some words\r\nover two lines');
    },
    '/untyped-xml': (_q, r) => {
      r.writeHead(200, {});
      r.end('<?xml version="1.0"?><root/>');
    },
    '/untyped-png': (_q, r) => {
      r.writeHead(200, {});
      r.end(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]));
    },
    '/untyped-pdf': (_q, r) => {
      r.writeHead(200, {});
      r.end('%PDF-1.4 ...');
    },
    '/untyped-binary': (_q, r) => {
      r.writeHead(200, {});
      r.end(Buffer.from([0x41, 0x42, 0x00, 0x01, 0x02, 0x43]));
    },
    '/gzip': (_q, r) =>
      r.writeHead(200, { 'content-type': 'text/plain', 'content-encoding': 'gzip' }).end(zlib.gzipSync('gzipped text')),
    '/br': (_q, r) =>
      r
        .writeHead(200, { 'content-type': 'text/plain', 'content-encoding': 'br' })
        .end(zlib.brotliCompressSync('brotli text')),
    '/deflate': (_q, r) =>
      r
        .writeHead(200, { 'content-type': 'text/plain', 'content-encoding': 'deflate' })
        .end(zlib.deflateSync('zlib deflate text')),
    '/deflate-raw': (_q, r) =>
      r
        .writeHead(200, { 'content-type': 'text/plain', 'content-encoding': 'deflate' })
        .end(zlib.deflateRawSync('raw deflate text')),
    '/stacked': (_q, r) =>
      r
        .writeHead(200, { 'content-type': 'text/plain', 'content-encoding': 'gzip, br' })
        .end(zlib.brotliCompressSync(zlib.gzipSync('stacked text'))),
    '/gzip-x5': (_q, r) =>
      r
        .writeHead(200, { 'content-type': 'text/plain', 'content-encoding': 'gzip, gzip, gzip, gzip, gzip' })
        .end(gzipLayers('five layers', 5)),
    '/gzip-x6': (_q, r) =>
      r
        .writeHead(200, { 'content-type': 'text/plain', 'content-encoding': 'gzip, gzip, gzip, gzip, gzip, gzip' })
        .end(gzipLayers('six layers', 6)),
    '/gzip-x6-headers': (_q, r) => {
      // The same six layers spread over repeated headers (they combine into one list).
      r.setHeader('content-type', 'text/plain');
      r.setHeader('content-encoding', ['gzip, gzip', 'gzip, gzip', 'gzip', 'gzip']);
      r.writeHead(200).end(gzipLayers('six layers', 6));
    },
    '/compress': (_q, r) =>
      r.writeHead(200, { 'content-type': 'text/plain', 'content-encoding': 'compress' }).end('xx'),
    '/corrupt-gzip': (_q, r) =>
      r
        .writeHead(200, { 'content-type': 'text/plain', 'content-encoding': 'gzip' })
        .end(Buffer.from('not gzip at all')),
    '/gzip-bomb': (_q, r) =>
      r.writeHead(200, { 'content-type': 'text/plain', 'content-encoding': 'gzip' }).end(gzipBomb),
    '/brotli-bomb': (_q, r) =>
      r.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'br' }).end(brotliBomb),
    '/declared-huge': (_q, r) => {
      r.writeHead(200, { 'content-type': 'text/plain', 'content-length': String(50 * MIB) });
      r.write('x');
    },
    '/big': (_q, r) => {
      r.writeHead(200, { 'content-type': 'text/plain' });
      const chunk = Buffer.alloc(64 * 1024, 0x62);
      let sent = 0;
      const pump = () => {
        while (sent < 8 * MIB) {
          sent += chunk.length;
          if (!r.write(chunk)) {
            r.once('drain', pump);
            return;
          }
        }
        r.end();
      };
      pump();
    },
    '/exactly-cap': html('c'.repeat(1000), 'text/plain'),
    '/latin1': (_q, r) =>
      r
        .writeHead(200, { 'content-type': 'text/plain; charset=ISO-8859-1' })
        .end(Buffer.from('caf\xe9 cr\xe8me', 'latin1')),
    '/meta-charset': (_q, r) =>
      r
        .writeHead(200, { 'content-type': 'text/html' })
        .end(
          Buffer.from(
            `<html><head><meta charset="windows-1252"><title>Cr\xe8me br\xfbl\xe9e</title></head><body><article><h1>Cr\xe8me br\xfbl\xe9e</h1>${'<p>D\xe9licieux dessert fran\xe7ais, servi froid avec du sucre caram\xe9lis\xe9. </p>'.repeat(8)}</article></body></html>`,
            'latin1',
          ),
        ),
    '/xml-declaration': (_q, r) =>
      r
        .writeHead(200, { 'content-type': 'application/xml' })
        .end(Buffer.from('<?xml version="1.0" encoding="ISO-8859-1"?><n>\xe9</n>', 'latin1')),
    '/shift-jis': (_q, r) =>
      r.writeHead(200, { 'content-type': 'text/plain; charset=shift_jis' }).end(Buffer.from([0x93, 0xfa, 0x96, 0x7b])),
    '/unknown-charset': (_q, r) =>
      r.writeHead(200, { 'content-type': 'text/plain; charset=x-no-such-charset' }).end('plain ütf-8'),
    '/utf8-bom': (_q, r) =>
      r
        .writeHead(200, { 'content-type': 'text/plain; charset=windows-1252' })
        .end(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('bom wins: é')])),
    '/not-found': (_q, r) => r.writeHead(404, { 'content-type': 'text/html' }).end('<h1>missing</h1>'),
    '/server-error': (_q, r) => r.writeHead(503, { 'content-type': 'text/html' }).end('down'),
    '/slow-headers': () => {
      // Never answers.
    },
    '/slow-body': (_q, r) => {
      r.writeHead(200, { 'content-type': 'text/plain' });
      r.write('first part, then silence');
    },
    '/never-ending': (_q, r) => {
      r.writeHead(200, { 'content-type': 'text/plain' });
      const timer = setInterval(() => r.write('more '), 20);
      r.on('close', () => clearInterval(timer));
    },
    '/redirect-no-location': (_q, r) => r.writeHead(302).end(),
    '/redirect-bad-location': (_q, r) => r.writeHead(302, { location: 'http://exa mple.test/' }).end(),
    '/redirect-relative': (_q, r) => r.writeHead(301, { location: '../article' }).end(),
    '/dir/redirect-relative': (_q, r) => r.writeHead(301, { location: '../article' }).end(),
    '/redirect-to-canary': (_q, r) => r.writeHead(302, { location: `http://127.0.0.1:${canary.port}/` }).end(),
    '/redirect-to-canary-hex': (_q, r) => r.writeHead(302, { location: `http://0x7f.1:${canary.port}/` }).end(),
    '/redirect-to-localhost': (_q, r) => r.writeHead(302, { location: `http://localhost:${canary.port}/` }).end(),
    '/redirect-to-private': (_q, r) => r.writeHead(307, { location: 'http://intranet.test/article' }).end(),
    '/redirect-to-file': (_q, r) => r.writeHead(302, { location: 'file:///etc/passwd' }).end(),
    '/redirect-to-other': (_q, r) => r.writeHead(302, { location: 'http://other.test/echo' }).end(),
    '/redirect-to-same': (_q, r) => r.writeHead(302, { location: '/echo' }).end(),
    '/redirect-to-rebind-self': (_q, r) =>
      r.writeHead(302, { location: `http://rebind3.test:${canary.port}/article` }).end(),
    '/consent': (request, response) => {
      if ((request.headers.cookie ?? '').includes('consent=yes')) {
        response.writeHead(200, { 'content-type': 'text/plain' }).end(`consented with ${request.headers.cookie}`);
      } else {
        response.writeHead(302, { location: '/consent', 'set-cookie': 'consent=yes; Path=/; HttpOnly' }).end();
      }
    },
    '/redirect-with-credentials': (_q, r) =>
      r.writeHead(302, { location: 'http://user:hunter2@other.test/echo' }).end(),
    '/cookie-then-other': (_q, r) =>
      r.writeHead(302, { location: 'http://other.test/echo', 'set-cookie': 'session=s1' }).end(),
    '/echo': (request, response) =>
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(request.headers)),
  };
  for (let index = 0; index <= 12; index += 1) {
    routes[`/chain/${index}`] = (_q, r) =>
      index === 0
        ? html('end of chain', 'text/plain')(_q, r)
        : r.writeHead(302, { location: `/chain/${index - 1}` }).end();
  }
  server = await LoopbackPageServer.start(routes);
});

afterAll(async () => {
  await server.close();
  await canary.close();
});

function createService(extraResolver: Record<string, readonly string[] | ((count: number) => readonly string[])> = {}) {
  const resolver = createTableResolver({
    'pages.test': [PUBLIC_ADDRESS],
    'other.test': [OTHER_PUBLIC_ADDRESS],
    'intranet.test': [PRIVATE_ADDRESS],
    ...extraResolver,
  });
  const { service, dials } = createLoopbackOnlyService({
    resolver,
    connectTo: [
      `${PUBLIC_ADDRESS}:80=127.0.0.1:${server.port}`,
      `${OTHER_PUBLIC_ADDRESS}:80=127.0.0.1:${server.port}`,
      `${PRIVATE_ADDRESS}:80=127.0.0.1:${server.port}`,
    ],
  });
  return { service, dials, resolver };
}

async function failure(promise: Promise<unknown>): Promise<WebRetrievalError> {
  try {
    await promise;
  } catch (error) {
    expect(WebRetrievalError.isInstance(error)).toBe(true);
    return error as WebRetrievalError;
  }
  throw new Error('expected the retrieval to fail');
}

describe('reading pages', () => {
  let service: WebPageRetrievalService;
  let dials: WebConnectionDial[];
  beforeAll(() => {
    ({ service, dials } = createService());
  });
  afterAll(() => service.close());

  it('extracts an HTML page to Markdown with metadata, pinned to the validated address', async () => {
    const page = await service.retrieve('http://pages.test/article');
    expect(page).toMatchObject({
      requestedUrl: 'http://pages.test/article',
      finalUrl: 'http://pages.test/article',
      contentKind: 'html',
      mediaType: 'text/html',
      charset: 'utf-8',
      title: 'Test article',
      status: 200,
      addresses: [PUBLIC_ADDRESS],
      privateTarget: false,
      requiredProviderConfidence: undefined,
    });
    expect(page.metadata.description).toBe('A page for tests');
    expect(page.content).toContain('The quick brown fox');
    expect(page.content).toContain('[Next page](http://pages.test/next)');
    expect(page.hops).toEqual([
      expect.objectContaining({ url: 'http://pages.test/article', connectedAddress: PUBLIC_ADDRESS, status: 200 }),
    ]);
    expect(dials.at(-1)).toEqual({
      hostname: 'pages.test',
      validatedAddress: PUBLIC_ADDRESS,
      validatedPort: 80,
      dialledAddress: '127.0.0.1',
      dialledPort: server.port,
    });
    expect(server.requests.at(-1)?.headers.host).toBe('pages.test');
  });

  it.each([
    ['/text', 'text/plain', 'line one\nline two\nline three\n'],
    ['/json', 'application/json', '{"a":1,\n"b":[2,3]}'],
    ['/yaml', 'application/yaml', 'key: value\n'],
    ['/csv', 'text/csv', 'a,b\n1,2\n'],
    ['/feed', 'application/atom+xml', '<?xml version="1.0"?><feed/>'],
    ['/problem', 'application/problem+json', '{"title":"x"}'],
  ])('returns the text document %s as sent, line endings unified', async (path, mediaType, content) => {
    const page = await service.retrieve(`http://pages.test${path}`);
    expect(page).toMatchObject({ contentKind: 'text', mediaType, content });
  });

  it('names a text document after its file', async () => {
    expect((await service.retrieve('http://pages.test/json')).title).toBe('json');
  });

  it.each([
    ['/pdf', 'application/pdf'],
    ['/svg', 'image/svg+xml'],
    ['/octet', 'application/octet-stream'],
    ['/zip', 'application/zip'],
  ])('refuses %s (%s) as soon as the headers arrive', async (path, mediaType) => {
    // /pdf never ends its body: waiting for it would end in TIMEOUT, not in this refusal.
    const error = await failure(service.retrieve(`http://pages.test${path}`, { timeoutMs: 8_000 }));
    expect(error).toMatchObject({ code: 'UNSUPPORTED_CONTENT_TYPE', blocked: false });
    expect(error.message).toContain(mediaType);
  });

  it('sniffs a missing content type from the first bytes', async () => {
    expect(await service.retrieve('http://pages.test/untyped-html')).toMatchObject({
      contentKind: 'html',
      mediaType: 'text/html',
    });
    expect(await service.retrieve('http://pages.test/untyped-text')).toMatchObject({
      contentKind: 'text',
      mediaType: 'text/plain',
      content: 'just some words\nover two lines',
    });
    expect(await service.retrieve('http://pages.test/untyped-xml')).toMatchObject({
      contentKind: 'text',
      mediaType: 'application/xml',
    });
    for (const path of ['/untyped-png', '/untyped-pdf', '/untyped-binary']) {
      expect(await failure(service.retrieve(`http://pages.test${path}`))).toMatchObject({
        code: 'UNSUPPORTED_CONTENT_TYPE',
      });
    }
  });

  it('decodes gzip, brotli, zlib and raw deflate, and stacked codings', async () => {
    expect((await service.retrieve('http://pages.test/gzip')).content).toBe('gzipped text');
    expect((await service.retrieve('http://pages.test/br')).content).toBe('brotli text');
    expect((await service.retrieve('http://pages.test/deflate')).content).toBe('zlib deflate text');
    expect((await service.retrieve('http://pages.test/deflate-raw')).content).toBe('raw deflate text');
    expect((await service.retrieve('http://pages.test/stacked')).content).toBe('stacked text');
    expect(server.requests.at(-1)?.headers['accept-encoding']).toBe('gzip, deflate, br');
  });

  it('refuses more than five stacked content codings with a reason of its own', async () => {
    expect((await service.retrieve('http://pages.test/gzip-x5')).content).toBe('five layers');
    for (const path of ['/gzip-x6', '/gzip-x6-headers']) {
      const error = await failure(service.retrieve(`http://pages.test${path}`));
      expect(error).toMatchObject({ code: 'TOO_MANY_CONTENT_ENCODINGS', blocked: false });
      expect(error.message).toContain('6 stacked content codings');
    }
  });

  it('refuses unknown codings and corrupt bodies', async () => {
    expect(await failure(service.retrieve('http://pages.test/compress'))).toMatchObject({
      code: 'UNSUPPORTED_CONTENT_ENCODING',
    });
    expect(await failure(service.retrieve('http://pages.test/corrupt-gzip'))).toMatchObject({
      code: 'INVALID_CONTENT',
    });
  });

  it.each(['/gzip-bomb', '/brotli-bomb'])(
    'stops the compression bomb %s at the cap, counted after decoding',
    async (path) => {
      global.gc?.();
      const before = process.memoryUsage().arrayBuffers + process.memoryUsage().heapUsed;
      const error = await failure(service.retrieve(`http://pages.test${path}`, { maxBytes: MIB }));
      const after = process.memoryUsage().arrayBuffers + process.memoryUsage().heapUsed;
      expect(error).toMatchObject({ code: 'SIZE', blocked: false });
      expect(error.message).toContain('after decompression');
      // 64 MiB inflated would show; the cap keeps growth near 1 MiB (allow slack for the runtime).
      expect(after - before).toBeLessThan(32 * MIB);
    },
  );

  it('refuses a declared length over the cap at once and a streamed one when it passes the cap', async () => {
    // /declared-huge sends one byte of its 50 MiB and holds on: SIZE (not TIMEOUT) means it was refused at once.
    expect(
      await failure(service.retrieve('http://pages.test/declared-huge', { maxBytes: MIB, timeoutMs: 8_000 })),
    ).toMatchObject({
      code: 'SIZE',
    });
    expect(await failure(service.retrieve('http://pages.test/big', { maxBytes: 2 * MIB }))).toMatchObject({
      code: 'SIZE',
    });
    expect(await failure(service.retrieve('http://pages.test/big'))).toMatchObject({ code: 'SIZE' });
  });

  it('accepts a body exactly at the cap', async () => {
    expect((await service.retrieve('http://pages.test/exactly-cap', { maxBytes: 1000 })).bytes).toBe(1000);
    expect(await failure(service.retrieve('http://pages.test/exactly-cap', { maxBytes: 999 }))).toMatchObject({
      code: 'SIZE',
    });
  });

  it('decodes charsets from the header, the document, or a byte-order mark', async () => {
    expect(await service.retrieve('http://pages.test/latin1')).toMatchObject({
      content: 'café crème',
      charset: 'windows-1252',
    });
    const meta = await service.retrieve('http://pages.test/meta-charset');
    expect(meta.title).toBe('Crème brûlée');
    expect(meta.content).toContain('Délicieux dessert français');
    expect(await service.retrieve('http://pages.test/xml-declaration')).toMatchObject({
      content: '<?xml version="1.0" encoding="ISO-8859-1"?><n>é</n>',
    });
    expect(await service.retrieve('http://pages.test/shift-jis')).toMatchObject({
      content: '日本',
      charset: 'shift_jis',
    });
    expect(await service.retrieve('http://pages.test/unknown-charset')).toMatchObject({
      content: 'plain ütf-8',
      charset: 'utf-8',
    });
    expect(await service.retrieve('http://pages.test/utf8-bom')).toMatchObject({
      content: 'bom wins: é',
      charset: 'utf-8',
    });
  });

  it('reports other statuses as HTTP_STATUS with the code', async () => {
    expect(await failure(service.retrieve('http://pages.test/not-found'))).toMatchObject({
      code: 'HTTP_STATUS',
      status: 404,
      blocked: false,
    });
    expect(await failure(service.retrieve('http://pages.test/server-error'))).toMatchObject({
      code: 'HTTP_STATUS',
      status: 503,
    });
  });
});

describe('redirects', () => {
  let service: WebPageRetrievalService;
  beforeAll(() => {
    ({ service } = createService());
  });
  afterAll(() => service.close());

  it('follows up to 10 redirects and refuses the 11th', async () => {
    const page = await service.retrieve('http://pages.test/chain/10');
    expect(page.finalUrl).toBe('http://pages.test/chain/0');
    expect(page.hops).toHaveLength(11);
    expect(await failure(service.retrieve('http://pages.test/chain/11'))).toMatchObject({
      code: 'TOO_MANY_REDIRECTS',
      blocked: false,
    });
  });

  it('resolves relative locations against the current URL', async () => {
    expect((await service.retrieve('http://pages.test/dir/redirect-relative')).finalUrl).toBe(
      'http://pages.test/article',
    );
  });

  it('refuses redirects without or with a broken Location', async () => {
    expect(await failure(service.retrieve('http://pages.test/redirect-no-location'))).toMatchObject({
      code: 'INVALID_REDIRECT',
    });
    expect(await failure(service.retrieve('http://pages.test/redirect-bad-location'))).toMatchObject({
      code: 'INVALID_REDIRECT',
    });
  });

  it('checks every redirect target in full: refused targets get zero connections', async () => {
    const before = canary.connections;
    expect(await failure(service.retrieve('http://pages.test/redirect-to-canary'))).toMatchObject({
      code: 'NEVER_ALLOWED_ADDRESS',
      blocked: true,
    });
    expect(await failure(service.retrieve('http://pages.test/redirect-to-canary-hex'))).toMatchObject({
      code: 'NEVER_ALLOWED_ADDRESS',
    });
    expect(await failure(service.retrieve('http://pages.test/redirect-to-localhost'))).toMatchObject({
      code: 'LOCAL_HOST_NAME',
    });
    expect(await failure(service.retrieve('http://pages.test/redirect-to-private'))).toMatchObject({
      code: 'PRIVATE_HOST_NOT_ALLOWED',
    });
    expect(await failure(service.retrieve('http://pages.test/redirect-to-file'))).toMatchObject({
      code: 'UNSUPPORTED_SCHEME',
    });
    const credentials = await failure(service.retrieve('http://pages.test/redirect-with-credentials'));
    expect(credentials).toMatchObject({ code: 'CREDENTIALS', url: 'http://other.test/echo' });
    expect(credentials.message).not.toContain('hunter2');
    expect(canary.connections).toBe(before);
  });

  it('drops Authorization and Cookie on a cross-origin hop, keeps them on the same origin', async () => {
    const headers = { authorization: 'Bearer secret-token', cookie: 'session=abc', 'x-trace': 'kept' };
    const same = JSON.parse(
      (await service.retrieve('http://pages.test/redirect-to-same', { headers })).content,
    ) as Record<string, string>;
    expect(same).toMatchObject({
      authorization: 'Bearer secret-token',
      cookie: 'session=abc',
      'x-trace': 'kept',
      host: 'pages.test',
    });
    const other = JSON.parse(
      (await service.retrieve('http://pages.test/redirect-to-other', { headers })).content,
    ) as Record<string, string>;
    expect(other.host).toBe('other.test');
    expect(other['x-trace']).toBe('kept');
    expect(other.authorization).toBeUndefined();
    expect(other.cookie).toBeUndefined();
  });

  it('keeps cookies set during the retrieval for later hops to the same origin only', async () => {
    const consent = await service.retrieve('http://pages.test/consent');
    expect(consent.content).toBe('consented with consent=yes');
    expect(consent.hops).toHaveLength(2);
    const other = JSON.parse((await service.retrieve('http://pages.test/cookie-then-other')).content) as Record<
      string,
      string
    >;
    expect(other.cookie).toBeUndefined();
    // Nothing is kept between retrievals.
    const requestsBefore = server.requests.length;
    await service.retrieve('http://pages.test/consent');
    expect(server.requests[requestsBefore]?.headers.cookie).toBeUndefined();
  });

  it('asks isTargetAllowed about every redirect target before sending anything to it', async () => {
    const seen: string[] = [];
    const requestsBefore = server.requests.length;
    const error = await failure(
      service.retrieve('http://pages.test/redirect-to-other', {
        isTargetAllowed: (url) => {
          seen.push(url.href);
          return url.hostname === 'pages.test';
        },
      }),
    );
    expect(error).toMatchObject({ code: 'TARGET_NOT_ALLOWED', blocked: true });
    expect(seen).toEqual(['http://pages.test/redirect-to-other', 'http://other.test/echo']);
    expect(server.requests.slice(requestsBefore).map((r) => r.headers.host)).toEqual(['pages.test']);
  });
});

describe('policies over real connections', () => {
  it('reads an allowlisted private host for a HIGH provider and flags the page as private', async () => {
    const { service } = createService();
    const page = await service.retrieve('http://intranet.test/article', {
      policy: 'allowlist',
      allowlist: ['intranet.test'],
      providerConfidence: 'HIGH',
    });
    expect(page).toMatchObject({ title: 'Test article', privateTarget: true, requiredProviderConfidence: 'HIGH' });
    service.close();
  });

  it('flags the page as private when a redirect passed through a private host', async () => {
    const { service } = createService();
    const page = await service.retrieve('http://pages.test/redirect-to-private', {
      policy: 'allowlist',
      allowlist: ['intranet.test'],
      providerConfidence: 'HIGH',
    });
    expect(page).toMatchObject({
      finalUrl: 'http://intranet.test/article',
      privateTarget: true,
      requiredProviderConfidence: 'HIGH',
    });
    service.close();
  });

  it('sends nothing to a private host for a provider below HIGH', async () => {
    const { service, dials } = createService();
    const error = await failure(
      service.retrieve('http://intranet.test/article', {
        policy: 'allowlist',
        allowlist: ['intranet.test'],
        providerConfidence: 'MEDIUM',
      }),
    );
    expect(error.code).toBe('INSUFFICIENT_PROVIDER_CONFIDENCE');
    expect(dials).toHaveLength(0);
  });

  it('lets a user-chosen loopback origin through, with its same-origin redirects', async () => {
    const { service } = createService();
    const page = await service.retrieve(server.url('/redirect-to-same'), { policy: 'user' });
    expect(page).toMatchObject({ finalUrl: server.url('/echo'), privateTarget: true });
    service.close();
  });

  it('judges a cross-origin redirect from a user-chosen origin as public-only plus the allowlist', async () => {
    const { service } = createService();
    const before = canary.connections;
    expect(await failure(service.retrieve(server.url('/redirect-to-canary'), { policy: 'user' }))).toMatchObject({
      code: 'NEVER_ALLOWED_ADDRESS',
    });
    expect(await failure(service.retrieve(server.url('/redirect-to-localhost'), { policy: 'user' }))).toMatchObject({
      code: 'LOCAL_HOST_NAME',
    });
    expect(await failure(service.retrieve(server.url('/redirect-to-private'), { policy: 'user' }))).toMatchObject({
      code: 'PRIVATE_HOST_NOT_ALLOWED',
    });
    const allowed = await service.retrieve(server.url('/redirect-to-private'), {
      policy: 'user',
      allowlist: ['intranet.test'],
      providerConfidence: 'HIGH',
    });
    expect(allowed.finalUrl).toBe('http://intranet.test/article');
    expect(canary.connections).toBe(before);
    service.close();
  });
});

describe('DNS rebinding and pinning (a real DNS server on 127.0.0.1)', () => {
  let dns: LoopbackDnsServer;
  beforeAll(async () => {
    // First answer public, every later one loopback: a rebinding attack.
    dns = await LoopbackDnsServer.start((name, type, count) => {
      if (!/^rebind\d\.test$/.test(name)) return undefined;
      if (type === 'AAAA') return [];
      return count === 0 ? [PUBLIC_ADDRESS] : ['127.0.0.1'];
    });
  });
  afterAll(() => dns.close());

  function rebindingService() {
    // Connections meant for the validated public address on the canary's port go to the page server.
    // Anything that resolved the name again and dialled 127.0.0.1 would hit the canary instead.
    return createLoopbackOnlyService({
      resolver: new DnsServerHostNameResolver(dns.address),
      connectTo: [`${PUBLIC_ADDRESS}:${canary.port}=127.0.0.1:${server.port}`],
    });
  }

  it('dials only the validated address; the later loopback answer is never used', async () => {
    const { service, dials } = rebindingService();
    const before = canary.connections;
    const page = await service.retrieve(`http://rebind1.test:${canary.port}/article`);
    expect(page.title).toBe('Test article');
    expect(page.addresses).toEqual([PUBLIC_ADDRESS]);
    expect(dials).toEqual([
      {
        hostname: 'rebind1.test',
        validatedAddress: PUBLIC_ADDRESS,
        validatedPort: canary.port,
        dialledAddress: '127.0.0.1',
        dialledPort: server.port,
      },
    ]);
    expect(server.requests.at(-1)?.headers.host).toBe(`rebind1.test:${canary.port}`);
    expect(canary.connections).toBe(before);
    service.close();
  });

  it('re-resolves on a redirect and refuses the rebound loopback answer before connecting', async () => {
    const { service, dials } = rebindingService();
    const before = canary.connections;
    // The first lookup of rebind3.test is public; the redirect back to it gets the loopback answer.
    const error = await failure(service.retrieve(`http://rebind3.test:${canary.port}/redirect-to-rebind-self`));
    expect(error).toMatchObject({ code: 'NEVER_ALLOWED_ADDRESS', blocked: true });
    expect(error.message).toContain('127.0.0.1');
    expect(dials).toHaveLength(1);
    expect(canary.connections).toBe(before);
    expect(dns.queries.filter((query) => query.name === 'rebind3.test' && query.type === 'A')).toHaveLength(2);
    service.close();
  });
});

describe('connections', () => {
  it('ignores proxies from the environment', async () => {
    const names = ['HTTP_PROXY', 'http_proxy', 'HTTPS_PROXY', 'https_proxy', 'ALL_PROXY', 'all_proxy'] as const;
    const saved = names.map((name) => process.env[name]);
    for (const name of names) process.env[name] = `http://127.0.0.1:${canary.port}`;
    try {
      const { service } = createService();
      const before = canary.connections;
      expect((await service.retrieve('http://pages.test/text')).content).toContain('line one');
      expect(canary.connections).toBe(before);
      service.close();
    } finally {
      names.forEach((name, index) => {
        if (saved[index] === undefined) delete process.env[name];
        else process.env[name] = saved[index];
      });
    }
  });

  it('tries each validated address in order and reports the one it used', async () => {
    const closed = await CanaryListener.start();
    const closedPort = closed.port;
    await closed.close();
    const { service, dials } = createLoopbackOnlyService({
      resolver: createTableResolver({ 'two.test': [OTHER_PUBLIC_ADDRESS, PUBLIC_ADDRESS] }),
      connectTo: [
        `${OTHER_PUBLIC_ADDRESS}:80=127.0.0.1:${closedPort}`,
        `${PUBLIC_ADDRESS}:80=127.0.0.1:${server.port}`,
      ],
    });
    const page = await service.retrieve('http://two.test/text');
    expect(page.hops[0]?.connectedAddress).toBe(PUBLIC_ADDRESS);
    expect(dials.map((dial) => dial.validatedAddress)).toEqual([OTHER_PUBLIC_ADDRESS, PUBLIC_ADDRESS]);
    service.close();
  });

  it('connects over IPv6 to a validated AAAA address, and reads an IDN host by its punycode name', async () => {
    const v6Public = '2606:2800:220:1:248:1893:25c8:1946';
    const v6Server = await LoopbackPageServer.start(
      {
        '/echo': (request, response) =>
          response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(request.headers)),
      },
      '::1',
    );
    try {
      const { service, dials } = createLoopbackOnlyService({
        resolver: createTableResolver({ 'xn--bcher-kva.test': [v6Public] }),
        connectTo: [`[${v6Public}]:80=[::1]:${v6Server.port}`],
      });
      const page = await service.retrieve('http://bücher.test/echo');
      expect(page.finalUrl).toBe('http://xn--bcher-kva.test/echo');
      expect(page.addresses).toEqual([v6Public]);
      expect((JSON.parse(page.content) as Record<string, string>).host).toBe('xn--bcher-kva.test');
      expect(dials).toEqual([expect.objectContaining({ validatedAddress: v6Public, dialledAddress: '::1' })]);
      // The user's own server on [::1] under the user policy.
      const own = await service.retrieve(v6Server.url('/echo'), { policy: 'user' });
      expect(own.addresses).toEqual(['::1']);
      service.close();
    } finally {
      await v6Server.close();
    }
  });

  it('reports CONNECTION_FAILED when no validated address accepts', async () => {
    const closed = await CanaryListener.start();
    const closedPort = closed.port;
    await closed.close();
    const { service } = createLoopbackOnlyService({
      resolver: createTableResolver({ 'down.test': [PUBLIC_ADDRESS] }),
      connectTo: [`${PUBLIC_ADDRESS}:80=127.0.0.1:${closedPort}`],
    });
    const error = await failure(service.retrieve('http://down.test/'));
    expect(error).toMatchObject({ code: 'CONNECTION_FAILED', blocked: false });
    expect(error.message).toContain(PUBLIC_ADDRESS);
  });

  it('verifies the TLS certificate against the URL host, wherever the socket goes', async () => {
    const { key, cert } = createSelfSignedCertificate('secure.test');
    const tlsServer = https.createServer({ key, cert }, (_q, r) =>
      r.writeHead(200, { 'content-type': 'text/plain' }).end('over tls'),
    );
    await new Promise<void>((resolve) => tlsServer.listen(0, '127.0.0.1', () => resolve()));
    const tlsPort = (tlsServer.address() as AddressInfo).port;
    try {
      const { service } = createLoopbackOnlyService({
        resolver: createTableResolver({ 'secure.test': [PUBLIC_ADDRESS], 'impostor.test': [PUBLIC_ADDRESS] }),
        connectTo: [`${PUBLIC_ADDRESS}:443=127.0.0.1:${tlsPort}`],
        tls: { ca: cert },
      });
      expect((await service.retrieve('https://secure.test/')).content).toBe('over tls');
      const error = await failure(service.retrieve('https://impostor.test/'));
      expect(error.code).toBe('CONNECTION_FAILED');
      expect(error.message).toMatch(/impostor\.test|altnames|certificate/i);
      const { service: untrusting } = createLoopbackOnlyService({
        resolver: createTableResolver({ 'secure.test': [PUBLIC_ADDRESS] }),
        connectTo: [`${PUBLIC_ADDRESS}:443=127.0.0.1:${tlsPort}`],
      });
      expect((await failure(untrusting.retrieve('https://secure.test/'))).code).toBe('CONNECTION_FAILED');
    } finally {
      tlsServer.closeAllConnections();
      await new Promise<void>((resolve) => tlsServer.close(() => resolve()));
    }
  });
});

describe('timeouts and cancellation', () => {
  let service: WebPageRetrievalService;
  beforeAll(() => {
    ({ service } = createService());
  });
  afterAll(() => service.close());

  it('times out waiting for headers', async () => {
    const error = await failure(service.retrieve('http://pages.test/slow-headers', { headersTimeoutMs: 200 }));
    expect(error).toMatchObject({ code: 'TIMEOUT', blocked: false });
  });

  it('times out when the body goes idle', async () => {
    const error = await failure(service.retrieve('http://pages.test/slow-body', { bodyIdleTimeoutMs: 200 }));
    expect(error.code).toBe('TIMEOUT');
  });

  it('enforces one overall deadline on a body that never ends', async () => {
    // The body never goes idle (a write every 20 ms), so only the overall deadline can end it.
    const error = await failure(service.retrieve('http://pages.test/never-ending', { timeoutMs: 400 }));
    expect(error.code).toBe('TIMEOUT');
    expect(error.message).toContain('0.4 seconds');
  });

  it('times out a connection that never completes (a TLS handshake that never answers)', async () => {
    const silent = await CanaryListener.start({ keepOpen: true });
    try {
      const { service: tlsService } = createLoopbackOnlyService({
        resolver: createTableResolver({ 'silent.test': [PUBLIC_ADDRESS] }),
        connectTo: [`${PUBLIC_ADDRESS}:443=127.0.0.1:${silent.port}`],
      });
      const error = await failure(tlsService.retrieve('https://silent.test/', { connectTimeoutMs: 200 }));
      expect(error).toMatchObject({ code: 'TIMEOUT', blocked: false });
      expect(silent.connections).toBe(1);
    } finally {
      await silent.close();
    }
  });

  it('covers a name lookup that never answers with the overall deadline', async () => {
    const { service: hanging } = createLoopbackOnlyService({
      resolver: {
        resolve: (_name, signal) =>
          new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason))),
      },
    });
    const error = await failure(hanging.retrieve('http://hang.test/', { timeoutMs: 300 }));
    expect(error.code).toBe('TIMEOUT');
  });

  it('cancels everything when the caller aborts', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 150);
    const error = await failure(service.retrieve('http://pages.test/slow-headers', { signal: controller.signal }));
    expect(error).toMatchObject({ code: 'ABORTED', blocked: false });
    const early = new AbortController();
    early.abort();
    expect((await failure(service.retrieve('http://pages.test/article', { signal: early.signal }))).code).toBe(
      'ABORTED',
    );
  });
});
