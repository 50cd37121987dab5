import { changedParams, isDay, paramOf } from './query-params.ts';

describe('query params', () => {
  it('knows a YYYY-MM-DD day from anything else', () => {
    expect(isDay('2026-12-16')).toBe(true);
    expect(isDay('16/12/2026')).toBe(false);
    expect(isDay('2026-12-16T00:00')).toBe(false);
  });

  it('reads a value only when present and valid', () => {
    const params = new URLSearchParams('from=2026-12-16&to=yesterday&status=');
    expect(paramOf(params, 'from', isDay)).toBe('2026-12-16');
    expect(paramOf(params, 'to', isDay)).toBeUndefined();
    expect(paramOf(params, 'status', () => true)).toBeUndefined();
    expect(paramOf(params, 'roundId', () => true)).toBeUndefined();
  });

  it('sets and removes values, keeping the others and leaving the original alone', () => {
    const params = new URLSearchParams('roundId=7&status=pending');
    const next = changedParams(params, { status: undefined, from: '2026-12-01', roundId: '', to: '2026-12-16' });
    expect(next.toString()).toBe('from=2026-12-01&to=2026-12-16');
    expect(params.toString()).toBe('roundId=7&status=pending');
  });
});
