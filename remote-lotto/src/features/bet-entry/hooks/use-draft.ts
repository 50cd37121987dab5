// The slip being built on the page: one line per (bet type, number); adding a number again adds
// its stake to the line. Kept until the slip is placed or cleared, so a refusal leaves it for
// editing, and kept in the browser per member and round (model/stored-draft.ts), so leaving the
// page (to top up, say) or reloading it finds the slip again, saying so.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type Bet, type DraftItem, mergeItems, removeItem, setStake } from '../model/draft.ts';
import { readStoredDraft, writeStoredDraft } from '../model/stored-draft.ts';

export interface Draft {
  items: DraftItem[];
  /** How many lines were found kept when the page opened (0: none), until the slip is changed. */
  restored: number;
  add(bets: Bet[]): void;
  remove(id: string): void;
  setStake(id: string, stake: number): void;
  clear(): void;
}

/** The slip of `memberId` (null: not known, nothing kept) on `roundId`. */
export function useDraft(memberId: number | null, roundId: string): Draft {
  const lastId = useRef(0);
  const owner = `${memberId}:${roundId}`;
  // Restored lines are "r0", "r1", …; lines added on the page 1, 2, ….
  const restore = (): DraftItem[] => (memberId === null ? [] : readStoredDraft(memberId, roundId).map((bet, i) => ({ ...bet, id: `r${i}` })));
  const [state, setState] = useState(() => {
    const items = restore();
    return { owner, items, restored: items.length };
  });
  // Another member or round: its own slip.
  if (state.owner !== owner) {
    const items = restore();
    setState({ owner, items, restored: items.length });
  }
  const { items, restored } = state;

  useEffect(() => {
    if (memberId !== null) writeStoredDraft(memberId, roundId, items);
  }, [memberId, roundId, items]);

  // A change is the member's own: the slip is no longer only the one restored.
  const update = useCallback((change: (current: DraftItem[]) => DraftItem[]) => setState((current) => ({ ...current, items: change(current.items), restored: 0 })), []);
  const add = useCallback(
    (bets: Bet[]) => {
      const added = bets.map((bet) => ({ ...bet, id: String(++lastId.current) }));
      update((current) => mergeItems(current, added));
    },
    [update],
  );
  const remove = useCallback((id: string) => update((current) => removeItem(current, id)), [update]);
  const changeStake = useCallback((id: string, stake: number) => update((current) => setStake(current, id, stake)), [update]);
  const clear = useCallback(() => update(() => []), [update]);
  return useMemo(() => ({ items, restored, add, remove, setStake: changeStake, clear }), [items, restored, add, remove, changeStake, clear]);
}
