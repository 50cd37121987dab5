import { screen, within } from '@testing-library/react';
import type { WinLoseReport } from '../lib/get-winlose.ts';
import { renderPage } from '../testing/render-page.tsx';
import { WinLoseReportView } from './winlose-report.tsx';

const report: WinLoseReport = {
  from: '2026-12-10',
  to: '2026-12-16',
  days: [
    { date: '2026-12-16', slips: 3, stake: 50, discount: 0.5, charged: 49.5, payout: 900, pendingSlips: 1, pendingCharged: 20, net: 870.5 },
    { date: '2026-12-15', slips: 1, stake: 10, discount: 0, charged: 10, payout: 0, pendingSlips: 0, pendingCharged: 0, net: -10 },
  ],
  totals: { slips: 4, stake: 60, discount: 0.5, charged: 59.5, payout: 900, pendingSlips: 1, pendingCharged: 20, net: 860.5 },
};

const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

describe('WinLoseReportView', () => {
  it('shows the totals under the page’s title and net, then every figure of a day on a wide screen', () => {
    renderPage(<WinLoseReportView report={report} netTitle="ได้/เสียของสมาชิก" totalsTitle="รวมทั้งช่วง" />, { path: '/' });
    expect(screen.getByRole('heading', { name: 'รวมทั้งช่วง' })).toBeTruthy();
    const totals = screen.getAllByRole('definition').map((figure) => [figure.previousSibling?.textContent, figure.textContent]);
    expect(totals).toEqual([
      ['จำนวนโพย', '4'],
      ['ยอดแทง', '60.00'],
      ['ส่วนลด', '0.50'],
      ['ยอดที่ชำระ', '59.50'],
      ['รอผล', '20.00'],
      ['เงินรางวัล', '900.00'],
      ['ได้/เสียของสมาชิก', '+860.50'],
    ]);
    // The slip waiting for its draw is apart, not a loss.
    expect(screen.getByText('โพยรอผล 1 โพย ยังไม่นับในได้/เสีย')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'ได้/เสียของสมาชิก' })).toBeTruthy();
    const [, first, second] = screen.getAllByRole('row');
    expect(first && cells(first)).toEqual(['พุธ 16 ธ.ค. 2569', '3', '50.00', '0.50', '49.50', '20.00', '900.00', '+870.50']);
    expect(second && cells(second)?.at(-1)).toBe('−10.00');
  });

  it('puts a day’s slips and charge under its date on a phone, beside the winnings and the net', () => {
    renderPage(<WinLoseReportView report={report} netTitle="ได้/เสียสุทธิ" />, { path: '/', width: 375 });
    expect(screen.queryByRole('heading')).toBeNull();
    const [, first, second] = screen.getAllByRole('row');
    expect(first && cells(first)).toEqual(['16 ธ.ค. 25693 โพย · ยอดที่ชำระ 49.50 · รอผล 20.00', '900.00', '+870.50']);
    expect(second && cells(second)).toEqual(['15 ธ.ค. 25691 โพย · ยอดที่ชำระ 10.00', '0.00', '−10.00']);
  });
});
