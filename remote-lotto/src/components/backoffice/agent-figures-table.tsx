// Agents side by side (the home page's "per agent", /LottoAgent): the figures a report gives of
// each, in a fixed order, with a totals row adding up the rows shown. An agent's name opens its
// page to those who manage agents, else the list of its members to those who manage members.
import { backofficePage, useMessages } from '@tanghuay/shared-auth';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { agentPagePath } from '../../lib/paths.ts';
import { type Column, DataTable } from '../data-table.tsx';
import { Money } from '../money.tsx';
import type { AgentFigureKey, AgentRow } from './report-figures.ts';
import { useCan } from './use-can.ts';

const messages = {
  th: {
    agent: 'เอเย่นต์',
    members: 'สมาชิก',
    balance: 'ยอดเงินคงเหลือ',
    activeMembers: 'สมาชิกที่แทง',
    stake: 'ยอดแทง',
    discount: 'ส่วนลด',
    payout: 'จ่ายรางวัล',
    net: 'ผลได้เสีย',
    deposits: 'ยอดฝาก',
    withdrawals: 'ยอดถอน',
    total: 'รวม',
  },
  en: {
    agent: 'Agent',
    members: 'Members',
    balance: 'Balances',
    activeMembers: 'Betting',
    stake: 'Stakes',
    discount: 'Discounts',
    payout: 'Payouts',
    net: 'Net',
    deposits: 'Deposits',
    withdrawals: 'Withdrawals',
    total: 'Total',
  },
};

/** Counts of people; every other figure is baht. */
const COUNTS: readonly AgentFigureKey[] = ['members', 'activeMembers'];
const ORDER: readonly AgentFigureKey[] = ['members', 'balance', 'activeMembers', 'stake', 'discount', 'payout', 'net', 'deposits', 'withdrawals'];

/** The rows added up, figure by figure (baht to the satang). */
export function totalOf<Key extends AgentFigureKey>(rows: readonly AgentRow<Key>[], keys: readonly Key[]): Record<Key, number> {
  const sum = (key: Key) => Math.round(rows.reduce((total, row) => total + row[key], 0) * 100) / 100;
  return Object.fromEntries(keys.map((key) => [key, sum(key)])) as Record<Key, number>;
}

function Figure({ figure, value, strong }: { figure: AgentFigureKey; value: number; strong?: boolean }) {
  if (COUNTS.includes(figure)) return <span className="bo-number">{value.toLocaleString('th-TH')}</span>;
  return <Money baht={value} signed={figure === 'net'} strong={strong} />;
}

export function AgentFiguresTable<Key extends AgentFigureKey>({
  rows,
  figures,
  caption,
}: {
  rows: AgentRow<Key>[];
  /** The figures shown (in the table's own order). */
  figures: readonly Key[];
  caption?: ReactNode;
}) {
  const text = useMessages(messages);
  const agentsOpen = useCan('manage', 'Agent');
  const membersOpen = useCan('manage', 'Member');
  const agentLink = (id: string) => (agentsOpen ? agentPagePath(id) : membersOpen ? `${backofficePage('members').path}?agentId=${encodeURIComponent(id)}` : null);
  const shown = ORDER.filter((key): key is Key => (figures as readonly AgentFigureKey[]).includes(key));
  const total = totalOf(rows, shown);
  const columns: Column<AgentRow<Key>>[] = [
    {
      key: 'agent',
      title: text.agent,
      render: ({ agent }) => {
        const to = agentLink(agent.id);
        return to ? <Link to={to}>{agent.username}</Link> : agent.username;
      },
    },
    ...shown.map(
      (figure): Column<AgentRow<Key>> => ({ key: figure, title: text[figure], align: 'end', render: (row) => <Figure figure={figure} value={row[figure]} /> }),
    ),
  ];
  const foot = { agent: text.total, ...Object.fromEntries(shown.map((figure) => [figure, <Figure key={figure} figure={figure} value={total[figure]} strong />])) };
  return <DataTable<AgentRow<Key>> caption={caption} columns={columns} rows={rows} rowKey={(row) => row.agent.id} foot={foot} />;
}
