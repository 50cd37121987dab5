import { type SignedIn, signedInAccount } from '../../../testing/accounts.ts';
import { useTestApp } from '../../../testing/test-app.ts';
import { expectCleanBooks, memberBalances, memberLedgerLines } from '../../../testing/ledger.ts';
import { EVENTS_CHANNEL } from '../../../db/events.ts';
import type { ChannelEvent } from './testing.ts';
import { insertRound, storedStatus } from '../results/testing.ts';
import { freshKey, fundedMember, placeTestSlip, postSlip } from '../testing.ts';

const clock = new Date('2026-12-16T03:00:00Z'); // 10:00 in Bangkok
const ctx = useTestApp({ now: () => clock });

const HOUR = 3_600_000;
const openRound = (lottoCode: string) =>
  insertRound(ctx.db, lottoCode, { opensAt: new Date(clock.getTime() - HOUR), closesAt: new Date(clock.getTime() + 2 * HOUR) });

const cancelRound = (who: SignedIn, roundId: bigint | string, payload: object = { reason: 'ผลออกไม่ได้ ตลาดปิด' }, key = freshKey()) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/backoffice/rounds/${roundId}/cancel`,
    headers: { ...who.headers, 'idempotency-key': key },
    payload,
  });

const slipStatus = async (id: string) =>
  ctx.db.selectFrom('lotto_slip').select(['status', 'cancelled_at', 'refund_transfer_id']).where('id', '=', BigInt(id)).executeTakeFirstOrThrow();

let admin: SignedIn;
let operator: SignedIn;
beforeAll(async () => {
  admin = await signedInAccount(ctx, { role: 'admin' });
  operator = await signedInAccount(ctx, { role: 'agadmin' });
});

describe('POST /api/backoffice/rounds/:roundId/cancel', () => {
  it('cancels the round and refunds every pending slip exactly what it charged, audited and published', async () => {
    const round = await openRound('lao-vip');
    const elsewhere = await openRound('hanoi-vip');
    const first = await fundedMember(ctx, 100_000n);
    const second = await fundedMember(ctx, 100_000n);
    await ctx.db.updateTable('account').set({ discount_bp: 250 }).where('id', '=', second.id).execute();
    const slips = [
      await placeTestSlip(ctx, first, { roundId: round, items: [{ type: '3top', number: '123', amount: 33.33 }, { type: '2top', number: '23', amount: 5 }] }),
      await placeTestSlip(ctx, first, { roundId: round, items: [{ type: 'runtop', number: '3', amount: 7 }] }),
      await placeTestSlip(ctx, second, { roundId: round, items: [{ type: '2bottom', number: '77', amount: 99.99 }] }),
    ];
    const selfCancelled = await placeTestSlip(ctx, second, { roundId: round, items: [{ type: '2bottom', number: '78', amount: 10 }] });
    const cancelledByMember = await ctx.app.inject({
      method: 'POST',
      url: `/api/lotto/slips/${selfCancelled.id}/cancel`,
      headers: { ...second.headers, 'idempotency-key': freshKey() },
    });
    expect(cancelledByMember.statusCode).toBe(200);
    const untouched = await placeTestSlip(ctx, second, { roundId: elsewhere, items: [{ type: '2top', number: '11', amount: 10 }] });
    // 99.99 − 2.5 % (2.49975 → 2.49) = 97.50 for the second member's slip in the round.
    expect(slips.map((slip) => slip.charged)).toEqual([38.33, 7, 97.5]);
    expect(await memberBalances(ctx.db, first.id)).toEqual({ wallet: 100_000n - 4_533n, hold: 0n });
    expect(await memberBalances(ctx.db, second.id)).toEqual({ wallet: 100_000n - 9_750n - 975n, hold: 0n });

    let heard: (event: ChannelEvent) => void = () => {};
    const roundEvent = new Promise<ChannelEvent>((resolve) => {
      heard = resolve;
    });
    const unlisten = await ctx.database.connection.listen(EVENTS_CHANNEL, (payload) => {
      const event = JSON.parse(payload) as ChannelEvent;
      if (event.type === 'round' && event.roundId === String(round)) heard(event);
    });
    const response = await cancelRound(operator, round);
    try {
      expect(await roundEvent).toEqual({ type: 'round', roundId: String(round), status: 'cancelled' });
    } finally {
      await unlisten();
    }
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      roundId: String(round),
      lottoCode: 'lao-vip',
      lottoName: 'หวยลาว VIP',
      closeDate: '2026-12-16',
      status: 'cancelled',
      refunds: { slips: 3, members: 2, amount: 142.83 },
    });
    expect(await storedStatus(ctx.db, round)).toBe('cancelled');
    expect(await memberBalances(ctx.db, first.id)).toEqual({ wallet: 100_000n, hold: 0n });
    expect(await memberBalances(ctx.db, second.id)).toEqual({ wallet: 100_000n - 975n, hold: 0n });
    for (const slip of slips) {
      expect(await slipStatus(slip.id)).toEqual({ status: 'cancelled', cancelled_at: clock, refund_transfer_id: expect.any(BigInt) });
    }
    const { lines } = await memberLedgerLines(ctx.db, first.id);
    expect(lines.slice(0, 2).map((line) => [line.transferKind, line.reference, line.amount])).toEqual([
      ['refund', `slip:${slips[1]?.id}`, 700n],
      ['refund', `slip:${slips[0]?.id}`, 3_833n],
    ]);
    const items = await ctx.db.selectFrom('lotto_slip_item').select('status').distinct().where('round_id', '=', round).execute();
    expect(items).toEqual([{ status: 'cancelled' }]);
    expect((await slipStatus(untouched.id)).status).toBe('pending');

    const log = await ctx.db
      .selectFrom('audit_log')
      .select(['actor_account_id', 'action', 'before', 'after', 'at'])
      .where('entity', '=', 'lotto_round')
      .where('entity_id', '=', String(round))
      .execute();
    expect(log).toEqual([
      {
        actor_account_id: operator.id,
        action: 'round.cancel',
        before: { status: 'open' },
        after: { status: 'cancelled', reason: 'ผลออกไม่ได้ ตลาดปิด', refunds: { slips: 3, members: 2, amount: '14283' } },
        at: clock,
      },
    ]);

    // The round takes no more bets, and its slips cannot be cancelled again.
    const bet = await postSlip(ctx, first, { roundId: String(round), items: [{ type: '2top', number: '23', amount: 5 }] });
    expect(bet.json()).toEqual({ error: { code: 'ROUND_CLOSED', message: 'รอบนี้ปิดรับแทงแล้ว: หวยลาว VIP งวดวันที่ 16 ธันวาคม 2569 ถูกยกเลิก' } });
    const again = await ctx.app.inject({
      method: 'POST',
      url: `/api/lotto/slips/${slips[0]?.id}/cancel`,
      headers: { ...first.headers, 'idempotency-key': freshKey() },
    });
    expect(again.json().error.code).toBe('SLIP_NOT_PENDING');
    await expectCleanBooks(ctx.db);
  });

  it('answers a repeat with the same key again and refunds once; cancelling again is refused', async () => {
    const round = await openRound('hanoi-normal');
    const member = await fundedMember(ctx, 10_000n);
    await placeTestSlip(ctx, member, { roundId: round, items: [{ type: '2top', number: '44', amount: 40 }] });
    const first = await cancelRound(admin, round, { reason: 'ยกเลิก' }, 'round-once');
    const again = await cancelRound(admin, round, { reason: 'ยกเลิก' }, 'round-once');
    expect(first.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const twice = await cancelRound(admin, round);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ error: { code: 'ROUND_CANCELLED', message: 'รอบนี้ถูกยกเลิกไปแล้ว' } });
    expect(await memberBalances(ctx.db, member.id)).toEqual({ wallet: 10_000n, hold: 0n });
    await expectCleanBooks(ctx.db);
  });

  it('cancels a round without slips, and refuses a resulted round or none', async () => {
    const empty = await openRound('hanoi-special');
    expect((await cancelRound(admin, empty)).json().refunds).toEqual({ slips: 0, members: 0, amount: 0 });
    const resulted = await openRound('nikkei-morning');
    const member = await fundedMember(ctx, 10_000n);
    await placeTestSlip(ctx, member, { roundId: resulted, items: [{ type: '2top', number: '45', amount: 10 }] });
    await ctx.db.updateTable('lotto_round').set({ status: 'resulted' }).where('id', '=', resulted).execute();
    const refused = await cancelRound(admin, resulted);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: { code: 'ROUND_RESULTED', message: 'รอบนี้ออกผลแล้ว ยกเลิกไม่ได้' } });
    expect(await storedStatus(ctx.db, resulted)).toBe('resulted');
    expect(await memberBalances(ctx.db, member.id)).toEqual({ wallet: 9_000n, hold: 0n });
    const none = await cancelRound(admin, '999999');
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ error: { code: 'ROUND_NOT_FOUND', message: 'ไม่พบรอบหวยนี้' } });
    await expectCleanBooks(ctx.db);
  });

  it('needs a reason in words', async () => {
    const round = await openRound('nikkei-afternoon');
    for (const [payload, message] of [
      [{}, 'กรุณากรอกเหตุผล (ไม่เกิน 200 ตัวอักษร)'],
      [{ reason: '  ' }, 'ข้อมูลไม่ถูกต้อง: เหตุผล (ไม่เกิน 200 ตัวอักษร)'],
      [{ reason: 'ก'.repeat(201) }, 'ข้อมูลไม่ถูกต้อง: เหตุผล (ไม่เกิน 200 ตัวอักษร)'],
    ] as const) {
      const response = await cancelRound(admin, round, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: { code: 'VALIDATION', message } });
    }
    expect(await storedStatus(ctx.db, round)).toBe('open');
  });

  it('is for administrators and operators only', async () => {
    const round = await openRound('hangseng-morning');
    for (const role of ['member', 'master', 'agline'] as const) {
      const response = await cancelRound(await signedInAccount(ctx, { role }), round);
      expect(response.statusCode).toBe(403);
    }
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: `/api/backoffice/rounds/${round}/cancel`,
      headers: { 'idempotency-key': 'x' },
      payload: { reason: 'ยกเลิก' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await storedStatus(ctx.db, round)).toBe('open');
  });
});
