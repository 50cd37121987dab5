// Money controls (docs/security.md#money-controls): deposits approved by hand only by operators and
// administrators, and the two-person rule for hand-approved deposits and withdrawals above the
// `wallet` setting's `secondApproval` amounts (default 20,000 baht each).
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { type SignedIn, signedInAccount, signIn, TEST_PASSWORD } from '../../testing/accounts.ts';
import { deposit, expectCleanBooks, memberBalances } from '../../testing/ledger.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { onPostgres } from '../../testing/test-database.ts';
import { signWebhook, WEBHOOK_SIGNATURE_HEADER } from './webhook-signature.ts';
import { inTransaction } from '../../db/database.ts';

const WEBHOOK_SECRET = 'a-test-webhook-secret-of-at-least-32-characters';
let clock = new Date('2026-11-22T03:00:00Z');
const ctx = useTestApp({ now: () => clock, payments: { demoMode: false, webhookSecret: WEBHOOK_SECRET } });

type Kind = 'deposits' | 'withdrawals';
const KINDS: Kind[] = ['deposits', 'withdrawals'];
const ENTITY = { deposits: 'deposit', withdrawals: 'withdrawal' } as const;

let keys = 0;
const freshKey = () => `two-${++keys}`;
const post = (who: SignedIn, url: string, payload: object = {}, key = freshKey()) =>
  ctx.app.inject({ method: 'POST', url, headers: { ...who.headers, 'idempotency-key': key }, payload });
const approve = (who: SignedIn, kind: Kind, id: string, key?: string) => post(who, `/api/backoffice/${kind}/${id}/approve`, {}, key);
const reject = (who: SignedIn, kind: Kind, id: string) => post(who, `/api/backoffice/${kind}/${id}/reject`, { reason: 'ไม่พบยอดโอน' });
/** A second later (access tokens live 15 minutes on this clock too). */
const later = () => {
  clock = new Date(clock.getTime() + 1_000);
  return clock;
};
let bankAccounts = 0;

let adminA: SignedIn, adminB: SignedIn, operator: SignedIn, agent: SignedIn;
beforeAll(async () => {
  adminA = await signedInAccount(ctx, { role: 'admin' });
  adminB = await signedInAccount(ctx, { role: 'admin' });
  operator = await signedInAccount(ctx, { role: 'agadmin' });
  agent = await signedInAccount(ctx, { role: 'master' });
});

/** A member of `agent`, created in the back office by `creator` when given (through the real route). */
async function memberOfAgent(creator?: SignedIn): Promise<SignedIn> {
  if (!creator) return signedInAccount(ctx, { parentId: agent.id });
  const username = `m${randomBytes(5).toString('hex')}`;
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/backoffice/accounts',
    headers: creator.headers,
    payload: {
      username,
      password: TEST_PASSWORD,
      role: 'member',
      parentId: String(agent.id),
      acceptAge20: true,
      bankCode: 'SCB',
      bankAccountNo: String(8_000_000_000 + ++bankAccounts),
      bankAccountName: 'สมหญิง ทดสอบ',
    },
  });
  expect(created.statusCode).toBe(201);
  return signIn(ctx, { id: BigInt(created.json().id), username, bankAccountNo: null });
}

/** A pending request of `amount` baht by a new member of `agent` (a withdrawal's member holds exactly that). */
async function pendingRequest(kind: Kind, amount: number, creator?: SignedIn) {
  const member = await memberOfAgent(creator);
  if (kind === 'withdrawals') await inTransaction(ctx.db, (trx) => deposit(trx, member.id, BigInt(Math.round(amount * 100))));
  const response = await post(member, `/api/wallet/${kind}`, { amount });
  expect(response.statusCode).toBe(201);
  return { member, id: response.json<{ id: string }>().id, satang: BigInt(Math.round(amount * 100)) };
}

/** The member's wallet and hold as the request's status leaves them (a withdrawal's member held exactly its amount). */
function moneyAfter(kind: Kind, status: 'pending' | 'approved' | 'rejected', satang: bigint) {
  if (kind === 'deposits') return { wallet: status === 'approved' ? satang : 0n, hold: 0n };
  return { wallet: status === 'rejected' ? satang : 0n, hold: status === 'pending' ? satang : 0n };
}

