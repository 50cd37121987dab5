// A number limit in words (docs/domain.md#number-limits), as the round page's tags and the audit
// log write it: closed, paying a reduced percent of the rate, or capped at an amount in baht.
import { type Language, type LimitItem, moneyInWords } from '@tanghuay/shared-auth';

const WORDS = {
  th: { closed: 'ปิดรับ', reduced: (percent: number) => `จ่าย ${percent}%`, cap: (amount: string) => `รับไม่เกิน ${amount}` },
  en: { closed: 'Closed', reduced: (percent: number) => `Pays ${percent}%`, cap: (amount: string) => `Up to ${amount}` },
};

/** "ปิดรับ", "จ่าย 50%", "รับไม่เกิน 1,000 บาท". */
export function limitWords({ kind, value }: Pick<LimitItem, 'kind' | 'value'>, language: Language): string {
  const words = WORDS[language];
  if (kind === 'closed' || value === null) return words.closed;
  return kind === 'reduced' ? words.reduced(value) : words.cap(moneyInWords(value, language));
}
