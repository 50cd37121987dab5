// Countdowns follow the API's clock, never the device's alone: each answer carrying `serverTime`
// gives the offset between the two clocks, and "now" is the device's clock plus that offset.
import { useEffect, useReducer, useState } from 'react';

/** Milliseconds to add to the device clock to get the server's, from an answer's serverTime. */
export function serverOffset(serverTime: string, receivedAt: number): number {
  return new Date(serverTime).getTime() - receivedAt;
}

/** setTimeout's longest delay (about 24.8 days); a later time is checked again after it. */
export const MAX_TIMER_MS = 2 ** 31 - 1;

/** Milliseconds until the server's clock reaches `at` (an ISO instant); 0 or less once it has. */
const msUntil = (at: string, offsetMs: number) => new Date(at).getTime() - (Date.now() + offsetMs);

/**
 * Whether the server's clock has reached `at` (an ISO instant): read at each render, so the first
 * render already knows (a round open for an hour is never shown as not yet open), and a timer set
 * for that moment re-renders the page then, so it learns of a round's opening or close without
 * re-rendering every second.
 */
export function useServerTimeReached(at: string | undefined, offsetMs: number): boolean {
  const [, rerender] = useReducer((renders: number) => renders + 1, 0);
  const reached = at !== undefined && msUntil(at, offsetMs) <= 0;
  useEffect(() => {
    if (at === undefined || reached) return;
    let timer: ReturnType<typeof setTimeout>;
    const check = () => {
      const left = msUntil(at, offsetMs);
      if (left <= 0) rerender();
      else timer = setTimeout(check, Math.min(MAX_TIMER_MS, left));
    };
    check();
    return () => clearTimeout(timer);
  }, [at, offsetMs, reached]);
  return reached;
}

/** The server's time now, re-read every second while mounted (for countdowns only: it re-renders each second). */
export function useServerNow(offsetMs: number): number {
  const [deviceNow, setDeviceNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setDeviceNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return deviceNow + offsetMs;
}

/** Whole seconds from `now` until `until` (an ISO instant), never below 0. */
export function secondsUntil(until: string, now: number): number {
  return Math.max(0, Math.floor((new Date(until).getTime() - now) / 1000));
}

/** "02:03:04", or "1 วัน 02:03:04" / "1 d 02:03:04" beyond a day. */
export function formatCountdown(seconds: number, dayWord: string): string {
  const days = Math.floor(seconds / 86_400);
  const rest = seconds % 86_400;
  const clock = [Math.floor(rest / 3600), Math.floor((rest % 3600) / 60), rest % 60].map((n) => String(n).padStart(2, '0')).join(':');
  return days > 0 ? `${days} ${dayWord} ${clock}` : clock;
}
