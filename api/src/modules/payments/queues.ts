// What the back office's deposit and withdrawal queues have in common (docs/backoffice.md#api):
// what a list is filtered by, and the audit entry each payment handler's decision (a first approval
// of two included) writes in the decision's transaction.
import type { Database } from '../../db/database.ts';
import { satangToBaht } from '../../lib/money.ts';
import { audit } from '../audit/index.ts';
import type { MemberReach } from '../auth/index.ts';
import type { PaymentStatus } from './tables.ts';

export interface QueueFilter {
  /** The members the payment handler reaches (null: every member). */
  reach: MemberReach;
  status?: PaymentStatus | undefined;
  /** Only requests of members whose username contains this. */
  q?: string | undefined;
}

/** What a deposit and a withdrawal row have in common. */
interface RequestRow {
  id: bigint;
  account_id: bigint;
  amount: bigint;
  status: PaymentStatus;
  reason: string | null;
  first_approved_by: bigint | null;
}

const requestJson = (row: RequestRow) => ({
  memberId: String(row.account_id),
  amount: satangToBaht(row.amount),
  status: row.status,
  reason: row.reason,
  firstApprovedBy: row.first_approved_by === null ? null : String(row.first_approved_by),
});

/** The action of a decision by what it left: still pending is the first approval of two. */
const ACTION_OF: Record<PaymentStatus, string> = { approved: 'approve', rejected: 'reject', pending: 'approve-first' };

export interface DecisionAudit {
  entity: 'deposit' | 'withdrawal';
  /** The handler deciding; null: the system (a correction's rejection of a withdrawal, correction-holds.ts). */
  actorAccountId: bigint | null;
  /** The request as it was (pending) and as decided (or first approved, still pending). */
  before: RequestRow;
  after: RequestRow;
  at: Date;
}

/**
 * Audits a handler's decision as `deposit.approve`, `withdrawal.reject`, `deposit.approve-first`, …:
 * the request before and after (member, amount, status, reason, first approver's account id).
 */
export async function auditDecision(trx: Database, { entity, actorAccountId, before, after, at }: DecisionAudit): Promise<void> {
  await audit(trx, {
    actorAccountId,
    action: `${entity}.${ACTION_OF[after.status]}`,
    entity,
    entityId: after.id,
    before: requestJson(before),
    after: requestJson(after),
    at,
  });
}
