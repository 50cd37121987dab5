/**
 * @jest-environment node
 */
// The bus with the real client against a real HTTP server on 127.0.0.1, and jest's fake timers for
// its 30 s and 500 ms clocks (network callbacks stay real: nextTick and setImmediate are not faked).
import { jest } from '@jest/globals';
import type { AxiosInstance } from 'axios';
import { firstValueFrom, skip } from 'rxjs';
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
import { readToken, readUserData, saveLogin, STORAGE_KEYS, readSessionEndNotice } from './storage.ts';
import { loginAnswerFor } from './testing/fixtures.ts';
import { type Answer, deferred, type LocalApi, startLocalApi, UNAUTHENTICATED } from './testing/local-api.ts';
import { installMemoryStorage } from './testing/memory-storage.ts';

const storage = installMemoryStorage();
const WALLET = 'GET /api/seamless/wallet/show';
const SITE = 'https://tanghuay.example/login-next';

let api: LocalApi;
let http: AxiosInstance;
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

const nextWallet = (bus: SessionBus): Promise<WalletState> => firstValueFrom(bus.balance$.pipe(skip(1)));

function start(bus: SessionBus): () => void {
  const stop = bus.start();
  stops.push(stop);
  return stop;
}

function signIn(): void {
  saveLogin(loginAnswerFor('member'));
}

describe('the session bus wallet', () => {
  it('calls the wallet with the stored UserToken at start and then every 30 s', async () => {
    signIn();
    walletCountsUp();
    const bus = createSessionBus({ http });
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
    const bus = createSessionBus({ http });
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
    const bus = createSessionBus({ http });
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
    const bus = createSessionBus({ http });
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
    const bus = createSessionBus({ http });
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
    const bus = createSessionBus({ http });
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

  it('calls nothing while no UserToken is stored', () => {
    const bus = createSessionBus({ http });
    const get = jest.spyOn(http, 'get');

    start(bus);
    jest.advanceTimersByTime(2 * WALLET_REFRESH_MS);

    expect(get).not.toHaveBeenCalled();
    expect(bus.balance$.value).toEqual({ balance: 0, discount: 0 });
  });

  it('answers refreshBalance once the new balance is in', async () => {
    signIn();
    walletCountsUp();
    const bus = createSessionBus({ http });

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
    const bus = createSessionBus({ http });
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
    const bus = createSessionBus({ http });

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
    const bus = createSessionBus({ http });

    await bus.refreshBalance();

    expect(bus.balance$.value).toEqual({ balance: 75, discount: 1.5 });
  });
});

describe('the single-session rule', () => {
  it('logs out when the wallet reports another count_login: clears auth, resets abilities, emits the site', async () => {
    signIn();
    storage.setItem(STORAGE_KEYS.breakToken, 'break-1');
    api.on(WALLET, () => walletAnswer(500, 4));
    const bus = createSessionBus({ http });
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
    const bus = createSessionBus({ http });
    const logouts: ForcedLogout[] = [];
    bus.forcedLogout$.subscribe((logout) => logouts.push(logout));

    await bus.refreshBalance();

    expect(logouts).toEqual([]);
    expect(readSessionEndNotice()).toBeNull();
    expect(readUserData()?.count_login).toBe(3);
    expect(canNavigate({ resource: 'Seamless' })).toBe(true);
  });
});

describe('the bus flags', () => {
  it('toggles printListAuto and keeps it across page loads', () => {
    const bus = createSessionBus({ http });
    expect(bus.printListAuto$.value).toBe(false);

    bus.togglePrintListAuto();
    expect(bus.printListAuto$.value).toBe(true);
    expect(storage.getItem('printListAuto')).toBe('true');
    expect(createSessionBus({ http }).printListAuto$.value).toBe(true);

    bus.togglePrintListAuto();
    expect(bus.printListAuto$.value).toBe(false);
    expect(createSessionBus({ http }).printListAuto$.value).toBe(false);
  });

  it('starts with no limits, an empty wallet and the shared bus ready', () => {
    expect(createSessionBus({ http }).limits$.value).toEqual([]);
    expect(sessionBus.limits$.value).toEqual([]);
    expect(sessionBus.balance$.value).toEqual({ balance: 0, discount: 0 });
  });
});
