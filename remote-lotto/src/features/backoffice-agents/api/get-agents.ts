// GET /api/backoffice/reports/agents?from&to(&agentId): the agents the caller oversees (an AGgroup
// its own, administrators and operators every agent; with agentId that one alone), by username,
// each with its members' count, their wallet balances now, and the period's stakes, payouts and net
// (the house's view).
import { http } from '@tanghuay/shared-auth';
import type { AgentRow } from '../../../components/backoffice/report-figures.ts';

export const AGENT_REPORT_FIGURES = ['members', 'balance', 'stake', 'payout', 'net'] as const;

export interface AgentReport {
  from: string;
  to: string;
  agents: AgentRow<(typeof AGENT_REPORT_FIGURES)[number]>[];
}

export async function getAgentReport(query: { from: string; to: string; agentId?: string }, signal?: AbortSignal): Promise<AgentReport> {
  return (await http.get<AgentReport>('/backoffice/reports/agents', { params: query, signal })).data;
}
