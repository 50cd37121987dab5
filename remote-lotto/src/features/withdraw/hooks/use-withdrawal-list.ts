// The member's withdrawals: the first page read like every page reads the API, older pages added by
// "load more", requests made on this page put on top, and every pending one read again every few
// seconds while the page is open, until a payment handler has decided it.
import { sessionBus } from '@tanghuay/shared-auth';
import { useCallback, useEffect, useState } from 'react';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { getWithdrawal } from '../api/get-withdrawal.ts';
import { getWithdrawals } from '../api/get-withdrawals.ts';
import type { Withdrawal } from '../api/withdrawal.ts';

/** How often pending requests are read again. */
export const PENDING_POLL_MS = 5_000;

export type WithdrawalListState = ReturnType<typeof useWithdrawalList>;

export function useWithdrawalList() {
  const list = usePagedList(['/wallet/withdrawals'], getWithdrawals);
  const [added, setAdded] = useState<Withdrawal[]>([]);
  const [changed, setChanged] = useState<ReadonlyMap<string, Withdrawal>>(new Map());

  const listed = list.items;
  const items = [...added.filter((made) => !listed.some((item) => item.id === made.id)), ...listed].map((item) => changed.get(item.id) ?? item);
  const pendingIds = items
    .filter((item) => item.status === 'pending')
    .map((item) => item.id)
    .join(',');

  const add = useCallback((withdrawal: Withdrawal) => setAdded((before) => [withdrawal, ...before]), []);

  useEffect(() => {
    if (pendingIds === '') return;
    const controller = new AbortController();
    const poll = () => {
      for (const id of pendingIds.split(',')) {
        getWithdrawal(id, controller.signal).then(
          (withdrawal) => {
            if (withdrawal.status === 'pending') return;
            setChanged((before) => new Map(before).set(id, withdrawal));
            // A rejected request's money is back in the wallet: the header shows it now.
            if (withdrawal.status === 'rejected') void sessionBus.refreshBalance();
          },
          () => undefined,
        );
      }
    };
    const timer = setInterval(poll, PENDING_POLL_MS);
    return () => {
      clearInterval(timer);
      controller.abort();
    };
  }, [pendingIds]);

  return { ...list, items, add };
}
