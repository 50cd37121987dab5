// The preview of a result (POST /api/backoffice/rounds/:roundId/result/preview): refused as the
// entry is refused, writing nothing, and equal to what entering the result then settles — in all
// and per member, for a first result and for a correction (with what a charge-back would take from
// pending withdrawals) — with the books clean.
import { type SignedIn, signedInAccount } from '../../../testing/accounts.ts';
import { useTestApp } from '../../../testing/test-app.ts';
import { bet, deposit, expectCleanBooks, memberBalances } from '../../../testing/ledger.ts';
import { auditedActions, insertRound, storedResult } from './testing.ts';
import { freshKey, fundedMember, placeTestSlip } from '../testing.ts';
import { inTransaction } from '../../../db/database.ts';

let clock = new Date('2026-12-16T07:00:00Z'); // 14:00 in Bangkok
const ctx = useTestApp({ now: () => clock });
const minutes = (n: number) => new Date(clock.getTime() + n * 60_000);
const FUNDS = 10_000_00n;

let operator: SignedIn;
beforeEach(async () => {
  // Each test moves the clock: the operator signs in afresh (access tokens last 15 minutes).
  operator = await signedInAccount(ctx, { role: 'agadmin' });
});

let closing = clock;
const openRound = (lottoCode = 'lao-vip') => {
  closing = minutes(1);
  return insertRound(ctx.db, lottoCode, { opensAt: minutes(-60), closesAt: closing });
};
const closeRounds = () => {
  clock = new Date(closing.getTime() + 30_000);
};

const preview = (roundId: bigint | string, payload: object, who: SignedIn | null = operator) =>
  ctx.app.inject({ method: 'POST', url: `/api/backoffice/rounds/${roundId}/result/preview`, headers: who?.headers ?? {}, payload });

