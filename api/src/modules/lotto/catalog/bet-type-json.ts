// Bet types as they cross the API: a rate as "pays × n" (900, 3.2), stakes in baht, a discount
// in percent; and their schemas.
import { satangToBaht } from '../../../lib/money.ts';
import { object } from '../json-schema.ts';
import { BET_TYPE_NAMES, BET_TYPES, type BetTypeTerms } from './bet-types.ts';

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

export const betTypeCode = { type: 'string', enum: [...BET_TYPES] } as const;

export const betTypeProperties = {
  code: betTypeCode,
  name: { type: 'string', description: 'Thai, e.g. 3 ตัวบน' },
  rate: { type: 'number', description: 'pays × this on the stake, e.g. 900 or 3.2' },
  min: { type: 'number', description: 'least stake per number, baht' },
  max: { type: 'number', description: "most stake per number (a member's total in the round), baht" },
  discount: { type: 'number', description: 'percent off the stake the member is charged' },
} as const;

export const betTypeSchema = object(betTypeProperties);
