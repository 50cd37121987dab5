// GET /api/backoffice/reports/summary?from&to: the period's figures over the members the caller
// reaches, in all and for every day of it (oldest first), per agent for those who oversee agents
// (read LottoAgent), and the queues waiting for someone now (null: not this caller's queue).
import { http } from '@tanghuay/shared-auth';
import type { AgentRow, ReportFigures } from '../../../components/backoffice/report-figures.ts';

export interface Summary {
  from: string;
  to: string;
  totals: ReportFigures;
  days: (ReportFigures & { date: string })[];
  agents: AgentRow<keyof ReportFigures>[];
  queues: { pendingDeposits: number | null; pendingWithdrawals: number | null; roundsAwaitingResult: number | null };
}

export async function getSummary(period: { from: string; to: string }, signal?: AbortSignal): Promise<Summary> {
  return (await http.get<Summary>('/backoffice/reports/summary', { params: period, signal })).data;
}
