// The gateway over two API replicas (API_URL with two URLs): requests alternate between the ready
// ones, a replica whose readiness fails gets none until it is ready again, and the gateway is
// ready while any replica is.
import { once } from 'node:events';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildGateway } from './gateway.ts';

const CHECK_SECONDS = 0.05;

/** A fake API replica: answers its name, and its readiness with `ready`. */
function replica(name: string) {
  const state = { ready: true, server: http.createServer() };
  state.server.on('request', (request: http.IncomingMessage, response: http.ServerResponse) => {
    if (request.url === '/api/health/ready') return response.writeHead(state.ready ? 200 : 503).end('{}');
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ replica: name }));
  });
  return state;
}

const one = replica('one');
const two = replica('two');
const address = (server: http.Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
let gateway: Awaited<ReturnType<typeof buildGateway>>;

/** Which replicas answer `count` requests through the gateway. */
async function answeredBy(count: number): Promise<string[]> {
  const names: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const response = await gateway.inject({ method: 'GET', url: '/api/site/config' });
    names.push(response.json<{ replica: string }>().replica);
  }
  return names.sort();
}

/** Waits until the gateway's readiness check has seen the replicas' current state. */
async function until(condition: () => Promise<boolean>): Promise<void> {
  for (let attempt = 0; attempt < 200 && !(await condition()); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, CHECK_SECONDS * 1000));
  }
}

beforeAll(async () => {
  for (const { server } of [one, two]) {
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'tanghuay-api-replicas-'));
  await mkdir(path.join(dir, 'dist'));
  await writeFile(path.join(dir, 'dist/index.html'), '<!doctype html><title>host</title>');
  gateway = await buildGateway({
    API_URL: `${address(one.server)}, ${address(two.server)}`,
    API_CHECK_SECONDS: CHECK_SECONDS,
    HEALTH_TIMEOUT_SECONDS: 1,
    REMOTE_LOTTO_URL: address(one.server),
    REMOTE_DEMO_URL: address(one.server),
    HOST_DIST: path.join(dir, 'dist'),
  });
});

afterAll(async () => {
  await gateway.close();
  for (const { server } of [one, two]) server.close();
});

it('sends requests to both ready replicas in turn', async () => {
  expect(await answeredBy(4)).toEqual(['one', 'one', 'two', 'two']);
});

it('sends none to a replica that is not ready, and it gets them again once it is', async () => {
  two.ready = false;
  await until(async () => (await answeredBy(4)).every((name) => name === 'one'));
  expect(await answeredBy(6)).toEqual(['one', 'one', 'one', 'one', 'one', 'one']);

  two.ready = true;
  await until(async () => (await answeredBy(2)).includes('two'));
  expect(await answeredBy(4)).toEqual(['one', 'one', 'two', 'two']);
});

it('is ready while any replica is, naming what each answered when none is', async () => {
  one.ready = false;
  const ready = await gateway.inject({ method: 'GET', url: '/health/ready' });
  expect(ready.json<{ upstreams: { api: string } }>().upstreams.api).toBe('ok');

  two.ready = false;
  const down = await gateway.inject({ method: 'GET', url: '/health/ready' });
  expect(down.statusCode).toBe(503);
  expect(down.json<{ upstreams: { api: string } }>().upstreams.api).toBe('answered 503; answered 503');
  one.ready = two.ready = true;
});
