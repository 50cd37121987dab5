// The printable slip (โพย): the lottery and its draw day, the slip number, when it was placed, every
// item (bet type, number, stake) and the totals. window.print() prints this receipt alone
// (slip-receipt-styles.ts). Bet entry shows it after placing; the slip's own page keeps it for
// printing only.
import { useLanguage, useMessages } from '@tanghuay/shared-auth';
import { BET_TYPE_LABELS } from '@tanghuay/lottery-rules';
import { formatDateTime, formatDay } from '../lib/dates.ts';
import type { Slip } from '../lib/slip.ts';
import { Money } from './money.tsx';
import { useSlipReceiptStyles } from './slip-receipt-styles.ts';

const messages = {
  th: {
    receipt: 'ใบโพย',
    draw: 'งวดวันที่',
    slipNo: 'เลขที่โพย',
    placedAt: 'เวลาแทง',
    cancelled: 'โพยนี้ถูกยกเลิกแล้ว',
    type: 'ประเภท',
    number: 'เลข',
    amount: 'ราคา',
    stake: 'ยอดแทง',
    discount: 'ส่วนลด',
    charged: 'ยอดที่ชำระ',
    note: 'บันทึก',
  },
  en: {
    receipt: 'Slip',
    draw: 'Draw',
    slipNo: 'Slip no.',
    placedAt: 'Placed',
    cancelled: 'This slip was cancelled',
    type: 'Type',
    number: 'Number',
    amount: 'Stake',
    stake: 'Stake',
    discount: 'Discount',
    charged: 'Charged',
    note: 'Note',
  },
};

export interface SlipReceiptProps {
  /** The slip as the API answers it (placing it, reading it or cancelling it). */
  slip: Slip;
  /** Hidden on screen and printed by window.print(): for a page that shows the slip its own way. */
  printOnly?: boolean;
}

export function SlipReceipt({ slip, printOnly = false }: SlipReceiptProps) {
  useSlipReceiptStyles();
  const text = useMessages(messages);
  const language = useLanguage();
  return (
    <section className={printOnly ? 'slip-receipt slip-receipt--print-only' : 'slip-receipt'} aria-label={`${text.receipt} ${slip.id}`}>
      <h2 className="slip-receipt__title">{slip.lottoName}</h2>
      <div>
        {text.draw} {formatDay(slip.closeDate, language)}
      </div>
      <div>
        {text.slipNo} {slip.id}
      </div>
      <div>
        {text.placedAt} {formatDateTime(slip.createdAt, language)}
      </div>
      {slip.status === 'cancelled' && <div className="slip-receipt__void">{text.cancelled}</div>}
      <table>
        <thead>
          <tr>
            <th scope="col">{text.type}</th>
            <th scope="col">{text.number}</th>
            <th scope="col" className="slip-receipt__amount">
              {text.amount}
            </th>
          </tr>
        </thead>
        <tbody>
          {slip.items.map((item) => (
            <tr key={item.id}>
              <td>{BET_TYPE_LABELS[item.type][language]}</td>
              <td className="slip-receipt__number">{item.number}</td>
              <td className="slip-receipt__amount">
                <Money baht={item.amount} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="slip-receipt__totals">
        <dt>{text.stake}</dt>
        <dd>
          <Money baht={slip.stake} />
        </dd>
        <dt>{text.discount}</dt>
        <dd>
          <Money baht={slip.discount} />
        </dd>
        <dt className="slip-receipt__charged">{text.charged}</dt>
        <dd className="slip-receipt__charged">
          <Money baht={slip.charged} />
        </dd>
      </dl>
      {slip.note && (
        <div>
          {text.note}: {slip.note}
        </div>
      )}
    </section>
  );
}
