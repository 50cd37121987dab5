// GET /api/backoffice/reports/summary?from&to: the period's figures over the members the caller
// reaches, in all and for every day of it (oldest first), per agent for those who oversee agents
// (read LottoAgent), and the queues waiting for someone now (null: not this caller's queue).
import type { Answer, Query } from '@tanghuay/api-types';
import { api } from '@tanghuay/shared-auth';

export type Summary = Answer<'/backoffice/reports/summary'>;

export async function getSummary(params: Query<'/backoffice/reports/summary'>, signal?: AbortSignal): Promise<Summary> {
  return api.get('/backoffice/reports/summary', { params, signal });
}
