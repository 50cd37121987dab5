// A member cancels their own pending slip (docs/domain.md#slips) within the window of the `lotto`
// setting (cancel-window.ts), by the app clock. What was charged comes back exactly (a 'refund'
// transfer house → wallet), the items are cancelled and the numbers' stakes lowered again: a slip
// on a capped number publishes the round's 'limits' (what is open under the cap changed), as
// placing it did. Locks as in place.ts.
import { sql, type Kysely } from 'kysely';
import type { LottoTables } from '../tables.ts';
import { ApiError } from '../../../plugins/errors.ts';
import { assertNotSelfExcluded } from '../../responsible-play/index.ts';
import { lockWallet, systemAccount, transfer } from '../../wallet/index.ts';
import { thaiDateTime } from '../catalog/bangkok-time.ts';
import { publishLottoEvent } from '../rounds/events.ts';
import { lockRoundShared } from '../rounds/round-locks.ts';
import { roundStatusAt } from '../rounds/round-status.ts';
import { cancelDeadline, cancelWindow } from './cancel-window.ts';
import { slipNotFound } from './reads.ts';

/** Cancels the member's pending slip and refunds what it charged. 404 for another member's slip; 403 SELF_EXCLUDED while the member is self-excluded. */
export async function cancelSlip(trx: Kysely<LottoTables>, { accountId, id, now }: { accountId: bigint; id: bigint; now: Date }): Promise<void> {
  const placed = await trx
    .selectFrom('lotto_slip')
    .select('round_id')
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  if (!placed) throw slipNotFound();
  // A self-excluded member's session reads and withdraws; it neither bets nor undoes bets.
  await assertNotSelfExcluded(trx, accountId, now);
  await lockRoundShared(trx, placed.round_id);
  const { wallet } = await lockWallet(trx, accountId);
  // Read again under the locks: the slip may have been cancelled or settled meanwhile.
  const slip = await trx
    .selectFrom('lotto_slip as s')
    .innerJoin('lotto_round as r', 'r.id', 's.round_id')
    .select(['s.status', 's.charged', 's.created_at', 'r.status as round_status', 'r.opens_at', 'r.closes_at'])
    .where('s.id', '=', id)
    .forNoKeyUpdate('s')
    .executeTakeFirstOrThrow();
  if (slip.status === 'cancelled') throw new ApiError(409, 'SLIP_NOT_PENDING', 'โพยนี้ถูกยกเลิกไปแล้ว');
  if (slip.status === 'settled') throw new ApiError(409, 'SLIP_NOT_PENDING', 'โพยนี้ออกผลแล้ว ยกเลิกไม่ได้');
  const deadline = cancelDeadline(await cancelWindow(trx), slip.created_at, slip.closes_at);
  const roundOpen = roundStatusAt({ status: slip.round_status, opens_at: slip.opens_at, closes_at: slip.closes_at }, now) === 'open';
  if (!roundOpen || now >= deadline) {
    throw new ApiError(409, 'CANCEL_WINDOW_CLOSED', `หมดเวลายกเลิกโพยนี้แล้ว (ยกเลิกได้ถึง ${thaiDateTime(deadline)})`);
  }

  const { transferId } = await transfer(trx, {
    kind: 'refund',
    reference: `slip:${id}`,
    entries: [
      { account: await systemAccount(trx, 'house'), amount: -slip.charged },
      { account: wallet, amount: slip.charged },
    ],
  });
  await trx
    .updateTable('lotto_slip')
    .set({ status: 'cancelled', cancelled_at: now, refund_transfer_id: transferId })
    .where('id', '=', id)
    .execute();
  await trx.updateTable('lotto_slip_item').set({ status: 'cancelled' }).where('slip_id', '=', id).execute();
  if (await lowerNumberStakes(trx, placed.round_id, id)) {
    await publishLottoEvent(trx, { type: 'limits', roundId: String(placed.round_id) });
  }
}

/**
 * Takes the slip's stakes off the round's number stakes (kept for capped numbers only), locking the
 * rows in the order bets do; answers whether the slip had any capped number.
 */
async function lowerNumberStakes(trx: Kysely<LottoTables>, roundId: bigint, slipId: bigint): Promise<boolean> {
  const ofSlip = sql`
    select bet_type, number, sum(stake)::bigint as stake from lotto_slip_item where slip_id = ${slipId} group by bet_type, number`;
  const { rows: capped } = await sql`
    select 1 from lotto_number_stake s join (${ofSlip}) x using (bet_type, number)
    where s.round_id = ${roundId}
    order by s.bet_type collate "C", s.number collate "C"
    for no key update of s
  `.execute(trx);
  if (capped.length === 0) return false;
  await sql`
    update lotto_number_stake s set stake = s.stake - x.stake from (${ofSlip}) x
    where s.round_id = ${roundId} and s.bet_type = x.bet_type and s.number = x.number
  `.execute(trx);
  return true;
}
