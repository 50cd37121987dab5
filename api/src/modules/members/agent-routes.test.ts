// The back office's agents (GET /api/backoffice/agents/:id, PUT …/:id/discount): an agent's facts
// and own discount within the business's maximum, for those who manage agents; lowering it lowers
// the members above it in the same transaction, each audited, and their sessions see it at once.
import { type InsertedAccount, insertAccount, type SignedIn, signIn, signedInAccount, signedInBackOffice } from '../../testing/accounts.ts';
import { expectCleanBooks } from '../../testing/ledger.ts';
import { onPostgres } from '../../testing/test-database.ts';
import { useTestApp } from '../../testing/test-app.ts';
import type { Role } from '../auth/index.ts';

const clock = new Date('2026-11-22T03:00:00Z');
const ctx = useTestApp({ now: () => clock });

let admin: SignedIn, operator: SignedIn, agent: SignedIn, otherAgent: SignedIn;
beforeAll(async () => {
  ({ admin, operator, agent, otherAgent } = await signedInBackOffice(ctx));
});

const get = (who: SignedIn | null, url: string) => ctx.app.inject({ method: 'GET', url, headers: who?.headers ?? {} });
const getAgent = (who: SignedIn | null, id: bigint | string) => get(who, `/api/backoffice/agents/${id}`);
const putDiscount = (who: SignedIn | null, id: bigint | string, payload: unknown) =>
  ctx.app.inject({ method: 'PUT', url: `/api/backoffice/agents/${id}/discount`, headers: who?.headers ?? {}, payload: payload as object });
const putMemberDiscount = (who: SignedIn, id: bigint, discount: number) =>
  ctx.app.inject({ method: 'PUT', url: `/api/backoffice/members/${id}/discount`, headers: who.headers, payload: { discount } });

const setDiscountBp = (id: bigint, discountBp: number) => ctx.db.updateTable('account').set({ discount_bp: discountBp }).where('id', '=', id).execute();
const discountOf = async (id: bigint) =>
  (await ctx.db.selectFrom('account').select('discount_bp').where('id', '=', id).executeTakeFirstOrThrow()).discount_bp / 100;
/** The audit entries of `action`, about the accounts `ids` when given. */
const auditOf = (action: string, ids?: bigint[]) => {
  const entries = ctx.db.selectFrom('audit_log').select(['actor_account_id', 'entity', 'entity_id', 'before', 'after']).where('action', '=', action);
  return (ids ? entries.where('entity_id', 'in', ids.map(String)) : entries).orderBy('id').execute();
};

describe('GET /api/backoffice/agents/:id', () => {
  it("answers the agent's facts, its own discount, the maximum and its members' discounts", async () => {
    const group = await insertAccount(ctx.db, { role: 'AGgroup', username: 'group_of_nine' });
    const nine = await insertAccount(ctx.db, { role: 'agline', parentId: group.id, username: 'agent_nine' });
    await setDiscountBp(nine.id, 500);
    for (const discountBp of [300, 300, 0]) await setDiscountBp((await insertAccount(ctx.db, { parentId: nine.id })).id, discountBp);
    await insertAccount(ctx.db, { parentId: nine.id, role: 'seamless' });

    const response = await getAgent(operator, nine.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: String(nine.id),
      username: 'agent_nine',
      role: 'agline',
      group: { id: String(group.id), username: 'group_of_nine' },
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      discount: 5,
      maxDiscount: 10,
      memberDiscounts: [
        { discount: 3, members: 2 },
        { discount: 0, members: 2 },
      ],
    });
    expect((await getAgent(admin, agent.id)).json()).toMatchObject({ username: agent.username, role: 'master', group: null, discount: 0, memberDiscounts: [] });
  });

  it('answers 404 for an account that is not an agent, or none', async () => {
    const member = await insertAccount(ctx.db, { parentId: agent.id });
    const group = await insertAccount(ctx.db, { role: 'AGgroup' });
    for (const id of [member.id, group.id, admin.id, 99_999_999n]) {
      for (const response of [await getAgent(admin, id), await putDiscount(admin, id, { discount: 1 })]) {
        expect([response.statusCode, response.json().error]).toEqual([404, { code: 'NOT_FOUND', message: 'ไม่พบตัวแทนนี้' }]);
      }
    }
    expect(await auditOf('agent.discount')).toEqual([]);
  });
});

