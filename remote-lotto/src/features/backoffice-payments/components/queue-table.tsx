// The rows of a payment queue: number and when it was asked, member (to their page), amount, the
// bank account (a withdrawal: the member's own, in full, where the money is paid; a deposit: where
// the member was told to pay), the status with a decided request's reason, and approve or reject for a
// pending one.
import { type Language, useLanguage, useMessages } from '@tanghuay/shared-auth';
import { Button, Tag } from 'antd';
import { Link } from 'react-router-dom';
import { type Column, DataTable } from '../../../components/data-table.tsx';
import { Money } from '../../../components/money.tsx';
import { formatDateTime } from '../../../lib/dates.ts';
import { memberPagePath } from '../../../lib/paths.ts';
import { PAYMENT_STATUS } from '../../../lib/statuses.ts';
import type { BankAccount, QueueItem, QueueKind } from '../api/queue.ts';

const messages = {
  th: {
    request: 'รายการ / เวลาที่แจ้ง',
    member: 'สมาชิก',
    amount: 'จำนวนเงิน',
    bank: { deposits: 'บัญชีที่รับโอน', withdrawals: 'โอนเข้าบัญชี' },
    status: 'สถานะ',
    actions: 'ดำเนินการ',
    approve: 'อนุมัติ',
    reject: 'ไม่อนุมัติ',
    decidedAt: 'เมื่อ',
    reason: 'เหตุผล',
  },
  en: {
    request: 'Request / asked at',
    member: 'Member',
    amount: 'Amount',
    bank: { deposits: 'Paid to', withdrawals: 'Pay to account' },
    status: 'Status',
    actions: 'Actions',
    approve: 'Approve',
    reject: 'Reject',
    decidedAt: 'On',
    reason: 'Reason',
  },
};

/** The bank account of a request: a withdrawal's where it is paid, a deposit's where it was paid to. */
export const bankOf = (item: QueueItem): BankAccount => ('bank' in item ? item.bank : item.payment.bank);

export function BankAccountLines({ bank }: { bank: BankAccount }) {
  return (
    <>
      <div className="bo-nowrap">
        {bank.code} <span className="lotto-digits">{bank.accountNo}</span>
      </div>
      <div className="lotto-muted">{bank.accountName}</div>
    </>
  );
}

function Status({ item, language }: { item: QueueItem; language: Language }) {
  const text = useMessages(messages);
  const look = PAYMENT_STATUS[item.status];
  return (
    <>
      <Tag color={look.color}>{look.label[language]}</Tag>
      {item.decidedAt && (
        <div className="lotto-muted bo-nowrap">
          {text.decidedAt} {formatDateTime(item.decidedAt, language)}
        </div>
      )}
      {item.reason && (
        <div className="lotto-muted">
          {text.reason}: {item.reason}
        </div>
      )}
    </>
  );
}

export function QueueTable({
  kind,
  items,
  onApprove,
  onReject,
}: {
  kind: QueueKind;
  items: QueueItem[];
  onApprove: (item: QueueItem) => void;
  onReject: (item: QueueItem) => void;
}) {
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
    { key: 'status', title: text.status, render: (item) => <Status item={item} language={language} /> },
    {
      key: 'actions',
      title: text.actions,
      render: (item) =>
        item.status === 'pending' && (
          <span className="bo-page__actions">
            <Button type="primary" size="small" onClick={() => onApprove(item)}>
              {text.approve}
            </Button>
            <Button danger size="small" onClick={() => onReject(item)}>
              {text.reject}
            </Button>
          </span>
        ),
    },
  ];
  return <DataTable<QueueItem> columns={columns} rows={items} rowKey={(item) => item.id} />;
}
