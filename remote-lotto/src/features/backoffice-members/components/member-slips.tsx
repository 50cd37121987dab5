// A member's slips for staff, newest first, a page at a time: number and when, the lottery and its
// draw day, how many numbers, what was charged and paid, and the status.
import { type Language, useLanguage, useMessages } from '@tanghuay/shared-auth';
import { Tag } from 'antd';
import { type Column, DataTable } from '../../../components/data-table.tsx';
import { LoadMore } from '../../../components/load-more.tsx';
import { Money } from '../../../components/money.tsx';
import { Empty, LoadError, Loading } from '../../../components/page-state.tsx';
import { formatDateTime, formatDay } from '../../../lib/dates.ts';
import { SLIP_STATUS } from '../../../lib/statuses.ts';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { getMemberSlips, type MemberSlip } from '../api/member-history.ts';

const messages = {
  th: {
    slip: 'โพย',
    lottery: 'หวย / งวด',
    items: 'จำนวนเลข',
    charged: 'ยอดที่ชำระ',
    payout: 'เงินรางวัล',
    status: 'สถานะ',
    none: 'ยังไม่มีโพย',
    more: 'ดูโพยเก่ากว่านี้',
  },
  en: {
    slip: 'Slip',
    lottery: 'Lottery / draw',
    items: 'Numbers',
    charged: 'Charged',
    payout: 'Winnings',
    status: 'Status',
    none: 'No slips yet',
    more: 'Show older slips',
  },
};
type Text = (typeof messages)['th'];

function columnsFor(text: Text, language: Language): Column<MemberSlip>[] {
  return [
    {
      key: 'slip',
      title: text.slip,
      render: (slip) => (
        <>
          <div className="bo-number">#{slip.id}</div>
          <div className="lotto-muted bo-nowrap">{formatDateTime(slip.createdAt, language)}</div>
        </>
      ),
    },
    {
      key: 'lottery',
      title: text.lottery,
      render: (slip) => (
        <>
          <div>{slip.lottoName}</div>
          <div className="lotto-muted">{formatDay(slip.closeDate, language)}</div>
        </>
      ),
    },
    { key: 'items', title: text.items, align: 'end', screens: 'wide', render: (slip) => slip.itemCount },
    { key: 'charged', title: text.charged, align: 'end', render: (slip) => <Money baht={slip.charged} /> },
    { key: 'payout', title: text.payout, align: 'end', render: (slip) => <Money baht={slip.payout} /> },
    { key: 'status', title: text.status, render: (slip) => <Tag color={SLIP_STATUS[slip.status].color}>{SLIP_STATUS[slip.status].label[language]}</Tag> },
  ];
}

export function MemberSlips({ memberId }: { memberId: string }) {
  const text = useMessages(messages);
  const language = useLanguage();
  const list = usePagedList(['/backoffice/slips', memberId], (cursor, signal) => getMemberSlips(memberId, cursor, signal));
  if (!list.first.data) return list.first.error ? <LoadError error={list.first.error} onRetry={list.reload} /> : <Loading />;
  if (list.items.length === 0) return <Empty title={text.none} />;
  return (
    <>
      <DataTable<MemberSlip> columns={columnsFor(text, language)} rows={list.items} rowKey={(slip) => slip.id} />
      <LoadMore list={list} label={text.more} />
    </>
  );
}
