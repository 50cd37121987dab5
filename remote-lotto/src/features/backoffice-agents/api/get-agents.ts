// GET /api/backoffice/reports/agents?from&to(&agentId): the agents the caller oversees (an AGgroup
// its own, administrators and operators every agent; with agentId that one alone), by username,
// each with its members' count, their wallet balances now, and the period's stakes, payouts and net
// (the house's view).
import type { Answer, Query } from '@tanghuay/api-types';
import { api } from '@tanghuay/shared-auth';

export const AGENT_REPORT_FIGURES = ['members', 'balance', 'stake', 'payout', 'net'] as const;

export type AgentReport = Answer<'/backoffice/reports/agents'>;

export async function getAgentReport(params: Query<'/backoffice/reports/agents'>, signal?: AbortSignal): Promise<AgentReport> {
  return api.get('/backoffice/reports/agents', { params, signal });
}
