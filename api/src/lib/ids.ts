// Ids cross the API as decimal strings of a positive 64-bit integer (the database's bigint), in
// paths, query strings, bodies and websocket messages alike. One schema checks all of them, bounds
// included, so an id too big for the database is a 400 like any other bad id, never a query that
// fails.

/** The largest id the database can hold: PostgreSQL's bigint maximum, 2^63 − 1. */
export const MAX_ID = 2n ** 63n - 1n;

/**
 * A regular expression source matching exactly the decimal numbers 1..`max` without leading
 * zeros: every shorter length, then for each digit of `max` the numbers that share its prefix
 * and are smaller at that digit, then `max` itself.
 */
export function decimalsUpTo(max: bigint): string {
  const digits = max.toString();
  const rest = (count: number) => (count === 0 ? '' : count === 1 ? '[0-9]' : `[0-9]{${count}}`);
  const alternatives: string[] = [];
  if (digits.length > 1) alternatives.push(`[1-9][0-9]{0,${digits.length - 2}}`);
  for (let i = 0; i < digits.length; i++) {
    const low = i === 0 ? 1 : 0;
    const high = Number(digits[i]) - 1;
    if (high < low) continue;
    const range = low === high ? String(low) : `[${low}-${high}]`;
    alternatives.push(`${digits.slice(0, i)}${range}${rest(digits.length - i - 1)}`);
  }
  alternatives.push(digits);
  return `^(?:${alternatives.join('|')})$`;
}

export const ID_PATTERN = new RegExp(decimalsUpTo(MAX_ID));

/** Whether `value` is an id as the API takes it. */
export const isId = (value: string): boolean => ID_PATTERN.test(value);

/** The JSON schema of every id the API takes or gives: a positive 64-bit integer as a string. */
export const idString = {
  type: 'string',
  pattern: ID_PATTERN.source,
  description: 'an id: a positive 64-bit integer as a decimal string',
} as const;

/** The path parameters of a route on one row: `/…/:id`. */
export const idParams = {
  type: 'object',
  required: ['id'],
  additionalProperties: false,
  properties: { id: idString },
} as const;
