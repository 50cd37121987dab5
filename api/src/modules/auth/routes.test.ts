import { createHmac } from 'node:crypto';
import { sql } from 'kysely';
import { TEST_PASSWORD_HASHING } from '../../testing/accounts.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { signAccessToken } from './tokens.ts';

let clock = new Date('2026-11-22T03:00:00Z');
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};
const MINUTE = 60_000;
/** REFRESH_REUSE_GRACE_SECONDS by default, in ms. */
const GRACE = 10_000;

const ctx = useTestApp({ now: () => clock });

let serial = 0;
/** A fresh username (and client address) per test, so tests do not share throttle counters. */
const fresh = (prefix = 'user') => `${prefix}${++serial}`;
const freshIp = () => `10.0.${Math.floor(serial / 250)}.${++serial % 250}`;

/** A registration of a new person: a bank account of their own (no two members share one). */
const validRegistration = (username: string) => ({
  username,
  password: 'goodpass123',
  phone: '0812345678',
  bankCode: 'KBANK',
  bankAccountNo: String(1_234_500_000 + ++serial),
  bankAccountName: 'สมชาย ใจดี',
  acceptAge20: true,
});

/** Registers from an address of its own unless one is given (registrations are throttled per address). */
const register = (body: unknown, remoteAddress = freshIp()) =>
  ctx.app.inject({ method: 'POST', url: '/api/jwt/register', payload: body as object, remoteAddress });
const login = (username: string, password: string, remoteAddress = '127.0.0.1') =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password }, remoteAddress });
const refresh = (refreshToken: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/refresh-token', payload: { refreshToken } });
const me = (token: string) => ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
const logout = (token: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization: `Bearer ${token}` } });

async function registered(username = fresh()) {
  const response = await register(validRegistration(username));
  expect(response.statusCode).toBe(201);
  return { username, password: 'goodpass123', ...response.json() };
}

const TABLES = ['account', 'auth_session', 'refresh_token', 'login_failure', 'registration_attempt'] as const;
async function rowCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const { rows } = await sql<{ n: bigint }>`select count(*) as n from ${sql.table(table)}`.execute(
      ctx.db,
    );
    counts[table] = Number(rows[0]?.n);
  }
  return counts;
}

