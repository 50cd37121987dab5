// A correction counts money on hold: what it takes back from a member whose wallet does not hold
// it comes first from their pending withdrawals (rejected newest first, only as many as needed,
// with a reason the member sees); a correction still uncovered is refused whole and leaves the
// round's correction waiting, so no withdrawal of those members can be approved until a result of
// the round is recorded (the correction goes through, or the result in force is entered again). A
// correction racing an approval of the same money: one of them, never both. Books clean after each.
import { sql } from 'kysely';
import { type SignedIn, signedInAccount } from '../../../testing/accounts.ts';
import { useTestApp } from '../../../testing/test-app.ts';
import { onPostgres } from '../../../testing/test-database.ts';
import { bet, deposit, expectCleanBooks, memberBalances } from '../../../testing/ledger.ts';
import { auditedActions, insertRound, storedResult } from './testing.ts';
import { freshKey, fundedMember, placeTestSlip, type SlipAnswer } from '../testing.ts';
import { inTransaction } from '../../../db/database.ts';

let clock = new Date('2026-12-16T07:00:00Z'); // 14:00 in Bangkok
const ctx = useTestApp({ now: () => clock });
const minutes = (n: number) => new Date(clock.getTime() + n * 60_000);

let operator: SignedIn;
let admin: SignedIn;
beforeEach(async () => {
  // Each test moves the clock: its staff sign in afresh (access tokens last 15 minutes).
  operator = await signedInAccount(ctx, { role: 'agadmin' });
  admin = await signedInAccount(ctx, { role: 'admin' });
});

/** A round of หวยลาว VIP open now, closing in a minute; `closeRound` moves the clock past its close. */
let closing = clock;
const openRound = () => {
  closing = minutes(1);
  return insertRound(ctx.db, 'lao-vip', { opensAt: minutes(-60), closesAt: closing });
};
const closeRound = () => {
  clock = new Date(closing.getTime() + 30_000);
};

const post = (who: SignedIn, url: string, payload: object = {}) =>
  ctx.app.inject({ method: 'POST', url, headers: { ...who.headers, 'idempotency-key': freshKey() }, payload });
const get = (who: SignedIn, url: string) => ctx.app.inject({ method: 'GET', url, headers: who.headers });

const enter = (roundId: bigint, top3: string, who: SignedIn = operator) => post(who, `/api/backoffice/rounds/${roundId}/result`, { top3, bottom2: '45' });
const decide = (id: string, decision: 'approve' | 'reject', who: SignedIn = admin) => post(who, `/api/backoffice/withdrawals/${id}/${decision}`);

/** Asks for a withdrawal that must be accepted; answers its id. */
async function withdraw(member: SignedIn, amount: number): Promise<string> {
  const response = await post(member, '/api/wallet/withdrawals', { amount });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: string }>().id;
}

/** 2 ตัวบน 23 for `stake` baht: 90 times the stake when 123 comes out, nothing when 124 does. */
const winOn23 = (member: SignedIn, roundId: bigint, stake: number): Promise<SlipAnswer> =>
  placeTestSlip(ctx, member, { roundId, items: [{ type: '2top', number: '23', amount: stake }] });

const withdrawal = async (member: SignedIn, id: string) => (await get(member, `/api/wallet/withdrawals/${id}`)).json();
const statusOf = async (member: SignedIn, id: string): Promise<string> => (await withdrawal(member, id)).status;

/** The member's ledger lines, newest first: [kind, reference, account, baht]. */
async function history(member: SignedIn): Promise<[string, string, string, number][]> {
  const items = (await get(member, '/api/wallet/transactions?limit=100')).json<{ items: { kind: string; reference: string; account: string; amount: number }[] }>().items;
  return items.map((line) => [line.kind, line.reference, line.account, line.amount]);
}

/** Pending withdrawals in the back office's queue: [id, frozenBy]. */
async function queue(member: SignedIn): Promise<[string, unknown][]> {
  const response = await get(admin, `/api/backoffice/withdrawals?status=pending&q=${member.username}`);
  expect(response.statusCode).toBe(200);
  return response.json<{ items: { id: string; frozenBy: unknown }[] }>().items.map((item) => [item.id, item.frozenBy]);
}

