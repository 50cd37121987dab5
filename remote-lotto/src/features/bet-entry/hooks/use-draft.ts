// The slip being built on the page: one line per (bet type, number); adding a number again adds
// its stake to the line. Kept until the slip is placed, so a refusal leaves it for editing.
import { useCallback, useMemo, useRef, useState } from 'react';
import { type Bet, type DraftItem, mergeItems, removeItem, setStake } from '../model/draft.ts';

export interface Draft {
  items: DraftItem[];
  add(bets: Bet[]): void;
  remove(id: string): void;
  setStake(id: string, stake: number): void;
  clear(): void;
}

export function useDraft(): Draft {
  const [items, setItems] = useState<DraftItem[]>([]);
  const lastId = useRef(0);
  const add = useCallback((bets: Bet[]) => {
    const added = bets.map((bet) => ({ ...bet, id: String(++lastId.current) }));
    setItems((current) => mergeItems(current, added));
  }, []);
  const remove = useCallback((id: string) => setItems((current) => removeItem(current, id)), []);
  const changeStake = useCallback((id: string, stake: number) => setItems((current) => setStake(current, id, stake)), []);
  const clear = useCallback(() => setItems([]), []);
  return useMemo(() => ({ items, add, remove, setStake: changeStake, clear }), [items, add, remove, changeStake, clear]);
}