const enter = (roundId: bigint | string, payload: object) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/backoffice/rounds/${roundId}/result`,
    headers: { ...operator.headers, 'idempotency-key': freshKey() },
    payload,
  });

interface Preview {
  version: number;
  correction: boolean;
  winningItems: number;
  members: number;
  totalPayout: number;
  perMember: {
    member: { id: string; username: string };
    payout: number;
    previousPayout: number;
    change: number;
    fromWithdrawals: { withdrawals: number; amount: number };
    uncovered: number;
  }[];
  moves?: { slips: number; credited: number; debited: number };
}

/** A member's row of a preview when no charge-back needs their pending withdrawals. */
const noHolds = { fromWithdrawals: { withdrawals: 0, amount: 0 }, uncovered: 0 };

const wallets = async (members: SignedIn[]) => Promise.all(members.map(async (member) => (await memberBalances(ctx.db, member.id)).wallet));

/** What the round's slips and audit look like: a preview changes none of it. */
const roundState = async (roundId: bigint) => ({
  result: await storedResult(ctx.db, roundId),
  audit: await auditedActions(ctx.db, roundId),
  slips: await ctx.db.selectFrom('lotto_slip').select(['id', 'status', 'payout']).where('round_id', '=', roundId).orderBy('id').execute(),
  items: await ctx.db.selectFrom('lotto_slip_item').select(['id', 'status', 'payout']).where('round_id', '=', roundId).orderBy('id').execute(),
});

/** Each member's change of balance, in baht, between two readings. */
const changes = (before: bigint[], after: bigint[]) => after.map((balance, i) => Number(balance - (before[i] ?? 0n)) / 100);

describe('previewing a first result', () => {
  it('answers what the settlement then pays, in all and to each member, and writes nothing', async () => {
    const roundId = await openRound();
    const [first, second, loser] = [await fundedMember(ctx, FUNDS), await fundedMember(ctx, FUNDS), await fundedMember(ctx, FUNDS)] as const;
    await placeTestSlip(ctx, first, { roundId, items: [{ type: '3top', number: '123', amount: 10 }, { type: '2bottom', number: '45', amount: 5 }] });
    await placeTestSlip(ctx, second, { roundId, items: [{ type: '2top', number: '23', amount: 20 }] });
    await placeTestSlip(ctx, second, { roundId, items: [{ type: 'runtop', number: '1', amount: 3 }, { type: '3top', number: '321', amount: 1 }] });
    await placeTestSlip(ctx, loser, { roundId, items: [{ type: '3top', number: '999', amount: 10 }] });
    closeRounds();
    const before = { state: await roundState(roundId), wallets: await wallets([first, second, loser]) };

    const response = await preview(roundId, { top3: '123', bottom2: '45' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      roundId: String(roundId),
      version: 1,
      correction: false,
      winningItems: 4,
      members: 2,
      totalPayout: 11259.6, // 9,000 + 450 to the first; 1,800 + 9.60 to the second
      perMember: [
        { member: { id: String(first.id), username: first.username }, payout: 9450, previousPayout: 0, change: 9450, ...noHolds },
        { member: { id: String(second.id), username: second.username }, payout: 1809.6, previousPayout: 0, change: 1809.6, ...noHolds },
      ],
    });
    expect(await roundState(roundId)).toEqual(before.state);
    expect(await wallets([first, second, loser])).toEqual(before.wallets);

    const entered = await enter(roundId, { top3: '123', bottom2: '45' });
    expect(entered.statusCode).toBe(200);
    const shown = response.json<Preview>();
    expect(entered.json().settlement).toEqual(expect.objectContaining({ version: shown.version, winners: shown.winningItems, payout: shown.totalPayout }));
    expect(changes(before.wallets, await wallets([first, second, loser]))).toEqual([9450, 1809.6, 0]);
    await expectCleanBooks(ctx.db);
  });
});

describe('previewing a correction', () => {
  it('shows what moves back and forth per member, netted, and the correction moves exactly that', async () => {
    const roundId = await openRound('hanoi-vip');
    const [gains, loses, steady] = [await fundedMember(ctx, FUNDS), await fundedMember(ctx, FUNDS), await fundedMember(ctx, FUNDS)] as const;
    const swaps = await fundedMember(ctx, FUNDS);
    await placeTestSlip(ctx, gains, { roundId, items: [{ type: '3top', number: '456', amount: 1 }, { type: '2bottom', number: '45', amount: 10 }] });
    await placeTestSlip(ctx, loses, { roundId, items: [{ type: '3top', number: '123', amount: 1 }] });
    await placeTestSlip(ctx, steady, { roundId, items: [{ type: '2bottom', number: '45', amount: 1 }] });
    // Two slips of one member that swap their win: both change, the member's payout does not.
    await placeTestSlip(ctx, swaps, { roundId, items: [{ type: '3top', number: '123', amount: 1 }] });
    await placeTestSlip(ctx, swaps, { roundId, items: [{ type: '3top', number: '456', amount: 1 }] });
    closeRounds();
    expect((await enter(roundId, { top3: '123', bottom2: '45' })).statusCode).toBe(200);
    const before = { state: await roundState(roundId), wallets: await wallets([gains, loses, steady, swaps]) };

    clock = minutes(1);
    const response = await preview(roundId, { top3: '456', bottom2: '45' });

    expect(response.statusCode).toBe(200);
    const member = (who: SignedIn) => ({ id: String(who.id), username: who.username });
    expect(response.json()).toEqual({
      roundId: String(roundId),
      version: 2,
      correction: true,
      winningItems: 4,
      members: 3,
      totalPayout: 2790,
      perMember: [
        { member: member(gains), payout: 1800, previousPayout: 900, change: 900, ...noHolds },
        { member: member(swaps), payout: 900, previousPayout: 900, change: 0, ...noHolds },
        { member: member(steady), payout: 90, previousPayout: 90, change: 0, ...noHolds },
        { member: member(loses), payout: 0, previousPayout: 900, change: -900, ...noHolds },
      ],
      moves: { slips: 4, credited: 900, debited: 900 },
    });
    expect(await roundState(roundId)).toEqual(before.state);

    const corrected = await enter(roundId, { top3: '456', bottom2: '45' });
    expect(corrected.statusCode).toBe(200);
    const shown = response.json<Preview>();
    expect(corrected.json().settlement).toEqual({
      version: shown.version,
      items: 6,
      winners: shown.winningItems,
      payout: shown.totalPayout,
      corrections: shown.moves,
    });
    expect(changes(before.wallets, await wallets([gains, loses, steady, swaps]))).toEqual([900, -900, 0, 0]);

    // The numbers in force again: nothing would move.
    const repeat = await preview(roundId, { top3: '456', bottom2: '45' });
    expect(repeat.json()).toEqual(
      expect.objectContaining({ version: 2, correction: true, totalPayout: 2790, moves: { slips: 0, credited: 0, debited: 0 } }),
    );
    expect(repeat.json<Preview>().perMember.map((row) => row.change)).toEqual([0, 0, 0]);
    await expectCleanBooks(ctx.db);
  });
});

describe('previewing a correction that takes back more than a wallet holds', () => {
  it("says per member what would come from pending withdrawals and what stays uncovered, and the entry does so", async () => {
    const roundId = await openRound();
    const [held, short] = [await fundedMember(ctx, 500_00n), await fundedMember(ctx, 10_00n)] as const;
    for (const member of [held, short]) await placeTestSlip(ctx, member, { roundId, items: [{ type: '2top', number: '23', amount: 10 }] });
    closeRounds();
    expect((await enter(roundId, { top3: '123', bottom2: '45' })).statusCode).toBe(200); // 900 each
    const withdraw = async (member: SignedIn, amount: number) => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/wallet/withdrawals',
        headers: { ...member.headers, 'idempotency-key': freshKey() },
        payload: { amount },
      });
      expect(response.statusCode).toBe(201);
      return response.json<{ id: string }>().id;
    };
    // 390 in the wallet: the newest 500 and the 300 before it cover the 900, the oldest 200 is not needed.
    for (const amount of [200, 300, 500]) await withdraw(held, amount);
    // 100 in the wallet and 500 on hold: 300 short.
    await withdraw(short, 500);
    await inTransaction(ctx.db, (trx) => bet(trx, short.id, 300_00n, 'slip:elsewhere'));
    const pending = () => ctx.db.selectFrom('withdrawal').select(['id', 'status']).where('account_id', 'in', [held.id, short.id]).orderBy('id').execute();
    const before = { state: await roundState(roundId), withdrawals: await pending() };

    clock = minutes(1);
    const response = await preview(roundId, { top3: '124', bottom2: '45' });

    expect(response.statusCode).toBe(200);
    const taken = (who: SignedIn, withdrawals: number, amount: number, uncovered: number) => ({
      member: { id: String(who.id), username: who.username },
      payout: 0,
      previousPayout: 900,
      change: -900,
      fromWithdrawals: { withdrawals, amount },
      uncovered,
    });
    expect(response.json<Preview>().perMember).toEqual([taken(held, 2, 800, 0), taken(short, 1, 500, 300)]);
    expect({ state: await roundState(roundId), withdrawals: await pending() }).toEqual(before);
    expect((await enter(roundId, { top3: '124', bottom2: '45' })).json().error.code).toBe('CORRECTION_UNCOVERED');

    // Once the short member pays in, the entry takes what the preview says.
    await inTransaction(ctx.db, (trx) => deposit(trx, short.id, 800_00n));
    clock = minutes(1);
    expect((await preview(roundId, { top3: '124', bottom2: '45' })).json<Preview>().perMember).toEqual([taken(held, 2, 800, 0), taken(short, 0, 0, 0)]);
    expect((await enter(roundId, { top3: '124', bottom2: '45' })).statusCode).toBe(200);
    expect((await pending()).map((row) => row.status)).toEqual(['pending', 'rejected', 'rejected', 'pending']);
    await expectCleanBooks(ctx.db);
  });
});

describe('what a preview refuses', () => {
  it('refuses as the entry refuses, in the same words', async () => {
    const open = await insertRound(ctx.db, 'lao-vip', { opensAt: minutes(-60), closesAt: minutes(60) });
    const closed = await insertRound(ctx.db, 'lao-vip', { opensAt: minutes(-120), closesAt: minutes(-30), status: 'closed' });
    const house = await insertRound(ctx.db, 'fast-15', { opensAt: minutes(-45), closesAt: minutes(-30), status: 'closed' });
    const cases: [bigint | string, object, number, string][] = [
      [open, { top3: '123', bottom2: '45' }, 409, 'ROUND_NOT_CLOSED'],
      [closed, { firstPrize: '123456', front3: ['123', '456'], back3: ['789', '012'], bottom2: '45' }, 400, 'INVALID_RESULT'],
      [house, { top3: '123', bottom2: '45' }, 409, 'HOUSE_DRAWN'],
      ['999999999', { top3: '123', bottom2: '45' }, 404, 'ROUND_NOT_FOUND'],
      [closed, { top3: '123', bottom2: '4' }, 400, 'VALIDATION'],
    ];
    for (const [roundId, payload, status, code] of cases) {
      const previewed = await preview(roundId, payload);
      expect([previewed.statusCode, previewed.json().error.code]).toEqual([status, code]);
      expect(previewed.json()).toEqual((await enter(roundId, payload)).json());
    }
    expect((await preview(closed, { top3: '123', bottom2: '4' })).json().error.message).toBe('ข้อมูลไม่ถูกต้อง: 2 ตัวล่าง (ตัวเลข 2 หลัก)');
    expect(await storedResult(ctx.db, closed)).toBeUndefined();
  });

  it('is for those who enter results: anonymous 401; members, agents and agseamless 403', async () => {
    const roundId = await insertRound(ctx.db, 'hanoi-normal', { opensAt: minutes(-120), closesAt: minutes(-30), status: 'closed' });
    expect((await preview(roundId, { top3: '123', bottom2: '45' }, null)).statusCode).toBe(401);
    for (const role of ['member', 'master', 'agseamless', 'AGgroup'] as const) {
      const response = await preview(roundId, { top3: '123', bottom2: '45' }, await signedInAccount(ctx, { role }));
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('FORBIDDEN');
    }
    const admin = await signedInAccount(ctx, { role: 'admin' });
    expect((await preview(roundId, { top3: '123', bottom2: '45' }, admin)).statusCode).toBe(200);
  });
});
