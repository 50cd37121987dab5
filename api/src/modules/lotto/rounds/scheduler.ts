// The round clock (docs/domain.md#lotteries-and-rounds): every active lottery's rounds created
// ahead of their draws, and stored statuses moved upcoming → open → closed as their times pass.
// Several API instances may run both at the same moment: a round is created once (unique lotto_code
// + closes_at) and each status change happens once, audited (actor: the system) and published with
// it.
import { type Kysely, sql } from 'kysely';
import { inTransaction } from '../../../db/database.ts';
import type { LottoTables, RoundStatus } from '../tables.ts';
import { audit } from '../../audit/index.ts';
import { publishLottoEvent } from './events.ts';
import { drawsAhead } from '../catalog/schedule.ts';

/** Creates the rounds of every active lottery that its schedule keeps ahead of `now`; answers how many were new. */
export async function ensureRoundsAhead(db: Kysely<LottoTables>, now: Date): Promise<number> {
  const lottos = await db.selectFrom('lotto').select(['code', 'schedule']).where('active', '=', true).orderBy('code').execute();
  const rounds = lottos.flatMap(({ code, schedule }) =>
    drawsAhead(schedule, now).map((draw) => ({
      lotto_code: code,
      draw_date: draw.drawDate,
      opens_at: draw.opensAt,
      closes_at: draw.closesAt,
      created_at: now,
    })),
  );
  if (rounds.length === 0) return 0;
  const created = await db
    .insertInto('lotto_round')
    .values(rounds)
    .onConflict((conflict) => conflict.columns(['lotto_code', 'closes_at']).doNothing())
    .returning('id')
    .execute();
  return created.length;
}

/** A round's times and stored status, as the audit log keeps them. */
export interface RoundState {
  status: RoundStatus;
  opensAt: Date;
  closesAt: Date;
}

/** Audits a round's opening or closing (by an operator, or by the clock when actorAccountId is null) and publishes its new status, in the transaction of the change. */
export async function recordRoundChange(
  trx: Kysely<LottoTables>,
  change: { actorAccountId: bigint | null; roundId: bigint; before: RoundState; after: RoundState; now: Date },
): Promise<void> {
  await audit(trx, {
    actorAccountId: change.actorAccountId,
    action: change.after.status === 'open' ? 'round.open' : 'round.close',
    entity: 'lotto_round',
    entityId: change.roundId,
    before: change.before,
    after: change.after,
    at: change.now,
  });
  await publishLottoEvent(trx, { type: 'round', roundId: String(change.roundId), status: change.after.status });
}

export interface StatusChange {
  roundId: bigint;
  from: RoundStatus;
  to: RoundStatus;
}

/**
 * Moves the stored status of every round whose time has come: upcoming → open at opens_at, and
 * upcoming or open → closed at closes_at. Rounds another transaction holds (an operator closing
 * one, another instance's tick) are left for the next tick.
 */
export async function advanceRoundStatuses(db: Kysely<LottoTables>, now: Date): Promise<StatusChange[]> {
  return inTransaction(db, async (trx) => {
    const { rows } = await sql<{ id: bigint; from: RoundStatus; to: RoundStatus; opens_at: Date; closes_at: Date }>`
      with due as (
        select id, status from lotto_round
        where (status = 'upcoming' and opens_at <= ${now}) or (status = 'open' and closes_at <= ${now})
        order by id
        for no key update skip locked
      )
      update lotto_round r
      set status = case when r.closes_at <= ${now} then 'closed' else 'open' end
      from due
      where r.id = due.id
      returning r.id, due.status as "from", r.status as "to", r.opens_at, r.closes_at
    `.execute(trx);
    for (const row of rows) {
      await recordRoundChange(trx, {
        actorAccountId: null,
        roundId: row.id,
        before: { status: row.from, opensAt: row.opens_at, closesAt: row.closes_at },
        after: { status: row.to, opensAt: row.opens_at, closesAt: row.closes_at },
        now,
      });
    }
    return rows.map((row) => ({ roundId: row.id, from: row.from, to: row.to }));
  });
}
