// Withdrawals frozen by a waiting correction (docs/domain.md#money): when a correction of a round's
// result is refused because what it takes back from members is not covered, lotto records here that
// the round's correction waits for those members; while it waits, none of their withdrawals may be
// approved (requests and rejections go on). Lotto releases the round when a result for it is
// recorded. Payments knows the round only by its id (migrations/0015_correction_holds.sql).
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { ApiError } from '../../plugins/errors.ts';
import type { PaymentTables } from './tables.ts';

const correctionPending = (roundId: bigint) =>
  new ApiError(
    409,
    'CORRECTION_PENDING',
    `อนุมัติรายการถอนนี้ไม่ได้ เพราะรอแก้ผลรอบ #${roundId} ซึ่งต้องเรียกคืนเงินรางวัลที่จ่ายเกินจากสมาชิกนี้ก่อน (ปฏิเสธรายการได้)`,
  );

/** Records that the round's correction waits for these members: their withdrawals may not be approved until it is released. */
export async function freezeWithdrawals(
  database: Database,
  { roundId, accountIds, now }: { roundId: bigint; accountIds: readonly bigint[]; now: Date },
): Promise<void> {
  const db: Kysely<PaymentTables> = database;
  if (accountIds.length === 0) return;
  await db
    .insertInto('withdrawal_freeze')
    .values(accountIds.map((accountId) => ({ round_id: roundId, account_id: accountId, created_at: now })))
    .onConflict((oc) => oc.columns(['round_id', 'account_id']).doNothing())
    .execute();
}

/** Ends the round's wait (a result for it was recorded); answers the members it released, in id order. */
export async function releaseWithdrawals(database: Database, roundId: bigint): Promise<bigint[]> {
  const db: Kysely<PaymentTables> = database;
  const rows = await db.deleteFrom('withdrawal_freeze').where('round_id', '=', roundId).returning('account_id').execute();
  return rows.map((row) => row.account_id).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** The first round whose correction waits for the member in `column` (null: none), as SQL for a listing. */
export const frozenByRoundOf = (column: string) =>
  sql<bigint | null>`(select min(f.round_id) from withdrawal_freeze f where f.account_id = ${sql.ref(column)})`;

/** 409 CORRECTION_PENDING, naming the round, while a correction waits for the member. */
export async function refuseApprovalWhileFrozen(database: Database, accountId: bigint): Promise<void> {
  const db: Kysely<PaymentTables> = database;
  const frozen = await db
    .selectFrom('withdrawal_freeze')
    .select('round_id')
    .where('account_id', '=', accountId)
    .orderBy('round_id')
    .limit(1)
    .executeTakeFirst();
  if (frozen) throw correctionPending(frozen.round_id);
}
