// GET /ws over a real socket: signing in, refusing, and what each member and watcher is sent.
import { buildApp } from '../../app.ts';
import { type SignedIn, signedInAccount } from '../../testing/accounts.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { bet, expectCleanBooks } from '../../testing/ledger.ts';
import { readEnv } from '../../config/env.ts';
import { CLOSE_BAD_MESSAGE, CLOSE_GOING_AWAY, CLOSE_UNAUTHENTICATED, SERVER_CLOSING } from './routes.ts';
import { insertRound, openSocket, signedInSocket, type TestSocket } from './testing.ts';
import { inTransaction } from '../../db/database.ts';

let clock = new Date('2026-11-22T03:00:00Z');
const ctx = useTestApp({ now: () => clock, payments: { demoMode: true } });
const MAX_MESSAGE_BYTES = readEnv({}).REALTIME_MAX_MESSAGE_BYTES;

let keys = 0;
const deposit = (member: SignedIn, amount: number) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/wallet/deposits',
    headers: { ...member.headers, 'idempotency-key': `ws-${++keys}` },
    payload: { amount },
  });

const sockets: TestSocket[] = [];
async function signedIn(member: SignedIn) {
  const opened = await signedInSocket(ctx.app, member.token);
  sockets.push(opened.socket);
  return opened;
}
afterEach(async () => {
  await Promise.all(sockets.splice(0).map((socket) => socket.close()));
});

async function expectRefused(socket: TestSocket, close: number, code: string) {
  expect(await socket.next()).toEqual({ type: 'error', error: { code, message: expect.any(String) } });
  expect(await socket.closed).toEqual({ code: close, reason: code });
}

describe('signing in on /ws', () => {
  it('answers a plain GET with 426 in the error envelope', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/ws' });
    expect(response.statusCode).toBe(426);
    expect(response.json()).toEqual({ error: { code: 'UPGRADE_REQUIRED', message: expect.any(String) } });
  });

  it('sends ready and the balance to a signed-in member', async () => {
    const member = await signedInAccount(ctx);
    expect((await deposit(member, 250.5)).statusCode).toBe(201);
    const { balance } = await signedIn(member);
    expect(balance).toBe(250.5);
    await expectCleanBooks(ctx.db);
  });

  it('closes a socket whose first message is not auth (4401)', async () => {
    const socket = await openSocket(ctx.app);
    socket.send({ type: 'watch', roundId: '1' });
    await expectRefused(socket, CLOSE_UNAUTHENTICATED, 'UNAUTHENTICATED');
  });

  it('refuses a token that is not one (4401 TOKEN_INVALID)', async () => {
    const socket = await openSocket(ctx.app);
    socket.send({ type: 'auth', token: 'not.a.token' });
    await expectRefused(socket, CLOSE_UNAUTHENTICATED, 'TOKEN_INVALID');
  });

  it('refuses an expired token (4401 TOKEN_EXPIRED)', async () => {
    const member = await signedInAccount(ctx);
    clock = new Date(clock.getTime() + 16 * 60_000);
    const socket = await openSocket(ctx.app);
    socket.send({ type: 'auth', token: member.token });
    await expectRefused(socket, CLOSE_UNAUTHENTICATED, 'TOKEN_EXPIRED');
  });

  it('refuses the token of a session that logged out (4401 SESSION_REVOKED)', async () => {
    const member = await signedInAccount(ctx);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: member.headers })).statusCode).toBe(204);
    const socket = await openSocket(ctx.app);
    socket.send({ type: 'auth', token: member.token });
    await expectRefused(socket, CLOSE_UNAUTHENTICATED, 'SESSION_REVOKED');
  });

  it.each([
    ['text that is not JSON', 'hello', 'BAD_MESSAGE'],
    ['an unknown type', JSON.stringify({ type: 'subscribe' }), 'BAD_MESSAGE'],
    ['an unknown field', JSON.stringify({ type: 'auth', token: 'x', extra: 1 }), 'BAD_MESSAGE'],
    ['a binary frame', Buffer.from('{"type":"unwatch"}'), 'BAD_MESSAGE'],
    ['a message over the size limit', JSON.stringify({ type: 'auth', token: 'x'.repeat(MAX_MESSAGE_BYTES) }), 'MESSAGE_TOO_LARGE'],
  ])('closes on %s (4400)', async (_, data, code) => {
    const socket = await openSocket(ctx.app);
    socket.sendRaw(data);
    await expectRefused(socket, CLOSE_BAD_MESSAGE, code);
  });

  it('closes a signed-in socket that sends garbage or signs in again (4400)', async () => {
    const member = await signedInAccount(ctx);
    const { socket } = await signedIn(member);
    socket.send({ type: 'watch', roundId: '0' });
    await expectRefused(socket, CLOSE_BAD_MESSAGE, 'BAD_MESSAGE');
    const tooBig = (await signedIn(member)).socket;
    tooBig.send({ type: 'watch', roundId: '9223372036854775808' }); // one past the 64-bit range
    await expectRefused(tooBig, CLOSE_BAD_MESSAGE, 'BAD_MESSAGE');
    const again = (await signedIn(member)).socket;
    again.send({ type: 'auth', token: member.token });
    await expectRefused(again, CLOSE_BAD_MESSAGE, 'BAD_MESSAGE');
  });
});

