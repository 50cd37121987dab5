/**
 * @jest-environment node
 */
// The client against a real HTTP server on 127.0.0.1: node's http adapter, an in-memory localStorage.
import { jest } from '@jest/globals';
import { isAxiosError } from 'axios';
import { canNavigate } from './abilities.ts';
import { createHttpClient } from './http.ts';
import {
  readRefreshToken,
  readSessionEndNotice,
  readToken,
  readUserData,
  saveLogin,
  saveTokens,
  STORAGE_KEYS,
} from './storage.ts';
import { loginAnswerFor } from './testing/fixtures.ts';
import { deferred, type LocalApi, type ReceivedRequest, startLocalApi, UNAUTHENTICATED } from './testing/local-api.ts';
import { installLocks, MemoryLocks } from './testing/memory-locks.ts';
import { installMemoryStorage } from './testing/memory-storage.ts';

const storage = installMemoryStorage();
let api: LocalApi;

beforeAll(async () => {
  api = await startLocalApi();
});
afterAll(() => api.close());
beforeEach(() => {
  api.reset();
  storage.clear();
  sessionStorage.clear();
});

const PROTECTED = 'GET /api/lotto/slips';
const REFRESH = 'POST /api/auth/refresh-token';
const NEW_TOKENS = { status: true, token: 'access-2', refreshToken: 'refresh-2' };

/** The protected route answers 401 unless the request carries the new token. */
function protectedRouteWantsNewToken() {
  api.on(PROTECTED, (request: ReceivedRequest) =>
    request.authorization === 'Bearer access-2'
      ? { status: 200, body: { slip: request.query.get('n') } }
      : UNAUTHENTICATED,
  );
}

async function statusOfFailure(request: Promise<unknown>): Promise<number | undefined> {
  try {
    await request;
  } catch (error) {
    return isAxiosError(error) ? error.response?.status : undefined;
  }
  throw new Error('expected the request to fail');
}

// Node has Web Locks of its own: each block says which lock manager its clients see.
let restoreLocks: () => void = () => undefined;
afterEach(() => {
  restoreLocks();
  restoreLocks = () => undefined;
});

