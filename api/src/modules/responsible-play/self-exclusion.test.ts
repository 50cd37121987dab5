import { insertAccount, type SignedIn, signedInAccount, TEST_PASSWORD } from '../../testing/accounts.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { assertNotSelfExcluded, excludeSelf, selfExcludedError } from './self-exclusion.ts';

// Sunday 22 November 2026, 10:00 in Bangkok.
const START = new Date('2026-11-22T03:00:00Z');
let clock = START;
const DAY = 24 * 60 * 60 * 1000;
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};
const daysFromNow = (days: number) => new Date(clock.getTime() + days * DAY);

const ctx = useTestApp({ now: () => clock });

beforeEach(() => {
  clock = START;
});

interface Session extends SignedIn {
  refreshToken: string;
}

/** Logs in through the route, keeping the refresh token too. */
const login = (username: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password: TEST_PASSWORD } });

async function member(role: 'member' | 'seamless' = 'member'): Promise<Session> {
  const account = await insertAccount(ctx.db, { role });
  const response = await login(account.username);
  expect(response.statusCode).toBe(200);
  const { token, UserToken, refreshToken } = response.json();
  return { ...account, token, UserToken, refreshToken, headers: { authorization: `Bearer ${token}` } };
}

let addresses = 0;
/** Each call from an address of its own unless one is given (wrong passwords are throttled per address too). */
const exclude = (who: { headers: { authorization: string } }, payload: unknown, remoteAddress = `10.9.0.${++addresses}`) =>
  ctx.app.inject({ method: 'POST', url: '/api/account/self-exclusion', headers: who.headers, payload: payload as object, remoteAddress });
/** A valid request: the days, and the password again. */
const days = (n: number) => ({ days: n, password: TEST_PASSWORD });
const loginFailures = async (username: string) =>
  (await ctx.db.selectFrom('login_failure').select('username').where('username', '=', username).execute()).length;
const state = (who: { headers: { authorization: string } }) =>
  ctx.app.inject({ method: 'GET', url: '/api/account/self-exclusion', headers: who.headers });
const me = (who: { headers: { authorization: string } }) =>
  ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: who.headers });
const refresh = (refreshToken: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/refresh-token', payload: { refreshToken } });

async function stored(id: bigint) {
  const account = await ctx.db
    .selectFrom('account')
    .select('self_excluded_until')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const sessions = await ctx.db
    .selectFrom('auth_session')
    .select(['revoked_at', 'revoked_reason'])
    .where('account_id', '=', id)
    .orderBy('id')
    .execute();
  return { selfExcludedUntil: account.self_excluded_until, sessions };
}

/** What assertNotSelfExcluded says now: 'ok' or the error's status, code and message. */
async function check(id: bigint) {
  try {
    await assertNotSelfExcluded(ctx.db, id, clock);
    return 'ok';
  } catch (error) {
    const { statusCode, code, message } = error as { statusCode: number; code: string; message: string };
    return { statusCode, code, message };
  }
}

describe('GET /api/account/self-exclusion', () => {
  it('answers null for a member who never excluded themselves, or whose exclusion is over', async () => {
    const someone = await member();
    expect((await state(someone)).json()).toEqual({ selfExcludedUntil: null });
    await ctx.db.updateTable('account').set({ self_excluded_until: START }).where('id', '=', someone.id).execute();
    const response = await state(someone);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ selfExcludedUntil: null });
  });
});

