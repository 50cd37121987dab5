/**
 * @jest-environment node
 */
// The bus with the real client against a real HTTP server on 127.0.0.1, a fake WebSocket played by
// the test, and jest's fake timers for its 30 s and 500 ms clocks and the socket's reconnect waits
// (network callbacks stay real: nextTick and setImmediate are not faked).
import { jest } from '@jest/globals';
import type { AxiosInstance } from 'axios';
import { filter, firstValueFrom, skip } from 'rxjs';
import { canNavigate } from './abilities.ts';
import { createHttpClient } from './http.ts';
import {
  createSessionBus,
  DISPLAY_REFRESH_MS,
  type ForcedLogout,
  type SessionBus,
  sessionBus,
  WALLET_REFRESH_MS,
  type WalletState,
} from './session-bus.ts';
import type { RealtimeState } from './realtime.ts';
import { CLOSE_UNAUTHENTICATED } from './reconnect-policy.ts';
import { clearAuth, readToken, readUserData, saveLogin, STORAGE_KEYS, readSessionEndNotice } from './storage.ts';
import { type FakeWebSockets, fakeWebSockets } from './testing/fake-web-socket.ts';
import { loginAnswerFor } from './testing/fixtures.ts';
import { type Answer, deferred, type LocalApi, startLocalApi, UNAUTHENTICATED } from './testing/local-api.ts';
import { installMemoryStorage } from './testing/memory-storage.ts';

const storage = installMemoryStorage();
const WALLET = 'GET /api/seamless/wallet/show';
const SITE = 'https://tanghuay.example/login-next';

let api: LocalApi;
let http: AxiosInstance;
let sockets: FakeWebSockets;
let stops: (() => void)[] = [];

beforeAll(async () => {
  api = await startLocalApi();
});
afterAll(() => api.close());

beforeEach(() => {
  api.reset();
  storage.clear();
  sessionStorage.clear();
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask', 'hrtime', 'performance'] });
  http = createHttpClient({ baseURL: api.baseURL, onSessionEnded: () => undefined });
  sockets = fakeWebSockets();
});

afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const walletAnswer = (balance: number, countLogin = 3): Answer => ({
  status: 200,
  body: { success: true, WalletData: { balance }, discount: 1.5, count_login: countLogin },
});

/** The wallet answers 100, 200, 300 … baht on its successive calls. */
function walletCountsUp(): void {
  let calls = 0;
  api.on(WALLET, () => {
    calls += 1;
    return walletAnswer(100 * calls);
  });
}

/** A bus on the test's HTTP client and fake sockets; with random() = 0.5 the first reconnect waits 750 ms. */
const newBus = (): SessionBus =>
  createSessionBus({ http, realtime: { url: () => 'ws://127.0.0.1/ws', WebSocket: sockets.WebSocket, random: () => 0.5 } });
const FIRST_RECONNECT_MS = 750;

const nextWallet = (bus: SessionBus): Promise<WalletState> => firstValueFrom(bus.balance$.pipe(skip(1)));

function start(bus: SessionBus): () => void {
  const stop = bus.start();
  stops.push(stop);
  return stop;
}

function signIn(): void {
  saveLogin(loginAnswerFor('member'));
}

function record<T>(observable: { subscribe(next: (value: T) => void): unknown }): T[] {
  const seen: T[] = [];
  observable.subscribe((value) => seen.push(value));
  return seen;
}

const states = (bus: SessionBus): RealtimeState[] => record(bus.realtime$);
const becomes = (bus: SessionBus, state: RealtimeState) =>
  firstValueFrom(bus.realtime$.pipe(filter((seen) => seen === state)));

