// The limits form: a box of typed baht per period, each left empty for no limit. It opens on each
// period's latest decision — the pending change when there is one (sending it again keeps its
// time), else the limit in force — and reads into the PUT body: empty → null, an amount as
// lib/amount.ts reads it (one reading of typed baht for the whole remote), anything else a reason
// shown under its box. Whether day ≤ week ≤ month, and anything else, the API answers in Thai.
import { type Language, moneyInWords, plainMoney } from '@tanghuay/shared-auth';
import { type AmountProblem, MAX_BAHT, readAmount } from '../../../lib/amount.ts';
import { type DepositLimits, LIMIT_PERIODS, type LimitPeriod } from '../../../lib/deposit-limits.ts';
import type { LimitsBody } from '../api/save-limits.ts';

export type LimitFields = Record<LimitPeriod, string>;

type FieldProblem = Exclude<AmountProblem, 'empty'>;

const PROBLEMS: Readonly<Record<Language, Record<FieldProblem, string>>> = {
  th: {
    notANumber: 'กรุณากรอกวงเงินเป็นตัวเลข เช่น 5000 หรือเว้นว่างไว้หากไม่ต้องการจำกัด',
    tooManyDecimals: 'วงเงินมีทศนิยมได้ไม่เกิน 2 ตำแหน่ง',
    notPositive: 'วงเงินต้องมากกว่า 0 บาท หากไม่ต้องการจำกัด ให้เว้นว่างไว้',
    aboveMaximum: `วงเงินต้องไม่เกิน ${moneyInWords(MAX_BAHT, 'th')} หากไม่ต้องการจำกัด ให้เว้นว่างไว้`,
  },
  en: {
    notANumber: 'Please enter the limit as a number, e.g. 5000, or leave it empty for no limit.',
    tooManyDecimals: 'The limit can have at most 2 decimals.',
    notPositive: 'The limit must be more than 0 baht. Leave it empty for no limit.',
    aboveMaximum: `The limit can be at most ${moneyInWords(MAX_BAHT, 'en')}. Leave it empty for no limit.`,
  },
};

/** Baht as a box holds it: "300", "1500.50"; empty for no limit. */
export function amountField(baht: number | null): string {
  return baht === null ? '' : plainMoney(baht);
}

/** The boxes as the form opens: each period's latest decision. */
export function openingFields(limits: DepositLimits): LimitFields {
  const fields = {} as LimitFields;
  for (const period of LIMIT_PERIODS) {
    const { amount, pending } = limits[period];
    fields[period] = amountField(pending ? pending.amount : amount);
  }
  return fields;
}

/** What one box asks for: baht, null (empty: no limit), or why it cannot be read. */
export type FieldReading = { baht: number | null; problem?: undefined } | { problem: string; baht?: undefined };

export function readLimitField(text: string, language: Language): FieldReading {
  const reading = readAmount(text);
  if (reading.problem === 'empty') return { baht: null };
  if (reading.problem) return { problem: PROBLEMS[language][reading.problem] };
  return { baht: reading.satang / 100 };
}

export type LimitsReading =
  | { body: LimitsBody; problems?: undefined }
  | { problems: Partial<Record<LimitPeriod, string>>; body?: undefined };

/** The PUT body, or the reason under each box that cannot be read. */
export function readLimitFields(fields: LimitFields, language: Language): LimitsReading {
  const body = {} as LimitsBody;
  const problems: Partial<Record<LimitPeriod, string>> = {};
  for (const period of LIMIT_PERIODS) {
    const reading = readLimitField(fields[period], language);
    if (reading.problem === undefined) body[period] = reading.baht;
    else problems[period] = reading.problem;
  }
  return Object.keys(problems).length > 0 ? { problems } : { body };
}