describe('POST /api/jwt/register', () => {
  it('creates a member and answers like login, with userData for the front end', async () => {
    const registration = validRegistration('Somchai_1');
    const response = await register(registration);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      status: true,
      token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
      refreshToken: expect.stringMatching(/^[\w-]{43}$/),
      UserToken: expect.stringMatching(/^[\w-]{43}$/),
      userData: {
        userID: expect.any(Number),
        username: 'somchai_1',
        role: 'member',
        usertype: 'member',
        currency: 'THB',
        count_login: 1,
        site: '/login-next',
        ability: [
          { action: 'read', subject: 'Seamless' },
          { action: 'read', subject: 'Account' },
          { action: 'read', subject: 'Auth' },
        ],
        selfExcludedUntil: null,
        extras: { eCommerceCartItemsCount: 0 },
      },
    });
    const meResponse = await me(body.token);
    expect(meResponse.statusCode).toBe(200);
    expect(meResponse.json()).toEqual(body.userData);

    const stored = await ctx.db
      .selectFrom('account')
      .selectAll()
      .where('id', '=', BigInt(body.userData.userID))
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      phone: '0812345678',
      bank_code: 'KBANK',
      bank_account_no: registration.bankAccountNo,
      bank_account_name: 'สมชาย ใจดี',
      age20_accepted_at: clock,
      self_excluded_until: null,
      parent_id: null,
    });
    // Hashed at the app's configured cost (the test app's; production's default: passwords.test.ts).
    const { memoryKib, passes } = TEST_PASSWORD_HASHING;
    expect(stored.password_hash).toMatch(new RegExp(`^\\$argon2id\\$v=19\\$m=${memoryKib},p=1,t=${passes}\\$`));
    expect(stored.password_hash).not.toContain('goodpass123');
  });

  it('refuses a username already taken, whatever its letter case, with 409', async () => {
    const { username } = await registered();
    const before = await rowCounts();
    const response = await register(validRegistration(username.toUpperCase()));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: { code: 'USERNAME_TAKEN', message: 'ชื่อผู้ใช้นี้มีผู้ใช้งานแล้ว กรุณาเลือกชื่ออื่น' },
    });
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses a second member with the same bank account at the same bank with 409, and takes the number at another bank', async () => {
    const first = validRegistration(fresh());
    expect((await register(first)).statusCode).toBe(201);
    const before = await rowCounts();
    const response = await register({ ...validRegistration(fresh()), bankAccountNo: first.bankAccountNo });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: {
        code: 'BANK_ACCOUNT_TAKEN',
        message: 'บัญชีธนาคารนี้ลงทะเบียนกับสมาชิกท่านอื่นแล้ว กรุณาใช้บัญชีธนาคารของท่านเอง หรือติดต่อฝ่ายบริการลูกค้า',
      },
    });
    expect(await rowCounts()).toEqual(before);

    const atAnotherBank = await register({ ...validRegistration(fresh()), bankCode: 'SCB', bankAccountNo: first.bankAccountNo });
    expect(atAnotherBank.statusCode).toBe(201);
  });

  it.each(['abc1234', 'onlyletters', '1234567890'])('refuses the weak password %s with 400', async (password) => {
    const before = await rowCounts();
    const response = await register({ ...validRegistration(fresh()), password });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'WEAK_PASSWORD', message: 'รหัสผ่านต้องยาวอย่างน้อย 8 ตัวอักษร และมีทั้งตัวอักษรและตัวเลข' },
    });
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses a registration without the age-20 declaration', async () => {
    const before = await rowCounts();
    const response = await register({ ...validRegistration(fresh()), acceptAge20: false });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('AGE_20_REQUIRED');
    expect(response.json().error.message).toContain('20 ปี');
    expect(await rowCounts()).toEqual(before);
  });

  it('names a missing field in Thai', async () => {
    const { phone: _phone, ...withoutPhone } = validRegistration(fresh());
    const response = await register(withoutPhone);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'VALIDATION', message: 'กรุณากรอกเบอร์โทรศัพท์ (ตัวเลข 9–10 หลัก ขึ้นต้นด้วย 0)' },
    });
  });

  it.each([
    ['username', 'a b', 'ชื่อผู้ใช้'],
    ['username', 'ab', 'ชื่อผู้ใช้'],
    ['phone', '12345', 'เบอร์โทรศัพท์'],
    ['bankCode', 'kbank', 'ธนาคาร'],
    ['bankAccountNo', '12-34', 'เลขที่บัญชีธนาคาร'],
    ['bankAccountName', 'x', 'ชื่อบัญชีธนาคาร'],
  ])('refuses an invalid %s (%s) naming the field', async (field, value, label) => {
    const before = await rowCounts();
    const response = await register({ ...validRegistration(fresh()), [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION');
    expect(response.json().error.message).toContain(label);
    expect(await rowCounts()).toEqual(before);
  });
});

describe('malformed input', () => {
  const huge = 'ก'.repeat(10_240);
  const sqlText = "x'); drop table account; --";
  const htmlText = '<script>alert(1)</script>';
  const base = validRegistration('malformed1');

  it.each<[string, unknown]>([
    ['a number as username', { ...base, username: 12345 }],
    ['a string as acceptAge20', { ...base, acceptAge20: 'true' }],
    ['an array as password', { ...base, password: ['goodpass123'] }],
    ['null as phone', { ...base, phone: null }],
    ['an unknown field', { ...base, role: 'admin' }],
    ['an array as the body', [base]],
    ['a string as the body', 'username=malformed1'],
    ['a 10 kB username', { ...base, username: huge }],
    ['a 10 kB password', { ...base, password: `${huge}1a` }],
    ['a 10 kB bank account name', { ...base, bankAccountName: huge }],
    ['SQL in the username', { ...base, username: sqlText }],
    ['SQL in the bank account name', { ...base, bankAccountName: sqlText }],
    ['HTML in the bank account name', { ...base, bankAccountName: htmlText }],
    ['HTML in the phone', { ...base, phone: htmlText }],
  ])('register with %s answers 4xx and writes nothing', async (_case, body) => {
    const before = await rowCounts();
    const response = await register(body);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json().error).toEqual({ code: expect.any(String), message: expect.any(String) });
    expect(await rowCounts()).toEqual(before);
  });

  it.each<[string, unknown]>([
    ['a number as password', { username: 'someone', password: 12345678 }],
    ['an unknown field', { username: 'someone', password: 'x', remember: true }],
    ['a 10 kB username', { username: huge, password: 'x' }],
    ['a 10 kB password', { username: 'someone', password: huge }],
    ['SQL in the username', { username: "' or 1=1 --", password: 'x' }],
    ['HTML in the username', { username: htmlText, password: 'x' }],
    ['no password', { username: 'someone' }],
  ])('login with %s answers 4xx and writes nothing', async (_case, body) => {
    const before = await rowCounts();
    const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: body as object });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION');
    expect(await rowCounts()).toEqual(before);
  });

  it.each<[string, unknown]>([
    ['a number', { refreshToken: 5 }],
    ['a 10 kB token', { refreshToken: 'a'.repeat(10_240) }],
    ['SQL', { refreshToken: "' or 1=1 --" }],
    ['an unknown field', { refreshToken: 'abc', extra: 1 }],
  ])('refresh-token with %s answers 400 and writes nothing', async (_case, body) => {
    const before = await rowCounts();
    const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/refresh-token', payload: body as object });
    expect(response.statusCode).toBe(400);
    expect(await rowCounts()).toEqual(before);
  });
});

