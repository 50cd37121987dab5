// The rows of a payment queue on wide screens: number and when it was asked, member (to their
// page), amount, the bank account (a withdrawal: the member's own, in full, where the money is paid;
// a deposit: where the member was told to pay), the status with its approvals and a decided request's
// reason, and the actions of a pending one (components/request-parts.tsx).
import { useLanguage, useMessages } from '@tanghuay/shared-auth';
import { Link } from 'react-router-dom';
import { type Column, DataTable } from '../../../components/data-table.tsx';
import { Money } from '../../../components/money.tsx';
import { formatDateTime } from '../../../lib/dates.ts';
import { memberPagePath } from '../../../lib/paths.ts';
import type { QueueItem } from '../api/queue.ts';
import { BankAccountLines, bankOf, type QueueListProps, RequestActions, RequestStatus } from './request-parts.tsx';

const messages = {
  th: {
    request: 'รายการ / เวลาที่แจ้ง',
    member: 'สมาชิก',
    amount: 'จำนวนเงิน',
    bank: { deposits: 'บัญชีที่รับโอน', withdrawals: 'โอนเข้าบัญชี' },
    status: 'สถานะ',
    actions: 'ดำเนินการ',
  },
  en: {
    request: 'Request / asked at',
    member: 'Member',
    amount: 'Amount',
    bank: { deposits: 'Paid to', withdrawals: 'Pay to account' },
    status: 'Status',
    actions: 'Actions',
  },
};

export function QueueTable({ kind, items, canApprove, onApprove, onReject }: QueueListProps) {
  const text = useMessages(messages);
  const language = useLanguage();
  const columns: Column<QueueItem>[] = [
    {
      key: 'request',
      title: text.request,
      render: (item) => (
        <>
          <div className="bo-number">#{item.id}</div>
          <div className="lotto-muted bo-nowrap">{formatDateTime(item.createdAt, language)}</div>
        </>
      ),
    },
    { key: 'member', title: text.member, render: (item) => <Link to={memberPagePath(item.member.id)}>{item.member.username}</Link> },
    { key: 'amount', title: text.amount, align: 'end', render: (item) => <Money baht={item.amount} strong /> },
    { key: 'bank', title: text.bank[kind], render: (item) => <BankAccountLines bank={bankOf(item)} /> },
    { key: 'status', title: text.status, render: (item) => <RequestStatus item={item} /> },
    {
      key: 'actions',
      title: text.actions,
      render: (item) => <RequestActions item={item} canApprove={canApprove(item)} onApprove={onApprove} onReject={onReject} />,
    },
  ];
  return <DataTable<QueueItem> columns={columns} rows={items} rowKey={(item) => item.id} />;
}
