// Member-set deposit limits per calendar day, week and month in Bangkok
// (docs/domain.md#responsible-play).
//
// Each change is a new deposit_limit row, never an update. For each period the limit in force is
// the newest row (by id) whose effective_at has come; the newest row overall is pending while its
// effective_at is still ahead. A stricter limit takes effect at once; a looser one (higher, or
// none) 24 hours later, so that a member cannot lift a limit in the heat of the moment. What was
// deposited is read from the payments module's `deposit` rows (requests pending or approved).
import { type Kysely, sql } from 'kysely';
import { type Database, inTransaction } from '../../db/database.ts';
import { bahtInWords } from '../../lib/money.ts';
import { ApiError } from '../../plugins/errors.ts';
import { lockAccount } from '../auth/index.ts';
import { assertNotSelfExcluded } from './self-exclusion.ts';
import type { LimitPeriod, ResponsiblePlayTables } from './tables.ts';

export type { LimitPeriod } from './tables.ts';

export const LIMIT_PERIODS = ['day', 'week', 'month'] as const satisfies readonly LimitPeriod[];

/** How long a looser limit waits before it takes effect. */
export const LOOSENING_DELAY_MS = 24 * 60 * 60 * 1000;

/** Periods are calendar periods in this zone: days from 00:00, weeks from Monday, months from the 1st. */
export const LIMIT_TIME_ZONE = 'Asia/Bangkok';

/** Satang per period; null: no limit. */
export type LimitAmounts = Record<LimitPeriod, bigint | null>;

export interface PendingLimit {
  /** Satang; null: the limit is being removed. */
  amount: bigint | null;
  effectiveAt: Date;
}

export interface PeriodLimitState {
  /** The limit in force, satang; null: none. */
  amount: bigint | null;
  /** Deposits requested (pending or approved) since the period began, satang. */
  used: bigint;
  /** What may still be deposited this period, satang (never below zero); null: no limit. */
  remaining: bigint | null;
  /** A looser limit waiting to take effect. */
  pending: PendingLimit | null;
}

export type DepositLimitsState = Record<LimitPeriod, PeriodLimitState>;

/** Thai names of the periods, as in "ต่อวัน", "สัปดาห์นี้". */
export const PERIOD_NAMES: Record<LimitPeriod, string> = { day: 'วัน', week: 'สัปดาห์', month: 'เดือน' };

/** The start of the period containing `now`, as a timestamptz expression. */
const periodStart = (period: LimitPeriod, now: Date) => {
  const zone = sql.lit(LIMIT_TIME_ZONE);
  // The wall-clock time in Bangkok, truncated, then read back as a Bangkok wall-clock time.
  return sql<Date>`(date_trunc(${sql.lit(period)}, cast(${now.toISOString()} as timestamptz) at time zone ${zone}) at time zone ${zone})`;
};

/** Satang deposited (requests pending or approved) by the member since the start of each period. */
export async function depositedInPeriods(
  db: Kysely<ResponsiblePlayTables>,
  accountId: bigint,
  now: Date,
): Promise<Record<LimitPeriod, bigint>> {
  const [day, week, month] = LIMIT_PERIODS.map((period) => periodStart(period, now));
  const { rows } = await sql<Record<LimitPeriod, bigint>>`
    select
      coalesce(sum(amount) filter (where created_at >= ${day}), 0)::bigint as day,
      coalesce(sum(amount) filter (where created_at >= ${week}), 0)::bigint as week,
      coalesce(sum(amount) filter (where created_at >= ${month}), 0)::bigint as month
    from deposit
    where account_id = ${accountId}
      and status in ('pending', 'approved')
      and created_at >= least(${week}, ${month})
  `.execute(db);
  const row = rows[0];
  return { day: row?.day ?? 0n, week: row?.week ?? 0n, month: row?.month ?? 0n };
}

interface PeriodDecisions {
  inForce: bigint | null;
  pending: PendingLimit | null;
}

/** The limit in force and the pending one of each period. */
async function limitDecisions(db: Kysely<ResponsiblePlayTables>, accountId: bigint, now: Date): Promise<Record<LimitPeriod, PeriodDecisions>> {
  const newestPerPeriod = db
    .selectFrom('deposit_limit')
    .distinctOn('period')
    .select(['period', 'amount', 'effective_at'])
    .where('account_id', '=', accountId)
    .orderBy('period')
    .orderBy('id', 'desc');
  const newest = await newestPerPeriod.execute();
  const effective = await newestPerPeriod.where('effective_at', '<=', now).execute();
  const decisions = {} as Record<LimitPeriod, PeriodDecisions>;
  for (const period of LIMIT_PERIODS) {
    const latest = newest.find((row) => row.period === period);
    const inForce = effective.find((row) => row.period === period);
    decisions[period] = {
      inForce: inForce?.amount ?? null,
      pending: latest && latest.effective_at > now ? { amount: latest.amount, effectiveAt: latest.effective_at } : null,
    };
  }
  return decisions;
}

