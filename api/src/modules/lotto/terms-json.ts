// A round's terms as they cross the API (and the realtime channel): a rate as "pays × n" (900,
// 3.2), a discount in percent, stakes and caps in baht, a reduced number's value in percent.
import { satangToBaht } from '../wallet/money.ts';
import { BET_TYPE_NAMES, BET_TYPES } from './bet-types.ts';
import type { BetTypeTerms, LimitItem } from './round-terms.ts';

/** Hundredths (a rate: 90000 = × 900; a discount in basis points: 150 = 1.5 %) as a number with at most 2 decimals. */
export const fromHundredths = (hundredths: number): number => hundredths / 100;

export const betTypeJson = (terms: BetTypeTerms) => ({
  code: terms.type,
  name: BET_TYPE_NAMES[terms.type],
  rate: fromHundredths(terms.rate),
  min: satangToBaht(terms.minStake),
  max: satangToBaht(terms.maxStake),
  discount: fromHundredths(terms.discountBp),
});

export const limitJson = (item: LimitItem) => ({
  type: item.type,
  number: item.number,
  kind: item.kind,
  value: item.value === null ? null : item.kind === 'cap' ? satangToBaht(item.value) : Number(item.value),
});

export const betTypeCode = { type: 'string', enum: [...BET_TYPES] } as const;

export const betTypeSchema = {
  type: 'object',
  required: ['code', 'name', 'rate', 'min', 'max', 'discount'],
  additionalProperties: false,
  properties: {
    code: betTypeCode,
    name: { type: 'string', description: 'Thai, e.g. 3 ตัวบน' },
    rate: { type: 'number', description: 'pays × this on the stake, e.g. 900 or 3.2' },
    min: { type: 'number', description: 'least stake per number, baht' },
    max: { type: 'number', description: "most stake per number (a member's total in the round), baht" },
    discount: { type: 'number', description: 'percent off the stake the member is charged' },
  },
} as const;

export const limitKind = { type: 'string', enum: ['closed', 'reduced', 'cap'] } as const;

export const limitSchema = {
  type: 'object',
  required: ['type', 'number', 'kind', 'value'],
  additionalProperties: false,
  properties: {
    type: betTypeCode,
    number: { type: 'string', pattern: '^[0-9]{1,3}$' },
    kind: { ...limitKind, description: 'closed: refused; reduced: pays value % of the rate; cap: value baht across all members' },
    value: { anyOf: [{ type: 'number' }, { type: 'null' }], description: 'reduced: percent; cap: baht; closed: null' },
  },
} as const;
