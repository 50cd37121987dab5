// Closing the app as server.ts does on SIGTERM (app.close()) while a request is in flight on a
// kept-alive connection and a websocket is open, over real sockets: requests arriving meanwhile,
// readiness first, are answered 503, the websocket is told to reconnect (1001 SERVER_CLOSING),
// then no connection is accepted; the request in flight is answered, on a connection that ends
// with it, and the close completes.
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { buildApp } from '../app.ts';
import { useTestDatabase } from '../testing/test-database.ts';
import { eventually, get, statusOf } from '@tanghuay/tooling/testing/http-probes';

const ctx = useTestDatabase();

it('answers the request in flight, 503 to the others, tells the websocket to reconnect and closes', async () => {
  // The websocket's grace is long: the socket below answers the close only when the test says so.
  const app = await buildApp({ connection: ctx.database.connection, realtime: { closeGraceMs: 60_000 } });
  let entered!: () => void;
  const inFlight = new Promise<void>((resolve) => (entered = resolve));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  // A slow route of this test's app only: it answers once released.
  app.get('/test/slow', async () => {
    entered();
    await released;
    return { answered: true };
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const ready = `${base}/api/health/ready`;
  expect(await statusOf(ready)).toBe(200);

  // A websocket client that stops reading: until it answers the close, the app holds the close at its first step.
  const socket = new WebSocket(`ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/ws`);
  const socketClosed = once(socket, 'close').then(([code, reason]) => ({ code: code as number, reason: String(reason) }));
  await once(socket, 'open');
  socket.pause();
  const agent = new http.Agent({ keepAlive: true });
  const slow = get(`${base}/test/slow`, agent);
  await inFlight;

  const closed = app.close();
  await eventually(async () => (await statusOf(ready)) === 503);
  expect(await statusOf(`${base}/api/health/live`)).toBe(503);

  socket.resume();
  expect(await socketClosed).toEqual({ code: 1001, reason: 'SERVER_CLOSING' });
  await eventually(async () => (await statusOf(ready)) === 'refused');

  release();
  expect(await slow).toEqual({ status: 200, connection: 'close', body: JSON.stringify({ answered: true }) });
  // Kept alive, the connection would hold the close until the client let it go.
  await closed;
  agent.destroy();
});
