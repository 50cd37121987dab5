// The member's slips for one set of filters: the first page read like every page reads the API,
// older pages added by "load more", and slips that changed since (cancelled here, or their round
// closed, resulted or cancelled, which reads them again) shown as they now are. A new set of
// filters starts a new list (the screen keys it by its filters).
import { useCallback, useState } from 'react';
import type { Slip } from '../../lib/slip.ts';
import { usePagedList } from '../../lib/use-paged-list.ts';
import { getSlip } from './api/get-slip.ts';
import { getSlips, type SlipSummary } from './api/get-slips.ts';
import type { SlipFilters } from './slip-filters.ts';
import { useRoundChanges } from '../../lib/use-round-changes.ts';

const summaryOf = ({ items, ...head }: Slip): SlipSummary => ({ ...head, itemCount: items.length });

export function useSlipList(filters: SlipFilters) {
  const { status, from, to, roundId } = filters;
  const list = usePagedList(['/lotto/slips', status, from, to, roundId], (cursor, signal) => getSlips({ status, from, to, roundId, cursor }, signal));
  const [changed, setChanged] = useState<ReadonlyMap<string, SlipSummary>>(new Map());
  const items = list.items.map((slip) => changed.get(slip.id) ?? slip);

  const update = useCallback((slip: Slip) => setChanged((before) => new Map(before).set(slip.id, summaryOf(slip))), []);

  useRoundChanges((roundId) => {
    for (const slip of items) {
      if (slip.roundId === roundId && slip.status === 'pending') getSlip(slip.id).then(update, () => undefined);
    }
  });

  return { ...list, items, update };
}
