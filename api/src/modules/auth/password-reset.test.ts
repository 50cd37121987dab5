import { type SignedIn, signedInAccount, signedInBackOffice, signIn, TEST_PASSWORD } from '../../testing/accounts.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { hashOpaqueToken } from './tokens.ts';

let clock = new Date('2026-11-22T03:00:00Z');
const MINUTE = 60_000;
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

const ctx = useTestApp({ now: () => clock });

let serial = 0;
/** A fresh client address, so that a test counts no failures but its own unless it shares one. */
const freshIp = () => `10.9.${Math.floor(++serial / 250)}.${serial % 250}`;

const NEW_PASSWORD = 'freshpass456';
const INVALID_RESET_CODE = {
  error: { code: 'INVALID_RESET_CODE', message: 'รหัสรีเซ็ตไม่ถูกต้องหรือหมดอายุ กรุณาติดต่อเจ้าหน้าที่เพื่อขอรหัสใหม่' },
};

const issue = (who: SignedIn | null, memberId: bigint | string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/backoffice/members/${memberId}/password-reset-code`,
    headers: who?.headers ?? {},
  });

/** Issues a code and answers it. */
async function issuedCode(who: SignedIn, member: { id: bigint }): Promise<string> {
  const response = await issue(who, member.id);
  expect(response.statusCode).toBe(201);
  return response.json<{ code: string }>().code;
}

const reset = (payload: object, remoteAddress = freshIp()) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload, remoteAddress });

const login = (username: string, password: string, remoteAddress = freshIp()) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password }, remoteAddress });

const me = (token: string) => ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });

const refresh = (refreshToken: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/refresh-token', payload: { refreshToken } });

/** A code of the right shape that is not `code`. */
const otherThan = (code: string) => `${code.slice(0, -1)}${code.endsWith('Z') ? 'Y' : 'Z'}`;

/** What a reset may change: the codes, the passwords and the sessions. */
async function stored() {
  return {
    codes: await ctx.db.selectFrom('password_reset_code').selectAll().orderBy('id').execute(),
    passwords: await ctx.db.selectFrom('account').select(['id', 'password_hash']).orderBy('id').execute(),
    sessions: await ctx.db.selectFrom('auth_session').select(['id', 'revoked_at']).orderBy('id').execute(),
  };
}

let admin: SignedIn, operator: SignedIn, agent: SignedIn, otherAgent: SignedIn;
beforeAll(async () => {
  ({ admin, operator, agent, otherAgent } = await signedInBackOffice(ctx));
});
// Tests move the clock past the 15 minutes of an access token: the staff sign in afresh for each.
beforeEach(async () => {
  admin = await signIn(ctx, admin);
  operator = await signIn(ctx, operator);
  agent = await signIn(ctx, agent);
  otherAgent = await signIn(ctx, otherAgent);
});

const memberOf = (parent: SignedIn | null, role: 'member' | 'seamless' = 'member') =>
  signedInAccount(ctx, { role, parentId: parent?.id ?? null });

describe('POST /api/backoffice/members/:id/password-reset-code', () => {
  it('gives an agent a code for its own member: 8 unambiguous characters, valid 30 minutes, stored only hashed', async () => {
    const member = await memberOf(agent);
    const response = await issue(agent, member.id);
    expect(response.statusCode).toBe(201);
    const { code } = response.json<{ code: string }>();
    expect(response.json()).toEqual({
      code: expect.stringMatching(/^[2-9A-HJ-NP-Z]{8}$/),
      expiresAt: new Date(clock.getTime() + 30 * MINUTE).toISOString(),
    });
    const rows = await ctx.db.selectFrom('password_reset_code').selectAll().where('account_id', '=', member.id).execute();
    expect(rows).toEqual([expect.objectContaining({ code_hash: hashOpaqueToken(code), issued_by: agent.id, used_at: null })]);
    expect(JSON.stringify(rows, (_key, value: unknown) => (typeof value === 'bigint' ? String(value) : value))).not.toContain(code);
    expect(await issuedCode(agent, member)).not.toBe(code);
  });

  it('lets administrators and operators issue for every member, agents only for their own', async () => {
    const agentsMember = await memberOf(agent);
    const seamlessMember = await memberOf(null, 'seamless');
    expect((await issue(admin, agentsMember.id)).statusCode).toBe(201);
    expect((await issue(operator, agentsMember.id)).statusCode).toBe(201);
    expect((await issue(operator, seamlessMember.id)).statusCode).toBe(201);

    const foreign = await issue(otherAgent, agentsMember.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'ไม่พบสมาชิกนี้' } });
    expect((await issue(agent, seamlessMember.id)).statusCode).toBe(404);
  });

  it('answers 404 for an account that is not a member, or none at all', async () => {
    for (const target of [agent.id, operator.id, admin.id, 99_999_999n]) {
      const response = await issue(admin, target);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
    expect((await issue(admin, 'abc')).statusCode).toBe(400);
  });

  it('refuses members with 403 and callers without a login with 401', async () => {
    const member = await memberOf(agent);
    const self = await issue(member, member.id);
    expect(self.statusCode).toBe(403);
    expect(self.json().error.code).toBe('FORBIDDEN');
    const anonymous = await issue(null, member.id);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe('UNAUTHENTICATED');
    expect(await ctx.db.selectFrom('password_reset_code').select('id').where('account_id', '=', member.id).execute()).toEqual([]);
  });
});

describe('POST /api/auth/password-reset', () => {
  it('sets the new password and ends every session: old tokens answer 401, their refresh status:false', async () => {
    const member = await memberOf(agent);
    const code = await issuedCode(agent, member);
    // Any letter case, as the member types it.
    const response = await reset({ username: member.username.toUpperCase(), code: code.toLowerCase(), password: NEW_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: true });

    const old = await me(member.token);
    expect(old.statusCode).toBe(401);
    expect(old.json().error.code).toBe('SESSION_REVOKED');
    expect((await refresh(member.refreshToken)).json()).toEqual({ status: false });
    expect((await login(member.username, TEST_PASSWORD)).statusCode).toBe(401);
    const fresh = await login(member.username, NEW_PASSWORD);
    expect(fresh.statusCode).toBe(200);
    expect((await me(fresh.json().token)).statusCode).toBe(200);
  });

  it('takes a code once', async () => {
    const member = await memberOf(operator);
    const code = await issuedCode(operator, member);
    expect((await reset({ username: member.username, code, password: NEW_PASSWORD })).statusCode).toBe(200);
    const again = await reset({ username: member.username, code, password: 'thirdpass789' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(INVALID_RESET_CODE);
    expect((await login(member.username, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('takes a code for 30 minutes', async () => {
    const [inTime, tooLate] = [await memberOf(agent), await memberOf(agent)];
    const [inTimeCode, tooLateCode] = [await issuedCode(agent, inTime), await issuedCode(agent, tooLate)];
    advance(30 * MINUTE - 1);
    expect((await reset({ username: inTime.username, code: inTimeCode, password: NEW_PASSWORD })).statusCode).toBe(200);
    advance(1);
    const late = await reset({ username: tooLate.username, code: tooLateCode, password: NEW_PASSWORD });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual(INVALID_RESET_CODE);
  });

  it('takes only the newest code of the member', async () => {
    const member = await memberOf(agent);
    const older = await issuedCode(agent, member);
    const newer = await issuedCode(admin, member);
    const voided = await reset({ username: member.username, code: older, password: NEW_PASSWORD });
    expect(voided.statusCode).toBe(400);
    expect(voided.json()).toEqual(INVALID_RESET_CODE);
    expect((await reset({ username: member.username, code: newer, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('answers a wrong code, an unknown username and another member’s code alike, and changes nothing', async () => {
    const member = await memberOf(agent);
    const other = await memberOf(agent);
    const code = await issuedCode(agent, member);
    await issuedCode(agent, other);
    const before = await stored();
    for (const payload of [
      { username: member.username, code: otherThan(code) },
      { username: 'nobody_here', code },
      { username: other.username, code },
    ]) {
      const response = await reset({ ...payload, password: NEW_PASSWORD });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(INVALID_RESET_CODE);
    }
    expect(await stored()).toEqual(before);
    expect((await me(member.token)).statusCode).toBe(200);
    expect((await reset({ username: member.username, code, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('refuses a weak password with the registration rule and keeps the code usable', async () => {
    const member = await memberOf(agent);
    const code = await issuedCode(agent, member);
    const before = await stored();
    const weak = await reset({ username: member.username, code, password: 'onlyletters' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual({
      error: { code: 'WEAK_PASSWORD', message: 'รหัสผ่านต้องยาวอย่างน้อย 8 ตัวอักษร และมีทั้งตัวอักษรและตัวเลข' },
    });
    expect(await stored()).toEqual(before);
    expect((await reset({ username: member.username, code, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('names a missing or malformed field in Thai', async () => {
    const missing = await reset({ username: 'someone', password: NEW_PASSWORD });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ error: { code: 'VALIDATION', message: 'กรุณากรอกรหัสรีเซ็ต (8 ตัวอักษร)' } });
    const unknownField = await reset({ username: 'someone', code: 'ABCDEFGH', password: NEW_PASSWORD, role: 'admin' });
    expect(unknownField.statusCode).toBe(400);
    expect(unknownField.json().error.code).toBe('VALIDATION');
  });

  it('resets a self-excluded member’s password, and login with it stays restricted until the period ends', async () => {
    const member = await memberOf(agent);
    const until = new Date(clock.getTime() + 24 * 60 * MINUTE);
    await ctx.db.updateTable('account').set({ self_excluded_until: until }).where('id', '=', member.id).execute();
    const code = await issuedCode(agent, member);
    expect((await reset({ username: member.username, code, password: NEW_PASSWORD })).statusCode).toBe(200);
    const signedIn = await login(member.username, NEW_PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().userData.selfExcludedUntil).toBe(until.toISOString());
  });
});

describe('password reset throttling', () => {
  it('after 5 wrong codes for a username from one address answers 429 with Retry-After there, even to the right code, and to a login there too', async () => {
    const member = await memberOf(agent);
    const code = await issuedCode(agent, member);
    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      expect((await reset({ username: member.username, code: otherThan(code), password: NEW_PASSWORD }, ip)).statusCode).toBe(400);
    }
    const throttled = await reset({ username: member.username, code, password: NEW_PASSWORD }, ip);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.headers['retry-after']).toBe(String(15 * 60));
    expect(throttled.json().error.code).toBe('TOO_MANY_ATTEMPTS');
    expect((await login(member.username, TEST_PASSWORD, ip)).statusCode).toBe(429);

    advance(15 * MINUTE);
    expect((await reset({ username: member.username, code, password: NEW_PASSWORD }, ip)).statusCode).toBe(200);
  });

  it('after 20 wrong codes from one address answers 429 to that address only', async () => {
    const member = await memberOf(agent);
    const code = await issuedCode(agent, member);
    const ip = freshIp();
    for (let i = 0; i < 20; i++) {
      expect((await reset({ username: `ghost_${i}`, code, password: NEW_PASSWORD }, ip)).statusCode).toBe(400);
    }
    const throttled = await reset({ username: member.username, code, password: NEW_PASSWORD }, ip);
    expect(throttled.statusCode).toBe(429);
    expect(Number(throttled.headers['retry-after'])).toBe(15 * 60);
    expect((await reset({ username: member.username, code, password: NEW_PASSWORD })).statusCode).toBe(200);
  });
});
