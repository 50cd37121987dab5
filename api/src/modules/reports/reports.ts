// The back office's reports (docs/backoffice.md#api): the period's figures over the members the
// caller reaches — in all, per day and per agent — with the queues waiting for someone now, and
// the agents a caller oversees with their members' figures. The module owns no table: it asks the
// lottery, payments, auth and the wallet for their parts and adds them up.
import type { Database } from '../../db/database.ts';
import { agentsUnder, type AuthenticatedAccount, memberAccounts, type MemberReach, membersOf, reachableMembers } from '../auth/index.ts';
import { type ReportPeriod, roundsAwaitingResult, slipTotals } from '../lotto/index.ts';
import { paymentTotals, pendingPayments } from '../payments/index.ts';
import { walletBalanceOf } from '../wallet/index.ts';
import { added, type Figures, figuresOf, NO_FIGURES } from './figures.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** An agent with its members' count, their wallet balances (satang) and the period's figures. */
export interface AgentFigures {
  agent: { id: bigint; username: string };
  members: number;
  balance: bigint;
  figures: Figures;
}

export interface Summary {
  totals: Figures;
  /** Every day of the period, oldest first. */
  days: (Figures & { date: string })[];
  /** For those who oversee agents (read LottoAgent); empty for the others. */
  agents: AgentFigures[];
  /** null: not this caller's queue. */
  queues: { pendingDeposits: number | null; pendingWithdrawals: number | null; roundsAwaitingResult: number | null };
}

/** Every Bangkok day of the period, oldest first. */
function daysOf({ from, to }: ReportPeriod): string[] {
  const days: string[] = [];
  for (let day = new Date(`${from}T00:00:00Z`); day <= new Date(`${to}T00:00:00Z`); day = new Date(day.getTime() + DAY_MS)) {
    days.push(day.toISOString().slice(0, 10));
  }
  return days;
}

/** The period's figures of the members in reach: in all, per day and per member. */
async function periodFigures(db: Database, reach: MemberReach, { start, until }: ReportPeriod) {
  const [slips, payments] = await Promise.all([slipTotals(db, { reach, from: start, until }), paymentTotals(db, { reach, from: start, until })]);
  const perMember = new Map<bigint, Figures>();
  for (const row of slips.perMember) perMember.set(row.accountId, figuresOf(row, undefined));
  for (const row of payments.perMember) perMember.set(row.accountId, added(perMember.get(row.accountId) ?? NO_FIGURES, figuresOf(undefined, row)));
  const slipDays = new Map(slips.days.map((day) => [day.date, day]));
  const paymentDays = new Map(payments.days.map((day) => [day.date, day]));
  return {
    totals: figuresOf(slips.totals, payments.totals),
    dayFigures: (date: string) => figuresOf(slipDays.get(date), paymentDays.get(date)),
    perMember,
  };
}

/** The agents the caller oversees (an AGgroup its own agents, administrators and operators every agent), by username. */
const agentsOverseenBy = (db: Database, caller: AuthenticatedAccount) => agentsUnder(db, caller.role === 'AGgroup' ? caller.id : null);

/** Each of `agents` with its members in `reach`, their balances and figures. */
async function agentFigures(
  db: Database,
  agents: { id: bigint; username: string }[],
  { reach, perMember, now }: { reach: MemberReach; perMember: ReadonlyMap<bigint, Figures>; now: Date },
): Promise<AgentFigures[]> {
  const members = memberAccounts(db, walletBalanceOf, { reach, now });
  const memberRows = await db.selectFrom(members.as('m')).select(['m.id', 'm.agentId', 'm.balance']).execute();
  const byAgent = new Map(agents.map((agent) => [agent.id, { agent, members: 0, balance: 0n, figures: NO_FIGURES }]));
  for (const member of memberRows) {
    const row = member.agentId === null ? undefined : byAgent.get(member.agentId);
    if (!row) continue;
    row.members += 1;
    row.balance += member.balance;
    row.figures = added(row.figures, perMember.get(member.id) ?? NO_FIGURES);
  }
  return [...byAgent.values()];
}

/** The period's summary as `caller` may see it. */
export async function reportSummary(db: Database, caller: AuthenticatedAccount, period: ReportPeriod, now: Date): Promise<Summary> {
  const { ability } = caller;
  const reach = reachableMembers(caller);
  const [figures, pending, awaiting] = await Promise.all([
    periodFigures(db, reach, period),
    ability.can('manage', 'Payment') ? pendingPayments(db, reach) : null,
    ability.can('manage', 'Result') ? roundsAwaitingResult(db, now) : null,
  ]);
  return {
    totals: figures.totals,
    days: daysOf(period).map((date) => ({ date, ...figures.dayFigures(date) })),
    agents: ability.can('read', 'LottoAgent')
      ? await agentFigures(db, await agentsOverseenBy(db, caller), { reach, perMember: figures.perMember, now })
      : [],
    queues: {
      pendingDeposits: pending?.deposits ?? null,
      pendingWithdrawals: pending?.withdrawals ?? null,
      roundsAwaitingResult: awaiting,
    },
  };
}

/**
 * The agents the caller oversees with their members' count, balances and the period's figures;
 * with `agentId`, that agent alone (none when the caller does not oversee it).
 */
export async function agentReport(
  db: Database,
  caller: AuthenticatedAccount,
  { period, now, agentId }: { period: ReportPeriod; now: Date; agentId?: bigint | undefined },
): Promise<AgentFigures[]> {
  const overseen = await agentsOverseenBy(db, caller);
  const agents = agentId === undefined ? overseen : overseen.filter((agent) => agent.id === agentId);
  if (agents.length === 0) return [];
  const reach = agentId === undefined ? reachableMembers(caller) : membersOf(agentId);
  const { perMember } = await periodFigures(db, reach, period);
  return agentFigures(db, agents, { reach, perMember, now });
}
