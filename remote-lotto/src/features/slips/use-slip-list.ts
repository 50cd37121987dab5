// The member's slips for one set of filters: the first page read like every page reads the API,
// older pages added by "load more", and slips that changed since (cancelled here, or their round
// closed, resulted or cancelled, which reads them again) shown as they now are. A new set of
// filters starts a new list (the screen keys it by its filters).
import { useCallback, useState } from 'react';
import type { Slip } from '../../lib/slip.ts';
import { useApi } from '../../lib/use-api.ts';
import { getSlip } from './api/get-slip.ts';
import { getSlips, type SlipPage, type SlipSummary } from './api/get-slips.ts';
import type { SlipFilters } from './slip-filters.ts';
import { useRoundChanges } from './use-round-changes.ts';

const summaryOf = ({ items, ...head }: Slip): SlipSummary => ({ ...head, itemCount: items.length });

export function useSlipList(filters: SlipFilters) {
  const { status, from, to, roundId } = filters;
  const first = useApi((signal) => getSlips({ status, from, to, roundId }, signal), [status, from, to, roundId]);
  const [older, setOlder] = useState<SlipPage[]>([]);
  const [more, setMore] = useState<{ loading: boolean; error?: unknown }>({ loading: false });
  const [changed, setChanged] = useState<ReadonlyMap<string, SlipSummary>>(new Map());

  const pages = first.data ? [first.data, ...older] : [];
  const items = pages.flatMap((page) => page.items).map((slip) => changed.get(slip.id) ?? slip);
  const nextCursor = pages.at(-1)?.nextCursor ?? null;

  const loadMore = useCallback(async () => {
    if (nextCursor === null) return;
    setMore({ loading: true });
    try {
      const page = await getSlips({ status, from, to, roundId, cursor: nextCursor });
      setOlder((loaded) => [...loaded, page]);
      setMore({ loading: false });
    } catch (error) {
      setMore({ loading: false, error });
    }
  }, [status, from, to, roundId, nextCursor]);

  const update = useCallback((slip: Slip) => setChanged((before) => new Map(before).set(slip.id, summaryOf(slip))), []);

  useRoundChanges((roundId) => {
    for (const slip of items) {
      if (slip.roundId === roundId && slip.status === 'pending') getSlip(slip.id).then(update, () => undefined);
    }
  });

  return { first, items, hasMore: nextCursor !== null, more, loadMore, update };
}
