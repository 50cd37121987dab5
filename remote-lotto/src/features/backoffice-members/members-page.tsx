// /backoffice/members (docs/backoffice.md, "Pages"): the members the caller reaches, searched by
// username or phone, filtered by status — a tab each: every member, active, self-excluded (each
// with until when, beside the balance they may withdraw) — and, from a link, by agent or by a
// discount above some percent (the settings page's members above the maximum discount), sorted by
// a column header and paged by the API; everything in the address. A member's name opens their page.
import { backofficePage, type Language, useLanguage, useMessages } from '@tanghuay/shared-auth';
import { Button, Segmented, Tag } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BackofficeFrame } from '../../components/backoffice/backoffice-frame.tsx';
import { SearchBox } from '../../components/backoffice/search-box.tsx';
import { type ServerColumn, ServerTable, useLastAnswer, usePagedTable } from '../../components/backoffice/server-table.tsx';
import { Money } from '../../components/money.tsx';
import { Empty, LoadError, Loading } from '../../components/page-state.tsx';
import { bangkokDay, formatDateTime, formatDay } from '../../lib/dates.ts';
import { memberPagePath } from '../../lib/paths.ts';
import { paramOf } from '../../lib/query-params.ts';
import { useApi } from '../../lib/use-api.ts';
import { getMembers, type Member, MEMBER_SORTS, MEMBER_STATUSES, type MemberSort, type MemberStatus } from './api/members.ts';
import { MEMBER_STATUS } from './model/member-status.ts';

const messages = {
  th: {
    subtitle: 'สมาชิกในความดูแล ค้นหา ดูยอดเงิน และเปิดดูรายละเอียดของแต่ละคน',
    search: 'ค้นหาชื่อผู้ใช้หรือเบอร์โทร',
    status: 'สถานะ',
    anyStatus: 'ทั้งหมด',
    until: (when: string) => `ถึง ${when}`,
    agentOnly: (agent: string) => `เฉพาะสมาชิกของเอเย่นต์ ${agent}`,
    everyAgent: 'ดูทุกเอเย่นต์',
    discountAbove: (percent: string) => `ส่วนลดมากกว่า ${percent}%`,
    anyDiscount: 'ดูทุกส่วนลด',
    username: 'ชื่อผู้ใช้',
    phone: 'เบอร์โทร',
    agent: 'เอเย่นต์',
    balance: 'ยอดเงิน',
    discount: 'ส่วนลด',
    createdAt: 'สมัครเมื่อ',
    none: 'ไม่พบสมาชิก',
  },
  en: {
    subtitle: 'The members in your care: search, see balances, open one',
    search: 'Search username or phone',
    status: 'Status',
    anyStatus: 'All',
    until: (when: string) => `until ${when}`,
    agentOnly: (agent: string) => `Members of agent ${agent} only`,
    everyAgent: 'Every agent',
    discountAbove: (percent: string) => `Discount above ${percent}%`,
    anyDiscount: 'Any discount',
    username: 'Username',
    phone: 'Phone',
    agent: 'Agent',
    balance: 'Balance',
    discount: 'Discount',
    createdAt: 'Joined',
    none: 'No members found',
  },
};
type Text = (typeof messages)['th'];

const isStatus = (value: string): value is MemberStatus => (MEMBER_STATUSES as readonly string[]).includes(value);
const isId = (value: string) => /^[1-9][0-9]*$/.test(value);
/** A percent as the API's discountAbove takes it. */
const isPercent = (value: string) => /^[0-9]{1,2}(\.[0-9]{1,2})?$/.test(value);

/** A filter the address holds, shown with the way to take it off. */
function FilterChip({ label, clear, onClear }: { label: string; clear: string; onClear: () => void }) {
  return (
    <Button className="bo-touch" title={clear} onClick={onClear}>
      {label} ×
    </Button>
  );
}

/** The columns; the discount on phones too when the list is about discounts. */
function columnsFor(text: Text, language: Language, { discounts }: { discounts: boolean }): ServerColumn<Member, MemberSort>[] {
  return [
    { key: 'username', title: text.username, sort: 'username', render: (member) => <Link to={memberPagePath(member.id)}>{member.username}</Link> },
    { key: 'phone', title: text.phone, screens: 'wide', render: (member) => member.phone ?? '—' },
    { key: 'agent', title: text.agent, screens: 'wide', render: (member) => member.agent?.username ?? '—' },
    {
      key: 'status',
      title: text.status,
      render: (member) => (
        <>
          <Tag color={MEMBER_STATUS[member.status].color}>{MEMBER_STATUS[member.status].label[language]}</Tag>
          {member.selfExcludedUntil && (
            <div className="lotto-muted">{text.until(formatDateTime(member.selfExcludedUntil, language))}</div>
          )}
        </>
      ),
    },
    { key: 'balance', title: text.balance, align: 'end', sort: 'balance', render: (member) => <Money baht={member.balance} /> },
    { key: 'discount', title: text.discount, align: 'end', screens: discounts ? undefined : 'wide', render: (member) => `${member.discount}%` },
    {
      key: 'createdAt',
      title: text.createdAt,
      sort: 'createdAt',
      screens: 'wide',
      render: (member) => <span className="bo-nowrap">{formatDay(bangkokDay(new Date(member.createdAt)), language)}</span>,
    },
  ];
}

export function MembersPage() {
  const text = useMessages(messages);
  const language = useLanguage();
  const table = usePagedTable<MemberSort>({ sorts: MEMBER_SORTS, sort: 'createdAt', order: 'desc' });
  const { params, state } = table;
  const q = params.get('q') ?? '';
  const status = paramOf(params, 'status', isStatus);
  const agentId = paramOf(params, 'agentId', isId);
  const discountAbove = paramOf(params, 'discountAbove', isPercent);
  const members = useApi(['/backoffice/members', q, agentId, status, discountAbove, state.sort, state.order, state.page], (signal) => getMembers({ q: q || undefined, agentId, status, discountAbove, ...state }, signal));
  const answer = useLastAnswer(members);

  let body: ReactNode;
  if (answer) {
    body = (
      <ServerTable<Member, MemberSort>
        columns={columnsFor(text, language, { discounts: discountAbove !== undefined })}
        answer={answer}
        rowKey={(member) => member.id}
        table={table}
        empty={<Empty title={text.none} />}
      />
    );
  } else if (members.error) body = <LoadError error={members.error} onRetry={members.reload} />;
  else body = <Loading rows={8} />;

  return (
    <BackofficeFrame title={backofficePage('members').label[language]} subtitle={text.subtitle}>
      <div className="bo-toolbar">
        <SearchBox value={q} label={text.search} onSearch={(value) => table.filter({ q: value })} />
        <Segmented<MemberStatus | ''>
          size="large"
          aria-label={text.status}
          value={status ?? ''}
          onChange={(value) => table.filter({ status: value })}
          options={[
            { value: '', label: text.anyStatus },
            ...MEMBER_STATUSES.map((value) => ({ value, label: MEMBER_STATUS[value].label[language] })),
          ]}
        />
        {agentId && (
          <FilterChip
            label={text.agentOnly(answer?.items.find((member) => member.agent?.id === agentId)?.agent?.username ?? `#${agentId}`)}
            clear={text.everyAgent}
            onClear={() => table.filter({ agentId: undefined })}
          />
        )}
        {discountAbove && <FilterChip label={text.discountAbove(discountAbove)} clear={text.anyDiscount} onClear={() => table.filter({ discountAbove: undefined })} />}
      </div>
      <div aria-busy={members.loading}>{body}</div>
    </BackofficeFrame>
  );
}
