import { sql } from 'kysely';
import { type SignedIn, signedInAccount } from '../../../testing/accounts.ts';
import { useTestApp } from '../../../testing/test-app.ts';
import { expectCleanBooks, memberBalances, memberLedgerLines } from '../../../testing/ledger.ts';
import { insertRound } from '../results/testing.ts';
import { fundedMember, insertTestLimits, numberStake, placeTestSlip, postSlip } from '../testing.ts';

let clock = new Date('2026-12-16T03:00:00Z'); // 10:00 in Bangkok
const ctx = useTestApp({ now: () => clock });

const HOUR = 3_600_000;
let round: bigint;
/** A round of `lottoCode` open from an hour ago until two hours from now. */
const openRound = (lottoCode = 'lao-vip', closesInHours = 2) =>
  insertRound(ctx.db, lottoCode, { opensAt: new Date(clock.getTime() - HOUR), closesAt: new Date(clock.getTime() + closesInHours * HOUR) });

beforeAll(async () => {
  round = await openRound();
});

/** Everything a refused slip must leave as it was. */
async function snapshot(member: SignedIn) {
  const { rows } = await sql<{ slips: bigint; items: bigint; stakes: string; transfers: bigint; keys: bigint }>`
    select (select count(*) from lotto_slip) as slips, (select count(*) from lotto_slip_item) as items,
           (select coalesce(string_agg(round_id || ':' || bet_type || ':' || number || '=' || stake, ',' order by 1), '')
              from lotto_number_stake) as stakes,
           (select count(*) from ledger_transfer) as transfers, (select count(*) from idempotency_key) as keys
  `.execute(ctx.db);
  return { ...rows[0], balances: await memberBalances(ctx.db, member.id) };
}

/** Posts a slip that must be refused with this status, code and message, leaving everything as it was. */
async function expectRefused(member: SignedIn, payload: object, status: number, code: string, message: string) {
  const before = await snapshot(member);
  const response = await postSlip(ctx, member, payload);
  expect({ status: response.statusCode, body: response.json() }).toEqual({ status, body: { error: { code, message } } });
  expect(await snapshot(member)).toEqual(before);
}

