// How the values an audit entry keeps read on screen, as the rest of the back office writes them:
// baht with thousands separators ("1,500 บาท"), percent, Bangkok dates, statuses, bet types and
// limits in Thai words. The API keeps before and after as any JSON; a value whose shape a format
// does not expect reads as `anyValue` does, never as nothing.
import { type Language, moneyInWords, ROLE_NAMES } from '@tanghuay/shared-auth';
import { BET_TYPE_LABELS, isBetType } from '@tanghuay/lottery-rules';
import { formatDateTime } from '../../../lib/dates.ts';
import { limitWords } from '../../../lib/limit-words.ts';
import { PAYMENT_STATUS, ROUND_STATUS } from '../../../lib/statuses.ts';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonRecord = { [key: string]: Json };
export type Words = Record<Language, string>;

/** A value in words, in the language. */
export type Format = (value: Json, language: Language) => string;

export const isRecord = (value: unknown): value is JsonRecord => typeof value === 'object' && value !== null && !Array.isArray(value);

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const NUMBER_TEXT = /^-?\d+(\.\d+)?$/;
const YES: Words = { th: 'ใช่', en: 'Yes' };
const NO: Words = { th: 'ไม่ใช่', en: 'No' };

/** A number, or a number written as text (satang amounts are kept as text); else null. */
const numberOf = (value: Json): number | null =>
  typeof value === 'number' ? value : typeof value === 'string' && NUMBER_TEXT.test(value) ? Number(value) : null;

const count = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 2 });

/** Any value, readably: what a field no table entry describes shows. */
export const anyValue: Format = (value, language) => {
  if (value === null) return '—';
  if (typeof value === 'boolean') return (value ? YES : NO)[language];
  if (typeof value === 'number') return count(value);
  if (typeof value === 'string') return ISO_INSTANT.test(value) ? formatDateTime(value, language) : value;
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map((item) => anyValue(item, language)).join(value.some(isRecord) ? '; ' : ', ');
  return Object.entries(value)
    .map(([key, inner]) => `${key}: ${anyValue(inner, language)}`)
    .join(', ');
};

/** Reads `value` with `read` when it is a number (or a number as text); else as any value. */
const numeric =
  (read: (value: number, language: Language) => string): Format =>
  (value, language) => {
    const number = numberOf(value);
    return number === null ? anyValue(value, language) : read(number, language);
  };

/** Baht, as the API answers amounts: "1,500 บาท", "12.50 บาท". */
export const baht: Format = numeric(moneyInWords);

/** Satang, as the ledger and settlement summaries keep them: read as baht. */
export const satang: Format = numeric((value, language) => moneyInWords(value / 100, language));

export const percent: Format = numeric((value) => `${count(value)}%`);

export const minutes: Format = numeric((value, language) => (language === 'th' ? `${count(value)} นาที` : `${count(value)} min`));

/** The release freeze's minutes before a close: 0 is no freeze. */
export const freezeMinutes: Format = (value, language) => (numberOf(value) === 0 ? { th: 'ไม่มีช่วงงด', en: 'No freeze' }[language] : minutes(value, language));

/** A payout rate: pays n per baht staked. */
export const rate: Format = numeric((value, language) => (language === 'th' ? `บาทละ ${count(value)}` : `× ${count(value)}`));

/** An account by its id; null: none. */
export const accountId: Format = (value, language) => (value === null ? { th: 'ไม่มี', en: 'None' }[language] : `#${anyValue(value, language)}`);

/** One of a few known values, each in words; any other as written. */
export const oneOf =
  (words: Readonly<Record<string, Words>>): Format =>
  (value, language) =>
    typeof value === 'string' && value in words ? (words[value] as Words)[language] : anyValue(value, language);

const labelsOf = (looks: Readonly<Record<string, { label: Words }>>) => Object.fromEntries(Object.entries(looks).map(([key, look]) => [key, look.label]));

export const roundStatus = oneOf(labelsOf(ROUND_STATUS));
export const paymentStatus = oneOf(labelsOf(PAYMENT_STATUS));

export const role: Format = (value, language) =>
  typeof value === 'string' && value in ROLE_NAMES[language] ? ROLE_NAMES[language][value as keyof (typeof ROLE_NAMES)['th']] : anyValue(value, language);

/** Whether a bet type is offered. */
export const offered: Format = (value, language) =>
  typeof value === 'boolean' ? (value ? { th: 'เปิดรับแทง', en: 'Offered' } : { th: 'ปิดรับแทง', en: 'Not offered' })[language] : anyValue(value, language);

