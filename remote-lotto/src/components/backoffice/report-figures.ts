// The figures of the back office's reports (GET /api/backoffice/reports/summary and /agents,
// api/src/modules/reports/routes.ts): baht, over the members the caller reaches. Net is the
// house's view, stake − discount − payout: above 0 the members lost.
import type { Answer } from '@tanghuay/api-types';

/** The period's stake, discount, payout, net, deposits, withdrawals and active members (who placed a slip not cancelled). */
export type ReportFigures = Answer<'/backoffice/reports/summary'>['totals'];

/** What a report may say of an agent: its members' count, their wallet balances now, and figures of the period. */
export type AgentFigureKey = 'members' | 'balance' | keyof ReportFigures;

/** An agent's row of a report, with the figures `Key` that report gives. */
export type AgentRow<Key extends AgentFigureKey> = { agent: { id: string; username: string } } & Record<Key, number>;
