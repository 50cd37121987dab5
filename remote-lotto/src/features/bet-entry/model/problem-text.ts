// What the bet screens say about a slip's items, a pasted line and a pick left off the slip, in
// Thai and English. Amounts as money in a sentence ("2,000 บาท", "0.50 baht";
// docs/lottery.md#how-money-reads).
import { type Language, moneyInWords } from '@tanghuay/shared-auth';
import type { SkipReason } from './draft.ts';
import { toBaht } from './money.ts';
import type { PasteReason } from './paste.ts';
import type { ItemProblem } from './pricing.ts';

type Words = Readonly<Record<Language, string>>;

const SHAPE: Words = { th: 'จำนวนหลักไม่ตรงกับประเภท', en: 'Wrong number of digits for this bet type' };
const TRIPLE_TOD: Words = { th: '3 ตัวโต๊ดไม่รับเลขตอง', en: '3 tod does not take triples' };
const TOD_ORDER: Words = {
  th: 'โต๊ดถูกได้ทุกการสลับหลักอยู่แล้ว เลขที่กลับแล้วจึงเป็นโต๊ดตัวเดียวกัน (ใส่ไว้ครั้งเดียว)',
  en: '3 tod already wins on every order of these digits: the reversed numbers are one bet (added once)',
};

/** An item's problem: why the API would refuse it, or what to know before betting on it. */
export function problemText(problem: ItemProblem, language: Language): string {
  const th = language === 'th';
  const words = (satang: number) => moneyInWords(toBaht(satang), language);
  switch (problem.kind) {
    case 'not_offered':
      return th ? 'รอบนี้ไม่รับแทงประเภทนี้' : 'Not offered in this round';
    case 'invalid':
      return (problem.reason === 'triple_tod' ? TRIPLE_TOD : SHAPE)[language];
    case 'closed':
      return th ? 'เลขปิดรับ' : 'Number closed';
    case 'below_min':
      return th ? `ขั้นต่ำ ${words(problem.min)}` : `Minimum ${words(problem.min)}`;
    case 'above_max': {
      const max = words(problem.max);
      const total = words(problem.total);
      return th ? `เกิน ${max}ต่อเลข (ในโพยนี้ ${total})` : `Above ${max} per number (${total} on this slip)`;
    }
    case 'reduced':
      return th ? `จ่ายลดเหลือ ${problem.payPercent}%` : `Pays ${problem.payPercent}% of the rate`;
    case 'capped': {
      const capped = th ? `เลขอั้น รับรวมทุกคนไม่เกิน ${words(problem.cap)}` : `Capped at ${words(problem.cap)} from all members`;
      if (problem.remaining === undefined) return capped;
      const left = words(problem.remaining);
      return th ? `${capped} (เหลือ ${left})` : `${capped} (${left} left)`;
    }
  }
}

const PASTE_REASONS: Readonly<Record<PasteReason, Words>> = {
  no_number: { th: 'ไม่พบเลข', en: 'No number' },
  bad_number: { th: 'เลขต้องมี 1–3 หลัก', en: 'Numbers have 1–3 digits' },
  bad_amount: {
    th: 'ราคาไม่ถูกต้อง (มากกว่า 0 ทศนิยมไม่เกิน 2 ตำแหน่ง ไม่ใส่จุลภาค)',
    en: 'Invalid amount (above 0, at most 2 decimals, no commas)',
  },
  too_many_amounts: { th: 'ราคามากกว่าประเภทที่เปิดรับ', en: 'More amounts than bet types offered' },
  not_offered: { th: 'รอบนี้ไม่รับแทงเลขจำนวนหลักนี้', en: 'This round takes no bets on numbers of this length' },
  no_amount: { th: 'ไม่ได้ระบุราคา (ใส่ =ราคา หรือกรอกราคาในฟอร์ม)', en: 'No amount (write =amount, or set one in the form)' },
  triple_tod: TRIPLE_TOD,
  tod_order: TOD_ORDER,
};

/** Why a pasted line was not read (or, for 'triple_tod' on a line read, what was left out). */
export const pasteReasonText = (reason: PasteReason, language: Language): string => PASTE_REASONS[reason][language];

const SKIP_REASONS: Readonly<Record<SkipReason, Words>> = {
  shape: SHAPE,
  triple_tod: TRIPLE_TOD,
  no_stake: { th: 'ยังไม่ได้ใส่ราคา', en: 'No stake set' },
  tod_order: TOD_ORDER,
};

/** Why a type and number picked was left off the slip. */
export const skipReasonText = (reason: SkipReason, language: Language): string => SKIP_REASONS[reason][language];
