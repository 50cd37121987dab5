import { act, renderHook } from '@testing-library/react';
import type { Bet } from '../model/draft.ts';
import { readStoredDraft, writeStoredDraft } from '../model/stored-draft.ts';
import { useDraft } from './use-draft.ts';

const bets: Bet[] = [
  { type: '2top', number: '12', stake: 500 },
  { type: '2bottom', number: '12', stake: 500 },
];
const brief = (items: readonly Bet[]) => items.map(({ type, number, stake }) => `${type} ${number} ${stake}`);

beforeEach(() => localStorage.clear());

describe('useDraft', () => {
  it('keeps the slip being built for the member and round, and finds it again, saying how much came back', () => {
    const first = renderHook(() => useDraft(7, 'r1'));
    expect(first.result.current.restored).toBe(0);
    act(() => first.result.current.add(bets));
    first.unmount();

    const again = renderHook(() => useDraft(7, 'r1'));
    expect(brief(again.result.current.items)).toEqual(brief(bets));
    expect(again.result.current.restored).toBe(2);
    // Another member on this device, or another round, starts empty.
    expect(renderHook(() => useDraft(8, 'r1')).result.current.items).toEqual([]);
    expect(renderHook(() => useDraft(7, 'r2')).result.current.items).toEqual([]);
  });

  it('adds to a restored slip without mixing up its lines', () => {
    writeStoredDraft(7, 'r1', bets);
    const { result } = renderHook(() => useDraft(7, 'r1'));
    act(() => result.current.add([{ type: '2top', number: '34', stake: 100 }, { type: '2top', number: '12', stake: 100 }]));
    expect(brief(result.current.items)).toEqual(['2top 12 600', '2bottom 12 500', '2top 34 100']);
    expect(new Set(result.current.items.map((item) => item.id)).size).toBe(3);
    // The member changed it: it is no longer only the restored slip.
    expect(result.current.restored).toBe(0);
    act(() => result.current.remove(result.current.items[1]!.id));
    expect(brief(readStoredDraft(7, 'r1'))).toEqual(['2top 12 600', '2top 34 100']);
  });

  it('forgets the slip once cleared (or placed)', () => {
    writeStoredDraft(7, 'r1', bets);
    const { result, unmount } = renderHook(() => useDraft(7, 'r1'));
    act(() => result.current.clear());
    expect(result.current.items).toEqual([]);
    unmount();
    expect(renderHook(() => useDraft(7, 'r1')).result.current.restored).toBe(0);
    expect(readStoredDraft(7, 'r1')).toEqual([]);
  });

  it('shows the slip of the round now on the page when the page moves to another round', () => {
    writeStoredDraft(7, 'r2', bets.slice(0, 1));
    const { result, rerender } = renderHook(({ roundId }) => useDraft(7, roundId), { initialProps: { roundId: 'r1' } });
    act(() => result.current.add(bets.slice(1)));
    rerender({ roundId: 'r2' });
    expect(brief(result.current.items)).toEqual(['2top 12 500']);
    expect(brief(readStoredDraft(7, 'r1'))).toEqual(['2bottom 12 500']);
  });

  it('keeps nothing before the member is known', () => {
    const { result } = renderHook(() => useDraft(null, 'r1'));
    act(() => result.current.add(bets));
    expect(result.current.items).toHaveLength(2);
    expect(localStorage.length).toBe(0);
  });
});
