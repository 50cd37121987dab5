// เลขชุด, a member's saved sets of numbers (docs/lottery.md, "เลขชุด and แทงซ้ำ"), as the API answers
// them, and how saved items go onto a round's slip: stakes as satang, the items whose bet type the
// round does not offer left out (and named). แทงซ้ำ carries a slip's items to bet entry the same way,
// in the navigation's state.
import type { Answer } from '@tanghuay/api-types';
import { api } from '@tanghuay/shared-auth';
import type { BetType } from '@tanghuay/lottery-rules';
import { readAmount } from './amount.ts';

export type NumberSetsAnswer = Answer<'/lotto/number-sets'>;
export type NumberSet = NumberSetsAnswer['sets'][number];
/** An item as saved or as on a slip: the stake in baht. */
export type SavedItem = Pick<NumberSet['items'][number], 'type' | 'number' | 'amount'>;

/** The query key of the member's sets (every change reads them again). */
export const NUMBER_SETS_KEY = ['/lotto/number-sets'] as const;

export const getNumberSets = (signal?: AbortSignal): Promise<NumberSetsAnswer> => api.get('/lotto/number-sets', { signal });
export const saveNumberSet = (name: string, items: SavedItem[]): Promise<NumberSet> => api.post('/lotto/number-sets', { name, items });
export const renameNumberSet = (id: string, name: string): Promise<NumberSet> => api.put('/lotto/number-sets/{id}', { name }, { path: { id } });
export const deleteNumberSet = (id: string): Promise<void> => api.delete('/lotto/number-sets/{id}', { path: { id } });

/** A bet for the slip: the stake in satang. */
export interface LoadedBet {
  type: BetType;
  number: string;
  stake: number;
}

/** The items as bets for a round offering `offered`, in their order; those of other types left out. */
export function betsForRound(items: readonly SavedItem[], offered: readonly BetType[]): { bets: LoadedBet[]; leftOut: SavedItem[] } {
  const bets: LoadedBet[] = [];
  const leftOut: SavedItem[] = [];
  for (const item of items) {
    const stake = readAmount(String(item.amount)).satang;
    if (offered.includes(item.type) && stake !== undefined) bets.push({ type: item.type, number: item.number, stake });
    else leftOut.push(item);
  }
  return { bets, leftOut };
}

/** The navigation state that carries a slip's items to bet entry (แทงซ้ำ). */
export const repeatState = (items: readonly SavedItem[]) => ({ repeatItems: items.map(({ type, number, amount }) => ({ type, number, amount })) });

/** The items a navigation carried for the slip, if any. */
export function carriedItems(state: unknown): SavedItem[] | null {
  const items = (state as { repeatItems?: unknown } | null)?.repeatItems;
  return Array.isArray(items) ? (items as SavedItem[]) : null;
}
