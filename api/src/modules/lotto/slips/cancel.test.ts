import { type SignedIn, signedInAccount, signIn } from '../../../testing/accounts.ts';
import { useTestApp } from '../../../testing/test-app.ts';
import { expectCleanBooks, memberBalances, memberLedgerLines } from '../../../testing/ledger.ts';
import { insertRound } from '../results/testing.ts';
import { freshKey, fundedMember, insertTestLimits, numberStake, placeTestSlip, postSlip } from '../testing.ts';

const START = new Date('2026-12-16T03:00:00Z'); // 10:00 in Bangkok
let clock = START;
const ctx = useTestApp({ now: () => clock });

const MINUTE = 60_000;
const minutesFrom = (at: Date, minutes: number) => new Date(at.getTime() + minutes * MINUTE);

/** A lottery for each round of this file, so that rounds closing at the same time are of different lotteries. */
const LOTTOS = ['hanoi-normal', 'hanoi-special', 'hanoi-vip', 'lao-vip', 'lao-pattana', 'nikkei-morning', 'nikkei-afternoon', 'hangseng-morning', 'hangseng-afternoon', 'thai-stock-evening'];
let rounds = 0;
/** A round open from an hour ago that closes `closesInMinutes` from now. */
function openRound(closesInMinutes = 120) {
  const lottoCode = LOTTOS[rounds++];
  if (!lottoCode) throw new Error('add a lottery to LOTTOS');
  return insertRound(ctx.db, lottoCode, { opensAt: minutesFrom(clock, -60), closesAt: minutesFrom(clock, closesInMinutes) });
}

/** Moves the clock, signing the members in again (access tokens live 15 minutes on the app clock). */
async function moveTo(at: Date, ...members: SignedIn[]): Promise<SignedIn[]> {
  clock = at;
  return Promise.all(members.map((member) => signIn(ctx, member)));
}

afterEach(() => {
  clock = START;
});