/** The ledger transfers naming the request. */
async function transfersOf(kind: Kind, id: string): Promise<string[]> {
  const rows = await ctx.db
    .selectFrom('ledger_transfer')
    .select('kind')
    .where('reference', '=', `${ENTITY[kind]}:${id}`)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.kind);
}

const auditOf = (kind: Kind, id: string) =>
  ctx.db
    .selectFrom('audit_log')
    .select(['actor_account_id', 'action', 'before', 'after', 'at'])
    .where('entity', '=', ENTITY[kind])
    .where('entity_id', '=', id)
    .orderBy('id')
    .execute();

/** Everything a refused approval must leave as it was: the request's row and the rows of every table it could write. */
async function snapshot(kind: Kind, id: string) {
  const { rows } = await sql<{ transfers: bigint; entries: bigint; audits: bigint; keys: bigint }>`
    select (select count(*) from ledger_transfer) as transfers, (select count(*) from ledger_entry) as entries,
           (select count(*) from audit_log) as audits, (select count(*) from idempotency_key) as keys
  `.execute(ctx.db);
  const request = await ctx.db.selectFrom(ENTITY[kind]).selectAll().where('id', '=', BigInt(id)).executeTakeFirstOrThrow();
  return { counts: rows[0], request };
}

const firstApprovalBy = (who: SignedIn, at: Date) => ({ by: { id: String(who.id), username: who.username }, at: at.toISOString() });

const setThresholds = async (secondApproval: { depositAbove: number; withdrawalAbove: number }) => {
  const current = await ctx.app.inject({ method: 'GET', url: '/api/backoffice/settings/payments', headers: adminA.headers });
  const response = await ctx.app.inject({
    method: 'PUT',
    url: '/api/backoffice/settings/payments',
    headers: adminA.headers,
    payload: { ...current.json<object>(), secondApproval },
  });
  expect(response.statusCode).toBe(200);
};

describe('deposits confirmed by hand: operators and administrators only', () => {
  it.each([100, 50_000])('an agent approving its own member’s deposit of %d baht gets 403 in Thai, and nothing is written', async (amount) => {
    const { member, id } = await pendingRequest('deposits', amount);
    const listed = await ctx.app.inject({ method: 'GET', url: '/api/backoffice/deposits?status=pending', headers: agent.headers });
    expect(listed.json().items.map((item: { id: string }) => item.id)).toContain(id);

    const before = await snapshot('deposits', id);
    const refused = await approve(agent, 'deposits', id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error: { code: 'FORBIDDEN', message: 'การอนุมัติรายการฝากเงินด้วยมือทำได้เฉพาะเจ้าหน้าที่ปฏิบัติการและผู้ดูแลระบบ' },
    });
    expect(await snapshot('deposits', id)).toEqual(before);
    expect(await memberBalances(ctx.db, member.id)).toEqual({ wallet: 0n, hold: 0n });

    // The agent may still turn it down: no money moves.
    expect((await reject(agent, 'deposits', id)).json()).toMatchObject({ id, status: 'rejected' });
    await expectCleanBooks(ctx.db);
  });
});

