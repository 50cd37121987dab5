// The API process on SIGTERM (server.ts; docs/architecture.md, "Health and shutdown"), once on a
// PGlite folder and once on a PostgreSQL database. Two requests are in flight, their bodies still
// being sent, and a member's websocket is open: the websocket is closed with 1001 SERVER_CLOSING
// and readiness stops answering 200; the request whose body then arrives is answered in full; the
// one whose body never comes is given up on after SHUTDOWN_TIMEOUT_SECONDS, when the process
// exits with status 1. Started again on the same database, the API is ready, and a SIGTERM with
// nothing in flight ends it with status 0.
import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import WebSocket from 'ws';
import { freshDatabase, type RunningApi, startApi } from './testing/api-process.ts';
import { onPostgres } from './testing/test-database.ts';

/** Long enough for the request in flight to be finished and answered; the test waits it out once. */
const SHUTDOWN_TIMEOUT_SECONDS = 3;
const TEST_TIMEOUT_MS = 120_000;

const CONTINUE = 'HTTP/1.1 100 Continue\r\n\r\n';

/**
 * A POST of `body` to `path` over a raw connection, sent but for its last bytes, once the API has
 * taken it up (it asks for the body with 100 Continue, then waits for the rest): in flight until
 * finish(), which sends them and settles with what the server answered once it has ended the
 * connection.
 */
async function postInFlight(api: RunningApi, path: string, body: string) {
  const socket: Socket = connect(api.port, '127.0.0.1');
  await once(socket, 'connect');
  let received = '';
  let takenUp!: () => void;
  const taken = new Promise<void>((resolve) => (takenUp = resolve));
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    received += chunk;
    if (received.startsWith(CONTINUE)) takenUp();
  });
  socket.on('error', () => {}); // the process may end it: 'close' follows
  const ended = new Promise<string>((resolve) => socket.on('close', () => resolve(received.slice(CONTINUE.length))));
  socket.write(
    `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nExpect: 100-continue\r\n\r\n${body.slice(0, -2)}`,
  );
  await taken;
  return {
    finish: () => {
      socket.write(body.slice(-2));
      return ended;
    },
  };
}

async function accessToken(api: RunningApi, username: string, password: string): Promise<string> {
  const response = await fetch(`${api.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** A websocket signed in with `token`, and how the server closes it. */
async function signedInSocket(api: RunningApi, token: string): Promise<{ closed: Promise<{ code: number; reason: string }> }> {
  const socket = new WebSocket(`ws://127.0.0.1:${api.port}/ws`);
  const closed = once(socket, 'close').then(([code, reason]) => ({ code: code as number, reason: String(reason) }));
  await once(socket, 'open');
  const ready = once(socket, 'message');
  socket.send(JSON.stringify({ type: 'auth', token }));
  expect(JSON.parse(String((await ready)[0]))).toEqual({ type: 'ready' });
  return { closed };
}

const readiness = (api: RunningApi) =>
  fetch(`${api.baseUrl}/api/health/ready`).then(
    (response) => response.status,
    () => 'refused' as const,
  );

it(
  'finishes the requests in flight, closes the websockets with 1001 and exits within SHUTDOWN_TIMEOUT_SECONDS',
  async () => {
    const database = await freshDatabase(onPostgres ? globalThis.testDatabase : undefined);
    const env = { SHUTDOWN_TIMEOUT_SECONDS: String(SHUTDOWN_TIMEOUT_SECONDS) };
    try {
      const api = await startApi(database, { env });
      try {
        expect(await readiness(api)).toBe(200);
        const socket = await signedInSocket(api, await accessToken(api, 'member', 'member1234'));
        // A refresh with a token that is not one: answered {status: false} after a look in the database.
        const refresh = JSON.stringify({ refreshToken: 'not-a-refresh-token' });
        const answered = await postInFlight(api, '/api/auth/refresh-token', refresh);
        await postInFlight(api, '/api/auth/refresh-token', refresh); // its end never comes

        const exited = api.signal('SIGTERM');
        expect(await socket.closed).toEqual({ code: 1001, reason: 'SERVER_CLOSING' });
        expect(await readiness(api)).not.toBe(200);
        const answer = await answered.finish();
        expect(answer).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
        expect(answer).toMatch(/\r\nconnection: close\r\n/i);
        expect(answer).toMatch(/\r\n\r\n\{"status":false\}$/);
        expect(await exited).toBe(1);
        expect(api.output()).toContain('not closed within SHUTDOWN_TIMEOUT_SECONDS');
      } finally {
        await api.kill();
      }

      const again = await startApi(database, { env });
      try {
        expect(await readiness(again)).toBe(200);
        expect(await again.signal('SIGTERM')).toBe(0);
      } finally {
        await again.kill();
      }
    } finally {
      await database.drop();
    }
  },
  TEST_TIMEOUT_MS,
);
