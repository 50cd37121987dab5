// (being written)
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema.ts';

/**
 * Throws a 409 ApiError (Thai message naming the period and what is left) when depositing
 * `amount` satang now would exceed a deposit limit in force. Call inside the deposit's transaction,
 * after locking the member's account row (so concurrent deposits are checked one after another).
 */
export async function assertWithinDepositLimits(
  _trx: Kysely<Schema>,
  _accountId: bigint,
  _amount: bigint,
  _now: Date,
): Promise<void> {}
