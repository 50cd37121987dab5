// The member's win/lose report over slips placed through the real route and settled by a result:
// won, lost, pending and cancelled slips, by the Bangkok day they were placed, and only their own;
// and the same report of a member the back office reaches (GET /api/backoffice/winlose).
import { type SignedIn, signIn, signedInAccount } from '../../../testing/accounts.ts';
import { useTestApp } from '../../../testing/test-app.ts';
import { expectCleanBooks } from '../../../testing/ledger.ts';
import { insertRound, setDiscount } from './testing.ts';
import { freshKey, fundedMember, placeTestSlip } from '../testing.ts';

let clock = new Date('2026-12-14T10:00:00Z'); // 17:00 on the 14th in Bangkok
const ctx = useTestApp({ now: () => clock });
const minutes = (n: number) => new Date(clock.getTime() + n * 60_000);
const FUNDS = 10_000_00n;

const report = (who: SignedIn | null, query = '') =>
  ctx.app.inject({ method: 'GET', url: `/api/lotto/winlose${query}`, headers: who?.headers ?? {} });

describe('GET /api/lotto/winlose', () => {
  let member: SignedIn;
  let other: SignedIn;

  beforeAll(async () => {
    // 2 ตัวล่าง of หวยฮานอย VIP takes 5 % off the stake.
    await setDiscount(ctx.db, 'hanoi-vip', '2bottom', 500);
    // The 14th (Bangkok): a winning and a losing slip, settled; the other member wins too.
    member = await fundedMember(ctx, FUNDS);
    other = await fundedMember(ctx, FUNDS);
    const first = await insertRound(ctx.db, 'lao-vip', { opensAt: minutes(-60), closesAt: minutes(5) });
    await placeTestSlip(ctx, member, { roundId: first, items: [{ type: '2top', number: '23', amount: 10 }] }); // wins 900
    await placeTestSlip(ctx, member, {
      roundId: first,
      items: [
        { type: '3top', number: '999', amount: 5 },
        { type: 'runtop', number: '7', amount: 2 },
      ],
    });
    await placeTestSlip(ctx, other, { roundId: first, items: [{ type: '2top', number: '23', amount: 100 }] });
    clock = minutes(6);
    const operator = await signedInAccount(ctx, { role: 'agadmin' });
    const entered = await ctx.app.inject({
      method: 'POST',
      url: `/api/backoffice/rounds/${first}/result`,
      headers: { ...operator.headers, 'idempotency-key': freshKey() },
      payload: { top3: '123', bottom2: '45' },
    });
    expect(entered.statusCode).toBe(200);

    // 00:30 on the 16th in Bangkok (still the 15th in UTC): a pending slip and a cancelled one.
    clock = new Date('2026-12-15T17:30:00Z');
    member = await signIn(ctx, member); // a day on: the access token has run out
    const second = await insertRound(ctx.db, 'hanoi-vip', { opensAt: minutes(-60), closesAt: minutes(60) });
    await placeTestSlip(ctx, member, { roundId: second, items: [{ type: '2bottom', number: '01', amount: 20 }] });
    const dropped = await placeTestSlip(ctx, member, { roundId: second, items: [{ type: '2bottom', number: '02', amount: 30 }] });
    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: `/api/lotto/slips/${dropped.id}/cancel`,
      headers: { ...member.headers, 'idempotency-key': freshKey() },
    });
    expect(cancelled.statusCode).toBe(200);
  });

  it('adds up each Bangkok day’s stake, discount, charge and settled payout; net = payout − charged of the settled slips, pending stakes apart', async () => {
    const response = await report(member, '?from=2026-12-10&to=2026-12-16');

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      from: '2026-12-10',
      to: '2026-12-16',
      days: [
        // Pending: charged, shown apart, nothing paid yet and no loss. The cancelled slip counts nothing.
        { date: '2026-12-16', slips: 1, stake: 20, discount: 1, charged: 19, payout: 0, pendingSlips: 1, pendingCharged: 19, net: 0 },
        { date: '2026-12-14', slips: 2, stake: 17, discount: 0, charged: 17, payout: 900, pendingSlips: 0, pendingCharged: 0, net: 883 },
      ],
      totals: { slips: 3, stake: 37, discount: 1, charged: 36, payout: 900, pendingSlips: 1, pendingCharged: 19, net: 883 },
    });
    await expectCleanBooks(ctx.db);
  });

  it('covers the last seven Bangkok days by default, and only the days asked', async () => {
    const lastWeek = await report(member);
    expect(lastWeek.json()).toMatchObject({ from: '2026-12-10', to: '2026-12-16' });
    expect(lastWeek.json().totals.slips).toBe(3);

    const oneDay = await report(member, '?from=2026-12-14&to=2026-12-14');
    expect(oneDay.json().days.map((day: { date: string }) => day.date)).toEqual(['2026-12-14']);
    expect((await report(member, '?to=2026-12-15')).json()).toMatchObject({ from: '2026-12-09', to: '2026-12-15' });
    expect((await report(member, '?from=2026-12-15&to=2026-12-15')).json().days).toEqual([]);
  });

  it('counts only the caller’s own slips', async () => {
    const response = await report(await signIn(ctx, other), '?from=2026-12-14&to=2026-12-16');
    expect(response.json().totals).toEqual({ slips: 1, stake: 100, discount: 0, charged: 100, payout: 9000, pendingSlips: 0, pendingCharged: 0, net: 8900 });
    const stranger = await signedInAccount(ctx);
    expect((await report(stranger)).json().totals).toEqual({ slips: 0, stake: 0, discount: 0, charged: 0, payout: 0, pendingSlips: 0, pendingCharged: 0, net: 0 });
  });

  it('refuses ranges that do not exist, run backwards or span more than 92 days; staff and anonymous callers', async () => {
    const refusals: [string, string, string][] = [
      ['?from=2026-02-30', 'INVALID_DATE', 'ไม่มีวันที่ 2026-02-30'],
      ['?from=2026-12-16&to=2026-12-15', 'INVALID_RANGE', 'วันที่เริ่มต้องไม่อยู่หลังวันที่สิ้นสุด'],
      ['?from=2026-09-15&to=2026-12-16', 'RANGE_TOO_LONG', 'ไม่เกิน 92 วัน'],
      ['?from=15/12/2026', 'VALIDATION', 'วันที่เริ่ม'],
      ['?since=2026-12-01', 'VALIDATION', 'ไม่รู้จัก'],
    ];
    for (const [query, code, words] of refusals) {
      const response = await report(member, query);
      expect([response.statusCode, response.json().error]).toEqual([400, { code, message: expect.stringContaining(words) }]);
    }
    expect((await report(member, '?from=2026-09-16&to=2026-12-16')).statusCode).toBe(200);
    expect((await report(await signedInAccount(ctx, { role: 'agadmin' }))).statusCode).toBe(403);
    expect((await report(null)).statusCode).toBe(401);
  });

  it('answers the back office the same report of a member it reaches; any other account 404 in Thai', async () => {
    const agent = await signedInAccount(ctx, { role: 'master' });
    const otherAgent = await signedInAccount(ctx, { role: 'agline' });
    const operator = await signedInAccount(ctx, { role: 'agadmin' });
    await ctx.db.updateTable('account').set({ parent_id: agent.id }).where('id', '=', member.id).execute();
    const backoffice = (who: SignedIn | null, query: string) =>
      ctx.app.inject({ method: 'GET', url: `/api/backoffice/winlose${query}`, headers: who?.headers ?? {} });
    const own = (await report(member, '?from=2026-12-10&to=2026-12-16')).json();

    for (const who of [agent, operator]) {
      const response = await backoffice(who, `?memberId=${member.id}&from=2026-12-10&to=2026-12-16`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(own);
    }
    expect((await backoffice(agent, `?memberId=${member.id}`)).json()).toEqual(own); // the last seven days
    const notFound = { error: { code: 'MEMBER_NOT_FOUND', message: 'ไม่พบสมาชิกนี้' } };
    for (const [who, memberId] of [
      [otherAgent, member.id],
      [agent, other.id],
      [operator, agent.id],
      [operator, 999_999_999n],
    ] as const) {
      const response = await backoffice(who, `?memberId=${memberId}`);
      expect([response.statusCode, response.json()]).toEqual([404, notFound]);
    }
    const refusals: [string, number, string][] = [
      ['', 400, 'กรุณากรอกสมาชิก'],
      [`?memberId=${member.id}&from=2026-12-16&to=2026-12-15`, 400, 'วันที่เริ่มต้องไม่อยู่หลังวันที่สิ้นสุด'],
      [`?memberId=${member.id}&from=2026-09-15&to=2026-12-16`, 400, 'ดูรายงานได้ครั้งละไม่เกิน 92 วัน'],
    ];
    for (const [query, status, message] of refusals) {
      const response = await backoffice(operator, query);
      expect([response.statusCode, response.json().error.message]).toEqual([status, message]);
    }
    for (const role of ['member', 'AGgroup', 'agseamless'] as const) {
      expect((await backoffice(await signedInAccount(ctx, { role }), `?memberId=${member.id}`)).statusCode).toBe(403);
    }
    expect((await backoffice(null, `?memberId=${member.id}`)).statusCode).toBe(401);
  });
});