describe('POST /api/account/self-exclusion', () => {
  it('excludes the member and ends the session at once; signing in again starts a restricted session until the end', async () => {
    const someone = await member();
    const until = daysFromNow(7);
    const response = await exclude(someone, days(7));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ selfExcludedUntil: until.toISOString() });
    expect(await stored(someone.id)).toEqual({
      selfExcludedUntil: until,
      sessions: [{ revoked_at: clock, revoked_reason: 'self_exclusion' }],
    });

    // The token used a moment ago no longer works, nor its refresh token.
    const after = await me(someone);
    expect(after.statusCode).toBe(401);
    expect(after.json().error.code).toBe('SESSION_REVOKED');
    expect((await state(someone)).statusCode).toBe(401);
    expect((await refresh(someone.refreshToken)).json()).toEqual({ status: false });

    // Signing in again answers as usual, with user data saying the session is restricted.
    const restricted = await login(someone.username);
    expect(restricted.statusCode).toBe(200);
    expect(restricted.json().userData).toMatchObject({
      selfExcludedUntil: until.toISOString(),
      ability: [
        { action: 'read', subject: 'Account' },
        { action: 'read', subject: 'Auth' },
      ],
    });
    const excluded = { headers: { authorization: `Bearer ${restricted.json().token}` } };
    expect((await state(excluded)).json()).toEqual({ selfExcludedUntil: until.toISOString() });
  });

  it('asks for the password: a wrong one is refused in Thai and counted towards the login throttle, and nothing happens', async () => {
    const someone = await member();
    const ip = '10.8.0.1';
    const wrong = await exclude(someone, { days: 7, password: 'notmypass1' }, ip);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ error: { code: 'WRONG_PASSWORD', message: 'รหัสผ่านปัจจุบันไม่ถูกต้อง' } });
    expect(await loginFailures(someone.username)).toBe(1);
    expect(await stored(someone.id)).toEqual({ selfExcludedUntil: null, sessions: [{ revoked_at: null, revoked_reason: null }] });
    expect((await me(someone)).statusCode).toBe(200);

    // As at the login page: 5 wrong guesses, and even the right password waits.
    for (let guess = 2; guess <= 5; guess++) {
      expect((await exclude(someone, { days: 7, password: `wrong${guess}pass` }, ip)).statusCode).toBe(403);
    }
    const throttled = await exclude(someone, days(7), ip);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().error.code).toBe('TOO_MANY_ATTEMPTS');
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    const refusedLogin = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: someone.username, password: TEST_PASSWORD },
      remoteAddress: ip,
    });
    expect(refusedLogin.statusCode).toBe(429);
    expect(await stored(someone.id)).toEqual({ selfExcludedUntil: null, sessions: [{ revoked_at: null, revoked_reason: null }] });
  });

  it('lets a restricted session extend its exclusion, with the password, never shorten it', async () => {
    const someone = await member();
    const until = daysFromNow(30);
    await exclude(someone, days(30));
    const first = await login(someone.username);
    const restricted = { headers: { authorization: `Bearer ${first.json().token}` } };
    expect((await exclude(restricted, days(7))).json()).toEqual({ selfExcludedUntil: until.toISOString() });
    const second = await login(someone.username);
    const again = { headers: { authorization: `Bearer ${second.json().token}` } };
    expect((await exclude(again, days(90))).json()).toEqual({ selfExcludedUntil: daysFromNow(90).toISOString() });
  });

  it.each([1, 7, 30, 90, 180, 365, 3650])('excludes for %i days from now', async (n) => {
    const someone = await member();
    const response = await exclude(someone, days(n));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ selfExcludedUntil: daysFromNow(n).toISOString() });
  });

  it('ends the session of a seamless member too, and no other account’s', async () => {
    const [player, bystander] = [await member('seamless'), await member()];
    expect((await exclude(player, days(1))).statusCode).toBe(200);
    expect((await me(player)).json().error.code).toBe('SESSION_REVOKED');
    expect((await me(bystander)).statusCode).toBe(200);
    expect(await stored(bystander.id)).toEqual({
      selfExcludedUntil: null,
      sessions: [{ revoked_at: null, revoked_reason: null }],
    });
    expect(await check(bystander.id)).toBe('ok');
  });

  it('after an exclusion that is over, starts a new one from now', async () => {
    const someone = await member();
    await ctx.db
      .updateTable('account')
      .set({ self_excluded_until: new Date(START.getTime() - DAY) })
      .where('id', '=', someone.id)
      .execute();
    const response = await exclude(someone, days(30));
    expect(response.json()).toEqual({ selfExcludedUntil: daysFromNow(30).toISOString() });
  });

  it('refuses back-office accounts with 403 and changes nothing', async () => {
    for (const role of ['admin', 'agadmin', 'master', 'agline', 'agseamless'] as const) {
      const staff = await signedInAccount(ctx, { role });
      for (const response of [await exclude(staff, days(7)), await state(staff)]) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ error: { code: 'FORBIDDEN', message: 'บัญชีของท่านไม่มีสิทธิ์ใช้งานส่วนนี้' } });
      }
      expect(await stored(staff.id)).toEqual({
        selfExcludedUntil: null,
        sessions: [{ revoked_at: null, revoked_reason: null }],
      });
    }
  });

  it('needs a token', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/account/self-exclusion', payload: days(7) });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHENTICATED');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/account/self-exclusion' })).statusCode).toBe(401);
  });

  const DAYS_LABEL = 'จำนวนวันที่ต้องการพักการเล่น (จำนวนเต็ม 1–3650 วัน)';
  const password = TEST_PASSWORD;
  it.each<[string, unknown, string]>([
    ['0 days', { days: 0, password }, `ข้อมูลไม่ถูกต้อง: ${DAYS_LABEL}`],
    ['3651 days', { days: 3651, password }, `ข้อมูลไม่ถูกต้อง: ${DAYS_LABEL}`],
    ['1.5 days', { days: 1.5, password }, `ข้อมูลไม่ถูกต้อง: ${DAYS_LABEL}`],
    ['"7" as a string', { days: '7', password }, `ข้อมูลไม่ถูกต้อง: ${DAYS_LABEL}`],
    ['negative days', { days: -7, password }, `ข้อมูลไม่ถูกต้อง: ${DAYS_LABEL}`],
    ['1e308 days', { days: 1e308, password }, `ข้อมูลไม่ถูกต้อง: ${DAYS_LABEL}`],
    ['null days', { days: null, password }, `ข้อมูลไม่ถูกต้อง: ${DAYS_LABEL}`],
    ['SQL as days', { days: "7; update account set self_excluded_until = null; --", password }, `ข้อมูลไม่ถูกต้อง: ${DAYS_LABEL}`],
    ['HTML as days', { days: '<b>7</b>', password }, `ข้อมูลไม่ถูกต้อง: ${DAYS_LABEL}`],
    ['no days', { password }, `กรุณากรอก${DAYS_LABEL}`],
    ['no password', { days: 7 }, 'กรุณากรอกรหัสผ่าน'],
    ['an empty password', { days: 7, password: '' }, 'ข้อมูลไม่ถูกต้อง: รหัสผ่าน'],
    ['a password of 129 characters', { days: 7, password: 'a1'.repeat(64) + 'b' }, 'ข้อมูลไม่ถูกต้อง: รหัสผ่าน'],
    ['a number as the password', { days: 7, password: 12345678 }, 'ข้อมูลไม่ถูกต้อง: รหัสผ่าน'],
    ['an unknown field', { days: 7, password, accountId: '1' }, 'ข้อมูลไม่ถูกต้อง: มีข้อมูลที่ระบบไม่รู้จักในคำขอ'],
    ['an array as the body', [{ days: 7, password }], 'ข้อมูลไม่ถูกต้อง'],
  ])('refuses %s with 400 in Thai; the member stays signed in and not excluded', async (_case, body, message) => {
    const someone = await member();
    const response = await exclude(someone, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'VALIDATION', message } });
    expect(await stored(someone.id)).toEqual({
      selfExcludedUntil: null,
      sessions: [{ revoked_at: null, revoked_reason: null }],
    });
    expect((await me(someone)).statusCode).toBe(200);
    expect(await loginFailures(someone.username)).toBe(0);
  });
});

