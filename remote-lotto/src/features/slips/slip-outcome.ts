// How a slip came out, as the list and the slip's page say it (docs/lottery.md, "Slips and
// win/lose"): ถูก when a settled slip paid something, ไม่ถูก when it paid nothing, รอผล while it
// waits for its draw; the net (what it paid less what it charged) once settled; and its winning
// items first.
import type { Language } from '@tanghuay/shared-auth';
import type { SlipHead, SlipItem } from '../../lib/slip.ts';

export type SlipOutcome = 'won' | 'lost' | 'pending' | 'cancelled';

export const slipOutcome = (slip: Pick<SlipHead, 'status' | 'payout'>): SlipOutcome => {
  if (slip.status !== 'settled') return slip.status;
  return slip.payout > 0 ? 'won' : 'lost';
};

/** The words and antd Tag colour of each outcome, the badge of a slip. */
export const SLIP_OUTCOME: Readonly<Record<SlipOutcome, { label: Record<Language, string>; color: string }>> = {
  won: { label: { th: 'ถูก', en: 'Won' }, color: 'green' },
  lost: { label: { th: 'ไม่ถูก', en: 'Lost' }, color: 'default' },
  pending: { label: { th: 'รอผล', en: 'Awaiting result' }, color: 'gold' },
  cancelled: { label: { th: 'ยกเลิกแล้ว', en: 'Cancelled' }, color: 'default' },
};

/** What a settled slip won or lost, in baht: payout − charged, rounded to the satang (both have at most 2 decimals). */
export const slipNet = (slip: Pick<SlipHead, 'payout' | 'charged'>): number => Math.round((slip.payout - slip.charged) * 100) / 100;

/** The items with the winning ones first, each group in its own order. */
export const winnersFirst = (items: readonly SlipItem[]): SlipItem[] => [
  ...items.filter((item) => item.status === 'won'),
  ...items.filter((item) => item.status !== 'won'),
];
