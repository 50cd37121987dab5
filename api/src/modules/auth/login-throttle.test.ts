// The login throttle with device cookies (throttle.ts, device.ts): a browser that signed in before
// is judged by its own failures, so strangers' guesses — from other addresses, or from its own
// address without its cookie — never refuse the owner's right password there; any other client is
// refused per (username, address), per address, and once the username has had too many failures
// from untrusted clients altogether. The same holds for reset codes and current passwords.
import { createHmac } from 'node:crypto';
import { insertAccount, type InsertedAccount, signIn, TEST_PASSWORD } from '../../testing/accounts.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { buildApp } from '../../app.ts';
import { DEVICE_COOKIE, deviceToken, newDeviceId } from './device.ts';

let clock = new Date('2026-11-22T03:00:00Z');
const MINUTE = 60_000;
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

/** The defaults but for the untrusted per-username cap (50), lowered to keep the tests short. */
const PER_USERNAME = 12;
const ctx = useTestApp({ now: () => clock, auth: { loginThrottle: { perUsername: PER_USERNAME } } });

let serial = 0;
/** An address no other test uses. */
const freshIp = () => `203.0.${Math.floor(++serial / 250)}.${serial % 250}`;

type Client = { ip: string; device?: string | undefined };

const login = (username: string, password: string, { ip, device }: Client) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
    remoteAddress: ip,
    cookies: device === undefined ? {} : { [DEVICE_COOKIE]: device },
  });

/** The device cookie an answer sets, if any. */
const deviceCookie = (response: Awaited<ReturnType<typeof login>>) => response.cookies.find((cookie) => cookie.name === DEVICE_COOKIE);

/** A member who signed in once from their own browser at `home`: the browser's device cookie. */
async function ownerAtHome(): Promise<{ account: InsertedAccount; home: Client }> {
  const account = await insertAccount(ctx.db);
  const ip = freshIp();
  const response = await login(account.username, TEST_PASSWORD, { ip });
  expect(response.statusCode).toBe(200);
  return { account, home: { ip, device: deviceCookie(response)?.value } };
}

/** `times` failed logins of `username`, each expected to answer 401. */
async function fail(username: string, times: number, client: (i: number) => Client): Promise<void> {
  for (let i = 0; i < times; i++) {
    const response = await login(username, 'wrongpass123', client(i));
    expect([i, response.statusCode]).toEqual([i, 401]);
  }
}

const TOO_MANY = (minutes: number) => ({
  error: { code: 'TOO_MANY_ATTEMPTS', message: `เข้าสู่ระบบผิดพลาดหลายครั้งเกินไป กรุณาลองใหม่อีกครั้งในอีก ${minutes} นาที` },
});
const USERNAME_LOCKED = (minutes: number) => ({
  error: {
    code: 'TOO_MANY_ATTEMPTS',
    message: `มีการเข้าสู่ระบบบัญชีนี้ผิดพลาดหลายครั้งเกินไปจากอุปกรณ์ที่ไม่เคยใช้ (อุปกรณ์ที่เคยเข้าสู่ระบบสำเร็จยังเข้าได้ตามปกติ) กรุณาลองใหม่อีกครั้งในอีก ${minutes} นาที`,
  },
});

