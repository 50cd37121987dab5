import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { changedParams, isDay, paramOf, useAddressParams } from './query-params.ts';

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

describe('changing the address', () => {
  const wrapper = ({ children }: { children: ReactNode }) => <BrowserRouter>{children}</BrowserRouter>;

  it('builds on the address as it is now, not on the values the page last rendered', () => {
    window.history.replaceState(null, '', '/list?status=cancelled');
    const { result } = renderHook(() => useAddressParams(), { wrapper });
    expect(result.current[0].get('status')).toBe('cancelled');
    // The address moved on (another tap) before the page rendered it: a change then keeps that move.
    window.history.replaceState(null, '', '/list');
    act(() => result.current[1]({ from: '2026-12-01' }));
    expect(window.location.search).toBe('?from=2026-12-01');
    expect(result.current[0].toString()).toBe('from=2026-12-01');
  });

  it('replaces the history entry, or adds one when asked to', () => {
    window.history.replaceState(null, '', '/list?page=2');
    const { result } = renderHook(() => useAddressParams(), { wrapper });
    const entries = window.history.length;
    act(() => result.current[1]({ q: 'som' }));
    expect(window.history.length).toBe(entries);
    act(() => result.current[1]({ page: '3' }, { push: true }));
    expect(window.history.length).toBe(entries + 1);
    expect(window.location.search).toBe('?page=3&q=som');
  });
});
