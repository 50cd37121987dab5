// Ready-made ranges of Bangkok days for reports, the member's win/lose and the back office's
// periods (today, yesterday, the last 7 days, this month so far), and which of them a chosen range
// is, if any.
import { addDays } from './dates.ts';

export const PRESETS = ['today', 'yesterday', 'week', 'month'] as const;
export type Preset = (typeof PRESETS)[number];

export interface ReportRange {
  from: string;
  to: string;
}

/** The days of `preset` as seen on `today` (YYYY-MM-DD, Bangkok). */
export function presetRange(preset: Preset, today: string): ReportRange {
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const yesterday = addDays(today, -1);
      return { from: yesterday, to: yesterday };
    }
    case 'week':
      return { from: addDays(today, -6), to: today };
    case 'month':
      return { from: `${today.slice(0, 8)}01`, to: today };
  }
}

/** The preset (of `presets`) whose days `range` is on `today`; the first one listed when two agree (on the 1st, today and this month). */
export function presetOf(range: ReportRange, today: string, presets: readonly Preset[] = PRESETS): Preset | undefined {
  return presets.find((preset) => {
    const days = presetRange(preset, today);
    return days.from === range.from && days.to === range.to;
  });
}