describe('POST /api/auth/login', () => {
  it('answers status, tokens, UserToken and userData; each login counts', async () => {
    const account = await registered();
    const response = await login(account.username.toUpperCase(), account.password);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      status: true,
      token: expect.any(String),
      refreshToken: expect.any(String),
      UserToken: expect.any(String),
      userData: { ...account.userData, count_login: 2 },
    });
    expect(body.UserToken).not.toBe(account.UserToken);
  });

  it('gives the same 401 for a wrong password and an unknown user', async () => {
    const account = await registered();
    const wrongPassword = await login(account.username, 'wrongpass123', freshIp());
    const unknownUser = await login(fresh('nobody'), 'goodpass123', freshIp());
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownUser.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({
      error: { code: 'INVALID_CREDENTIALS', message: 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง' },
    });
    expect(unknownUser.json()).toEqual(wrongPassword.json());
  });

  it('signs a self-excluded member in to a restricted session, which refreshes; once the exclusion is over, the rights come back', async () => {
    const account = await registered();
    const until = new Date(clock.getTime() + 7 * 24 * 60 * MINUTE);
    await ctx.db
      .updateTable('account')
      .set({ self_excluded_until: until })
      .where('username', '=', account.username)
      .execute();
    const restrictedRules = [
      { action: 'read', subject: 'Account' },
      { action: 'read', subject: 'Auth' },
    ];
    const signedIn = await login(account.username, account.password);
    expect(signedIn.statusCode).toBe(200);
    const restricted = { ...account.userData, count_login: 2, ability: restrictedRules, selfExcludedUntil: until.toISOString() };
    expect(signedIn.json().userData).toEqual(restricted);
    expect((await me(signedIn.json().token)).json()).toEqual(restricted);

    // The session started while excluded refreshes like any other.
    advance(15 * MINUTE);
    const renewed = (await refresh(signedIn.json().refreshToken)).json();
    expect(renewed).toEqual({ status: true, token: expect.any(String), refreshToken: expect.any(String) });
    expect((await me(renewed.token)).json()).toEqual(restricted);

    // Over: the same session's next /auth/me, and the next login, give the role's rights again.
    advance(until.getTime() - clock.getTime());
    const again = (await refresh(renewed.refreshToken)).json();
    expect(again.status).toBe(true);
    const full = { ...restricted, ability: account.userData.ability, selfExcludedUntil: null };
    expect((await me(again.token)).json()).toEqual(full);
    const next = await login(account.username, account.password);
    expect(next.json().userData).toEqual({ ...full, count_login: 3 });
  });
});

