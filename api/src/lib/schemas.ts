// JSON schemas shared by the money routes (wallet, payments, responsible play). Amounts cross the
// edge as baht (JSON numbers, at most 2 decimals); inside they are satang. bahtToSatang() checks
// the decimals after the schema has checked the type and range.
import { IDEMPOTENCY_KEY_PATTERN } from '../plugins/idempotency.ts';
import { MAX_BAHT } from './money.ts';

/** A positive baht amount in a request body. */
export const bahtAmount = {
  type: 'number',
  exclusiveMinimum: 0,
  maximum: MAX_BAHT,
  description: 'baht, at most 2 decimals',
} as const;

/** A baht amount in an answer. */
export const bahtValue = { type: 'number', description: 'baht, at most 2 decimals' } as const;

/** Headers of a money-moving POST. The key is checked by withIdempotency (Thai message when missing). */
export const idempotencyHeaders = {
  type: 'object',
  properties: {
    'idempotency-key': {
      type: 'string',
      pattern: IDEMPOTENCY_KEY_PATTERN.source,
      description: 'required: 1–100 of A–Z a–z 0–9 _ -; a repeat with the same body answers the first answer again',
    },
  },
} as const;

export const dateTime = { type: 'string', format: 'date-time' } as const;

/** The schema, or null. */
export const nullable = <S extends object>(schema: S) => ({ anyOf: [schema, { type: 'null' }] }) as const;

/** A closed object schema whose properties are all required. */
export const closedObject = <const P extends Record<string, unknown>>(properties: P) =>
  ({
    type: 'object',
    required: Object.keys(properties) as readonly (keyof P & string)[],
    additionalProperties: false,
    properties,
  }) as const;

/** A calendar day in Asia/Bangkok, in a query or an answer (report periods, draw dates). */
export const bangkokDay = { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', description: 'YYYY-MM-DD, Asia/Bangkok' } as const;
