// Where the slips screens live in the app: the list, and one slip's page (linked from bet entry's
// placed slip and the money history too); and a member's page in the back office.
export const SLIPS_PATH = '/tanghuay-online/list';

export const slipPath = (id: string) => `/tanghuay-online/list-detail/${encodeURIComponent(id)}`;

/** A member's page in the back office (docs/backoffice.md, "Pages"). */
export const memberPagePath = (id: string) => `/backoffice/members/${encodeURIComponent(id)}`;
