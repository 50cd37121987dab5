// A round's exposure (docs/domain.md#number-limits): per bet type and number, the stake all
// members have on it (slips not cancelled) and what the round would pay if it wins — the sum of its
// items' win amounts, as priced when placed (a reduced number's items at their reduced pay) — so an
// operator sees where to set limits. Biggest payout first.
import { type Kysely, sql } from 'kysely';
import type { LimitKind, LottoTables } from '../tables.ts';
import type { BetType } from '../catalog/bet-types.ts';
import { capRemaining, type LimitItem } from '../rounds/round-terms.ts';

export interface ExposureLine {
  type: BetType;
  number: string;
  /** Satang staked on it, and paid if it wins. */
  stake: bigint;
  payoutIfWins: bigint;
  slips: number;
  members: number;
  /** The round's limit item on it now, if any. */
  limit: LimitItem | null;
}

/** The round's slips not cancelled: satang staked and charged, and how many slips and members. */
export interface ExposureTotals {
  stake: bigint;
  charged: bigint;
  slips: number;
  members: number;
}

export interface Exposure {
  totals: ExposureTotals;
  lines: ExposureLine[];
  /** Lines on every page together. */
  total: number;
}

export async function roundExposure(
  db: Kysely<LottoTables>,
  { roundId, type, offset, pageSize }: { roundId: bigint; type?: BetType | undefined; offset: number; pageSize: number },
): Promise<Exposure> {
  const items = sql`
    select bet_type, number, stake, win_amount, slip_id, account_id from lotto_slip_item
    where round_id = ${roundId} and status <> 'cancelled' ${type === undefined ? sql`` : sql`and bet_type = ${type}`}`;
  const [lines, count, totals] = await Promise.all([
    sql<{
      type: BetType;
      number: string;
      stake: bigint;
      payout_if_wins: bigint;
      slips: number;
      members: number;
      kind: LimitKind | null;
      value: bigint | null;
      remaining: bigint | null;
    }>`
      select i.bet_type as type, i.number, sum(i.stake)::bigint as stake, sum(i.win_amount)::bigint as payout_if_wins,
             count(distinct i.slip_id)::int as slips, count(distinct i.account_id)::int as members, l.kind, l.value,
             ${capRemaining} as remaining
      from (${items}) i
      left join lotto_limit l on l.round_id = ${roundId} and l.bet_type = i.bet_type and l.number = i.number
      left join lotto_number_stake ns on ns.round_id = ${roundId} and ns.bet_type = i.bet_type and ns.number = i.number
      group by i.bet_type, i.number, l.kind, l.value, ns.stake
      order by payout_if_wins desc, i.bet_type collate "C", i.number collate "C"
      limit ${pageSize} offset ${offset}
    `.execute(db),
    sql<{ total: number }>`select count(*)::int as total from (select distinct bet_type, number from (${items}) i) n`.execute(db),
    db
      .selectFrom('lotto_slip')
      .select([
        sql<bigint>`coalesce(sum(stake), 0)::bigint`.as('stake'),
        sql<bigint>`coalesce(sum(charged), 0)::bigint`.as('charged'),
        sql<number>`count(*)::int`.as('slips'),
        sql<number>`count(distinct account_id)::int`.as('members'),
      ])
      .where('round_id', '=', roundId)
      .where('status', '<>', 'cancelled')
      .executeTakeFirstOrThrow(),
  ]);
  return {
    totals,
    total: count.rows[0]?.total ?? 0,
    lines: lines.rows.map(({ kind, value, remaining, payout_if_wins, ...line }) => ({
      ...line,
      payoutIfWins: payout_if_wins,
      limit: kind === null ? null : { type: line.type, number: line.number, kind, value, remaining },
    })),
  };
}
