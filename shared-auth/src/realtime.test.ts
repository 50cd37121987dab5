// The realtime client against a fake WebSocket (the test plays the server) and jest's fake timers
// for its reconnect waits; the session is the one stored in jsdom's localStorage.
import { jest } from '@jest/globals';
import { filter, firstValueFrom } from 'rxjs';
import { createRealtimeClient, isRoundId, type RealtimeClient, type RealtimeOptions, type RealtimeState } from './realtime.ts';
import { CLOSE_UNAUTHENTICATED, HEALTHY_CONNECTION_MS, reconnectDelay } from './reconnect-policy.ts';
import type { RealtimeEvent } from './realtime-messages.ts';
import { clearAuth, saveLogin, saveTokens } from './storage.ts';
import { loginAnswerFor } from './testing/fixtures.ts';
import { deferred } from './testing/local-api.ts';
import { type FakeWebSocket, type FakeWebSockets, fakeWebSockets } from './testing/fake-web-socket.ts';

/** With random() = 0.5 every wait is three quarters of its ceiling: 750 ms, 1.5 s, 3 s … 22.5 s. */
const WAITS = [750, 1_500, 3_000, 6_000, 12_000, 22_500, 22_500];
const LIMIT = { type: '3top', number: '123', kind: 'cap', value: 500, remaining: 320.5 } as const;
const CLOSED = { type: '3top', number: '777', kind: 'closed', value: null } as const;

let sockets: FakeWebSockets;
let clients: RealtimeClient[] = [];

beforeEach(() => {
  localStorage.clear();
  jest.useFakeTimers();
  sockets = fakeWebSockets();
});

afterEach(() => {
  for (const client of clients) client.stop();
  clients = [];
  jest.useRealTimers();
  jest.restoreAllMocks();
});

function createClient(options: Partial<RealtimeOptions> = {}): RealtimeClient {
  const client = createRealtimeClient({
    refresh: () => Promise.resolve(),
    WebSocket: sockets.WebSocket,
    random: () => 0.5,
    ...options,
  });
  clients.push(client);
  return client;
}

function signIn(overrides: { UserToken?: string; token?: string } = {}): void {
  saveLogin({ ...loginAnswerFor('member'), ...overrides });
}

function record<T>(observable: { subscribe(next: (value: T) => void): unknown }): T[] {
  const seen: T[] = [];
  observable.subscribe((value) => seen.push(value));
  return seen;
}

const becomes = (client: RealtimeClient, state: RealtimeState) =>
  firstValueFrom(client.state$.pipe(filter((seen) => seen === state)));

/** Asserts that the next socket is opened exactly `wait` ms from now, and answers it. */
function expectSocketAfter(wait: number): FakeWebSocket {
  const count = sockets.made.length;
  jest.advanceTimersByTime(wait - 1);
  expect(sockets.made).toHaveLength(count);
  jest.advanceTimersByTime(1);
  expect(sockets.made).toHaveLength(count + 1);
  return sockets.last();
}

/** A started client with a live socket. */
function liveClient(options: Partial<RealtimeOptions> = {}): { client: RealtimeClient; socket: FakeWebSocket } {
  signIn();
  const client = createClient(options);
  client.start();
  const socket = sockets.last();
  socket.signIn(100);
  return { client, socket };
}

