// Fan-out across API instances through PostgreSQL LISTEN/NOTIFY: on PostgreSQL two apps over two
// connections to one database, a change made through A reaching sockets connected to B (and A).
// The embedded PGlite has one connection and so one instance: there the same holds within it.
import { buildApp } from '../../app.ts';
import { signedInAccount } from '../../testing/accounts.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { onPostgres } from '../../testing/test-database.ts';
import { expectCleanBooks } from '../../testing/ledger.ts';
import { insertRound, signedInSocket } from './testing.ts';

const ctx = useTestApp({ payments: { demoMode: true } });

let instanceB: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  instanceB = onPostgres ? await buildApp({ connection: await ctx.database.connect(), payments: { demoMode: true } }) : ctx.app;
});
afterAll(async () => {
  if (instanceB !== ctx.app) await instanceB.close();
});

it(`reaches sockets on ${onPostgres ? 'both instances' : 'the one instance'} with a balance, limits and a round's status changed through instance A`, async () => {
  const member = await signedInAccount(ctx);
  const onA = await signedInSocket(ctx.app, member.token);
  const onB = await signedInSocket(instanceB, member.token);

  const deposit = await ctx.app.inject({
    method: 'POST',
    url: '/api/wallet/deposits',
    headers: { ...member.headers, 'idempotency-key': 'fan-out-1' },
    payload: { amount: 777.77 },
  });
  expect(deposit.statusCode).toBe(201);
  expect(await onB.socket.next()).toEqual({ type: 'balance', balance: 777.77 });
  expect(await onA.socket.next()).toEqual({ type: 'balance', balance: 777.77 });

  const roundId = await insertRound(ctx.db);
  onB.socket.send({ type: 'watch', roundId: String(roundId) });
  expect(await onB.socket.next()).toEqual({ type: 'limits', roundId: String(roundId), limits: [] });
  const operator = await signedInAccount(ctx, { role: 'agadmin' });
  const limits = await ctx.app.inject({
    method: 'PUT',
    url: `/api/backoffice/rounds/${roundId}/limits`,
    headers: operator.headers,
    payload: { items: [{ type: '2bottom', number: '07', kind: 'closed' }] },
  });
  expect(limits.statusCode).toBe(200);
  expect(await onB.socket.next()).toEqual({
    type: 'limits',
    roundId: String(roundId),
    limits: [{ type: '2bottom', number: '07', kind: 'closed', value: null }],
  });

  const opened = await ctx.app.inject({ method: 'POST', url: `/api/backoffice/rounds/${roundId}/open`, headers: operator.headers });
  expect(opened.statusCode).toBe(200);
  for (const { socket } of [onA, onB]) expect(await socket.next()).toEqual({ type: 'round', roundId: String(roundId), status: 'open' });
  await Promise.all([onA.socket.close(), onB.socket.close()]);
  await expectCleanBooks(ctx.db);
});
