// A round and its terms as they cross the API (and the realtime channel): a rate as "pays × n" (900,
// 3.2), a discount in percent, stakes and caps in baht, a reduced number's value in percent.
import { satangToBaht } from '../wallet/money.ts';
import { dateTime } from '../wallet/schemas.ts';
import { idString } from '../ids.ts';
import { BET_TYPE_NAMES, BET_TYPES } from './bet-types.ts';
import { statusAt } from './catalog.ts';
import type { BetTypeTerms, LimitItem, RoundInfo } from './round-terms.ts';

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

/** A closed object schema whose properties are all required. */
export const object = <P extends Record<string, unknown>>(properties: P) =>
  ({
    type: 'object',
    required: Object.keys(properties) as (keyof P & string)[],
    additionalProperties: false,
    properties,
  }) as const;

export const lottoCode = { type: 'string', pattern: '^[a-z0-9-]{1,30}$' } as const;

export const roundParams = object({ roundId: idString });

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

export const limitKind = { type: 'string', enum: ['closed', 'reduced', 'cap'] } as const;

export const limitNumber = { type: 'string', pattern: '^[0-9]{1,3}$' } as const;

export const limitSchema = object({
  type: betTypeCode,
  number: limitNumber,
  kind: { ...limitKind, description: 'closed: refused; reduced: pays value % of the rate; cap: value baht across all members' },
  value: { anyOf: [{ type: 'number' }, { type: 'null' }], description: 'reduced: percent; cap: baht; closed: null' },
});

export const ROUND_STATUSES = ['upcoming', 'open', 'closed', 'resulted', 'cancelled'] as const;

/** A round with its status by the server's clock at `now` and the whole seconds until it closes (0 once closed). */
export function roundJson(round: RoundInfo, now: Date) {
  const status = statusAt(round, now);
  const open = status === 'upcoming' || status === 'open';
  return {
    id: String(round.id),
    lottoCode: round.lottoCode,
    lottoName: round.lottoName,
    lottoHead: round.headName,
    lottoSubHead: round.subHeadName,
    closeDate: round.drawDate,
    opensAt: round.opensAt.toISOString(),
    closesAt: round.closesAt.toISOString(),
    status,
    secondsToClose: open ? Math.max(0, Math.floor((round.closesAt.getTime() - now.getTime()) / 1000)) : 0,
  };
}

export const roundProperties = {
  id: idString,
  lottoCode: { type: 'string' },
  lottoName: { type: 'string' },
  lottoHead: { type: 'string', description: 'the head (group) name, e.g. หวยไทย' },
  lottoSubHead: { type: 'string', description: 'the sub-head name, e.g. รัฐบาล' },
  closeDate: { type: 'string', format: 'date', description: 'the draw date, YYYY-MM-DD in Asia/Bangkok' },
  opensAt: dateTime,
  closesAt: dateTime,
  status: { type: 'string', enum: [...ROUND_STATUSES], description: "by the server's clock" },
  secondsToClose: { type: 'integer', description: 'whole seconds until bets close; 0 once closed' },
} as const;

export const roundSchema = object(roundProperties);