describe.each(KINDS)('the two-person rule: %s', (kind) => {
  const entity = ENTITY[kind];
  /** The one person approving at or below the threshold: an agent may for its own members' withdrawals, never deposits. */
  const handler = () => (kind === 'deposits' ? operator : agent);

  it('at the threshold one approval completes it; a satang above, the first approval is recorded and nothing moves', async () => {
    const atThreshold = await pendingRequest(kind, 20_000);
    const completed = await approve(handler(), kind, atThreshold.id);
    expect(completed.statusCode).toBe(200);
    expect(completed.json()).toMatchObject({ status: 'approved', firstApproval: null, secondApprovalNeeded: false });
    expect(await memberBalances(ctx.db, atThreshold.member.id)).toEqual(moneyAfter(kind, 'approved', atThreshold.satang));

    const above = await pendingRequest(kind, 20_000.01);
    const listed = await ctx.app.inject({ method: 'GET', url: `/api/backoffice/${kind}?q=${above.member.username}`, headers: operator.headers });
    expect(listed.json().items).toEqual([expect.objectContaining({ id: above.id, firstApproval: null, secondApprovalNeeded: true })]);
    const transfersBefore = await transfersOf(kind, above.id);

    const at = later();
    const first = await approve(handler(), kind, above.id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      id: above.id,
      status: 'pending',
      decidedAt: null,
      firstApproval: firstApprovalBy(handler(), at),
      secondApprovalNeeded: true,
    });
    expect(await memberBalances(ctx.db, above.member.id)).toEqual(moneyAfter(kind, 'pending', above.satang));
    expect(await transfersOf(kind, above.id)).toEqual(transfersBefore);
    const request = { memberId: String(above.member.id), amount: 20_000.01, status: 'pending', reason: null };
    expect(await auditOf(kind, above.id)).toEqual([
      {
        actor_account_id: handler().id,
        action: `${entity}.approve-first`,
        before: { ...request, firstApprovedBy: null },
        after: { ...request, firstApprovedBy: String(handler().id) },
        at,
      },
    ]);
    const member = await ctx.app.inject({ method: 'GET', url: `/api/wallet/${kind}/${above.id}`, headers: above.member.headers });
    expect(member.json()).toMatchObject({ status: 'pending', decidedAt: null });
    await expectCleanBooks(ctx.db);
  });

  it('a second, different person completes it: the money moves once, both steps audited; a repeat answers the same, a third is refused', async () => {
    const { member, id, satang } = await pendingRequest(kind, 30_000);
    const firstAt = later();
    expect((await approve(operator, kind, id)).json().status).toBe('pending');
    const secondAt = later();
    const second = await approve(adminB, kind, id, `second-step-${kind}`);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({
      id,
      status: 'approved',
      decidedAt: secondAt.toISOString(),
      firstApproval: firstApprovalBy(operator, firstAt),
      secondApprovalNeeded: false,
    });
    expect(await memberBalances(ctx.db, member.id)).toEqual(moneyAfter(kind, 'approved', satang));
    const moved = kind === 'deposits' ? ['deposit'] : ['withdrawal_hold', 'withdrawal_payout'];
    expect(await transfersOf(kind, id)).toEqual(moved);
    const audits = await auditOf(kind, id);
    expect(audits.map((entry) => [entry.action, entry.actor_account_id])).toEqual([
      [`${entity}.approve-first`, operator.id],
      [`${entity}.approve`, adminB.id],
    ]);
    expect(audits[1]?.after).toEqual({ memberId: String(member.id), amount: 30_000, status: 'approved', reason: null, firstApprovedBy: String(operator.id) });

    const repeat = await approve(adminB, kind, id, `second-step-${kind}`);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json()).toEqual(second.json());
    const third = await approve(adminA, kind, id);
    expect(third.statusCode).toBe(409);
    expect(third.json().error.code).toBe('ALREADY_DECIDED');
    expect(await transfersOf(kind, id)).toEqual(moved);
    expect(await memberBalances(ctx.db, member.id)).toEqual(moneyAfter(kind, 'approved', satang));
    const seen = await ctx.app.inject({ method: 'GET', url: `/api/wallet/${kind}/${id}`, headers: member.headers });
    expect(seen.json()).toMatchObject({ status: 'approved', decidedAt: secondAt.toISOString() });
    await expectCleanBooks(ctx.db);
  });

  it('the first approver cannot be the second: 409 SECOND_APPROVER_REQUIRED, nothing written, however the threshold changes', async () => {
    const { member, id, satang } = await pendingRequest(kind, 25_000);
    expect((await approve(adminA, kind, id)).json().status).toBe('pending');
    // Raising the threshold above the amount does not let the first approver finish alone.
    await setThresholds({ depositAbove: 100_000, withdrawalAbove: 100_000 });
    try {
      const before = await snapshot(kind, id);
      const again = await approve(adminA, kind, id);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({
        error: { code: 'SECOND_APPROVER_REQUIRED', message: 'ท่านอนุมัติรายการนี้เป็นคนที่ 1 แล้ว ต้องให้ผู้อนุมัติท่านอื่นอนุมัติเป็นคนที่ 2' },
      });
      expect(await snapshot(kind, id)).toEqual(before);
      expect(await memberBalances(ctx.db, member.id)).toEqual(moneyAfter(kind, 'pending', satang));
    } finally {
      await setThresholds({ depositAbove: 20_000, withdrawalAbove: 20_000 });
    }
    await expectCleanBooks(ctx.db);
  });

  it('the account that created the member may approve first but not second: 403 APPROVER_NOT_ALLOWED, nothing written', async () => {
    const creator = await signedInAccount(ctx, { role: 'admin' });
    const refusedFirst = await pendingRequest(kind, 40_000, creator);
    expect((await approve(adminA, kind, refusedFirst.id)).json().status).toBe('pending');
    const before = await snapshot(kind, refusedFirst.id);
    const refused = await approve(creator, kind, refusedFirst.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error: {
        code: 'APPROVER_NOT_ALLOWED',
        message: 'ผู้อนุมัติคนที่ 2 ต้องไม่ใช่ตัวแทนของสมาชิกหรือผู้สร้างบัญชีสมาชิก กรุณาให้เจ้าหน้าที่ท่านอื่นอนุมัติ',
      },
    });
    expect(await snapshot(kind, refusedFirst.id)).toEqual(before);
    expect((await approve(adminB, kind, refusedFirst.id)).json().status).toBe('approved');

    const creatorFirst = await pendingRequest(kind, 40_000, creator);
    expect((await approve(creator, kind, creatorFirst.id)).json().status).toBe('pending');
    expect((await approve(adminB, kind, creatorFirst.id)).json().status).toBe('approved');
    expect(await memberBalances(ctx.db, creatorFirst.member.id)).toEqual(moneyAfter(kind, 'approved', creatorFirst.satang));
    await expectCleanBooks(ctx.db);
  });

  it('rejecting at the second step takes one person, the first approver included: nothing is paid', async () => {
    const { member, id, satang } = await pendingRequest(kind, 20_500);
    expect((await approve(adminA, kind, id)).json().status).toBe('pending');
    const rejected = await reject(adminA, kind, id);
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 'rejected', firstApproval: firstApprovalBy(adminA, clock), secondApprovalNeeded: false });
    expect(await memberBalances(ctx.db, member.id)).toEqual(moneyAfter(kind, 'rejected', satang));
    expect((await auditOf(kind, id)).map((entry) => entry.action)).toEqual([`${entity}.approve-first`, `${entity}.reject`]);
    expect((await approve(adminB, kind, id)).json().error.code).toBe('ALREADY_DECIDED');
    await expectCleanBooks(ctx.db);
  });

  it('follows the threshold of the payment settings in force when approving', async () => {
    const { id } = await pendingRequest(kind, 600);
    await setThresholds({ depositAbove: 500, withdrawalAbove: 500 });
    try {
      expect((await approve(adminA, kind, id)).json()).toMatchObject({ status: 'pending', secondApprovalNeeded: true });
      expect((await approve(adminB, kind, id)).json()).toMatchObject({ status: 'approved' });
    } finally {
      await setThresholds({ depositAbove: 20_000, withdrawalAbove: 20_000 });
    }
    await expectCleanBooks(ctx.db);
  });

  if (onPostgres) {
    it('two people approving the second step at once: exactly one completes it, the other gets 409 ALREADY_DECIDED (PostgreSQL)', async () => {
      const requests = await Promise.all([1, 2, 3, 4, 5].map(() => pendingRequest(kind, 21_000)));
      for (const { id } of requests) expect((await approve(operator, kind, id)).json().status).toBe('pending');
      const answers = await Promise.all(requests.map(({ id }) => Promise.all([approve(adminA, kind, id), approve(adminB, kind, id)])));
      for (const [index, pair] of answers.entries()) {
        const request = requests[index];
        if (!request) throw new Error('no request');
        expect(pair.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
        expect(pair.find((answer) => answer.statusCode === 409)?.json().error.code).toBe('ALREADY_DECIDED');
        expect(await transfersOf(kind, request.id)).toEqual(kind === 'deposits' ? ['deposit'] : ['withdrawal_hold', 'withdrawal_payout']);
        expect(await memberBalances(ctx.db, request.member.id)).toEqual(moneyAfter(kind, 'approved', request.satang));
        expect((await auditOf(kind, request.id)).map((entry) => entry.action)).toEqual([`${entity}.approve-first`, `${entity}.approve`]);
      }
      await expectCleanBooks(ctx.db);
    });
  }
});

