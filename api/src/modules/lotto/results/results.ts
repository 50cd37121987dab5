// Round results (docs/domain.md#results-and-settlement): entered by an operator or drawn by the
// house (house-draw.ts), each settling the round in the same transaction, with the round row locked
// (rounds/round-locks.ts) so that a round gets one result at a time and is never paid twice.
// Entering different numbers for a resulted round is a correction: the result's version goes up and
// the round settles again, moving only differences. A correction refused as uncovered leaves the
// round's correction waiting (holdForCorrection): its members' withdrawals cannot be approved until a
// result for the round is recorded — the correction goes through, or the result in force is entered
// again to abandon it.
import type { Kysely, Selectable } from 'kysely';
import { type Database, inTransaction } from '../../../db/database.ts';
import type { LottoTables, LottoResultTable, ResultSource } from '../tables.ts';
import { ApiError } from '../../../plugins/errors.ts';
import { observe } from '../../../lib/observations.ts';
import { audit } from '../../audit/index.ts';
import { freezeWithdrawals, releaseWithdrawals } from '../../payments/index.ts';
import { publishLottoEvent } from '../rounds/events.ts';
import { thaiDateTime } from '../catalog/bangkok-time.ts';
import { lockRound } from '../rounds/round-locks.ts';
import { statusAt } from '../rounds/round-status.ts';
import { type RoundInfo, roundInfoQuery } from '../rounds/round-terms.ts';
import { type CorrectionUncovered, type SettleMoves, settleRound, type SettlementSummary, settlementSummary } from './settlement.ts';
import { type ResultNumbers, sameNumbers, top3Of, winningNumbers } from './winning-numbers.ts';

type ResultRow = Selectable<LottoResultTable>;

/** The numbers a stored result publishes. */
export const numbersOfRow = (row: ResultRow): ResultNumbers =>
  row.first_prize !== null && row.front3 !== null && row.back3 !== null
    ? {
        kind: 'government',
        firstPrize: row.first_prize,
        front3: row.front3,
        back3: row.back3,
        bottom2: row.bottom2,
      }
    : { kind: 'standard', top3: row.top3, bottom2: row.bottom2 };

/** The columns of a result: a government result keeps its prizes, top 3 being the first prize's last three digits. */
const resultColumns = (numbers: ResultNumbers) =>
  numbers.kind === 'government'
    ? {
        first_prize: numbers.firstPrize,
        front3: [...numbers.front3],
        back3: [...numbers.back3],
        top3: top3Of(numbers),
        bottom2: numbers.bottom2,
      }
    : { first_prize: null, front3: null, back3: null, top3: numbers.top3, bottom2: numbers.bottom2 };

export interface RecordedResult {
  version: number;
  /** The settled state of the round after this result. */
  settlement: SettlementSummary;
  /** What a correction moved; null for a first result, and for a repeat of the numbers in force. */
  corrections: SettleMoves | null;
}

/**
 * Stores `numbers` as the locked round's result and settles the round, audited. The same numbers
 * as the result in force change nothing; different ones are a correction. Either way a correction
 * of the round that was waiting is over (its members' withdrawals are released): the same numbers
 * abandon it, audited as `result.correction-abandoned`. The caller has checked that the round may
 * take a result.
 */
export async function recordResult(
  trx: Kysely<LottoTables>,
  round: RoundInfo,
  numbers: ResultNumbers,
  { source, enteredBy, now }: { source: ResultSource; enteredBy: bigint | null; now: Date },
): Promise<RecordedResult> {
  const current = await trx.selectFrom('lotto_result').selectAll().where('round_id', '=', round.id).executeTakeFirst();
  if (current && sameNumbers(numbersOfRow(current), numbers)) {
    const released = await releaseWithdrawals(trx, round.id);
    if (released.length > 0) {
      await audit(trx, {
        actorAccountId: enteredBy,
        action: 'result.correction-abandoned',
        entity: 'lotto_round',
        entityId: round.id,
        before: { waitingFor: released },
        after: { numbers, version: current.version },
        at: now,
      });
    }
    return { version: current.version, settlement: await settlementSummary(trx, round.id), corrections: null };
  }
  const before = current && {
    numbers: numbersOfRow(current),
    version: current.version,
    settlement: await settlementSummary(trx, round.id),
  };
  const version = current ? current.version + 1 : 1;
  const stored = { ...resultColumns(numbers), source, version, entered_by: enteredBy, entered_at: now };
  if (current) {
    await trx.updateTable('lotto_result').set(stored).where('round_id', '=', round.id).execute();
  } else {
    await trx.insertInto('lotto_result').values({ round_id: round.id, ...stored }).execute();
    await trx.updateTable('lotto_round').set({ status: 'resulted' }).where('id', '=', round.id).execute();
    await publishLottoEvent(trx, { type: 'round', roundId: String(round.id), status: 'resulted' });
  }
  const started = performance.now();
  const { moves, summary: settlement } = await settleRound(trx, {
    roundId: round.id,
    version,
    winning: winningNumbers(numbers),
    correction: current !== undefined,
    enteredBy,
    now,
  });
  const released = await releaseWithdrawals(trx, round.id);
  const seconds = (performance.now() - started) / 1000;
  observe({ type: 'settlement', seconds, items: settlement.items });
  await audit(trx, {
    actorAccountId: enteredBy,
    action: current ? 'result.correct' : source === 'house_rng' ? 'result.draw' : 'result.enter',
    entity: 'lotto_round',
    entityId: round.id,
    before: before ?? null,
    after: { numbers, version, settlement, ...(current && { moved: moves }), ...(released.length > 0 && { released }) },
    at: now,
  });
  return { version, settlement, corrections: current ? moves : null };
}