describe('single session per account', () => {
  it('a new login ends the older session: its access token gets 401 SESSION_REVOKED', async () => {
    const first = await registered();
    const second = (await login(first.username, first.password)).json();
    const old = await me(first.token);
    expect(old.statusCode).toBe(401);
    expect(old.json().error.code).toBe('SESSION_REVOKED');
    expect(old.json().error.message).toMatch(/เข้าสู่ระบบ/);
    expect((await refresh(first.refreshToken)).json()).toEqual({ status: false });
    const current = await me(second.token);
    expect(current.statusCode).toBe(200);
    expect(current.json().count_login).toBe(2);
  });
});

describe('POST /api/auth/refresh-token', () => {
  it('rotates: each use answers a new access token and a new refresh token', async () => {
    const account = await registered();
    advance(MINUTE);
    const first = await refresh(account.refreshToken);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: true, token: expect.any(String), refreshToken: expect.any(String) });
    expect(first.json().refreshToken).not.toBe(account.refreshToken);
    expect(first.json().token).not.toBe(account.token);
    expect((await me(first.json().token)).statusCode).toBe(200);
    const second = await refresh(first.json().refreshToken);
    expect(second.json().status).toBe(true);
  });

  it('a refresh token used again after the grace period ends the whole session', async () => {
    const account = await registered();
    const rotated = (await refresh(account.refreshToken)).json();
    expect(rotated.status).toBe(true);

    advance(GRACE + 1_000);
    const reuse = await refresh(account.refreshToken);
    expect(reuse.statusCode).toBe(200);
    expect(reuse.json()).toEqual({ status: false });

    expect((await refresh(rotated.refreshToken)).json()).toEqual({ status: false });
    for (const token of [account.token, rotated.token]) {
      const response = await me(token);
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('SESSION_REVOKED');
    }
  });

  it('two tabs refreshing with the same token at the same moment both get the same new pair, and stay signed in', async () => {
    const account = await registered();
    advance(15 * MINUTE);
    const [first, second] = await Promise.all([refresh(account.refreshToken), refresh(account.refreshToken)]);
    expect(first.json()).toEqual({ status: true, token: expect.any(String), refreshToken: expect.any(String) });
    expect(second.json()).toEqual(first.json());
    expect((await me(first.json().token)).statusCode).toBe(200);
    // The pair goes on rotating as usual.
    advance(MINUTE);
    const next = (await refresh(first.json().refreshToken)).json();
    expect(next.status).toBe(true);
    expect((await me(next.token)).statusCode).toBe(200);
  });

  it('answers the same pair again within the grace period after the first use', async () => {
    const account = await registered();
    const first = (await refresh(account.refreshToken)).json();
    advance(GRACE - 1_000);
    expect((await refresh(account.refreshToken)).json()).toEqual(first);
    expect((await me(first.token)).statusCode).toBe(200);
  });

  it('within the grace period, once the new token has itself been used, a reuse ends the session', async () => {
    const account = await registered();
    const first = (await refresh(account.refreshToken)).json();
    const second = (await refresh(first.refreshToken)).json();
    expect(second.status).toBe(true);
    expect((await refresh(account.refreshToken)).json()).toEqual({ status: false });
    expect((await me(second.token)).json().error.code).toBe('SESSION_REVOKED');
  });

  it('refuses an unknown refresh token with status:false', async () => {
    const response = await refresh('A'.repeat(43));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: false });
  });

  it('refuses a refresh token after its 7 days', async () => {
    const account = await registered();
    advance(7 * 24 * 60 * MINUTE);
    expect((await refresh(account.refreshToken)).json()).toEqual({ status: false });
  });

  it('renews an access token that expired after 15 minutes', async () => {
    const account = await registered();
    advance(15 * MINUTE);
    const expired = await me(account.token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().error.code).toBe('TOKEN_EXPIRED');
    const renewed = (await refresh(account.refreshToken)).json();
    expect((await me(renewed.token)).statusCode).toBe(200);
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the session: 204, then its tokens no longer work', async () => {
    const account = await registered();
    const response = await logout(account.token);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await me(account.token)).json().error.code).toBe('SESSION_REVOKED');
    expect((await refresh(account.refreshToken)).json()).toEqual({ status: false });
    expect((await logout(account.token)).statusCode).toBe(401);
  });

  it('needs a Bearer token', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'กรุณาเข้าสู่ระบบก่อนใช้งาน' } });
  });
});

