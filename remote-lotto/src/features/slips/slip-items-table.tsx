// Every item of a slip: bet type, number, stake, rate (× 900) and the % paid when the number was
// reduced, discount, charged, what it wins, its outcome and what it paid. A phone shows three
// columns: the item, its price, and its outcome with what it paid (won) or may pay (pending).
// Winning items come first, highlighted.
import { type Language, useLanguage, useMessages } from '@tanghuay/shared-auth';
import { Tag } from 'antd';
import { type Column, DataTable } from '../../components/data-table.tsx';
import { Money } from '../../components/money.tsx';
import { BET_TYPE_LABELS } from '@tanghuay/lottery-rules';
import type { SlipItem } from '../../lib/slip.ts';
import { ITEM_STATUS } from '../../lib/statuses.ts';
import { winnersFirst } from './slip-outcome.ts';
import { useSlipsStyles } from './slips-styles.ts';

const messages = {
  th: {
    items: 'รายการแทง',
    item: 'รายการ',
    type: 'ประเภท',
    number: 'เลข',
    amount: 'ยอดแทง',
    rate: 'อัตราจ่าย',
    pays: (percent: number) => `จ่าย ${percent}%`,
    discount: 'ส่วนลด',
    charged: 'ยอดที่ชำระ',
    winAmount: 'ถ้าถูกได้',
    outcome: 'ผล',
    payout: 'ได้รับ',
  },
  en: {
    items: 'Items',
    item: 'Item',
    type: 'Type',
    number: 'Number',
    amount: 'Stake',
    rate: 'Rate',
    pays: (percent: number) => `pays ${percent}%`,
    discount: 'Discount',
    charged: 'Charged',
    winAmount: 'Wins',
    outcome: 'Result',
    payout: 'Paid',
  },
};
type Text = (typeof messages)['th'];

const digits = (item: SlipItem) => <span className="lotto-digits" style={{ fontSize: 17 }}>{item.number}</span>;

function Rate({ item, text }: { item: SlipItem; text: Text }) {
  return (
    <>
      ×{item.rate}
      {item.payPercent < 100 && (
        <Tag color="orange" style={{ marginInlineStart: 4 }}>
          {text.pays(item.payPercent)}
        </Tag>
      )}
    </>
  );
}

function Outcome({ item, language }: { item: SlipItem; language: Language }) {
  const status = ITEM_STATUS[item.status];
  return (
    <Tag color={status.color} style={{ marginInlineEnd: 0 }}>
      {status.label[language]}
    </Tag>
  );
}

function columnsFor(text: Text, language: Language): Column<SlipItem>[] {
  const money = (baht: number) => <Money baht={baht} />;
  return [
    {
      key: 'item',
      title: text.item,
      screens: 'phone',
      render: (item) => (
        <>
          <div className="lotto-muted">{BET_TYPE_LABELS[item.type][language]}</div>
          {digits(item)}
        </>
      ),
    },
    {
      key: 'price',
      title: text.amount,
      align: 'end',
      screens: 'phone',
      render: (item) => (
        <>
          <div>{money(item.amount)}</div>
          <div className="lotto-muted">
            <Rate item={item} text={text} />
          </div>
        </>
      ),
    },
    {
      key: 'result',
      title: text.outcome,
      align: 'end',
      screens: 'phone',
      render: (item) => (
        <>
          <Outcome item={item} language={language} />
          {item.status === 'won' && <div>{money(item.payout)}</div>}
          {item.status === 'pending' && <div className="lotto-muted">{money(item.winAmount)}</div>}
        </>
      ),
    },
    { key: 'type', title: text.type, screens: 'wide', render: (item) => BET_TYPE_LABELS[item.type][language] },
    { key: 'number', title: text.number, screens: 'wide', render: (item) => digits(item) },
    { key: 'amount', title: text.amount, align: 'end', screens: 'wide', render: (item) => money(item.amount) },
    { key: 'rate', title: text.rate, screens: 'wide', render: (item) => <Rate item={item} text={text} /> },
    { key: 'discount', title: text.discount, align: 'end', screens: 'wide', render: (item) => money(item.discount) },
    { key: 'charged', title: text.charged, align: 'end', screens: 'wide', render: (item) => money(item.charged) },
    { key: 'winAmount', title: text.winAmount, align: 'end', screens: 'wide', render: (item) => money(item.winAmount) },
    { key: 'outcome', title: text.outcome, screens: 'wide', render: (item) => <Outcome item={item} language={language} /> },
    { key: 'payout', title: text.payout, align: 'end', screens: 'wide', render: (item) => money(item.payout) },
  ];
}

export function SlipItemsTable({ items }: { items: SlipItem[] }) {
  useSlipsStyles();
  const text = useMessages(messages);
  const language = useLanguage();
  return (
    <DataTable<SlipItem>
      rowKey={(item) => item.id}
      rowClassName={(item) => (item.status === 'won' ? 'slip-item--won' : undefined)}
      caption={text.items}
      columns={columnsFor(text, language)}
      rows={winnersFirst(items)}
    />
  );
}
