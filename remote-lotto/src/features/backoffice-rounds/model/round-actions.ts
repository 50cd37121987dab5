// What an operator may do to a round now (docs/domain.md#lotteries-and-rounds, "Status"): open an
// upcoming round, or one closed early while its close time is still ahead; close an open round
// early; cancel any round without a result; change its limits until it is resulted or cancelled.
// The API decides in the end (409 in Thai); this only keeps impossible buttons away.
import type { RoundStatus } from '@tanghuay/shared-auth';

export type RoundAction = 'open' | 'close' | 'cancel';

/** The actions a round of `status` allows, once its close time has passed or not, in the order they are offered. */
export function roundActions(status: RoundStatus, closeTimePassed: boolean): RoundAction[] {
  switch (status) {
    case 'upcoming':
      return ['open', 'cancel'];
    case 'open':
      return ['close', 'cancel'];
    case 'closed':
      return closeTimePassed ? ['cancel'] : ['open', 'cancel'];
    case 'resulted':
    case 'cancelled':
      return [];
  }
}

/** Whether the round's limits may still change. */
export const limitsEditable = (status: RoundStatus): boolean => status !== 'resulted' && status !== 'cancelled';
