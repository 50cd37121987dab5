import { once } from 'node:events';
import http from 'node:http';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import Fastify from 'fastify';
import { buildStaticServer } from '@tanghuay/tooling/static-server';
import { buildGateway, type GatewayConfig } from './gateway.ts';

const BODY_LIMIT = 1_048_576;
const DOWN = 'http://127.0.0.1:9'; // nothing listens: a server that is down

let dir: string;
const api = Fastify();
const lotto = Fastify();
/** Every address the API and the lotto remote's server were asked for. */
const upstreamsSaw: string[] = [];
/** What the API received at POST /api/echo-body. */
const received: { contentType: string | undefined; body: Buffer }[] = [];
/** An upstream that accepts connections and never answers. */
const silent = http.createServer(() => {});
const gateways: Awaited<ReturnType<typeof buildGateway>>[] = [];
let gateway: Awaited<ReturnType<typeof buildGateway>>;
let config: GatewayConfig;

const address = (server: { address(): unknown }) => `http://127.0.0.1:${(server.address() as { port: number }).port}`;

/** A gateway like the one under test with other settings, on a real port. */
async function startGateway(overrides: Partial<GatewayConfig>): Promise<string> {
  const other = await buildGateway({ ...config, ...overrides });
  gateways.push(other);
  await other.listen({ host: '127.0.0.1', port: 0 });
  return address(other.server);
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'tanghuay-gateway-'));
  await mkdir(path.join(dir, 'dist'));
  await writeFile(path.join(dir, 'dist/index.html'), '<!doctype html><title>host</title>');
  await writeFile(path.join(dir, 'dist/main.0123abcd.js'), 'console.log(1)');
  await writeFile(path.join(dir, 'dist/main.0123abcd.js.br'), brotliCompressSync('console.log(1)'));
  await writeFile(path.join(dir, 'dist/main.0123abcd.js.map'), '{"sources":["webpack://host/./src/main.ts"]}');
  for (const upstream of [api, lotto]) {
    upstream.addHook('onRequest', async (request) => {
      upstreamsSaw.push(request.url);
    });
  }
  api.get('/api/health', async () => ({ status: 'ok', from: 'api' }));
  // The API's answer to /remotes.json (its release state), telling what it was sent.
  api.get('/api/releases/served', async (request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .header('set-cookie', 'tanghuay_visitor=v-1; Path=/; HttpOnly; SameSite=Lax')
      .send({
        lotto: { version: '1.2.3', entry: '/remotes/lotto/1.2.3/mf-manifest.json' },
        sent: {
          url: request.url,
          cookie: request.headers.cookie,
          authorization: request.headers.authorization,
          forwardedFor: request.headers['x-forwarded-for'],
          forwardedProto: request.headers['x-forwarded-proto'],
        },
      }),
  );
  api.get('/api/echo-forwarded-for', async (request) => ({ forwardedFor: request.headers['x-forwarded-for'] }));
  api.get('/api/echo-forwarded-proto', async (request) => ({ forwardedProto: request.headers['x-forwarded-proto'] }));
  api.get('/api/auth/echo-cookie', async (request, reply) =>
    reply.header('set-cookie', 'tanghuay_device=from-api; Path=/api/auth; HttpOnly; SameSite=Strict').send({ cookie: request.headers.cookie }),
  );
  // The API's own documentation page comes with the API's own policy.
  api.get('/api/docs', async (_request, reply) =>
    reply.header('content-security-policy', "default-src 'self'; script-src 'self' 'unsafe-inline'").type('text/html').send('<h1>docs</h1>'),
  );
  // Reads bodies as raw bytes of any size, to see exactly what the gateway forwards.
  api.removeAllContentTypeParsers();
  api.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 16 * BODY_LIMIT }, (_request, body, done) => done(null, body));
  api.post('/api/echo-body', async (request) => {
    received.push({ contentType: request.headers['content-type'], body: request.body as Buffer });
    return { ok: true };
  });
  await api.listen({ host: '127.0.0.1', port: 0 });
  lotto.get('/remotes/lotto/1.2.3/mf-manifest.json', async () => ({ name: 'lotto' }));
  await lotto.listen({ host: '127.0.0.1', port: 0 });
  silent.listen(0, '127.0.0.1');
  await once(silent, 'listening');
  config = {
    API_URL: address(api.server),
    REMOTE_LOTTO_URL: address(lotto.server),
    REMOTE_DEMO_URL: DOWN,
    HOST_DIST: path.join(dir, 'dist'),
  };
  gateway = await buildGateway(config);
  await gateway.listen({ host: '127.0.0.1', port: 0 });
});