export const betType = (value: Json, language: Language): string =>
  typeof value === 'string' && isBetType(value) ? BET_TYPE_LABELS[value][language] : anyValue(value, language);

/** A limit item ({kind, value}): "ปิดรับ", "จ่าย 50%", "รับไม่เกิน 1,000 บาท". */
export const limit: Format = (value, language) => {
  if (!isRecord(value) || !['closed', 'reduced', 'cap'].includes(String(value.kind))) return anyValue(value, language);
  return limitWords({ kind: value.kind as 'closed' | 'reduced' | 'cap', value: numberOf(value.value ?? null) }, language);
};

/** Reads a record with `read` when every field in `fields` is a number (or a number as text); else as any value. */
const figures =
  <F extends string>(fields: readonly F[], read: (values: Record<F, number>, language: Language) => string): Format =>
  (value, language) => {
    if (!isRecord(value)) return anyValue(value, language);
    const values = Object.fromEntries(fields.map((field) => [field, numberOf(value[field] ?? null)]));
    return Object.values(values).includes(null) ? anyValue(value, language) : read(values as Record<F, number>, language);
  };

/** A round's settlement: items decided and won, and the satang they pay. */
export const settlement = figures(['items', 'winners', 'payout'], ({ items, winners, payout }, language) =>
  language === 'th'
    ? `ตัดสิน ${count(items)} รายการ ถูกรางวัล ${count(winners)} รายการ จ่ายรวม ${moneyInWords(payout / 100, language)}`
    : `${count(items)} items decided, ${count(winners)} won, ${moneyInWords(payout / 100, language)} paid`,
);

/** What a result correction moved: the slips whose payout changed, satang paid in addition and taken back. */
export const moved = figures(['slips', 'credited', 'debited'], ({ slips, credited, debited }, language) =>
  language === 'th'
    ? `${count(slips)} โพย จ่ายเพิ่ม ${moneyInWords(credited / 100, language)} เรียกคืน ${moneyInWords(debited / 100, language)}`
    : `${count(slips)} slips, ${moneyInWords(credited / 100, language)} paid in addition, ${moneyInWords(debited / 100, language)} taken back`,
);

/** What cancelling a round refunded: slips, members and satang. */
export const refunds = figures(['slips', 'members', 'amount'], ({ slips, members, amount }, language) =>
  language === 'th'
    ? `${count(slips)} โพย ของสมาชิก ${count(members)} คน รวม ${moneyInWords(amount / 100, language)}`
    : `${count(slips)} slips of ${count(members)} members, ${moneyInWords(amount / 100, language)}`,
);

const PRIZES: Readonly<Record<string, Words>> = {
  firstPrize: { th: 'รางวัลที่ 1', en: 'First prize' },
  front3: { th: '3 ตัวหน้า', en: 'Front 3' },
  back3: { th: '3 ตัวท้าย', en: 'Back 3' },
  top3: { th: '3 ตัวบน', en: 'Top 3' },
  bottom2: { th: '2 ตัวล่าง', en: 'Bottom 2' },
};

/** A result's numbers, as the results pages announce them: "3 ตัวบน 505 · 2 ตัวล่าง 07". */
export const resultNumbers: Format = (value, language) => {
  if (!isRecord(value)) return anyValue(value, language);
  const prizes = Object.keys(PRIZES).filter((prize) => prize in value);
  if (prizes.length === 0) return anyValue(value, language);
  return prizes.map((prize) => `${(PRIZES[prize] as Words)[language]} ${anyValue(value[prize] ?? null, language)}`).join(' · ');
};

const PROMPTPAY: Readonly<Record<string, Words>> = {
  phone: { th: 'เบอร์โทรศัพท์', en: 'phone' },
  nationalId: { th: 'เลขประจำตัวประชาชน', en: 'national id' },
};

/** Where members pay by PromptPay: "เบอร์โทรศัพท์ 0812345678". */
export const promptpay: Format = (value, language) =>
  isRecord(value) && typeof value.value === 'string' ? `${oneOf(PROMPTPAY)(value.type ?? null, language)} ${value.value}` : anyValue(value, language);

/** A bank account: "KBANK 1234567890 บจก. ตังห้วย". */
export const bankAccount: Format = (value, language) =>
  isRecord(value) && ['code', 'accountNo', 'accountName'].every((field) => typeof value[field] === 'string')
    ? `${String(value.code)} ${String(value.accountNo)} ${String(value.accountName)}`
    : anyValue(value, language);
