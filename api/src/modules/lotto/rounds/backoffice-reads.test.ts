// The back office's round reads (docs/backoffice.md#api): rounds by lottery, draw date and status
// with their figures, one round with what cancelling it would refund (and the cancel then refunding
// exactly that), and a round's exposure per bet type and number.
import { type SignedIn, signedInAccount } from '../../../testing/accounts.ts';
import { useTestApp } from '../../../testing/test-app.ts';
import { expectCleanBooks } from '../../../testing/ledger.ts';
import { freshKey, fundedMember, insertTestLimits, insertTestRound, placeTestSlip } from '../testing.ts';

const clock = new Date('2026-12-16T03:00:00Z'); // 10:00 in Bangkok
const ctx = useTestApp({ now: () => clock });
const HOUR = 3_600_000;
const at = (hours: number) => new Date(clock.getTime() + hours * HOUR);

let operator: SignedIn;
let seamless: SignedIn;
let refused: SignedIn[];
beforeAll(async () => {
  operator = await signedInAccount(ctx, { role: 'agadmin' });
  seamless = await signedInAccount(ctx, { role: 'agseamless' });
  refused = [
    await signedInAccount(ctx),
    await signedInAccount(ctx, { role: 'master' }),
    await signedInAccount(ctx, { role: 'AGgroup' }),
  ];
});

const get = (who: SignedIn | null, url: string) => ctx.app.inject({ method: 'GET', url, headers: who?.headers ?? {} });

const cancel = (roundId: bigint) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/backoffice/rounds/${roundId}/cancel`,
    headers: { ...operator.headers, 'idempotency-key': freshKey() },
    payload: { reason: 'ตลาดปิด' },
  });

const cancelOwnSlip = async (member: SignedIn, slipId: string) => {
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/lotto/slips/${slipId}/cancel`,
    headers: { ...member.headers, 'idempotency-key': freshKey() },
  });
  expect(response.statusCode).toBe(200);
};