const reasonOf = (roundId: bigint) => `ยกเลิกอัตโนมัติ: เรียกคืนเงินรางวัลที่จ่ายเกินจากการแก้ผลรอบ #${roundId}`;
const pendingMessage = (roundId: bigint) =>
  `อนุมัติรายการถอนนี้ไม่ได้ เพราะรอแก้ผลรอบ #${roundId} ซึ่งต้องเรียกคืนเงินรางวัลที่จ่ายเกินจากสมาชิกนี้ก่อน (ปฏิเสธรายการได้)`;

describe('a correction covered by pending withdrawals', () => {
  it('rejects the newest first, only as many as needed, with a reason the member sees, then takes the overpayment back', async () => {
    const roundId = await openRound();
    const member = await fundedMember(ctx, 500_00n);
    await winOn23(member, roundId, 10);
    closeRound();
    expect((await enter(roundId, '123')).statusCode).toBe(200); // pays 900: the wallet holds 1,390
    const oldest = await withdraw(member, 200);
    const middle = await withdraw(member, 300);
    const newest = await withdraw(member, 500);
    expect(await memberBalances(ctx.db, member.id)).toEqual({ wallet: 390_00n, hold: 1_000_00n });

    clock = minutes(1);
    const response = await enter(roundId, '124'); // takes the 900 back: 390 in the wallet, then 500 and 300 of the holds

    expect(response.statusCode).toBe(200);
    expect(response.json().settlement.corrections).toEqual({ slips: 1, credited: 0, debited: 900 });
    expect([await statusOf(member, oldest), await statusOf(member, middle), await statusOf(member, newest)]).toEqual(['pending', 'rejected', 'rejected']);
    expect(await withdrawal(member, newest)).toMatchObject({ status: 'rejected', amount: 500, decidedAt: clock.toISOString(), reason: reasonOf(roundId) });
    expect(await memberBalances(ctx.db, member.id)).toEqual({ wallet: 290_00n, hold: 200_00n });
    expect((await history(member)).slice(0, 5)).toEqual([
      ['payout_correction', `round:${roundId}:v2:account:${member.id}`, 'wallet', -900],
      ['withdrawal_return', `withdrawal:${newest}`, 'wallet', 500],
      ['withdrawal_return', `withdrawal:${newest}`, 'hold', -500],
      ['withdrawal_return', `withdrawal:${middle}`, 'wallet', 300],
      ['withdrawal_return', `withdrawal:${middle}`, 'hold', -300],
    ]);
    // Audited as the operator's rejections; nothing waits, so the one left can be approved.
    const rejections = await ctx.db
      .selectFrom('audit_log')
      .select(['entity_id', 'actor_account_id', 'after'])
      .where('action', '=', 'withdrawal.reject')
      .where('entity_id', 'in', [oldest, middle, newest])
      .orderBy('entity_id')
      .execute();
    expect(rejections).toEqual(
      [middle, newest].map((id) => ({
        entity_id: id,
        actor_account_id: operator.id,
        after: expect.objectContaining({ status: 'rejected', reason: reasonOf(roundId) }),
      })),
    );
    expect(await queue(member)).toEqual([[oldest, null]]);
    expect((await decide(oldest, 'approve')).statusCode).toBe(200);
    await expectCleanBooks(ctx.db);
  });
});

