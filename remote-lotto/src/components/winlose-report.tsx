// A win/lose report (lib/get-winlose.ts) as the member's win/lose page and the back office's member
// page both show it: the totals, then a row per day placed on — on a phone the day with its slips
// and what they charged, then the winnings and the net. The net's title is the page's own (the
// member's "ได้/เสียสุทธิ", the back office's "ได้/เสียของสมาชิก"). Slips still waiting for their
// draw are no loss: the net counts settled slips only, and their charge is shown apart as รอผล
// (docs/lottery.md, "Slips and win/lose").
import { type Language, useLanguage, useMessages } from '@tanghuay/shared-auth';
import { Card } from 'antd';
import { formatDay, formatDayWithWeekday } from '../lib/dates.ts';
import type { WinLoseDay, WinLoseReport } from '../lib/get-winlose.ts';
import { type Column, DataTable } from './data-table.tsx';
import { Figures } from './figures.tsx';
import { Money } from './money.tsx';

const messages = {
  th: {
    day: 'วันที่',
    slips: 'จำนวนโพย',
    slipCount: (count: number) => `${count} โพย`,
    stake: 'ยอดแทง',
    discount: 'ส่วนลด',
    charged: 'ยอดที่ชำระ',
    payout: 'เงินรางวัล',
    pending: 'รอผล',
    pendingNote: (count: number) => `โพยรอผล ${count} โพย ยังไม่นับในได้/เสีย`,
  },
  en: {
    day: 'Day',
    slips: 'Slips',
    slipCount: (count: number) => `${count} ${count === 1 ? 'slip' : 'slips'}`,
    stake: 'Stake',
    discount: 'Discount',
    charged: 'Charged',
    payout: 'Winnings',
    pending: 'Awaiting result',
    pendingNote: (count: number) => `${count} ${count === 1 ? 'slip awaits its' : 'slips await their'} result, not counted in the net yet`,
  },
};
type Text = (typeof messages)['th'];

function columnsFor(text: Text, language: Language, netTitle: string): Column<WinLoseDay>[] {
  const money = (baht: number) => <Money baht={baht} />;
  return [
    {
      key: 'day',
      title: text.day,
      screens: 'phone',
      render: (day) => (
        <>
          <div style={{ whiteSpace: 'nowrap' }}>{formatDay(day.date, language)}</div>
          <div className="lotto-muted">
            {text.slipCount(day.slips)} · {text.charged} {money(day.charged)}
            {day.pendingSlips > 0 && (
              <>
                {' · '}
                {text.pending} {money(day.pendingCharged)}
              </>
            )}
          </div>
        </>
      ),
    },
    {
      key: 'date',
      title: text.day,
      screens: 'wide',
      render: (day) => <span style={{ whiteSpace: 'nowrap' }}>{formatDayWithWeekday(day.date, language)}</span>,
    },
    { key: 'slips', title: text.slips, align: 'end', screens: 'wide', render: (day) => day.slips },
    { key: 'stake', title: text.stake, align: 'end', screens: 'wide', render: (day) => money(day.stake) },
    { key: 'discount', title: text.discount, align: 'end', screens: 'wide', render: (day) => money(day.discount) },
    { key: 'charged', title: text.charged, align: 'end', screens: 'wide', render: (day) => money(day.charged) },
    { key: 'pending', title: text.pending, align: 'end', screens: 'wide', render: (day) => money(day.pendingCharged) },
    { key: 'payout', title: text.payout, align: 'end', render: (day) => money(day.payout) },
    { key: 'net', title: netTitle, align: 'end', render: (day) => <Money baht={day.net} signed /> },
  ];
}

/** The report's totals (under `totalsTitle` when given) and its days. */
export function WinLoseReportView({ report, netTitle, totalsTitle }: { report: WinLoseReport; netTitle: string; totalsTitle?: string }) {
  const text = useMessages(messages);
  const language = useLanguage();
  const { totals } = report;
  const title = totalsTitle === undefined ? undefined : <h2 style={{ margin: 0, fontSize: 16 }}>{totalsTitle}</h2>;
  return (
    <>
      <Card size="small" title={title}>
        <Figures
          items={[
            { label: text.slips, value: totals.slips },
            { label: text.stake, value: <Money baht={totals.stake} /> },
            { label: text.discount, value: <Money baht={totals.discount} /> },
            { label: text.charged, value: <Money baht={totals.charged} /> },
            { label: text.pending, value: <Money baht={totals.pendingCharged} /> },
            { label: text.payout, value: <Money baht={totals.payout} /> },
            { label: netTitle, value: <Money baht={totals.net} signed strong /> },
          ]}
        />
        {totals.pendingSlips > 0 && (
          <p className="lotto-muted" style={{ margin: '8px 0 0' }} data-testid="winlose-pending-note">
            {text.pendingNote(totals.pendingSlips)}
          </p>
        )}
      </Card>
      <DataTable<WinLoseDay> rowKey={(day) => day.date} columns={columnsFor(text, language, netTitle)} rows={report.days} />
    </>
  );
}
