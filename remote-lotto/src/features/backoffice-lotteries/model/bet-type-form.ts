// A lottery's bet types as the operator edits them (docs/domain.md#bet-types-and-payouts): the
// rate (pays × n), the least and most stake per number in baht, the discount in percent and whether
// the type is offered. Each box is read as PUT /api/backoffice/lottos/:code/bet-types checks it —
// rate above 0 up to 100,000, stakes above 0 with the most not below the least, discount 0 up to
// (not including) 100 and at most the business's maximum discount, all with at most 2 decimals —
// and only the types that changed are sent.
import type { Answer } from '@tanghuay/api-types';
import { asciiDigits, readAmount } from '../../../lib/amount.ts';
import type { BetType } from '@tanghuay/lottery-rules';

/** A lottery's bet types as GET and PUT …/bet-types answer them, with the business's maximum discount (percent). */
export type BetTypesAnswer = Answer<'/backoffice/lottos/{code}/bet-types'>;

/** A bet type of a lottery as GET …/bet-types answers it. */
export type BetTypeSetting = BetTypesAnswer['betTypes'][number];

export const NUMBER_FIELDS = ['rate', 'min', 'max', 'discount'] as const;
export type NumberField = (typeof NUMBER_FIELDS)[number];

/** One row of the form: the boxes' text, and the switch. */
export type BetTypeRow = Record<NumberField, string> & { code: BetType; enabled: boolean };

export type FieldProblem =
  | 'empty'
  | 'notANumber'
  | 'tooManyDecimals'
  | 'notPositive'
  | 'rateTooHigh'
  | 'maxBelowMin'
  | 'discountRange'
  | 'discountAboveMax';

export type RowProblems = Partial<Record<NumberField, FieldProblem>>;

/** The most a rate may be (pays × 100,000). */
export const MAX_RATE = 100_000;

export const rowOf = (setting: BetTypeSetting): BetTypeRow => ({
  code: setting.code,
  rate: String(setting.rate),
  min: String(setting.min),
  max: String(setting.max),
  discount: String(setting.discount),
  enabled: setting.enabled,
});

const ZERO = /^0+(?:\.0{0,2})?$/;

/** A box read as a number with at most 2 decimals above 0 (commas between thousands allowed), or its problem. */
function positive(text: string): number | FieldProblem {
  const reading = readAmount(text);
  if (reading.satang !== undefined) return reading.satang / 100;
  return reading.problem === 'empty' || reading.problem === 'notANumber' || reading.problem === 'tooManyDecimals' ? reading.problem : 'notPositive';
}

function readDiscount(text: string, maxDiscount: number): number | FieldProblem {
  if (ZERO.test(asciiDigits(text).trim())) return 0;
  const value = positive(text);
  if (value === 'notPositive') return 'discountRange';
  if (typeof value !== 'number') return value;
  if (value >= 100) return 'discountRange';
  return value > maxDiscount ? 'discountAboveMax' : value;
}

/** The row's values, or what is wrong with each box; a discount is at most `maxDiscount` percent. */
export function readRow(row: BetTypeRow, maxDiscount: number): { setting: Omit<BetTypeSetting, 'name'> } | { problems: RowProblems } {
  const problems: RowProblems = {};
  const rate = positive(row.rate);
  const min = positive(row.min);
  const max = positive(row.max);
  const discount = readDiscount(row.discount, maxDiscount);
  if (typeof rate !== 'number') problems.rate = rate;
  else if (rate > MAX_RATE) problems.rate = 'rateTooHigh';
  if (typeof min !== 'number') problems.min = min;
  if (typeof max !== 'number') problems.max = max;
  else if (typeof min === 'number' && max < min) problems.max = 'maxBelowMin';
  if (typeof discount !== 'number') problems.discount = discount;
  const valid = typeof rate === 'number' && typeof min === 'number' && typeof max === 'number' && typeof discount === 'number';
  if (!valid || Object.keys(problems).length > 0) return { problems };
  return { setting: { code: row.code, rate, min, max, discount, enabled: row.enabled } };
}

const sameRow = (a: BetTypeRow, b: BetTypeRow) => NUMBER_FIELDS.every((field) => a[field] === b[field]) && a.enabled === b.enabled;

/** The body of PUT …/bet-types: every row that differs from what the API answered. */
export type BetTypeItem = Omit<BetTypeSetting, 'code' | 'name'> & { type: BetType };

export type FormReading = { items: BetTypeItem[] } | { problems: Partial<Record<BetType, RowProblems>> };

/**
 * The rows read against the settings they started from: the changed ones to send, or the problems
 * of each row. A row left as it was is not read (nor sent): a discount set before a lower maximum
 * does not stop the other types from being saved.
 */
export function readForm(rows: readonly BetTypeRow[], settings: readonly BetTypeSetting[], maxDiscount: number): FormReading {
  const problems: Partial<Record<BetType, RowProblems>> = {};
  const items: BetTypeItem[] = [];
  for (const row of rows) {
    const was = settings.find((setting) => setting.code === row.code);
    if (was && sameRow(row, rowOf(was))) continue;
    const reading = readRow(row, maxDiscount);
    if ('problems' in reading) {
      problems[row.code] = reading.problems;
      continue;
    }
    const { code, ...values } = reading.setting;
    const changed = !was || (Object.keys(values) as (keyof typeof values)[]).some((key) => values[key] !== was[key]);
    if (changed) items.push({ type: code, ...values });
  }
  return Object.keys(problems).length > 0 ? { problems } : { items };
}
