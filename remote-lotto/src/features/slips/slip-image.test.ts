import { slipSheet } from '../../components/slip-sheet.ts';
import type { Slip } from '../../lib/slip.ts';
import { type CanvasLike, drawSlipImage, IMAGE_WIDTH, SCALE, slipImageLayout } from './slip-image.ts';

const item = (id: string, type: Slip['items'][number]['type'], number: string, amount: number, rate: number, payPercent = 100) => ({
  id,
  type,
  number,
  amount,
  rate,
  payPercent,
  discount: 0,
  charged: amount,
  winAmount: amount * rate,
  status: 'pending' as const,
  payout: 0,
});

const slip: Slip = {
  id: '4217',
  roundId: '7',
  lottoName: 'หวยฮานอย VIP',
  closeDate: '2026-12-16',
  status: 'pending',
  createdAt: '2026-12-16T08:30:00.000Z',
  cancelledAt: null,
  cancelUntil: null,
  stake: 30,
  discount: 0,
  charged: 30,
  potentialWin: 9000,
  payout: 0,
  note: null,
  items: [item('1', '3top', '123', 10, 900), item('2', '2bottom', '07', 20, 90, 50)],
};
const sheet = slipSheet(slip, 'somchai', 'th');

/** The image's lines as a member reads them: the texts sharing a baseline, left to right, joined by " | ". */
function linesOf(texts: { text: string; x: number; y: number; align: 'start' | 'end' }[]): string[] {
  const rows = new Map<number, { text: string; x: number }[]>();
  for (const { text, x, y } of texts) rows.set(y, [...(rows.get(y) ?? []), { text, x }]);
  return [...rows.entries()].sort(([a], [b]) => a - b).map(([, row]) => row.map(({ text }) => text).join(' | '));
}

/** A canvas whose context records what is written on it, with the font, colour and alignment of each text. */
function fakeCanvas() {
  const written: { text: string; x: number; y: number; align: 'start' | 'end'; font: string; colour: string }[] = [];
  const calls: string[] = [];
  const context = {
    font: '',
    fillStyle: '' as string,
    strokeStyle: '',
    textAlign: 'start' as CanvasTextAlign,
    scale: (x: number, y: number) => calls.push(`scale ${x} ${y}`),
    fillRect: (x: number, y: number, w: number, h: number) => calls.push(`fillRect ${x} ${y} ${w} ${h} ${context.fillStyle}`),
    setLineDash: () => undefined,
    beginPath: () => undefined,
    moveTo: () => undefined,
    lineTo: () => undefined,
    stroke: () => calls.push('stroke'),
    fillText(text: string, x: number, y: number) {
      written.push({ text, x, y, align: context.textAlign as 'start' | 'end', font: context.font, colour: context.fillStyle });
    },
  };
  const canvas = { width: 0, height: 0, getContext: () => context } as unknown as CanvasLike;
  return { canvas, written, calls };
}

describe('slipImageLayout', () => {
  it('writes the site, the lottery, the facts with the slip number and member, every item with its rate, and the totals, in that order', () => {
    expect(linesOf(slipImageLayout(sheet).texts)).toEqual([
      'Tanghuay',
      'หวยฮานอย VIP',
      'งวดวันที่ | 16 ธ.ค. 2569',
      'เลขที่โพย | 4217',
      'เวลาแทง | 16 ธ.ค. 2569 15:30',
      'สมาชิก | somchai',
      'สถานะ | รอผล',
      'ประเภท | เลข | ราคา | อัตราจ่าย',
      '3 ตัวบน | 123 | 10.00 | ×900',
      '2 ตัวล่าง | 07 | 20.00 | ×90 จ่าย 50%',
      'ยอดแทง | 30.00',
      'ส่วนลด | 0.00',
      'ยอดที่ชำระ | 30.00',
    ]);
  });

  it('keeps labels at the left edge and values at the right, inside the card, one line below another', () => {
    const { texts, width, height, rules } = slipImageLayout(sheet);
    const slipNo = texts.filter(({ y }) => y === texts.find(({ text }) => text === 'เลขที่โพย')?.y);
    expect(slipNo.map(({ text, x, align }) => `${text}@${x}:${align}`)).toEqual(['เลขที่โพย@24:start', `4217@${width - 24}:end`]);
    const baselines = [...new Set(texts.map(({ y }) => y))];
    expect(baselines).toEqual([...baselines].sort((a, b) => a - b));
    expect(Math.max(...baselines)).toBeLessThan(height);
    expect(texts.every(({ x }) => x >= 24 && x <= width - 24)).toBe(true);
    // A dashed rule after the facts and one after the items, between the lines they part.
    expect(rules).toHaveLength(2);
  });

  it('grows with the items and marks a cancelled slip', () => {
    const long = slipSheet({ ...slip, status: 'cancelled', items: [...slip.items, item('3', 'runtop', '5', 5, 3)] }, 'somchai', 'th');
    const layout = slipImageLayout(long);
    expect(layout.height).toBeGreaterThan(slipImageLayout(sheet).height);
    expect(linesOf(layout.texts)).toContain('โพยนี้ถูกยกเลิกแล้ว');
    expect(linesOf(layout.texts)).toContain('วิ่งบน | 5 | 5.00 | ×3');
  });
});

describe('drawSlipImage', () => {
  it('sizes the canvas at twice the card, paints it white and writes every text of the layout in the page font, the site in the primary colour', () => {
    const { canvas, written, calls } = fakeCanvas();
    const layout = drawSlipImage(canvas, sheet, { fontFamily: 'Sarabun, sans-serif', primary: '#0b7a53' });
    expect([canvas.width, canvas.height]).toEqual([IMAGE_WIDTH * SCALE, layout.height * SCALE]);
    expect(calls.slice(0, 2)).toEqual([`scale ${SCALE} ${SCALE}`, `fillRect 0 0 ${IMAGE_WIDTH} ${layout.height} #fff`]);
    expect(written.map(({ text, x, y, align }) => ({ text, x, y, align }))).toEqual(
      layout.texts.map(({ text, x, y, align }) => ({ text, x, y, align })),
    );
    expect(written.find(({ text }) => text === '4217')?.font).toBe('15px Sarabun, sans-serif');
    expect(written.find(({ text }) => text === '123')?.font).toBe('700 18px Sarabun, sans-serif');
    expect(written.find(({ text }) => text === 'Tanghuay')?.colour).toBe('#0b7a53');
    expect(written.find(({ text }) => text === '4217')?.colour).toBe('#111');
    expect(calls.filter((call) => call === 'stroke')).toHaveLength(2);
  });
});
