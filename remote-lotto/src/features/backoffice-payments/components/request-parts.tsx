// What the table (wide screens) and the cards (phones) of a payment queue show alike: the bank
// account of a request, its status with the first of two approvals and a decided request's reason,
// and approve or reject for a pending one, approve only where the staff member may
// (model/approvals.ts), named for the step it is, and held back while a correction of the member's
// winnings waits (a withdrawal's `frozenBy`), which it says.
import { type Language, useLanguage, useMessages } from '@tanghuay/shared-auth';
import { Button, Tag } from 'antd';
import { formatDateTime } from '../../../lib/dates.ts';
import type { BankAccount, QueueItem, QueueKind } from '../api/queue.ts';
import { type ApprovalStage, approvalStage } from '../model/approvals.ts';
import { PAYMENT_STATUS } from '../../../lib/statuses.ts';

const messages = {
  th: {
    approve: { only: 'อนุมัติ', first: 'อนุมัติคนที่ 1', second: 'อนุมัติคนที่ 2' } satisfies Record<ApprovalStage, string>,
    reject: 'ไม่อนุมัติ',
    decidedAt: 'เมื่อ',
    reason: 'เหตุผล',
    awaitingSecond: 'รออนุมัติคนที่ 2',
    firstApproved: (username: string) => `อนุมัติแล้ว 1/2 โดย ${username}`,
    firstApprover: (username: string) => `ผู้อนุมัติคนที่ 1: ${username}`,
    twoNeeded: 'ต้องมีผู้อนุมัติ 2 คน',
    frozen: (roundId: string) => `รอแก้ผลรอบ #${roundId}`,
  },
  en: {
    approve: { only: 'Approve', first: 'Approve (1 of 2)', second: 'Approve (2 of 2)' } satisfies Record<ApprovalStage, string>,
    reject: 'Reject',
    decidedAt: 'On',
    reason: 'Reason',
    awaitingSecond: 'Awaiting 2nd approval',
    firstApproved: (username: string) => `Approved 1/2 by ${username}`,
    firstApprover: (username: string) => `1st approver: ${username}`,
    twoNeeded: 'Needs 2 approvers',
    frozen: (roundId: string) => `Waits for round #${roundId}'s correction`,
  },
};

/** The words of the approve button and its confirmation for the step approving would be. */
export function useApproveLabel(): (item: QueueItem) => string {
  const text = useMessages(messages);
  return (item) => text.approve[approvalStage(item)];
}

/** The bank account of a request: a withdrawal's where it is paid, a deposit's where it was paid to. */
export const bankOf = (item: QueueItem): BankAccount => ('bank' in item ? item.bank : item.payment.bank);

export function BankAccountLines({ bank }: { bank: BankAccount }) {
  return (
    <>
      <div className="bo-nowrap">
        {bank.code} <span className="lotto-digits">{bank.accountNo}</span>
      </div>
      <div className="lotto-muted">{bank.accountName}</div>
    </>
  );
}

function FirstApproval({ item, language }: { item: QueueItem; language: Language }) {
  const text = useMessages(messages);
  const first = item.firstApproval;
  if (!first) return item.secondApprovalNeeded ? <div className="lotto-muted">{text.twoNeeded}</div> : null;
  return (
    <div className="lotto-muted">
      {item.status === 'pending' ? text.firstApproved(first.by.username) : text.firstApprover(first.by.username)} ·{' '}
      <span className="bo-nowrap">{formatDateTime(first.at, language)}</span>
    </div>
  );
}

export function RequestStatus({ item }: { item: QueueItem }) {
  const text = useMessages(messages);
  const language = useLanguage();
  const look = PAYMENT_STATUS[item.status];
  const awaitingSecond = item.status === 'pending' && item.firstApproval !== null;
  return (
    <>
      {awaitingSecond ? <Tag color="orange">{text.awaitingSecond}</Tag> : <Tag color={look.color}>{look.label[language]}</Tag>}
      <FirstApproval item={item} language={language} />
      {item.decidedAt && (
        <div className="lotto-muted bo-nowrap">
          {text.decidedAt} {formatDateTime(item.decidedAt, language)}
        </div>
      )}
      {item.reason && (
        <div className="lotto-muted">
          {text.reason}: {item.reason}
        </div>
      )}
    </>
  );
}

export interface RequestActionsProps {
  item: QueueItem;
  /** Whether approve is offered (model/approvals.ts). */
  canApprove: boolean;
  onApprove: (item: QueueItem) => void;
  onReject: (item: QueueItem) => void;
  /** Large controls, side by side across the card (phones). */
  large?: boolean;
}

/** Approve (named for its step) and reject of a pending request; nothing for a decided one. */
export function RequestActions({ item, canApprove, onApprove, onReject, large = false }: RequestActionsProps) {
  const text = useMessages(messages);
  const approveLabel = useApproveLabel();
  if (item.status !== 'pending') return null;
  // On cards the page's phone sizes apply (44 px high); in the table the buttons stay small.
  const size = large ? 'middle' : 'small';
  const frozenBy = 'frozenBy' in item ? item.frozenBy : null;
  return (
    <>
      <span className={large ? 'bo-request-card__actions' : 'bo-page__actions'}>
        {canApprove && (
          <Button type="primary" size={size} disabled={frozenBy !== null} onClick={() => onApprove(item)}>
            {approveLabel(item)}
          </Button>
        )}
        <Button danger size={size} onClick={() => onReject(item)}>
          {text.reject}
        </Button>
      </span>
      {frozenBy && <div className="lotto-muted">{text.frozen(frozenBy.roundId)}</div>}
    </>
  );
}

/** What the table and the cards of a queue are given. */
export interface QueueListProps extends Omit<RequestActionsProps, 'item' | 'canApprove' | 'large'> {
  kind: QueueKind;
  items: QueueItem[];
  canApprove: (item: QueueItem) => boolean;
}