describe('the database', () => {
  it.each(KINDS)('%s: keeps a first approval whole, and refuses its approver as the one who completes it', async (kind) => {
    const { id } = await pendingRequest(kind, 22_000);
    const table = ENTITY[kind];
    await expect(sql`update ${sql.table(table)} set first_approved_by = ${adminA.id} where id = ${id}`.execute(ctx.db)).rejects.toThrow(
      /first_approval_whole/,
    );
    expect((await approve(adminA, kind, id)).json().status).toBe('pending');
    const decidedBySelf =
      kind === 'deposits'
        ? sql`update deposit set status = 'approved', decided_at = now(), decided_via = 'backoffice', decided_by = first_approved_by,
                transfer_id = (select id from ledger_transfer order by id limit 1) where id = ${id}`
        : sql`update withdrawal set status = 'approved', decided_at = now(), decided_by = first_approved_by,
                settle_transfer_id = (select id from ledger_transfer order by id limit 1) where id = ${id}`;
    await expect(decidedBySelf.execute(ctx.db)).rejects.toThrow(/second_approver_differs/);
  });
});

describe('the member’s agent', () => {
  it('may approve its member’s large withdrawal first, never second: 403 APPROVER_NOT_ALLOWED, nothing written', async () => {
    const agentFirst = await pendingRequest('withdrawals', 45_000);
    expect((await approve(agent, 'withdrawals', agentFirst.id)).json().status).toBe('pending');
    expect((await approve(operator, 'withdrawals', agentFirst.id)).json().status).toBe('approved');

    const { member, id, satang } = await pendingRequest('withdrawals', 45_000);
    expect((await approve(operator, 'withdrawals', id)).json().status).toBe('pending');
    const before = await snapshot('withdrawals', id);
    const refused = await approve(agent, 'withdrawals', id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('APPROVER_NOT_ALLOWED');
    expect(await snapshot('withdrawals', id)).toEqual(before);
    expect(await memberBalances(ctx.db, member.id)).toEqual(moneyAfter('withdrawals', 'pending', satang));

    // Rejecting is still the agent's to do alone: the hold goes back to the wallet.
    expect((await reject(agent, 'withdrawals', id)).json().status).toBe('rejected');
    expect(await memberBalances(ctx.db, member.id)).toEqual(moneyAfter('withdrawals', 'rejected', satang));
    await expectCleanBooks(ctx.db);
  });
});

describe('the payment provider', () => {
  const webhook = (body: object) => {
    const raw = JSON.stringify(body);
    return ctx.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', [WEBHOOK_SIGNATURE_HEADER]: signWebhook(raw, { secret: WEBHOOK_SECRET, now: clock }) },
      payload: raw,
    });
  };

  it('confirms a large deposit at once, also one waiting for its second approval: credited once', async () => {
    const paid = await pendingRequest('deposits', 50_000);
    expect((await webhook({ depositId: paid.id, amount: 50_000, status: 'paid' })).json()).toEqual({ id: paid.id, status: 'approved' });
    expect(await memberBalances(ctx.db, paid.member.id)).toEqual({ wallet: 5_000_000n, hold: 0n });

    const waiting = await pendingRequest('deposits', 50_000);
    expect((await approve(operator, 'deposits', waiting.id)).json().status).toBe('pending');
    expect(await memberBalances(ctx.db, waiting.member.id)).toEqual({ wallet: 0n, hold: 0n });
    expect((await webhook({ depositId: waiting.id, amount: 50_000, status: 'paid' })).json()).toEqual({ id: waiting.id, status: 'approved' });
    expect(await memberBalances(ctx.db, waiting.member.id)).toEqual({ wallet: 5_000_000n, hold: 0n });
    expect((await approve(adminB, 'deposits', waiting.id)).json().error.code).toBe('ALREADY_DECIDED');
    expect(await transfersOf('deposits', waiting.id)).toEqual(['deposit']);
    await expectCleanBooks(ctx.db);
  });
});
