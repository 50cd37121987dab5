// GET /ws under abuse, over real sockets: a client that never signs in, brings a forged, expired or
// another member's token, sends what is not a message (too large, not JSON, the wrong shape, binary,
// not UTF-8) or stops reading while events are pushed to it. Each is closed with the code
// docs/architecture.md#session-bus documents, its connection is gone on the server afterwards, and
// the server goes on serving: a well-behaved socket of another member, open the whole file, still
// gets its own balance (and nothing of anybody else's), and GET /api/health answers.
import { createHmac } from 'node:crypto';
import { once } from 'node:events';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { setTimeout as delay } from 'node:timers/promises';
import { buildApp } from '../../app.ts';
import { EVENTS_CHANNEL, publish } from '../../db/events.ts';
import { satangToBaht } from '../../lib/money.ts';
import { insertAccount, type SignedIn, signedInAccount, TEST_PASSWORD } from '../../testing/accounts.ts';
import { deposit, expectCleanBooks } from '../../testing/ledger.ts';
import { useTestApp } from '../../testing/test-app.ts';
import type { LottoEvent } from '../lotto/index.ts';
import { walletBalance } from '../wallet/index.ts';
import type { ServerMessage } from './hub.ts';
import {
  CLOSE_BAD_MESSAGE,
  CLOSE_SLOW_CONSUMER,
  CLOSE_TOO_BIG,
  CLOSE_UNAUTHENTICATED,
  WS_PAYLOAD_FACTOR,
} from './routes.ts';
import { insertRound, openSocket, signedInSocket, type TestSocket, wsUrl } from './testing.ts';
import { inTransaction } from '../../db/database.ts';

// The limits this file's app runs with: configuration (REALTIME_MAX_MESSAGE_BYTES,
// REALTIME_MAX_BUFFERED_BYTES), set small here so that the tests reach them quickly.
const MAX_MESSAGE_BYTES = 1024;
const MAX_BUFFERED_BYTES = 256 * 1024;
const AUTH_TIMEOUT_MS = 1000;
/** The lifetime of the tokens the short-lived app issues; the clock then jumps past it. */
const SHORT_TTL_SECONDS = 60;
/** Limit items per bet type (3top and 3front, 000–999) on the round the slow consumer watches: ~110 KB a message. */
const LIMITS_PER_TYPE = 1000;
/**
 * Pushes of those limits at most while waiting for the server to hold more than MAX_BUFFERED_BYTES
 * for the socket that does not read (the operating system's buffers take some MB first: ~4 MB on
 * loopback), then pushes past that point: an unbounded server would hold each of them too.
 */
const MAX_PUSHES = 200;
const PUSHES_PAST_LIMIT = 8;
/** How long the server may take to let go of a closed connection. */
const LEAK_WAIT_MS = 3000;
/** ws's close for text that is not UTF-8 (RFC 6455 "invalid frame payload data"). */
const CLOSE_NOT_UTF8 = 1007;

let skewMs = 0;
const now = () => new Date(Date.now() + skewMs);
const ctx = useTestApp({
  now,
  payments: { demoMode: true },
  realtime: { authTimeoutMs: AUTH_TIMEOUT_MS, maxMessageBytes: MAX_MESSAGE_BYTES, maxBufferedBytes: MAX_BUFFERED_BYTES },
});

/** The server's end of every connection upgraded on the app's port, as the HTTP server hands it over. */
const serverEnds: Socket[] = [];
const track = (_request: IncomingMessage, end: Duplex) => serverEnds.push(end as Socket);
const serverEndOf = (client: TestSocket): Socket => {
  const end = serverEnds.find((candidate) => candidate.remotePort === client.localPort);
  if (!end) throw new Error(`no server end for the client on port ${client.localPort}`);
  return end;
};

/** The well-behaved member, signed in on one socket for the whole file. */
let observer: { member: SignedIn; socket: TestSocket; end: Socket; balance: number };
/** Another member, whose token the abusive sockets bring or forge; its wallet stays empty. */
let member: SignedIn;
let health: URL;

beforeAll(async () => {
  const url = new URL(await wsUrl(ctx.app));
  health = new URL('/api/health', `http://${url.host}`);
  ctx.app.server.on('upgrade', track);
  const watcher = await signedInAccount(ctx);
  const { socket, balance } = await signedInSocket(ctx.app, watcher.token);
  observer = { member: watcher, socket, end: serverEndOf(socket), balance };
  member = await signedInAccount(ctx);
});

afterAll(async () => {
  await observer.socket.close();
  ctx.app.server.off('upgrade', track);
});