describe('the session bus wallet', () => {
  it('calls the wallet with the stored UserToken at start and then every 30 s', async () => {
    signIn();
    walletCountsUp();
    const bus = newBus();
    const get = jest.spyOn(http, 'get');

    const first = nextWallet(bus);
    start(bus);
    expect(get).toHaveBeenCalledTimes(1);
    expect(await first).toEqual({ balance: 100, discount: 1.5 });
    const [call] = api.calls(WALLET);
    expect(call?.query.get('UserToken')).toBe('user-token-1');
    expect(call?.authorization).toBe('Bearer access-1');

    jest.advanceTimersByTime(WALLET_REFRESH_MS - 1);
    expect(get).toHaveBeenCalledTimes(1);
    const second = nextWallet(bus);
    jest.advanceTimersByTime(1);
    expect(get).toHaveBeenCalledTimes(2);
    expect(await second).toEqual({ balance: 200, discount: 1.5 });

    const third = nextWallet(bus);
    jest.advanceTimersByTime(WALLET_REFRESH_MS);
    expect(await third).toEqual({ balance: 300, discount: 1.5 });
    expect(api.calls(WALLET)).toHaveLength(3);
  });

  it('copies the balance to the display every 500 ms', async () => {
    signIn();
    walletCountsUp();
    const bus = newBus();
    const shown: (number | null)[] = [];
    bus.displayBalance$.subscribe((balance) => shown.push(balance));

    const first = nextWallet(bus);
    start(bus);
    await first;
    jest.advanceTimersByTime(DISPLAY_REFRESH_MS - 1);
    expect(shown).toEqual([null]);
    jest.advanceTimersByTime(1);
    expect(shown).toEqual([null, 100]);

    bus.balance$.next({ balance: 42.5, discount: 0 });
    expect(shown).toEqual([null, 100]);
    jest.advanceTimersByTime(2 * DISPLAY_REFRESH_MS);
    expect(shown).toEqual([null, 100, 42.5, 42.5]);
  });

  it('shows no amount until the wallet has answered, then 0 if it failed', async () => {
    signIn();
    const answer = deferred();
    api.on(WALLET, async () => {
      await answer.promise;
      return { status: 500, body: { error: { code: 'INTERNAL', message: 'ระบบขัดข้อง' } } };
    });
    const bus = newBus();
    const shown: (number | null)[] = [];
    bus.displayBalance$.subscribe((balance) => shown.push(balance));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);

    start(bus);
    jest.advanceTimersByTime(2 * DISPLAY_REFRESH_MS);
    expect(shown).toEqual([null, null, null]);

    const settled = nextWallet(bus);
    answer.resolve();
    await settled;
    jest.advanceTimersByTime(DISPLAY_REFRESH_MS);
    expect(shown).toEqual([null, null, null, 0]);
  });

  it('stops both clocks with the function start answers', async () => {
    signIn();
    walletCountsUp();
    const bus = newBus();
    const get = jest.spyOn(http, 'get');
    const shown: (number | null)[] = [];
    bus.displayBalance$.subscribe((balance) => shown.push(balance));

    const first = nextWallet(bus);
    const stop = start(bus);
    await first;
    jest.advanceTimersByTime(DISPLAY_REFRESH_MS);
    stop();
    jest.advanceTimersByTime(4 * WALLET_REFRESH_MS);

    expect(get).toHaveBeenCalledTimes(1);
    // Stopping forgets the balance: the next session must not show this one's.
    expect(shown).toEqual([null, 100, null]);
    expect(bus.balance$.value).toEqual({ balance: 0, discount: 0 });
  });

  it('ignores an answer that arrives after the stop', async () => {
    signIn();
    const answer = deferred();
    api.on(WALLET, async () => {
      await answer.promise;
      return walletAnswer(900);
    });
    const bus = newBus();
    const get = jest.spyOn(http, 'get');

    const stop = start(bus);
    stop();
    answer.resolve();
    await get.mock.results[0]?.value;

    expect(bus.balance$.value).toEqual({ balance: 0, discount: 0 });
  });

  it('does not double the clocks when started twice, and starts again after a stop', async () => {
    signIn();
    walletCountsUp();
    const bus = newBus();
    const get = jest.spyOn(http, 'get');
    const shown: (number | null)[] = [];
    bus.displayBalance$.subscribe((balance) => shown.push(balance));

    const first = nextWallet(bus);
    const stop = start(bus);
    expect(start(bus)).toBe(stop);
    await first;
    expect(get).toHaveBeenCalledTimes(1);

    const second = nextWallet(bus);
    jest.advanceTimersByTime(WALLET_REFRESH_MS);
    await second;
    expect(get).toHaveBeenCalledTimes(2);
    expect(shown).toHaveLength(1 + WALLET_REFRESH_MS / DISPLAY_REFRESH_MS);

    stop();
    const third = nextWallet(bus);
    start(bus);
    await third;
    expect(get).toHaveBeenCalledTimes(3);
  });

  it('calls nothing and opens no socket while no UserToken is stored', () => {
    const bus = newBus();
    const get = jest.spyOn(http, 'get');

    start(bus);
    jest.advanceTimersByTime(2 * WALLET_REFRESH_MS);

    expect(get).not.toHaveBeenCalled();
    expect(sockets.made).toEqual([]);
    expect(states(bus)).toEqual(['off']);
    expect(bus.balance$.value).toEqual({ balance: 0, discount: 0 });
  });

  it('answers refreshBalance once the new balance is in', async () => {
    signIn();
    walletCountsUp();
    const bus = newBus();

    await bus.refreshBalance();
    expect(bus.balance$.value).toEqual({ balance: 100, discount: 1.5 });
    await bus.refreshBalance();
    expect(bus.balance$.value).toEqual({ balance: 200, discount: 1.5 });
    expect(api.calls(WALLET)).toHaveLength(2);
  });

  it.each<[string, Answer]>([
    ['an error answer', { status: 404, body: { error: { code: 'NOT_FOUND', message: 'ไม่พบกระเป๋าเงิน' } } }],
    ['success false', { status: 200, body: { success: false } }],
    ['a server failure', { status: 500, body: { error: { code: 'INTERNAL', message: 'ระบบขัดข้อง' } } }],
  ])('sets balance and discount to 0 on %s and only logs it', async (_, failure) => {
    signIn();
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    api.on(WALLET, () => walletAnswer(900));
    const bus = newBus();
    await bus.refreshBalance();
    expect(bus.balance$.value).toEqual({ balance: 900, discount: 1.5 });

    api.on(WALLET, () => failure);
    await bus.refreshBalance();

    expect(bus.balance$.value).toEqual({ balance: 0, discount: 0 });
    expect(logged).toHaveBeenCalledTimes(1);
    expect(readToken()).toBe('access-1');
  });

  it('keeps the latest answer when an older call answers late', async () => {
    signIn();
    const slow = deferred();
    let calls = 0;
    api.on(WALLET, async () => {
      calls += 1;
      if (calls === 1) {
        await slow.promise;
        return walletAnswer(1);
      }
      return walletAnswer(2);
    });
    const bus = newBus();

    const older = bus.refreshBalance();
    await bus.refreshBalance();
    slow.resolve();
    await older;

    expect(bus.balance$.value.balance).toBe(2);
  });

  it('gets its answer after the client refreshed an expired token', async () => {
    signIn();
    api.on(WALLET, (request) => (request.authorization === 'Bearer access-2' ? walletAnswer(75) : UNAUTHENTICATED));
    api.on('POST /api/auth/refresh-token', () => ({
      status: 200,
      body: { status: true, token: 'access-2', refreshToken: 'refresh-2' },
    }));
    const bus = newBus();

    await bus.refreshBalance();

    expect(bus.balance$.value).toEqual({ balance: 75, discount: 1.5 });
  });
});

