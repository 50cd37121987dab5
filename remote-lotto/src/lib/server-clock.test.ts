import { jest } from '@jest/globals';
import { act, renderHook } from '@testing-library/react';
import { formatCountdown, secondsUntil, serverOffset, useServerTimeReached } from './server-clock.ts';

describe('server clock', () => {
  it('measures how far the device clock is from the server clock', () => {
    const device = Date.parse('2026-12-16T08:00:00Z');
    expect(serverOffset('2026-12-16T08:00:05Z', device)).toBe(5000);
    expect(serverOffset('2026-12-16T07:59:00Z', device)).toBe(-60_000);
  });

  it('counts whole seconds to a close and stops at 0', () => {
    const now = Date.parse('2026-12-16T08:00:00.900Z');
    expect(secondsUntil('2026-12-16T08:15:00Z', now)).toBe(899);
    expect(secondsUntil('2026-12-16T07:00:00Z', now)).toBe(0);
  });

  it('writes a countdown as hours, minutes and seconds, with days beyond a day', () => {
    expect(formatCountdown(0, 'วัน')).toBe('00:00:00');
    expect(formatCountdown(3725, 'วัน')).toBe('01:02:05');
    expect(formatCountdown(90_061, 'วัน')).toBe('1 วัน 01:01:01');
  });
});

describe('useServerTimeReached', () => {
  beforeEach(() => jest.useFakeTimers({ now: Date.parse('2026-12-16T08:00:00Z') }));
  afterEach(() => jest.useRealTimers());

  it('turns true when the server clock, 5 s ahead of the device, reaches the moment', () => {
    const { result } = renderHook(() => useServerTimeReached('2026-12-16T08:00:10Z', 5000));
    act(() => jest.advanceTimersByTime(4_999));
    expect(result.current).toBe(false);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  it('is true at once for a moment already past, and false again for a later one', () => {
    const { result, rerender } = renderHook(({ at }) => useServerTimeReached(at, 0), { initialProps: { at: '2026-12-16T07:59:00Z' } });
    act(() => jest.advanceTimersByTime(0));
    expect(result.current).toBe(true);
    rerender({ at: '2026-12-16T08:01:00Z' });
    expect(result.current).toBe(false);
    act(() => jest.advanceTimersByTime(60_000));
    expect(result.current).toBe(true);
  });

  it('stays false without a moment', () => {
    const { result } = renderHook(() => useServerTimeReached(undefined, 0));
    act(() => jest.advanceTimersByTime(60_000));
    expect(result.current).toBe(false);
  });
});
