/** Where `/` and every unknown path lead (seed spec §2). */
export const DEFAULT_PATH = '/tanghuay-round';
