// Withdrawals (docs/domain.md#money): a member asks to be paid out to their registered bank
// account; the amount moves wallet → hold at once, then a payment handler approves (hold →
// withdrawal_clearing: the money leaves the house) or rejects (hold → wallet); above a configured
// amount, approving takes two people (second-approval.ts). The functions that move money run in the
// caller's transaction (answerOnce's), so any refusal rolls everything back.
import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { bahtInWords } from '../../lib/money.ts';
import { type Page, pageOf, type PageQuery } from '../../lib/paging.ts';
import { ApiError } from '../../plugins/errors.ts';
import { accountsWithUsernameContaining, type MemberReach, registeredBankAccount, usernameOf } from '../auth/index.ts';
import { ensureMemberAccounts, type MemberAccounts, systemAccount, transfer, transfers, walletSettings } from '../wallet/index.ts';
import { auditDecision, type QueueFilter } from './queues.ts';
import { approvalStep, recordFirstApproval } from './second-approval.ts';
import type { PaymentTables, WithdrawalTable } from './tables.ts';
import { frozenByRoundOf, refuseApprovalWhileFrozen } from './withdrawal-freezes.ts';

export type WithdrawalRow = Selectable<WithdrawalTable>;
/**
 * A withdrawal with the usernames of the member who asked and of its first approver, for the back
 * office; a pending one also says which round's waiting correction keeps it from being approved
 * (withdrawal-freezes.ts).
 */
export type BackofficeWithdrawalRow = WithdrawalRow & { username: string; first_approver: string | null; frozen_by_round_id: bigint | null };

const notFound = () => new ApiError(404, 'NOT_FOUND', 'ไม่พบรายการถอนเงินนี้');
const alreadyDecided = () => new ApiError(409, 'ALREADY_DECIDED', 'รายการถอนเงินนี้ได้รับการอนุมัติหรือปฏิเสธไปแล้ว');

export interface RequestedWithdrawal {
  withdrawal: WithdrawalRow;
  /** The member's balances right after the hold, satang. */
  balance: { wallet: bigint; hold: bigint };
}

/** Records a pending withdrawal of `amount` satang and moves it wallet → hold. */
export async function requestWithdrawal(
  trx: Database,
  { accountId, amount, now }: { accountId: bigint; amount: bigint; now: Date },
): Promise<RequestedWithdrawal> {
  const settings = await walletSettings(trx);
  if (amount < settings.withdrawalMinSatang) {
    throw new ApiError(400, 'AMOUNT_BELOW_MINIMUM', `ถอนเงินขั้นต่ำครั้งละ ${bahtInWords(settings.withdrawalMinSatang)}`);
  }
  if (amount > settings.withdrawalMaxSatang) {
    throw new ApiError(400, 'AMOUNT_ABOVE_MAXIMUM', `ถอนเงินได้สูงสุดครั้งละ ${bahtInWords(settings.withdrawalMaxSatang)}`);
  }
  const bank = await registeredBankAccount(trx, accountId);
  if (!bank) throw new ApiError(409, 'NO_BANK_ACCOUNT', 'กรุณาลงทะเบียนบัญชีธนาคารก่อนถอนเงิน');

  // The hold transfer names the withdrawal (`withdrawal:<id>`) and the row names the transfer, both
  // required: take the id from the identity sequence first, then insert the row under that id.
  const { rows: ids } = await sql<{ id: bigint }>`
    select nextval(pg_get_serial_sequence('withdrawal', 'id')) as id
  `.execute(trx);
  const id = ids[0]?.id;
  if (id === undefined) throw new Error('withdrawal: the sequence gave no id');
  const member = await ensureMemberAccounts(trx, accountId);
  const { transferId, balances } = await transfer(trx, {
    kind: 'withdrawal_hold',
    reference: `withdrawal:${id}`,
    entries: [
      { account: member.wallet, amount: -amount },
      { account: member.hold, amount },
    ],
  });
  const { rows } = await sql<WithdrawalRow>`
    insert into withdrawal
      (id, account_id, amount, bank_code, bank_account_no, bank_account_name, created_at, hold_transfer_id)
    overriding system value
    values (${id}, ${accountId}, ${amount}, ${bank.code}, ${bank.accountNo}, ${bank.accountName},
            ${now}, ${transferId})
    returning *
  `.execute(trx);
  const withdrawal = rows[0];
  if (!withdrawal) throw new Error('withdrawal: the insert returned no row');
  return {
    withdrawal,
    balance: { wallet: balances.get(member.wallet.id) ?? 0n, hold: balances.get(member.hold.id) ?? 0n },
  };
}

/** The member's own withdrawals, newest first. */
export function memberWithdrawals(db: Kysely<PaymentTables>, accountId: bigint, page: PageQuery): Promise<Page<WithdrawalRow>> {
  return pageOf(db.selectFrom('withdrawal').selectAll().where('account_id', '=', accountId), 'id', page);
}