afterAll(async () => {
  for (const other of [gateway, ...gateways]) await other.close();
  await api.close();
  await lotto.close();
  silent.closeAllConnections();
  silent.close();
});

beforeEach(() => {
  received.length = 0;
  upstreamsSaw.length = 0;
});

const html = { accept: 'text/html,application/xhtml+xml' };

describe('gateway', () => {
  it("answers /remotes.json with what the API's release state serves this caller, never cached", async () => {
    const response = await gateway.inject({
      url: '/remotes.json',
      remoteAddress: '203.0.113.7',
      headers: { cookie: 'tanghuay_visitor=v-0', authorization: 'Bearer access', 'x-forwarded-for': '6.6.6.6', 'x-forwarded-proto': 'https' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['set-cookie']).toBe('tanghuay_visitor=v-1; Path=/; HttpOnly; SameSite=Lax');
    expect(response.json()).toEqual({
      lotto: { version: '1.2.3', entry: '/remotes/lotto/1.2.3/mf-manifest.json' },
      sent: { url: '/api/releases/served', cookie: 'tanghuay_visitor=v-0', authorization: 'Bearer access', forwardedFor: '203.0.113.7', forwardedProto: 'http' },
    });
  });

  it('sends nothing under /remotes.json/ to the API', async () => {
    const response = await gateway.inject({ url: '/remotes.json/served', headers: { accept: '*/*' } });
    expect(response.statusCode).toBe(404);
    expect(upstreamsSaw).toEqual([]);
  });

  it('answers deep links with the host page, revalidated on every load', async () => {
    for (const url of ['/', '/tanghuay-online/list-detail/42']) {
      const response = await gateway.inject({ url, headers: html });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>host</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('lets browsers keep content-hashed files for a year', async () => {
    const response = await gateway.inject({ url: '/main.0123abcd.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the pre-compressed copy to browsers that accept it, still cached for a year', async () => {
    const response = await gateway.inject({ url: '/main.0123abcd.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('proxies /api to the API', async () => {
    const response = await gateway.inject({ url: '/api/health' });
    expect(response.json()).toEqual({ status: 'ok', from: 'api' });
  });

  it('proxies a remote’s files to its server', async () => {
    const response = await gateway.inject({ url: '/remotes/lotto/1.2.3/mf-manifest.json' });
    expect(response.json()).toEqual({ name: 'lotto' });
  });

  it("tells the API the caller's own address, replacing any address the caller claims", async () => {
    const response = await gateway.inject({
      url: '/api/echo-forwarded-for',
      remoteAddress: '203.0.113.7',
      headers: { 'x-forwarded-for': '6.6.6.6' },
    });
    expect(response.json()).toEqual({ forwardedFor: '203.0.113.7' });
  });

  it("never serves the host's source maps: 404 in the envelope", async () => {
    for (const headers of [{ accept: '*/*' }, { accept: '*/*', 'accept-encoding': 'br, gzip' }]) {
      const response = await gateway.inject({ url: '/main.0123abcd.js.map', headers });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'ไม่พบข้อมูลที่ร้องขอ' } });
    }
  });

  it('tells the API whether the request came over HTTPS, replacing what the caller claims', async () => {
    const response = await gateway.inject({ url: '/api/echo-forwarded-proto', headers: { 'x-forwarded-proto': 'https' } });
    expect(response.json()).toEqual({ forwardedProto: 'http' });
  });

  it("passes the browser's cookies to the API and the API's cookies to the browser", async () => {
    const response = await gateway.inject({ url: '/api/auth/echo-cookie', headers: { cookie: 'tanghuay_device=from-browser' } });
    expect(response.json()).toEqual({ cookie: 'tanghuay_device=from-browser' });
    expect(response.headers['set-cookie']).toBe('tanghuay_device=from-api; Path=/api/auth; HttpOnly; SameSite=Strict');
  });

  it('answers a missing file that is not a page with a JSON 404', async () => {
    const response = await gateway.inject({ url: '/missing.0123abcd.js', headers: { accept: '*/*' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'ไม่พบข้อมูลที่ร้องขอ' } });
  });
});

describe('what a browser may keep', () => {
  // The lotto remote's own server behind the gateway, as in production: its cache headers and 304s
  // reach the browser as it sent them.
  let withRemote: Awaited<ReturnType<typeof buildGateway>>;

  beforeAll(async () => {
    const version = path.join(dir, 'lotto/1.2.3');
    await mkdir(version, { recursive: true });
    for (const file of ['mf-manifest.json', 'remoteEntry.js', 'routes.89abcdef.js']) await writeFile(path.join(version, file), `/* ${file} */`);
    const remote = await buildStaticServer(path.join(dir, 'lotto'), '/remotes/lotto/');
    gateways.push(remote);
    await remote.listen({ host: '127.0.0.1', port: 0 });
    withRemote = await buildGateway({ ...config, REMOTE_LOTTO_URL: address(remote.server) });
    gateways.push(withRemote);
  });

  // (The host's own files and /remotes.json: 'gateway' above.)
  it.each([
    ['/remotes/lotto/1.2.3/mf-manifest.json', 'no-cache'],
    ['/remotes/lotto/1.2.3/remoteEntry.js', 'no-cache'],
    ['/remotes/lotto/1.2.3/routes.89abcdef.js', 'public, max-age=31536000, immutable'],
  ])('%s is answered with Cache-Control: %s', async (url, cacheControl) => {
    const response = await withRemote.inject({ url, headers: html });
    expect([response.statusCode, response.headers['cache-control']]).toEqual([200, cacheControl]);
  });

  it.each(['/', '/tanghuay-round', '/remotes/lotto/1.2.3/mf-manifest.json', '/remotes/lotto/1.2.3/remoteEntry.js'])(
    'a browser revalidating %s is answered 304 without a body',
    async (url) => {
      const { etag } = (await withRemote.inject({ url, headers: html })).headers;
      expect(etag).toEqual(expect.any(String));
      const revalidated = await withRemote.inject({ url, headers: { ...html, 'if-none-match': String(etag) } });
      expect([revalidated.statusCode, revalidated.headers['cache-control'], revalidated.body]).toEqual([304, 'no-cache', '']);
    },
  );
});

describe('security headers', () => {
  const answers = {
    'a page': { url: '/tanghuay-round', headers: html },
    'a built file': { url: '/main.0123abcd.js' },
    '/remotes.json': { url: '/remotes.json' },
    'a remote’s file': { url: '/remotes/lotto/1.2.3/mf-manifest.json' },
    'an API answer': { url: '/api/health' },
    'a 404': { url: '/missing.0123abcd.js' },
  };

  it.each(Object.entries(answers))('%s carries the page policy and the browser-hardening headers', async (_name, request) => {
    const response = await gateway.inject(request);
    expect(response.statusCode).toBeLessThan(500);
    const policy = String(response.headers['content-security-policy']);
    const directives = new Map(policy.split(/;\s*/).map((directive) => [directive.split(' ')[0], directive]));
    expect(directives.get('script-src')).toBe("script-src 'self'");
    expect(directives.get('default-src')).toBe("default-src 'self'");
    expect(directives.get('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directives.get('object-src')).toBe("object-src 'none'");
    expect(directives.get('connect-src')).toBe("connect-src 'self'");
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).not.toContain('upgrade-insecure-requests');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['permissions-policy']).toEqual(expect.stringContaining('camera=()'));
    expect(response.headers['permissions-policy']).toEqual(expect.stringContaining('microphone=()'));
    expect(response.headers['permissions-policy']).toEqual(expect.stringContaining('geolocation=()'));
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it("keeps an upstream's own policy instead of the page policy, once", async () => {
    const response = await gateway.inject({ url: '/api/docs' });
    expect(response.headers['content-security-policy']).toBe("default-src 'self'; script-src 'self' 'unsafe-inline'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  describe('HSTS', () => {
    const viaTlsProxy = { remoteAddress: '127.0.0.1', headers: { ...html, 'x-forwarded-proto': 'https' } };
    let behindProxy: Awaited<ReturnType<typeof buildGateway>>;

    beforeAll(async () => {
      behindProxy = await buildGateway({ ...config, TRUST_PROXY: '127.0.0.1' });
      gateways.push(behindProxy);
    });

    it('is sent on answers to a request the trusted TLS proxy received over HTTPS, for 180 days', async () => {
      const response = await behindProxy.inject({ url: '/', ...viaTlsProxy });
      expect(response.headers['strict-transport-security']).toBe('max-age=15552000; includeSubDomains');
    });

    it('is not sent over plain HTTP', async () => {
      const response = await behindProxy.inject({ url: '/', remoteAddress: '127.0.0.1', headers: html });
      expect(response.headers['strict-transport-security']).toBeUndefined();
    });

    it('is not sent when a client that is not a trusted proxy claims HTTPS', async () => {
      for (const server of [gateway, behindProxy]) {
        const response = await server.inject({ url: '/', ...viaTlsProxy, remoteAddress: '203.0.113.7' });
        expect(response.headers['strict-transport-security']).toBeUndefined();
      }
    });

    it('is not sent with HSTS_MAX_AGE=0', async () => {
      const off = await buildGateway({ ...config, TRUST_PROXY: '127.0.0.1', HSTS_MAX_AGE: 0 });
      gateways.push(off);
      const response = await off.inject({ url: '/', ...viaTlsProxy });
      expect(response.headers['strict-transport-security']).toBeUndefined();
    });

    it("tells the API the address the trusted proxy reports as the member's", async () => {
      const response = await behindProxy.inject({
        url: '/api/echo-forwarded-for',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '198.51.100.9' },
      });
      expect(response.json()).toEqual({ forwardedFor: '198.51.100.9' });
    });

    it('tells the API the request came over HTTPS when the trusted proxy says so', async () => {
      const response = await behindProxy.inject({
        url: '/api/echo-forwarded-proto',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(response.json()).toEqual({ forwardedProto: 'https' });
    });
  });
});

interface Answer {
  status: number;
  contentType: string | undefined;
  body: string;
}

/**
 * A request over a real socket. `chunked`: the body is sent in 64 KiB pieces without a length.
 * Rejects if the connection breaks before the whole answer is read.
 */
function send(url: string, options: { method?: string; headers?: http.OutgoingHttpHeaders; body?: Buffer; chunked?: boolean } = {}) {
  const { method = 'GET', headers = {}, body, chunked = false } = options;
  return new Promise<Answer>((resolve, reject) => {
    const request = http.request(url, { method, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, contentType: response.headers['content-type'], body: Buffer.concat(chunks).toString() }),
      );
    });
    request.on('error', reject);
    if (!body) return void request.end();
    if (!chunked) {
      request.setHeader('content-length', body.length);
      return void request.end(body);
    }
    for (let start = 0; start < body.length; start += 65_536) request.write(body.subarray(start, start + 65_536));
    request.end();
  });
}

const envelope = (code: string, message: string) => JSON.stringify({ error: { code, message } });
const TOO_LARGE = envelope('PAYLOAD_TOO_LARGE', 'ข้อมูลที่ส่งมีขนาดใหญ่เกินไป');
const BAD_GATEWAY = envelope('BAD_GATEWAY', 'ระบบไม่สามารถเชื่อมต่อได้ชั่วคราว กรุณาลองใหม่อีกครั้ง');
const GATEWAY_TIMEOUT = envelope('GATEWAY_TIMEOUT', 'ระบบใช้เวลาตอบนานเกินไป กรุณาลองใหม่อีกครั้ง');

/** A JSON document of exactly `size` bytes, with whitespace and key order a re-encoding would change. */
function oddJson(size: number): Buffer {
  const start = '{ "z" :1,\n\t"a":  [ 2 ,3 ], "pad":"';
  const end = '" ,"m":{"y":null ,"b" : true}  }\n';
  return Buffer.from(start + 'x'.repeat(size - start.length - end.length) + end);
}

describe('request bodies', () => {
  let url: string;
  beforeAll(() => {
    url = `${address(gateway.server)}/api/echo-body`;
  });

  it.each([
    ['with a length', false],
    ['in chunks', true],
  ])('a body over BODY_LIMIT sent %s is answered 413 by the gateway every time, and never reaches the API', async (_how, chunked) => {
    const body = Buffer.alloc(2 * BODY_LIMIT, 'a');
    for (let attempt = 0; attempt < 20; attempt++) {
      const answer = await send(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body, chunked });
      expect(answer).toEqual({ status: 413, contentType: 'application/json; charset=utf-8', body: TOO_LARGE });
    }
    expect(received).toEqual([]);
  });

  it.each([
    ['with a length', false],
    ['in chunks', true],
  ])('a body just under BODY_LIMIT sent %s reaches the API byte for byte, with its content type', async (_how, chunked) => {
    const body = oddJson(BODY_LIMIT - 1);
    const answer = await send(url, { method: 'POST', headers: { 'content-type': 'application/json; charset=utf-8' }, body, chunked });
    expect(answer.status).toBe(200);
    expect(received).toHaveLength(1);
    expect(received[0]?.contentType).toBe('application/json; charset=utf-8');
    expect(received[0]?.body.equals(body)).toBe(true);
  });

  it('BODY_LIMIT is configuration', async () => {
    const small = await startGateway({ BODY_LIMIT: 100 });
    const over = await send(`${small}/api/echo-body`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: Buffer.alloc(101) });
    const under = await send(`${small}/api/echo-body`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: Buffer.alloc(100) });
    expect([over.status, under.status]).toEqual([413, 200]);
    expect(received).toHaveLength(1);
  });
});

describe('upstream failures', () => {
  it('answers 502 when the API is down', async () => {
    const down = await startGateway({ API_URL: DOWN });
    for (const method of ['GET', 'POST']) {
      const answer = await send(`${down}/api/health`, { method, headers: { 'content-type': 'application/json' }, body: Buffer.from('{}') });
      expect(answer).toEqual({ status: 502, contentType: 'application/json; charset=utf-8', body: BAD_GATEWAY });
    }
    expect(await send(`${down}/remotes.json`)).toEqual({ status: 502, contentType: 'application/json; charset=utf-8', body: BAD_GATEWAY });
  });

  it('answers 502 when a remote’s server is down, not the host page', async () => {
    const answer = await send(`${address(gateway.server)}/remotes/demo/1.0.0/mf-manifest.json`, { headers: html });
    expect(answer).toEqual({ status: 502, contentType: 'application/json; charset=utf-8', body: BAD_GATEWAY });
  });

  it('answers 504 when the API does not answer within UPSTREAM_TIMEOUT_SECONDS', async () => {
    const slow = await startGateway({ API_URL: address(silent), UPSTREAM_TIMEOUT_SECONDS: 0.2 });
    const answer = await send(`${slow}/api/health`);
    expect(answer).toEqual({ status: 504, contentType: 'application/json; charset=utf-8', body: GATEWAY_TIMEOUT });
  });
});

describe('refused requests', () => {
  it('answers a malformed address with the envelope', async () => {
    const response = await gateway.inject({ url: '/remotes/lotto/%zz' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'BAD_REQUEST', message: 'คำขอไม่ถูกต้อง' } });
  });

  it('answers a request that is not HTTP with the envelope', async () => {
    const socket = connect((gateway.server.address() as { port: number }).port, '127.0.0.1');
    socket.end('NOT HTTP\r\n\r\n');
    const chunks: Buffer[] = [];
    for await (const chunk of socket) chunks.push(chunk as Buffer);
    const answer = Buffer.concat(chunks).toString();
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(answer.split('\r\n\r\n')[1]).toBe(envelope('BAD_REQUEST', 'คำขอไม่ถูกต้อง'));
  });
});

describe('protocol upgrades', () => {
  const UPGRADE_NOT_ALLOWED = envelope('UPGRADE_NOT_ALLOWED', 'ที่อยู่นี้ไม่รองรับการเปลี่ยนรูปแบบการเชื่อมต่อ');
  const refused = { status: 400, contentType: 'application/json; charset=utf-8', body: UPGRADE_NOT_ALLOWED };
  const addresses = ['/api/health', '/remotes/lotto/1.2.3/mf-manifest.json', '/remotes.json', '/', '/tanghuay-round', '/health/live'];
  const lines: { level: number; msg: string; status?: number }[] = [];
  let url: string;

  beforeAll(async () => {
    const logged = await buildGateway(config, { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line)) } });
    gateways.push(logged);
    await logged.listen({ host: '127.0.0.1', port: 0 });
    url = address(logged.server);
  });

  beforeEach(() => {
    lines.length = 0;
  });

  it.each(addresses)('an Upgrade header on %s is answered 400 by the gateway, reaches nothing behind it and logs no failure', async (requestPath) => {
    for (const upgrade of ['h2c', 'websocket', 'anything']) {
      expect(await send(`${url}${requestPath}`, { headers: { upgrade, ...html } })).toEqual(refused);
    }
    expect(upstreamsSaw).toEqual([]);
    expect(lines.filter((line) => line.level >= 40)).toEqual([]);
    expect(lines.filter((line) => line.msg === 'request').map((line) => line.status)).toEqual([400, 400, 400]);
  });

  it('a websocket handshake outside /ws is answered 400 at once, not left hanging', async () => {
    const request = http.request(`${url}/api/health`, {
      agent: false,
      headers: { connection: 'Upgrade', upgrade: 'websocket', 'sec-websocket-version': '13', 'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==' },
    });
    request.end();
    const [response] = (await once(request, 'response')) as [http.IncomingMessage];
    const chunks: Buffer[] = [];
    for await (const chunk of response) chunks.push(chunk as Buffer);
    expect([response.statusCode, Buffer.concat(chunks).toString()]).toEqual([400, UPGRADE_NOT_ALLOWED]);
    expect(upstreamsSaw).toEqual([]);
    expect(lines.filter((line) => line.level >= 40)).toEqual([]);
  });
});
