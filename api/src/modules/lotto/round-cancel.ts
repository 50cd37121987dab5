// Cancelling a whole round (back office, DESIGN §4): the round is cancelled and every pending slip
// refunded exactly what it charged, each with its own 'refund' transfer (house → wallet), in one
// transaction that is audited and publishes a 'round' event. A resulted round cannot be cancelled.
// The round row is locked first (as the back office's other round changes do): bets and member
// cancels of the round, which lock it shared, wait and then find it cancelled.
import { sql, type Kysely } from 'kysely';
import type { Schema } from '../../db/schema.ts';
import { ApiError } from '../../plugins/errors.ts';
import { audit } from '../audit/audit.ts';
import { publish } from '../realtime/publish.ts';
import { systemAccount, transfers } from '../wallet/ledger.ts';
import { lockRound } from './round-controls.ts';

export interface RoundCancellation {
  roundId: bigint;
  lottoCode: string;
  lottoName: string;
  drawDate: string;
  /** Slips refunded, the members they belong to, and satang refunded in all. */
  refunds: { slips: number; members: number; amount: bigint };
}

export async function cancelRound(
  trx: Kysely<Schema>,
  { roundId, actorId, reason, now }: { roundId: bigint; actorId: bigint; reason: string; now: Date },
): Promise<RoundCancellation> {
  const round = await lockRound(trx, roundId);
  if (round.status === 'resulted') throw new ApiError(409, 'ROUND_RESULTED', 'รอบนี้ออกผลแล้ว ยกเลิกไม่ได้');
  if (round.status === 'cancelled') throw new ApiError(409, 'ROUND_CANCELLED', 'รอบนี้ถูกยกเลิกไปแล้ว');
  await trx.updateTable('lotto_round').set({ status: 'cancelled' }).where('id', '=', roundId).execute();

  // Each wallet once, in ledger-account order (the order the ledger locks member rows in).
  const pending = await trx
    .selectFrom('lotto_slip as s')
    .innerJoin('ledger_account as w', (join) =>
      join.onRef('w.owner_account_id', '=', 's.account_id').on('w.kind', '=', 'member_wallet'),
    )
    .select(['s.id', 's.account_id', 's.charged', 'w.id as wallet_id'])
    .where('s.round_id', '=', roundId)
    .where('s.status', '=', 'pending')
    .orderBy('w.id')
    .orderBy('s.id')
    .execute();
  const house = await systemAccount(trx, 'house');
  const posted = await transfers(
    trx,
    pending.map((slip) => ({
      kind: 'refund',
      reference: `slip:${slip.id}`,
      entries: [
        { account: house, amount: -slip.charged },
        { account: { id: slip.wallet_id, kind: 'member_wallet' }, amount: slip.charged },
      ],
    })),
  );
  const refundIds = posted.map((refund) => refund.transferId);
  await sql`
    update lotto_slip s set status = 'cancelled', cancelled_at = ${now}, refund_transfer_id = x.transfer_id
    from unnest(${pending.map((slip) => String(slip.id))}::bigint[], ${refundIds.map(String)}::bigint[]) as x (slip_id, transfer_id)
    where s.id = x.slip_id
  `.execute(trx);
  await trx
    .updateTable('lotto_slip_item')
    .set({ status: 'cancelled' })
    .where('round_id', '=', roundId)
    .where('status', '=', 'pending')
    .execute();

  const refunds = {
    slips: pending.length,
    members: new Set(pending.map((slip) => slip.account_id)).size,
    amount: pending.reduce((sum, slip) => sum + slip.charged, 0n),
  };
  await audit(trx, {
    actorAccountId: actorId,
    action: 'round.cancel',
    entity: 'lotto_round',
    entityId: roundId,
    before: { status: round.status },
    after: { status: 'cancelled', reason, refunds },
    at: now,
  });
  await publish(trx, { type: 'round', roundId: String(roundId), status: 'cancelled' });
  return { roundId, lottoCode: round.lottoCode, lottoName: round.lottoName, drawDate: round.drawDate, refunds };
}
