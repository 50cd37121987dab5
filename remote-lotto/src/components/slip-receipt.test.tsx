/** @jest-environment node */
// Rendered to HTML on the server side of React: the node environment has the TextEncoder that
// react-router (through @tanghuay/shared-auth) makes as it loads, which jsdom lacks.
import { renderToStaticMarkup } from 'react-dom/server';
import type { Slip } from '../lib/slip.ts';
import { SlipReceipt } from './slip-receipt.tsx';

const slip: Slip = {
  id: '42',
  roundId: '7',
  lottoName: 'หวยฮานอย VIP',
  closeDate: '2026-12-16',
  status: 'pending',
  createdAt: '2026-12-16T08:30:00.000Z',
  cancelledAt: null,
  cancelUntil: '2026-12-16T09:00:00.000Z',
  stake: 1030,
  discount: 10.5,
  charged: 1019.5,
  potentialWin: 9990,
  payout: 0,
  note: null,
  items: [
    { id: '1', type: '3top', number: '123', amount: 10, rate: 900, payPercent: 100, discount: 0, charged: 10, winAmount: 9000, status: 'pending', payout: 0 },
    { id: '2', type: '2bottom', number: '07', amount: 1020, rate: 90, payPercent: 100, discount: 10.5, charged: 1009.5, winAmount: 990, status: 'pending', payout: 0 },
  ],
};

/** The text of some HTML, each element's text apart. */
const textOf = (html: string) => html.replace(/<[^>]+>/g, '|').replace(/\|+/g, '|').replace(/^\||\|$/g, '');

describe('SlipReceipt', () => {
  it('shows the site, the round, the draw day in the Buddhist era, the slip number, the placing time, the member and the status', () => {
    const text = textOf(renderToStaticMarkup(<SlipReceipt slip={slip} />));
    // Rendered signed out (no stored user), so the member's name is empty here; slip-sheet.test.ts names one.
    expect(text).toMatch(/^Tanghuay\|หวยฮานอย VIP\|งวดวันที่ 16 ธ\.ค\. 2569\|เลขที่โพย 42\|เวลาแทง 16 ธ\.ค\. 2569 15:30\|สมาชิก \|สถานะ รอผล\|/);
    expect(text).not.toContain('ยกเลิก');
  });

  it('lists every item by bet type name, number, stake and rate, then the totals', () => {
    const html = renderToStaticMarkup(<SlipReceipt slip={slip} />);
    const rows = html.match(/<tr>.*?<\/tr>/g)?.map(textOf);
    expect(rows).toEqual(['ประเภท|เลข|ราคา|อัตราจ่าย', '3 ตัวบน|123|10.00|×900', '2 ตัวล่าง|07|1,020.00|×90']);
    expect(textOf(html.match(/<dl.*<\/dl>/)?.[0] ?? '')).toBe('ยอดแทง|1,030.00|ส่วนลด|10.50|ยอดที่ชำระ|1,019.50');
  });

  it('marks a cancelled slip, and keeps a print-only receipt off the screen', () => {
    const html = renderToStaticMarkup(<SlipReceipt slip={{ ...slip, status: 'cancelled', cancelUntil: null }} printOnly />);
    expect(textOf(html)).toContain('โพยนี้ถูกยกเลิกแล้ว');
    expect(html).toMatch(/^<section class="slip-receipt slip-receipt--print-only" aria-label="ใบโพย 42">/);
  });
});
