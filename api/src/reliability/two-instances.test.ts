// Two API instances on one PostgreSQL, as docker-compose.yml runs them behind the gateway: each a
// buildApp over its own connection to the same database, listening on a port of its own. A member
// signed in on instance B watches a round over a websocket; the limits an operator sets and the bet
// the member places over HTTP on instance A reach that socket (LISTEN/NOTIFY: the bet publishes the
// member's balance and, as it is on a capped number, the round's limits with what is still open
// under the cap), and A's /metrics counts the bet while B's does not (each instance counts what it
// served). The embedded PGlite has one connection and so one instance: there the same runs within it.
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { buildApp } from '../app.ts';
import { signedInAccount } from '../testing/accounts.ts';
import { deposit, expectCleanBooks } from '../testing/ledger.ts';
import { useTestApp } from '../testing/test-app.ts';
import { onPostgres } from '../testing/test-database.ts';
import { inTransaction } from '../db/database.ts';

const clock = new Date('2026-12-16T03:00:00Z'); // 10:00 in Bangkok
const HOUR = 3_600_000;
const ctx = useTestApp({ now: () => clock });

/** Instance B; instance A is ctx.app (over the test database's own connection). */
let instanceB: FastifyInstance;
beforeAll(async () => {
  instanceB = onPostgres ? await buildApp({ connection: await ctx.database.connect(), now: () => clock }) : ctx.app;
});
afterAll(async () => {
  if (instanceB !== ctx.app) await instanceB.close();
});

/** The instance's base URL, listening on 127.0.0.1 (a free port) once. */
async function baseUrl(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** A websocket to the instance's /ws (the ws package), handing over the server's messages in order. */
async function socketTo(app: FastifyInstance) {
  const socket = new WebSocket(`${(await baseUrl(app)).replace('http', 'ws')}/ws`);
  const received: unknown[] = [];
  const waiting: ((message: unknown) => void)[] = [];
  socket.on('message', (data) => {
    const message: unknown = JSON.parse(String(data));
    const waiter = waiting.shift();
    if (waiter) waiter(message);
    else received.push(message);
  });
  await once(socket, 'open');
  return {
    send: (message: object) => socket.send(JSON.stringify(message)),
    next: () => (received.length > 0 ? Promise.resolve(received.shift()) : new Promise((resolve) => waiting.push(resolve))),
    close: async () => {
      socket.close();
      await once(socket, 'close');
    },
  };
}

/** A sample of an instance's GET /metrics, over HTTP. */
async function metric(app: FastifyInstance, series: string): Promise<number | undefined> {
  const text = await (await fetch(`${await baseUrl(app)}/metrics`)).text();
  const line = text.split('\n').find((sample) => sample.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

const where = onPostgres ? 'instance A to the balance and limits watched on instance B' : 'the one embedded instance to its own socket';

it(`pushes a bet placed on ${where}, and /metrics counts it`, async () => {
  const urlA = await baseUrl(ctx.app);
  const { id: roundId } = await ctx.db
    .insertInto('lotto_round')
    .values({
      lotto_code: 'lao-vip',
      draw_date: '2026-12-16',
      opens_at: new Date(clock.getTime() - HOUR),
      closes_at: new Date(clock.getTime() + 2 * HOUR),
      status: 'open',
      created_at: clock,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const member = await signedInAccount(ctx);
  await inTransaction(ctx.db, (trx) => deposit(trx, member.id, 100_000n));
  const operator = await signedInAccount(ctx, { role: 'agadmin' });

  const socket = await socketTo(instanceB);
  socket.send({ type: 'auth', token: member.token });
  expect(await socket.next()).toEqual({ type: 'ready' });
  expect(await socket.next()).toEqual({ type: 'balance', balance: 1_000 });
  socket.send({ type: 'watch', roundId: String(roundId) });
  expect(await socket.next()).toEqual({ type: 'limits', roundId: String(roundId), limits: [] });

  const limits = await fetch(`${urlA}/api/backoffice/rounds/${roundId}/limits`, {
    method: 'PUT',
    headers: { ...operator.headers, 'content-type': 'application/json' },
    body: JSON.stringify({
      items: [
        { type: '2bottom', number: '07', kind: 'reduced', value: 50 },
        { type: '2bottom', number: '59', kind: 'cap', value: 500 },
      ],
    }),
  });
  expect(limits.status).toBe(200);
  const limitsWith = (remaining: number) => ({
    type: 'limits',
    roundId: String(roundId),
    limits: [
      { type: '2bottom', number: '07', kind: 'reduced', value: 50 },
      { type: '2bottom', number: '59', kind: 'cap', value: 500, remaining },
    ],
  });
  expect(await socket.next()).toEqual(limitsWith(500));

  const bet = await fetch(`${urlA}/api/lotto/slips`, {
    method: 'POST',
    headers: { ...member.headers, 'content-type': 'application/json', 'idempotency-key': 'two-instances-1' },
    body: JSON.stringify({
      roundId: String(roundId),
      items: [
        { type: '2bottom', number: '07', amount: 25 },
        { type: '2bottom', number: '59', amount: 120.5 },
      ],
    }),
  });
  expect(bet.status).toBe(201);
  expect(await socket.next()).toEqual({ type: 'balance', balance: 854.5 });
  expect(await socket.next()).toEqual(limitsWith(379.5));

  expect(await metric(ctx.app, 'tanghuay_slips_placed_total')).toBe(1);
  expect(await metric(ctx.app, 'tanghuay_ledger_transfers_total{kind="bet"}')).toBe(1);
  expect(await metric(ctx.app, 'http_request_duration_seconds_count{method="POST",route="/api/lotto/slips",status="201"}')).toBe(1);
  expect(await metric(instanceB, 'tanghuay_websocket_connections')).toBe(1);
  if (onPostgres) {
    expect(await metric(instanceB, 'tanghuay_slips_placed_total')).toBe(0);
    expect(await metric(instanceB, 'http_request_duration_seconds_count{method="POST",route="/api/lotto/slips",status="201"}')).toBeUndefined();
    expect(await metric(ctx.app, 'tanghuay_websocket_connections')).toBe(0);
  }
  await socket.close();
  await expectCleanBooks(ctx.db);
});
