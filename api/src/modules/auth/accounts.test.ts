import { type SignedIn, signedInAccount, signedInBackOffice } from '../../testing/accounts.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { abilitiesFor, MEMBER_ROLES, ROLES, type Role, usertypeFor } from './abilities.ts';

const clock = new Date('2026-11-22T03:00:00Z');
const ctx = useTestApp({ now: () => clock, payments: { demoMode: true } });

let serial = 0;
const fresh = (prefix = 'staffmade') => `${prefix}${++serial}`;
const PASSWORD = 'newpass123';
const isMemberRole = (role: Role) => (MEMBER_ROLES as readonly Role[]).includes(role);

/** A body that passes validation for `role`: members come with the age check. */
const accountBody = (role: Role, extra: object = {}) => ({
  username: fresh(),
  password: PASSWORD,
  role,
  ...(isMemberRole(role) ? { acceptAge20: true } : {}),
  ...extra,
});

const BANK = { bankCode: 'KBANK', bankAccountNo: '1234567890', bankAccountName: 'สมศรี มีสุข' };

const create = (who: SignedIn | null, payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/backoffice/accounts', headers: who?.headers ?? {}, payload });

/** Creates an account that must be created, and answers the response body. */
async function created(who: SignedIn, payload: object) {
  const response = await create(who, payload);
  expect(response.statusCode).toBe(201);
  return response.json<{ id: string; username: string; parentId: string | null }>();
}

const login = (username: string, password = PASSWORD) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });

const accountCount = async () =>
  Number((await ctx.db.selectFrom('account').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);

/** Sends a request that must be refused with `status` and `code`, and checks that no account was written. */
async function refused(who: SignedIn | null, payload: object, status: number, code: string) {
  const before = await accountCount();
  const response = await create(who, payload);
  expect({ status: response.statusCode, code: response.json().error.code }).toEqual({ status, code });
  expect(await accountCount()).toBe(before);
  return response.json<{ error: { code: string; message: string } }>().error.message;
}

let admin: SignedIn, operator: SignedIn, agent: SignedIn, otherAgent: SignedIn;
beforeAll(async () => {
  ({ admin, operator, agent, otherAgent } = await signedInBackOffice(ctx));
});

describe('POST /api/backoffice/accounts by an administrator', () => {
  it.each(ROLES)('creates a %s account that can log in with that role’s userData and ability', async (role) => {
    const body = accountBody(role, { username: fresh(`New_${role.slice(0, 6)}_`) });
    const response = await create(admin, body);
    expect(response.statusCode).toBe(201);
    const answer = response.json();
    expect(answer).toEqual({
      id: expect.stringMatching(/^[1-9][0-9]*$/),
      username: body.username.toLowerCase(),
      role,
      usertype: usertypeFor(role),
      parentId: null,
      createdAt: clock.toISOString(),
    });

    const session = await login(body.username, PASSWORD);
    expect(session.statusCode).toBe(200);
    expect(session.json().userData).toEqual(
      expect.objectContaining({ userID: Number(answer.id), username: answer.username, role, usertype: usertypeFor(role), ability: abilitiesFor(role) }),
    );
  });

  it('puts an account under any agent, of every agent role', async () => {
    for (const parentRole of ['master', 'agline', 'AGgroup', 'agseamless'] as const) {
      const parent = await signedInAccount(ctx, { role: parentRole });
      expect((await created(admin, accountBody('member', { parentId: String(parent.id) }))).parentId).toBe(String(parent.id));
    }
    expect((await created(admin, accountBody('agline', { parentId: String(agent.id) }))).parentId).toBe(String(agent.id));
  });

  it('answers 404 for a parent that is not an agent, or no account at all', async () => {
    const member = await signedInAccount(ctx, { role: 'member' });
    for (const parentId of [String(member.id), String(admin.id), String(operator.id), '99999999']) {
      const message = await refused(admin, accountBody('member', { parentId }), 404, 'NOT_FOUND');
      expect(message).toBe('ไม่พบตัวแทนนี้');
    }
  });
});

describe('POST /api/backoffice/accounts by an agent', () => {
  it('creates members under itself, whom it can then issue a password reset code', async () => {
    const member = await created(agent, accountBody('member'));
    expect(member.parentId).toBe(String(agent.id));
    const seamless = await created(agent, accountBody('seamless', { parentId: String(agent.id) }));
    expect(seamless.parentId).toBe(String(agent.id));

    for (const { id } of [member, seamless]) {
      const issued = await ctx.app.inject({
        method: 'POST',
        url: `/api/backoffice/members/${id}/password-reset-code`,
        headers: agent.headers,
      });
      expect(issued.statusCode).toBe(201);
      const foreign = await ctx.app.inject({
        method: 'POST',
        url: `/api/backoffice/members/${id}/password-reset-code`,
        headers: otherAgent.headers,
      });
      expect(foreign.statusCode).toBe(404);
    }
    expect((await login(member.username)).json().userData.role).toBe('member');
  });

  it('is refused every other role with 403', async () => {
    for (const role of ROLES.filter((r) => !isMemberRole(r))) {
      const message = await refused(otherAgent, accountBody(role), 403, 'FORBIDDEN');
      expect(message).toBe('บัญชีของท่านไม่มีสิทธิ์สร้างบัญชีประเภทนี้');
    }
  });

  it('is refused a member under another parent with 403', async () => {
    for (const parentId of [String(otherAgent.id), String(admin.id), '99999999']) {
      const message = await refused(agent, accountBody('member', { parentId }), 403, 'FORBIDDEN');
      expect(message).toBe('ตัวแทนสร้างบัญชีได้เฉพาะสมาชิกภายใต้ตนเองเท่านั้น');
    }
  });
});

describe('POST /api/backoffice/accounts by an operator', () => {
  it('creates members and agents, under an agent or none', async () => {
    expect((await created(operator, accountBody('member', { parentId: String(agent.id) }))).parentId).toBe(String(agent.id));
    for (const role of ['member', 'seamless', 'master', 'agline', 'AGgroup', 'agseamless', 'user', 'client'] as const) {
      const account = await created(operator, accountBody(role));
      expect((await login(account.username)).json().userData.role).toBe(role);
    }
  });

  it('is refused administrators and operators with 403', async () => {
    for (const role of ['admin', 'agadmin'] as const) {
      await refused(operator, accountBody(role), 403, 'FORBIDDEN');
    }
  });
});

describe('POST /api/backoffice/accounts refused', () => {
  it('to every other role with 403, and without a login with 401', async () => {
    for (const role of ['member', 'seamless', 'agseamless', 'AGgroup', 'user', 'client'] as const) {
      const caller = await signedInAccount(ctx, { role });
      const message = await refused(caller, accountBody('member'), 403, 'FORBIDDEN');
      expect(message).toBe('บัญชีของท่านไม่มีสิทธิ์ใช้งานส่วนนี้');
    }
    await refused(null, accountBody('member'), 401, 'UNAUTHENTICATED');
  });

  it('for a username already taken, in any letter case, with registration’s 409', async () => {
    const first = await created(admin, accountBody('master'));
    const message = await refused(admin, accountBody('member', { username: first.username.toUpperCase() }), 409, 'USERNAME_TAKEN');
    expect(message).toBe('ชื่อผู้ใช้นี้มีผู้ใช้งานแล้ว กรุณาเลือกชื่ออื่น');
  });

  it('for a weak password with 400 WEAK_PASSWORD', async () => {
    for (const password of ['short1', 'onlyletters', '1234567890']) {
      const message = await refused(admin, accountBody('member', { password }), 400, 'WEAK_PASSWORD');
      expect(message).toBe('รหัสผ่านต้องยาวอย่างน้อย 8 ตัวอักษร และมีทั้งตัวอักษรและตัวเลข');
    }
  });

  it('for a member without the age check with 400 AGE_20_REQUIRED; other roles need none', async () => {
    for (const acceptAge20 of [undefined, false]) {
      const body = { ...accountBody('member'), acceptAge20 };
      expect(await refused(agent, body, 400, 'AGE_20_REQUIRED')).toBe('กรุณายืนยันว่าได้ตรวจสอบแล้วว่าสมาชิกมีอายุ 20 ปีบริบูรณ์ขึ้นไป');
      await refused(admin, { ...body, role: 'seamless' }, 400, 'AGE_20_REQUIRED');
    }
    await created(admin, accountBody('master'));
  });

  it('for bank fields given only in part, with 400 VALIDATION', async () => {
    const { bankCode, bankAccountNo, bankAccountName } = BANK;
    for (const partial of [{ bankCode }, { bankAccountNo }, { bankCode, bankAccountName }, { bankAccountNo, bankAccountName }]) {
      const message = await refused(agent, accountBody('member', partial), 400, 'VALIDATION');
      expect(message).toBe('กรุณากรอกธนาคาร เลขที่บัญชี และชื่อบัญชีให้ครบทั้งสามช่อง หรือเว้นว่างทั้งหมด');
    }
  });

  it('for a bank account another account already holds at the same bank, with 409 BANK_ACCOUNT_TAKEN', async () => {
    const bank = { bankCode: 'BBL', bankAccountNo: '5550001112', bankAccountName: 'สมปอง ทองดี' };
    await created(agent, accountBody('member', bank));
    expect(await refused(admin, accountBody('member', bank), 409, 'BANK_ACCOUNT_TAKEN')).toBe(
      'บัญชีธนาคารนี้ลงทะเบียนกับสมาชิกท่านอื่นแล้ว กรุณาใช้บัญชีธนาคารของท่านเอง หรือติดต่อฝ่ายบริการลูกค้า',
    );
  });

  it('for malformed or unknown fields with a Thai 400 VALIDATION', async () => {
    expect(await refused(admin, { username: fresh(), password: PASSWORD }, 400, 'VALIDATION')).toBe('กรุณากรอกประเภทบัญชี');
    expect(await refused(admin, accountBody('member', { role: 'boss' }), 400, 'VALIDATION')).toBe('ข้อมูลไม่ถูกต้อง: ประเภทบัญชี');
    expect(await refused(admin, accountBody('member', { parentId: 12 }), 400, 'VALIDATION')).toBe('ข้อมูลไม่ถูกต้อง: ตัวแทนต้นสังกัด');
    expect(await refused(admin, accountBody('member', { phone: '12345' }), 400, 'VALIDATION')).toBe(
      'ข้อมูลไม่ถูกต้อง: เบอร์โทรศัพท์ (ตัวเลข 9–10 หลัก ขึ้นต้นด้วย 0)',
    );
    await refused(admin, accountBody('member', { discount: 5 }), 400, 'VALIDATION');
  });
});

describe('a member created in the back office', () => {
  const depositAndWithdraw = async (username: string) => {
    const session = await login(username);
    const headers = { authorization: `Bearer ${session.json().token}` };
    const deposit = await ctx.app.inject({
      method: 'POST',
      url: '/api/wallet/deposits',
      headers: { ...headers, 'idempotency-key': fresh('dep') },
      payload: { amount: 500 },
    });
    expect(deposit.statusCode).toBe(201);
    return ctx.app.inject({
      method: 'POST',
      url: '/api/wallet/withdrawals',
      headers: { ...headers, 'idempotency-key': fresh('wd') },
      payload: { amount: 200 },
    });
  };

  it('with all bank fields withdraws to that account', async () => {
    const member = await created(agent, accountBody('member', { phone: '0898765432', ...BANK }));
    const withdrawal = await depositAndWithdraw(member.username);
    expect(withdrawal.statusCode).toBe(201);
    expect(withdrawal.json().bank).toEqual({ code: 'KBANK', accountNo: expect.stringMatching(/7890$/), accountName: 'สมศรี มีสุข' });
  });

  it('without them cannot withdraw yet', async () => {
    const member = await created(agent, accountBody('member'));
    const withdrawal = await depositAndWithdraw(member.username);
    expect(withdrawal.statusCode).toBe(409);
    expect(withdrawal.json().error.code).toBe('NO_BANK_ACCOUNT');
  });
});