describe('with short timings', () => {
  // A second app over the same database: 300 ms to sign in, sessions checked every 250 ms.
  let checking: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    checking = await buildApp({ connection: ctx.database.connection, now: () => clock, realtime: { authTimeoutMs: 300, sessionCheckMs: 250 } });
  });
  afterAll(() => checking.close());

  it('closes a socket that does not sign in in time (4401)', async () => {
    const socket = await openSocket(checking);
    await expectRefused(socket, CLOSE_UNAUTHENTICATED, 'UNAUTHENTICATED');
  });

  it('closes the socket of a session that logged out, with no event of the account', async () => {
    const member = await signedInAccount(ctx);
    const { socket } = await signedInSocket(checking, member.token);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: member.headers })).statusCode).toBe(204);
    await expectRefused(socket, CLOSE_UNAUTHENTICATED, 'SESSION_REVOKED');
  });

  it('ends the socket of a client that stopped answering pings', async () => {
    const member = await signedInAccount(ctx);
    const socket = await openSocket(checking, { autoPong: false });
    socket.send({ type: 'auth', token: member.token });
    expect(await socket.next()).toEqual({ type: 'ready' });
    expect(await socket.next()).toEqual({ type: 'balance', balance: 0 });
    expect(await socket.closed).toEqual({ code: 1006, reason: '' });
  });
});

describe('when the account\'s sessions change', () => {
  // A second app over the same database whose periodic check never comes during a test: only the
  // sessions event can close a socket here.
  let hearing: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    hearing = await buildApp({ connection: ctx.database.connection, now: () => clock, realtime: { sessionCheckMs: 3_600_000 } });
  });
  afterAll(() => hearing.close());

  it('closes the sockets of every ended session at once on a password change, and not the new session\'s or another member\'s', async () => {
    const member = await signedInAccount(ctx);
    const other = await signedInAccount(ctx);
    const [phone, laptop] = [(await signedInSocket(hearing, member.token)).socket, (await signedInSocket(hearing, member.token)).socket];
    const { socket: others } = await signedInSocket(hearing, other.token);
    const changed = await hearing.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: member.headers,
      payload: { currentPassword: 'testpass123', newPassword: 'changed123' },
    });
    expect(changed.statusCode).toBe(200);
    await expectRefused(phone, CLOSE_UNAUTHENTICATED, 'SESSION_REVOKED');
    await expectRefused(laptop, CLOSE_UNAUTHENTICATED, 'SESSION_REVOKED');

    // The new session's socket, and the other member's, are still served.
    const { token } = changed.json<{ token: string }>();
    const { socket: current } = await signedInSocket(hearing, token);
    expect((await deposit({ ...member, headers: { authorization: `Bearer ${token}` } }, 200)).statusCode).toBe(201);
    expect(await current.next()).toEqual({ type: 'balance', balance: 200 });
    expect((await deposit(other, 300)).statusCode).toBe(201);
    expect(await others.next()).toEqual({ type: 'balance', balance: 300 });
    await Promise.all([current.close(), others.close()]);
    await expectCleanBooks(ctx.db);
  });

  it('closes the socket at once when the session ends through another instance (a logout there)', async () => {
    const member = await signedInAccount(ctx);
    const { socket } = await signedInSocket(hearing, member.token);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: member.headers })).statusCode).toBe(204);
    await expectRefused(socket, CLOSE_UNAUTHENTICATED, 'SESSION_REVOKED');
  });
});

