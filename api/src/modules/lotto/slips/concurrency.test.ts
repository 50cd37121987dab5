// Slips placed and cancelled at once, through HTTP. On PostgreSQL they really run in parallel
// (20 pooled connections); PGlite runs them one transaction at a time. Either way a capped number
// takes exactly its cap, a wallet never pays more than it holds, and the books balance.
import { type SignedIn, signedInAccount } from '../../../testing/accounts.ts';
import { useTestApp } from '../../../testing/test-app.ts';
import { expectCleanBooks, memberBalances } from '../../../testing/ledger.ts';
import { insertRound } from '../results/testing.ts';
import { freshKey, fundedMember, insertTestLimits, numberStake, placeTestSlip, postSlip } from '../testing.ts';

const clock = new Date('2026-12-16T03:00:00Z');
const ctx = useTestApp({ now: () => clock });

const HOUR = 3_600_000;
const openRound = (lottoCode: string) =>
  insertRound(ctx.db, lottoCode, { opensAt: new Date(clock.getTime() - HOUR), closesAt: new Date(clock.getTime() + 2 * HOUR) });

/** `count` members, each holding `satang`, made a few at a time (each signs in through the login route). */
async function members(count: number, satang: bigint): Promise<SignedIn[]> {
  const made: SignedIn[] = [];
  while (made.length < count) {
    made.push(...(await Promise.all(Array.from({ length: Math.min(20, count - made.length) }, () => fundedMember(ctx, satang)))));
  }
  return made;
}

it('gives 200 members betting one capped number at once exactly its cap', async () => {
  const round = await openRound('lao-vip');
  await insertTestLimits(ctx.db, round, [{ type: '2bottom', number: '59', kind: 'cap', value: 100_000n }]);
  const players = await members(200, 5_000n);
  const answers = await Promise.all(
    players.map((member) => postSlip(ctx, member, { roundId: String(round), items: [{ type: '2bottom', number: '59', amount: 10 }] })),
  );
  const accepted = players.filter((_member, i) => answers[i]?.statusCode === 201);
  const refused = answers.filter((answer) => answer.statusCode !== 201);
  expect(accepted).toHaveLength(100);
  expect(refused).toHaveLength(100);
  for (const answer of refused) {
    expect(answer.statusCode).toBe(409);
    expect(answer.json().error).toEqual({ code: 'NUMBER_FULL', message: 'เลข 59 แทง 2 ตัวล่าง เต็มแล้ว' });
  }
  expect(await numberStake(ctx.db, round, '2bottom', '59')).toBe(100_000n);
  const { total } = await ctx.db
    .selectFrom('lotto_slip_item')
    .select((eb) => eb.fn.sum<string>('stake').as('total'))
    .where('round_id', '=', round)
    .executeTakeFirstOrThrow();
  expect(BigInt(total)).toBe(100_000n);
  for (const member of players) {
    const wallet = accepted.includes(member) ? 4_000n : 5_000n;
    expect(await memberBalances(ctx.db, member.id)).toEqual({ wallet, hold: 0n });
  }
  await expectCleanBooks(ctx.db);
}, 180_000);

it('lets a member firing many slips at once spend only what the wallet holds', async () => {
  const round = await openRound('hanoi-normal');
  const [member] = await members(1, 10_000n);
  const answers = await Promise.all(
    Array.from({ length: 30 }, (_, i) =>
      postSlip(ctx, member as SignedIn, { roundId: String(round), items: [{ type: '2top', number: String(i).padStart(2, '0'), amount: 10 }] }),
    ),
  );
  expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(10);
  for (const answer of answers.filter((one) => one.statusCode !== 201)) {
    expect(answer.statusCode).toBe(409);
    expect(answer.json().error).toEqual({ code: 'INSUFFICIENT_FUNDS', message: 'ยอดเงินไม่เพียงพอ: โพยนี้ต้องชำระ 10 บาท มีอยู่ 0 บาท' });
  }
  expect(await memberBalances(ctx.db, (member as SignedIn).id)).toEqual({ wallet: 0n, hold: 0n });
  await expectCleanBooks(ctx.db);
}, 60_000);

it("keeps a member's total per number within the maximum when their slips arrive at once", async () => {
  const round = await openRound('hanoi-vip');
  const [member] = await members(1, 1_000_000n);
  const answers = await Promise.all(
    Array.from({ length: 8 }, () => postSlip(ctx, member as SignedIn, { roundId: String(round), items: [{ type: '3top', number: '321', amount: 500 }] })),
  );
  expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(4);
  const { stake } = await ctx.db
    .selectFrom('lotto_slip_item')
    .select((eb) => eb.fn.sum<bigint>('stake').as('stake'))
    .where('round_id', '=', round)
    .where('account_id', '=', (member as SignedIn).id)
    .executeTakeFirstOrThrow();
  expect(BigInt(stake)).toBe(200_000n);
  await expectCleanBooks(ctx.db);
}, 60_000);