describe('the device cookie', () => {
  it('is set by a login: HttpOnly, SameSite=Strict, for /api/auth only, 180 days, not Secure over plain HTTP', async () => {
    const account = await insertAccount(ctx.db);
    const response = await login(account.username, TEST_PASSWORD, { ip: freshIp() });
    expect(response.statusCode).toBe(200);
    expect(deviceCookie(response)).toEqual({
      name: DEVICE_COOKIE,
      value: expect.stringMatching(new RegExp(`^${account.username}\\.[\\w-]{22}\\.\\d+\\.[\\w-]{43}$`)),
      path: '/api/auth',
      httpOnly: true,
      sameSite: 'Strict',
      maxAge: 180 * 24 * 3600,
    });
  });

  it('is Secure when the request came over HTTPS through a trusted proxy', async () => {
    const behindProxy = await buildApp({ connection: ctx.database.connection, now: () => clock, trustProxy: '127.0.0.1' });
    try {
      const account = await insertAccount(ctx.db);
      const response = await behindProxy.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: account.username, password: TEST_PASSWORD },
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': freshIp() },
      });
      expect(response.statusCode).toBe(200);
      expect(deviceCookie(response)).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Strict' });
    } finally {
      await behindProxy.close();
    }
  });

  it('is set by a registration too, and a later login keeps the same device', async () => {
    const ip = freshIp();
    const registered = await ctx.app.inject({
      method: 'POST',
      url: '/api/jwt/register',
      remoteAddress: ip,
      payload: {
        username: `dev_${++serial}`,
        password: 'goodpass123',
        phone: '0812345678',
        bankCode: 'KBANK',
        bankAccountNo: String(5_550_000_000 + serial),
        bankAccountName: 'สมชาย ใจดี',
        acceptAge20: true,
      },
    });
    expect(registered.statusCode).toBe(201);
    const first = deviceCookie(registered)?.value ?? '';
    advance(MINUTE);
    const again = await login(registered.json().userData.username, 'goodpass123', { ip, device: first });
    const renewed = deviceCookie(again)?.value ?? '';
    expect(renewed).not.toBe(first);
    // The same device id, given anew.
    expect(renewed.split('.')[1]).toBe(first.split('.')[1]);
  });
});