describe('on shutdown', () => {
  it('closes every socket with 1001 SERVER_CLOSING, cutting off one that does not answer within the grace', async () => {
    // A second app over the same database, closed here: 200 ms for a client to answer the close.
    const closing = await buildApp({ connection: ctx.database.connection, now: () => clock, realtime: { closeGraceMs: 200 } });
    const member = await signedInAccount(ctx);
    const { socket } = await signedInSocket(closing, member.token);
    const silent = (await signedInSocket(closing, member.token)).socket;
    silent.pause();
    // Without the grace, the silent client would hold the close for ws's 30 s.
    await closing.close();
    expect(await socket.closed).toEqual({ code: CLOSE_GOING_AWAY, reason: SERVER_CLOSING });
    silent.resume();
    await silent.closed;
  });
});

describe('balance', () => {
  it("pushes a deposit's new balance to that member's sockets and to nobody else's", async () => {
    const [member, other] = [await signedInAccount(ctx), await signedInAccount(ctx)];
    const [phone, laptop] = [(await signedIn(member)).socket, (await signedIn(member)).socket];
    const { socket: others } = await signedIn(other);
    expect((await deposit(member, 1_000)).statusCode).toBe(201);
    expect(await phone.next()).toEqual({ type: 'balance', balance: 1_000 });
    expect(await laptop.next()).toEqual({ type: 'balance', balance: 1_000 });
    // The other member's next message is its own balance: nothing of the first member's came before it.
    expect((await deposit(other, 100.25)).statusCode).toBe(201);
    expect(await others.next()).toEqual({ type: 'balance', balance: 100.25 });
    await expectCleanBooks(ctx.db);
  });

  it('pushes the balance after any ledger transfer, and nothing for a transaction that rolls back', async () => {
    const member = await signedInAccount(ctx);
    expect((await deposit(member, 500)).statusCode).toBe(201);
    const { socket, balance } = await signedIn(member);
    expect(balance).toBe(500);
    await expect(
      inTransaction(ctx.db, async (trx) => {
        await bet(trx, member.id, 12_345n, 'slip:rolled-back');
        throw new Error('the slip could not be recorded');
      }),
    ).rejects.toThrow('the slip could not be recorded');
    await inTransaction(ctx.db, (trx) => bet(trx, member.id, 5_050n, 'slip:kept'));
    expect(await socket.next()).toEqual({ type: 'balance', balance: 449.5 });
    await expectCleanBooks(ctx.db);
  });

  it('closes the socket of a session ended elsewhere on the next event of the account, without sending it', async () => {
    const first = await signedInAccount(ctx);
    const { socket: old } = await signedIn(first);
    // A new login ends the older session; its socket learns on the next balance event.
    const login = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: first.username, password: 'testpass123' } });
    const token = login.json<{ token: string }>().token;
    const { socket: current } = await signedIn({ ...first, token, headers: { authorization: `Bearer ${token}` } });
    expect((await deposit({ ...first, headers: { authorization: `Bearer ${token}` } }, 300)).statusCode).toBe(201);
    expect(await current.next()).toEqual({ type: 'balance', balance: 300 });
    await expectRefused(old, CLOSE_UNAUTHENTICATED, 'SESSION_REVOKED');
    await expectCleanBooks(ctx.db);
  });
});

