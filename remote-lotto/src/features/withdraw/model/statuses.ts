// The words and tag colours of a withdrawal's status (api/src/modules/payments/withdrawals.ts), as
// lib/statuses.ts gives them for rounds and slips.
import type { Language } from '@tanghuay/shared-auth';

export type WithdrawalStatus = 'pending' | 'approved' | 'rejected';

export const WITHDRAWAL_STATUS: Readonly<Record<WithdrawalStatus, { label: Record<Language, string>; color: string }>> = {
  pending: { label: { th: 'รอตรวจสอบ', en: 'Awaiting approval' }, color: 'gold' },
  approved: { label: { th: 'โอนเงินแล้ว', en: 'Paid out' }, color: 'green' },
  rejected: { label: { th: 'ไม่อนุมัติ', en: 'Rejected' }, color: 'red' },
};
