// A member's money history for staff: every ledger line of the wallet and of the money held for
// withdrawals, newest first (a transfer's wallet line before its hold line), a page at a time:
// when, what moved the money, what it refers to, the amount signed and the balance after.
import { type Language, useLanguage, useMessages } from '@tanghuay/shared-auth';
import { Tag } from 'antd';
import { type Column, DataTable } from '../../../components/data-table.tsx';
import { LoadMore } from '../../../components/load-more.tsx';
import { Money } from '../../../components/money.tsx';
import { Empty, LoadError, Loading } from '../../../components/page-state.tsx';
import { formatDateTime } from '../../../lib/dates.ts';
import { inShownOrder, kindLabel, type LedgerLine, referenceOf } from '../../../lib/ledger-line.ts';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { getMemberTransactions } from '../api/member-history.ts';

const messages = {
  th: {
    when: 'เวลา',
    kind: 'รายการ',
    reference: 'อ้างอิง',
    amount: 'จำนวนเงิน',
    after: 'คงเหลือหลังรายการ',
    hold: 'ยอดพักรอถอน',
    refs: { slip: 'โพย', round: 'รอบ', deposit: 'รายการฝาก', withdrawal: 'รายการถอน' },
    none: 'ยังไม่มีรายการเคลื่อนไหว',
    more: 'ดูรายการเก่ากว่านี้',
  },
  en: {
    when: 'When',
    kind: 'What',
    reference: 'Reference',
    amount: 'Amount',
    after: 'Balance after',
    hold: 'Held for withdrawal',
    refs: { slip: 'Slip', round: 'Round', deposit: 'Deposit', withdrawal: 'Withdrawal' },
    none: 'No transactions yet',
    more: 'Show older transactions',
  },
};
type Text = (typeof messages)['th'];

function columnsFor(text: Text, language: Language): Column<LedgerLine>[] {
  return [
    { key: 'when', title: text.when, render: (line) => <span className="bo-nowrap">{formatDateTime(line.createdAt, language)}</span> },
    {
      key: 'kind',
      title: text.kind,
      render: (line) => (
        <>
          {kindLabel(line.kind, language)}{' '}
          {line.account === 'hold' && <Tag color="gold">{text.hold}</Tag>}
        </>
      ),
    },
    {
      key: 'reference',
      title: text.reference,
      screens: 'wide',
      render: (line) => {
        const target = referenceOf(line.reference);
        return target ? `${text.refs[target.kind]} #${target.id}` : line.reference;
      },
    },
    { key: 'amount', title: text.amount, align: 'end', render: (line) => <Money baht={line.amount} signed /> },
    { key: 'after', title: text.after, align: 'end', render: (line) => <Money baht={line.balanceAfter} /> },
  ];
}

export function MoneyHistory({ memberId }: { memberId: string }) {
  const text = useMessages(messages);
  const language = useLanguage();
  const list = usePagedList(['/backoffice/transactions', memberId], (cursor, signal) => getMemberTransactions(memberId, cursor, signal));
  if (!list.first.data) return list.first.error ? <LoadError error={list.first.error} onRetry={list.reload} /> : <Loading />;
  if (list.items.length === 0) return <Empty title={text.none} />;
  return (
    <>
      <DataTable<LedgerLine> columns={columnsFor(text, language)} rows={inShownOrder(list.items)} rowKey={(line) => line.id} />
      <LoadMore list={list} label={text.more} />
    </>
  );
}