type Listed = { items: { id: string; status: string; slips: number; stake: number; hasResult: boolean }[]; total: number; page: number; pageSize: number };
const listed = async (query: string) => {
  const response = await get(operator, `/api/backoffice/rounds?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<Listed>();
};
const ids = (page: Listed) => page.items.map((item) => item.id);

describe('who may read rounds in the back office', () => {
  it.each(['/api/backoffice/rounds', '/api/backoffice/rounds/1', '/api/backoffice/rounds/1/exposure'])(
    'GET %s: 401 without a login, 403 for members, agents and groups, open to agseamless',
    async (url) => {
      expect((await get(null, url)).statusCode).toBe(401);
      for (const who of refused) {
        const response = await get(who, url);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ error: { code: 'FORBIDDEN', message: 'บัญชีของท่านไม่มีสิทธิ์ใช้งานส่วนนี้' } });
      }
      expect((await get(seamless, url)).statusCode).not.toBe(403);
    },
  );
});

describe('GET /api/backoffice/rounds', () => {
  let open: bigint;
  let closed: bigint;
  let resulted: bigint;
  let upcoming: bigint;
  let house: bigint;
  beforeAll(async () => {
    open = await insertTestRound(ctx.db, { opensAt: at(-1), closesAt: at(2) });
    // Stored open, closed by the clock an hour ago (09:00 in Bangkok, the same draw date).
    closed = await insertTestRound(ctx.db, { opensAt: at(-25), closesAt: at(-1) });
    resulted = await insertTestRound(ctx.db, { lottoCode: 'hanoi-vip', opensAt: at(-27), closesAt: at(-3), status: 'closed' });
    upcoming = await insertTestRound(ctx.db, { opensAt: at(2), closesAt: at(26) });
    house = await insertTestRound(ctx.db, { lottoCode: 'fast-15', opensAt: at(-0.75), closesAt: at(-0.5), status: 'closed' });
    const entered = await ctx.app.inject({
      method: 'POST',
      url: `/api/backoffice/rounds/${resulted}/result`,
      headers: { ...operator.headers, 'idempotency-key': freshKey() },
      payload: { top3: '123', bottom2: '45' },
    });
    expect(entered.statusCode).toBe(200);
  });

  it('lists rounds newest draw first with their status by the clock, slips and stake (not cancelled) and whether a result is in', async () => {
    const first = await fundedMember(ctx, 100_000n);
    const second = await fundedMember(ctx, 100_000n);
    await placeTestSlip(ctx, first, { roundId: open, items: [{ type: '2top', number: '12', amount: 10 }, { type: '3top', number: '123', amount: 2.5 }] });
    const cancelled = await placeTestSlip(ctx, first, { roundId: open, items: [{ type: '2top', number: '13', amount: 40 }] });
    await cancelOwnSlip(first, cancelled.id);
    await placeTestSlip(ctx, second, { roundId: open, items: [{ type: 'runtop', number: '1', amount: 7 }] });

    const page = await listed('');
    expect(page).toEqual({ items: expect.any(Array), total: 5, page: 1, pageSize: 20 });
    expect(ids(page)).toEqual([upcoming, open, house, closed, resulted].map(String));
    expect(page.items[1]).toEqual({
      id: String(open),
      lottoCode: 'lao-vip',
      lottoName: 'หวยลาว VIP',
      lottoHead: 'หวยลาว',
      lottoSubHead: 'ลาว VIP',
      closeDate: '2026-12-16',
      opensAt: at(-1).toISOString(),
      closesAt: at(2).toISOString(),
      status: 'open',
      secondsToClose: 7200,
      resultKind: 'standard',
      resultSource: 'operator',
      slips: 2,
      stake: 19.5,
      hasResult: false,
    });
    expect(page.items.map((item) => [item.status, item.hasResult])).toEqual([
      ['upcoming', false],
      ['open', false],
      ['closed', false],
      ['closed', false],
      ['resulted', true],
    ]);
  });

  it('filters by lottery, draw date, status by the clock and rounds waiting for an operator’s result, a page at a time', async () => {
    expect(ids(await listed('lotto=lao-vip'))).toEqual([upcoming, open, closed].map(String));
    expect(ids(await listed('lotto=lao-vip&date=2026-12-16'))).toEqual([open, closed].map(String));
    expect(ids(await listed('status=closed'))).toEqual([house, closed].map(String));
    // The house draws its own rounds: only the operator's closed round waits for a result.
    expect(ids(await listed('awaitingResult=true'))).toEqual([String(closed)]);
    expect(ids(await listed('awaitingResult=false&lotto=hanoi-vip'))).toEqual([String(resulted)]);
    const second = await listed('pageSize=2&page=2');
    expect(second).toEqual({ items: expect.any(Array), total: 5, page: 2, pageSize: 2 });
    expect(ids(second)).toEqual([house, closed].map(String));
    expect(await listed('page=9')).toEqual({ items: [], total: 5, page: 9, pageSize: 20 });
  });

  it.each([
    ['status=later', 'ข้อมูลไม่ถูกต้อง: สถานะรอบ (upcoming, open, closed, resulted หรือ cancelled)'],
    ['pageSize=101', 'ข้อมูลไม่ถูกต้อง: จำนวนรายการต่อหน้า (1–100)'],
    ['page=0', 'ข้อมูลไม่ถูกต้อง: หน้าที่ (1 ขึ้นไป)'],
    ['awaitingResult=yes', 'ข้อมูลไม่ถูกต้อง: รอผลหรือไม่ (true หรือ false)'],
    ['date=16-12-2026', 'ข้อมูลไม่ถูกต้อง: วันที่ออกผล (ปี-เดือน-วัน เช่น 2026-12-16)'],
    ['sort=stake', 'ข้อมูลไม่ถูกต้อง: มีข้อมูลที่ระบบไม่รู้จักในคำขอ'],
  ])('refuses %s in Thai', async (query, message) => {
    const response = await get(operator, `/api/backoffice/rounds?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'VALIDATION', message } });
  });
});

