// The back office's view of rounds (docs/backoffice.md#api): rounds by lottery, draw date and
// status by the clock (or waiting for a result), newest draw first a page at a time, each with its
// slips and stake (not cancelled) and whether a result is in.
import { type Kysely, sql } from 'kysely';
import type { LottoTables, RoundStatus } from '../tables.ts';
import { awaitingResultSql, statusAtSql } from './round-status.ts';
import { type RoundInfo, roundInfoQuery, toRoundInfo } from './round-terms.ts';

export interface BackofficeRoundFilter {
  lotto?: string | undefined;
  /** A draw date (CloseDate), YYYY-MM-DD. */
  date?: string | undefined;
  /** By the clock at `now`. */
  status?: RoundStatus | undefined;
  /** true: only rounds waiting for an operator's result; false: only the others. */
  awaitingResult?: boolean | undefined;
}

/** A round with what the back office lists of it. */
export interface BackofficeRound extends RoundInfo {
  /** Slips not cancelled, and their stake in satang. */
  slips: number;
  stake: bigint;
  hasResult: boolean;
}

/** Rounds with their figures (aliases as roundInfoQuery's). */
const roundsWithFigures = (db: Kysely<LottoTables>) =>
  roundInfoQuery(db).select((eb) => [
    eb
      .selectFrom('lotto_slip as s')
      .whereRef('s.round_id', '=', 'r.id')
      .where('s.status', '<>', 'cancelled')
      .select(sql<number>`count(*)::int`.as('n'))
      .as('slips'),
    eb
      .selectFrom('lotto_slip as s')
      .whereRef('s.round_id', '=', 'r.id')
      .where('s.status', '<>', 'cancelled')
      .select(sql<bigint>`coalesce(sum(s.stake), 0)::bigint`.as('t'))
      .as('stake'),
    eb.exists(eb.selectFrom('lotto_result as x').whereRef('x.round_id', '=', 'r.id').select('x.round_id')).as('has_result'),
  ]);

type Row = Awaited<ReturnType<ReturnType<typeof roundsWithFigures>['executeTakeFirstOrThrow']>>;

const toBackofficeRound = ({ slips, stake, has_result, ...row }: Row): BackofficeRound => ({
  ...toRoundInfo(row),
  slips: slips ?? 0,
  stake: stake ?? 0n,
  hasResult: Boolean(has_result),
});

/** One page of the rounds the filter keeps, newest draw first, and how many it keeps in all. */
export async function backofficeRounds(
  db: Kysely<LottoTables>,
  { lotto, date, status, awaitingResult }: BackofficeRoundFilter,
  { offset, pageSize }: { offset: number; pageSize: number },
  now: Date,
): Promise<{ rounds: BackofficeRound[]; total: number }> {
  let query = roundsWithFigures(db);
  if (lotto !== undefined) query = query.where('r.lotto_code', '=', lotto);
  if (date !== undefined) query = query.where('r.draw_date', '=', date);
  if (status !== undefined) query = query.where(statusAtSql(now), '=', status);
  if (awaitingResult !== undefined) query = query.where(awaitingResult ? awaitingResultSql(now) : sql<boolean>`not ${awaitingResultSql(now)}`);
  const [rows, count] = await Promise.all([
    query.orderBy('r.closes_at', 'desc').orderBy('r.id', 'desc').limit(pageSize).offset(offset).execute(),
    db.selectFrom(query.as('q')).select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rounds: rows.map(toBackofficeRound), total: count.total };
}

/** One round with its figures; null when there is none. */
export async function backofficeRound(db: Kysely<LottoTables>, roundId: bigint): Promise<BackofficeRound | null> {
  const row = await roundsWithFigures(db).where('r.id', '=', roundId).executeTakeFirst();
  return row ? toBackofficeRound(row) : null;
}

/** How many rounds wait for an operator's result now (the results queue). */
export async function roundsAwaitingResult(db: Kysely<LottoTables>, now: Date): Promise<number> {
  const { count } = await roundInfoQuery(db)
    .clearSelect()
    .select(sql<number>`count(*)::int`.as('count'))
    .where(awaitingResultSql(now))
    .executeTakeFirstOrThrow();
  return count;
}
