// The member's win/lose report (docs/domain.md#results-and-settlement): per Bangkok day the member
// placed slips, what they staked, were discounted and charged, what settled slips paid, and the net
// (payout − charged). Pending slips count their charge (their payout is not known yet); cancelled
// slips count nothing.
import { type Kysely, sql } from 'kysely';
import type { LottoTables } from '../tables.ts';

export interface WinLoseFigures {
  slips: number;
  stake: bigint;
  discount: bigint;
  charged: bigint;
  payout: bigint;
  /** payout − charged */
  net: bigint;
}

export interface WinLoseDay extends WinLoseFigures {
  /** YYYY-MM-DD, Asia/Bangkok */
  date: string;
}

export interface WinLoseReport {
  /** Days with at least one slip, newest first. */
  days: WinLoseDay[];
  totals: WinLoseFigures;
}

/** The member's report over slips placed in [from, until). */
export async function winLoseReport(
  db: Kysely<LottoTables>,
  { accountId, from, until }: { accountId: bigint; from: Date; until: Date },
): Promise<WinLoseReport> {
  const { rows } = await sql<Omit<WinLoseDay, 'net'>>`
    select to_char(created_at at time zone 'Asia/Bangkok', 'YYYY-MM-DD') as date,
           count(*)::int as slips,
           sum(stake)::bigint as stake,
           sum(discount)::bigint as discount,
           sum(charged)::bigint as charged,
           coalesce(sum(payout) filter (where status = 'settled'), 0)::bigint as payout
    from lotto_slip
    where account_id = ${accountId} and status <> 'cancelled' and created_at >= ${from} and created_at < ${until}
    group by 1
    order by 1 desc
  `.execute(db);
  const days = rows.map((row) => ({ ...row, net: row.payout - row.charged }));
  const totals = days.reduce<WinLoseFigures>(
    (sum, day) => ({
      slips: sum.slips + day.slips,
      stake: sum.stake + day.stake,
      discount: sum.discount + day.discount,
      charged: sum.charged + day.charged,
      payout: sum.payout + day.payout,
      net: sum.net + day.net,
    }),
    { slips: 0, stake: 0n, discount: 0n, charged: 0n, payout: 0n, net: 0n },
  );
  return { days, totals };
}