describe('the single-session rule', () => {
  it('logs out when the wallet reports another count_login: clears auth, resets abilities, emits the site', async () => {
    signIn();
    storage.setItem(STORAGE_KEYS.breakToken, 'break-1');
    api.on(WALLET, () => walletAnswer(500, 4));
    const bus = newBus();
    const logouts: ForcedLogout[] = [];
    bus.forcedLogout$.subscribe((logout) => logouts.push(logout));
    const get = jest.spyOn(http, 'get');

    start(bus);
    await firstValueFrom(bus.forcedLogout$);

    expect(logouts).toEqual([{ site: SITE }]);
    for (const key of Object.values(STORAGE_KEYS)) expect(storage.getItem(key)).toBeNull();
    expect(readSessionEndNotice()).toBe('SESSION_REVOKED');
    expect(canNavigate({ resource: 'Seamless' })).toBe(false);
    expect(canNavigate(undefined)).toBe(true);

    // Signed out now: the next tick calls nothing.
    jest.advanceTimersByTime(WALLET_REFRESH_MS);
    expect(get).toHaveBeenCalledTimes(1);
    expect(logouts).toHaveLength(1);
  });

  it('keeps the session while count_login matches', async () => {
    signIn();
    api.on(WALLET, () => walletAnswer(500, 3));
    const bus = newBus();
    const logouts: ForcedLogout[] = [];
    bus.forcedLogout$.subscribe((logout) => logouts.push(logout));

    await bus.refreshBalance();

    expect(logouts).toEqual([]);
    expect(readSessionEndNotice()).toBeNull();
    expect(readUserData()?.count_login).toBe(3);
    expect(canNavigate({ resource: 'Seamless' })).toBe(true);
  });
});

