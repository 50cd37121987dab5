// A slip (โพย) and its items as the API answers them (POST /lotto/slips, GET /lotto/slips/:id, the
// cancel): amounts in baht, a rate as "pays × n", instants as ISO strings, days as YYYY-MM-DD
// (Bangkok). Shared by bet entry, which places slips, and the slips screens, which read them.
import type { BetType } from '@tanghuay/lottery-rules';
import type { ItemStatus, SlipStatus } from './statuses.ts';

export interface SlipItem {
  id: string;
  type: BetType;
  number: string;
  /** The stake. */
  amount: number;
  /** Pays × this on the stake (900, 3.2), locked when placed. */
  rate: number;
  /** Percent of the rate paid: 100, or less for a reduced number. */
  payPercent: number;
  discount: number;
  /** amount − discount. */
  charged: number;
  /** Paid if it wins: amount × rate × payPercent %. */
  winAmount: number;
  status: ItemStatus;
  payout: number;
}

/** What every shape of a slip carries: in a list (with an item count) and alone (with its items). */
export interface SlipHead {
  id: string;
  roundId: string;
  lottoName: string;
  /** The draw day. */
  closeDate: string;
  status: SlipStatus;
  createdAt: string;
  cancelledAt: string | null;
  /** While the member may still cancel it: until this instant; otherwise null. */
  cancelUntil: string | null;
  /** The items' stakes added up. */
  stake: number;
  discount: number;
  /** What the wallet paid: stake − discount. */
  charged: number;
  /** The items' win amounts added up. */
  potentialWin: number;
  /** Paid so far on winning items. */
  payout: number;
  note: string | null;
}

export interface Slip extends SlipHead {
  items: SlipItem[];
}
