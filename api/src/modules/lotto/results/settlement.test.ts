// Settling slips placed through the real route: exactly the win amounts paid (reduced numbers,
// discounts in satang), one ledger line per member and settlement, losers and cancelled slips left,
// never paid twice, corrections moving exactly each member's net difference, and the books clean
// after each.
import { type SignedIn, signedInAccount } from '../../../testing/accounts.ts';
import { useTestApp } from '../../../testing/test-app.ts';
import { onPostgres } from '../../../testing/test-database.ts';
import { bet, expectCleanBooks, memberBalances } from '../../../testing/ledger.ts';
import { drawDueHouseRounds } from './house-draw.ts';
import { auditedActions, insertRound, setDiscount, storedResult } from './testing.ts';
import { freshKey, fundedMember, insertTestLimits, placeTestSlip, type SlipAnswer, type TestSlip } from '../testing.ts';
import { inTransaction } from '../../../db/database.ts';

let clock = new Date('2026-12-16T07:00:00Z'); // 14:00 in Bangkok
const ctx = useTestApp({ now: () => clock });
const minutes = (n: number) => new Date(clock.getTime() + n * 60_000);
const FUNDS = 100_000_00n; // 100,000 baht

let operator: SignedIn;
let admin: SignedIn;
beforeEach(async () => {
  // Each test moves the clock: its staff sign in afresh (access tokens last 15 minutes).
  operator = await signedInAccount(ctx, { role: 'agadmin' });
  admin = await signedInAccount(ctx, { role: 'admin' });
});
beforeAll(async () => {
  // 2 ตัวล่าง of หวยลาว VIP takes 3 % off the stake.
  await setDiscount(ctx.db, 'lao-vip', '2bottom', 300);
});

let closing = clock;
/** A round of the lottery open now, closing in a minute or as asked. */
const openRound = (lottoCode = 'lao-vip', closesInMinutes = 1) => {
  closing = minutes(closesInMinutes);
  return insertRound(ctx.db, lottoCode, { opensAt: minutes(-60), closesAt: closing });
};
/** Moves the clock past the close of the round opened last. */
const closeRounds = () => {
  clock = new Date(closing.getTime() + 30_000);
};

const enter = (roundId: bigint, payload: object, who: SignedIn = operator, key = freshKey()) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/backoffice/rounds/${roundId}/result`,
    headers: { ...who.headers, 'idempotency-key': key },
    payload,
  });

const slip = (member: SignedIn, request: TestSlip) => placeTestSlip(ctx, member, request);

/** The slip as its member reads it. */
async function readSlip(member: SignedIn, id: string): Promise<SlipAnswer> {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/lotto/slips/${id}`, headers: member.headers });
  expect(response.statusCode).toBe(200);
  return response.json<SlipAnswer>();
}

const outcomes = (answer: SlipAnswer) => answer.items.map((item) => [item.type, item.number, item.status, item.payout]);

/** The member's ledger lines of settlement (payouts and corrections), oldest first: [kind, reference, baht]. */
async function settlementLines(member: SignedIn): Promise<[string, string, number][]> {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/wallet/transactions?limit=100', headers: member.headers });
  const lines = response.json<{ items: { kind: string; reference: string; amount: number }[] }>().items;
  return lines
    .filter((line) => line.kind === 'payout' || line.kind === 'payout_correction')
    .map((line): [string, string, number] => [line.kind, line.reference, line.amount])
    .reverse();
}

const walletOf = async (member: SignedIn) => (await memberBalances(ctx.db, member.id)).wallet;

/** The reference of a member's ledger line of one settlement of the round. */
const settlementRef = (roundId: bigint, version: number, member: SignedIn) => `round:${roundId}:v${version}:account:${member.id}`;