describe('GET /api/auth/me', () => {
  it('refuses a missing, malformed or foreign-signed token with 401', async () => {
    const account = await registered();
    const claims = JSON.parse(Buffer.from(account.token.split('.')[1], 'base64url').toString());
    const foreign = signAccessToken(
      { accountId: BigInt(claims.sub), sessionPublicId: claims.sid, countLogin: claims.cl },
      { secret: 'someone-elses-secret-of-enough-length', ttlSeconds: 900, now: clock },
    );
    const noHeader = await ctx.app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(noHeader.json().error.code).toBe('UNAUTHENTICATED');
    for (const token of ['garbage', foreign, `${account.token}x`]) {
      const response = await me(token);
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('TOKEN_INVALID');
    }
  });
});

describe('forging an access token', () => {
  /** A token whose claims are chosen by the forger, signed with `secret`. */
  const forged = (secret: string, claims: { sub: string; sid: string; cl: number }) => {
    const header = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
    const iat = Math.floor(clock.getTime() / 1000);
    const payload = Buffer.from(JSON.stringify({ ...claims, iat, exp: iat + 900 })).toString('base64url');
    return `${header}.${payload}.${createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url')}`;
  };
  /** The signing key this installation made for itself. */
  const installationKey = async () =>
    (await ctx.db.selectFrom('installation_secret').select('value').where('name', '=', 'jwt').executeTakeFirstOrThrow()).value;
  const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());

  it('with the demo key the code once carried is refused, for a live session of a real member', async () => {
    const victim = await registered();
    const { sub, sid, cl } = claimsOf(victim.token);
    const response = await me(forged('tanghuay-demo-only-jwt-secret-do-not-use-in-production', { sub, sid, cl }));
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('TOKEN_INVALID');
  });

  it("with the installation's own key but a guessed session id is refused: sessions are not numbered", async () => {
    const victim = await registered();
    const { sub, cl } = claimsOf(victim.token);
    const key = await installationKey();
    const sessions = await ctx.db.selectFrom('auth_session').select(['id', 'public_id']).execute();
    const guesses = [
      ...sessions.map((session) => String(session.id)), // every session id there is, counted
      '1',
      '00000000-0000-4000-8000-000000000001',
    ];
    for (const sid of guesses) {
      const response = await me(forged(key, { sub, sid, cl }));
      expect([sid, response.statusCode]).toEqual([sid, 401]);
    }
    // The same key and the session's real public id are what a genuine token carries.
    expect((await me(victim.token)).statusCode).toBe(200);
    expect(sessions.map((session) => session.public_id)).toContain(claimsOf(victim.token).sid);
  });

  it('cannot borrow another member\'s session: the session must belong to the subject', async () => {
    const victim = await registered();
    const attacker = await registered();
    const key = await installationKey();
    const { sub } = claimsOf(victim.token);
    const { sid, cl } = claimsOf(attacker.token);
    const response = await me(forged(key, { sub, sid, cl }));
    expect(response.statusCode).toBe(401);
  });
});

// Login throttling, with device cookies: login-throttle.test.ts.

