// Where the slips screens live in the app: the list, the list of one round's slips and one slip's
// page (linked from bet entry's placed slip and the money history too); the deposit page with the
// way back to a slip being built; and a member's and an agent's page in the back office.
export const SLIPS_PATH = '/tanghuay-online/list';

/** The member's slips of one round (the list's ?roundId= filter). */
export const roundSlipsPath = (roundId: string) => `${SLIPS_PATH}?roundId=${encodeURIComponent(roundId)}`;

export const slipPath = (id: string) => `/tanghuay-online/list-detail/${encodeURIComponent(id)}`;

/** The deposit page, with `back` (a bet entry's address, see betReturnPath) to return to after the top-up. */
export const depositPath = (back: string) => `/tanghuay-deposit?back=${encodeURIComponent(back)}`;

/** A member's page in the back office (docs/backoffice.md, "Pages"). */
export const memberPagePath = (id: string) => `/backoffice/members/${encodeURIComponent(id)}`;

/** An agent's page in the back office (docs/backoffice.md, "Pages"). */
export const agentPagePath = (id: string) => `/backoffice/agents/${encodeURIComponent(id)}`;

/** The member's เลขชุด (saved sets of numbers): list, rename, delete. */
export const NUMBER_SETS_PATH = '/tanghuay-online/number-sets';
