// The gateway's /health/live and /health/ready against small fake upstreams: one whose readiness
// answers as the test says, one that never answers, and one that is down.
import { once } from 'node:events';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildGateway, type GatewayConfig } from './gateway.ts';

const DOWN = 'http://127.0.0.1:9'; // nothing listens: a server that is down
const HEALTH_TIMEOUT_SECONDS = 0.2;

/** The status each fake upstream's readiness answers with, by the path it is asked on. */
const readyStatus = new Map<string, number>();
/** Counts the readiness checks it is asked. */
let checks = 0;
const upstream = http.createServer((request, response) => {
  checks += 1;
  response.writeHead(readyStatus.get(request.url ?? '') ?? 404, { 'content-type': 'application/json' }).end('{}');
});
/** Accepts connections and never answers. */
const silent = http.createServer(() => {});
const gateways: Awaited<ReturnType<typeof buildGateway>>[] = [];
let base: Omit<GatewayConfig, 'API_URL' | 'REMOTE_LOTTO_URL' | 'REMOTE_DEMO_URL'>;

const address = (server: http.Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

async function gateway(upstreams: Pick<GatewayConfig, 'API_URL' | 'REMOTE_LOTTO_URL' | 'REMOTE_DEMO_URL'>) {
  const app = await buildGateway({ ...base, ...upstreams, HEALTH_TIMEOUT_SECONDS });
  gateways.push(app);
  return app;
}

beforeAll(async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'tanghuay-gateway-health-'));
  await mkdir(path.join(dir, 'dist'));
  await writeFile(path.join(dir, 'dist/index.html'), '<!doctype html><title>host</title>');
  base = { HOST_DIST: path.join(dir, 'dist') };
  for (const server of [upstream, silent]) {
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
  }
});

afterAll(async () => {
  for (const app of gateways) await app.close();
  silent.closeAllConnections();
  for (const server of [upstream, silent]) server.close();
});

beforeEach(() => {
  readyStatus.clear();
  checks = 0;
});

describe('GET /health/ready', () => {
  it('answers 200 when the API and every remote server answer ready, never from a cache', async () => {
    readyStatus.set('/api/health/ready', 200).set('/health/ready', 200);
    const app = await gateway({ API_URL: address(upstream), REMOTE_LOTTO_URL: address(upstream), REMOTE_DEMO_URL: address(upstream) });
    const response = await app.inject({ url: '/health/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', upstreams: { api: 'ok', lotto: 'ok', demo: 'ok' } });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 naming each upstream that is not ready and why', async () => {
    readyStatus.set('/api/health/ready', 503);
    const app = await gateway({ API_URL: address(upstream), REMOTE_LOTTO_URL: address(silent), REMOTE_DEMO_URL: DOWN });
    const response = await app.inject({ url: '/health/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      status: 'unavailable',
      upstreams: { api: 'answered 503', lotto: `no answer within ${HEALTH_TIMEOUT_SECONDS} s`, demo: 'unreachable' },
    });
  });

  it('asks the upstreams once for the checks that arrive while one runs', async () => {
    readyStatus.set('/api/health/ready', 200).set('/health/ready', 200);
    const app = await gateway({ API_URL: address(upstream), REMOTE_LOTTO_URL: address(upstream), REMOTE_DEMO_URL: address(upstream) });
    const answers = await Promise.all(Array.from({ length: 5 }, () => app.inject({ url: '/health/ready' })));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(checks).toBe(3);
  });
});

describe('GET /health/live', () => {
  it('answers 200 whatever the upstreams say', async () => {
    const app = await gateway({ API_URL: DOWN, REMOTE_LOTTO_URL: DOWN, REMOTE_DEMO_URL: DOWN });
    const response = await app.inject({ url: '/health/live' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});