const cancel = (member: SignedIn, id: string, key: string | null = freshKey()) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/lotto/slips/${id}/cancel`,
    headers: { ...member.headers, ...(key === null ? {} : { 'idempotency-key': key }) },
  });

describe('POST /api/lotto/slips/:id/cancel', () => {
  it('refunds exactly what was charged, cancels every item and frees the numbers’ stakes', async () => {
    const round = await openRound();
    await insertTestLimits(ctx.db, round, [{ type: '2bottom', number: '55', kind: 'cap', value: 5_000n }]);
    const member = await fundedMember(ctx, 10_000n);
    await ctx.db.updateTable('account').set({ discount_bp: 300 }).where('id', '=', member.id).execute();
    const slip = await placeTestSlip(ctx, member, {
      roundId: round,
      items: [
        { type: '2bottom', number: '55', amount: 50 },
        { type: '3top', number: '555', amount: 33.33 },
      ],
    });
    expect(slip.charged).toBe(80.84); // 83.33 − 1.50 − 0.99
    expect(await memberBalances(ctx.db, member.id)).toEqual({ wallet: 10_000n - 8_084n, hold: 0n });

    const later = minutesFrom(START, 5);
    const [again] = await moveTo(later, member);
    const response = await cancel(again as SignedIn, slip.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ...slip,
      status: 'cancelled',
      cancelledAt: later.toISOString(),
      cancelUntil: null,
      potentialWin: 0,
      items: slip.items.map((item) => ({ ...item, status: 'cancelled' })),
    });
    expect(await memberBalances(ctx.db, member.id)).toEqual({ wallet: 10_000n, hold: 0n });
    const { lines } = await memberLedgerLines(ctx.db, member.id);
    expect(lines.slice(0, 2).map((line) => [line.transferKind, line.reference, line.amount])).toEqual([
      ['refund', `slip:${slip.id}`, 8_084n],
      ['bet', `slip:${slip.id}`, -8_084n],
    ]);
    expect(await numberStake(ctx.db, round, '2bottom', '55')).toBe(0n);
    expect(await numberStake(ctx.db, round, '3top', '555')).toBe(0n);
    // The capped number takes its whole cap again.
    const other = await fundedMember(ctx, 10_000n);
    await placeTestSlip(ctx, other, { roundId: round, items: [{ type: '2bottom', number: '55', amount: 50 }] });
    await expectCleanBooks(ctx.db);
  });

  it("shows in the round's limits what is open under a cap: less after a bet on it, all of it again after the cancel", async () => {
    const round = await openRound();
    await insertTestLimits(ctx.db, round, [
      { type: '2top', number: '24', kind: 'cap', value: 100_000n },
      { type: '2top', number: '25', kind: 'closed' },
    ]);
    const member = await fundedMember(ctx, 100_000n);
    const limits = async () =>
      (await ctx.app.inject({ method: 'GET', url: `/api/lotto/rounds/${round}`, headers: member.headers })).json<{ limits: unknown }>().limits;
    const openOnCap = (remaining: number) => [
      { type: '2top', number: '24', kind: 'cap', value: 1_000, remaining },
      { type: '2top', number: '25', kind: 'closed', value: null },
    ];
    expect(await limits()).toEqual(openOnCap(1_000));

    const slip = await placeTestSlip(ctx, member, {
      roundId: round,
      items: [
        { type: '2top', number: '24', amount: 250.5 },
        { type: '2top', number: '24', amount: 49.5 },
        { type: '2top', number: '26', amount: 10 },
      ],
    });
    expect(await limits()).toEqual(openOnCap(700));
    expect((await cancel(member, slip.id)).statusCode).toBe(200);
    expect(await limits()).toEqual(openOnCap(1_000));
    await expectCleanBooks(ctx.db);
  });

  it('answers a repeat with the same key again and refunds once; a second cancel is refused', async () => {
    const round = await openRound();
    const member = await fundedMember(ctx, 10_000n);
    const slip = await placeTestSlip(ctx, member, { roundId: round, items: [{ type: '2top', number: '10', amount: 10 }] });
    const first = await cancel(member, slip.id, 'cancel-once');
    const again = await cancel(member, slip.id, 'cancel-once');
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const twice = await cancel(member, slip.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ error: { code: 'SLIP_NOT_PENDING', message: 'โพยนี้ถูกยกเลิกไปแล้ว' } });
    expect(await memberBalances(ctx.db, member.id)).toEqual({ wallet: 10_000n, hold: 0n });
    await expectCleanBooks(ctx.db);
  });

  it.each([
    ['within 30 minutes of placing', 120, 30, '10:30'],
    // Placed 10:00, closing 10:25: 10 minutes before the close comes before the 30 minutes end.
    ['until 10 minutes before the round closes', 25, 15, '10:15'],
  ])('may be done %s, and not from then on', async (_when, closesInMinutes, deadline, said) => {
    const round = await openRound(closesInMinutes);
    const member = await fundedMember(ctx, 10_000n);
    const items = [{ type: '2top' as const, number: '20', amount: 10 }];
    const early = await placeTestSlip(ctx, member, { roundId: round, items });
    const late = await placeTestSlip(ctx, member, { roundId: round, items });
    const [justBefore] = await moveTo(new Date(minutesFrom(START, deadline).getTime() - 1), member);
    expect((await cancel(justBefore as SignedIn, early.id)).statusCode).toBe(200);
    const [atDeadline] = await moveTo(minutesFrom(START, deadline), member);
    const refused = await cancel(atDeadline as SignedIn, late.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: { code: 'CANCEL_WINDOW_CLOSED', message: `หมดเวลายกเลิกโพยนี้แล้ว (ยกเลิกได้ถึง 16 ธันวาคม 2569 เวลา ${said} น.)` },
    });
    expect(await memberBalances(ctx.db, member.id)).toEqual({ wallet: 9_000n, hold: 0n });
    await expectCleanBooks(ctx.db);
  });

  it('follows the window of the lotto setting', async () => {
    const original = (await ctx.db.selectFrom('setting').select('value').where('key', '=', 'lotto').executeTakeFirstOrThrow()).value;
    await ctx.db
      .updateTable('setting')
      .set({ value: JSON.stringify({ cancelWithinMinutes: 5, cancelBeforeCloseMinutes: 10 }) })
      .where('key', '=', 'lotto')
      .execute();
    try {
      const round = await openRound();
      const member = await fundedMember(ctx, 10_000n);
      const slip = await placeTestSlip(ctx, member, { roundId: round, items: [{ type: '2top', number: '40', amount: 10 }] });
      expect(slip.cancelUntil).toBe(minutesFrom(START, 5).toISOString());
      const [later] = await moveTo(minutesFrom(START, 5), member);
      expect((await cancel(later as SignedIn, slip.id)).json().error.code).toBe('CANCEL_WINDOW_CLOSED');
    } finally {
      await ctx.db.updateTable('setting').set({ value: JSON.stringify(original) }).where('key', '=', 'lotto').execute();
    }
    await expectCleanBooks(ctx.db);
  });

  it('is refused once an operator has closed the round, and for a settled slip', async () => {
    const round = await openRound();
    const member = await fundedMember(ctx, 10_000n);
    const closed = await placeTestSlip(ctx, member, { roundId: round, items: [{ type: '2top', number: '50', amount: 10 }] });
    const settled = await placeTestSlip(ctx, member, { roundId: round, items: [{ type: '2top', number: '51', amount: 10 }] });
    await ctx.db.updateTable('lotto_slip').set({ status: 'settled', settled_at: clock }).where('id', '=', BigInt(settled.id)).execute();
    const refusedSettled = await cancel(member, settled.id);
    expect(refusedSettled.statusCode).toBe(409);
    expect(refusedSettled.json()).toEqual({ error: { code: 'SLIP_NOT_PENDING', message: 'โพยนี้ออกผลแล้ว ยกเลิกไม่ได้' } });
    await ctx.db.updateTable('lotto_round').set({ status: 'closed' }).where('id', '=', round).execute();
    const refusedClosed = await cancel(member, closed.id);
    expect(refusedClosed.statusCode).toBe(409);
    expect(refusedClosed.json().error.code).toBe('CANCEL_WINDOW_CLOSED');
    expect(await memberBalances(ctx.db, member.id)).toEqual({ wallet: 8_000n, hold: 0n });
    await expectCleanBooks(ctx.db);
  });

  it("answers 404 for another member's slip and for none, and leaves it be", async () => {
    const round = await openRound();
    const owner = await fundedMember(ctx, 10_000n);
    const other = await fundedMember(ctx, 10_000n);
    const slip = await placeTestSlip(ctx, owner, { roundId: round, items: [{ type: '2top', number: '60', amount: 10 }] });
    for (const id of [slip.id, '999999']) {
      const response = await cancel(other, id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: { code: 'SLIP_NOT_FOUND', message: 'ไม่พบโพยนี้' } });
    }
    expect((await ctx.db.selectFrom('lotto_slip').select('status').where('id', '=', BigInt(slip.id)).executeTakeFirstOrThrow()).status).toBe(
      'pending',
    );
    expect(await memberBalances(ctx.db, owner.id)).toEqual({ wallet: 9_000n, hold: 0n });
    // Nor can anyone bet through it: a slip's id in a new slip's body is refused.
    const through = await postSlip(ctx, other, { roundId: String(round), slipId: slip.id, items: [{ type: '2top', number: '60', amount: 10 }] });
    expect(through.statusCode).toBe(400);
    await expectCleanBooks(ctx.db);
  });

  it('is refused in Thai to a self-excluded member within the window, refunding nothing', async () => {
    const round = await openRound();
    const member = await fundedMember(ctx, 10_000n);
    const slip = await placeTestSlip(ctx, member, { roundId: round, items: [{ type: '2top', number: '65', amount: 10 }] });
    await ctx.db.updateTable('account').set({ self_excluded_until: minutesFrom(START, 60) }).where('id', '=', member.id).execute();
    const response = await cancel(member, slip.id);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: { code: 'SELF_EXCLUDED', message: 'บัญชีนี้อยู่ในช่วงพักการเล่นด้วยตนเองจนถึง 16 ธันวาคม 2569 เวลา 11:00 น.' },
    });
    expect((await ctx.db.selectFrom('lotto_slip').select('status').where('id', '=', BigInt(slip.id)).executeTakeFirstOrThrow()).status).toBe(
      'pending',
    );
    expect(await memberBalances(ctx.db, member.id)).toEqual({ wallet: 9_000n, hold: 0n });
    await expectCleanBooks(ctx.db);
  });

  it('needs a member, signed in, with an Idempotency-Key', async () => {
    const round = await openRound();
    const member = await fundedMember(ctx, 10_000n);
    const slip = await placeTestSlip(ctx, member, { roundId: round, items: [{ type: '2top', number: '70', amount: 10 }] });
    expect((await cancel(member, slip.id, null)).json().error.code).toBe('INVALID_IDEMPOTENCY_KEY');
    expect((await cancel(await signedInAccount(ctx, { role: 'admin' }), slip.id)).statusCode).toBe(403);
    const anonymous = await ctx.app.inject({ method: 'POST', url: `/api/lotto/slips/${slip.id}/cancel`, headers: { 'idempotency-key': 'x' } });
    expect(anonymous.statusCode).toBe(401);
    expect((await ctx.db.selectFrom('lotto_slip').select('status').where('id', '=', BigInt(slip.id)).executeTakeFirstOrThrow()).status).toBe(
      'pending',
    );
  });
});
