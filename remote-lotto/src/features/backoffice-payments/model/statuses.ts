// The words and tag colours of a payment request's status as staff read them, and the words of each
// queue (deposits, withdrawals).
import type { Language } from '@tanghuay/shared-auth';
import type { PaymentStatus, QueueKind } from '../api/queue.ts';

export const PAYMENT_STATUS: Readonly<Record<PaymentStatus, { label: Record<Language, string>; color: string }>> = {
  pending: { label: { th: 'รอดำเนินการ', en: 'Pending' }, color: 'gold' },
  approved: { label: { th: 'อนุมัติแล้ว', en: 'Approved' }, color: 'green' },
  rejected: { label: { th: 'ไม่อนุมัติ', en: 'Rejected' }, color: 'red' },
};

/** What a request of each queue is called. */
export const REQUEST_NAME: Readonly<Record<QueueKind, Record<Language, string>>> = {
  deposits: { th: 'รายการฝากเงิน', en: 'deposit' },
  withdrawals: { th: 'รายการถอนเงิน', en: 'withdrawal' },
};
