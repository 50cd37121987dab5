// The two-person rule (docs/domain.md#money, docs/security.md#money-controls): a hand approval of a
// deposit, or an approval of a withdrawal, whose amount is above the threshold in force at that
// moment (the wallet setting's `secondApproval`) is only the first of two. It is recorded on the
// request (first_approved_by, first_approved_at), which stays pending with its money unmoved; a
// second approval completes it, by someone who is neither the first approver, nor the member's
// agent, nor the account that created the member. Once a first approval is recorded, the request
// waits for its second whatever the threshold becomes. Rejecting takes one person at any step.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { ApiError } from '../../plugins/errors.ts';
import { memberSponsors } from '../auth/index.ts';
import { auditDecision } from './queues.ts';
import type { PaymentStatus, PaymentTables } from './tables.ts';

/** What a request holds of its approvals. */
export interface Approvable {
  id: bigint;
  account_id: bigint;
  amount: bigint;
  status: PaymentStatus;
  reason: string | null;
  first_approved_by: bigint | null;
  first_approved_at: Date | null;
}

/** What an approval does: record the first of two, or complete the request (the money moves). */
export type ApprovalStep = 'first' | 'complete';

const secondApproverRequired = () =>
  new ApiError(409, 'SECOND_APPROVER_REQUIRED', 'ท่านอนุมัติรายการนี้เป็นคนที่ 1 แล้ว ต้องให้ผู้อนุมัติท่านอื่นอนุมัติเป็นคนที่ 2');
const approverNotAllowed = () =>
  new ApiError(
    403,
    'APPROVER_NOT_ALLOWED',
    'ผู้อนุมัติคนที่ 2 ต้องไม่ใช่ตัวแทนของสมาชิกหรือผู้สร้างบัญชีสมาชิก กรุณาให้เจ้าหน้าที่ท่านอื่นอนุมัติ',
  );

/** Whether approving the request now takes two people: pending, and a first approval is in or the amount is above `aboveSatang`. */
export const needsSecondApproval = (request: Approvable, aboveSatang: bigint): boolean =>
  request.status === 'pending' && (request.first_approved_by !== null || request.amount > aboveSatang);

/**
 * What `approver`'s approval of the locked pending request does, or the refusal (nothing written):
 * 409 SECOND_APPROVER_REQUIRED when it is the first approver again, 403 APPROVER_NOT_ALLOWED when
 * it is the member's agent or creator approving second.
 */
export async function approvalStep(trx: Database, request: Approvable, approver: bigint, aboveSatang: bigint): Promise<ApprovalStep> {
  if (!needsSecondApproval(request, aboveSatang)) return 'complete';
  if (request.first_approved_by === null) return 'first';
  if (request.first_approved_by === approver) throw secondApproverRequired();
  const { agentId, createdBy } = await memberSponsors(trx, request.account_id);
  if (approver === agentId || approver === createdBy) throw approverNotAllowed();
  return 'complete';
}

/**
 * Records `approver`'s first approval of the locked pending request, audited as
 * `deposit.approve-first` or `withdrawal.approve-first` in the same transaction, and answers the
 * request as it is now. No money moves.
 */
export async function recordFirstApproval<Row extends Approvable>(
  database: Database,
  entity: 'deposit' | 'withdrawal',
  request: Row,
  { approver, now }: { approver: bigint; now: Date },
): Promise<Row> {
  const trx: Kysely<PaymentTables> = database;
  // Under the caller's lock this always matches; the statement keeps the rule on its own too.
  const { numUpdatedRows } = await trx
    .updateTable(entity)
    .set({ first_approved_by: approver, first_approved_at: now })
    .where('id', '=', request.id)
    .where('status', '=', 'pending')
    .where('first_approved_by', 'is', null)
    .executeTakeFirstOrThrow();
  if (numUpdatedRows !== 1n) throw new Error(`${entity} ${request.id}: no pending request without a first approval`);
  const after = { ...request, first_approved_by: approver, first_approved_at: now };
  await auditDecision(database, { entity, actorAccountId: approver, before: request, after, at: now });
  return after;
}
