// A member's win/lose over a period (the last 7 days unless chosen) as the member sees it on their
// own page: the totals, then a row per day placed on. Net is the member's: payout − charged.
import { type Language, useLanguage, useMessages } from '@tanghuay/shared-auth';
import { Card } from 'antd';
import { PeriodPicker, usePeriod } from '../../../components/backoffice/period-picker.tsx';
import { type Column, DataTable } from '../../../components/data-table.tsx';
import { Figures } from '../../../components/figures.tsx';
import { Money } from '../../../components/money.tsx';
import { Empty, LoadError, Loading } from '../../../components/page-state.tsx';
import { formatDayWithWeekday } from '../../../lib/dates.ts';
import type { WinLoseDay, WinLoseReport } from '../../../lib/get-winlose.ts';
import { useApi } from '../../../lib/use-api.ts';
import { getMemberWinLose } from '../api/member-history.ts';

const messages = {
  th: {
    day: 'วันที่',
    slips: 'จำนวนโพย',
    stake: 'ยอดแทง',
    discount: 'ส่วนลด',
    charged: 'ยอดที่ชำระ',
    payout: 'เงินรางวัล',
    net: 'ได้/เสียของสมาชิก',
    explain: 'ได้/เสียของสมาชิก = เงินรางวัล − ยอดที่ชำระ (บวก = สมาชิกได้) นับตามวันที่แทงโพย ไม่รวมโพยที่ยกเลิก',
    none: 'ไม่มีโพยในช่วงเวลานี้',
  },
  en: {
    day: 'Day',
    slips: 'Slips',
    stake: 'Stake',
    discount: 'Discount',
    charged: 'Charged',
    payout: 'Winnings',
    net: "Member's net",
    explain: "Member's net = winnings − charged (above 0: the member won), by the day each slip was placed, cancelled slips left out",
    none: 'No slips in this period',
  },
};
type Text = (typeof messages)['th'];

function columnsFor(text: Text, language: Language): Column<WinLoseDay>[] {
  const money = (baht: number) => <Money baht={baht} />;
  return [
    { key: 'date', title: text.day, render: (day) => <span className="bo-nowrap">{formatDayWithWeekday(day.date, language)}</span> },
    { key: 'slips', title: text.slips, align: 'end', render: (day) => day.slips },
    { key: 'stake', title: text.stake, align: 'end', screens: 'wide', render: (day) => money(day.stake) },
    { key: 'discount', title: text.discount, align: 'end', screens: 'wide', render: (day) => money(day.discount) },
    { key: 'charged', title: text.charged, align: 'end', render: (day) => money(day.charged) },
    { key: 'payout', title: text.payout, align: 'end', render: (day) => money(day.payout) },
    { key: 'net', title: text.net, align: 'end', render: (day) => <Money baht={day.net} signed /> },
  ];
}

function Report({ report }: { report: WinLoseReport }) {
  const text = useMessages(messages);
  const language = useLanguage();
  const { totals } = report;
  if (report.days.length === 0) return <Empty title={text.none} />;
  return (
    <>
      <Card size="small">
        <Figures
          items={[
            { label: text.slips, value: totals.slips },
            { label: text.stake, value: <Money baht={totals.stake} /> },
            { label: text.discount, value: <Money baht={totals.discount} /> },
            { label: text.charged, value: <Money baht={totals.charged} /> },
            { label: text.payout, value: <Money baht={totals.payout} /> },
            { label: text.net, value: <Money baht={totals.net} signed strong /> },
          ]}
        />
      </Card>
      <DataTable<WinLoseDay> columns={columnsFor(text, language)} rows={report.days} rowKey={(day) => day.date} />
      <p className="lotto-muted">{text.explain}</p>
    </>
  );
}

export function MemberWinLose({ memberId }: { memberId: string }) {
  const period = usePeriod('week');
  const { from, to } = period;
  const report = useApi(['/backoffice/winlose', memberId, from, to], (signal) => getMemberWinLose(memberId, { from, to }, signal));
  let body;
  if (report.data) body = <Report report={report.data} />;
  else if (report.error) body = <LoadError error={report.error} onRetry={report.reload} />;
  else body = <Loading rows={6} />;
  return (
    <>
      <PeriodPicker {...period} />
      {body}
    </>
  );
}
