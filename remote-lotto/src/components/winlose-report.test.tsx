import { screen, within } from '@testing-library/react';
import type { WinLoseReport } from '../lib/get-winlose.ts';
import { renderPage } from '../testing/render-page.tsx';
import { WinLoseReportView } from './winlose-report.tsx';

const report: WinLoseReport = {
  from: '2026-12-10',
  to: '2026-12-16',
  days: [
    { date: '2026-12-16', slips: 2, stake: 30, discount: 0.5, charged: 29.5, payout: 900, net: 870.5 },
    { date: '2026-12-15', slips: 1, stake: 10, discount: 0, charged: 10, payout: 0, net: -10 },
  ],
  totals: { slips: 3, stake: 40, discount: 0.5, charged: 39.5, payout: 900, net: 860.5 },
};

const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

describe('WinLoseReportView', () => {
  it('shows the totals under the page’s title and net, then every figure of a day on a wide screen', () => {
    renderPage(<WinLoseReportView report={report} netTitle="ได้/เสียของสมาชิก" totalsTitle="รวมทั้งช่วง" />, { path: '/' });
    expect(screen.getByRole('heading', { name: 'รวมทั้งช่วง' })).toBeTruthy();
    const totals = screen.getAllByRole('definition').map((figure) => [figure.previousSibling?.textContent, figure.textContent]);
    expect(totals).toEqual([
      ['จำนวนโพย', '3'],
      ['ยอดแทง', '40'],
      ['ส่วนลด', '0.50'],
      ['ยอดที่ชำระ', '39.50'],
      ['เงินรางวัล', '900'],
      ['ได้/เสียของสมาชิก', '+860.50'],
    ]);
    expect(screen.getByRole('columnheader', { name: 'ได้/เสียของสมาชิก' })).toBeTruthy();
    const [, first, second] = screen.getAllByRole('row');
    expect(first && cells(first)).toEqual(['พุธ 16 ธ.ค. 2569', '2', '30', '0.50', '29.50', '900', '+870.50']);
    expect(second && cells(second)?.at(-1)).toBe('−10');
  });

  it('puts a day’s slips and charge under its date on a phone, beside the winnings and the net', () => {
    renderPage(<WinLoseReportView report={report} netTitle="ได้/เสียสุทธิ" />, { path: '/', width: 375 });
    expect(screen.queryByRole('heading')).toBeNull();
    const [, first] = screen.getAllByRole('row');
    expect(first && cells(first)).toEqual(['16 ธ.ค. 25692 โพย · ยอดที่ชำระ 29.50', '900', '+870.50']);
  });
});