it('lets bets and cancels cross the same capped numbers in any order without a deadlock, holding every cap', async () => {
  const round = await openRound('nikkei-morning');
  const numbers = ['01', '02', '03', '04'];
  await insertTestLimits(
    ctx.db,
    round,
    numbers.map((number) => ({ type: '2top' as const, number, kind: 'cap' as const, value: 20_000n })),
  );
  const players = await members(30, 100_000n);
  // Each member first holds one slip on every number, which they will cancel while others bet.
  const first = await Promise.all(
    players.slice(0, 10).map((member) =>
      placeTestSlip(ctx, member, { roundId: round, items: numbers.map((number) => ({ type: '2top' as const, number, amount: 5 })) }),
    ),
  );
  const work = [
    ...players.slice(0, 10).map((member, i) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/lotto/slips/${first[i]?.id}/cancel`,
        headers: { ...member.headers, 'idempotency-key': freshKey() },
      }),
    ),
    ...players.map((member, i) =>
      postSlip(ctx, member, {
        roundId: String(round),
        // Every member names the numbers in another order.
        items: numbers.map((_n, j) => ({ type: '2top' as const, number: numbers[(i + j) % numbers.length] as string, amount: 10 })),
      }),
    ),
  ];
  const answers = await Promise.all(work);
  for (const answer of answers) expect([200, 201, 409]).toContain(answer.statusCode);
  expect(answers.slice(0, 10).every((answer) => answer.statusCode === 200)).toBe(true);
  const placed = answers.slice(10).filter((answer) => answer.statusCode === 201).length;
  // 200 baht per number: room for 15 slips of 10 baht beside the first ones, 20 once they are cancelled.
  expect(placed).toBeGreaterThanOrEqual(15);
  expect(placed).toBeLessThanOrEqual(20);
  for (const number of numbers) {
    const { total } = await ctx.db
      .selectFrom('lotto_slip_item')
      .select((eb) => eb.fn.sum<string>('stake').as('total'))
      .where('round_id', '=', round)
      .where('number', '=', number)
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
    const pending = BigInt(total);
    expect(await numberStake(ctx.db, round, '2top', number)).toBe(pending);
    expect(pending).toBe(BigInt(placed) * 1_000n);
  }
  await expectCleanBooks(ctx.db);
}, 120_000);

it('refunds every slip accepted while the round is being cancelled', async () => {
  const round = await openRound('hangseng-morning');
  const players = await members(30, 10_000n);
  const admin = await signedInAccount(ctx, { role: 'admin' });
  // The cancel goes in once a few bets have been answered, while the others are under way: whichever
  // of them the round takes before its cancellation is refunded by it, and the rest are refused.
  let answered = 0;
  let startCancel: () => void = () => {};
  const cancelStarts = new Promise<void>((resolve) => {
    startCancel = resolve;
  });
  const bets = players.map((member) =>
    postSlip(ctx, member, { roundId: String(round), items: [{ type: 'runtop', number: '9', amount: 25 }] }).then((answer) => {
      answered += 1;
      if (answered === 5) startCancel();
      return answer;
    }),
  );
  const cancelled = await cancelStarts.then(() =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/backoffice/rounds/${round}/cancel`,
      headers: { ...admin.headers, 'idempotency-key': freshKey() },
      payload: { reason: 'ยกเลิกระหว่างรับแทง' },
    }),
  );
  const answers = await Promise.all(bets);
  expect(cancelled.statusCode).toBe(200);
  const accepted = answers.filter((answer) => answer.statusCode === 201).length;
  expect(accepted).toBeGreaterThanOrEqual(5);
  expect(cancelled.json().refunds).toEqual({ slips: accepted, members: accepted, amount: 25 * accepted });
  for (const answer of answers.filter((one) => one.statusCode !== 201)) expect(answer.json().error.code).toBe('ROUND_CLOSED');
  const pending = await ctx.db.selectFrom('lotto_slip').select('id').where('round_id', '=', round).where('status', '=', 'pending').execute();
  expect(pending).toEqual([]);
  for (const member of players) expect(await memberBalances(ctx.db, member.id)).toEqual({ wallet: 10_000n, hold: 0n });
  await expectCleanBooks(ctx.db);
}, 60_000);