describe('excludeSelf', () => {
  it('can extend an exclusion but never shorten it', async () => {
    const { id } = await insertAccount(ctx.db);
    const thirtyDays = daysFromNow(30);
    expect(await excludeSelf(ctx.db, id, 30, clock)).toEqual(thirtyDays);
    advance(DAY);
    // Shorter: refused, the later end stays.
    expect(await excludeSelf(ctx.db, id, 7, clock)).toEqual(thirtyDays);
    expect((await stored(id)).selfExcludedUntil).toEqual(thirtyDays);
    // Longer: extended.
    const longer = daysFromNow(90);
    expect(await excludeSelf(ctx.db, id, 90, clock)).toEqual(longer);
    expect((await stored(id)).selfExcludedUntil).toEqual(longer);
  });

  it.each([0, 3651, 1.5, Number.NaN])('refuses %s days without writing', async (days) => {
    const { id } = await insertAccount(ctx.db);
    await expect(excludeSelf(ctx.db, id, days, clock)).rejects.toThrow(RangeError);
    expect((await stored(id)).selfExcludedUntil).toBeNull();
  });
});

describe('assertNotSelfExcluded', () => {
  it('throws 403 SELF_EXCLUDED with the end date during the exclusion, and nothing after it', async () => {
    const { id } = await insertAccount(ctx.db);
    expect(await check(id)).toBe('ok');
    const until = await excludeSelf(ctx.db, id, 1, clock);
    expect(await check(id)).toEqual({
      statusCode: 403,
      code: 'SELF_EXCLUDED',
      message: 'บัญชีนี้อยู่ในช่วงพักการเล่นด้วยตนเองจนถึง 23 พฤศจิกายน 2569 เวลา 10:00 น.',
    });
    expect((await check(id)) as object).toEqual(expect.objectContaining({ message: selfExcludedError(until).message }));
    advance(DAY - 1);
    expect(await check(id)).toMatchObject({ code: 'SELF_EXCLUDED' });
    advance(1);
    expect(await check(id)).toBe('ok');
  });
});