let keys = 0;
const depositThroughApi = async (depositor: SignedIn, amount: number) => {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/wallet/deposits',
    headers: { ...depositor.headers, 'idempotency-key': `abuse-${++keys}` },
    payload: { amount },
  });
  expect(response.statusCode).toBe(201);
};

/** The observer's own deposit reaches its socket as the very next message, and the health check answers. */
async function expectStillServing(): Promise<void> {
  await depositThroughApi(observer.member, 100);
  observer.balance += 100;
  expect(await observer.socket.next()).toEqual({ type: 'balance', balance: observer.balance });
  expect((await fetch(health)).status).toBe(200);
}

/** Every connection but the observer's is gone on the server (closed sockets leave nothing open). */
async function expectOnlyTheObserverConnected(): Promise<void> {
  const open = () => serverEnds.filter((end) => end !== observer.end && !end.destroyed);
  await Promise.race([Promise.all(open().map((end) => once(end, 'close'))), delay(LEAK_WAIT_MS, undefined, { ref: false })]);
  expect(open().map((end) => `open connection from port ${end.remotePort}`)).toEqual([]);
}

const opened: TestSocket[] = [];
const kept = (socket: TestSocket): TestSocket => {
  opened.push(socket);
  return socket;
};
const rawSocket = async () => kept(await openSocket(ctx.app));
const signedIn = async (token: string) => kept((await signedInSocket(ctx.app, token)).socket);

afterEach(async () => {
  await Promise.all(opened.splice(0).map((socket) => socket.close()));
  await expectOnlyTheObserverConnected();
  await expectStillServing();
});

