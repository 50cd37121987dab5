// The two-person rule as a queue shows it (docs/domain.md#money): what approving a pending request
// would be now — its only approval, the first of two, or the second — and whether the signed-in
// staff member is offered approve at all. The API decides (it refuses the rest in Thai); the screen
// hides what would only be refused: deposits to those who may not approve them by hand (agents),
// the second step to the first approver, and to an agent (the member's own agent, never a second
// approver).
import type { QueueItem, QueueKind } from '../api/queue.ts';

export type ApprovalStage = 'only' | 'first' | 'second';

export interface Approver {
  /** The signed-in account's id. */
  id: string;
  usertype: string;
  /** manage DepositApproval: operators and administrators. */
  approvesDeposits: boolean;
}

/** What approving the pending request now would be. */
export function approvalStage(item: QueueItem): ApprovalStage {
  if (item.firstApproval) return 'second';
  return item.secondApprovalNeeded ? 'first' : 'only';
}

/** Whether `approver` is offered approve on the request. */
export function mayApprove(kind: QueueKind, item: QueueItem, approver: Approver): boolean {
  if (item.status !== 'pending') return false;
  if (kind === 'deposits' && !approver.approvesDeposits) return false;
  if (!item.firstApproval) return true;
  return item.firstApproval.by.id !== approver.id && approver.usertype !== 'agent';
}
