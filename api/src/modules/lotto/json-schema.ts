// JSON Schema building blocks the lottery's route files share, each keeping its literal types so
// handlers stay typed from their schemas (those other modules share too are in lib/schemas.ts).
export { bangkokDay, closedObject as object } from '../../lib/schemas.ts';

/** A lottery's code. */
export const lottoCode = { type: 'string', pattern: '^[a-z0-9-]{1,30}$' } as const;