describe('who may manage agents', () => {
  it.each<Role>(['master', 'agline', 'AGgroup', 'agseamless', 'member', 'seamless'])(
    'answers 403 to %s on both routes, 401 without a login, and writes nothing',
    async (role) => {
      const caller = role === 'master' ? agent : role === 'agline' ? otherAgent : await signedInAccount(ctx, { role });
      for (const [who, status] of [
        [caller, 403],
        [null, 401],
      ] as const) {
        // An agent may not read or raise even its own discount.
        for (const id of [agent.id, otherAgent.id]) {
          expect((await getAgent(who, id)).statusCode).toBe(status);
          expect((await putDiscount(who, id, { discount: 5 })).statusCode).toBe(status);
        }
      }
      expect([await discountOf(agent.id), await discountOf(otherAgent.id)]).toEqual([0, 0]);
      expect(await auditOf('agent.discount')).toEqual([]);
    },
  );
});

describe('PUT /api/backoffice/agents/:id/discount', () => {
  it("sets the agent's own discount within the maximum, audited; its members may then be given up to it", async () => {
    const own = await newAgentWithMembers([0]);
    const response = await putDiscount(operator, own.agent.id, { discount: 4.5 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: String(own.agent.id), discount: 4.5, maxDiscount: 10, lowered: 0 });
    expect(await auditOf('agent.discount', [own.agent.id])).toEqual([
      { actor_account_id: operator.id, entity: 'agent', entity_id: String(own.agent.id), before: { discount: 0 }, after: { discount: 4.5, membersLowered: 0 } },
    ]);
    const member = own.members[0] as InsertedAccount;
    expect((await putMemberDiscount(operator, member.id, 4.5)).json()).toMatchObject({ discount: 4.5, maxDiscount: 4.5 });
    expect((await putMemberDiscount(operator, member.id, 4.51)).json().error.code).toBe('DISCOUNT_ABOVE_MAXIMUM');

    // The maximum itself is allowed; the same discount again writes nothing.
    expect((await putDiscount(admin, own.agent.id, { discount: 10 })).json().discount).toBe(10);
    expect((await putDiscount(admin, own.agent.id, { discount: 10 })).json().lowered).toBe(0);
    expect(await auditOf('agent.discount', [own.agent.id])).toHaveLength(2);
  });

  it("refuses a discount above the business's maximum naming it, and writes nothing", async () => {
    const own = await newAgentWithMembers([]);
    const refused = await putDiscount(operator, own.agent.id, { discount: 10.01 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toEqual({ code: 'DISCOUNT_ABOVE_MAXIMUM', message: 'ส่วนลดตั้งได้ไม่เกิน 10% (ส่วนลดสูงสุดของระบบ)' });
    expect([await discountOf(own.agent.id), await auditOf('agent.discount', [own.agent.id])]).toEqual([0, []]);
  });

  it.each([
    [{ discount: 100 }, 'ข้อมูลไม่ถูกต้อง: ส่วนลด (ร้อยละ 0 ถึงน้อยกว่า 100 ทศนิยมไม่เกิน 2 ตำแหน่ง)'],
    [{ discount: -1 }, 'ข้อมูลไม่ถูกต้อง: ส่วนลด (ร้อยละ 0 ถึงน้อยกว่า 100 ทศนิยมไม่เกิน 2 ตำแหน่ง)'],
    [{ discount: '5' }, 'ข้อมูลไม่ถูกต้อง: ส่วนลด (ร้อยละ 0 ถึงน้อยกว่า 100 ทศนิยมไม่เกิน 2 ตำแหน่ง)'],
    [{ discount: 1.005 }, 'ข้อมูลไม่ถูกต้อง: ส่วนลดมีทศนิยมได้ไม่เกิน 2 ตำแหน่ง'],
    [{}, 'กรุณากรอกส่วนลด (ร้อยละ 0 ถึงน้อยกว่า 100 ทศนิยมไม่เกิน 2 ตำแหน่ง)'],
    [{ discount: 1, members: 0 }, 'ข้อมูลไม่ถูกต้อง: มีข้อมูลที่ระบบไม่รู้จักในคำขอ'],
  ])('refuses %j with a Thai 400 and writes nothing', async (payload, message) => {
    const response = await putDiscount(admin, agent.id, payload);
    expect([response.statusCode, response.json().error]).toEqual([400, { code: 'VALIDATION', message }]);
    expect(await discountOf(agent.id)).toBe(0);
  });

  it('lowers each member above the new discount to it in the same change, each audited, and their sessions see it at once', async () => {
    const own = await newAgentWithMembers([500, 300, 200, 0]);
    await setDiscountBp(own.agent.id, 500);
    const [five, three, two, none] = own.members.map((member) => member.id) as [bigint, bigint, bigint, bigint];
    const foreign = await insertAccount(ctx.db, { parentId: otherAgent.id });
    await setDiscountBp(foreign.id, 500);
    const signedInFive = await signIn(ctx, own.members[0] as InsertedAccount);
    expect((await walletShow(signedInFive)).discount).toBe(5);

    const response = await putDiscount(operator, own.agent.id, { discount: 2 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      discount: 2,
      lowered: 2,
      memberDiscounts: [
        { discount: 2, members: 3 },
        { discount: 0, members: 1 },
      ],
    });
    expect([await discountOf(five), await discountOf(three), await discountOf(two), await discountOf(none), await discountOf(foreign.id)]).toEqual([2, 2, 2, 0, 5]);
    expect(await auditOf('member.discount', [five, three, two, none, foreign.id])).toEqual([
      { actor_account_id: operator.id, entity: 'account', entity_id: String(five), before: { discount: 5 }, after: { discount: 2 } },
      { actor_account_id: operator.id, entity: 'account', entity_id: String(three), before: { discount: 3 }, after: { discount: 2 } },
    ]);
    expect(await auditOf('agent.discount', [own.agent.id])).toMatchObject([{ before: { discount: 5 }, after: { discount: 2, membersLowered: 2 } }]);
    // The member's session no longer keeps 5 %: the wallet says 2 % on the very next call.
    expect((await walletShow(signedInFive)).discount).toBe(2);
    await expectCleanBooks(ctx.db);
  });

  it('lowers members above the agent even when its own discount stays as it is', async () => {
    const own = await newAgentWithMembers([800]);
    await setDiscountBp(own.agent.id, 300); // a member above its agent, set before the rule held
    const response = await putDiscount(admin, own.agent.id, { discount: 3 });
    expect(response.json()).toMatchObject({ discount: 3, lowered: 1 });
    expect(await discountOf((own.members[0] as InsertedAccount).id)).toBe(3);
  });
});

// Concurrency shows on PostgreSQL only (PGlite runs one transaction at a time).
if (onPostgres) {
  describe('an agent lowered while one of its members is raised', () => {
    /** Pairs raced: enough for the two to overlap, as they did before the agent's row was held. */
    const RACES = 30;

    it("never leaves the member above the agent's new discount, whichever commits first", async () => {
      const above: string[] = [];
      for (let race = 0; race < RACES; race += 1) {
        const own = await newAgentWithMembers([0]);
        await setDiscountBp(own.agent.id, 500);
        const member = own.members[0] as InsertedAccount;
        const [lowering, raising] = await Promise.all([putDiscount(operator, own.agent.id, { discount: 1 }), putMemberDiscount(operator, member.id, 5)]);
        expect(lowering.statusCode).toBe(200);
        // Raised before the agent was lowered (then lowered with it), or refused after it.
        expect([200, 400]).toContain(raising.statusCode);
        if ((await discountOf(member.id)) > (await discountOf(own.agent.id))) above.push(`race ${race}`);
      }
      expect(above).toEqual([]);
    });
  });
}

let serial = 0;
/** A new agent (role master) with a member for each discount (basis points). */
async function newAgentWithMembers(discountsBp: number[]): Promise<{ agent: InsertedAccount; members: InsertedAccount[] }> {
  const owner = await insertAccount(ctx.db, { role: 'master', username: `agent_with_${++serial}` });
  const members: InsertedAccount[] = [];
  for (const discountBp of discountsBp) {
    const member = await insertAccount(ctx.db, { parentId: owner.id });
    await setDiscountBp(member.id, discountBp);
    members.push(member);
  }
  return { agent: owner, members };
}

const walletShow = async (member: SignedIn) =>
  (await get(member, `/api/seamless/wallet/show?UserToken=${member.UserToken}`)).json<{ discount: number }>();
