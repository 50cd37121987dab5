// The payment queues of the back office (api/src/modules/payments/routes.ts): GET
// /api/backoffice/deposits|withdrawals?status&q&cursor&limit, the requests of the members the caller
// reaches, newest first; POST …/:id/approve|reject {reason?} under an Idempotency-Key, answering the
// request as decided (or, above the two-person rule's amount, as first approved and still pending),
// 409 ALREADY_DECIDED when someone decided it first.
import { http } from '@tanghuay/shared-auth';
import type { PaymentStatus } from '../../../lib/statuses.ts';
import type { CursorPage } from '../../../lib/use-paged-list.ts';

export type QueueKind = 'deposits' | 'withdrawals';
export const PAYMENT_STATUSES: readonly PaymentStatus[] = ['pending', 'approved', 'rejected'];

export interface BankAccount {
  code: string;
  accountNo: string;
  accountName: string;
}

interface Request {
  id: string;
  /** Baht. */
  amount: number;
  status: PaymentStatus;
  createdAt: string;
  decidedAt: string | null;
  reason: string | null;
  member: { id: string; username: string };
  /** The first of two approvals (who, when); null: none. */
  firstApproval: { by: { id: string; username: string }; at: string } | null;
  /** Pending, and approving it takes two people. */
  secondApprovalNeeded: boolean;
}

export interface QueuedDeposit extends Request {
  /** Where the member was told to pay. */
  payment: { bank: BankAccount };
  decidedVia: 'backoffice' | 'webhook' | 'demo' | null;
}

export interface QueuedWithdrawal extends Request {
  /** The member's registered account, in full: the money is paid into it. */
  bank: BankAccount;
  /** A pending one that cannot be approved while the correction of this round waits (409 CORRECTION_PENDING); otherwise null. */
  frozenBy: { roundId: string } | null;
}

export type QueueItem = QueuedDeposit | QueuedWithdrawal;

export interface QueueFilter {
  status: PaymentStatus;
  /** Part of the member's username. */
  q?: string;
}

/** Requests asked for per page. */
export const QUEUE_PAGE_SIZE = 30;

export async function getQueue(kind: QueueKind, filter: QueueFilter, cursor: string | undefined, signal?: AbortSignal): Promise<CursorPage<QueueItem>> {
  const params = { status: filter.status, q: filter.q || undefined, cursor, limit: String(QUEUE_PAGE_SIZE) };
  return (await http.get<CursorPage<QueueItem>>(`/backoffice/${kind}`, { params, signal })).data;
}

export interface Decision {
  kind: QueueKind;
  id: string;
  decision: 'approve' | 'reject';
  reason?: string;
}

export async function decide({ kind, id, decision, reason }: Decision, idempotencyKey: string): Promise<QueueItem> {
  const body = reason === undefined ? {} : { reason };
  return (await http.post<QueueItem>(`/backoffice/${kind}/${encodeURIComponent(id)}/${decision}`, body, { headers: { 'Idempotency-Key': idempotencyKey } }))
    .data;
}
