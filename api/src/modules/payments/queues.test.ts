import { type SignedIn, signedInAccount, signedInBackOffice } from '../../testing/accounts.ts';
import { deposit, expectCleanBooks } from '../../testing/ledger.ts';
import { useTestApp } from '../../testing/test-app.ts';
import type { Role } from '../auth/index.ts';
import { confirmPaidDeposit } from './deposits.ts';
import { inTransaction } from '../../db/database.ts';

const clock = new Date('2026-11-22T03:00:00Z');
const ctx = useTestApp({ now: () => clock, payments: { demoMode: false } });

let keys = 0;
const post = (who: SignedIn, url: string, payload: object = {}) =>
  ctx.app.inject({ method: 'POST', url, headers: { ...who.headers, 'idempotency-key': `queue-${++keys}` }, payload });
const get = (who: SignedIn, url: string) => ctx.app.inject({ method: 'GET', url, headers: who.headers });

/** Asks for a deposit or a withdrawal that must be accepted, and answers its id. */
async function requested(member: SignedIn, kind: 'deposits' | 'withdrawals', amount: number): Promise<string> {
  const response = await post(member, `/api/wallet/${kind}`, { amount });
  expect(response.statusCode).toBe(201);
  return response.json().id;
}

/** A member of `agent` with a username of its own and 1,000 baht in the wallet. */
async function memberOf(agent: SignedIn, username: string) {
  const member = await signedInAccount(ctx, { parentId: agent.id, username });
  await inTransaction(ctx.db, (trx) => deposit(trx, member.id, 100_000n));
  return member;
}

const auditOf = (entity: string, id: string) =>
  ctx.db
    .selectFrom('audit_log')
    .select(['actor_account_id', 'action', 'before', 'after', 'at'])
    .where('entity', '=', entity)
    .where('entity_id', '=', id)
    .execute();

let admin: SignedIn, operator: SignedIn, agent: SignedIn, otherAgent: SignedIn;
beforeAll(async () => {
  ({ admin, operator, agent, otherAgent } = await signedInBackOffice(ctx));
});

describe('the queues', () => {
  it.each(['deposits', 'withdrawals'] as const)(
    '%s: q finds members by part of the username in any letter case, within reach; answers username, amount, bank and status',
    async (kind) => {
      const somchai = await memberOf(agent, `somchai_${kind}`.slice(0, 20));
      const somsri = await memberOf(otherAgent, `somsri_${kind}`.slice(0, 20));
      const mine = await requested(somchai, kind, 150);
      const theirs = await requested(somsri, kind, 160);
      const ids = async (who: SignedIn, query: string) =>
        (await get(who, `/api/backoffice/${kind}?${query}`)).json().items.map((item: { id: string }) => item.id);

      expect(await ids(operator, 'q=SOM')).toEqual([theirs, mine]);
      expect(await ids(operator, 'q=mchai&status=pending')).toEqual([mine]);
      expect(await ids(operator, 'q=mchai&status=approved')).toEqual([]);
      expect(await ids(agent, 'q=som')).toEqual([mine]);
      expect(await ids(otherAgent, 'q=chai')).toEqual([]);

      const [item] = (await get(admin, `/api/backoffice/${kind}?q=${somchai.username}`)).json().items;
      expect(item).toMatchObject({ id: mine, amount: 150, status: 'pending', member: { id: String(somchai.id), username: somchai.username } });
      expect(kind === 'deposits' ? item.payment.bank : item.bank).toEqual({
        code: expect.any(String),
        accountNo: expect.stringMatching(/^[0-9]{10,15}$/),
        accountName: expect.any(String),
      });
    },
  );

  it.each(['q=a%25', 'q=', 'q=abcdefghijklmnopqrstu', 'status=done'])('refuses %s with a Thai 400', async (query) => {
    for (const kind of ['deposits', 'withdrawals']) {
      const response = await get(admin, `/api/backoffice/${kind}?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({ code: 'VALIDATION', message: expect.stringMatching(/^ข้อมูลไม่ถูกต้อง: [ก-๙]/) });
    }
  });

  it.each<Role>(['agseamless', 'AGgroup', 'client', 'member'])('answers 403 to %s on the queues and the decisions', async (role) => {
    const caller = await signedInAccount(ctx, { role });
    const member = await memberOf(agent, `p_${role.toLowerCase()}`);
    const depositId = await requested(member, 'deposits', 100);
    const withdrawalId = await requested(member, 'withdrawals', 100);
    for (const response of [
      await get(caller, '/api/backoffice/deposits'),
      await get(caller, '/api/backoffice/withdrawals'),
      await post(caller, `/api/backoffice/deposits/${depositId}/approve`),
      await post(caller, `/api/backoffice/withdrawals/${withdrawalId}/reject`),
    ]) {
      expect(response.statusCode).toBe(403);
    }
  });
});

describe('decisions are audited', () => {
  it.each([
    ['deposits', 'approve'],
    ['deposits', 'reject'],
    ['withdrawals', 'approve'],
    ['withdrawals', 'reject'],
  ] as const)('%s %s: who, the request before and after, in the decision’s transaction', async (kind, action) => {
    const member = await memberOf(agent, `a_${kind}_${action}`.slice(0, 20));
    const id = await requested(member, kind, 250.5);
    const entity = kind === 'deposits' ? 'deposit' : 'withdrawal';
    // Deposits are approved by hand only by operators and administrators; agents decide the rest.
    const handler = kind === 'deposits' && action === 'approve' ? operator : agent;
    const decided = await post(handler, `/api/backoffice/${kind}/${id}/${action}`, action === 'reject' ? { reason: 'ไม่พบยอดโอน' } : {});
    expect(decided.statusCode).toBe(200);
    const reason = action === 'reject' ? 'ไม่พบยอดโอน' : null;
    const request = { memberId: String(member.id), amount: 250.5, firstApprovedBy: null };
    expect(await auditOf(entity, id)).toEqual([
      {
        actor_account_id: handler.id,
        action: `${entity}.${action}`,
        before: { ...request, status: 'pending', reason: null },
        after: { ...request, status: action === 'approve' ? 'approved' : 'rejected', reason },
        at: clock,
      },
    ]);

    // A second decision is refused, and neither it nor a refusal out of reach writes an entry.
    expect((await post(admin, `/api/backoffice/${kind}/${id}/approve`)).json().error.code).toBe('ALREADY_DECIDED');
    const foreign = await requested(await memberOf(otherAgent, `f_${kind}_${action}`.slice(0, 20)), kind, 100);
    expect((await post(agent, `/api/backoffice/${kind}/${foreign}/${action}`)).statusCode).toBe(handler === agent ? 404 : 403);
    expect(await auditOf(entity, id)).toHaveLength(1);
    expect(await auditOf(entity, foreign)).toEqual([]);
    await expectCleanBooks(ctx.db);
  });

  it('a deposit the provider reports paid is not a back-office decision: no entry', async () => {
    const member = await memberOf(agent, 'webhook_paid');
    const id = await requested(member, 'deposits', 100);
    await inTransaction(ctx.db, (trx) => confirmPaidDeposit(trx, { depositId: BigInt(id), amount: 10_000n, now: clock }));
    expect(await auditOf('deposit', id)).toEqual([]);
    await expectCleanBooks(ctx.db);
  });
});
