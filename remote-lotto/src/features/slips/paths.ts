// Where the slips screens live in the app.
export const SLIPS_PATH = '/tanghuay-online/list';

export const slipPath = (id: string) => `/tanghuay-online/list-detail/${encodeURIComponent(id)}`;
