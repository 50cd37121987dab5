// The period's figures as cards: stakes, discounts, payouts, the house's net (signed, explained),
// deposits, withdrawals and the members who played.
import { useMessages } from '@tanghuay/shared-auth';
import type { ReactNode } from 'react';
import { Money } from '../../../components/money.tsx';
import type { ReportFigures } from '../../../components/backoffice/report-figures.ts';

const messages = {
  th: {
    figures: 'ตัวเลขของช่วงเวลา',
    stake: 'ยอดแทง',
    discount: 'ส่วนลด',
    payout: 'จ่ายรางวัล',
    net: 'ผลได้เสียสุทธิ',
    netSays: 'ยอดแทง − ส่วนลด − จ่ายรางวัล (บวก = สมาชิกเสีย) · ยอดฝากและถอนนับรายการที่อนุมัติในช่วงเวลานี้',
    deposits: 'ยอดฝาก',
    withdrawals: 'ยอดถอน',
    activeMembers: 'สมาชิกที่แทง',
    people: (count: number) => `${count.toLocaleString('th-TH')} คน`,
  },
  en: {
    figures: 'Figures of the period',
    stake: 'Stakes',
    discount: 'Discounts',
    payout: 'Payouts',
    net: 'Net',
    netSays: 'stakes − discounts − payouts (above 0: members lost) · deposits and withdrawals approved in the period',
    deposits: 'Deposits',
    withdrawals: 'Withdrawals',
    activeMembers: 'Members who bet',
    people: (count: number) => count.toLocaleString('en-GB'),
  },
};

function Stat({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="bo-stat">
      <span className="bo-stat__label">{label}</span>
      <span className="bo-stat__value">{value}</span>
    </div>
  );
}

export function FigureCards({ figures }: { figures: ReportFigures }) {
  const text = useMessages(messages);
  return (
    <section aria-label={text.figures}>
      <div className="bo-stats">
        <Stat label={text.stake} value={<Money baht={figures.stake} />} />
        <Stat label={text.discount} value={<Money baht={figures.discount} />} />
        <Stat label={text.payout} value={<Money baht={figures.payout} />} />
        <Stat label={text.net} value={<Money baht={figures.net} signed />} />
        <Stat label={text.deposits} value={<Money baht={figures.deposits} />} />
        <Stat label={text.withdrawals} value={<Money baht={figures.withdrawals} />} />
        <Stat label={text.activeMembers} value={text.people(figures.activeMembers)} />
      </div>
      <p className="lotto-muted" style={{ margin: '8px 0 0' }}>
        {text.net}: {text.netSays}
      </p>
    </section>
  );
}
