// Deposits: a member asks to top up and is shown where to pay (a PromptPay QR payload for the exact
// amount, or the bank account); the request is then approved (back office, the payment provider's
// signed webhook, or at once in demo mode unless the member asks for the approval flow) or
// rejected. Approval credits the wallet through the ledger (deposit_clearing → member wallet) in
// the same transaction that marks the request (docs/domain.md#money). By hand, above a configured
// amount, it takes two people (second-approval.ts).
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/database.ts';
import { bahtInWords } from '../../lib/money.ts';
import { type Page, pageOf, type PageQuery } from '../../lib/paging.ts';
import { ApiError } from '../../plugins/errors.ts';
import { accountsWithUsernameContaining, lockAccount, type MemberReach, usernameOf } from '../auth/index.ts';
import { assertNotSelfExcluded, assertWithinDepositLimits } from '../responsible-play/index.ts';
import { ensureMemberAccounts, promptPayPayload, systemAccount, transfer, walletSettings } from '../wallet/index.ts';
import { auditDecision, type QueueFilter } from './queues.ts';
import { approvalStep, recordFirstApproval } from './second-approval.ts';
import type { DepositTable, PaymentTables } from './tables.ts';

export type DepositRow = Selectable<DepositTable>;
/** A deposit with the usernames of the member who asked and of its first approver, for the back office. */
export type BackofficeDepositRow = DepositRow & { username: string; first_approver: string | null };
export type DecidedVia = NonNullable<DepositRow['decided_via']>;

const depositNotFound = () => new ApiError(404, 'NOT_FOUND', 'ไม่พบรายการฝากเงินนี้');
const alreadyDecided = () => new ApiError(409, 'ALREADY_DECIDED', 'รายการนี้ได้รับการอนุมัติหรือปฏิเสธไปแล้ว');

/** The member's own deposit requests, newest first. */
export function memberDeposits(db: Kysely<PaymentTables>, accountId: bigint, page: PageQuery): Promise<Page<DepositRow>> {
  return pageOf(db.selectFrom('deposit').selectAll().where('account_id', '=', accountId), 'id', page);
}

/** One of the member's own deposit requests; another member's answers 404 as if it did not exist. */
export async function memberDeposit(db: Kysely<PaymentTables>, accountId: bigint, id: bigint): Promise<DepositRow> {
  const row = await db.selectFrom('deposit').selectAll().where('id', '=', id).where('account_id', '=', accountId).executeTakeFirst();
  if (!row) throw depositNotFound();
  return row;
}

/** The deposits with the usernames of their members and first approvers. */
const withUsernames = (db: Kysely<PaymentTables>) =>
  db
    .selectFrom('deposit as d')
    .selectAll('d')
    .select([usernameOf('d.account_id').as('username'), usernameOf('d.first_approved_by').$castTo<string | null>().as('first_approver')]);

/**
 * The deposit requests of the members a payment handler reaches, newest first, optionally of one
 * status and of members whose username contains `q`.
 */
export function backofficeDeposits(
  db: Kysely<PaymentTables>,
  { reach, status, q, ...page }: PageQuery & QueueFilter,
): Promise<Page<BackofficeDepositRow>> {
  let rows = withUsernames(db);
  if (reach !== null) rows = rows.where('d.account_id', 'in', reach);
  if (status) rows = rows.where('d.status', '=', status);
  if (q !== undefined) rows = rows.where('d.account_id', 'in', accountsWithUsernameContaining(q));
  return pageOf(rows, 'd.id', page);
}

/** One deposit request with its member's and first approver's usernames. */
export function backofficeDeposit(db: Kysely<PaymentTables>, id: bigint): Promise<BackofficeDepositRow> {
  return withUsernames(db).where('d.id', '=', id).executeTakeFirstOrThrow();
}

/**
 * Records a member's deposit request; with `demoCredit` (demo mode only: the route refuses it
 * otherwise) approves it at once as play money. Runs in the caller's transaction; the member's
 * account row is locked first so that concurrent requests are checked against the deposit limits
 * one after another.
 */
