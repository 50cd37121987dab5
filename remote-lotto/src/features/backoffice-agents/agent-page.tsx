// /backoffice/agents/:id (docs/backoffice.md, "Pages"), for those who manage agents: one agent's
// facts, its own discount — set within the business's maximum, a lower one first saying how many
// members it lowers — its members' figures of a period (today unless chosen, in the address), and
// its members by discount with the way to their list. An account that is not an agent answers 404
// like one that does not exist: the not-found page.
import { backofficePage, NOT_FOUND_PATH, ROLE_NAMES, useLanguage, useMessages } from '@tanghuay/shared-auth';
import { Card, Flex, Typography } from 'antd';
import axios from 'axios';
import { type ReactNode, useState } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { BackofficeFrame } from '../../components/backoffice/backoffice-frame.tsx';
import { DiscountForm } from '../../components/backoffice/discount-form.tsx';
import { PeriodPicker, usePeriod } from '../../components/backoffice/period-picker.tsx';
import { useCan } from '../../components/backoffice/use-can.ts';
import { type Column, DataTable } from '../../components/data-table.tsx';
import { Figures } from '../../components/figures.tsx';
import { Money } from '../../components/money.tsx';
import { LoadError, Loading } from '../../components/page-state.tsx';
import { formatDateTime, formatDay } from '../../lib/dates.ts';
import { useApi } from '../../lib/use-api.ts';
import { type Agent, getAgent, type MemberDiscountCount, setAgentDiscount } from './api/agent.ts';
import { getAgentReport } from './api/get-agents.ts';
import { membersAbove, membersIn } from './model/member-discounts.ts';

const messages = {
  th: {
    back: 'เอเย่นต์ทั้งหมด',
    facts: 'ข้อมูลเอเย่นต์',
    role: 'ประเภท',
    group: 'กลุ่ม',
    created: 'สร้างเมื่อ',
    discount: 'ส่วนลดของเอเย่นต์',
    members: 'สมาชิก',
    count: (n: number) => `${n.toLocaleString('th-TH')} ราย`,
    none: '—',
    discountAbout: 'ส่วนลดของสมาชิกทุกคนของเอเย่นต์นี้ไม่เกินส่วนลดของเอเย่นต์',
    max: (max: number) => `ไม่เกินส่วนลดสูงสุดของระบบ ${max}%`,
    lowers: (members: number, discount: number) => `สมาชิก ${members} รายที่มีส่วนลดมากกว่า ${discount}% จะถูกลดส่วนลดเป็น ${discount}%`,
    saved: (discount: number, lowered: number) =>
      lowered > 0 ? `บันทึกส่วนลด ${discount}% แล้ว ลดส่วนลดสมาชิก ${lowered} รายเป็น ${discount}%` : `บันทึกส่วนลด ${discount}% แล้ว`,
    figures: 'ยอดของสมาชิก',
    period: (from: string, to: string) => (from === to ? `วันที่ ${from}` : `${from} – ${to}`),
    balance: 'ยอดเงินคงเหลือ (ตอนนี้)',
    stake: 'ยอดแทง',
    payout: 'จ่ายรางวัล',
    net: 'ผลได้เสีย',
    netSays: 'ผลได้เสีย = ยอดแทง − ส่วนลด − จ่ายรางวัล (บวก = สมาชิกเสีย)',
    byDiscount: 'สมาชิกตามส่วนลด',
    memberDiscount: 'ส่วนลดของสมาชิก',
    noMembers: 'ยังไม่มีสมาชิก',
    list: 'ดูรายชื่อสมาชิก',
  },
  en: {
    back: 'All agents',
    facts: 'Agent',
    role: 'Kind',
    group: 'Group',
    created: 'Created',
    discount: "Agent's discount",
    members: 'Members',
    count: (n: number) => n.toLocaleString('en-US'),
    none: '—',
    discountAbout: "No member of this agent has a discount above the agent's own.",
    max: (max: number) => `At most the maximum discount, ${max}%`,
    lowers: (members: number, discount: number) => `${members} member(s) above ${discount}% will be lowered to ${discount}%.`,
    saved: (discount: number, lowered: number) =>
      lowered > 0 ? `Discount of ${discount}% saved; ${lowered} member(s) lowered to ${discount}%` : `Discount of ${discount}% saved`,
    figures: "Members' figures",
    period: (from: string, to: string) => (from === to ? from : `${from} – ${to}`),
    balance: 'Balances (now)',
    stake: 'Stakes',
    payout: 'Payouts',
    net: 'Net',
    netSays: 'Net = stakes − discounts − payouts (above 0: members lost)',
    byDiscount: 'Members by discount',
    memberDiscount: "Member's discount",
    noMembers: 'No members yet',
    list: 'See the members',
  },
};

function AgentFacts({ agent }: { agent: Agent }) {
  const text = useMessages(messages);
  const language = useLanguage();
  const roleNames = useMessages(ROLE_NAMES);
  return (
    <Card size="small" title={<h2 className="bo-section-title">{text.facts}</h2>}>
      <Figures
        wide
        items={[
          { label: text.role, value: roleNames[agent.role] },
          { label: text.group, value: agent.group?.username ?? text.none },
          { label: text.discount, value: `${agent.discount}%` },
          { label: text.members, value: text.count(membersIn(agent.memberDiscounts)) },
          { label: text.created, value: formatDateTime(agent.createdAt, language) },
        ]}
      />
    </Card>
  );
}