describe('a correction still uncovered', () => {
  it('is refused whole, saying what the holds covered, and no withdrawal of those members is approved until it goes through', async () => {
    const roundId = await openRound();
    const short = await fundedMember(ctx, 10_00n); // wins 900, holds 500, spends 300: 100 + 500 cannot give back 900
    const covered = await fundedMember(ctx, 10_00n); // wins 180, holds 150: 38 + 150 can give back 180
    const bystander = await fundedMember(ctx, 200_00n);
    const shortSlip = await winOn23(short, roundId, 10);
    await winOn23(covered, roundId, 2);
    closeRound();
    expect((await enter(roundId, '123')).statusCode).toBe(200);
    const shortHold = await withdraw(short, 500);
    await inTransaction(ctx.db, (trx) => bet(trx, short.id, 300_00n, 'slip:elsewhere'));
    const coveredHold = await withdraw(covered, 150);
    const bystanderHold = await withdraw(bystander, 100);
    const state = async () => ({
      result: await storedResult(ctx.db, roundId),
      balances: await Promise.all([short, covered].map((member) => memberBalances(ctx.db, member.id))),
      withdrawals: [await statusOf(short, shortHold), await statusOf(covered, coveredHold)],
      history: [await history(short), await history(covered)],
    });
    const before = await state();

    clock = minutes(1);
    const refused = await enter(roundId, '124');

    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({
      code: 'CORRECTION_UNCOVERED',
      message:
        `แก้ไขผลไม่ได้ เพราะยอดเงินของสมาชิกไม่พอให้เรียกคืนเงินรางวัลที่จ่ายไปแล้ว: ${short.username} (เรียกคืน 900 บาท, ` +
        `นับรายการถอนที่รออนุมัติ 1 รายการ 500 บาท แล้วยังขาด 300 บาท, โพย #${shortSlip.id}) — ยังไม่มีการเปลี่ยนแปลงใด ๆ ` +
        'ระงับการอนุมัติถอนเงินของสมาชิกที่ยอดในกระเป๋าไม่พอเรียกคืน (2 คน) ไว้จนกว่าจะแก้ผลรอบนี้ได้ หรือป้อนผลที่ใช้อยู่ซ้ำเพื่อยกเลิกการแก้',
    });
    expect(await state()).toEqual(before);
    expect(before.withdrawals).toEqual(['pending', 'pending']);
    expect(await auditedActions(ctx.db, roundId)).toEqual(['result.enter', 'result.correction-pending']);

    // Both members wait for the correction: the queue says so, approval is refused; others are not held.
    expect(await queue(short)).toEqual([[shortHold, { roundId: String(roundId) }]]);
    expect(await queue(covered)).toEqual([[coveredHold, { roundId: String(roundId) }]]);
    expect(await queue(bystander)).toEqual([[bystanderHold, null]]);
    for (const id of [shortHold, coveredHold]) {
      const approval = await decide(id, 'approve');
      expect([approval.statusCode, approval.json().error]).toEqual([409, { code: 'CORRECTION_PENDING', message: pendingMessage(roundId) }]);
    }
    expect((await decide(bystanderHold, 'approve')).statusCode).toBe(200);
    // Requests and rejections go on.
    const another = await withdraw(short, 100);
    expect((await decide(another, 'reject')).statusCode).toBe(200);

    // The member pays in: the correction goes through, rejecting only what is needed, and the wait ends.
    await inTransaction(ctx.db, (trx) => deposit(trx, short.id, 1_000_00n));
    clock = minutes(1);
    const corrected = await enter(roundId, '124');
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json().settlement.corrections).toEqual({ slips: 2, credited: 0, debited: 1080 });
    expect(await withdrawal(covered, coveredHold)).toMatchObject({ status: 'rejected', reason: reasonOf(roundId) });
    expect(await memberBalances(ctx.db, covered.id)).toEqual({ wallet: 8_00n, hold: 0n });
    expect(await queue(short)).toEqual([[shortHold, null]]);
    expect((await decide(shortHold, 'approve')).statusCode).toBe(200);
    expect(await memberBalances(ctx.db, short.id)).toEqual({ wallet: 200_00n, hold: 0n });
    await expectCleanBooks(ctx.db);
  });

  it('stops waiting when the operator enters the result in force again, abandoning the correction', async () => {
    const roundId = await openRound();
    const member = await fundedMember(ctx, 10_00n);
    await winOn23(member, roundId, 10);
    closeRound();
    expect((await enter(roundId, '123')).statusCode).toBe(200);
    const held = await withdraw(member, 400);
    await inTransaction(ctx.db, (trx) => bet(trx, member.id, 500_00n, 'slip:elsewhere'));
    clock = minutes(1);
    expect((await enter(roundId, '124')).json().error.code).toBe('CORRECTION_UNCOVERED');
    expect((await decide(held, 'approve')).json().error.code).toBe('CORRECTION_PENDING');

    const kept = await enter(roundId, '123', admin);

    expect(kept.statusCode).toBe(200);
    expect(kept.json().settlement).toEqual({ version: 1, items: 1, winners: 1, payout: 900 });
    expect(await auditedActions(ctx.db, roundId)).toEqual(['result.enter', 'result.correction-pending', 'result.correction-abandoned']);
    expect((await decide(held, 'approve')).statusCode).toBe(200);
    expect(await memberBalances(ctx.db, member.id)).toEqual({ wallet: 0n, hold: 0n });
    await expectCleanBooks(ctx.db);
  });
});

