// HTTP face of the back office's reports (docs/backoffice.md#api): the period summary for those
// who read reports (each over the members they reach), and the agents report for those who oversee
// agents. Periods are whole Asia/Bangkok days, today by default, at most 92 days.
import { accountOf, requireAbility } from '../../plugins/auth.ts';
import { errorResponses } from '../../plugins/errors.ts';
import { thaiValidationErrors } from '../../plugins/validation.ts';
import { idString } from '../../lib/ids.ts';
import { satangToBaht } from '../../lib/money.ts';
import type { RouteContext, Routes } from '../../lib/route-context.ts';
import { bahtValue, bangkokDay, closedObject, nullable } from '../../lib/schemas.ts';
import { MAX_REPORT_DAYS, reportPeriod } from '../lotto/index.ts';
import type { Figures } from './figures.ts';
import { type AgentFigures, agentReport, reportSummary } from './reports.ts';

const periodQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    from: { ...bangkokDay, description: 'first day (Asia/Bangkok), included; default `to`' },
    to: { ...bangkokDay, description: `last day (Asia/Bangkok), included; default today; at most ${MAX_REPORT_DAYS} days in all` },
  },
} as const;

const figureProperties = {
  stake: { ...bahtValue, description: 'staked on slips placed in the period (not cancelled), baht' },
  discount: { ...bahtValue, description: 'discounts on those stakes' },
  payout: { ...bahtValue, description: 'what those slips paid once settled' },
  net: { ...bahtValue, description: "the house's view: stake − discount − payout (> 0: the members lost)" },
  deposits: { ...bahtValue, description: 'deposits approved (credited) in the period' },
  withdrawals: { ...bahtValue, description: 'withdrawals approved (paid out) in the period' },
  activeMembers: { type: 'integer', description: 'members who placed at least one slip (not cancelled)' },
} as const;

const agent = closedObject({ id: idString, username: { type: 'string' } });

const queueCount = (description: string) => ({ ...nullable({ type: 'integer' }), description }) as const;

const summarySchema = {
  querystring: periodQuery,
  response: {
    200: closedObject({
      from: bangkokDay,
      to: bangkokDay,
      totals: closedObject(figureProperties),
      days: { type: 'array', description: 'every day of the period, oldest first', items: closedObject({ date: bangkokDay, ...figureProperties }) },
      agents: {
        type: 'array',
        description: 'per agent (members without an agent count in the totals only), for those who oversee agents (read LottoAgent); empty for the others',
        items: closedObject({ agent, ...figureProperties }),
      },
      queues: closedObject({
        pendingDeposits: queueCount('deposits waiting for a decision now; null for those who do not handle payments'),
        pendingWithdrawals: queueCount('withdrawals waiting for a decision now; null for those who do not handle payments'),
        roundsAwaitingResult: queueCount('rounds closed and waiting for an operator’s result now; null for those who do not enter results'),
      }),
    }),
    ...errorResponses(400, 401, 403),
  },
} as const;

const agentsSchema = {
  querystring: {
    ...periodQuery,
    properties: { ...periodQuery.properties, agentId: { ...idString, description: 'that agent alone (none when the caller does not oversee it)' } },
  },
  response: {
    200: closedObject({
      from: bangkokDay,
      to: bangkokDay,
      agents: {
        type: 'array',
        description: 'the agents the caller oversees (an AGgroup its own, administrators and operators every agent), by username',
        items: closedObject({
          agent,
          members: { type: 'integer' },
          balance: { ...bahtValue, description: "the members' wallet balances now, baht" },
          stake: figureProperties.stake,
          payout: figureProperties.payout,
          net: figureProperties.net,
        }),
      },
    }),
    ...errorResponses(400, 401, 403),
  },
} as const;

const FIELD_LABELS = { from: 'วันที่เริ่ม (ปปปป-ดด-วว)', to: 'วันที่สิ้นสุด (ปปปป-ดด-วว)', agentId: 'เลขที่ตัวแทน' } as const;

const figuresJson = (figures: Figures) => ({
  stake: satangToBaht(figures.stake),
  discount: satangToBaht(figures.discount),
  payout: satangToBaht(figures.payout),
  net: satangToBaht(figures.net),
  deposits: satangToBaht(figures.deposits),
  withdrawals: satangToBaht(figures.withdrawals),
  activeMembers: figures.activeMembers,
});

const agentJson = ({ agent: { id, username } }: AgentFigures) => ({ id: String(id), username });

export function reportRoutes({ db, now }: RouteContext): Routes {
  return async (app) => {
    app.setSchemaErrorFormatter(thaiValidationErrors(FIELD_LABELS));
    const periodOf = (query: { from?: string; to?: string }) => reportPeriod(query, { now: now(), defaultDays: 1, labels: FIELD_LABELS });

    app.get(
      '/backoffice/reports/summary',
      {
        schema: { ...summarySchema, summary: 'The period’s figures in all, per day and per agent, and the queues, over the members in reach' },
        onRequest: [app.authenticate, requireAbility('read', 'Report')],
      },
      async (request) => {
        const period = periodOf(request.query);
        const summary = await reportSummary(db, accountOf(request), period, now());
        return {
          from: period.from,
          to: period.to,
          totals: figuresJson(summary.totals),
          days: summary.days.map(({ date, ...figures }) => ({ date, ...figuresJson(figures) })),
          agents: summary.agents.map((row) => ({ agent: agentJson(row), ...figuresJson(row.figures) })),
          queues: summary.queues,
        };
      },
    );

    app.get(
      '/backoffice/reports/agents',
      {
        schema: { ...agentsSchema, summary: 'The agents the caller oversees (or one of them) with their members, balances and the period’s figures' },
        onRequest: [app.authenticate, requireAbility('read', 'LottoAgent')],
      },
      async (request) => {
        const { agentId, ...days } = request.query;
        const period = periodOf(days);
        const agents = await agentReport(db, accountOf(request), { period, now: now(), agentId: agentId === undefined ? undefined : BigInt(agentId) });
        return {
          from: period.from,
          to: period.to,
          agents: agents.map((row) => ({
            agent: agentJson(row),
            members: row.members,
            balance: satangToBaht(row.balance),
            stake: satangToBaht(row.figures.stake),
            payout: satangToBaht(row.figures.payout),
            net: satangToBaht(row.figures.net),
          })),
        };
      },
    );
  };
}