/** An open round of the Lao VIP lottery, closing tomorrow. */
async function insertOpenRound(): Promise<bigint> {
  const opensAt = new Date(now().getTime() - 3_600_000);
  const closesAt = new Date(now().getTime() + 86_400_000);
  const { id } = await ctx.db
    .insertInto('lotto_round')
    .values({
      lotto_code: 'lao-vip',
      // The draw is on the Bangkok day the round closes (UTC+7).
      draw_date: new Date(closesAt.getTime() + 7 * 3_600_000).toISOString().slice(0, 10),
      opens_at: opensAt,
      closes_at: closesAt,
      status: 'open',
      created_at: opensAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The server's error message, then the close with its code as the reason. */
async function expectRefused(socket: TestSocket, close: number, code: string): Promise<void> {
  expect(await socket.next()).toEqual({ type: 'error', error: { code, message: expect.any(String) } });
  expect(await socket.closed).toEqual({ code: close, reason: code });
}

/** `json` with spaces after it, `bytes` long in all. */
const padded = (json: string, bytes: number) => json + ' '.repeat(bytes - Buffer.byteLength(json));

/** Closed by ws itself with `close`, before any message. */
async function expectClosedUnread(socket: TestSocket, close: number): Promise<void> {
  await expect(socket.next()).rejects.toThrow(`socket closed: ${close}`);
  expect(await socket.closed).toEqual({ code: close, reason: '' });
}

describe('a socket that is not signed in', () => {
  it('is sent nothing, not even the round status every socket gets, and is closed after the sign-in time (4401)', async () => {
    const silent = await rawSocket();
    const operator = await signedInAccount(ctx, { role: 'agadmin' });
    const roundId = String(await insertRound(ctx.db));
    const open = await ctx.app.inject({ method: 'POST', url: `/api/backoffice/rounds/${roundId}/open`, headers: operator.headers });
    expect(open.statusCode).toBe(200);
    expect(await observer.socket.next()).toEqual({ type: 'round', roundId, status: 'open' });
    await expectRefused(silent, CLOSE_UNAUTHENTICATED, 'UNAUTHENTICATED');
  });

  it('is closed (4401) when its first message is not the sign-in', async () => {
    const early = await rawSocket();
    early.send({ type: 'unwatch' });
    await expectRefused(early, CLOSE_UNAUTHENTICATED, 'UNAUTHENTICATED');
  });
});

describe('forged tokens', () => {
  const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

  it.each([
    ['garbage', () => 'garbage'],
    ['three parts of nothing', () => 'a.b.c'],
    ["a member's token signed with another key", (token: string) => resign(token, 'another-key-of-at-least-32-characters!')],
    ["a member's token whose subject is changed to another member", (token: string, otherId: bigint) => withClaims(token, { sub: String(otherId) })],
    ["a member's token with alg none and no signature", (token: string) => `${base64url({ alg: 'none', typ: 'JWT' })}.${token.split('.')[1]}.`],
  ])('refuses %s (4401 TOKEN_INVALID), while the genuine token signs in', async (_, forge) => {
    const socket = await rawSocket();
    socket.send({ type: 'auth', token: forge(member.token, observer.member.id) });
    await expectRefused(socket, CLOSE_UNAUTHENTICATED, 'TOKEN_INVALID');
    await signedIn(member.token);
  });

  /** The token's header and claims, signed with `key`. */
  function resign(token: string, key: string): string {
    const [header, payload] = token.split('.');
    const input = `${header}.${payload}`;
    return `${input}.${createHmac('sha256', key).update(input).digest('base64url')}`;
  }

  /** The token with some claims changed and its signature kept. */
  function withClaims(token: string, claims: object): string {
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const changed = { ...(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as object), ...claims };
    return `${header}.${base64url(changed)}.${signature}`;
  }
});

describe('expired tokens', () => {
  // A second app over the same database (so the same installation key and sessions) issuing
  // short-lived access tokens; the sockets connect to the file's app.
  let shortLived: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    shortLived = await buildApp({ connection: ctx.database.connection, now, auth: { accessTokenTtlSeconds: SHORT_TTL_SECONDS } });
  });
  afterAll(() => shortLived.close());

  it('refuses an expired token (4401 TOKEN_EXPIRED), and closes the socket of a token that expired on the next event of its account, without sending it', async () => {
    const account = await insertAccount(ctx.db);
    const login = await shortLived.inject({ method: 'POST', url: '/api/auth/login', payload: { username: account.username, password: TEST_PASSWORD } });
    expect(login.statusCode).toBe(200);
    const { token } = login.json<{ token: string }>();
    const early = await signedIn(token);

    skewMs += (SHORT_TTL_SECONDS + 1) * 1000;
    const late = await rawSocket();
    late.send({ type: 'auth', token });
    await expectRefused(late, CLOSE_UNAUTHENTICATED, 'TOKEN_EXPIRED');

    await inTransaction(ctx.db, (trx) => deposit(trx, account.id, 50_000n));
    await expectRefused(early, CLOSE_UNAUTHENTICATED, 'TOKEN_EXPIRED');
    await expectCleanBooks(ctx.db);
  });
});

describe("another member's events", () => {
  it("never reach a member's socket: a deposit and a slip of one member go to that member's socket only", async () => {
    const player = await signedInAccount(ctx);
    const own = await signedIn(player.token);
    const balanceNow = async () => satangToBaht((await walletBalance(ctx.db, player.id)).balance);

    await depositThroughApi(player, 500);
    expect(await own.next()).toEqual({ type: 'balance', balance: 500 });
    const slip = await ctx.app.inject({
      method: 'POST',
      url: '/api/lotto/slips',
      headers: { ...player.headers, 'idempotency-key': `abuse-${++keys}` },
      payload: { roundId: String(await insertOpenRound()), items: [{ type: '2top', number: '59', amount: 20 }] },
    });
    expect(slip.statusCode).toBe(201);
    const afterSlip = await own.next();
    expect(afterSlip).toEqual({ type: 'balance', balance: await balanceNow() });
    expect(afterSlip).not.toEqual({ type: 'balance', balance: 500 });

    // The observer's next message is its own balance: nothing of the player's came before it.
    await expectStillServing();
    await expectCleanBooks(ctx.db);
  });

  it("cannot be had by signing in again with another member's token on a signed-in socket (4400)", async () => {
    const socket = await signedIn(member.token);
    socket.send({ type: 'auth', token: observer.member.token });
    await expectRefused(socket, CLOSE_BAD_MESSAGE, 'BAD_MESSAGE');
  });
});

describe('messages the server does not take', () => {
  const notUtf8 = Buffer.from([0x7b, 0xff, 0xfe, 0x7d]);
  /** [what, the frame, sent as text?, close code, the error code sent first (none: ws closes unread)] */
  const refused: [string, string | Buffer, boolean, number, string | null][] = [
    ['text that is not JSON', 'hello', true, CLOSE_BAD_MESSAGE, 'BAD_MESSAGE'],
    ['JSON that is not an object', '[1,2,3]', true, CLOSE_BAD_MESSAGE, 'BAD_MESSAGE'],
    ['JSON null', 'null', true, CLOSE_BAD_MESSAGE, 'BAD_MESSAGE'],
    ['an unknown type', JSON.stringify({ type: 'balance', balance: 1_000_000 }), true, CLOSE_BAD_MESSAGE, 'BAD_MESSAGE'],
    ['a sign-in without a token', JSON.stringify({ type: 'auth' }), true, CLOSE_BAD_MESSAGE, 'BAD_MESSAGE'],
    ['a sign-in with an empty token', JSON.stringify({ type: 'auth', token: '' }), true, CLOSE_BAD_MESSAGE, 'BAD_MESSAGE'],
    ['a watch of a round id that is a number', JSON.stringify({ type: 'watch', roundId: 1 }), true, CLOSE_BAD_MESSAGE, 'BAD_MESSAGE'],
    ['a binary frame of a valid message', Buffer.from(JSON.stringify({ type: 'unwatch' })), false, CLOSE_BAD_MESSAGE, 'BAD_MESSAGE'],
    ['one byte over the size limit', padded('{"type":"unwatch"}', MAX_MESSAGE_BYTES + 1), true, CLOSE_BAD_MESSAGE, 'MESSAGE_TOO_LARGE'],
    ['a message over what ws reads', 'x'.repeat(MAX_MESSAGE_BYTES * WS_PAYLOAD_FACTOR + 1), true, CLOSE_TOO_BIG, null],
    ['text that is not UTF-8', notUtf8, true, CLOSE_NOT_UTF8, null],
  ];

  describe.each([
    ['before signing in', async () => rawSocket()],
    ['after signing in', () => signedIn(member.token)],
  ])('%s', (_, connect) => {
    it.each(refused)('closes on %s', async (_what, frame, asText, close, code) => {
      const socket = await connect();
      socket.sendRaw(frame, { binary: !asText });
      if (code === null) await expectClosedUnread(socket, close);
      else await expectRefused(socket, close, code);
    });
  });

  it('takes a sign-in of exactly the size limit', async () => {
    const socket = await rawSocket();
    socket.sendRaw(padded(JSON.stringify({ type: 'auth', token: member.token }), MAX_MESSAGE_BYTES));
    expect(await socket.next()).toEqual({ type: 'ready' });
    expect(await socket.next()).toEqual({ type: 'balance', balance: 0 });
  });
});

describe('a client that stops reading', () => {
  it('is closed (1013) once the server holds more than its limit for it, while a reader of the same pushes gets every one', async () => {
    const roundId = await insertRound(ctx.db);
    const numbers = Array.from({ length: LIMITS_PER_TYPE }, (_, n) => String(n).padStart(3, '0'));
    await ctx.db
      .insertInto('lotto_limit')
      .values(['3top', '3front'].flatMap((type) => numbers.map((number) => ({ round_id: roundId, bet_type: type, number, kind: 'closed' }))))
      .execute();
    const changed: LottoEvent = { type: 'limits', roundId: String(roundId) };
    const [slow, reader] = [await signedIn((await signedInAccount(ctx)).token), await signedIn((await signedInAccount(ctx)).token)];
    let messageBytes = 0;
    for (const socket of [slow, reader]) {
      socket.send({ type: 'watch', roundId: String(roundId) });
      const limits = await socket.next();
      expect(limits).toMatchObject({ type: 'limits', roundId: String(roundId) });
      messageBytes = Buffer.byteLength(JSON.stringify(limits));
    }
    expect(messageBytes).toBeGreaterThan(MAX_BUFFERED_BYTES / 4);

    slow.pause();
    const end = serverEndOf(slow);
    let pushes = 0;
    let peak = 0;
    let pastLimit = 0;
    try {
      while (pastLimit < PUSHES_PAST_LIMIT && pushes < MAX_PUSHES) {
        // What the lottery publishes when the round's limit items change (lotto/rounds/events.ts).
        await publish(ctx.db, EVENTS_CHANNEL, changed);
        // The hub sends one change to all its watchers at once: once the reader has it, so was the slow socket.
        expect((await reader.next()).type).toBe('limits');
        pushes += 1;
        peak = Math.max(peak, end.writableLength);
        if (peak > MAX_BUFFERED_BYTES) pastLimit += 1;
      }
    } finally {
      // Read again whatever happens, so that the socket can close (a paused client would hold it 30 s).
      slow.resume();
    }
    // Reading again, the client gets what the server held, then the close: not every push (a
    // server that kept them all would deliver them all and stay open).
    const received: ServerMessage[] = [];
    while (received.length < pushes) {
      try {
        received.push(await slow.next());
      } catch {
        break;
      }
    }

    // The test reached the limit, and what the server held never went past it by more than the
    // message that crossed it (and the close frame behind it).
    expect(peak).toBeGreaterThan(MAX_BUFFERED_BYTES);
    expect(peak).toBeLessThanOrEqual(MAX_BUFFERED_BYTES + messageBytes + 64);
    expect(received.length).toBeLessThan(pushes);
    expect(new Set(received.map((message) => message.type))).toEqual(new Set(['limits']));
    expect(await slow.closed).toEqual({ code: CLOSE_SLOW_CONSUMER, reason: 'SLOW_CONSUMER' });
  });
});
