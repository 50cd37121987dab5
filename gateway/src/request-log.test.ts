// The gateway's request ids (made here, kept only from a trusted proxy, handed to every upstream,
// answered back), its one log line per request, and the API's /metrics never served through it.
import http from 'node:http';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { buildGateway, type GatewayConfig } from './gateway.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** An upstream that answers every path with the path and the request id it was given. */
function echoingUpstream() {
  const upstream = Fastify();
  const seen: string[] = [];
  upstream.get('/metrics', async () => {
    seen.push('/metrics');
    return 'metrics of the API';
  });
  upstream.all('/*', async (request) => {
    seen.push(request.url);
    return { path: request.url, requestId: request.headers['x-request-id'] ?? null };
  });
  return { upstream, seen };
}

const api = echoingUpstream();
const lotto = echoingUpstream();
const lines: Record<string, unknown>[] = [];
const gateways: Awaited<ReturnType<typeof buildGateway>>[] = [];
let config: GatewayConfig;
let gateway: Awaited<ReturnType<typeof buildGateway>>;
let behindProxy: Awaited<ReturnType<typeof buildGateway>>;

const address = (server: { address(): unknown }) => `http://127.0.0.1:${(server.address() as { port: number }).port}`;

beforeAll(async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'tanghuay-request-log-'));
  await mkdir(path.join(dir, 'dist'));
  await writeFile(path.join(dir, 'dist/index.html'), '<!doctype html><title>host</title>');
  for (const { upstream } of [api, lotto]) await upstream.listen({ host: '127.0.0.1', port: 0 });
  config = {
    API_URL: address(api.upstream.server),
    REMOTE_LOTTO_URL: address(lotto.upstream.server),
    REMOTE_DEMO_URL: 'http://127.0.0.1:9',
    HOST_DIST: path.join(dir, 'dist'),
  };
  gateway = await buildGateway(config, { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line)) } });
  behindProxy = await buildGateway({ ...config, TRUST_PROXY: '127.0.0.1,10.0.0.0/8' });
  gateways.push(gateway, behindProxy);
  await gateway.listen({ host: '127.0.0.1', port: 0 });
});

afterAll(async () => {
  for (const server of gateways) await server.close();
  for (const { upstream } of [api, lotto]) await upstream.close();
});

beforeEach(() => {
  lines.length = 0;
  api.seen.length = 0;
});

describe('request ids', () => {
  it('gives each request an id of its own, hands it to the API and answers it back', async () => {
    const first = await gateway.inject({ url: '/api/health' });
    const second = await gateway.inject({ url: '/api/health' });
    for (const response of [first, second]) {
      expect(response.headers['x-request-id']).toMatch(UUID);
      expect(response.json()).toEqual({ path: '/api/health', requestId: response.headers['x-request-id'] });
    }
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
  });

  it("hands it to a remote's server too", async () => {
    const response = await gateway.inject({ url: '/remotes/lotto/1.0.0/remoteEntry.js' });
    expect(response.json()).toEqual({ path: '/remotes/lotto/1.0.0/remoteEntry.js', requestId: response.headers['x-request-id'] });
  });

  it('replaces the id a client sends when the client is not a trusted proxy', async () => {
    for (const server of [gateway, behindProxy]) {
      const response = await server.inject({ url: '/api/health', remoteAddress: '203.0.113.7', headers: { 'x-request-id': 'chosen-by-client' } });
      expect(response.headers['x-request-id']).toMatch(UUID);
      expect(response.json().requestId).toBe(response.headers['x-request-id']);
    }
  });

  it("keeps a trusted proxy's well-formed id, and replaces one that is not well formed", async () => {
    for (const remoteAddress of ['127.0.0.1', '10.1.2.3', '::ffff:10.1.2.3']) {
      const kept = await behindProxy.inject({ url: '/api/health', remoteAddress, headers: { 'x-request-id': 'lb-7d3f9e21' } });
      expect(kept.headers['x-request-id']).toBe('lb-7d3f9e21');
      expect(kept.json().requestId).toBe('lb-7d3f9e21');
    }
    for (const malformed of ['two words', 'x'.repeat(129), 'a"}\n{"level":60']) {
      const replaced = await behindProxy.inject({ url: '/api/health', remoteAddress: '127.0.0.1', headers: { 'x-request-id': malformed } });
      expect(replaced.headers['x-request-id']).toMatch(UUID);
      expect(replaced.json().requestId).toBe(replaced.headers['x-request-id']);
    }
  });
});

describe('log lines', () => {
  it('logs one JSON line per request: its id, method, route, path without the query string, status and duration', async () => {
    const response = await gateway.inject({ url: '/api/seamless/wallet/show?UserToken=a-secret-user-token' });
    const id = response.headers['x-request-id'];
    expect(lines.filter((line) => line.reqId === id)).toEqual([
      expect.objectContaining({
        level: 30,
        msg: 'request',
        method: 'GET',
        route: '/api/*',
        path: '/api/seamless/wallet/show',
        status: 200,
        durationMs: expect.any(Number),
      }),
    ]);
    expect(JSON.stringify(lines)).not.toContain('a-secret-user-token');
  });
});

/** A GET over a real socket with the path exactly as written (no client normalizes it). */
function rawGet(url: string, requestPath: string, accept = '*/*') {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request(url, { path: requestPath, headers: { accept }, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
    });
    request.on('error', reject);
    request.end();
  });
}

describe("the API's /metrics", () => {
  const tricks = [
    '/metrics',
    '/metrics?x=1',
    '//metrics',
    '/api/../metrics',
    '/api/./../metrics',
    '/api/%2e%2e/metrics',
    '/api/%2E%2E/metrics',
    '/api/..%2fmetrics',
    '/api/..%2Fmetrics',
    '/api%2f..%2fmetrics',
    '/api/..\\metrics',
    '/api/%2e%2e%2fmetrics',
    '/ws/../metrics',
    '/remotes/lotto/../../metrics',
  ];

  it('answers 404 at /metrics, and a browser asking for it as a page gets the host page', async () => {
    const url = address(gateway.server);
    expect(await rawGet(url, '/metrics')).toEqual({ status: 404, body: expect.stringContaining('NOT_FOUND') });
    expect(await rawGet(url, '/metrics', 'text/html')).toEqual({ status: 200, body: expect.stringContaining('<title>host</title>') });
  });

  it.each(tricks)('never reaches the API as /metrics: %s', async (requestPath) => {
    const url = address(gateway.server);
    for (const accept of ['*/*', 'text/html']) {
      const answer = await rawGet(url, requestPath, accept);
      expect(answer.body).not.toContain('metrics of the API');
    }
    expect(api.seen).not.toContain('/metrics');
  });
});