export async function requestDeposit(
  trx: Database,
  { accountId, amount, now, demoCredit }: { accountId: bigint; amount: bigint; now: Date; demoCredit: boolean },
): Promise<DepositRow> {
  // No-key lock: the idempotency key row already holds a key-share lock on the account (its foreign
  // key), which FOR UPDATE would conflict with and deadlock against a concurrent request.
  await lockAccount(trx, accountId, 'no key update');
  await assertNotSelfExcluded(trx, accountId, now);
  const settings = await walletSettings(trx);
  if (amount < settings.depositMinSatang) {
    throw new ApiError(400, 'AMOUNT_BELOW_MINIMUM', `ฝากเงินขั้นต่ำครั้งละ ${bahtInWords(settings.depositMinSatang)}`);
  }
  if (amount > settings.depositMaxSatang) {
    throw new ApiError(400, 'AMOUNT_ABOVE_MAXIMUM', `ฝากเงินได้สูงสุดครั้งละ ${bahtInWords(settings.depositMaxSatang)}`);
  }
  await assertWithinDepositLimits(trx, accountId, amount, now);
  const deposits: Kysely<PaymentTables> = trx;
  const row = await deposits
    .insertInto('deposit')
    .values({
      account_id: accountId,
      amount,
      pay_to: JSON.stringify(settings.payTo),
      promptpay_payload: promptPayPayload(settings.payTo.promptpay, amount),
      created_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return demoCredit ? approveDeposit(trx, row.id, { via: 'demo', now }) : row;
}

/** Locks a pending deposit, or throws: 404 when missing or outside `reach`, 409 when decided. */
async function lockPending(trx: Kysely<PaymentTables>, depositId: bigint, reach: MemberReach): Promise<DepositRow> {
  let query = trx.selectFrom('deposit as d').selectAll('d').where('d.id', '=', depositId).forUpdate('d');
  if (reach !== null) query = query.where('d.account_id', 'in', reach);
  const row = await query.executeTakeFirst();
  if (!row) throw depositNotFound();
  if (row.status !== 'pending') throw alreadyDecided();
  return row;
}

/**
 * How a deposit is decided: by a payment handler in the back office (audited, within their reach),
 * or approved by the payment provider's signed webhook or at once in demo mode.
 */
export type Decision =
  | {
      via: 'backoffice';
      now: Date;
      /** The back-office account deciding. */
      decidedBy: bigint;
      /** The members it reaches (null: every member). */
      reach: MemberReach;
      reason?: string | null | undefined;
    }
  | { via: 'webhook' | 'demo'; now: Date };

/**
 * Approves a pending deposit and credits the member's wallet. By hand (the back office), above the
 * `secondApproval.depositAboveSatang` in force, the first approval is only recorded and the second,
 * by another eligible person, credits it (second-approval.ts); the webhook and demo mode credit at
 * once: the provider's signature is the confirmation, and demo money is play money.
 */
export async function approveDeposit(trx: Database, depositId: bigint, decision: Decision): Promise<DepositRow> {
  const deposit = await lockPending(trx, depositId, decision.via === 'backoffice' ? decision.reach : null);
  if (decision.via === 'backoffice') {
    const { secondApproval } = await walletSettings(trx);
    const step = await approvalStep(trx, deposit, decision.decidedBy, secondApproval.depositAboveSatang);
    if (step === 'first') return recordFirstApproval(trx, 'deposit', deposit, { approver: decision.decidedBy, now: decision.now });
  }
  const member = await ensureMemberAccounts(trx, deposit.account_id);
  const { transferId } = await transfer(trx, {
    kind: 'deposit',
    reference: `deposit:${deposit.id}`,
    entries: [
      { account: await systemAccount(trx, 'deposit_clearing'), amount: -deposit.amount },
      { account: member.wallet, amount: deposit.amount },
    ],
  });
  return decide(trx, deposit, decision, { status: 'approved', transferId });
}

/** Rejects a pending deposit (one person, at any step of its approval); no money moves. */
export async function rejectDeposit(trx: Database, depositId: bigint, decision: Decision & { via: 'backoffice' }): Promise<DepositRow> {
  const deposit = await lockPending(trx, depositId, decision.reach);
  return decide(trx, deposit, decision, { status: 'rejected', transferId: null });
}

/** Marks the locked pending deposit decided; a back-office decision is audited with it. */
async function decide(
  database: Database,
  pending: DepositRow,
  decision: Decision,
  outcome: { status: 'approved' | 'rejected'; transferId: bigint | null },
): Promise<DepositRow> {
  const trx: Kysely<PaymentTables> = database;
  const byHand = decision.via === 'backoffice' ? decision : null;
  const decided = await trx
    .updateTable('deposit')
    .set({
      status: outcome.status,
      decided_at: decision.now,
      decided_via: decision.via,
      decided_by: byHand?.decidedBy ?? null,
      reason: byHand?.reason ?? null,
      transfer_id: outcome.transferId,
    })
    .where('id', '=', pending.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  if (byHand) {
    await auditDecision(database, { entity: 'deposit', actorAccountId: byHand.decidedBy, before: pending, after: decided, at: decision.now });
  }
  return decided;
}

/** The payment provider reports a paid deposit: approve it once; a repeat report changes nothing. */
export async function confirmPaidDeposit(
  trx: Database,
  { depositId, amount, now }: { depositId: bigint; amount: bigint; now: Date },
): Promise<DepositRow> {
  const deposits: Kysely<PaymentTables> = trx;
  const row = await deposits.selectFrom('deposit').selectAll().where('id', '=', depositId).forUpdate().executeTakeFirst();
  if (!row) throw depositNotFound();
  if (row.amount !== amount) {
    throw new ApiError(409, 'AMOUNT_MISMATCH', 'จำนวนเงินที่ชำระไม่ตรงกับรายการฝากเงิน');
  }
  if (row.status === 'approved') return row;
  if (row.status === 'rejected') throw alreadyDecided();
  return approveDeposit(trx, depositId, { via: 'webhook', now });
}
