// The slip list's filters as the address holds them (?status&from&to&roundId): read with every
// malformed value left out, so a hand-edited address shows the list rather than an error.
import { isDay, paramOf } from '../../lib/query-params.ts';
import { SLIP_STATUSES, type SlipStatus } from '../../lib/statuses.ts';
import type { SlipQuery } from './api/get-slips.ts';

export type SlipFilters = Omit<SlipQuery, 'cursor'>;

const isSlipStatus = (value: string): value is SlipStatus => (SLIP_STATUSES as readonly string[]).includes(value);
const isId = (value: string) => /^[0-9]{1,19}$/.test(value);

export function slipFiltersOf(params: URLSearchParams): SlipFilters {
  return {
    status: paramOf(params, 'status', isSlipStatus),
    from: paramOf(params, 'from', isDay),
    to: paramOf(params, 'to', isDay),
    roundId: paramOf(params, 'roundId', isId),
  };
}
