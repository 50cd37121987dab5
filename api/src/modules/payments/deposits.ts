// Deposits: a member asks to top up and is shown where to pay (a PromptPay QR payload for the exact
// amount, or the bank account); the request is then approved (back office, the payment provider's
// signed webhook, or at once in demo mode unless the member asks for the approval flow) or
// rejected. Approval credits the wallet through the ledger (deposit_clearing → member wallet) in
// the same transaction that marks the request.
import type { Kysely, Selectable } from 'kysely';
import type { Schema } from '../../db/schema.ts';
import { ApiError } from '../../plugins/errors.ts';
import { assertWithinDepositLimits } from '../responsible-play/deposit-limits.ts';
import { assertNotSelfExcluded } from '../responsible-play/self-exclusion.ts';
import { ensureMemberAccounts, systemAccount, transfer } from '../wallet/ledger.ts';
import { formatBaht, satangToBaht } from '../wallet/money.ts';
import { promptPayPayload } from '../wallet/promptpay.ts';
import { type PayTo, walletSettings } from '../wallet/settings.ts';
import type { DepositTable } from './tables.ts';

type DepositRow = Selectable<DepositTable>;
export type DepositStatus = DepositRow['status'];
export type DecidedVia = NonNullable<DepositRow['decided_via']>;

/** A deposit as the member sees it. */
export interface DepositView {
  id: string;
  amount: number;
  status: DepositStatus;
  createdAt: string;
  decidedAt: string | null;
  reason: string | null;
  payment: {
    promptpayPayload: string;
    promptpay: PayTo['promptpay'];
    bank: { code: string; accountNo: string; accountName: string };
  };
}

/** A deposit as the back office sees it. */
export interface BackofficeDepositView extends DepositView {
  member: { id: string; username: string };
  decidedVia: DecidedVia | null;
}

export const depositNotFound = () => new ApiError(404, 'NOT_FOUND', 'ไม่พบรายการฝากเงินนี้');
const alreadyDecided = () => new ApiError(409, 'ALREADY_DECIDED', 'รายการนี้ได้รับการอนุมัติหรือปฏิเสธไปแล้ว');

export function depositView(row: DepositRow): DepositView {
  const payTo = row.pay_to as PayTo;
  return {
    id: String(row.id),
    amount: satangToBaht(row.amount),
    status: row.status,
    createdAt: row.created_at.toISOString(),
    decidedAt: row.decided_at?.toISOString() ?? null,
    reason: row.reason,
    payment: {
      promptpayPayload: row.promptpay_payload,
      promptpay: payTo.promptpay,
      bank: { code: payTo.bankCode, accountNo: payTo.bankAccountNo, accountName: payTo.bankAccountName },
    },
  };
}

/**
 * Records a member's deposit request; with `demoCredit` (demo mode only: the route refuses it
 * otherwise) approves it at once as play money. Runs in the caller's transaction; the member's
 * account row is locked first so that concurrent requests are checked against the deposit limits
 * one after another.
 */
export async function requestDeposit(
  trx: Kysely<Schema>,
  { accountId, amount, now, demoCredit }: { accountId: bigint; amount: bigint; now: Date; demoCredit: boolean },
): Promise<DepositRow> {
  // No-key lock: the idempotency key row already holds a key-share lock on the account (its foreign
  // key), which FOR UPDATE would conflict with and deadlock against a concurrent request.
  await trx.selectFrom('account').select('id').where('id', '=', accountId).forNoKeyUpdate().executeTakeFirstOrThrow();
  await assertNotSelfExcluded(trx, accountId, now);
  const settings = await walletSettings(trx);
  if (amount < settings.depositMinSatang) {
    throw new ApiError(400, 'AMOUNT_BELOW_MINIMUM', `ฝากเงินขั้นต่ำครั้งละ ${formatBaht(settings.depositMinSatang)} บาท`);
  }
  if (amount > settings.depositMaxSatang) {
    throw new ApiError(400, 'AMOUNT_ABOVE_MAXIMUM', `ฝากเงินได้สูงสุดครั้งละ ${formatBaht(settings.depositMaxSatang)} บาท`);
  }
  await assertWithinDepositLimits(trx, accountId, amount, now);
  const row = await trx
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

/** Locks a pending deposit, or throws: 404 when missing or outside `agentId`'s members, 409 when decided. */
async function lockPending(trx: Kysely<Schema>, depositId: bigint, agentId: bigint | null): Promise<DepositRow> {
  let query = trx
    .selectFrom('deposit as d')
    .innerJoin('account as m', 'm.id', 'd.account_id')
    .selectAll('d')
    .where('d.id', '=', depositId)
    .forUpdate('d');
  if (agentId !== null) query = query.where('m.parent_id', '=', agentId);
  const row = await query.executeTakeFirst();
  if (!row) throw depositNotFound();
  if (row.status !== 'pending') throw alreadyDecided();
  return row;
}

export interface Decision {
  via: DecidedVia;
  now: Date;
  /** The back-office account deciding (via 'backoffice' only). */
  decidedBy?: bigint;
  /** Only agents' own members (null or absent: any member). */
  agentId?: bigint | null;
  reason?: string | null;
}

/** Approves a pending deposit and credits the member's wallet. */
export async function approveDeposit(trx: Kysely<Schema>, depositId: bigint, decision: Decision): Promise<DepositRow> {
  const deposit = await lockPending(trx, depositId, decision.agentId ?? null);
  const member = await ensureMemberAccounts(trx, deposit.account_id);
  const { transferId } = await transfer(trx, {
    kind: 'deposit',
    reference: `deposit:${deposit.id}`,
    entries: [
      { account: await systemAccount(trx, 'deposit_clearing'), amount: -deposit.amount },
      { account: member.wallet, amount: deposit.amount },
    ],
  });
  return decide(trx, deposit.id, { ...decision, status: 'approved', transferId });
}

/** Rejects a pending deposit; no money moves. */
export async function rejectDeposit(trx: Kysely<Schema>, depositId: bigint, decision: Decision): Promise<DepositRow> {
  const deposit = await lockPending(trx, depositId, decision.agentId ?? null);
  return decide(trx, deposit.id, { ...decision, status: 'rejected', transferId: null });
}

function decide(
  trx: Kysely<Schema>,
  depositId: bigint,
  decision: Decision & { status: 'approved' | 'rejected'; transferId: bigint | null },
): Promise<DepositRow> {
  return trx
    .updateTable('deposit')
    .set({
      status: decision.status,
      decided_at: decision.now,
      decided_via: decision.via,
      decided_by: decision.decidedBy ?? null,
      reason: decision.reason ?? null,
      transfer_id: decision.transferId,
    })
    .where('id', '=', depositId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The payment provider reports a paid deposit: approve it once; a repeat report changes nothing. */
export async function confirmPaidDeposit(
  trx: Kysely<Schema>,
  { depositId, amount, now }: { depositId: bigint; amount: bigint; now: Date },
): Promise<DepositRow> {
  const row = await trx.selectFrom('deposit').selectAll().where('id', '=', depositId).forUpdate().executeTakeFirst();
  if (!row) throw depositNotFound();
  if (row.amount !== amount) {
    throw new ApiError(409, 'AMOUNT_MISMATCH', 'จำนวนเงินที่ชำระไม่ตรงกับรายการฝากเงิน');
  }
  if (row.status === 'approved') return row;
  if (row.status === 'rejected') throw alreadyDecided();
  return approveDeposit(trx, depositId, { via: 'webhook', now });
}