// The behaviour within one tab is the same whether or not the browser has Web Locks.
describe.each([
  ['in a browser without Web Locks', () => undefined],
  ['with Web Locks', () => new MemoryLocks()],
])('createHttpClient %s', (_, locks) => {
  beforeEach(() => {
    restoreLocks = installLocks(locks());
  });

  it('sends the stored token as a Bearer header, and none when signed out', async () => {
    api.on(PROTECTED, () => ({ status: 200, body: {} }));
    const http = createHttpClient({ baseURL: api.baseURL, onSessionEnded: jest.fn() });

    await http.get('/lotto/slips');
    saveLogin(loginAnswerFor('member'));
    await http.get('/lotto/slips');

    expect(api.calls(PROTECTED).map((request) => request.authorization)).toEqual([undefined, 'Bearer access-1']);
  });

  it('refreshes once for five requests failing together, then retries each with the new token', async () => {
    saveLogin(loginAnswerFor('member'));
    // The refresh answers only after all five requests have had their 401.
    const allFailed = deferred();
    let failures = 0;
    api.on(PROTECTED, (request) => {
      if (request.authorization === 'Bearer access-2') return { status: 200, body: { slip: request.query.get('n') } };
      failures += 1;
      if (failures === 5) allFailed.resolve();
      return UNAUTHENTICATED;
    });
    api.on(REFRESH, async () => {
      await allFailed.promise;
      return { status: 200, body: NEW_TOKENS };
    });
    const onSessionEnded = jest.fn();
    const http = createHttpClient({ baseURL: api.baseURL, onSessionEnded });

    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => http.get<{ slip: string }>('/lotto/slips', { params: { n } })),
    );

    expect(answers.map((answer) => answer.data.slip)).toEqual(['1', '2', '3', '4', '5']);
    const refreshes = api.calls(REFRESH);
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]?.body).toEqual({ refreshToken: 'refresh-1' });
    expect(refreshes[0]?.authorization).toBeUndefined();
    const sent = api.calls(PROTECTED).map((request) => request.authorization);
    expect(sent.filter((header) => header === 'Bearer access-1')).toHaveLength(5);
    expect(sent.filter((header) => header === 'Bearer access-2')).toHaveLength(5);
    expect(readToken()).toBe('access-2');
    expect(readRefreshToken()).toBe('refresh-2');
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('retries without refreshing again a request sent before a finished refresh', async () => {
    saveLogin(loginAnswerFor('member'));
    protectedRouteWantsNewToken();
    api.on(REFRESH, () => ({ status: 200, body: NEW_TOKENS }));
    const slow = deferred();
    api.on('GET /api/lotto/rounds', async (request) => {
      await slow.promise;
      return request.authorization === 'Bearer access-2' ? { status: 200, body: { rounds: [] } } : UNAUTHENTICATED;
    });
    const http = createHttpClient({ baseURL: api.baseURL, onSessionEnded: jest.fn() });

    const late = http.get('/lotto/rounds'); // sent with access-1, answered after the refresh
    await http.get('/lotto/slips'); // 401 → refresh → retried
    slow.resolve();

    await expect(late).resolves.toMatchObject({ data: { rounds: [] } });
    expect(api.calls(REFRESH)).toHaveLength(1);
  });

  it('ends the session once when the refresh is refused, and rejects the held requests', async () => {
    saveLogin(loginAnswerFor('member'));
    storage.setItem(STORAGE_KEYS.breakToken, 'break-1');
    storage.setItem('language', 'en');
    api.on(PROTECTED, () => UNAUTHENTICATED);
    api.on(REFRESH, () => ({ status: 200, body: { status: false } }));
    const onSessionEnded = jest.fn();
    const http = createHttpClient({ baseURL: api.baseURL, onSessionEnded });

    const statuses = await Promise.all([1, 2, 3].map((n) => statusOfFailure(http.get('/lotto/slips', { params: { n } }))));

    expect(statuses).toEqual([401, 401, 401]);
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    expect(api.calls(REFRESH)).toHaveLength(1);
    for (const key of Object.values(STORAGE_KEYS)) expect(storage.getItem(key)).toBeNull();
    expect(storage.getItem('language')).toBe('en');
    // The sign-in page can say why: the code of the 401 that asked for the refresh.
    expect(readSessionEndNotice()).toBe('TOKEN_EXPIRED');
    expect(canNavigate({ resource: 'Seamless' })).toBe(false);
  });

  it('ends the session when the refresh call itself fails', async () => {
    saveLogin(loginAnswerFor('member'));
    api.on(PROTECTED, () => UNAUTHENTICATED);
    api.on(REFRESH, () => ({ status: 500, body: { error: { code: 'INTERNAL', message: 'ระบบขัดข้อง' } } }));
    const onSessionEnded = jest.fn();
    const http = createHttpClient({ baseURL: api.baseURL, onSessionEnded });

    expect(await statusOfFailure(http.get('/lotto/slips'))).toBe(401);
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    expect(readUserData()).toBeNull();
  });

  it('only rejects when the refresh is refused and no user data is stored', async () => {
    storage.setItem(STORAGE_KEYS.token, 'access-1');
    storage.setItem(STORAGE_KEYS.refreshToken, 'refresh-1');
    api.on(PROTECTED, () => UNAUTHENTICATED);
    api.on(REFRESH, () => ({ status: 200, body: { status: false } }));
    const onSessionEnded = jest.fn();
    const http = createHttpClient({ baseURL: api.baseURL, onSessionEnded });

    expect(await statusOfFailure(http.get('/lotto/slips'))).toBe(401);
    expect(onSessionEnded).not.toHaveBeenCalled();
    expect(api.calls(REFRESH)).toHaveLength(1);
  });

  it('rejects a 401 as it is when no refresh token is stored', async () => {
    storage.setItem(STORAGE_KEYS.token, 'access-1');
    api.on(PROTECTED, () => UNAUTHENTICATED);
    const onSessionEnded = jest.fn();
    const http = createHttpClient({ baseURL: api.baseURL, onSessionEnded });

    const failure = http.get('/lotto/slips');

    await expect(failure).rejects.toMatchObject({
      response: { status: 401, data: { error: { code: 'TOKEN_EXPIRED' } } },
    });
    expect(api.calls(PROTECTED)).toHaveLength(1);
    expect(api.calls(REFRESH)).toHaveLength(0);
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('does not refresh again when the retried request gets 401 too', async () => {
    saveLogin(loginAnswerFor('member'));
    api.on(PROTECTED, () => UNAUTHENTICATED);
    api.on(REFRESH, () => ({ status: 200, body: NEW_TOKENS }));
    const onSessionEnded = jest.fn();
    const http = createHttpClient({ baseURL: api.baseURL, onSessionEnded });

    expect(await statusOfFailure(http.get('/lotto/slips'))).toBe(401);
    expect(api.calls(PROTECTED).map((request) => request.authorization)).toEqual([
      'Bearer access-1',
      'Bearer access-2',
    ]);
    expect(api.calls(REFRESH)).toHaveLength(1);
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('does not refresh on a 401 of the login itself', async () => {
    saveLogin(loginAnswerFor('member'));
    api.on('POST /api/auth/login', () => ({
      status: 401,
      body: { error: { code: 'INVALID_CREDENTIALS', message: 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง' } },
    }));
    const http = createHttpClient({ baseURL: api.baseURL, onSessionEnded: jest.fn() });

    expect(await statusOfFailure(http.post('/auth/login', { username: 'member', password: 'nope' }))).toBe(401);
    expect(api.calls(REFRESH)).toHaveLength(0);
  });

  it('passes other errors through untouched', async () => {
    saveLogin(loginAnswerFor('member'));
    api.on(PROTECTED, () => ({ status: 403, body: { error: { code: 'FORBIDDEN', message: 'ไม่มีสิทธิ์' } } }));
    const http = createHttpClient({ baseURL: api.baseURL, onSessionEnded: jest.fn() });

    expect(await statusOfFailure(http.get('/lotto/slips'))).toBe(403);
    expect(api.calls(REFRESH)).toHaveLength(0);
    expect(readToken()).toBe('access-1');
  });
});

/** Resolves once `done()` holds, checking every few milliseconds; rejects after a second. */
async function until(done: () => boolean): Promise<void> {
  for (let waited = 0; !done(); waited += 5) {
    if (waited >= 1000) throw new Error('the awaited condition never held');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('createHttpClient in two tabs of one browser', () => {
  // Two clients on one localStorage and one lock manager, as the tabs of a browser share them.
  // The mocked API rotates refresh tokens: a spent one is refused (the session would be revoked).
  let spent: Set<string>;

  function refreshRotates() {
    spent = new Set();
    api.on(REFRESH, async (request) => {
      const { refreshToken } = request.body as { refreshToken: string };
      if (spent.has(refreshToken)) return { status: 200, body: { status: false } };
      spent.add(refreshToken);
      return { status: 200, body: NEW_TOKENS };
    });
  }

  /** Holds each tab's 401 until both tabs have had one, so both want a refresh at the same moment. */
  function bothTabsFailTogether() {
    const bothFailed = deferred();
    let failures = 0;
    api.on(PROTECTED, async (request) => {
      if (request.authorization === 'Bearer access-2') return { status: 200, body: { slip: request.query.get('n') } };
      failures += 1;
      if (failures === 2) bothFailed.resolve();
      await bothFailed.promise;
      return UNAUTHENTICATED;
    });
  }

  function twoTabs() {
    const onSessionEnded = [jest.fn(), jest.fn()] as const;
    const tabs = onSessionEnded.map((ended) => createHttpClient({ baseURL: api.baseURL, onSessionEnded: ended }));
    return { tabs, onSessionEnded };
  }

  it('refreshes once for both tabs, and both retry with the new token', async () => {
    const locks = new MemoryLocks();
    restoreLocks = installLocks(locks);
    saveLogin(loginAnswerFor('member'));
    bothTabsFailTogether();
    refreshRotates();
    const { tabs, onSessionEnded } = twoTabs();

    const answers = await Promise.all(
      tabs.map((tab, n) => tab.get<{ slip: string }>('/lotto/slips', { params: { n } })),
    );

    expect(answers.map((answer) => answer.data.slip)).toEqual(['0', '1']);
    const refreshes = api.calls(REFRESH);
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]?.body).toEqual({ refreshToken: 'refresh-1' });
    const sent = api.calls(PROTECTED).map((request) => request.authorization);
    expect(sent.filter((header) => header === 'Bearer access-2')).toHaveLength(2);
    // Both tabs read the one localStorage of the origin: it holds the new pair.
    expect(readToken()).toBe('access-2');
    expect(readRefreshToken()).toBe('refresh-2');
    expect(readUserData()).not.toBeNull();
    for (const ended of onSessionEnded) expect(ended).not.toHaveBeenCalled();
    expect(locks.requested).toEqual(['tanghuay:refresh-token', 'tanghuay:refresh-token']);
    expect(locks.mostHeld).toBe(1);
  });

  it('lets each tab refresh in a browser without Web Locks (the API tolerates the same token for a moment)', async () => {
    restoreLocks = installLocks(undefined);
    saveLogin(loginAnswerFor('member'));
    bothTabsFailTogether();
    // The API's grace window: the same refresh token again, soon after, gets the same new pair.
    api.on(REFRESH, () => ({ status: 200, body: NEW_TOKENS }));
    const { tabs, onSessionEnded } = twoTabs();

    const answers = await Promise.all(
      tabs.map((tab, n) => tab.get<{ slip: string }>('/lotto/slips', { params: { n } })),
    );

    expect(answers.map((answer) => answer.data.slip)).toEqual(['0', '1']);
    expect(api.calls(REFRESH).map((request) => request.body)).toEqual([
      { refreshToken: 'refresh-1' },
      { refreshToken: 'refresh-1' },
    ]);
    expect(readRefreshToken()).toBe('refresh-2');
    for (const ended of onSessionEnded) expect(ended).not.toHaveBeenCalled();
  });

  it('ends the session of a tab that waited while the other tab’s refresh was refused, without refreshing again', async () => {
    restoreLocks = installLocks(new MemoryLocks());
    saveLogin(loginAnswerFor('member'));
    storage.setItem('language', 'en');
    bothTabsFailTogether();
    api.on(REFRESH, () => ({ status: 200, body: { status: false } }));
    const { tabs, onSessionEnded } = twoTabs();

    const statuses = await Promise.all(tabs.map((tab) => statusOfFailure(tab.get('/lotto/slips'))));

    expect(statuses).toEqual([401, 401]);
    expect(api.calls(REFRESH)).toHaveLength(1);
    // Each tab goes to the sign-in page, able to say why.
    for (const ended of onSessionEnded) expect(ended).toHaveBeenCalledTimes(1);
    expect(readSessionEndNotice()).toBe('TOKEN_EXPIRED');
    for (const key of Object.values(STORAGE_KEYS)) expect(storage.getItem(key)).toBeNull();
    expect(storage.getItem('language')).toBe('en');
  });

  it('carries on with the session another tab stored while its refresh was being refused (a password change there)', async () => {
    restoreLocks = installLocks(new MemoryLocks());
    saveLogin(loginAnswerFor('member'));
    protectedRouteWantsNewToken();
    // The password change in the other tab ended the session of refresh-1; its answer, the new
    // session, reaches storage while this tab's refresh is on its way.
    api.on(REFRESH, () => {
      saveLogin({ ...loginAnswerFor('member'), token: 'access-2', refreshToken: 'refresh-2', UserToken: 'user-token-2' });
      return { status: 200, body: { status: false } };
    });
    const onSessionEnded = jest.fn();
    const http = createHttpClient({ baseURL: api.baseURL, onSessionEnded });

    await expect(http.get('/lotto/slips', { params: { n: 3 } })).resolves.toMatchObject({ data: { slip: '3' } });
    expect(onSessionEnded).not.toHaveBeenCalled();
    expect(readToken()).toBe('access-2');
    expect(readRefreshToken()).toBe('refresh-2');
    expect(readUserData()).not.toBeNull();
    expect(readSessionEndNotice()).toBeNull();
  });

  /**
   * Another tab holds the refresh lock while this tab's request waits for it; when the test lets
   * it go, the other tab stores its new pair through `store`. Answers this tab's request.
   */
  async function waitForAnotherTab(store: (save: () => void) => void, n: number) {
    const locks = new MemoryLocks();
    restoreLocks = installLocks(locks);
    saveLogin(loginAnswerFor('member'));
    protectedRouteWantsNewToken();
    refreshRotates();
    const otherTabMayFinish = deferred();
    void locks.request('tanghuay:refresh-token', async () => {
      await otherTabMayFinish.promise;
      store(() => saveTokens({ token: 'access-2', refreshToken: 'refresh-2' }));
    });
    const onSessionEnded = jest.fn();
    const http = createHttpClient({ baseURL: api.baseURL, onSessionEnded });

    const answer = http.get<{ slip: string }>('/lotto/slips', { params: { n } });
    await until(() => locks.requested.length === 2); // this tab waits for the lock
    otherTabMayFinish.resolve();
    return { answer, onSessionEnded };
  }

  it('uses the pair of the tab it waited for even when the pair reaches storage a moment after the lock', async () => {
    // Chromium hands the lock over and copies localStorage between tabs on separate channels.
    const { answer } = await waitForAnotherTab((save) => setTimeout(save, 100), 8);

    await expect(answer).resolves.toMatchObject({ data: { slip: '8' } });
    expect(api.calls(REFRESH)).toHaveLength(0);
  });

  it('uses the pair another tab stored while this tab waited for the lock, without refreshing', async () => {
    const { answer, onSessionEnded } = await waitForAnotherTab((save) => save(), 7);

    await expect(answer).resolves.toMatchObject({ data: { slip: '7' } });
    expect(api.calls(REFRESH)).toHaveLength(0);
    expect(readRefreshToken()).toBe('refresh-2');
    expect(onSessionEnded).not.toHaveBeenCalled();
  });
});