describe('settling a round', () => {
  it('pays exactly the win amount of each winning item (reduced numbers, discounts) and leaves the losers', async () => {
    const roundId = await openRound();
    await insertTestLimits(ctx.db, roundId, [{ type: '3top', number: '122', kind: 'reduced', value: 50n }]);
    const winner = await fundedMember(ctx, FUNDS);
    const loser = await fundedMember(ctx, FUNDS);
    const won = await slip(winner, {
      roundId,
      items: [
        { type: '3top', number: '122', amount: 10 }, // reduced to 50 %: 10 × 900 × 50 % = 4,500
        { type: '3tod', number: '212', amount: 5 }, // 5 × 150 = 750
        { type: '2top', number: '22', amount: 20 }, // 20 × 90 = 1,800
        { type: '2bottom', number: '45', amount: 33.33 }, // 2,999.70 on the full stake; charged 33.33 − 0.99 (3 %)
        { type: 'runtop', number: '2', amount: 1.5 }, // 2 twice in 122, paid once: 1.50 × 3.2 = 4.80
        { type: 'runbottom', number: '9', amount: 1 },
        { type: '3top', number: '123', amount: 1 },
      ],
    });
    const lost = await slip(loser, {
      roundId,
      items: [
        { type: '3top', number: '221', amount: 5 },
        { type: '2bottom', number: '54', amount: 5 },
      ],
    });
    expect(won.charged).toBe(70.84);
    closeRounds();

    const response = await enter(roundId, { top3: '122', bottom2: '45' });

    expect(response.statusCode).toBe(200);
    expect(response.json().settlement).toEqual({ version: 1, items: 9, winners: 5, payout: 10054.5 });
    const paid = await readSlip(winner, won.id);
    expect(paid).toMatchObject({ status: 'settled', payout: 10054.5 });
    expect(outcomes(paid)).toEqual([
      ['3top', '122', 'won', 4500],
      ['3tod', '212', 'won', 750],
      ['2top', '22', 'won', 1800],
      ['2bottom', '45', 'won', 2999.7],
      ['runtop', '2', 'won', 4.8],
      ['runbottom', '9', 'lost', 0],
      ['3top', '123', 'lost', 0],
    ]);
    expect(paid.items.filter((item) => item.status === 'won').every((item) => item.payout === item.winAmount)).toBe(true);
    const unpaid = await readSlip(loser, lost.id);
    expect(unpaid).toMatchObject({ status: 'settled', payout: 0 });
    expect(outcomes(unpaid)).toEqual([
      ['3top', '221', 'lost', 0],
      ['2bottom', '54', 'lost', 0],
    ]);
    // Paid in satang to the winner's wallet, one ledger transfer for the round; nothing to the loser.
    expect(await walletOf(winner)).toBe(FUNDS - 70_84n + 10_054_50n);
    expect(await settlementLines(winner)).toEqual([['payout', settlementRef(roundId, 1, winner), 10054.5]]);
    expect(await walletOf(loser)).toBe(FUNDS - 9_85n);
    expect(await settlementLines(loser)).toEqual([]);
    await expectCleanBooks(ctx.db);
  });

  it('pays front-3 and back-3 bets of the government lottery on either number, once when both are the same', async () => {
    const roundId = await openRound('thai-gov');
    const member = await fundedMember(ctx, FUNDS);
    const placed = await slip(member, {
      roundId,
      items: [
        { type: '3front', number: '479', amount: 1 }, // both front-3 numbers are 479: paid once, 450
        { type: '3back', number: '068', amount: 2 }, // 900
        { type: '3back', number: '837', amount: 1 }, // 450
        { type: '3back', number: '479', amount: 1 },
        { type: '3top', number: '866', amount: 1 }, // the first prize's last three: 900
        { type: '2bottom', number: '56', amount: 1 }, // 90
      ],
    });
    closeRounds();

    const response = await enter(roundId, { firstPrize: '820866', front3: ['479', '479'], back3: ['068', '837'], bottom2: '56' });

    expect(response.json().settlement).toEqual({ version: 1, items: 6, winners: 5, payout: 2790 });
    expect(outcomes(await readSlip(member, placed.id))).toEqual([
      ['3front', '479', 'won', 450],
      ['3back', '068', 'won', 900],
      ['3back', '837', 'won', 450],
      ['3back', '479', 'lost', 0],
      ['3top', '866', 'won', 900],
      ['2bottom', '56', 'won', 90],
    ]);
    expect(await walletOf(member)).toBe(FUNDS - 7_00n + 2_790_00n);
    await expectCleanBooks(ctx.db);
  });

  it('leaves a cancelled slip cancelled and unpaid even when its numbers come out', async () => {
    const roundId = await openRound('lao-vip', 12); // members may cancel until 10 minutes before the close
    const member = await fundedMember(ctx, FUNDS);
    const kept = await slip(member, { roundId, items: [{ type: '2bottom', number: '45', amount: 10 }] });
    const dropped = await slip(member, { roundId, items: [{ type: '2bottom', number: '45', amount: 10 }] });
    const cancel = await ctx.app.inject({
      method: 'POST',
      url: `/api/lotto/slips/${dropped.id}/cancel`,
      headers: { ...member.headers, 'idempotency-key': freshKey() },
    });
    expect(cancel.statusCode).toBe(200);
    closeRounds();

    const response = await enter(roundId, { top3: '000', bottom2: '45' });

    expect(response.json().settlement).toEqual({ version: 1, items: 1, winners: 1, payout: 900 });
    expect(await readSlip(member, kept.id)).toMatchObject({ status: 'settled', payout: 900 });
    const cancelled = await readSlip(member, dropped.id);
    expect(cancelled).toMatchObject({ status: 'cancelled', payout: 0 });
    expect(outcomes(cancelled)).toEqual([['2bottom', '45', 'cancelled', 0]]);
    expect(await settlementLines(member)).toEqual([['payout', settlementRef(roundId, 1, member), 900]]);
    await expectCleanBooks(ctx.db);
  });

  it('pays a member with several winning slips one ledger line of their sum, each slip keeping what it pays', async () => {
    const roundId = await openRound();
    const member = await fundedMember(ctx, FUNDS);
    const other = await fundedMember(ctx, FUNDS);
    const slips = [
      await slip(member, { roundId, items: [{ type: '2top', number: '23', amount: 10 }] }), // 900
      await slip(member, { roundId, items: [{ type: '3top', number: '123', amount: 1 }, { type: '2bottom', number: '99', amount: 1 }] }), // 900
      await slip(member, { roundId, items: [{ type: '2bottom', number: '45', amount: 2.5 }] }), // 225
      await slip(member, { roundId, items: [{ type: '2bottom', number: '54', amount: 5 }] }), // lost
    ];
    const others = await slip(other, { roundId, items: [{ type: '2top', number: '23', amount: 1 }] }); // 90
    closeRounds();
    const before = { member: await walletOf(member), other: await walletOf(other) };

    const response = await enter(roundId, { top3: '123', bottom2: '45' });

    expect(response.json().settlement).toEqual({ version: 1, items: 6, winners: 4, payout: 2115 });
    const payouts = await Promise.all(slips.map(async ({ id }) => (await readSlip(member, id)).payout));
    expect(payouts).toEqual([900, 900, 225, 0]);
    expect(await settlementLines(member)).toEqual([['payout', settlementRef(roundId, 1, member), 2025]]);
    expect(await walletOf(member)).toBe(before.member + 2_025_00n);
    expect((await readSlip(other, others.id)).payout).toBe(90);
    expect(await settlementLines(other)).toEqual([['payout', settlementRef(roundId, 1, other), 90]]);
    expect(await walletOf(other)).toBe(before.other + 90_00n);
    await expectCleanBooks(ctx.db);
  });
});

