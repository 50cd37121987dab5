// The member's deposit requests: the first page read like every page reads the API, older pages
// added by "load more". A new or decided request reads the list again from the top.
import { useCallback, useState } from 'react';
import { useApi } from '../../../lib/use-api.ts';
import { type DepositPage, getDeposits } from '../api/get-deposits.ts';

export type DepositListState = ReturnType<typeof useDepositList>;

export function useDepositList() {
  const first = useApi((signal) => getDeposits(undefined, signal), []);
  const [older, setOlder] = useState<DepositPage[]>([]);
  const [more, setMore] = useState<{ loading: boolean; error?: unknown }>({ loading: false });

  const pages = first.data ? [first.data, ...older] : [];
  const items = pages.flatMap((page) => page.items);
  const nextCursor = pages.at(-1)?.nextCursor ?? null;

  const loadMore = useCallback(async () => {
    if (nextCursor === null) return;
    setMore({ loading: true });
    try {
      const page = await getDeposits(nextCursor);
      setOlder((loaded) => [...loaded, page]);
      setMore({ loading: false });
    } catch (error) {
      setMore({ loading: false, error });
    }
  }, [nextCursor]);

  const { reload: reloadFirst } = first;
  const reload = useCallback(() => {
    setOlder([]);
    setMore({ loading: false });
    reloadFirst();
  }, [reloadFirst]);

  return { first, items, hasMore: nextCursor !== null, more, loadMore, reload };
}
