import { type InsertedAccount, insertAccount, type SignedIn, signedInAccount, signedInBackOffice } from '../../testing/accounts.ts';
import { deposit, expectCleanBooks } from '../../testing/ledger.ts';
import { useTestApp } from '../../testing/test-app.ts';
import type { Role } from '../auth/index.ts';
import { inTransaction } from '../../db/database.ts';

const clock = new Date('2026-11-22T03:00:00Z');
const ctx = useTestApp({ now: () => clock });

let admin: SignedIn, operator: SignedIn, agent: SignedIn, otherAgent: SignedIn;
beforeAll(async () => {
  ({ admin, operator, agent, otherAgent } = await signedInBackOffice(ctx));
});

const get = (who: SignedIn | null, url: string) => ctx.app.inject({ method: 'GET', url, headers: who?.headers ?? {} });
const putDiscount = (who: SignedIn | null, id: bigint | string, payload: unknown) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/backoffice/members/${id}/discount`,
    headers: who?.headers ?? {},
    payload: payload as object,
  });

/** Members answered for `query` (a URL query string without `?`). */
const list = (who: SignedIn, query = '') => get(who, `/api/backoffice/members${query ? `?${query}` : ''}`);
const usernames = async (who: SignedIn, query: string) =>
  (await list(who, query)).json<{ items: { username: string }[] }>().items.map((item) => item.username);

const fund = (accountId: bigint, satang: bigint) => inTransaction(ctx.db, (trx) => deposit(trx, accountId, satang));
const setAccount = (id: bigint, values: { phone?: string; discount_bp?: number; self_excluded_until?: Date }) =>
  ctx.db.updateTable('account').set(values).where('id', '=', id).execute();

/** A new agent (role master) with no members yet. */
const newAgent = () => insertAccount(ctx.db, { role: 'master' });

describe('GET /api/backoffice/members', () => {
  it('answers each member with balance, discount, agent and bank; agents and staff are not members', async () => {
    const group = await newAgent();
    const member = await insertAccount(ctx.db, { parentId: group.id });
    await fund(member.id, 12_345n);
    await setAccount(member.id, { discount_bp: 150 });
    const seamless = await insertAccount(ctx.db, { role: 'seamless', parentId: group.id, bank: false });
    await insertAccount(ctx.db, { role: 'master', parentId: group.id });

    const response = await list(admin, `agentId=${group.id}`);
    expect(response.statusCode).toBe(200);
    const row = await ctx.db.selectFrom('account').select('created_at').where('id', '=', member.id).executeTakeFirstOrThrow();
    expect(response.json()).toEqual({
      items: [
        expect.objectContaining({ id: String(seamless.id), role: 'seamless', balance: 0, discount: 0, bank: null }),
        {
          id: String(member.id),
          username: member.username,
          phone: '0812345678',
          role: 'member',
          status: 'active',
          balance: 123.45,
          discount: 1.5,
          agent: { id: String(group.id), username: group.username },
          bank: { code: 'SCB', accountNo: member.bankAccountNo, accountName: 'สมหญิง ทดสอบ' },
          createdAt: row.created_at.toISOString(),
          selfExcludedUntil: null,
        },
      ],
      total: 2,
      page: 1,
      pageSize: 20,
    });
    await expectCleanBooks(ctx.db);
  });

  it('finds members by part of the username in any letter case, or of the phone', async () => {
    const group = await newAgent();
    const somchai = await insertAccount(ctx.db, { parentId: group.id, username: 'somchai_q1' });
    const somsri = await insertAccount(ctx.db, { parentId: group.id, username: 'somsri_q1' });
    await setAccount(somsri.id, { phone: '0898765432' });
    const scope = `agentId=${group.id}&sort=username&order=asc`;
    expect(await usernames(operator, `${scope}&q=SOM`)).toEqual([somchai.username, somsri.username]);
    expect(await usernames(operator, `${scope}&q=chai`)).toEqual([somchai.username]);
    expect(await usernames(operator, `${scope}&q=98765`)).toEqual([somsri.username]);
    expect(await usernames(operator, `${scope}&q=nobody`)).toEqual([]);
  });

  it('filters by status: self-excluded while the exclusion is in force, active otherwise', async () => {
    const group = await newAgent();
    const excluded = await insertAccount(ctx.db, { parentId: group.id });
    const ended = await insertAccount(ctx.db, { parentId: group.id });
    const until = new Date(clock.getTime() + 86_400_000);
    await setAccount(excluded.id, { self_excluded_until: until });
    await setAccount(ended.id, { self_excluded_until: new Date(clock.getTime() - 1) });

    const answered = (await list(admin, `agentId=${group.id}&status=self_excluded`)).json();
    expect(answered.items).toEqual([
      expect.objectContaining({ id: String(excluded.id), status: 'self_excluded', selfExcludedUntil: until.toISOString() }),
    ]);
    expect(await usernames(admin, `agentId=${group.id}&status=active`)).toEqual([ended.username]);
  });

  it('sorts by balance, username or creation (newest first by default) and pages with the total', async () => {
    const group = await newAgent();
    const members: InsertedAccount[] = [];
    for (const satang of [300n, 100n, 200n]) {
      const member = await insertAccount(ctx.db, { parentId: group.id });
      await fund(member.id, satang);
      members.push(member);
    }
    const [a, b, c] = members.map((member) => member.username);
    expect(await usernames(admin, `agentId=${group.id}&sort=balance&order=asc`)).toEqual([b, c, a]);
    expect(await usernames(admin, `agentId=${group.id}&sort=balance`)).toEqual([a, c, b]);
    expect(await usernames(admin, `agentId=${group.id}`)).toEqual([c, b, a]);

    const second = (await list(admin, `agentId=${group.id}&sort=balance&order=asc&page=2&pageSize=2`)).json();
    expect(second).toEqual({ items: [expect.objectContaining({ username: a, balance: 3 })], total: 3, page: 2, pageSize: 2 });
    expect((await list(admin, `agentId=${group.id}&page=3&pageSize=2`)).json()).toEqual({ items: [], total: 3, page: 3, pageSize: 2 });
    await expectCleanBooks(ctx.db);
  });

  it.each([
    ['sort=phone', 'เรียงตาม'],
    ['order=up', 'ลำดับ'],
    ['status=banned', 'สถานะ'],
    ['page=0', 'หน้า'],
    ['pageSize=101', 'จำนวนรายการต่อหน้า'],
    ['pageSize=0', 'จำนวนรายการต่อหน้า'],
    ['q=a%25', 'คำค้นหา'],
    ['q=abcdefghijklmnopqrstu', 'คำค้นหา'],
    ['agentId=abc', 'เลขที่ตัวแทน'],
    ['discountAbove=100', 'ส่วนลดมากกว่า'],
    ['discountAbove=1.005', 'ส่วนลดมากกว่า'],
    ['colour=red', ''],
  ])('refuses %s with a Thai 400 VALIDATION naming the field', async (query, label) => {
    const response = await list(admin, query);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION');
    expect(response.json().error.message).toContain(label);
    expect(response.json().error.message).toMatch(/[ก-๙]/);
  });
});

describe('reach', () => {
  it("an agent lists only its own members; another agent's member answers 404 on every member route", async () => {
    const own = await insertAccount(ctx.db, { parentId: agent.id });
    const foreign = await insertAccount(ctx.db, { parentId: otherAgent.id });

    const listed = (await list(agent, 'pageSize=100')).json<{ items: { id: string }[]; total: number }>();
    expect(listed.items.map((item) => item.id)).toContain(String(own.id));
    expect(listed.items.map((item) => item.id)).not.toContain(String(foreign.id));
    expect(listed.items.length).toBe(listed.total);
    expect(await usernames(agent, `agentId=${otherAgent.id}`)).toEqual([]);

    expect((await get(agent, `/api/backoffice/members/${own.id}`)).statusCode).toBe(200);
    for (const response of [
      await get(agent, `/api/backoffice/members/${foreign.id}`),
      await putDiscount(agent, foreign.id, { discount: 1 }),
      await get(agent, `/api/backoffice/transactions?memberId=${foreign.id}`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toEqual({ code: 'NOT_FOUND', message: expect.stringMatching(/[ก-๙]/) });
    }
    const discount = await ctx.db.selectFrom('account').select('discount_bp').where('id', '=', foreign.id).executeTakeFirstOrThrow();
    expect(discount.discount_bp).toBe(0);
  });

  it('administrators and operators reach every member; an account that is not a member answers 404', async () => {
    const foreign = await insertAccount(ctx.db, { parentId: otherAgent.id });
    for (const staff of [admin, operator]) {
      expect((await get(staff, `/api/backoffice/members/${foreign.id}`)).json().id).toBe(String(foreign.id));
    }
    for (const id of [agent.id, admin.id, 99_999_999n]) {
      expect((await get(admin, `/api/backoffice/members/${id}`)).statusCode).toBe(404);
    }
  });
});

describe('rights', () => {
  it.each<Role>(['member', 'seamless', 'agseamless', 'AGgroup', 'client', 'user'])(
    'answers 403 to %s on every member route, and 401 without a login',
    async (role) => {
      const caller = await signedInAccount(ctx, { role });
      const member = await insertAccount(ctx.db, { parentId: agent.id });
      for (const [who, status] of [
        [caller, 403],
        [null, 401],
      ] as const) {
        expect((await get(who, '/api/backoffice/members')).statusCode).toBe(status);
        expect((await get(who, `/api/backoffice/members/${member.id}`)).statusCode).toBe(status);
        expect((await putDiscount(who, member.id, { discount: 1 })).statusCode).toBe(status);
      }
    },
  );
});

describe('PUT /api/backoffice/members/:id/discount', () => {
  const auditOf = (id: bigint) =>
    ctx.db
      .selectFrom('audit_log')
      .select(['actor_account_id', 'action', 'entity', 'before', 'after'])
      .where('entity_id', '=', String(id))
      .where('action', '=', 'member.discount')
      .execute();

  it("sets the member's discount, audited before and after; the member's page shows it with the most it may be", async () => {
    const member = await insertAccount(ctx.db, { parentId: agent.id });
    await fund(member.id, 10_000n);
    await setAccount(agent.id, { discount_bp: 300 });
    expect((await get(agent, `/api/backoffice/members/${member.id}`)).json()).toMatchObject({ discount: 0, maxDiscount: 3 });

    const response = await putDiscount(agent, member.id, { discount: 2.5 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: String(member.id), discount: 2.5, maxDiscount: 3, balance: 100 });
    expect((await get(admin, `/api/backoffice/members/${member.id}`)).json().discount).toBe(2.5);
    expect(await auditOf(member.id)).toEqual([
      { actor_account_id: agent.id, action: 'member.discount', entity: 'account', before: { discount: 0 }, after: { discount: 2.5 } },
    ]);

    // The same discount again changes nothing and writes no entry.
    expect((await putDiscount(agent, member.id, { discount: 2.5 })).statusCode).toBe(200);
    expect(await auditOf(member.id)).toHaveLength(1);
    await setAccount(agent.id, { discount_bp: 0 });
    await expectCleanBooks(ctx.db);
  });

  it('gives nothing under an agent without a discount of its own, whoever asks: 99.99 % is refused to an operator too', async () => {
    const plainAgent = await signedInAccount(ctx, { role: 'master' });
    const member = await insertAccount(ctx.db, { parentId: plainAgent.id });
    for (const who of [plainAgent, operator, admin]) {
      expect((await get(who, `/api/backoffice/members/${member.id}`)).json().maxDiscount).toBe(0);
      for (const discount of [1, 99.99]) {
        const refused = await putDiscount(who, member.id, { discount });
        expect(refused.statusCode).toBe(400);
        expect(refused.json().error).toEqual({ code: 'DISCOUNT_ABOVE_MAXIMUM', message: 'ตัวแทนที่ไม่มีส่วนลดของตนเองให้ส่วนลดสมาชิกไม่ได้' });
      }
    }
    expect(await auditOf(member.id)).toEqual([]);
    const { discount_bp } = await ctx.db.selectFrom('account').select('discount_bp').where('id', '=', member.id).executeTakeFirstOrThrow();
    expect(discount_bp).toBe(0);
  });

  it("keeps a member without an agent, or under an agent above it, within the business's maximum (10 % by default)", async () => {
    const alone = await insertAccount(ctx.db);
    const generous = await newAgent();
    await setAccount(generous.id, { discount_bp: 1500 }); // set before the maximum existed
    const member = await insertAccount(ctx.db, { parentId: generous.id });
    for (const id of [alone.id, member.id]) {
      expect((await get(operator, `/api/backoffice/members/${id}`)).json().maxDiscount).toBe(10);
      for (const discount of [10.01, 99.99]) {
        const refused = await putDiscount(operator, id, { discount });
        expect(refused.statusCode).toBe(400);
        expect(refused.json().error).toEqual({ code: 'DISCOUNT_ABOVE_MAXIMUM', message: 'ส่วนลดตั้งได้ไม่เกิน 10% (ส่วนลดสูงสุดของระบบ)' });
      }
      expect(await auditOf(id)).toEqual([]);
      expect((await putDiscount(operator, id, { discount: 10 })).json()).toMatchObject({ discount: 10, maxDiscount: 10 });
    }
  });

  it("keeps within the agent's own discount, naming the maximum in Thai, and writes nothing when refused", async () => {
    const group = await newAgent();
    await setAccount(group.id, { discount_bp: 300 });
    const member = await insertAccount(ctx.db, { parentId: group.id });
    expect((await get(operator, `/api/backoffice/members/${member.id}`)).json().maxDiscount).toBe(3);

    const above = await putDiscount(operator, member.id, { discount: 3.01 });
    expect(above.statusCode).toBe(400);
    expect(above.json().error).toEqual({ code: 'DISCOUNT_ABOVE_MAXIMUM', message: 'ส่วนลดของสมาชิกนี้ตั้งได้ไม่เกิน 3% (ไม่เกินส่วนลดของตัวแทน)' });
    expect((await putDiscount(operator, member.id, { discount: 3 })).json().discount).toBe(3);
    expect(await auditOf(member.id)).toHaveLength(1);
  });

  it.each([
    [{ discount: 100 }, 'ส่วนลด'],
    [{ discount: -1 }, 'ส่วนลด'],
    [{ discount: '5' }, 'ส่วนลด'],
    [{ discount: 1.005 }, 'ทศนิยมได้ไม่เกิน 2 ตำแหน่ง'],
    [{}, 'ส่วนลด'],
    [{ discount: 1, reason: 'x' }, ''],
  ])('refuses %j with a Thai 400 and writes nothing', async (payload, words) => {
    const member = await insertAccount(ctx.db, { parentId: agent.id });
    const response = await putDiscount(admin, member.id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain(words);
    expect(response.json().error.message).toMatch(/[ก-๙]/);
    expect(await auditOf(member.id)).toEqual([]);
  });
});

describe('accounts and reset codes made by staff are audited', () => {
  const entriesOf = (action: string, id: bigint | string) =>
    ctx.db
      .selectFrom('audit_log')
      .select(['actor_account_id', 'entity', 'before', 'after'])
      .where('action', '=', action)
      .where('entity_id', '=', String(id))
      .execute();

  it('POST /backoffice/accounts writes who made which account, and nothing when it is refused', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/backoffice/accounts',
      headers: agent.headers,
      payload: { username: 'made_by_agent', password: 'lucky2026x', role: 'member', acceptAge20: true },
    });
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: string }>();
    expect(await entriesOf('account.create', id)).toEqual([
      {
        actor_account_id: agent.id,
        entity: 'account',
        before: null,
        after: { username: 'made_by_agent', role: 'member', parentId: String(agent.id) },
      },
    ]);

    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/backoffice/accounts',
      headers: agent.headers,
      payload: { username: 'agent_by_agent', password: 'lucky2026x', role: 'master' },
    });
    expect(refused.statusCode).toBe(403);
    const all = await ctx.db.selectFrom('audit_log').select('after').where('action', '=', 'account.create').execute();
    expect(JSON.stringify(all)).not.toContain('agent_by_agent');
  });

  it('POST /backoffice/members/:id/password-reset-code writes that a code was issued, never the code', async () => {
    const member = await insertAccount(ctx.db, { parentId: agent.id });
    const response = await ctx.app.inject({ method: 'POST', url: `/api/backoffice/members/${member.id}/password-reset-code`, headers: agent.headers });
    expect(response.statusCode).toBe(201);
    const { expiresAt } = response.json<{ expiresAt: string }>();
    // Only when it expires: the entry holds no code.
    expect(await entriesOf('member.reset-code', member.id)).toEqual([
      { actor_account_id: agent.id, entity: 'account', before: null, after: { expiresAt } },
    ]);

    // Another agent's member answers 404 and leaves no entry.
    const foreign = await insertAccount(ctx.db, { parentId: otherAgent.id });
    const refused = await ctx.app.inject({ method: 'POST', url: `/api/backoffice/members/${foreign.id}/password-reset-code`, headers: agent.headers });
    expect(refused.statusCode).toBe(404);
    expect(await entriesOf('member.reset-code', foreign.id)).toEqual([]);
  });
});