describe('settling again', () => {
  it('pays once when the same result is entered again, by the same or another operator', async () => {
    const roundId = await openRound();
    const member = await fundedMember(ctx, FUNDS);
    const placed = await slip(member, { roundId, items: [{ type: '2top', number: '23', amount: 10 }] });
    closeRounds();

    const first = await enter(roundId, { top3: '123', bottom2: '45' });
    const again = await enter(roundId, { top3: '123', bottom2: '45' }, admin);

    expect(again.json()).toEqual(first.json());
    expect(await readSlip(member, placed.id)).toMatchObject({ status: 'settled', payout: 900 });
    expect(await settlementLines(member)).toEqual([['payout', settlementRef(roundId, 1, member), 900]]);
    expect(await walletOf(member)).toBe(FUNDS - 10_00n + 900_00n);
    expect(await auditedActions(ctx.db, roundId)).toEqual(['result.enter']);
    await expectCleanBooks(ctx.db);
  });

  it('pays once when two operators enter the result at the same moment', async () => {
    const roundId = await openRound();
    const members = [await fundedMember(ctx, FUNDS), await fundedMember(ctx, FUNDS), await fundedMember(ctx, FUNDS)];
    for (const member of members) await slip(member, { roundId, items: [{ type: '2bottom', number: '45', amount: 1 }] });
    closeRounds();

    // On PostgreSQL both run at once (the round row lock orders them); PGlite runs one after the other.
    const answers = await Promise.all([
      enter(roundId, { top3: '123', bottom2: '45' }, operator),
      enter(roundId, { top3: '123', bottom2: '45' }, admin),
    ]);

    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers[0]?.json()).toEqual(answers[1]?.json());
    for (const member of members) {
      expect(await settlementLines(member)).toEqual([['payout', settlementRef(roundId, 1, member), 90]]);
      expect(await walletOf(member)).toBe(FUNDS - 97n + 90_00n);
    }
    expect(await auditedActions(ctx.db, roundId)).toEqual(['result.enter']);
    await expectCleanBooks(ctx.db);
  });

  it('draws and settles a house round once when two instances draw at the same moment', async () => {
    const roundId = await openRound('fast-15');
    const member = await fundedMember(ctx, FUNDS);
    // Every 2 ตัวล่าง number: exactly one of them comes out.
    const numbers = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0'));
    const placed = await slip(member, { roundId, items: numbers.map((number) => ({ type: '2bottom' as const, number, amount: 1 })) });
    closeRounds();

    const others = onPostgres ? [await ctx.database.connect()] : [];
    const drawn = await Promise.all([ctx.db, ...others.map((connection) => connection.db)].map((db) => drawDueHouseRounds(db, clock)));

    expect(drawn.reduce((sum, n) => sum + n, 0)).toBe(1);
    const result = await storedResult(ctx.db, roundId);
    expect(result).toMatchObject({ source: 'house_rng', version: 1 });
    const settled = await readSlip(member, placed.id);
    expect(settled.items.filter((item) => item.status === 'won').map((item) => item.number)).toEqual([result?.bottom2]);
    expect(settled.payout).toBe(90);
    expect(await settlementLines(member)).toEqual([['payout', settlementRef(roundId, 1, member), 90]]);
    expect(await walletOf(member)).toBe(FUNDS - 100_00n + 90_00n);
    await expectCleanBooks(ctx.db);
  });
});

