// The terms of one round (docs/domain.md#lotteries-and-rounds): the round with its lottery, the
// lottery's enabled bet types (rate, stakes, discount) and the round's limit items, a cap with what
// is still open under it. One read shared by the catalog, placing slips, results and realtime.
import { type Kysely, sql } from 'kysely';
import type { LimitKind, LottoTables, ResultKind, ResultSource, RoundStatus } from '../tables.ts';
import { type BetType, type BetTypeTerms, byBetType, toBetTypeTerms } from '../catalog/bet-types.ts';

export interface LimitItem {
  type: BetType;
  number: string;
  kind: LimitKind;
  /** reduced: % paid; cap: satang; closed: null */
  value: bigint | null;
  /** cap: satang still open under it — the cap less the round's pending stake on the number, never below 0; others: null */
  remaining: bigint | null;
}

export interface RoundInfo {
  id: bigint;
  lottoCode: string;
  lottoName: string;
  headName: string;
  subHeadName: string;
  resultKind: ResultKind;
  resultSource: ResultSource;
  /** YYYY-MM-DD, Asia/Bangkok */
  drawDate: string;
  opensAt: Date;
  closesAt: Date;
  /** As stored; use statusAt(…, now). */
  status: RoundStatus;
}

export interface RoundTerms {
  round: RoundInfo;
  /** Enabled bet types of the lottery, in BET_TYPES order. */
  betTypes: BetTypeTerms[];
  limits: LimitItem[];
}

/** Rounds with their lottery, sub-head and head (aliases r, l, s, h), selecting what RoundInfo needs. */
export const roundInfoQuery = (db: Kysely<LottoTables>) =>
  db
    .selectFrom('lotto_round as r')
    .innerJoin('lotto as l', 'l.code', 'r.lotto_code')
    .innerJoin('lotto_sub_head as s', 's.code', 'l.sub_head_code')
    .innerJoin('lotto_head as h', 'h.code', 's.head_code')
    .select([
      'r.id',
      'r.lotto_code',
      'l.name as lotto_name',
      'h.name as head_name',
      's.name as sub_head_name',
      'l.result_kind',
      'l.result_source',
      'r.draw_date',
      'r.opens_at',
      'r.closes_at',
      'r.status',
    ]);

type RoundInfoRow = Awaited<ReturnType<ReturnType<typeof roundInfoQuery>['executeTakeFirstOrThrow']>>;

export const toRoundInfo = (row: RoundInfoRow): RoundInfo => ({
  id: row.id,
  lottoCode: row.lotto_code,
  lottoName: row.lotto_name,
  headName: row.head_name,
  subHeadName: row.sub_head_name,
  resultKind: row.result_kind,
  resultSource: row.result_source,
  drawDate: row.draw_date,
  opensAt: row.opens_at,
  closesAt: row.closes_at,
  status: row.status,
});

/** The round with its lottery; null when there is no such round. */
export async function roundInfo(db: Kysely<LottoTables>, roundId: bigint): Promise<RoundInfo | null> {
  const row = await roundInfoQuery(db).where('r.id', '=', roundId).executeTakeFirst();
  return row ? toRoundInfo(row) : null;
}

/**
 * What is still open under a cap, satang (null for the other kinds), of a limit item `l` left-joined
 * to its number's stake `ns` (lotto_number_stake, kept for capped numbers: migrations/functions/lotto_limit_keeps_number_stake.sql).
 */
export const capRemaining = sql<bigint | null>`case when l.kind = 'cap' then greatest(l.value - coalesce(ns.stake, 0), 0)::bigint end`;

/** The round with its lottery's enabled bet types and its limit items; null when there is no such round. */
export async function roundTerms(db: Kysely<LottoTables>, roundId: bigint): Promise<RoundTerms | null> {
  const round = await roundInfo(db, roundId);
  if (!round) return null;
  const [betTypes, limits] = await Promise.all([
    db
      .selectFrom('lotto_bet_type')
      .select(['bet_type', 'rate', 'min_stake', 'max_stake', 'discount_bp'])
      .where('lotto_code', '=', round.lottoCode)
      .where('enabled', '=', true)
      .execute(),
    db
      .selectFrom('lotto_limit as l')
      .leftJoin('lotto_number_stake as ns', (join) =>
        join.onRef('ns.round_id', '=', 'l.round_id').onRef('ns.bet_type', '=', 'l.bet_type').onRef('ns.number', '=', 'l.number'),
      )
      .select([
        'l.bet_type',
        'l.number',
        'l.kind',
        'l.value',
        capRemaining.as('remaining'),
      ])
      .where('l.round_id', '=', roundId)
      .execute(),
  ]);
  return {
    round,
    betTypes: betTypes.map(toBetTypeTerms).sort(byBetType),
    limits: limits
      .map((l) => ({ type: l.bet_type, number: l.number, kind: l.kind, value: l.value, remaining: l.remaining }))
      .sort((a, b) => byBetType(a, b) || a.number.localeCompare(b.number)),
  };
}