/**
 * After a correction refused as uncovered has rolled back: records, in a transaction of its own, that
 * the round's correction waits for the members it could not take enough from (payments freezes the
 * approval of their withdrawals), audited as `result.correction-pending` by the operator who
 * entered it. With the round locked, and only while the result it would have corrected is still in
 * force: a result recorded meanwhile has ended the wait already.
 */
export async function holdForCorrection(db: Database, refused: CorrectionUncovered, { enteredBy, now }: { enteredBy: bigint | null; now: Date }): Promise<void> {
  await inTransaction(db, async (trx) => {
    const round = await lockRound(trx, refused.roundId);
    const current = await trx.selectFrom('lotto_result').select('version').where('round_id', '=', round.id).executeTakeFirst();
    if (current?.version !== refused.fromVersion) return;
    await freezeWithdrawals(trx, { roundId: round.id, accountIds: refused.waitingFor.map((member) => member.accountId), now });
    await audit(trx, {
      actorAccountId: enteredBy,
      action: 'result.correction-pending',
      entity: 'lotto_round',
      entityId: round.id,
      before: null,
      after: { version: current.version, waitingFor: refused.waitingFor.map(({ accountId, username }) => ({ id: accountId, username })) },
      at: now,
    });
  });
}

/** A result as an operator sends it; which fields it takes depends on the lottery's result kind. */
export interface ResultBody {
  firstPrize?: string;
  front3?: string[];
  back3?: string[];
  top3?: string;
  bottom2: string;
}

const GOVERNMENT_FIELDS = ['firstPrize', 'front3', 'back3'] as const;

/** The body's numbers for a lottery of this result kind; 400 when it sends the other kind's fields. */
function resultNumbersOf(round: RoundInfo, body: ResultBody): ResultNumbers {
  const { firstPrize, front3, back3, top3, bottom2 } = body;
  if (round.resultKind === 'government') {
    if (firstPrize === undefined || front3 === undefined || back3 === undefined || top3 !== undefined) {
      throw new ApiError(
        400,
        'INVALID_RESULT',
        `ผล${round.lottoName} ต้องกรอกรางวัลที่ 1 (6 หลัก), เลขหน้า 3 ตัว 2 รางวัล, เลขท้าย 3 ตัว 2 รางวัล และเลขท้าย 2 ตัว (3 ตัวบนคือ 3 หลักท้ายของรางวัลที่ 1 ไม่ต้องกรอก)`,
      );
    }
    return { kind: 'government', firstPrize, front3, back3, bottom2 };
  }
  if (top3 === undefined || GOVERNMENT_FIELDS.some((field) => body[field] !== undefined)) {
    throw new ApiError(400, 'INVALID_RESULT', `ผล${round.lottoName} กรอกเฉพาะ 3 ตัวบน และ 2 ตัวล่าง`);
  }
  return { kind: 'standard', top3, bottom2 };
}

/** The numbers an operator may enter for the round now (it must be closed by the clock); 400 or 409 otherwise. */
export function entryNumbers(round: RoundInfo, body: ResultBody, now: Date): ResultNumbers {
  if (round.resultSource === 'house_rng') {
    throw new ApiError(409, 'HOUSE_DRAWN', `${round.lottoName} ออกผลเองโดยระบบเมื่อปิดรอบ ป้อนผลเองไม่ได้`);
  }
  const numbers = resultNumbersOf(round, body);
  const status = statusAt(round, now);
  if (status === 'cancelled') throw new ApiError(409, 'ROUND_CANCELLED', `รอบนี้ของ${round.lottoName} ถูกยกเลิกแล้ว ป้อนผลไม่ได้`);
  if (status === 'upcoming' || status === 'open') {
    throw new ApiError(
      409,
      'ROUND_NOT_CLOSED',
      `รอบนี้ของ${round.lottoName} ยังไม่ปิดรับแทง (ปิด ${thaiDateTime(round.closesAt)}) ป้อนผลได้เมื่อปิดรอบแล้ว`,
    );
  }
  return numbers;
}

/** An operator enters (or corrects) a round's result: the round must be closed by the clock. */
export async function enterResult(
  trx: Kysely<LottoTables>,
  { roundId, body, enteredBy, now }: { roundId: bigint; body: ResultBody; enteredBy: bigint; now: Date },
): Promise<RecordedResult> {
  const round = await lockRound(trx, roundId);
  const numbers = entryNumbers(round, body, now);
  return recordResult(trx, round, numbers, { source: 'operator', enteredBy, now });
}

/** The results of one round, or of a draw date (optionally one lottery), in catalog order, with their rounds and lotteries. */
export function resultViews(
  db: Kysely<LottoTables>,
  filter: { roundId: bigint } | { drawDate: string; lottoCode?: string | undefined },
) {
  let query = roundInfoQuery(db)
    .innerJoin('lotto_result as x', 'x.round_id', 'r.id')
    .select(['x.first_prize', 'x.front3', 'x.back3', 'x.top3', 'x.bottom2', 'x.source', 'x.version', 'x.entered_at'])
    .orderBy('h.sort')
    .orderBy('s.sort')
    .orderBy('l.sort')
    .orderBy('r.closes_at');
  if ('roundId' in filter) return query.where('r.id', '=', filter.roundId).execute();
  query = query.where('r.draw_date', '=', filter.drawDate);
  if (filter.lottoCode !== undefined) query = query.where('r.lotto_code', '=', filter.lottoCode);
  return query.execute();
}

/** A result with its round and lottery, as the reads show it. */
export type ResultView = Awaited<ReturnType<typeof resultViews>>[number];
