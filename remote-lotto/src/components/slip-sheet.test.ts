import type { Slip } from '../lib/slip.ts';
import { slipSheet } from './slip-sheet.ts';

const slip: Slip = {
  id: '42',
  roundId: '7',
  lottoName: 'หวยฮานอย VIP',
  closeDate: '2026-12-16',
  status: 'settled',
  createdAt: '2026-12-16T08:30:00.000Z',
  cancelledAt: null,
  cancelUntil: null,
  stake: 1030,
  discount: 10.5,
  charged: 1019.5,
  potentialWin: 9990,
  payout: 45,
  note: 'ชุดเช้า',
  items: [
    { id: '1', type: '3top', number: '123', amount: 10, rate: 900, payPercent: 100, discount: 0, charged: 10, winAmount: 9000, status: 'lost', payout: 0 },
    { id: '2', type: '2bottom', number: '07', amount: 1020, rate: 90, payPercent: 50, discount: 10.5, charged: 1009.5, winAmount: 45, status: 'won', payout: 45 },
  ],
};

const rows = (list: { label: string; value: string }[]) => list.map(({ label, value }) => `${label} ${value}`);

describe('slipSheet', () => {
  it('names the site, the lottery, the draw day, the slip, when it was placed, the member and the status', () => {
    const sheet = slipSheet(slip, 'somchai', 'th');
    expect([sheet.site, sheet.lottoName, ...rows(sheet.facts)]).toEqual([
      'Tanghuay',
      'หวยฮานอย VIP',
      'งวดวันที่ 16 ธ.ค. 2569',
      'เลขที่โพย 42',
      'เวลาแทง 16 ธ.ค. 2569 15:30',
      'สมาชิก somchai',
      'สถานะ ออกผลแล้ว',
    ]);
    expect(sheet.voided).toBeNull();
    expect(sheet.note).toBe('บันทึก: ชุดเช้า');
  });

  it('gives every item its rate, with the share paid on a reduced number, and the totals with the winnings once settled', () => {
    const sheet = slipSheet(slip, 'somchai', 'th');
    expect(sheet.items.map(({ type, number, amount, rate }) => [type, number, amount, rate].join('|'))).toEqual([
      '3 ตัวบน|123|10.00|×900',
      '2 ตัวล่าง|07|1,020.00|×90 จ่าย 50%',
    ]);
    expect(rows(sheet.totals)).toEqual(['ยอดแทง 1,030.00', 'ส่วนลด 10.50', 'ยอดที่ชำระ 1,019.50', 'เงินรางวัลที่ได้รับ 45.00']);
  });

  it('marks a cancelled slip and names no winnings before the slip is settled', () => {
    const sheet = slipSheet({ ...slip, status: 'cancelled', note: null }, 'somchai', 'th');
    expect(sheet.voided).toBe('โพยนี้ถูกยกเลิกแล้ว');
    expect(rows(sheet.facts)).toContain('สถานะ ยกเลิกแล้ว');
    expect(rows(sheet.totals)).toEqual(['ยอดแทง 1,030.00', 'ส่วนลด 10.50', 'ยอดที่ชำระ 1,019.50']);
    expect(sheet.note).toBeNull();
  });

  it('speaks English when asked', () => {
    const sheet = slipSheet(slip, 'somchai', 'en');
    expect(rows(sheet.facts)).toEqual(['Draw 16 Dec 2026', 'Slip no. 42', 'Placed 16 Dec 2026, 15:30', 'Member somchai', 'Status Settled']);
    expect(sheet.items[1]?.rate).toBe('×90 pays 50%');
  });
});
