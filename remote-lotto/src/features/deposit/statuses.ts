// The words and tag colours of a deposit request's status, like lib/statuses.ts for slips.
import type { Language } from '@tanghuay/shared-auth';
import type { DepositStatus } from './deposit.ts';

interface StatusLook {
  label: Record<Language, string>;
  /** An antd Tag colour. */
  color: string;
}

export const DEPOSIT_STATUS: Readonly<Record<DepositStatus, StatusLook>> = {
  pending: { label: { th: 'รอตรวจสอบ', en: 'Awaiting payment' }, color: 'gold' },
  approved: { label: { th: 'เติมเงินสำเร็จ', en: 'Credited' }, color: 'green' },
  rejected: { label: { th: 'ไม่อนุมัติ', en: 'Rejected' }, color: 'red' },
};
