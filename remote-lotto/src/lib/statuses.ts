// The words and tag colours of every status a member or staff meets: a round's, a slip's, an
// item's, a deposit's or withdrawal's in the back office.
import type { Language, RoundStatus } from '@tanghuay/shared-auth';

interface StatusLook {
  label: Record<Language, string>;
  /** An antd Tag colour. */
  color: string;
}

export const ROUND_STATUS: Readonly<Record<RoundStatus, StatusLook>> = {
  upcoming: { label: { th: 'ยังไม่เปิด', en: 'Not open yet' }, color: 'default' },
  open: { label: { th: 'เปิดรับแทง', en: 'Open' }, color: 'green' },
  closed: { label: { th: 'ปิดรับแล้ว', en: 'Closed' }, color: 'orange' },
  resulted: { label: { th: 'ออกผลแล้ว', en: 'Resulted' }, color: 'blue' },
  cancelled: { label: { th: 'ยกเลิก', en: 'Cancelled' }, color: 'red' },
};

export type SlipStatus = 'pending' | 'settled' | 'cancelled';
export const SLIP_STATUSES: readonly SlipStatus[] = ['pending', 'settled', 'cancelled'];

export const SLIP_STATUS: Readonly<Record<SlipStatus, StatusLook>> = {
  pending: { label: { th: 'รอผล', en: 'Awaiting result' }, color: 'gold' },
  settled: { label: { th: 'ออกผลแล้ว', en: 'Settled' }, color: 'blue' },
  cancelled: { label: { th: 'ยกเลิกแล้ว', en: 'Cancelled' }, color: 'default' },
};

export type ItemStatus = 'pending' | 'won' | 'lost' | 'cancelled';

export const ITEM_STATUS: Readonly<Record<ItemStatus, StatusLook>> = {
  pending: { label: { th: 'รอผล', en: 'Awaiting result' }, color: 'gold' },
  won: { label: { th: 'ถูกรางวัล', en: 'Won' }, color: 'green' },
  lost: { label: { th: 'ไม่ถูกรางวัล', en: 'Lost' }, color: 'default' },
  cancelled: { label: { th: 'ยกเลิก', en: 'Cancelled' }, color: 'default' },
};

/** A deposit's or withdrawal's status, as the back office's queues and audit log read it. */
export type PaymentStatus = 'pending' | 'approved' | 'rejected';

export const PAYMENT_STATUS: Readonly<Record<PaymentStatus, StatusLook>> = {
  pending: { label: { th: 'รอดำเนินการ', en: 'Pending' }, color: 'gold' },
  approved: { label: { th: 'อนุมัติแล้ว', en: 'Approved' }, color: 'green' },
  rejected: { label: { th: 'ไม่อนุมัติ', en: 'Rejected' }, color: 'red' },
};
