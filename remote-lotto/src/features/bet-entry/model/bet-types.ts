// A round's terms as GET /api/lotto/rounds/:id answers them (lib/round.ts). The bet types themselves
// (codes, names, digits) are the rules shared with the API (@tanghuay/lottery-rules).
import type { RoundTerms } from '../../../lib/round.ts';

export type { RoundTerms } from '../../../lib/round.ts';

/** A bet type as the round offers it: name (Thai), rate (pays × n), least and most stake per number (baht), discount (percent). */
export type BetTypeTerms = RoundTerms['betTypes'][number];
