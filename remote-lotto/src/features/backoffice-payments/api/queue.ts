// The payment queues of the back office (api/src/modules/payments/routes.ts): GET
// /api/backoffice/deposits|withdrawals?status&q&cursor&limit, the requests of the members the caller
// reaches, newest first; POST …/:id/approve|reject {reason?} under an Idempotency-Key, answering the
// request as decided (or, above the two-person rule's amount, as first approved and still pending),
// 409 ALREADY_DECIDED when someone decided it first.
import type { Answer } from '@tanghuay/api-types';
import { api } from '@tanghuay/shared-auth';
import type { PaymentStatus } from '../../../lib/statuses.ts';

export type QueueKind = 'deposits' | 'withdrawals';
export const PAYMENT_STATUSES: readonly PaymentStatus[] = ['pending', 'approved', 'rejected'];

export type QueuedDeposit = Answer<'/backoffice/deposits'>['items'][number];
export type QueuedWithdrawal = Answer<'/backoffice/withdrawals'>['items'][number];
export type QueueItem = QueuedDeposit | QueuedWithdrawal;
export type BankAccount = QueuedWithdrawal['bank'];

export interface QueueFilter {
  status: PaymentStatus;
  /** Part of the member's username. */
  q?: string;
}

/** Requests asked for per page. */
export const QUEUE_PAGE_SIZE = 30;

export async function getQueue(
  kind: QueueKind,
  filter: QueueFilter,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<{ items: QueueItem[]; nextCursor: string | null }> {
  const params = { status: filter.status, q: filter.q || undefined, cursor, limit: String(QUEUE_PAGE_SIZE) };
  return kind === 'deposits' ? api.get('/backoffice/deposits', { params, signal }) : api.get('/backoffice/withdrawals', { params, signal });
}

export interface Decision {
  kind: QueueKind;
  id: string;
  decision: 'approve' | 'reject';
  reason?: string;
}

const DECISION_PATHS = {
  deposits: { approve: '/backoffice/deposits/{id}/approve', reject: '/backoffice/deposits/{id}/reject' },
  withdrawals: { approve: '/backoffice/withdrawals/{id}/approve', reject: '/backoffice/withdrawals/{id}/reject' },
} as const;

export async function decide({ kind, id, decision, reason }: Decision, idempotencyKey: string): Promise<QueueItem> {
  const body = reason === undefined ? {} : { reason };
  return api.post(DECISION_PATHS[kind][decision], body, { path: { id }, headers: { 'Idempotency-Key': idempotencyKey } });
}
