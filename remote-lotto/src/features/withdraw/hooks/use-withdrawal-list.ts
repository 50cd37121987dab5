// The member's withdrawals: the first page read like every page reads the API, older pages added by
// "load more", requests made on this page put on top, and every pending one read again every few
// seconds while the page is open, until a payment handler has decided it.
import { sessionBus } from '@tanghuay/shared-auth';
import { useCallback, useEffect, useState } from 'react';
import { useApi } from '../../../lib/use-api.ts';
import { getWithdrawal } from '../api/get-withdrawal.ts';
import { getWithdrawals, type WithdrawalPage } from '../api/get-withdrawals.ts';
import type { Withdrawal } from '../api/withdrawal.ts';

/** How often pending requests are read again. */
export const PENDING_POLL_MS = 5_000;

export type WithdrawalListState = ReturnType<typeof useWithdrawalList>;

export function useWithdrawalList() {
  const first = useApi((signal) => getWithdrawals(undefined, signal), []);
  const [older, setOlder] = useState<WithdrawalPage[]>([]);
  const [added, setAdded] = useState<Withdrawal[]>([]);
  const [more, setMore] = useState<{ loading: boolean; error?: unknown }>({ loading: false });
  const [changed, setChanged] = useState<ReadonlyMap<string, Withdrawal>>(new Map());

  const pages = first.data ? [first.data, ...older] : [];
  const listed = pages.flatMap((page) => page.items);
  const items = [...added.filter((made) => !listed.some((item) => item.id === made.id)), ...listed].map((item) => changed.get(item.id) ?? item);
  const nextCursor = pages.at(-1)?.nextCursor ?? null;
  const pendingIds = items
    .filter((item) => item.status === 'pending')
    .map((item) => item.id)
    .join(',');

  const loadMore = useCallback(async () => {
    if (nextCursor === null) return;
    setMore({ loading: true });
    try {
      const page = await getWithdrawals(nextCursor);
      setOlder((loaded) => [...loaded, page]);
      setMore({ loading: false });
    } catch (error) {
      setMore({ loading: false, error });
    }
  }, [nextCursor]);

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

  return { first, items, hasMore: nextCursor !== null, more, loadMore, add };
}
