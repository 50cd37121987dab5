// The period day by day: a bar chart of one figure (chosen: stakes, net, deposits or withdrawals)
// over every day, and a row per day on which anything happened, with every figure. A one-day
// period has neither: the cards say it all.
import { type Language, moneyFigure, useLanguage, useMessages } from '@tanghuay/shared-auth';
import { Card, Segmented } from 'antd';
import { useState } from 'react';
import { DayBarChart } from '../../../components/backoffice/day-bar-chart.tsx';
import type { ReportFigures } from '../../../components/backoffice/report-figures.ts';
import { type Column, DataTable } from '../../../components/data-table.tsx';
import { Money } from '../../../components/money.tsx';
import { formatDayWithWeekday } from '../../../lib/dates.ts';
import type { Summary } from '../api/get-summary.ts';

type Day = Summary['days'][number];
const CHARTED = ['stake', 'net', 'deposits', 'withdrawals'] as const satisfies readonly (keyof ReportFigures)[];
type Charted = (typeof CHARTED)[number];

const messages = {
  th: {
    title: 'รายวัน',
    figure: 'ตัวเลขในกราฟ',
    chart: (figure: string) => `กราฟ${figure}รายวัน`,
    day: 'วันที่',
    stake: 'ยอดแทง',
    discount: 'ส่วนลด',
    payout: 'จ่ายรางวัล',
    net: 'ผลได้เสีย',
    deposits: 'ยอดฝาก',
    withdrawals: 'ยอดถอน',
    activeMembers: 'สมาชิกที่แทง',
  },
  en: {
    title: 'Day by day',
    figure: 'Figure charted',
    chart: (figure: string) => `${figure} per day`,
    day: 'Day',
    stake: 'Stakes',
    discount: 'Discounts',
    payout: 'Payouts',
    net: 'Net',
    deposits: 'Deposits',
    withdrawals: 'Withdrawals',
    activeMembers: 'Members who bet',
  },
};
type Text = (typeof messages)['th'];

/** Whether anything happened on the day: a bet, a payout, a deposit or a withdrawal. */
export const isBusy = (day: ReportFigures) => day.stake !== 0 || day.payout !== 0 || day.deposits !== 0 || day.withdrawals !== 0;

function columnsFor(text: Text, language: Language): Column<Day>[] {
  const money = (value: number) => <Money baht={value} />;
  return [
    { key: 'date', title: text.day, render: (day) => <span className="bo-nowrap">{formatDayWithWeekday(day.date, language)}</span> },
    { key: 'stake', title: text.stake, align: 'end', render: (day) => money(day.stake) },
    { key: 'discount', title: text.discount, align: 'end', screens: 'wide', render: (day) => money(day.discount) },
    { key: 'payout', title: text.payout, align: 'end', screens: 'wide', render: (day) => money(day.payout) },
    { key: 'net', title: text.net, align: 'end', render: (day) => <Money baht={day.net} signed /> },
    { key: 'deposits', title: text.deposits, align: 'end', screens: 'wide', render: (day) => money(day.deposits) },
    { key: 'withdrawals', title: text.withdrawals, align: 'end', screens: 'wide', render: (day) => money(day.withdrawals) },
    { key: 'activeMembers', title: text.activeMembers, align: 'end', screens: 'wide', render: (day) => day.activeMembers },
  ];
}

export function DaysSection({ days }: { days: Day[] }) {
  const text = useMessages(messages);
  const language = useLanguage();
  const [charted, setCharted] = useState<Charted>('stake');
  if (days.length < 2) return null;
  const busy = days.filter(isBusy).reverse();
  return (
    <Card
      size="small"
      title={<h2 className="bo-section-title">{text.title}</h2>}
      extra={
        <Segmented<Charted>
          size="small"
          aria-label={text.figure}
          value={charted}
          onChange={setCharted}
          options={CHARTED.map((value) => ({ value, label: text[value] }))}
        />
      }
    >
      <DayBarChart days={days.map((day) => ({ date: day.date, value: day[charted] }))} label={text.chart(text[charted])} format={moneyFigure} />
      {busy.length > 0 && <DataTable<Day> columns={columnsFor(text, language)} rows={busy} rowKey={(day) => day.date} />}
    </Card>
  );
}