describe('the session bus socket', () => {
  const LIMIT = { type: '3top', number: '123', kind: 'cap', value: 500 } as const;
  const watch = (roundId: string) => ({ type: 'watch', roundId });

  /** A started bus whose wallet answered 100 and whose socket is live. */
  async function liveBus(): Promise<SessionBus> {
    signIn();
    walletCountsUp();
    const bus = newBus();
    const first = nextWallet(bus);
    start(bus);
    await first;
    sockets.last().signIn(100);
    return bus;
  }

  it('opens with start() and closes for good with its stop function', async () => {
    signIn();
    walletCountsUp();
    const bus = newBus();
    const seen = states(bus);
    const first = nextWallet(bus);
    const stop = start(bus);
    await first;
    const socket = sockets.last();
    expect(socket.url).toBe('ws://127.0.0.1/ws');
    socket.signIn(100);
    expect(socket.sent).toEqual([{ type: 'auth', token: 'access-1' }]);

    stop();
    expect(socket.closedByClient?.code).toBe(1000);
    socket.receive({ type: 'balance', balance: 999 });
    socket.end(1000);
    jest.advanceTimersByTime(4 * WALLET_REFRESH_MS);

    expect(sockets.made).toHaveLength(1);
    expect(seen).toEqual(['off', 'connecting', 'live', 'off']);
    expect(bus.balance$.value).toEqual({ balance: 0, discount: 0 });
  });

  it('shows a pushed balance at once, keeping the discount, and still calls the wallet every 30 s', async () => {
    const bus = await liveBus();
    const shown = record(bus.displayBalance$);

    sockets.last().receive({ type: 'balance', balance: 1234.5 });

    expect(bus.balance$.value).toEqual({ balance: 1234.5, discount: 1.5 });
    expect(shown).toEqual([100, 1234.5]);
    const polled = nextWallet(bus);
    jest.advanceTimersByTime(WALLET_REFRESH_MS);
    expect(await polled).toEqual({ balance: 200, discount: 1.5 });
  });

  it('keeps a balance pushed while a wallet call was on its way, and takes the discount of its answer', async () => {
    signIn();
    const answer = deferred();
    api.on(WALLET, async () => {
      await answer.promise;
      return walletAnswer(100);
    });
    const bus = newBus();
    const shown = record(bus.displayBalance$);
    const get = jest.spyOn(http, 'get');

    start(bus);
    sockets.last().signIn(300);
    expect(bus.balance$.value).toEqual({ balance: 300, discount: 0 });
    expect(shown).toEqual([null, 300]);
    answer.resolve();
    await get.mock.results[0]?.value;

    expect(bus.balance$.value).toEqual({ balance: 300, discount: 1.5 });
  });

  it('drops a balance pushed after the session ended', async () => {
    const bus = await liveBus();

    clearAuth();
    sockets.last().receive({ type: 'balance', balance: 999 });

    expect(bus.balance$.value).toEqual({ balance: 100, discount: 1.5 });
  });

  it('passes every round status on', async () => {
    const bus = await liveBus();
    const changes = record(bus.roundStatus$);

    sockets.last().receive({ type: 'round', roundId: '42', status: 'closed' });
    sockets.last().receive({ type: 'round', roundId: '7', status: 'resulted' });

    expect(changes).toEqual([
      { roundId: '42', status: 'closed' },
      { roundId: '7', status: 'resulted' },
    ]);
  });

  it('gives the limits of the watched round only; watches are counted and the newest round is watched', async () => {
    const bus = await liveBus();
    const socket = sockets.last();
    const sent = () => socket.sent.slice(1);

    const first = bus.watchRound('42');
    const second = bus.watchRound('42');
    expect(sent()).toEqual([watch('42')]);
    socket.receive({ type: 'limits', roundId: '42', limits: [LIMIT] });
    socket.receive({ type: 'limits', roundId: '7', limits: [] });
    expect(bus.limits$.value).toEqual({ roundId: '42', items: [LIMIT] });

    first();
    first();
    expect(sent()).toEqual([watch('42')]);
    expect(bus.limits$.value).toEqual({ roundId: '42', items: [LIMIT] });

    const other = bus.watchRound('43');
    expect(sent()).toEqual([watch('42'), watch('43')]);
    expect(bus.limits$.value).toBeNull();
    socket.receive({ type: 'limits', roundId: '42', limits: [LIMIT] });
    expect(bus.limits$.value).toBeNull();

    other();
    expect(sent()).toEqual([watch('42'), watch('43'), watch('42')]);
    second();
    expect(sent()).toEqual([watch('42'), watch('43'), watch('42'), { type: 'unwatch' }]);
    expect(bus.limits$.value).toBeNull();
  });

  it('asks for the watched round again after a reconnect', async () => {
    const bus = await liveBus();
    bus.watchRound('42');

    sockets.last().end(1006);
    jest.advanceTimersByTime(FIRST_RECONNECT_MS);
    const next = sockets.last();
    next.signIn(100);
    next.receive({ type: 'limits', roundId: '42', limits: [LIMIT] });

    expect(sockets.made).toHaveLength(2);
    expect(next.sent).toEqual([{ type: 'auth', token: 'access-1' }, watch('42')]);
    expect(bus.limits$.value).toEqual({ roundId: '42', items: [LIMIT] });
  });

  it('sends nothing for what is not a round id', async () => {
    const bus = await liveBus();
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);

    const stopWatching = bus.watchRound('0');
    stopWatching();

    expect(sockets.last().sent).toEqual([{ type: 'auth', token: 'access-1' }]);
    expect(bus.limits$.value).toBeNull();
    expect(logged).toHaveBeenCalledTimes(1);
  });

  it('after a 4401 calls the wallet, whose 401 refreshes the token, then signs the socket in with the new one', async () => {
    signIn();
    let expired = false;
    api.on(WALLET, (request) => (expired && request.authorization !== 'Bearer access-2' ? UNAUTHENTICATED : walletAnswer(100)));
    api.on('POST /api/auth/refresh-token', () => ({
      status: 200,
      body: { status: true, token: 'access-2', refreshToken: 'refresh-2' },
    }));
    const bus = newBus();
    const first = nextWallet(bus);
    start(bus);
    await first;
    sockets.last().signIn(100);

    expired = true;
    sockets.last().end(CLOSE_UNAUTHENTICATED, 'TOKEN_EXPIRED');
    const connecting = becomes(bus, 'connecting');
    jest.advanceTimersByTime(FIRST_RECONNECT_MS);
    await connecting;
    sockets.last().open();

    expect(sockets.made).toHaveLength(2);
    expect(sockets.last().sent).toEqual([{ type: 'auth', token: 'access-2' }]);
    expect(api.calls('POST /api/auth/refresh-token')).toHaveLength(1);
    expect(api.calls(WALLET).map((call) => call.authorization)).toEqual([
      'Bearer access-1',
      'Bearer access-1',
      'Bearer access-2',
    ]);
  });

  it('after a 4401 waits for the wallet call on its way rather than sending another with the refused token', async () => {
    signIn();
    const held = deferred();
    api.on(WALLET, async (request) => {
      if (request.authorization === 'Bearer access-2') return walletAnswer(100);
      await held.promise;
      return UNAUTHENTICATED;
    });
    api.on('POST /api/auth/refresh-token', () => ({
      status: 200,
      body: { status: true, token: 'access-2', refreshToken: 'refresh-2' },
    }));
    const bus = newBus();

    // The page loads with an expired token: the wallet call and the socket are refused together.
    start(bus);
    sockets.last().open();
    sockets.last().end(CLOSE_UNAUTHENTICATED, 'TOKEN_EXPIRED');
    jest.advanceTimersByTime(FIRST_RECONNECT_MS);
    const connecting = becomes(bus, 'connecting');
    held.resolve();
    await connecting;
    sockets.last().open();

    expect(sockets.last().sent).toEqual([{ type: 'auth', token: 'access-2' }]);
    expect(bus.balance$.value).toEqual({ balance: 100, discount: 1.5 });
    expect(api.calls(WALLET).map((call) => call.authorization)).toEqual(['Bearer access-1', 'Bearer access-2']);
    expect(api.calls('POST /api/auth/refresh-token')).toHaveLength(1);
  });

  it('opens no socket again after a 4401 whose refresh is refused: the session has ended meanwhile', async () => {
    signIn();
    let revoked = false;
    api.on(WALLET, () => (revoked ? { status: 401, body: { error: { code: 'SESSION_REVOKED', message: 'x' } } } : walletAnswer(100)));
    api.on('POST /api/auth/refresh-token', () => UNAUTHENTICATED);
    const bus = newBus();
    const first = nextWallet(bus);
    start(bus);
    await first;
    sockets.last().signIn(100);

    revoked = true;
    sockets.last().end(CLOSE_UNAUTHENTICATED, 'TOKEN_EXPIRED');
    const off = becomes(bus, 'off');
    jest.advanceTimersByTime(FIRST_RECONNECT_MS);
    await off;
    jest.advanceTimersByTime(10 * WALLET_REFRESH_MS);

    expect(sockets.made).toHaveLength(1);
    expect(readToken()).toBeNull();
    expect(readSessionEndNotice()).toBe('SESSION_REVOKED');
  });
});

describe('the bus flags', () => {
  it('toggles printListAuto and keeps it across page loads', () => {
    const bus = newBus();
    expect(bus.printListAuto$.value).toBe(false);

    bus.togglePrintListAuto();
    expect(bus.printListAuto$.value).toBe(true);
    expect(storage.getItem('printListAuto')).toBe('true');
    expect(newBus().printListAuto$.value).toBe(true);

    bus.togglePrintListAuto();
    expect(bus.printListAuto$.value).toBe(false);
    expect(newBus().printListAuto$.value).toBe(false);
  });

  it('starts with no limits, an empty wallet, no socket and the shared bus ready', () => {
    expect(newBus().limits$.value).toBeNull();
    expect(sessionBus.limits$.value).toBeNull();
    expect(sessionBus.balance$.value).toEqual({ balance: 0, discount: 0 });
    expect(states(sessionBus)).toEqual(['off']);
  });
});