/** One of the member's own withdrawals; another member's answers 404 as if it did not exist. */
export async function memberWithdrawal(db: Kysely<PaymentTables>, accountId: bigint, id: bigint): Promise<WithdrawalRow> {
  const row = await db
    .selectFrom('withdrawal')
    .selectAll()
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** The withdrawals of the members within `reach` (null: every member). */
function withinReach(db: Kysely<PaymentTables>, reach: MemberReach) {
  const query = db.selectFrom('withdrawal as w').selectAll('w');
  return reach === null ? query : query.where('w.account_id', 'in', reach);
}

/** The withdrawals within `reach` with the usernames of their members and first approvers. */
const withUsernames = (db: Kysely<PaymentTables>, reach: MemberReach) =>
  withinReach(db, reach).select([
    usernameOf('w.account_id').as('username'),
    usernameOf('w.first_approved_by').$castTo<string | null>().as('first_approver'),
    sql<bigint | null>`case when w.status = 'pending' then ${frozenByRoundOf('w.account_id')} end`.as('frozen_by_round_id'),
  ]);

/**
 * The withdrawals of the members a payment handler reaches, newest first, optionally of one status
 * and of members whose username contains `q`.
 */
export function backofficeWithdrawals(
  db: Kysely<PaymentTables>,
  { reach, status, q, ...page }: PageQuery & QueueFilter,
): Promise<Page<BackofficeWithdrawalRow>> {
  let query = withUsernames(db, reach);
  if (status !== undefined) query = query.where('w.status', '=', status);
  if (q !== undefined) query = query.where('w.account_id', 'in', accountsWithUsernameContaining(q));
  return pageOf(query, 'w.id', page);
}

export interface Decision {
  id: bigint;
  decision: 'approve' | 'reject';
  /** The payment handler deciding (audited), and the members they reach (null: every member). */
  decidedBy: bigint;
  reach: MemberReach;
  reason: string | null;
  now: Date;
}

/**
 * Approves (hold → withdrawal_clearing) or rejects (hold → wallet) a pending withdrawal. Above the
 * `secondApproval.withdrawalAboveSatang` in force, a first approval is only recorded, and the second,
 * by another eligible person, pays it out (second-approval.ts). Of two handlers deciding the same
 * request at once, the second waits on the row lock, then finds it decided: 409 ALREADY_DECIDED,
 * and its transaction moves nothing.
 */
export async function decideWithdrawal(
  database: Database,
  { id, decision, decidedBy, reach, reason, now }: Decision,
): Promise<BackofficeWithdrawalRow> {
  const trx: Kysely<PaymentTables> = database;
  // The row is locked before any money moves (settleWithdrawals). NO KEY UPDATE is the lock that
  // UPDATE takes anyway, and it does not block rows that merely reference this one.
  const found = await withinReach(trx, reach).where('w.id', '=', id).forNoKeyUpdate('w').executeTakeFirst();
  if (!found) throw notFound();
  if (found.status !== 'pending') throw alreadyDecided();
  if (decision === 'approve') {
    await refuseApprovalWhileFrozen(trx, found.account_id);
    const { secondApproval } = await walletSettings(database);
    if ((await approvalStep(database, found, decidedBy, secondApproval.withdrawalAboveSatang)) === 'first') {
      await recordFirstApproval(database, 'withdrawal', found, { approver: decidedBy, now });
      return backofficeWithdrawal(trx, id);
    }
  }

  await settleWithdrawals(database, [found], { decision, reason, decidedBy, now });
  return backofficeWithdrawal(trx, id);
}

/**
 * Approves (hold → withdrawal_clearing) or rejects (hold → wallet) locked pending withdrawals: one
 * ledger transfer each, the rows decided, each decision audited (`decidedBy` null: the system, as
 * when a correction takes back overpaid winnings, correction-holds.ts). The rows must have been
 * locked by the caller before any wallet moves.
 */
export async function settleWithdrawals(
  database: Database,
  rows: readonly WithdrawalRow[],
  { decision, reason, decidedBy, now }: { decision: 'approve' | 'reject'; reason: string | null; decidedBy: bigint | null; now: Date },
): Promise<void> {
  if (rows.length === 0) return;
  const accounts = new Map<bigint, MemberAccounts>();
  for (const row of rows) if (!accounts.has(row.account_id)) accounts.set(row.account_id, await ensureMemberAccounts(database, row.account_id));
  const member = (row: WithdrawalRow) => accounts.get(row.account_id) as MemberAccounts;
  const clearing = decision === 'approve' ? await systemAccount(database, 'withdrawal_clearing') : null;
  const posted = await transfers(
    database,
    rows.map((row) => ({
      kind: clearing ? ('withdrawal_payout' as const) : ('withdrawal_return' as const),
      reference: `withdrawal:${row.id}`,
      entries: [
        { account: member(row).hold, amount: -row.amount },
        { account: clearing ?? member(row).wallet, amount: row.amount },
      ],
    })),
  );
  // The settling transfer exists before the UPDATE (the table's checks want its id with the new
  // status). Only from pending, in the statement itself: under the lock this always matches, and
  // the rule does not rest on the lock alone.
  const { rows: decided } = await sql<WithdrawalRow>`
    update withdrawal w
    set status = ${decision === 'approve' ? 'approved' : 'rejected'}, decided_at = ${now}, decided_by = ${decidedBy},
        reason = ${reason}, settle_transfer_id = x.transfer_id
    from unnest(${rows.map((row) => String(row.id))}::bigint[], ${posted.map((result) => String(result.transferId))}::bigint[]) as x (id, transfer_id)
    where w.id = x.id and w.status = 'pending'
    returning w.*
  `.execute(database);
  if (decided.length !== rows.length) throw alreadyDecided();
  const before = new Map(rows.map((row) => [row.id, row]));
  for (const after of decided.sort((a, b) => (a.id < b.id ? -1 : 1))) {
    await auditDecision(database, { entity: 'withdrawal', actorAccountId: decidedBy, before: before.get(after.id) as WithdrawalRow, after, at: now });
  }
}

/** One withdrawal with its member's and first approver's usernames. */
function backofficeWithdrawal(db: Kysely<PaymentTables>, id: bigint): Promise<BackofficeWithdrawalRow> {
  return withUsernames(db, null).where('w.id', '=', id).executeTakeFirstOrThrow();
}
