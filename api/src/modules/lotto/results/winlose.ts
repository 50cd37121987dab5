// Slip figures by the Bangkok day slips were placed (docs/domain.md#results-and-settlement): what
// was staked, discounted and charged, what settled slips paid. Pending slips count their charge
// (their payout is not known yet); cancelled slips count nothing. The member's win/lose report
// (the member's view) and the back office's totals over the members a caller reaches (slipTotals,
// for the reports) both read them. The report's net counts only decided slips: a slip still
// waiting for its draw is no loss, and its charge is shown apart (pendingCharged).
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { LottoTables } from '../tables.ts';
import type { MemberReach } from '../../auth/index.ts';

export interface SlipFigures {
  slips: number;
  stake: bigint;
  discount: bigint;
  charged: bigint;
  payout: bigint;
  /** Slips still waiting for their draw (status pending), and what they charged. */
  pendingSlips: number;
  pendingCharged: bigint;
}

/** Slip figures with how many members placed them. */
export interface ActiveFigures extends SlipFigures {
  /** Members with at least one slip (not cancelled). */
  members: number;
}

export interface WinLoseFigures extends SlipFigures {
  /** payout − (charged − pendingCharged): what the settled slips won or lost. */
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

/** Whose slips, placed in [from, until). */
interface SlipsPlaced {
  /** One member, or the members a caller reaches (null: every member). */
  members: { member: bigint } | { reach: MemberReach };
  from: Date;
  until: Date;
}

/** The Bangkok day a slip was placed, YYYY-MM-DD. */
const placedOn = sql<string>`to_char(created_at at time zone 'Asia/Bangkok', 'YYYY-MM-DD')`;

/** What slips are grouped by: the column it selects and the expression it groups (and orders, descending) by. */
interface GroupKey {
  select: RawBuilder<unknown>;
  groupBy: RawBuilder<unknown>;
}

/** The figures of the slips placed, grouped by `key` (none: one row for all, zeros when there is no slip). */
async function figures<Key extends object>(
  db: Kysely<LottoTables>,
  { members, from, until }: SlipsPlaced,
  key?: GroupKey,
): Promise<(ActiveFigures & Key)[]> {
  const whose =
    'member' in members ? sql`and account_id = ${members.member}` : members.reach === null ? sql`` : sql`and account_id in ${members.reach}`;
  const { rows } = await sql<ActiveFigures & Key>`
    select ${key ? sql`${key.select},` : sql``}
           count(*)::int as slips,
           coalesce(sum(stake), 0)::bigint as stake,
           coalesce(sum(discount), 0)::bigint as discount,
           coalesce(sum(charged), 0)::bigint as charged,
           coalesce(sum(payout) filter (where status = 'settled'), 0)::bigint as payout,
           (count(*) filter (where status = 'pending'))::int as "pendingSlips",
           coalesce(sum(charged) filter (where status = 'pending'), 0)::bigint as "pendingCharged",
           count(distinct account_id)::int as members
    from lotto_slip
    where status <> 'cancelled' and created_at >= ${from} and created_at < ${until} ${whose}
    ${key ? sql`group by ${key.groupBy} order by ${key.groupBy} desc` : sql``}
  `.execute(db);
  return rows;
}

const byDay: GroupKey = { select: sql`${placedOn} as date`, groupBy: sql`1` };
const byMember: GroupKey = { select: sql`account_id as "accountId"`, groupBy: sql`account_id` };

const withNet = <F extends SlipFigures>({ slips, stake, discount, charged, payout, pendingSlips, pendingCharged }: F): WinLoseFigures => ({
  slips,
  stake,
  discount,
  charged,
  payout,
  pendingSlips,
  pendingCharged,
  net: payout - (charged - pendingCharged),
});

/** The member's report over slips placed in [from, until). */
export async function winLoseReport(
  db: Kysely<LottoTables>,
  { accountId, from, until }: { accountId: bigint; from: Date; until: Date },
): Promise<WinLoseReport> {
  const placed = { members: { member: accountId }, from, until };
  const [days, [totals]] = await Promise.all([figures<{ date: string }>(db, placed, byDay), figures(db, placed)]);
  if (!totals) throw new Error('win/lose: an aggregate without groups answers one row');
  return { days: days.map((day) => ({ date: day.date, ...withNet(day) })), totals: withNet(totals) };
}

/** The figures of the slips the members in reach placed in [from, until): in all, per day (newest first) and per member. */
export async function slipTotals(
  db: Kysely<LottoTables>,
  { reach, from, until }: { reach: MemberReach; from: Date; until: Date },
): Promise<{ totals: ActiveFigures; days: (ActiveFigures & { date: string })[]; perMember: (ActiveFigures & { accountId: bigint })[] }> {
  const placed = { members: { reach }, from, until };
  const [[totals], days, perMember] = await Promise.all([
    figures(db, placed),
    figures<{ date: string }>(db, placed, byDay),
    figures<{ accountId: bigint }>(db, placed, byMember),
  ]);
  if (!totals) throw new Error('slip totals: an aggregate without groups answers one row');
  return { totals, days, perMember };
}