describe('rounds and limits', () => {
  let operator: SignedIn;
  beforeAll(async () => {
    operator = await signedInAccount(ctx, { role: 'agadmin' });
  });
  const putLimits = async (roundId: bigint, items: object[]) => {
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/backoffice/rounds/${roundId}/limits`,
      headers: operator.headers,
      payload: { items },
    });
    expect(response.statusCode).toBe(200);
  };

  it("sends a watched round's limit items at once and whenever the back office changes them", async () => {
    const roundId = await insertRound(ctx.db);
    await putLimits(roundId, [
      { type: '2top', number: '59', kind: 'reduced', value: 50 },
      { type: '3top', number: '123', kind: 'closed' },
    ]);
    const [watcher, idle] = [await signedInAccount(ctx), await signedInAccount(ctx)];
    const { socket } = await signedIn(watcher);
    const { socket: other } = await signedIn(idle);
    socket.send({ type: 'watch', roundId: String(roundId) });
    expect(await socket.next()).toEqual({
      type: 'limits',
      roundId: String(roundId),
      limits: [
        { type: '3top', number: '123', kind: 'closed', value: null },
        { type: '2top', number: '59', kind: 'reduced', value: 50 },
      ],
    });

    await putLimits(roundId, [
      { type: '2top', number: '59', kind: 'reduced', value: 50 },
      { type: 'runtop', number: '7', kind: 'cap', value: 1_234.56 },
    ]);
    expect(await socket.next()).toEqual({
      type: 'limits',
      roundId: String(roundId),
      limits: [
        { type: '2top', number: '59', kind: 'reduced', value: 50 },
        { type: 'runtop', number: '7', kind: 'cap', value: 1_234.56, remaining: 1_234.56 },
      ],
    });

    // A round's status goes to everyone; the idle socket's first message is that, not the limits.
    const opened = await ctx.app.inject({ method: 'POST', url: `/api/backoffice/rounds/${roundId}/open`, headers: operator.headers });
    expect(opened.statusCode).toBe(200);
    expect(await other.next()).toEqual({ type: 'round', roundId: String(roundId), status: 'open' });
    expect(await socket.next()).toEqual({ type: 'round', roundId: String(roundId), status: 'open' });
  });

  it("pushes what is open under a cap after another member's bet on it and its cancel, and nothing for a bet on uncapped numbers", async () => {
    const hour = 3_600_000;
    const { id: roundId } = await ctx.db
      .insertInto('lotto_round')
      .values({
        lotto_code: 'lao-vip',
        draw_date: '2026-11-22',
        opens_at: new Date(clock.getTime() - hour),
        closes_at: new Date(clock.getTime() + hour),
        status: 'open',
        created_at: clock,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await putLimits(roundId, [{ type: '2top', number: '59', kind: 'cap', value: 1_000 }]);
    const [watcher, bettor] = [await signedInAccount(ctx), await signedInAccount(ctx)];
    expect((await deposit(bettor, 1_000)).statusCode).toBe(201);
    const { socket } = await signedIn(watcher);
    socket.send({ type: 'watch', roundId: String(roundId) });
    const capOpen = (remaining: number) => ({
      type: 'limits',
      roundId: String(roundId),
      limits: [{ type: '2top', number: '59', kind: 'cap', value: 1_000, remaining }],
    });
    expect(await socket.next()).toEqual(capOpen(1_000));

    const post = (url: string, payload?: object) =>
      ctx.app.inject({ method: 'POST', url, headers: { ...bettor.headers, 'idempotency-key': `ws-${++keys}` }, ...(payload && { payload }) });
    const items = [
      { type: '2top', number: '59', amount: 150 },
      { type: '2top', number: '60', amount: 10 },
    ];
    const slip = await post('/api/lotto/slips', { roundId: String(roundId), items });
    expect(slip.statusCode).toBe(201);
    expect(await socket.next()).toEqual(capOpen(850));

    // Events reach a socket in the order they were committed: a bet on uncapped numbers pushed no
    // limits if the watcher's next message is the balance of its own deposit after it.
    const uncapped = await post('/api/lotto/slips', { roundId: String(roundId), items: [{ type: '2top', number: '60', amount: 10 }] });
    expect(uncapped.statusCode).toBe(201);
    expect((await deposit(watcher, 100)).statusCode).toBe(201);
    expect(await socket.next()).toEqual({ type: 'balance', balance: 100 });

    expect((await post(`/api/lotto/slips/${slip.json<{ id: string }>().id}/cancel`)).statusCode).toBe(200);
    expect(await socket.next()).toEqual(capOpen(1_000));
    await expectCleanBooks(ctx.db);
  });

  it('stops sending limits after unwatch, and answers a watch of an unknown round with an error without closing', async () => {
    const roundId = await insertRound(ctx.db);
    const member = await signedInAccount(ctx);
    const { socket } = await signedIn(member);
    socket.send({ type: 'watch', roundId: String(roundId) });
    expect(await socket.next()).toEqual({ type: 'limits', roundId: String(roundId), limits: [] });
    socket.send({ type: 'unwatch' });
    // Messages are handled in order: once the unknown round is answered, the unwatch was too.
    socket.send({ type: 'watch', roundId: '999999999' });
    expect(await socket.next()).toEqual({ type: 'error', error: { code: 'ROUND_NOT_FOUND', message: expect.any(String) } });
    await putLimits(roundId, [{ type: '3top', number: '555', kind: 'closed' }]);
    const opened = await ctx.app.inject({ method: 'POST', url: `/api/backoffice/rounds/${roundId}/open`, headers: operator.headers });
    expect(opened.statusCode).toBe(200);
    expect(await socket.next()).toEqual({ type: 'round', roundId: String(roundId), status: 'open' });
  });
});