describe('login throttling', () => {
  it("never refuses the owner's right password from the browser that signed in before, whatever strangers failed", async () => {
    const { account, home } = await ownerAtHome();
    // Strangers: at the owner's own address without the cookie, and from many other addresses up
    // to the username's cap for untrusted clients…
    await fail(account.username, 5, () => ({ ip: home.ip }));
    await fail(account.username, PER_USERNAME - 5, () => ({ ip: freshIp() }));
    // …and other usernames at the owner's address, up to its 20.
    for (let i = 0; i < 15; i++) await fail(`ghost${serial}_${i}`, 1, () => ({ ip: home.ip }));

    const stranger = await login(account.username, TEST_PASSWORD, { ip: home.ip });
    expect(stranger.statusCode).toBe(429);
    expect((await login(account.username, TEST_PASSWORD, { ip: freshIp() })).statusCode).toBe(429);

    const owner = await login(account.username, TEST_PASSWORD, home);
    expect(owner.statusCode).toBe(200);
    expect(owner.json().userData.username).toBe(account.username);
  });

  it('refuses a username from one address after 5 failures there, with Retry-After, while another address may still try', async () => {
    const account = await insertAccount(ctx.db);
    const ip = freshIp();
    for (let minute = 0; minute < 5; minute++) {
      await fail(account.username, 1, () => ({ ip }));
      advance(MINUTE);
    }
    advance(-MINUTE); // the fifth failure was just now: 4 minutes after the first
    const throttled = await login(account.username, TEST_PASSWORD, { ip });
    expect(throttled.statusCode).toBe(429);
    expect(throttled.headers['retry-after']).toBe(String(11 * 60));
    expect(throttled.json()).toEqual(TOO_MANY(11));
    // The refusal itself is not counted: 11 minutes on, the address may try again.
    expect((await login(account.username, TEST_PASSWORD, { ip: freshIp() })).statusCode).toBe(200);
    advance(11 * MINUTE);
    expect((await login(account.username, TEST_PASSWORD, { ip })).statusCode).toBe(200);
  });

  it('refuses an address after 20 failures from it on any usernames, to that address only, but not a browser with its device cookie there', async () => {
    const { account, home } = await ownerAtHome();
    const ip = home.ip;
    for (let i = 0; i < 20; i++) await fail(`ghost${serial}_${i}`, 1, () => ({ ip }));
    const throttled = await login(account.username, TEST_PASSWORD, { ip });
    expect(throttled.statusCode).toBe(429);
    expect(Number(throttled.headers['retry-after'])).toBe(15 * 60);
    expect(throttled.json()).toEqual(TOO_MANY(15));
    expect((await login(account.username, TEST_PASSWORD, { ip: freshIp() })).statusCode).toBe(200);
    expect((await login(account.username, TEST_PASSWORD, home)).statusCode).toBe(200);
  });

  it("refuses a browser after its own 5 failures with its device cookie, and nobody else because of them", async () => {
    const { account, home } = await ownerAtHome();
    await fail(account.username, 5, () => home);
    const refused = await login(account.username, TEST_PASSWORD, home);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe(String(15 * 60));
    expect(refused.json()).toEqual(TOO_MANY(15));
    // Another browser at another address, or the same person's other device, is not held back.
    expect((await login(account.username, TEST_PASSWORD, { ip: freshIp() })).statusCode).toBe(200);
    const otherDevice = await ownerAtHomeOf(account);
    expect((await login(account.username, TEST_PASSWORD, otherDevice)).statusCode).toBe(200);
    advance(15 * MINUTE);
    expect((await login(account.username, TEST_PASSWORD, home)).statusCode).toBe(200);
  });

  it(`refuses every client without the device cookie after ${PER_USERNAME} failures of the username from anywhere, saying a known device still may`, async () => {
    const { account, home } = await ownerAtHome();
    await fail(account.username, PER_USERNAME, () => ({ ip: freshIp() }));
    const refused = await login(account.username, TEST_PASSWORD, { ip: freshIp() });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe(String(15 * 60));
    expect(refused.json()).toEqual(USERNAME_LOCKED(15));
    expect((await login(account.username, TEST_PASSWORD, home)).statusCode).toBe(200);
  });

  it("ignores a forged device token, another person's, one signed with another key and one past its 180 days", async () => {
    const { account, home } = await ownerAtHome();
    const other = await ownerAtHome();
    const genuine = home.device ?? '';
    const [, deviceId, issuedAt, signature] = genuine.split('.');
    const key = (await ctx.db.selectFrom('installation_secret').select('value').where('name', '=', 'jwt').executeTakeFirstOrThrow()).value;
    const otherUsersSignature = (other.home.device ?? '').split('.').slice(1).join('.');
    const ignored = {
      "another member's": other.home.device,
      "another member's, renamed": `${account.username}.${otherUsersSignature}`,
      'with a changed device id': `${account.username}.${newDeviceId()}.${issuedAt}.${signature}`,
      'signed with another key': deviceToken('someone-elses-secret-of-enough-length', account.username, deviceId ?? '', clock),
      'signed with the key itself': (() => {
        const payload = `${account.username}.${deviceId}.${issuedAt}`;
        return `${payload}.${createHmac('sha256', key).update(payload).digest('base64url')}`;
      })(),
      'past its 180 days': deviceToken(key, account.username, newDeviceId(), new Date(clock.getTime() - 180 * 24 * 60 * MINUTE)),
      garbage: 'not-a-device-token',
    };
    await fail(account.username, PER_USERNAME, () => ({ ip: freshIp() }));
    for (const [what, device] of Object.entries(ignored)) {
      const response = await login(account.username, TEST_PASSWORD, { ip: freshIp(), device });
      expect([what, response.statusCode]).toEqual([what, 429]);
    }
    // A failure with an ignored token counts as one without: against the username's untrusted cap.
    expect((await login(account.username, TEST_PASSWORD, home)).statusCode).toBe(200);
  });

  it("a successful login forgets that client's failures, not strangers' elsewhere", async () => {
    const { account, home } = await ownerAtHome();
    const elsewhere = PER_USERNAME - 5;
    await fail(account.username, 4, () => ({ ip: home.ip }));
    await fail(account.username, elsewhere, () => ({ ip: freshIp() }));
    expect((await login(account.username, TEST_PASSWORD, { ip: home.ip })).statusCode).toBe(200);
    // Its own four are forgotten: four more from the same address are allowed…
    await fail(account.username, 4, () => ({ ip: home.ip }));
    expect((await login(account.username, TEST_PASSWORD, { ip: home.ip })).statusCode).toBe(200);
    // …while strangers' failures elsewhere still count towards the username's untrusted cap.
    await fail(account.username, PER_USERNAME - elsewhere, () => ({ ip: freshIp() }));
    expect((await login(account.username, TEST_PASSWORD, { ip: freshIp() })).json()).toEqual(USERNAME_LOCKED(15));
  });

  /** Another browser of `account`'s owner that signed in once: its device cookie. */
  async function ownerAtHomeOf(account: InsertedAccount): Promise<Client> {
    const ip = freshIp();
    const response = await login(account.username, TEST_PASSWORD, { ip });
    expect(response.statusCode).toBe(200);
    return { ip, device: deviceCookie(response)?.value };
  }
});

