// Many members' deposits, withdrawals, back-office decisions and debits at once, through HTTP and
// the ledger. On PostgreSQL they really run in parallel (20 pooled connections); PGlite runs them
// one transaction at a time. Either way the books must balance and every balance must add up.
import { bet, expectCleanBooks, memberBalances } from '../../testing/ledger.ts';
import { InsufficientFunds } from '../wallet/index.ts';
import { type SignedIn, signedInAccount } from '../../testing/accounts.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { inTransaction } from '../../db/database.ts';

const ctx = useTestApp({ payments: { demoMode: true } });

/** A small deterministic generator (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Tally {
  deposited: bigint;
  debited: bigint;
  withdrawalIds: string[];
  withdrawn: Map<string, bigint>;
}

it('keeps every balance whole through parallel deposits, withdrawals, decisions and debits of 10 members', async () => {
  const next = random(20261122);
  const satang = (minBaht: number, maxBaht: number) => BigInt(Math.round((minBaht + next() * (maxBaht - minBaht)) * 100));
  const operators = [await signedInAccount(ctx, { role: 'agadmin' }), await signedInAccount(ctx, { role: 'admin' })];
  const members: SignedIn[] = [];
  for (let i = 0; i < 10; i += 1) members.push(await signedInAccount(ctx));
  const tallies = new Map<bigint, Tally>(members.map((m) => [m.id, { deposited: 0n, debited: 0n, withdrawalIds: [], withdrawn: new Map() }]));
  let key = 0;
  const post = (who: SignedIn, url: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url, headers: { ...who.headers, 'idempotency-key': `load-${++key}` }, payload });
  const baht = (amount: bigint) => Number(amount) / 100;

  // Round one: deposits (credited at once in demo mode), withdrawal requests and debits, interleaved.
  const work: Promise<void>[] = [];
  for (const member of members) {
    const tally = tallies.get(member.id) as Tally;
    for (let i = 0; i < 6; i += 1) {
      const deposit = satang(100, 2_000);
      work.push(
        post(member, '/api/wallet/deposits', { amount: baht(deposit) }).then((response) => {
          expect(response.statusCode).toBe(201);
          tally.deposited += deposit;
        }),
      );
      const withdrawal = satang(100, 1_500);
      work.push(
        post(member, '/api/wallet/withdrawals', { amount: baht(withdrawal) }).then((response) => {
          expect([201, 409]).toContain(response.statusCode);
          if (response.statusCode === 201) {
            const { id } = response.json<{ id: string }>();
            tally.withdrawalIds.push(id);
            tally.withdrawn.set(id, withdrawal);
          } else {
            expect(response.json().error.code).toBe('INSUFFICIENT_FUNDS');
          }
        }),
      );
      const debit = satang(1, 800);
      work.push(
        inTransaction(ctx.db, (trx) => bet(trx, member.id, debit, `slip:load-${member.id}-${i}`))
          .then(
            () => {
              tally.debited += debit;
            },
            (error: unknown) => {
              expect(error).toBeInstanceOf(InsufficientFunds);
            },
          ),
      );
    }
  }
  await Promise.all(work);

  // Round two: both operators decide every withdrawal at once, one approving and one rejecting.
  const outcomes = new Map<string, 'approved' | 'rejected'>();
  await Promise.all(
    [...tallies.values()].flatMap((tally) =>
      tally.withdrawalIds.flatMap((id) =>
        (['approve', 'reject'] as const).map((action, i) =>
          post(operators[i] as SignedIn, `/api/backoffice/withdrawals/${id}/${action}`, {}).then((response) => {
            expect([200, 409]).toContain(response.statusCode);
            if (response.statusCode === 200) {
              expect(outcomes.has(id)).toBe(false);
              outcomes.set(id, action === 'approve' ? 'approved' : 'rejected');
            }
          }),
        ),
      ),
    ),
  );

  for (const member of members) {
    const tally = tallies.get(member.id) as Tally;
    let paidOut = 0n;
    for (const id of tally.withdrawalIds) {
      expect(outcomes.has(id)).toBe(true);
      if (outcomes.get(id) === 'approved') paidOut += tally.withdrawn.get(id) ?? 0n;
    }
    expect(await memberBalances(ctx.db, member.id)).toEqual({
      wallet: tally.deposited - tally.debited - paidOut,
      hold: 0n,
    });
  }
  expect(outcomes.size).toBeGreaterThan(0);
  await expectCleanBooks(ctx.db);
});
