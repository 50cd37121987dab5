// Payment figures for the back office's reports (docs/backoffice.md#api), over the members a
// caller reaches: deposits approved (credited) and withdrawals approved (paid out) by the Bangkok
// day of their decision, in all, per day and per member; and how many requests wait for a
// payment handler now.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { MemberReach } from '../auth/index.ts';
import type { PaymentTables } from './tables.ts';

/** Satang of deposits credited and of withdrawals paid out. */
export interface PaymentFigures {
  deposits: bigint;
  withdrawals: bigint;
}

const inReach = (reach: MemberReach) => (reach === null ? sql`` : sql`and account_id in ${reach}`);

/** The approved deposits and withdrawals of the members in reach decided in [from, until). */
export async function paymentTotals(
  database: Database,
  { reach, from, until }: { reach: MemberReach; from: Date; until: Date },
): Promise<{ totals: PaymentFigures; days: (PaymentFigures & { date: string })[]; perMember: (PaymentFigures & { accountId: bigint })[] }> {
  const db: Kysely<PaymentTables> = database;
  const decided = sql`
    select account_id, decided_at, amount as deposit, 0::bigint as withdrawal from deposit
    where status = 'approved' and decided_at >= ${from} and decided_at < ${until} ${inReach(reach)}
    union all
    select account_id, decided_at, 0::bigint, amount from withdrawal
    where status = 'approved' and decided_at >= ${from} and decided_at < ${until} ${inReach(reach)}`;
  const sums = sql`coalesce(sum(deposit), 0)::bigint as deposits, coalesce(sum(withdrawal), 0)::bigint as withdrawals`;
  const [totals, days, perMember] = await Promise.all([
    sql<PaymentFigures>`select ${sums} from (${decided}) p`.execute(db),
    sql<PaymentFigures & { date: string }>`
      select to_char(decided_at at time zone 'Asia/Bangkok', 'YYYY-MM-DD') as date, ${sums}
      from (${decided}) p group by 1 order by 1 desc`.execute(db),
    sql<PaymentFigures & { accountId: bigint }>`
      select account_id as "accountId", ${sums} from (${decided}) p group by account_id order by account_id`.execute(db),
  ]);
  return { totals: totals.rows[0] ?? { deposits: 0n, withdrawals: 0n }, days: days.rows, perMember: perMember.rows };
}

/** How many deposit and withdrawal requests of the members in reach wait for a decision now. */
export async function pendingPayments(database: Database, reach: MemberReach): Promise<{ deposits: number; withdrawals: number }> {
  const db: Kysely<PaymentTables> = database;
  const { rows } = await sql<{ deposits: number; withdrawals: number }>`
    select (select count(*) from deposit where status = 'pending' ${inReach(reach)})::int as deposits,
           (select count(*) from withdrawal where status = 'pending' ${inReach(reach)})::int as withdrawals`.execute(db);
  const [pending] = rows;
  if (!pending) throw new Error('pending payments: a select without from answers one row');
  return pending;
}