/**
 * On PostgreSQL: holds the withdrawal's row from another connection until both the correction and
 * the approval wait for it, then lets them go — whichever the database lets through first. PGlite
 * runs one transaction at a time: the two simply run one after the other.
 */
async function race<T>(withdrawalId: string, work: () => Promise<T>): Promise<T> {
  if (!onPostgres) return work();
  const other = await ctx.database.connect();
  try {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked = () => {};
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holding = inTransaction(other.db, async (trx) => {
      await sql`select id from withdrawal where id = ${withdrawalId} for no key update`.execute(trx);
      locked();
      await released;
    });
    await isLocked;
    const running = work();
    for (let check = 0; check < 1_000; check += 1) {
      const { rows } = await sql<{ n: number }>`
        select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'
      `.execute(ctx.db);
      if ((rows[0]?.n ?? 0) >= 2) break;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    release();
    await holding;
    return await running;
  } finally {
    await other.close();
  }
}

describe('a correction racing an approval of the same money', () => {
  it('lets one of them through, never both, and no deadlock reaches either caller', async () => {
    const outcomes = new Set<string>();
    for (let run = 0; run < 6; run += 1) {
      // Each run moves the clock a few minutes: its staff sign in afresh.
      operator = await signedInAccount(ctx, { role: 'agadmin' });
      admin = await signedInAccount(ctx, { role: 'admin' });
      const roundId = await openRound();
      const member = await fundedMember(ctx, 10_00n);
      await winOn23(member, roundId, 10);
      closeRound();
      expect((await enter(roundId, '123')).statusCode).toBe(200);
      const held = await withdraw(member, 900); // the whole win on hold, the wallet empty
      clock = minutes(1);

      const [correction, approval] = await race(held, () => Promise.all([enter(roundId, '124'), decide(held, 'approve')]));

      const answers = [correction.statusCode, correction.statusCode === 200 ? null : correction.json().error.code, approval.statusCode, approval.statusCode === 200 ? null : approval.json().error.code];
      const result = await storedResult(ctx.db, roundId);
      const status = await statusOf(member, held);
      const charged = (await history(member)).some(([kind]) => kind === 'payout_correction');
      if (correction.statusCode === 200) {
        // The correction took the hold back: the approval found it decided.
        expect(answers).toEqual([200, null, 409, 'ALREADY_DECIDED']);
        expect([result?.version, status, charged]).toEqual([2, 'rejected', true]);
        outcomes.add('corrected');
      } else {
        // The money was paid out first: the correction is refused and waits.
        expect(answers).toEqual([409, 'CORRECTION_UNCOVERED', 200, null]);
        expect([result?.version, status, charged]).toEqual([1, 'approved', false]);
        expect(await auditedActions(ctx.db, roundId)).toEqual(['result.enter', 'result.correction-pending']);
        outcomes.add('paid out');
      }
      expect(await memberBalances(ctx.db, member.id)).toEqual({ wallet: 0n, hold: 0n });
      await expectCleanBooks(ctx.db);
    }
    expect(outcomes.size).toBeGreaterThan(0);
  });
});