describe('wrong current passwords and reset codes', () => {
  const changePassword = (token: string, currentPassword: string, client: Client) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { authorization: `Bearer ${token}` },
      payload: { currentPassword, newPassword: 'changed123' },
      remoteAddress: client.ip,
      cookies: client.device === undefined ? {} : { [DEVICE_COOKIE]: client.device },
    });

  it("count against the browser's own allowance when it has the device cookie, and against its address otherwise", async () => {
    const { account, home } = await ownerAtHome();
    const { token } = await signIn(ctx, account);
    for (let i = 0; i < 5; i++) expect((await changePassword(token, `wrong${i}pass`, home)).statusCode).toBe(403);
    const refused = await changePassword(token, TEST_PASSWORD, home);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(TOO_MANY(15));
    expect((await login(account.username, TEST_PASSWORD, home)).statusCode).toBe(429);
    // The browser's own: a client elsewhere, without the cookie, is not held back.
    expect((await login(account.username, TEST_PASSWORD, { ip: freshIp() })).statusCode).toBe(200);

    const other = await insertAccount(ctx.db);
    const { token: otherToken } = await signIn(ctx, other);
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await changePassword(otherToken, `wrong${i}pass`, { ip })).statusCode).toBe(403);
    expect((await login(other.username, TEST_PASSWORD, { ip })).statusCode).toBe(429);
  });

  it("a stranger's wrong reset codes never refuse the owner's browser, and the owner resets with the right code", async () => {
    const { account, home } = await ownerAtHome();
    const agent = await signIn(ctx, await insertAccount(ctx.db, { role: 'master' }));
    await ctx.db.updateTable('account').set({ parent_id: agent.id }).where('id', '=', account.id).execute();
    const issued = await ctx.app.inject({ method: 'POST', url: `/api/backoffice/members/${account.id}/password-reset-code`, headers: agent.headers });
    expect(issued.statusCode).toBe(201);
    const { code } = issued.json<{ code: string }>();
    const reset = (candidate: string, client: Client) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset',
        payload: { username: account.username, code: candidate, password: 'resetpass123' },
        remoteAddress: client.ip,
        cookies: client.device === undefined ? {} : { [DEVICE_COOKIE]: client.device },
      });
    const wrong = `${code.slice(0, -1)}${code.endsWith('Z') ? 'Y' : 'Z'}`;
    for (let i = 0; i < PER_USERNAME; i++) expect((await reset(wrong, { ip: freshIp() })).statusCode).toBe(400);
    expect((await reset(code, { ip: freshIp() })).json()).toEqual(USERNAME_LOCKED(15));
    expect((await reset(code, home)).statusCode).toBe(200);
    expect((await login(account.username, 'resetpass123', home)).statusCode).toBe(200);
  });
});
