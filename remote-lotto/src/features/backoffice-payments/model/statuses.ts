// The words of each queue (deposits, withdrawals); a request's status words are lib/statuses.ts's.
import type { Language } from '@tanghuay/shared-auth';
import type { QueueKind } from '../api/queue.ts';

/** What a request of each queue is called. */
export const REQUEST_NAME: Readonly<Record<QueueKind, Record<Language, string>>> = {
  deposits: { th: 'รายการฝากเงิน', en: 'deposit' },
  withdrawals: { th: 'รายการถอนเงิน', en: 'withdrawal' },
};