describe('POST /api/auth/change-password', () => {
  const changePassword = (token: string, payload: object, remoteAddress = '127.0.0.1') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { authorization: `Bearer ${token}` },
      payload,
      remoteAddress,
    });

  it('changes the password, ends every session of the account and answers a new one like a login', async () => {
    const account = await registered();
    // The same session's tokens held by another device (copied, or stolen), rotated once there.
    const elsewhere = (await refresh(account.refreshToken)).json();
    expect(elsewhere.status).toBe(true);
    advance(MINUTE);

    const response = await changePassword(elsewhere.token, { currentPassword: account.password, newPassword: 'newpass456' });
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer).toEqual({
      status: true,
      token: expect.any(String),
      refreshToken: expect.any(String),
      UserToken: expect.any(String),
      userData: { ...account.userData, count_login: 2 },
    });

    // Every token of the session before is dead at once; the new one works and goes on rotating.
    for (const token of [account.token, elsewhere.token]) {
      const old = await me(token);
      expect(old.statusCode).toBe(401);
      expect(old.json().error.code).toBe('SESSION_REVOKED');
    }
    expect((await refresh(elsewhere.refreshToken)).json()).toEqual({ status: false });
    expect((await me(answer.token)).json()).toEqual(answer.userData);
    expect((await refresh(answer.refreshToken)).json().status).toBe(true);
    const sessions = await ctx.db
      .selectFrom('auth_session')
      .select(['revoked_at', 'revoked_reason'])
      .where('account_id', '=', BigInt(account.userData.userID))
      .orderBy('id')
      .execute();
    expect(sessions).toEqual([
      { revoked_at: clock, revoked_reason: 'password_change' },
      { revoked_at: null, revoked_reason: null },
    ]);

    expect((await login(account.username, account.password, freshIp())).statusCode).toBe(401);
    expect((await login(account.username, 'newpass456', freshIp())).statusCode).toBe(200);
  });

  it('refuses a wrong current password (403, not 401: the session is fine) and a weak new one', async () => {
    const account = await registered();
    const wrong = await changePassword(account.token, { currentPassword: 'notmypass1', newPassword: 'newpass456' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ error: { code: 'WRONG_PASSWORD', message: 'รหัสผ่านปัจจุบันไม่ถูกต้อง' } });
    const weak = await changePassword(account.token, { currentPassword: account.password, newPassword: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.code).toBe('WEAK_PASSWORD');
    const unknownField = await changePassword(account.token, { currentPassword: account.password, newPassword: 'newpass456', username: 'x' });
    expect(unknownField.statusCode).toBe(400);
    expect((await login(account.username, account.password, freshIp())).statusCode).toBe(200);
  });

  it('counts wrong current passwords towards the login throttle, and a refused change leaves the session as it was', async () => {
    const account = await registered();
    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      expect((await changePassword(account.token, { currentPassword: `wrong${i}pass`, newPassword: 'newpass456' }, ip)).statusCode).toBe(403);
    }
    const throttled = await changePassword(account.token, { currentPassword: account.password, newPassword: 'newpass456' }, ip);
    expect(throttled.statusCode).toBe(429);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(account.username, account.password, ip)).statusCode).toBe(429);
    expect((await me(account.token)).statusCode).toBe(200);
  });

  it('lets a self-excluded member change the password: the new session is restricted like any of theirs', async () => {
    const account = await registered();
    const until = new Date(clock.getTime() + 24 * 60 * MINUTE);
    // As if the self-exclusion committed while the change was being checked: the session is still live here.
    await ctx.db.updateTable('account').set({ self_excluded_until: until }).where('username', '=', account.username).execute();
    const response = await changePassword(account.token, { currentPassword: account.password, newPassword: 'newpass456' });
    expect(response.statusCode).toBe(200);
    expect(response.json().userData).toMatchObject({
      selfExcludedUntil: until.toISOString(),
      ability: [
        { action: 'read', subject: 'Account' },
        { action: 'read', subject: 'Auth' },
      ],
    });
    expect((await me(account.token)).statusCode).toBe(401);
    expect((await me(response.json().token)).statusCode).toBe(200);
  });

  it('needs a signed-in caller', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { currentPassword: 'goodpass123', newPassword: 'newpass456' },
    });
    expect(response.statusCode).toBe(401);
  });
});