describe('the realtime socket', () => {
  it('opens /ws on the page origin and signs in with the stored access token first', () => {
    signIn();
    const client = createClient();
    const states = record(client.state$);

    client.start();
    const socket = sockets.last();
    expect(socket.url).toBe('ws://localhost/ws');
    expect(socket.sent).toEqual([]);
    socket.open();
    expect(socket.sent).toEqual([{ type: 'auth', token: 'access-1' }]);
    expect(states).toEqual(['off', 'connecting']);
    socket.receive({ type: 'ready' });
    expect(states).toEqual(['off', 'connecting', 'live']);
  });

  it('opens no socket while nobody is signed in', () => {
    const client = createClient();
    const states = record(client.state$);

    client.start();
    jest.advanceTimersByTime(10 * 60_000);

    expect(sockets.made).toEqual([]);
    expect(states).toEqual(['off']);
  });

  it('passes balances, round statuses and the limits on, and ignores what it does not know', () => {
    const { client, socket } = liveClient();
    const events = record<RealtimeEvent>(client.events$);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);

    socket.receive({ type: 'balance', balance: 250.5 });
    socket.receive({ type: 'round', roundId: '42', status: 'closed' });
    socket.receive({ type: 'limits', roundId: '42', limits: [LIMIT, CLOSED] });
    socket.receive({ type: 'balance', balance: '250' });
    socket.receive({ type: 'round', roundId: '42', status: 'paused' });
    socket.receive({ type: 'limits', roundId: '42', limits: [{ ...LIMIT, kind: 'open' }] });
    socket.receive({ type: 'limits', roundId: '42', limits: [{ ...LIMIT, remaining: '320.50' }] });
    socket.receive({ type: 'later', x: 1 });
    socket.receive('not json', true);
    socket.receive({ type: 'error', error: { code: 'ROUND_NOT_FOUND', message: 'ไม่พบงวดที่ต้องการติดตาม' } });

    expect(events).toEqual([
      { type: 'balance', balance: 250.5 },
      { type: 'round', roundId: '42', status: 'closed' },
      { type: 'limits', roundId: '42', items: [LIMIT, CLOSED] },
    ]);
    expect(console.warn).toHaveBeenCalledWith('realtime: ROUND_NOT_FOUND ไม่พบงวดที่ต้องการติดตาม');
  });

  it('asks for the watched round after every ready, and follows changes while live', () => {
    signIn();
    const client = createClient();
    client.watch('42');
    client.start();
    const first = sockets.last();
    first.open();
    expect(first.sent).toEqual([{ type: 'auth', token: 'access-1' }]);
    first.receive({ type: 'ready' });
    expect(first.sent.slice(1)).toEqual([{ type: 'watch', roundId: '42' }]);

    client.watch('43');
    client.watch('43');
    client.watch(null);
    client.watch('44');
    expect(first.sent.slice(2)).toEqual([{ type: 'watch', roundId: '43' }, { type: 'unwatch' }, { type: 'watch', roundId: '44' }]);

    first.end(1006);
    client.watch('45');
    const second = expectSocketAfter(WAITS[0]!);
    second.signIn();
    expect(second.sent).toEqual([
      { type: 'auth', token: 'access-1' },
      { type: 'watch', roundId: '45' },
    ]);
  });

  it('tells which round ids the API takes', () => {
    expect(['1', '42', '9223372036854775807'].map(isRoundId)).toEqual([true, true, true]);
    expect(['0', '042', '-1', '1.5', 'abc', '', '9223372036854775808'].map(isRoundId)).toEqual(Array(7).fill(false));
  });
});

