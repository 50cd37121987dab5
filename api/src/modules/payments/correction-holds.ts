// Money on hold counts for a correction (docs/domain.md#results-and-settlement): a correction of a
// round's result takes back from members what their slips were overpaid; when a member's wallet does
// not hold their charge-back, their pending withdrawals are rejected first, newest first and only as
// many as needed, each hold going back to the wallet as a handler's rejection does
// (withdrawals.ts, settleWithdrawals) with a reason the member sees. Lotto calls these in the correction's transaction, before it posts
// the charge-backs; the preview reads the same plan without locking or writing.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { walletBalanceOf } from '../wallet/index.ts';
import type { PaymentTables } from './tables.ts';
import { settleWithdrawals, type WithdrawalRow } from './withdrawals.ts';

/** Satang to take back from a member's wallet. */
export interface ChargeBack {
  accountId: bigint;
  amount: bigint;
}

/** How a member's charge-back is covered. */
export interface ChargeBackCover {
  accountId: bigint;
  /** What the wallet holds now, satang. */
  wallet: bigint;
  /** The pending withdrawals rejected for it, newest first: none when the wallet holds enough, all when it is uncovered. */
  withdrawals: { id: bigint; amount: bigint }[];
  /** Their sum, satang: what goes back from hold to wallet. */
  returned: bigint;
  /** Satang the wallet and those withdrawals together still lack (0: covered). */
  uncovered: bigint;
}

/** A member's cover: their pending withdrawals, newest first, taken until the wallet would hold the charge-back. */
function coverOf({ accountId, amount }: ChargeBack, wallet: bigint, pendingNewestFirst: readonly WithdrawalRow[]): ChargeBackCover {
  const withdrawals: ChargeBackCover['withdrawals'] = [];
  let available = wallet;
  for (const row of pendingNewestFirst) {
    if (available >= amount) break;
    withdrawals.push({ id: row.id, amount: row.amount });
    available += row.amount;
  }
  return {
    accountId,
    wallet,
    withdrawals,
    returned: available - wallet,
    uncovered: available >= amount ? 0n : amount - available,
  };
}

/** Plans each member's cover from their wallet and pending withdrawals (read after those are locked, when they are). */
async function coversOf(db: Kysely<PaymentTables>, chargeBacks: readonly ChargeBack[], pending: readonly WithdrawalRow[]): Promise<ChargeBackCover[]> {
  const ids = chargeBacks.map((chargeBack) => String(chargeBack.accountId));
  const { rows } = await sql<{ id: bigint; wallet: bigint }>`
    select x.id, ${walletBalanceOf('x.id')} as wallet from unnest(${ids}::bigint[]) as x (id)
  `.execute(db);
  const wallets = new Map(rows.map((row) => [row.id, row.wallet]));
  const newestFirst = new Map<bigint, WithdrawalRow[]>();
  for (const row of [...pending].reverse()) {
    const list = newestFirst.get(row.account_id);
    if (list) list.push(row);
    else newestFirst.set(row.account_id, [row]);
  }
  return chargeBacks.map((chargeBack) => coverOf(chargeBack, wallets.get(chargeBack.accountId) ?? 0n, newestFirst.get(chargeBack.accountId) ?? []));
}

/** The pending withdrawals of these members, oldest first; locked (in id order) when asked. */
async function pendingWithdrawals(db: Kysely<PaymentTables>, accountIds: readonly bigint[], { lock }: { lock: boolean }): Promise<WithdrawalRow[]> {
  const query = db.selectFrom('withdrawal').selectAll().where('account_id', 'in', accountIds).where('status', '=', 'pending').orderBy('id');
  return lock ? query.forNoKeyUpdate().execute() : query.execute();
}

/** What covering these charge-backs would take now, for a preview: read without locking or writing anything. */
export async function chargeBackCovers(database: Database, chargeBacks: readonly ChargeBack[]): Promise<ChargeBackCover[]> {
  const db: Kysely<PaymentTables> = database;
  if (chargeBacks.length === 0) return [];
  const pending = await pendingWithdrawals(db, chargeBacks.map((chargeBack) => chargeBack.accountId), { lock: false });
  return coversOf(db, chargeBacks, pending);
}

export interface CoverRequest {
  chargeBacks: readonly ChargeBack[];
  /** Shown to the member on each withdrawal rejected. */
  reason: string;
  /** Audited as the rejecting handler; null: the system. */
  decidedBy: bigint | null;
  now: Date;
}

/**
 * In the correction's transaction, before any charge-back moves: locks the pending withdrawals of
 * these members (in id order, before any wallet, as a handler's decision locks its withdrawal
 * before the hold, so the two cannot deadlock; one decided meanwhile is no longer pending), reads
 * their wallets, and rejects the withdrawals each cover takes, audited as `withdrawal.reject`.
 * Answers each member's cover; a member still `uncovered` cannot be charged back: the caller
 * refuses, and its rollback undoes these rejections.
 */
export async function coverChargeBacks(database: Database, { chargeBacks, reason, decidedBy, now }: CoverRequest): Promise<ChargeBackCover[]> {
  const db: Kysely<PaymentTables> = database;
  if (chargeBacks.length === 0) return [];
  const pending = await pendingWithdrawals(db, chargeBacks.map((chargeBack) => chargeBack.accountId), { lock: true });
  const covers = await coversOf(db, chargeBacks, pending);
  const taken = new Set(covers.flatMap((cover) => cover.withdrawals.map((withdrawal) => withdrawal.id)));
  await settleWithdrawals(database, pending.filter((row) => taken.has(row.id)), { decision: 'reject', reason, decidedBy, now });
  return covers;
}
