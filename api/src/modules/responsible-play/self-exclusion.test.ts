import { insertAccount, type SignedIn, signedInAccount, TEST_PASSWORD } from '../../testing/accounts.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { selfExcludedError } from '../auth/index.ts';
import { assertNotSelfExcluded, excludeSelf } from './self-exclusion.ts';

// Sunday 22 November 2026, 10:00 in Bangkok.
const START = new Date('2026-11-22T03:00:00Z');
let clock = START;
const DAY = 24 * 60 * 60 * 1000;
const MINUTE = 60 * 1000;
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

const exclude = (who: { headers: { authorization: string } }, payload: unknown) =>
  ctx.app.inject({ method: 'POST', url: '/api/account/self-exclusion', headers: who.headers, payload: payload as object });
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
  it('excludes the member, ends the session at once and refuses login until the end', async () => {
    const someone = await member();
    const until = daysFromNow(7);
    const response = await exclude(someone, { days: 7 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ selfExcludedUntil: until.toISOString() });
    expect(await stored(someone.id)).toEqual({
      selfExcludedUntil: until,
      sessions: [{ revoked_at: clock, revoked_reason: 'self_exclusion' }],
    });

    // The token used a moment ago no longer works.
    const after = await me(someone);
    expect(after.statusCode).toBe(401);
    expect(after.json().error.code).toBe('SESSION_REVOKED');
    expect((await state(someone)).statusCode).toBe(401);
    // Nor does the refresh token, nor a new login.
    expect((await refresh(someone.refreshToken)).json()).toEqual({ status: false });
    const refused = await login(someone.username);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error: {
        code: 'SELF_EXCLUDED',
        message: 'บัญชีนี้อยู่ในช่วงพักการเล่นด้วยตนเองจนถึง 29 พฤศจิกายน 2569 เวลา 10:00 น.',
      },
    });

    advance(7 * DAY - MINUTE);
    expect((await login(someone.username)).statusCode).toBe(403);
    advance(MINUTE);
    const back = await login(someone.username);
    expect(back.statusCode).toBe(200);
    const again = { headers: { authorization: `Bearer ${back.json().token}` } };
    expect((await me(again)).statusCode).toBe(200);
    expect((await state(again)).json()).toEqual({ selfExcludedUntil: null });
  });

  it.each([1, 7, 30, 90, 180, 365, 3650])('excludes for %i days from now', async (days) => {
    const someone = await member();
    const response = await exclude(someone, { days });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ selfExcludedUntil: daysFromNow(days).toISOString() });
  });

  it('ends the session of a seamless member too, and no other account’s', async () => {
    const [player, bystander] = [await member('seamless'), await member()];
    expect((await exclude(player, { days: 1 })).statusCode).toBe(200);
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
    const response = await exclude(someone, { days: 30 });
    expect(response.json()).toEqual({ selfExcludedUntil: daysFromNow(30).toISOString() });
  });

  it('refuses back-office accounts with 403 and changes nothing', async () => {
    for (const role of ['admin', 'agadmin', 'master', 'agline', 'agseamless'] as const) {
      const staff = await signedInAccount(ctx, { role });
      for (const response of [await exclude(staff, { days: 7 }), await state(staff)]) {
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
    const response = await ctx.app.inject({ method: 'POST', url: '/api/account/self-exclusion', payload: { days: 7 } });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHENTICATED');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/account/self-exclusion' })).statusCode).toBe(401);
  });

  const DAYS_LABEL = 'จำนวนวันที่ต้องการพักการเล่น (จำนวนเต็ม 1–3650 วัน)';
  it.each<[string, unknown, string]>([
    ['0 days', { days: 0 }, `ข้อมูลไม่ถูกต้อง: ${DAYS_LABEL}`],
    ['3651 days', { days: 3651 }, `ข้อมูลไม่ถูกต้อง: ${DAYS_LABEL}`],
    ['1.5 days', { days: 1.5 }, `ข้อมูลไม่ถูกต้อง: ${DAYS_LABEL}`],
    ['"7" as a string', { days: '7' }, `ข้อมูลไม่ถูกต้อง: ${DAYS_LABEL}`],
    ['negative days', { days: -7 }, `ข้อมูลไม่ถูกต้อง: ${DAYS_LABEL}`],
    ['1e308 days', { days: 1e308 }, `ข้อมูลไม่ถูกต้อง: ${DAYS_LABEL}`],
    ['null days', { days: null }, `ข้อมูลไม่ถูกต้อง: ${DAYS_LABEL}`],
    ['SQL as days', { days: "7; update account set self_excluded_until = null; --" }, `ข้อมูลไม่ถูกต้อง: ${DAYS_LABEL}`],
    ['HTML as days', { days: '<b>7</b>' }, `ข้อมูลไม่ถูกต้อง: ${DAYS_LABEL}`],
    ['no days', {}, `กรุณากรอก${DAYS_LABEL}`],
    ['an unknown field', { days: 7, accountId: '1' }, 'ข้อมูลไม่ถูกต้อง: มีข้อมูลที่ระบบไม่รู้จักในคำขอ'],
    ['an array as the body', [{ days: 7 }], 'ข้อมูลไม่ถูกต้อง'],
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