describe('reconnecting', () => {
  it('waits 1 s doubling up to 30 s, each wait between half and all of it', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 40].map((attempt) => reconnectDelay(attempt, () => 0))).toEqual([
      500, 1_000, 2_000, 4_000, 8_000, 15_000, 15_000, 15_000,
    ]);
    expect(reconnectDelay(0, () => 0.99)).toBe(995);
    expect(reconnectDelay(9, () => 0.99)).toBe(29_850);

    signIn();
    const client = createClient();
    const states = record(client.state$);
    client.start();
    for (const wait of WAITS) {
      sockets.last().end(1006);
      expect(states.at(-1)).toBe('retrying');
      expectSocketAfter(wait);
      expect(states.at(-1)).toBe('connecting');
    }
  });

  it('starts again from the shortest wait after a connection that stayed up, not after a short one', () => {
    signIn();
    const client = createClient();
    client.start();
    for (const wait of WAITS.slice(0, 3)) {
      sockets.last().end(1006);
      expectSocketAfter(wait);
    }

    // Live, but not for long: the waits go on growing.
    sockets.last().signIn();
    jest.advanceTimersByTime(HEALTHY_CONNECTION_MS - 1);
    sockets.last().end(1006);
    const afterShort = expectSocketAfter(WAITS[3]!);

    afterShort.signIn();
    jest.advanceTimersByTime(HEALTHY_CONNECTION_MS);
    afterShort.end(1001, 'SERVER_CLOSING');
    expectSocketAfter(WAITS[0]!);
  });

  it('after a 4401 lets refresh renew the token, then signs in with the new one', async () => {
    const renewed = deferred();
    const refresh = jest.fn(async () => {
      await renewed.promise;
      saveTokens({ token: 'access-2', refreshToken: 'refresh-2' });
    });
    const { client, socket } = liveClient({ refresh });

    socket.end(CLOSE_UNAUTHENTICATED, 'TOKEN_EXPIRED');
    jest.advanceTimersByTime(WAITS[0]!);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(sockets.made).toHaveLength(1);

    const connecting = becomes(client, 'connecting');
    renewed.resolve();
    await connecting;
    sockets.last().open();
    expect(sockets.last().sent).toEqual([{ type: 'auth', token: 'access-2' }]);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('after a 4401 signs in at once with a token renewed meanwhile (by a wallet call or another tab)', () => {
    const refresh = jest.fn(() => Promise.resolve());
    const { socket } = liveClient({ refresh });

    socket.end(CLOSE_UNAUTHENTICATED, 'TOKEN_EXPIRED');
    saveTokens({ token: 'access-2', refreshToken: 'refresh-2' });
    const next = expectSocketAfter(WAITS[0]!);
    next.open();

    expect(next.sent).toEqual([{ type: 'auth', token: 'access-2' }]);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('stays off after a 4401 when the refresh ended the session', async () => {
    const refresh = jest.fn(async () => clearAuth());
    const { client, socket } = liveClient({ refresh });

    socket.end(CLOSE_UNAUTHENTICATED, 'TOKEN_EXPIRED');
    const off = becomes(client, 'off');
    jest.advanceTimersByTime(WAITS[0]!);
    await off;
    jest.advanceTimersByTime(10 * 60_000);

    expect(sockets.made).toHaveLength(1);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('after a 4401 for a session ended elsewhere runs the wallet check at the next attempt, which ends the session', async () => {
    // The bus's wallet call: its 401 is refused a refresh, and the session ends (signed out).
    const refresh = jest.fn(async () => clearAuth());
    const { client, socket } = liveClient({ refresh });
    const states = record(client.state$);

    socket.end(CLOSE_UNAUTHENTICATED, 'SESSION_REVOKED');
    const off = becomes(client, 'off');
    jest.advanceTimersByTime(WAITS[0]!);
    await off;
    expect(refresh).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(10 * 60_000);
    expect(sockets.made).toHaveLength(1);
    expect(states).toEqual(['live', 'retrying', 'off']);
  });

  it('after a 4401 for a session ended in this browser follows the session stored meanwhile (a password change in another tab)', () => {
    const refresh = jest.fn(() => Promise.resolve());
    const { socket } = liveClient({ refresh });

    socket.end(CLOSE_UNAUTHENTICATED, 'SESSION_REVOKED');
    signIn({ token: 'access-9', UserToken: 'user-token-9' });
    const next = expectSocketAfter(WAITS[0]!);
    next.open();
    expect(next.sent).toEqual([{ type: 'auth', token: 'access-9' }]);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('keeps trying when no socket can be made', () => {
    signIn();
    let refusals = 2;
    class Refusing extends sockets.WebSocket {
      constructor(url: string) {
        if (refusals-- > 0) throw new SyntaxError('The URL is invalid.');
        super(url);
      }
    }
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const client = createClient({ WebSocket: Refusing });
    const states = record(client.state$);

    client.start();
    jest.advanceTimersByTime(WAITS[0]! + WAITS[1]!);

    expect(logged).toHaveBeenCalledTimes(2);
    expect(sockets.made).toHaveLength(1);
    expect(states).toEqual(['off', 'connecting', 'retrying', 'connecting', 'retrying', 'connecting']);
  });
});

describe('stopping and the end of the session', () => {
  it('stop() closes the socket; nothing it says later counts and it is never opened again', () => {
    const { client, socket } = liveClient();
    const events = record<RealtimeEvent>(client.events$);
    const states = record(client.state$);

    client.stop();
    expect(socket.closedByClient).toEqual({ code: 1000, reason: undefined });
    socket.receive({ type: 'balance', balance: 999 });
    socket.end(1000);
    jest.advanceTimersByTime(10 * 60_000);

    expect(events).toEqual([]);
    expect(states).toEqual(['live', 'off']);
    expect(sockets.made).toHaveLength(1);
  });

  it('stop() during a wait or a refresh opens nothing afterwards', async () => {
    const renewed = deferred();
    const refresh = jest.fn(() => renewed.promise);
    const { client, socket } = liveClient({ refresh });
    socket.end(1006);
    client.stop();
    jest.advanceTimersByTime(10 * 60_000);
    expect(sockets.made).toHaveLength(1);

    client.start();
    sockets.last().signIn();
    sockets.last().end(CLOSE_UNAUTHENTICATED);
    jest.advanceTimersByTime(WAITS[0]!);
    expect(refresh).toHaveBeenCalledTimes(1);
    client.stop();
    renewed.resolve();
    await jest.advanceTimersByTimeAsync(10 * 60_000);

    expect(sockets.made).toHaveLength(2);
  });

  it('drops a message for a session that has ended, and the socket with it', () => {
    const { client, socket } = liveClient();
    const events = record<RealtimeEvent>(client.events$);
    const states = record(client.state$);

    clearAuth();
    socket.receive({ type: 'balance', balance: 999 });
    jest.advanceTimersByTime(10 * 60_000);

    expect(events).toEqual([]);
    expect(socket.closedByClient?.code).toBe(1000);
    expect(states).toEqual(['live', 'retrying', 'off']);
    expect(sockets.made).toHaveLength(1);
  });

  it('drops a message meant for another session stored since, and signs in for the new one', () => {
    const { client, socket } = liveClient();
    const events = record<RealtimeEvent>(client.events$);

    signIn({ UserToken: 'user-token-2', token: 'access-9' });
    socket.receive({ type: 'balance', balance: 999 });
    const next = expectSocketAfter(WAITS[0]!);
    next.signIn(5);

    expect(events).toEqual([{ type: 'balance', balance: 5 }]);
    expect(next.sent).toEqual([{ type: 'auth', token: 'access-9' }]);
  });
});
