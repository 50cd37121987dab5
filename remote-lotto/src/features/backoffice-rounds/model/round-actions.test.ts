import { limitsEditable, roundActions } from './round-actions.ts';

describe('roundActions', () => {
  it('opens an upcoming round now, closes an open one early, and cancels either', () => {
    expect(roundActions('upcoming', false)).toEqual(['open', 'cancel']);
    expect(roundActions('open', false)).toEqual(['close', 'cancel']);
  });

  it('opens a round closed early again only while its close time is ahead', () => {
    expect(roundActions('closed', false)).toEqual(['open', 'cancel']);
    expect(roundActions('closed', true)).toEqual(['cancel']);
  });

  it('does nothing to a resulted or cancelled round, nor to its limits', () => {
    expect(roundActions('resulted', true)).toEqual([]);
    expect(roundActions('cancelled', false)).toEqual([]);
    expect(limitsEditable('resulted')).toBe(false);
    expect(limitsEditable('cancelled')).toBe(false);
    expect(limitsEditable('closed')).toBe(true);
  });
});