function AgentDiscount({ agent, onChange }: { agent: Agent; onChange: (agent: Agent) => void }) {
  const text = useMessages(messages);
  return (
    <Card size="small" title={<h2 className="bo-section-title">{text.discount}</h2>}>
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">{text.discountAbout}</Typography.Text>
        <DiscountForm
          key={agent.id}
          discount={agent.discount}
          maxDiscount={agent.maxDiscount}
          maxHint={text.max(agent.maxDiscount)}
          save={(discount) => setAgentDiscount(agent.id, discount)}
          onSaved={onChange}
          savedSay={(answer) => text.saved(answer.discount, answer.lowered)}
          warningFor={(discount) => {
            const lowered = membersAbove(agent.memberDiscounts, discount);
            return lowered > 0 ? text.lowers(lowered, discount) : null;
          }}
        />
      </Flex>
    </Card>
  );
}

function PeriodFigures({ agentId }: { agentId: string }) {
  const text = useMessages(messages);
  const language = useLanguage();
  const period = usePeriod();
  const { from, to } = period;
  const report = useApi(['/backoffice/reports/agents', from, to, agentId], (signal) => getAgentReport({ from, to, agentId }, signal));
  const row = report.data?.agents[0];
  let body: ReactNode;
  if (report.data) {
    body = (
      <>
        <Typography.Text strong>{text.period(formatDay(report.data.from, language), formatDay(report.data.to, language))}</Typography.Text>
        <Figures
          items={[
            { label: text.members, value: text.count(row?.members ?? 0) },
            { label: text.balance, value: <Money baht={row?.balance ?? 0} /> },
            { label: text.stake, value: <Money baht={row?.stake ?? 0} /> },
            { label: text.payout, value: <Money baht={row?.payout ?? 0} /> },
            { label: text.net, value: <Money baht={row?.net ?? 0} signed /> },
          ]}
        />
        <Typography.Text type="secondary">{text.netSays}</Typography.Text>
      </>
    );
  } else if (report.error) body = <LoadError error={report.error} onRetry={report.reload} />;
  else body = <Loading rows={2} />;
  return (
    <Card size="small" title={<h2 className="bo-section-title">{text.figures}</h2>}>
      <Flex vertical gap={12} aria-busy={report.loading}>
        <PeriodPicker {...period} />
        {body}
      </Flex>
    </Card>
  );
}

function MembersByDiscount({ agent }: { agent: Agent }) {
  const text = useMessages(messages);
  const membersOpen = useCan('manage', 'Member');
  const columns: Column<MemberDiscountCount>[] = [
    { key: 'discount', title: text.memberDiscount, render: (count) => `${count.discount}%` },
    { key: 'members', title: text.members, align: 'end', render: (count) => <span className="bo-number">{text.count(count.members)}</span> },
  ];
  return (
    <Card size="small" title={<h2 className="bo-section-title">{text.byDiscount}</h2>}>
      <Flex vertical gap={12} align="start">
        {agent.memberDiscounts.length === 0 ? (
          <Typography.Text type="secondary">{text.noMembers}</Typography.Text>
        ) : (
          <div style={{ width: '100%', maxWidth: 420 }}>
            <DataTable<MemberDiscountCount> columns={columns} rows={agent.memberDiscounts} rowKey={(count) => String(count.discount)} />
          </div>
        )}
        {membersOpen && agent.memberDiscounts.length > 0 && (
          <Link className="lotto-action" to={`${backofficePage('members').path}?agentId=${encodeURIComponent(agent.id)}`}>
            {text.list} ({text.count(membersIn(agent.memberDiscounts))})
          </Link>
        )}
      </Flex>
    </Card>
  );
}

export function AgentPage() {
  const text = useMessages(messages);
  const language = useLanguage();
  const id = useParams().id ?? '';
  const loaded = useApi(['/backoffice/agents/{id}', id], (signal) => getAgent(id, signal));
  const [changed, setChanged] = useState<Agent | null>(null);
  const agent = changed?.id === id ? changed : loaded.data;

  if (axios.isAxiosError(loaded.error) && loaded.error.response?.status === 404) return <Navigate to={NOT_FOUND_PATH} replace />;

  let body: ReactNode;
  if (agent) {
    body = (
      <>
        <div className="bo-split">
          <AgentFacts agent={agent} />
          <AgentDiscount agent={agent} onChange={setChanged} />
        </div>
        <PeriodFigures agentId={agent.id} />
        <MembersByDiscount agent={agent} />
      </>
    );
  } else if (loaded.error) body = <LoadError error={loaded.error} onRetry={loaded.reload} />;
  else body = <Loading rows={8} />;

  return (
    <BackofficeFrame
      title={agent?.username ?? backofficePage('agent').label[language]}
      subtitle={agent ? `${backofficePage('agent').label[language]} #${agent.id}` : undefined}
      actions={
        <Link className="lotto-action" to={backofficePage('lotto-agent').path}>
          ← {text.back}
        </Link>
      }
    >
      {body}
    </BackofficeFrame>
  );
}