describe('correcting a result', () => {
  it('moves exactly the differences, from losing to winning and back, through new ledger entries', async () => {
    const roundId = await openRound();
    const member = await fundedMember(ctx, FUNDS);
    const other = await fundedMember(ctx, FUNDS);
    const placed = await slip(member, {
      roundId,
      items: [
        { type: '3top', number: '456', amount: 1 },
        { type: '2bottom', number: '45', amount: 10 },
      ],
    });
    const steady = await slip(other, { roundId, items: [{ type: '2bottom', number: '45', amount: 1 }] });
    closeRounds();
    const afterBets = await walletOf(member);

    const wrong = await enter(roundId, { top3: '123', bottom2: '45' });
    expect(wrong.json().settlement).toEqual({ version: 1, items: 3, winners: 2, payout: 990 });
    expect(await walletOf(member)).toBe(afterBets + 900_00n);

    clock = minutes(1);
    const right = await enter(roundId, { top3: '456', bottom2: '45' });
    expect(right.statusCode).toBe(200);
    expect(right.json().settlement).toEqual({
      version: 2,
      items: 3,
      winners: 3,
      payout: 1890,
      corrections: { slips: 1, credited: 900, debited: 0 },
    });
    expect(outcomes(await readSlip(member, placed.id))).toEqual([
      ['3top', '456', 'won', 900],
      ['2bottom', '45', 'won', 900],
    ]);
    expect(await walletOf(member)).toBe(afterBets + 900_00n + 900_00n);

    clock = minutes(1);
    const back = await enter(roundId, { top3: '123', bottom2: '45' });
    expect(back.json().settlement).toEqual({
      version: 3,
      items: 3,
      winners: 2,
      payout: 990,
      corrections: { slips: 1, credited: 0, debited: 900 },
    });
    expect(outcomes(await readSlip(member, placed.id))).toEqual([
      ['3top', '456', 'lost', 0],
      ['2bottom', '45', 'won', 900],
    ]);
    expect(await walletOf(member)).toBe(afterBets + 900_00n);
    expect(await settlementLines(member)).toEqual([
      ['payout', settlementRef(roundId, 1, member), 900],
      ['payout_correction', settlementRef(roundId, 2, member), 900],
      ['payout_correction', settlementRef(roundId, 3, member), -900],
    ]);
    // The member whose slip's outcome never changed moved once.
    expect(await readSlip(other, steady.id)).toMatchObject({ payout: 90 });
    expect(await settlementLines(other)).toEqual([['payout', settlementRef(roundId, 1, other), 90]]);
    expect(await auditedActions(ctx.db, roundId)).toEqual(['result.enter', 'result.correct', 'result.correct']);
    const [firstCorrection] = await ctx.db
      .selectFrom('audit_log')
      .select(['actor_account_id', 'before', 'after'])
      .where('entity_id', '=', String(roundId))
      .where('action', '=', 'result.correct')
      .orderBy('id')
      .execute();
    expect(firstCorrection).toEqual({
      actor_account_id: operator.id,
      before: { numbers: { kind: 'standard', top3: '123', bottom2: '45' }, version: 1, settlement: { items: 3, winners: 2, payout: '99000' } },
      after: {
        numbers: { kind: 'standard', top3: '456', bottom2: '45' },
        version: 2,
        settlement: { items: 3, winners: 3, payout: '189000' },
        moved: { slips: 1, credited: '90000', debited: '0' },
      },
    });
    await expectCleanBooks(ctx.db);
  });

  it("nets each member's differences into one line, and moves nothing for a member whose slips even out", async () => {
    const roundId = await openRound();
    const even = await fundedMember(ctx, FUNDS);
    const gains = await fundedMember(ctx, FUNDS);
    const evenSlips = [
      await slip(even, { roundId, items: [{ type: '3top', number: '123', amount: 1 }] }), // 900, then 0
      await slip(even, { roundId, items: [{ type: '3top', number: '456', amount: 1 }] }), // 0, then 900
      await slip(even, { roundId, items: [{ type: '2bottom', number: '45', amount: 10 }] }), // 900 both times
    ];
    const gainsSlips = [
      await slip(gains, { roundId, items: [{ type: '3top', number: '456', amount: 2 }] }), // 0, then 1,800
      await slip(gains, { roundId, items: [{ type: '2top', number: '23', amount: 1 }] }), // 90, then 0
    ];
    closeRounds();
    await enter(roundId, { top3: '123', bottom2: '45' });
    const before = { even: await walletOf(even), gains: await walletOf(gains) };

    clock = minutes(1);
    const response = await enter(roundId, { top3: '456', bottom2: '45' });

    expect(response.statusCode).toBe(200);
    expect(response.json().settlement).toEqual({
      version: 2,
      items: 5,
      winners: 3,
      payout: 3600,
      corrections: { slips: 4, credited: 1710, debited: 0 },
    });
    const payouts = async (member: SignedIn, placed: SlipAnswer[]) =>
      Promise.all(placed.map(async ({ id }) => (await readSlip(member, id)).payout));
    expect(await payouts(even, evenSlips)).toEqual([0, 900, 900]);
    expect(await payouts(gains, gainsSlips)).toEqual([1800, 0]);
    expect(await settlementLines(even)).toEqual([['payout', settlementRef(roundId, 1, even), 1800]]);
    expect(await walletOf(even)).toBe(before.even);
    expect(await settlementLines(gains)).toEqual([
      ['payout', settlementRef(roundId, 1, gains), 90],
      ['payout_correction', settlementRef(roundId, 2, gains), 1710],
    ]);
    expect(await walletOf(gains)).toBe(before.gains + 1_710_00n);
    await expectCleanBooks(ctx.db);
  });

  it('is refused whole when a wallet cannot give back a net overpayment, naming the member, the amount and the slips', async () => {
    const roundId = await openRound();
    const spender = await fundedMember(ctx, 20_00n);
    const saver = await fundedMember(ctx, 10_00n);
    const spent = await slip(spender, { roundId, items: [{ type: '2top', number: '23', amount: 10 }] }); // 900, then 0
    const gained = await slip(spender, { roundId, items: [{ type: '2top', number: '24', amount: 1 }] }); // 0, then 90
    const saved = await slip(saver, { roundId, items: [{ type: '2top', number: '23', amount: 1 }] }); // 90, then 0
    closeRounds();
    await enter(roundId, { top3: '123', bottom2: '45' });
    // The spender's 900 baht win is spent down to 109 baht: the correction would take back 810.
    await inTransaction(ctx.db, (trx) => bet(trx, spender.id, 800_00n, 'slip:elsewhere'));
    const state = async () => ({
      spender: await walletOf(spender),
      saver: await walletOf(saver),
      result: await storedResult(ctx.db, roundId),
      payouts: [(await readSlip(spender, spent.id)).payout, (await readSlip(spender, gained.id)).payout, (await readSlip(saver, saved.id)).payout],
      lines: [await settlementLines(spender), await settlementLines(saver)],
    });
    const before = await state();

    clock = minutes(1);
    const response = await enter(roundId, { top3: '124', bottom2: '45' });

    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: 'CORRECTION_UNCOVERED',
      message:
        `แก้ไขผลไม่ได้ เพราะยอดเงินของสมาชิกไม่พอให้เรียกคืนเงินรางวัลที่จ่ายไปแล้ว: ${spender.username} (เรียกคืน 810 บาท, โพย #${spent.id}) — ยังไม่มีการเปลี่ยนแปลงใด ๆ ` +
        'ระงับการอนุมัติถอนเงินของสมาชิกที่ยอดในกระเป๋าไม่พอเรียกคืน (1 คน) ไว้จนกว่าจะแก้ผลรอบนี้ได้ หรือป้อนผลที่ใช้อยู่ซ้ำเพื่อยกเลิกการแก้',
    });
    expect(await state()).toEqual(before);
    expect(before.payouts).toEqual([900, 0, 90]);
    // Only that the correction waits for the spender (correction-holds.test.ts).
    expect(await auditedActions(ctx.db, roundId)).toEqual(['result.enter', 'result.correction-pending']);
    await expectCleanBooks(ctx.db);
  });
});
