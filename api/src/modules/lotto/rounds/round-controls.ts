// The back office opens and closes rounds by hand (docs/domain.md#lotteries-and-rounds): an
// upcoming round opens now, a round an operator closed early opens again until its close time, an
// open round closes now (its close time stays, so it may open again). Each change locks the round,
// is audited and publishes the round's new status, in one transaction.
import type { Kysely } from 'kysely';
import type { LottoTables, RoundStatus } from '../tables.ts';
import { ApiError } from '../../../plugins/errors.ts';
import { thaiDateTime } from '../catalog/bangkok-time.ts';
import { lockRound } from './round-locks.ts';
import { statusAt } from './round-status.ts';
import type { RoundInfo } from './round-terms.ts';
import { recordRoundChange } from './scheduler.ts';

export interface RoundControl {
  roundId: bigint;
  actorAccountId: bigint;
  now: Date;
}

/** Why a round cannot be opened or closed, by its status now. */
const WHY: Record<RoundStatus, string> = {
  upcoming: 'รอบนี้ยังไม่เปิดรับแทง',
  open: 'รอบนี้เปิดรับแทงอยู่แล้ว',
  closed: 'รอบนี้ปิดรับแทงแล้ว',
  resulted: 'รอบนี้ออกผลแล้ว',
  cancelled: 'รอบนี้ถูกยกเลิกแล้ว',
};

async function change(
  trx: Kysely<LottoTables>,
  round: RoundInfo,
  after: { status: RoundStatus; opensAt: Date },
  control: RoundControl,
): Promise<RoundInfo> {
  await trx
    .updateTable('lotto_round')
    .set({ status: after.status, opens_at: after.opensAt })
    .where('id', '=', round.id)
    .execute();
  await recordRoundChange(trx, {
    actorAccountId: control.actorAccountId,
    roundId: round.id,
    before: { status: round.status, opensAt: round.opensAt, closesAt: round.closesAt },
    after: { ...after, closesAt: round.closesAt },
    now: control.now,
  });
  return { ...round, ...after };
}

/** Opens an upcoming round now, or again a round closed early while its close time is still ahead; 409 otherwise. */
export async function openRound(trx: Kysely<LottoTables>, control: RoundControl): Promise<RoundInfo> {
  const { now } = control;
  const round = await lockRound(trx, control.roundId);
  const status = statusAt(round, now);
  if (status !== 'upcoming' && !(status === 'closed' && now < round.closesAt)) {
    const why = status === 'closed' ? `เลยเวลาปิดรับแทง ${thaiDateTime(round.closesAt)} แล้ว` : WHY[status];
    throw new ApiError(409, 'ROUND_NOT_OPENABLE', `เปิดรอบ ${round.lottoName} ไม่ได้: ${why}`);
  }
  return change(trx, round, { status: 'open', opensAt: round.opensAt < now ? round.opensAt : now }, control);
}

/** Closes an open round now; 409 when it is not open. */
export async function closeRound(trx: Kysely<LottoTables>, control: RoundControl): Promise<RoundInfo> {
  const round = await lockRound(trx, control.roundId);
  const status = statusAt(round, control.now);
  if (status !== 'open') {
    throw new ApiError(409, 'ROUND_NOT_OPEN', `ปิดรอบ ${round.lottoName} ไม่ได้: ${WHY[status]}`);
  }
  return change(trx, round, { status: 'closed', opensAt: round.opensAt }, control);
}
