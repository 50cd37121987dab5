// Limit items as they cross the API (and the realtime channel): a reduced number's value in
// percent, a cap in baht with the baht still open under it, a closed number without a value.
import { satangToBaht } from '../../../lib/money.ts';
import { betTypeCode } from '../catalog/bet-type-json.ts';
import type { LimitItem } from '../rounds/round-terms.ts';

export const limitJson = (item: LimitItem) => ({
  type: item.type,
  number: item.number,
  kind: item.kind,
  value: item.value === null ? null : item.kind === 'cap' ? satangToBaht(item.value) : Number(item.value),
  ...(item.remaining !== null && { remaining: satangToBaht(item.remaining) }),
});

export const limitKind = { type: 'string', enum: ['closed', 'reduced', 'cap'] } as const;

export const limitNumber = { type: 'string', pattern: '^[0-9]{1,3}$' } as const;

/** A limit item; `remaining` only on a cap. */
export const limitSchema = {
  type: 'object',
  required: ['type', 'number', 'kind', 'value'],
  additionalProperties: false,
  properties: {
    type: betTypeCode,
    number: limitNumber,
    kind: { ...limitKind, description: 'closed: refused; reduced: pays value % of the rate; cap: value baht across all members' },
    value: { anyOf: [{ type: 'number' }, { type: 'null' }], description: 'reduced: percent; cap: baht; closed: null' },
    remaining: {
      type: 'number',
      description: "cap only (absent on the other kinds): baht still open — the cap less the round's pending stake on the number, never below 0",
    },
  },
} as const;
