// How the page names the three limit periods and writes a limit: "ต่อวัน", "วันนี้", "300 บาท"
// (docs/lottery.md#how-money-reads), "ไม่จำกัด" (no limit); dates of changes are lib/dates.ts's
// atText ("น." after the time in Thai).
import { type Language, moneyInWords } from '@tanghuay/shared-auth';
import type { LimitPeriod } from '../../../lib/deposit-limits.ts';

interface PeriodNames {
  /** The limit's name: "ต่อวัน", "Daily". */
  per: string;
  /** The period now: "วันนี้", "today". */
  current: string;
}

export const PERIOD_NAMES: Readonly<Record<Language, Record<LimitPeriod, PeriodNames>>> = {
  th: {
    day: { per: 'ต่อวัน', current: 'วันนี้' },
    week: { per: 'ต่อสัปดาห์', current: 'สัปดาห์นี้' },
    month: { per: 'ต่อเดือน', current: 'เดือนนี้' },
  },
  en: {
    day: { per: 'Daily', current: 'today' },
    week: { per: 'Weekly', current: 'this week' },
    month: { per: 'Monthly', current: 'this month' },
  },
};

const NO_LIMIT: Record<Language, string> = { th: 'ไม่จำกัด', en: 'No limit' };

/** "1,500 บาท", or "ไม่จำกัด" for null. */
export function limitText(baht: number | null, language: Language): string {
  return baht === null ? NO_LIMIT[language] : moneyInWords(baht, language);
}

