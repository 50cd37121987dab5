// Every item of a slip: bet type, number, stake, rate (× 900) and the % paid when the number was
// reduced, discount, charged, what it wins, its outcome and what it paid. A phone shows three
// columns: the item, its price, and its outcome with what it paid (won) or may pay (pending).
import { type Language, useLanguage, useMessages } from '@tanghuay/shared-auth';
import { Table, type TableColumnsType, Tag } from 'antd';
import { Money } from '../../components/money.tsx';
import { BET_TYPE_LABELS } from '../../lib/bet-types.ts';
import type { SlipItem } from '../../lib/slip.ts';
import { ITEM_STATUS } from '../../lib/statuses.ts';

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

function columnsFor(text: Text, language: Language): TableColumnsType<SlipItem> {
  const money = (baht: number) => <Money baht={baht} />;
  return [
    {
      key: 'item',
      title: text.item,
      responsive: ['xs'],
      render: (_, item) => (
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
      responsive: ['xs'],
      render: (_, item) => (
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
      responsive: ['xs'],
      render: (_, item) => (
        <>
          <Outcome item={item} language={language} />
          {item.status === 'won' && <div>{money(item.payout)}</div>}
          {item.status === 'pending' && <div className="lotto-muted">{money(item.winAmount)}</div>}
        </>
      ),
    },
    { key: 'type', title: text.type, responsive: ['sm'], render: (_, item) => BET_TYPE_LABELS[item.type][language] },
    { key: 'number', title: text.number, responsive: ['sm'], render: (_, item) => digits(item) },
    { key: 'amount', title: text.amount, align: 'end', responsive: ['sm'], render: (_, item) => money(item.amount) },
    { key: 'rate', title: text.rate, responsive: ['sm'], render: (_, item) => <Rate item={item} text={text} /> },
    { key: 'discount', title: text.discount, align: 'end', responsive: ['sm'], render: (_, item) => money(item.discount) },
    { key: 'charged', title: text.charged, align: 'end', responsive: ['sm'], render: (_, item) => money(item.charged) },
    { key: 'winAmount', title: text.winAmount, align: 'end', responsive: ['sm'], render: (_, item) => money(item.winAmount) },
    { key: 'outcome', title: text.outcome, responsive: ['sm'], render: (_, item) => <Outcome item={item} language={language} /> },
    { key: 'payout', title: text.payout, align: 'end', responsive: ['sm'], render: (_, item) => money(item.payout) },
  ];
}

export function SlipItemsTable({ items }: { items: SlipItem[] }) {
  const text = useMessages(messages);
  const language = useLanguage();
  return (
    <Table<SlipItem>
      rowKey="id"
      size="small"
      pagination={false}
      title={() => <h2 style={{ margin: 0, fontSize: 16 }}>{text.items}</h2>}
      columns={columnsFor(text, language)}
      dataSource={items}
    />
  );
}
