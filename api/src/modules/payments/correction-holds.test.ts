// What a correction entered by the system (no operator) does to pending withdrawals: it rejects
// them as no one — the row names no decider and the audit no actor — while an approval still always
// names its handler (the database refuses one without). Corrections through the API, with their
// operator, are tested in lotto/results/correction-holds.test.ts.
import { sql } from 'kysely';
import { signedInAccount } from '../../testing/accounts.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { deposit, expectCleanBooks, memberBalances } from '../../testing/ledger.ts';
import { coverChargeBacks } from './index.ts';
import { inTransaction } from '../../db/database.ts';

const clock = new Date('2026-12-16T07:00:00Z');
const ctx = useTestApp({ now: () => clock });

it('rejects for a system correction as no one, and an approval still needs its handler', async () => {
  const member = await signedInAccount(ctx);
  await inTransaction(ctx.db, (trx) => deposit(trx, member.id, 300_00n));
  const ids: string[] = [];
  for (const amount of [100, 150]) {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/wallet/withdrawals',
      headers: { ...member.headers, 'idempotency-key': `system-${amount}` },
      payload: { amount },
    });
    expect(response.statusCode).toBe(201);
    ids.push(response.json<{ id: string }>().id);
  }

  const covers = await inTransaction(ctx.db, (trx) =>
      coverChargeBacks(trx, { chargeBacks: [{ accountId: member.id, amount: 120_00n }], reason: 'ยกเลิกอัตโนมัติ', decidedBy: null, now: clock }),
    );

  // 50 in the wallet: the newest withdrawal (150) covers the 120, the older one stays.
  expect(covers).toEqual([{ accountId: member.id, wallet: 50_00n, withdrawals: [{ id: BigInt(ids[1] ?? ''), amount: 150_00n }], returned: 150_00n, uncovered: 0n }]);
  const rows = await ctx.db.selectFrom('withdrawal').select(['status', 'decided_by', 'reason']).where('account_id', '=', member.id).orderBy('id').execute();
  expect(rows).toEqual([
    { status: 'pending', decided_by: null, reason: null },
    { status: 'rejected', decided_by: null, reason: 'ยกเลิกอัตโนมัติ' },
  ]);
  const audited = await ctx.db.selectFrom('audit_log').select(['action', 'actor_account_id']).where('entity', '=', 'withdrawal').where('entity_id', '=', ids[1] ?? '').execute();
  expect(audited).toEqual([{ action: 'withdrawal.reject', actor_account_id: null }]);
  expect(await memberBalances(ctx.db, member.id)).toEqual({ wallet: 200_00n, hold: 100_00n });
  await expect(
    ctx.db
      .updateTable('withdrawal')
      .set({ status: 'approved', decided_at: clock, settle_transfer_id: sql<bigint>`hold_transfer_id` })
      .where('id', '=', BigInt(ids[0] ?? ''))
      .execute(),
  ).rejects.toThrow(/withdrawal_decided_by_check/);
  await expectCleanBooks(ctx.db);
});
