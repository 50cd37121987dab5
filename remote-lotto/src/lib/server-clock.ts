// Countdowns follow the API's clock, never the device's alone: each answer carrying `serverTime`
// gives the offset between the two clocks, and "now" is the device's clock plus that offset.
import { useEffect, useState } from 'react';

/** Milliseconds to add to the device clock to get the server's, from an answer's serverTime. */
export function serverOffset(serverTime: string, receivedAt: number): number {
  return new Date(serverTime).getTime() - receivedAt;
}

/** setTimeout's longest delay (about 24.8 days); a later time is checked again after it. */
export const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Whether the server's clock has reached `at` (an ISO instant): a timer set for that moment, so a
 * page learns of a round's opening or close without re-rendering every second.
 */
export function useServerTimeReached(at: string | undefined, offsetMs: number): boolean {
  const [reached, setReached] = useState<string | null>(null);
  useEffect(() => {
    if (at === undefined || reached === at) return;
    let timer: ReturnType<typeof setTimeout>;
    const check = () => {
      const left = new Date(at).getTime() - (Date.now() + offsetMs);
      if (left <= 0) setReached(at);
      else timer = setTimeout(check, Math.min(MAX_TIMER_MS, left));
    };
    timer = setTimeout(check, 0);
    return () => clearTimeout(timer);
  }, [at, offsetMs, reached]);
  return reached === at;
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
