// Locks on a round row, always taken first (docs/domain.md#lotteries-and-rounds): bets and
// member cancels hold it shared, so many run at once; the back office's changes of a round (open,
// close, cancel, limits, result) and the house draw hold it exclusively, so none of them happens
// half-way through a bet.
import type { Kysely } from 'kysely';
import { ApiError } from '../../../plugins/errors.ts';
import type { LottoTables } from '../tables.ts';
import { type RoundInfo, roundInfoQuery, toRoundInfo } from './round-terms.ts';

export const roundNotFound = () => new ApiError(404, 'ROUND_NOT_FOUND', 'ไม่พบรอบหวยนี้');

/** The round, locked against other changes of it (bets, which hold it shared, wait too); 404 when none. */
export async function lockRound(trx: Kysely<LottoTables>, roundId: bigint): Promise<RoundInfo> {
  const row = await roundInfoQuery(trx).where('r.id', '=', roundId).forNoKeyUpdate('r').executeTakeFirst();
  if (!row) throw roundNotFound();
  return toRoundInfo(row);
}

/** Locks the round row, shared with other bets and cancels, against its cancellation or closing; 404 when none. */
export async function lockRoundShared(trx: Kysely<LottoTables>, roundId: bigint): Promise<void> {
  const row = await trx.selectFrom('lotto_round').select('id').where('id', '=', roundId).forShare().executeTakeFirst();
  if (!row) throw roundNotFound();
}