describe('GET /api/backoffice/rounds/:roundId', () => {
  it('answers the round with what cancelling it would refund, and the cancel refunds exactly that', async () => {
    const round = await insertTestRound(ctx.db, { lottoCode: 'hanoi-normal', opensAt: at(-1), closesAt: at(3) });
    const first = await fundedMember(ctx, 100_000n);
    const second = await fundedMember(ctx, 100_000n);
    await ctx.db.updateTable('account').set({ discount_bp: 500 }).where('id', '=', second.id).execute();
    await placeTestSlip(ctx, first, { roundId: round, items: [{ type: '2top', number: '12', amount: 10.01 }] });
    await placeTestSlip(ctx, first, { roundId: round, items: [{ type: '3tod', number: '123', amount: 3 }] });
    await placeTestSlip(ctx, second, { roundId: round, items: [{ type: '2bottom', number: '99', amount: 33.33 }] });
    const cancelled = await placeTestSlip(ctx, second, { roundId: round, items: [{ type: '2bottom', number: '98', amount: 5 }] });
    await cancelOwnSlip(second, cancelled.id);

    const response = await get(seamless, `/api/backoffice/rounds/${round}`);
    expect(response.statusCode).toBe(200);
    // 33.33 − 5 % (1.6665 → 1.66) = 31.67 charged to the second member.
    expect(response.json()).toEqual(
      expect.objectContaining({
        id: String(round),
        lottoCode: 'hanoi-normal',
        status: 'open',
        slips: 3,
        stake: 46.34,
        hasResult: false,
        cancelPreview: { slips: 3, members: 2, refund: 44.68 },
      }),
    );

    const cancelledRound = await cancel(round);
    expect(cancelledRound.statusCode).toBe(200);
    const { slips, members, refund } = response.json<{ cancelPreview: { slips: number; members: number; refund: number } }>().cancelPreview;
    expect(cancelledRound.json().refunds).toEqual({ slips, members, amount: refund });

    const after = await get(operator, `/api/backoffice/rounds/${round}`);
    expect(after.json()).toEqual(expect.objectContaining({ status: 'cancelled', slips: 0, stake: 0, cancelPreview: null }));
    await expectCleanBooks(ctx.db);
  });

  it('answers 404 in Thai for a round that does not exist', async () => {
    const response = await get(operator, '/api/backoffice/rounds/999999999');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'ROUND_NOT_FOUND', message: 'ไม่พบรอบหวยนี้' } });
  });
});

describe('GET /api/backoffice/rounds/:roundId/exposure', () => {
  it('sums stake and payout if it wins per bet type and number, at the pay each item was priced with, biggest payout first', async () => {
    const round = await insertTestRound(ctx.db, { lottoCode: 'hanoi-special', opensAt: at(-1), closesAt: at(4) });
    const first = await fundedMember(ctx, 100_000n);
    const second = await fundedMember(ctx, 100_000n);
    // Placed before 123 is reduced: pays the full rate, 10 × 900.
    await placeTestSlip(ctx, first, { roundId: round, items: [{ type: '3top', number: '123', amount: 10 }, { type: '2top', number: '23', amount: 5 }] });
    await insertTestLimits(ctx.db, round, [{ type: '3top', number: '123', kind: 'reduced', value: 50n }]);
    // Placed after: 20 × 900 × 50 %.
    await placeTestSlip(ctx, second, { roundId: round, items: [{ type: '3top', number: '123', amount: 20 }] });
    await placeTestSlip(ctx, second, { roundId: round, items: [{ type: '2top', number: '23', amount: 5 }, { type: 'runtop', number: '3', amount: 1 }] });
    const cancelled = await placeTestSlip(ctx, second, { roundId: round, items: [{ type: '3top', number: '999', amount: 100 }] });
    await cancelOwnSlip(second, cancelled.id);

    const response = await get(operator, `/api/backoffice/rounds/${round}/exposure`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      roundId: String(round),
      totals: { stake: 41, charged: 41, slips: 3, members: 2 },
      items: [
        { type: '3top', number: '123', stake: 30, payoutIfWins: 18000, slips: 2, members: 2, limit: { type: '3top', number: '123', kind: 'reduced', value: 50 } },
        { type: '2top', number: '23', stake: 10, payoutIfWins: 900, slips: 2, members: 2, limit: null },
        { type: 'runtop', number: '3', stake: 1, payoutIfWins: 3.2, slips: 1, members: 1, limit: null },
      ],
      total: 3,
      page: 1,
      pageSize: 20,
    });

    const twoTop = await get(operator, `/api/backoffice/rounds/${round}/exposure?type=2top`);
    expect(twoTop.json()).toEqual(expect.objectContaining({ items: [expect.objectContaining({ type: '2top', number: '23' })], total: 1 }));
    const secondPage = await get(seamless, `/api/backoffice/rounds/${round}/exposure?pageSize=1&page=2`);
    expect(secondPage.json()).toEqual(
      expect.objectContaining({ items: [expect.objectContaining({ type: '2top', number: '23' })], total: 3, page: 2, pageSize: 1 }),
    );
    await expectCleanBooks(ctx.db);
  });

  it('answers 404 for a round that does not exist and refuses an unknown bet type in Thai', async () => {
    const missing = await get(operator, '/api/backoffice/rounds/999999999/exposure');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('ROUND_NOT_FOUND');
    const bad = await get(operator, '/api/backoffice/rounds/1/exposure?type=4top');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: { code: 'VALIDATION', message: 'ข้อมูลไม่ถูกต้อง: ประเภทการแทง' } });
  });
});
