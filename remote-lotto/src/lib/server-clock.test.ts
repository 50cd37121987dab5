import { renderHook, waitFor } from '@testing-library/react';
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
  const inMs = (ms: number) => new Date(Date.now() + ms).toISOString();

  it('turns true when the server clock, 5 s ahead of the device, reaches the moment', async () => {
    const at = inMs(5_000 + 150);
    const { result } = renderHook(() => useServerTimeReached(at, 5_000));
    expect(result.current).toBe(false);
    await waitFor(() => expect(result.current).toBe(true));
  });

  it('is true from the first render for a moment already past, and false again for a later one', async () => {
    const seen: boolean[] = [];
    const { result, rerender } = renderHook(
      ({ at }) => {
        const reached = useServerTimeReached(at, 0);
        seen.push(reached);
        return reached;
      },
      { initialProps: { at: inMs(-60_000) } },
    );
    // Never false first: a page showing a round open for a minute would flash "not open yet".
    expect(seen).toEqual(seen.map(() => true));
    rerender({ at: inMs(150) });
    expect(result.current).toBe(false);
    await waitFor(() => expect(result.current).toBe(true));
  });

  it('stays false without a moment, and for one a minute away', async () => {
    const { result } = renderHook(() => useServerTimeReached(undefined, 0));
    const minuteAway = inMs(60_000);
    const later = renderHook(() => useServerTimeReached(minuteAway, 0));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(result.current).toBe(false);
    expect(later.result.current).toBe(false);
  });
});
