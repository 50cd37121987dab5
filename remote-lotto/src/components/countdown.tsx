// Time left until a moment on the server's clock, "02:03:04" (or "1 วัน 02:03:04"), ticking by
// itself each second so the page around it does not re-render; red in the last five minutes.
import { formatCountdown, secondsUntil, useServerNow } from '../lib/server-clock.ts';

const SOON_SECONDS = 300;

export function Countdown({ until, offset, dayWord }: { until: string; offset: number; dayWord: string }) {
  const seconds = secondsUntil(until, useServerNow(offset));
  return (
    <span className={`lotto-countdown${seconds < SOON_SECONDS ? ' lotto-countdown--soon' : ''}`} role="timer">
      {formatCountdown(seconds, dayWord)}
    </span>
  );
}