/** The member's limits with what has been deposited and what remains in each period. */
export async function depositLimits(db: Kysely<ResponsiblePlayTables>, accountId: bigint, now: Date): Promise<DepositLimitsState> {
  const decisions = await limitDecisions(db, accountId, now);
  const used = await depositedInPeriods(db, accountId, now);
  const state = {} as DepositLimitsState;
  for (const period of LIMIT_PERIODS) {
    const { inForce, pending } = decisions[period];
    const left = inForce === null ? null : inForce - used[period];
    const remaining = left === null ? null : left > 0n ? left : 0n;
    state[period] = { amount: inForce, used: used[period], remaining, pending };
  }
  return state;
}

/**
 * Throws 409 DEPOSIT_LIMIT_REACHED (Thai message naming the period and what is left in it) when
 * depositing `amount` satang now would go over a limit in force. Call inside the deposit's
 * transaction, after locking the member's account row (so concurrent deposits are checked one
 * after another).
 */
export async function assertWithinDepositLimits(
  trx: Database,
  accountId: bigint,
  amount: bigint,
  now: Date,
): Promise<void> {
  const state = await depositLimits(trx, accountId, now);
  // Of the limits this deposit would go over, name the one leaving the least.
  let tightest: { period: LimitPeriod; limit: bigint; remaining: bigint } | null = null;
  for (const period of LIMIT_PERIODS) {
    const { amount: limit, used, remaining } = state[period];
    if (limit === null || remaining === null || used + amount <= limit) continue;
    if (tightest === null || remaining < tightest.remaining) tightest = { period, limit, remaining };
  }
  if (tightest) {
    const name = PERIOD_NAMES[tightest.period];
    throw new ApiError(
      409,
      'DEPOSIT_LIMIT_REACHED',
      `ยอดฝากนี้เกินวงเงินฝากต่อ${name}ที่ท่านตั้งไว้ (${bahtInWords(tightest.limit)}) ` +
        `${name}นี้ฝากได้อีก ${bahtInWords(tightest.remaining)}`,
    );
  }
}

/** Refuses limits where a shorter period allows more than a longer one (no limit counts as endless). */
function assertConsistent(limits: LimitAmounts): void {
  const pairs: [LimitPeriod, LimitPeriod][] = [
    ['day', 'week'],
    ['day', 'month'],
    ['week', 'month'],
  ];
  for (const [shorter, longer] of pairs) {
    const short = limits[shorter];
    const long = limits[longer];
    if (short !== null && long !== null && short > long) {
      throw new ApiError(
        400,
        'INCONSISTENT_LIMITS',
        `วงเงินฝากต่อ${PERIOD_NAMES[shorter]} (${bahtInWords(short)}) ต้องไม่มากกว่าวงเงินฝากต่อ${PERIOD_NAMES[longer]} (${bahtInWords(long)})`,
      );
    }
  }
}

/** Whether `wanted` is stricter than `current` (a limit where there was none, or a lower one). */
const isStricter = (wanted: bigint | null, current: bigint | null) =>
  wanted !== null && (current === null || wanted < current);

/**
 * Records the member's decision on all three limits and answers the resulting state. Per period:
 * unchanged → nothing; stricter → in force at once; looser → in force 24 hours from now. Any new
 * decision withdraws a pending one; re-sending the pending amount keeps its original time. A
 * self-excluded member's decision is refused (403 SELF_EXCLUDED).
 */
export async function setDepositLimits(
  db: Database,
  accountId: bigint,
  wanted: LimitAmounts,
  now: Date,
): Promise<DepositLimitsState> {
  assertConsistent(wanted);
  return inTransaction(db, async (database) => {
    // One decision at a time per member, and in step with deposits (which lock the account row too).
    await lockAccount(database, accountId, 'update');
    // A self-excluded member changes nothing until the exclusion is over.
    await assertNotSelfExcluded(database, accountId, now);
    const trx: Kysely<ResponsiblePlayTables> = database;
    const decisions = await limitDecisions(trx, accountId, now);
    const rows: { period: LimitPeriod; amount: bigint | null; effective_at: Date }[] = [];
    for (const period of LIMIT_PERIODS) {
      const { inForce, pending } = decisions[period];
      const amount = wanted[period];
      if (amount === inForce) {
        // Unchanged; a pending change, if any, is withdrawn by restating the limit in force.
        if (pending) rows.push({ period, amount, effective_at: now });
      } else if (isStricter(amount, inForce)) {
        rows.push({ period, amount, effective_at: now });
      } else if (!pending || pending.amount !== amount) {
        // Looser. A pending change it replaces must never come into force: the limit in force is
        // restated now, so the earlier pending row is no longer the newest one to have come.
        if (pending) rows.push({ period, amount: inForce, effective_at: now });
        rows.push({ period, amount, effective_at: new Date(now.getTime() + LOOSENING_DELAY_MS) });
      }
    }
    // One by one: a restating row must get a lower id than the pending row that follows it.
    for (const row of rows) {
      await trx
        .insertInto('deposit_limit')
        .values({ ...row, account_id: accountId, created_at: now })
        .execute();
    }
    return depositLimits(trx, accountId, now);
  });
}
