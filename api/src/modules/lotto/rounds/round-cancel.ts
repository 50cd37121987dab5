// Cancelling a whole round (back office; docs/domain.md#lotteries-and-rounds): the round is
// cancelled and every pending slip refunded exactly what it charged, each with its own 'refund'
// transfer (house → wallet), in one transaction that is audited and publishes a 'round' event. A
// resulted round cannot be cancelled. The round row is locked first (as the back office's other
// round changes do): bets and member cancels of the round, which lock it shared, wait and then find
// it cancelled.
import { sql, type Kysely } from 'kysely';
import type { LottoTables, RoundStatus } from '../tables.ts';
import { ApiError } from '../../../plugins/errors.ts';
import { audit } from '../../audit/index.ts';
import { publishLottoEvent } from './events.ts';
import { memberWallets, systemAccount, transfers } from '../../wallet/index.ts';
import { byId, walletOf } from '../slips/slip-wallets.ts';
import { lockRound } from './round-locks.ts';
import type { RoundInfo } from './round-terms.ts';

export interface RoundCancellation {
  roundId: bigint;
  lottoCode: string;
  lottoName: string;
  drawDate: string;
  refunds: Refunds;
}

/** Slips refunded, the members they belong to, and satang refunded in all. */
export interface Refunds {
  slips: number;
  members: number;
  amount: bigint;
}

/** Why a round of this stored status cannot be cancelled; null when it can. */
function cancelRefusal(status: RoundStatus): ApiError | null {
  if (status === 'resulted') return new ApiError(409, 'ROUND_RESULTED', 'รอบนี้ออกผลแล้ว ยกเลิกไม่ได้');
  if (status === 'cancelled') return new ApiError(409, 'ROUND_CANCELLED', 'รอบนี้ถูกยกเลิกไปแล้ว');
  return null;
}

/** The slips cancelling the round refunds (its pending ones), each with what it charged. */
const pendingSlips = (db: Kysely<LottoTables>, roundId: bigint) =>
  db.selectFrom('lotto_slip').select(['id', 'account_id', 'charged']).where('round_id', '=', roundId).where('status', '=', 'pending').execute();

const refundsOf = (slips: readonly { account_id: bigint; charged: bigint }[]): Refunds => ({
  slips: slips.length,
  members: new Set(slips.map((slip) => slip.account_id)).size,
  amount: slips.reduce((sum, slip) => sum + slip.charged, 0n),
});

/** What cancelling the round now would refund (as cancelRound counts it); null when it cannot be cancelled. */
export async function cancelPreview(db: Kysely<LottoTables>, round: Pick<RoundInfo, 'id' | 'status'>): Promise<Refunds | null> {
  return cancelRefusal(round.status) ? null : refundsOf(await pendingSlips(db, round.id));
}

export async function cancelRound(
  trx: Kysely<LottoTables>,
  { roundId, actorId, reason, now }: { roundId: bigint; actorId: bigint; reason: string; now: Date },
): Promise<RoundCancellation> {
  const round = await lockRound(trx, roundId);
  const refusal = cancelRefusal(round.status);
  if (refusal) throw refusal;
  await trx.updateTable('lotto_round').set({ status: 'cancelled' }).where('id', '=', roundId).execute();

  // Each wallet once, in ledger-account order (the order the ledger locks member rows in).
  const slips = await pendingSlips(trx, roundId);
  const wallets = await memberWallets(trx, slips.map((slip) => slip.account_id));
  const pending = slips
    .map((slip) => ({ ...slip, wallet: walletOf(wallets, slip.account_id) }))
    .sort((a, b) => byId(a.wallet.id, b.wallet.id) || byId(a.id, b.id));
  const house = await systemAccount(trx, 'house');
  const posted = await transfers(
    trx,
    pending.map((slip) => ({
      kind: 'refund',
      reference: `slip:${slip.id}`,
      entries: [
        { account: house, amount: -slip.charged },
        { account: slip.wallet, amount: slip.charged },
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

  const refunds = refundsOf(pending);
  await audit(trx, {
    actorAccountId: actorId,
    action: 'round.cancel',
    entity: 'lotto_round',
    entityId: roundId,
    before: { status: round.status },
    after: { status: 'cancelled', reason, refunds },
    at: now,
  });
  await publishLottoEvent(trx, { type: 'round', roundId: String(roundId), status: 'cancelled' });
  return { roundId, lottoCode: round.lottoCode, lottoName: round.lottoName, drawDate: round.drawDate, refunds };
}
