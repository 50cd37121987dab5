// A round's terms as GET /api/lotto/rounds/:id answers them. The bet types themselves (codes,
// names, digits) are the rules shared with the API (@tanghuay/lottery-rules).
import type { LimitItem } from '@tanghuay/shared-auth';
import type { BetType } from '@tanghuay/lottery-rules';

/** A bet type as the round offers it. */
export interface BetTypeTerms {
  code: BetType;
  /** Thai, e.g. 3 ตัวบน. */
  name: string;
  /** Pays × this on the stake (900, 3.2): at most 2 decimals. */
  rate: number;
  /** Least stake per number, baht. */
  min: number;
  /** Most stake per number (a member's total in the round), baht. */
  max: number;
  /** Percent off the stake the member is charged (1.5 = 1.5 %). */
  discount: number;
}

/** What a round offers: its bet types (in the usual order) and its limit items (closed, reduced, capped numbers). */
export interface RoundTerms {
  betTypes: BetTypeTerms[];
  limits: LimitItem[];
}
