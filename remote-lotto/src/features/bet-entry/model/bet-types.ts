// The bet types on the bet screens: the codes, digits and names every screen shares (lib/bet-types.ts,
// as the API knows them: api/src/modules/lotto/catalog/bet-types.ts), and a round's terms as
// GET /api/lotto/rounds/:id answers them.
import type { RoundTerms } from '../../../lib/round.ts';

export { BET_TYPE_LABELS, BET_TYPES, type BetType, DIGITS, isBetType, typesWithDigits } from '../../../lib/bet-types.ts';
export type { RoundTerms } from '../../../lib/round.ts';

/** A bet type as the round offers it: name (Thai), rate (pays × n), least and most stake per number (baht), discount (percent). */
export type BetTypeTerms = RoundTerms['betTypes'][number];
