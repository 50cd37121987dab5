// What a slip says on paper and in its shared image (docs/lottery.md, "Sharing and printing a
// slip"): the site, the lottery, the draw day, the slip number, when it was placed, whose it is,
// its status, every item with its rate, and the totals. The printed receipt (slip-receipt.tsx) and
// the PNG (features/slips/slip-image.ts) both write this, so the two always carry the same facts.
import { type Language, moneyFigure, SITE_NAME } from '@tanghuay/shared-auth';
import { BET_TYPE_LABELS } from '@tanghuay/lottery-rules';
import { formatDateTime, formatDay } from '../lib/dates.ts';
import type { Slip } from '../lib/slip.ts';
import { SLIP_STATUS } from '../lib/statuses.ts';

const messages = {
  th: {
    receipt: 'ใบโพย',
    draw: 'งวดวันที่',
    slipNo: 'เลขที่โพย',
    placedAt: 'เวลาแทง',
    member: 'สมาชิก',
    status: 'สถานะ',
    cancelled: 'โพยนี้ถูกยกเลิกแล้ว',
    type: 'ประเภท',
    number: 'เลข',
    amount: 'ราคา',
    rate: 'อัตราจ่าย',
    pays: (percent: number) => `จ่าย ${percent}%`,
    stake: 'ยอดแทง',
    discount: 'ส่วนลด',
    charged: 'ยอดที่ชำระ',
    payout: 'เงินรางวัลที่ได้รับ',
    note: 'บันทึก',
  },
  en: {
    receipt: 'Slip',
    draw: 'Draw',
    slipNo: 'Slip no.',
    placedAt: 'Placed',
    member: 'Member',
    status: 'Status',
    cancelled: 'This slip was cancelled',
    type: 'Type',
    number: 'Number',
    amount: 'Stake',
    rate: 'Rate',
    pays: (percent: number) => `pays ${percent}%`,
    stake: 'Stake',
    discount: 'Discount',
    charged: 'Charged',
    payout: 'Winnings paid',
    note: 'Note',
  },
};

export interface SheetRow {
  label: string;
  value: string;
  /** What was charged and what was paid stand out. */
  strong?: boolean;
}

export interface SheetItem {
  id: string;
  type: string;
  number: string;
  amount: string;
  /** "×900", with the share paid when the number was reduced: "×900 จ่าย 50%". */
  rate: string;
}

export interface SlipSheet {
  /** The sheet's name, for screen readers: "ใบโพย 42". */
  name: string;
  site: string;
  lottoName: string;
  /** Draw day, slip number, placing time, member, status. */
  facts: SheetRow[];
  /** Said in bold on a cancelled slip, else null. */
  voided: string | null;
  columns: Omit<SheetItem, 'id'>;
  items: SheetItem[];
  /** Stake, discount, charged and, once settled, the winnings paid. */
  totals: SheetRow[];
  /** "บันทึก: …", or null. */
  note: string | null;
}

export function slipSheet(slip: Slip, member: string, language: Language): SlipSheet {
  const t = messages[language];
  return {
    name: `${t.receipt} ${slip.id}`,
    site: SITE_NAME,
    lottoName: slip.lottoName,
    facts: [
      { label: t.draw, value: formatDay(slip.closeDate, language) },
      { label: t.slipNo, value: slip.id },
      { label: t.placedAt, value: formatDateTime(slip.createdAt, language) },
      { label: t.member, value: member },
      { label: t.status, value: SLIP_STATUS[slip.status].label[language] },
    ],
    voided: slip.status === 'cancelled' ? t.cancelled : null,
    columns: { type: t.type, number: t.number, amount: t.amount, rate: t.rate },
    items: slip.items.map((item) => ({
      id: item.id,
      type: BET_TYPE_LABELS[item.type][language],
      number: item.number,
      amount: moneyFigure(item.amount),
      rate: item.payPercent < 100 ? `×${item.rate} ${t.pays(item.payPercent)}` : `×${item.rate}`,
    })),
    totals: [
      { label: t.stake, value: moneyFigure(slip.stake) },
      { label: t.discount, value: moneyFigure(slip.discount) },
      { label: t.charged, value: moneyFigure(slip.charged), strong: true },
      ...(slip.status === 'settled' ? [{ label: t.payout, value: moneyFigure(slip.payout), strong: true }] : []),
    ],
    note: slip.note ? `${t.note}: ${slip.note}` : null,
  };
}