describe('POST /api/lotto/slips', () => {
  it('records the slip with the terms locked in, charges the wallet once and answers it', async () => {
    const member = await fundedMember(ctx, 100_000n);
    await insertTestLimits(ctx.db, round, [{ type: '2bottom', number: '45', kind: 'reduced', value: 50n }]);
    const slip = await placeTestSlip(ctx, member, {
      roundId: round,
      items: [
        { type: '3top', number: '123', amount: 1 },
        { type: 'runtop', number: '7', amount: 1 },
        { type: '2bottom', number: '45', amount: 10 },
        { type: '3tod', number: '123', amount: 33.33 },
      ],
      note: 'งวดนี้ขอให้ถูก!',
    });
    expect(slip).toEqual({
      id: expect.stringMatching(/^[1-9]\d*$/),
      roundId: String(round),
      lottoName: 'หวยลาว VIP',
      closeDate: '2026-12-16',
      status: 'pending',
      createdAt: clock.toISOString(),
      cancelledAt: null,
      cancelUntil: '2026-12-16T03:30:00.000Z',
      stake: 45.33,
      discount: 0,
      charged: 45.33,
      // The most one result pays: top 3 123 (900 + 4,999.50 on โต๊ด; วิ่งบน 7 cannot come with it)
      // and bottom 2 45 (450, half of × 90).
      potentialWin: 6_349.5,
      payout: 0,
      note: 'งวดนี้ขอให้ถูก!',
      items: [
        { id: expect.any(String), type: '3top', number: '123', amount: 1, rate: 900, payPercent: 100, discount: 0, charged: 1, winAmount: 900, status: 'pending', payout: 0 },
        { id: expect.any(String), type: 'runtop', number: '7', amount: 1, rate: 3.2, payPercent: 100, discount: 0, charged: 1, winAmount: 3.2, status: 'pending', payout: 0 },
        { id: expect.any(String), type: '2bottom', number: '45', amount: 10, rate: 90, payPercent: 50, discount: 0, charged: 10, winAmount: 450, status: 'pending', payout: 0 },
        { id: expect.any(String), type: '3tod', number: '123', amount: 33.33, rate: 150, payPercent: 100, discount: 0, charged: 33.33, winAmount: 4_999.5, status: 'pending', payout: 0 },
      ],
    });
    expect(await memberBalances(ctx.db, member.id)).toEqual({ wallet: 95_467n, hold: 0n });
    const { lines } = await memberLedgerLines(ctx.db, member.id);
    expect(lines[0]).toMatchObject({ transferKind: 'bet', reference: `slip:${slip.id}`, amount: -4_533n, balanceAfter: 95_467n });
    const stored = await ctx.db.selectFrom('lotto_slip_item').selectAll().where('slip_id', '=', BigInt(slip.id)).orderBy('id').execute();
    expect(stored.map((item) => [item.bet_type, item.stake, item.rate, item.pay_percent, item.discount_bp, item.charged, item.win_amount])).toEqual([
      ['3top', 100n, 90_000, 100, 0, 100n, 90_000n],
      ['runtop', 100n, 320, 100, 0, 100n, 320n],
      ['2bottom', 1_000n, 9_000, 50, 0, 1_000n, 45_000n],
      ['3tod', 3_333n, 15_000, 100, 0, 3_333n, 499_950n],
    ]);
    // No number of the round is capped: no stake is kept on any of them for others to wait on.
    expect(await ctx.db.selectFrom('lotto_number_stake').selectAll().where('round_id', '=', round).execute()).toEqual([]);
    await expectCleanBooks(ctx.db);
  });

  it('takes the discount off what the member is charged, in satang, and pays on the full stake', async () => {
    const hanoi = await openRound('hanoi-vip');
    await ctx.db.updateTable('lotto_bet_type').set({ discount_bp: 300 }).where('lotto_code', '=', 'hanoi-vip').execute();
    const member = await fundedMember(ctx, 10_000n);
    const slip = await placeTestSlip(ctx, member, {
      roundId: hanoi,
      items: [
        { type: '3tod', number: '987', amount: 33.33 },
        { type: '2top', number: '01', amount: 1 },
      ],
    });
    // 3 % of 33.33 = 0.9999 → 0.99; 3 % of 1 = 0.03.
    expect(slip).toMatchObject({ stake: 34.33, discount: 1.02, charged: 33.31 });
    expect(slip.items.map((item) => [item.discount, item.charged, item.winAmount])).toEqual([
      [0.99, 32.34, 4_999.5],
      [0.03, 0.97, 90],
    ]);
    expect(await memberBalances(ctx.db, member.id)).toEqual({ wallet: 10_000n - 3_331n, hold: 0n });

    // A member's own discount (set by the operator) replaces the bet type's.
    const regular = await fundedMember(ctx, 10_000n);
    await ctx.db.updateTable('account').set({ discount_bp: 1_000 }).where('id', '=', regular.id).execute();
    const own = await placeTestSlip(ctx, regular, { roundId: hanoi, items: [{ type: '3tod', number: '987', amount: 33.33 }] });
    expect(own).toMatchObject({ stake: 33.33, discount: 3.33, charged: 30 });
    const item = await ctx.db.selectFrom('lotto_slip_item').select('discount_bp').where('slip_id', '=', BigInt(own.id)).executeTakeFirstOrThrow();
    expect(item.discount_bp).toBe(1_000);
    await expectCleanBooks(ctx.db);
  });

  it('answers a repeat with the same key with the first slip and charges once; the key with another slip is refused', async () => {
    const member = await fundedMember(ctx, 10_000n);
    const payload = { roundId: String(round), items: [{ type: '2top', number: '11', amount: 20 }] };
    const first = await postSlip(ctx, member, payload, 'same-slip');
    const again = await postSlip(ctx, member, payload, 'same-slip');
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await memberBalances(ctx.db, member.id)).toEqual({ wallet: 8_000n, hold: 0n });
    const other = await postSlip(ctx, member, { ...payload, items: [{ type: '2top', number: '12', amount: 20 }] }, 'same-slip');
    expect(other.statusCode).toBe(409);
    expect(other.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await ctx.db.selectFrom('lotto_slip').select('id').where('account_id', '=', member.id).execute()).toHaveLength(1);

    // Keys belong to their member: another member sending the same key and slip bets for themselves,
    // and never receives or charges the first member's slip.
    const someoneElse = await fundedMember(ctx, 10_000n);
    const theirs = await postSlip(ctx, someoneElse, payload, 'same-slip');
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().id).not.toBe(first.json().id);
    expect(await memberBalances(ctx.db, someoneElse.id)).toEqual({ wallet: 8_000n, hold: 0n });
    expect(await memberBalances(ctx.db, member.id)).toEqual({ wallet: 8_000n, hold: 0n });
    await expectCleanBooks(ctx.db);
  });

  it('places one slip for the same key sent several times at once, and answers each with it', async () => {
    const member = await fundedMember(ctx, 10_000n);
    const payload = { roundId: String(round), items: [{ type: '3top', number: '321', amount: 15 }] };
    const answers = await Promise.all(Array.from({ length: 6 }, () => postSlip(ctx, member, payload, 'same-burst')));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(6).fill(201));
    const [first] = answers;
    for (const answer of answers) expect(answer.json()).toEqual(first?.json());
    expect(await ctx.db.selectFrom('lotto_slip').select('id').where('account_id', '=', member.id).execute()).toHaveLength(1);
    expect(await memberBalances(ctx.db, member.id)).toEqual({ wallet: 8_500n, hold: 0n });
    await expectCleanBooks(ctx.db);
  });

  it('holds a capped number to its cap, naming what is still open', async () => {
    const capped = await openRound('hanoi-normal');
    await insertTestLimits(ctx.db, capped, [{ type: '2bottom', number: '99', kind: 'cap', value: 10_000n }]);
    const first = await fundedMember(ctx, 100_000n);
    const second = await fundedMember(ctx, 100_000n);
    await placeTestSlip(ctx, first, { roundId: capped, items: [{ type: '2bottom', number: '99', amount: 60 }] });
    await expectRefused(
      second,
      { roundId: String(capped), items: [{ type: '2bottom', number: '99', amount: 25 }, { type: '2bottom', number: '99', amount: 25 }] },
      409,
      'NUMBER_FULL',
      'เลข 99 แทง 2 ตัวล่าง เต็มแล้ว รับได้อีก 40 บาท',
    );
    await placeTestSlip(ctx, second, { roundId: capped, items: [{ type: '2bottom', number: '99', amount: 40 }] });
    expect(await numberStake(ctx.db, capped, '2bottom', '99')).toBe(10_000n);
    await expectRefused(
      first,
      { roundId: String(capped), items: [{ type: '2bottom', number: '99', amount: 1 }] },
      409,
      'NUMBER_FULL',
      'เลข 99 แทง 2 ตัวล่าง เต็มแล้ว',
    );
    // Other numbers and other types of the same number are not capped.
    await placeTestSlip(ctx, first, { roundId: capped, items: [{ type: '2top', number: '99', amount: 100 }, { type: '2bottom', number: '98', amount: 100 }] });
    await expectCleanBooks(ctx.db);
  });

  it("keeps a capped number's stake from its pending items when the cap is set, taken away and set again", async () => {
    const capRound = await openRound('hanoi-normal', 3);
    const member = await fundedMember(ctx, 100_000n);
    const cap = (value: bigint) => insertTestLimits(ctx.db, capRound, [{ type: '2top', number: '27', kind: 'cap', value }]);
    const uncap = () => ctx.db.deleteFrom('lotto_limit').where('round_id', '=', capRound).execute();
    await placeTestSlip(ctx, member, { roundId: capRound, items: [{ type: '2top', number: '27', amount: 30 }] });
    await cap(100_000n);
    expect(await numberStake(ctx.db, capRound, '2top', '27')).toBe(3_000n);
    await placeTestSlip(ctx, member, { roundId: capRound, items: [{ type: '2top', number: '27', amount: 20 }] });
    expect(await numberStake(ctx.db, capRound, '2top', '27')).toBe(5_000n);
    await uncap();
    expect(await numberStake(ctx.db, capRound, '2top', '27')).toBe(0n);
    // Bets while it is not capped are counted once it is capped again.
    await placeTestSlip(ctx, member, { roundId: capRound, items: [{ type: '2top', number: '27', amount: 40 }] });
    await cap(9_000n);
    expect(await numberStake(ctx.db, capRound, '2top', '27')).toBe(9_000n);
    await expectRefused(
      member,
      { roundId: String(capRound), items: [{ type: '2top', number: '27', amount: 1 }] },
      409,
      'NUMBER_FULL',
      'เลข 27 แทง 2 ตัวบน เต็มแล้ว',
    );
    await expectCleanBooks(ctx.db);
  });

  it("counts a capped number's earlier stakes even when the cap comes later", async () => {
    const later = await openRound('hanoi-special');
    const member = await fundedMember(ctx, 100_000n);
    await placeTestSlip(ctx, member, { roundId: later, items: [{ type: 'runbottom', number: '5', amount: 70 }] });
    await insertTestLimits(ctx.db, later, [{ type: 'runbottom', number: '5', kind: 'cap', value: 10_000n }]);
    await expectRefused(
      member,
      { roundId: String(later), items: [{ type: 'runbottom', number: '5', amount: 30.01 }] },
      409,
      'NUMBER_FULL',
      'เลข 5 แทง วิ่งล่าง เต็มแล้ว รับได้อีก 30 บาท',
    );
    await placeTestSlip(ctx, member, { roundId: later, items: [{ type: 'runbottom', number: '5', amount: 30 }] });
    await expectCleanBooks(ctx.db);
  });

  it("keeps each member's total per number within the bet type's maximum, earlier pending slips included", async () => {
    const member = await fundedMember(ctx, 1_000_000n);
    await placeTestSlip(ctx, member, { roundId: round, items: [{ type: '3top', number: '777', amount: 1_500 }] });
    await expectRefused(
      member,
      { roundId: String(round), items: [{ type: '3top', number: '777', amount: 300 }, { type: '3top', number: '777', amount: 200.01 }] },
      400,
      'STAKE_ABOVE_MAX',
      'เลข 777 แทง 3 ตัวบน ได้ไม่เกิน 2,000 บาทต่อเลข (แทงไว้แล้ว 1,500 บาท)',
    );
    await placeTestSlip(ctx, member, { roundId: round, items: [{ type: '3top', number: '777', amount: 500 }] });
    // Another member has a maximum of their own.
    const other = await fundedMember(ctx, 1_000_000n);
    await placeTestSlip(ctx, other, { roundId: round, items: [{ type: '3top', number: '777', amount: 2_000 }] });
    await expectRefused(
      other,
      { roundId: String(round), items: [{ type: '3top', number: '778', amount: 2_000.01 }] },
      400,
      'STAKE_ABOVE_MAX',
      'เลข 778 แทง 3 ตัวบน ได้ไม่เกิน 2,000 บาทต่อเลข',
    );
    await expectCleanBooks(ctx.db);
  });

  it.each([
    [[{ type: '3front', number: '123', amount: 1 }], 400, 'BET_TYPE_NOT_OFFERED', 'หวยลาว VIP ไม่รับแทง 3 ตัวหน้า'],
    [[{ type: '3tod', number: '111', amount: 1 }], 400, 'INVALID_NUMBER', 'เลข 111 แทง 3 ตัวโต๊ด ไม่ได้ (เลขตอง)'],
    [[{ type: '3top', number: '12', amount: 1 }], 400, 'INVALID_NUMBER', 'เลข 12 แทง 3 ตัวบน ไม่ได้ (ต้องเป็นเลข 3 หลัก)'],
    [[{ type: 'runtop', number: '12', amount: 1 }], 400, 'INVALID_NUMBER', 'เลข 12 แทง วิ่งบน ไม่ได้ (ต้องเป็นเลข 1 หลัก)'],
    [[{ type: '2top', number: '12', amount: 1.005 }], 400, 'INVALID_AMOUNT', 'เลข 12 แทง 2 ตัวบน: จำนวนเงินมีทศนิยมได้ไม่เกิน 2 ตำแหน่ง'],
    [[{ type: '3top', number: '123', amount: 0.99 }], 400, 'STAKE_BELOW_MIN', 'เลข 123 แทง 3 ตัวบน ขั้นต่ำ 1 บาท'],
    [[{ type: '3top', number: '123', amount: 2_000.01 }], 400, 'STAKE_ABOVE_MAX', 'เลข 123 แทง 3 ตัวบน ได้ไม่เกิน 2,000 บาทต่อเลข'],
    [[{ type: '2top', number: '13', amount: 1 }], 409, 'NUMBER_CLOSED', 'เลข 13 แทง 2 ตัวบน ไม่ได้ (เลขปิดรับ)'],
    [[{ type: '2top', number: '14', amount: 3_000.01 }], 409, 'INSUFFICIENT_FUNDS', 'ยอดเงินไม่เพียงพอ: โพยนี้ต้องชำระ 3,000.01 บาท มีอยู่ 3,000 บาท'],
  ])('refuses %j with %i %s, writing nothing', async (items, status, code, message) => {
    const member = await fundedMember(ctx, 300_000n);
    if (!(await ctx.db.selectFrom('lotto_limit').select('number').where('round_id', '=', round).where('number', '=', '13').executeTakeFirst())) {
      await insertTestLimits(ctx.db, round, [{ type: '2top', number: '13', kind: 'closed' }]);
    }
    await expectRefused(member, { roundId: String(round), items }, status, code, message);
    await expectCleanBooks(ctx.db);
  });

  it('names every problem of a slip in one message, numbered, and takes none of it', async () => {
    const member = await fundedMember(ctx, 500n);
    await expectRefused(
      member,
      {
        roundId: String(round),
        items: [
          { type: '2top', number: '22', amount: 1 },
          { type: '3tod', number: '444', amount: 1 },
          { type: '2top', number: '13', amount: 5 },
          { type: 'runbottom', number: '0', amount: 0.5 },
        ],
      },
      400,
      'SLIP_REFUSED',
      [
        'แทงโพยนี้ไม่ได้ 3 ข้อ:',
        '1. เลข 444 แทง 3 ตัวโต๊ด ไม่ได้ (เลขตอง)',
        '2. เลข 13 แทง 2 ตัวบน ไม่ได้ (เลขปิดรับ)',
        '3. เลข 0 แทง วิ่งล่าง ขั้นต่ำ 1 บาท',
      ].join('\n'),
    );
    await expectRefused(
      member,
      { roundId: String(round), items: [{ type: '2top', number: '13', amount: 5 }, { type: '2top', number: '13', amount: 6 }] },
      409,
      'NUMBER_CLOSED',
      'เลข 13 แทง 2 ตัวบน ไม่ได้ (เลขปิดรับ)',
    );
    await insertTestLimits(ctx.db, round, [{ type: '2top', number: '24', kind: 'cap', value: 100n }]);
    await expectRefused(
      member,
      { roundId: String(round), items: [{ type: '2top', number: '24', amount: 2 }, { type: '2top', number: '25', amount: 4 }] },
      409,
      'SLIP_REFUSED',
      [
        'แทงโพยนี้ไม่ได้ 2 ข้อ:',
        '1. เลข 24 แทง 2 ตัวบน เต็มแล้ว รับได้อีก 1 บาท',
        '2. ยอดเงินไม่เพียงพอ: โพยนี้ต้องชำระ 6 บาท มีอยู่ 5 บาท',
      ].join('\n'),
    );
  });

  it('refuses a round that is not open by the server clock, naming the lottery and the time', async () => {
    const member = await fundedMember(ctx, 10_000n);
    const items = [{ type: '2top' as const, number: '12', amount: 1 }];
    const closing = await insertRound(ctx.db, 'nikkei-morning', {
      opensAt: new Date(clock.getTime() - HOUR),
      closesAt: new Date(clock.getTime() + 60_000),
      status: 'open',
    });
    const upcoming = await insertRound(ctx.db, 'nikkei-morning', {
      opensAt: new Date(clock.getTime() + 60_000),
      closesAt: new Date(clock.getTime() + 2 * HOUR),
      status: 'upcoming',
    });
    await placeTestSlip(ctx, member, { roundId: closing, items });
    const started = clock;
    clock = new Date(started.getTime() + 60_000); // the close instant: stored 'open', closed by the clock
    try {
      await expectRefused(
        member,
        { roundId: String(closing), items },
        409,
        'ROUND_CLOSED',
        'รอบนี้ปิดรับแทงแล้ว: นิเคอิเช้า งวดวันที่ 16 ธันวาคม 2569 ปิดรับ 16 ธันวาคม 2569 เวลา 10:01 น.',
      );
      await placeTestSlip(ctx, member, { roundId: upcoming, items });
    } finally {
      clock = started;
    }
    await expectRefused(
      member,
      { roundId: String(upcoming), items },
      409,
      'ROUND_NOT_OPEN',
      'รอบนี้ยังไม่เปิดรับแทง: นิเคอิเช้า งวดวันที่ 16 ธันวาคม 2569 เปิดรับ 16 ธันวาคม 2569 เวลา 10:01 น.',
    );
    await ctx.db.updateTable('lotto_round').set({ status: 'closed' }).where('id', '=', upcoming).execute();
    clock = new Date(started.getTime() + 120_000);
    try {
      await expectRefused(
        member,
        { roundId: String(upcoming), items },
        409,
        'ROUND_CLOSED',
        'รอบนี้ปิดรับแทงแล้ว: นิเคอิเช้า งวดวันที่ 16 ธันวาคม 2569 ปิดรับก่อนเวลา',
      );
    } finally {
      clock = started;
    }
    await expectRefused(member, { roundId: '999999', items }, 404, 'ROUND_NOT_FOUND', 'ไม่พบรอบหวยนี้');
    await expectCleanBooks(ctx.db);
  });

  it('refuses a self-excluded member', async () => {
    const member = await fundedMember(ctx, 10_000n);
    await ctx.db.updateTable('account').set({ self_excluded_until: new Date(clock.getTime() + 24 * HOUR) }).where('id', '=', member.id).execute();
    const before = await snapshot(member);
    const response = await postSlip(ctx, member, { roundId: String(round), items: [{ type: '2top', number: '12', amount: 1 }] });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toEqual({ code: 'SELF_EXCLUDED', message: expect.stringContaining('พักการเล่น') });
    expect(await snapshot(member)).toEqual(before);
  });

  it('refuses malformed requests in Thai', async () => {
    const member = await fundedMember(ctx, 10_000n);
    const item = { type: '2top', number: '12', amount: 1 };
    const cases: [object, string | null, string][] = [
      [{ roundId: String(round), items: [item] }, null, 'ต้องระบุ Idempotency-Key ยาว 1–100 ตัวอักษร (A–Z, a–z, 0–9, _ หรือ -)'],
      [{ roundId: String(round), items: [] }, 'k', 'ข้อมูลไม่ถูกต้อง: รายการแทง (1–200 รายการ: ประเภท เลข และจำนวนเงินเป็นบาท มากกว่า 0)'],
      [{ roundId: String(round), items: Array.from({ length: 201 }, () => item) }, 'k', 'ข้อมูลไม่ถูกต้อง: รายการแทง (1–200 รายการ: ประเภท เลข และจำนวนเงินเป็นบาท มากกว่า 0)'],
      [{ roundId: String(round), items: [{ ...item, number: '1a' }] }, 'k', 'ข้อมูลไม่ถูกต้อง: รายการแทง (1–200 รายการ: ประเภท เลข และจำนวนเงินเป็นบาท มากกว่า 0)'],
      [{ roundId: String(round), items: [{ ...item, amount: 0 }] }, 'k', 'ข้อมูลไม่ถูกต้อง: รายการแทง (1–200 รายการ: ประเภท เลข และจำนวนเงินเป็นบาท มากกว่า 0)'],
      [{ roundId: String(round), items: [{ ...item, type: '4top' }] }, 'k', 'ข้อมูลไม่ถูกต้อง: รายการแทง (1–200 รายการ: ประเภท เลข และจำนวนเงินเป็นบาท มากกว่า 0)'],
      [{ roundId: String(round), items: [item], note: '   ' }, 'k', 'ข้อมูลไม่ถูกต้อง: บันทึกช่วยจำ (ไม่เกิน 200 ตัวอักษร)'],
      [{ roundId: 'x', items: [item] }, 'k', 'ข้อมูลไม่ถูกต้อง: รอบหวย'],
      [{ items: [item] }, 'k', 'กรุณากรอกรอบหวย'],
    ];
    const before = await snapshot(member);
    for (const [payload, key, message] of cases) {
      const response = await postSlip(ctx, member, payload, key);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(message);
    }
    expect(await snapshot(member)).toEqual(before);
  });

  it('is for members only', async () => {
    const admin = await signedInAccount(ctx, { role: 'admin' });
    const payload = { roundId: String(round), items: [{ type: '2top', number: '12', amount: 1 }] };
    const staff = await postSlip(ctx, admin, payload);
    expect(staff.statusCode).toBe(403);
    const anonymous = await ctx.app.inject({ method: 'POST', url: '/api/lotto/slips', headers: { 'idempotency-key': 'anon' }, payload });
    expect(anonymous.statusCode).toBe(401);
  });
});
