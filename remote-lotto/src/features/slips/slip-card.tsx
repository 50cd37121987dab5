// One slip in the member's list: the lottery and its draw day, the slip number, when it was placed,
// how many items, what it charged and what it may win (pending), won and the net (settled) or gave
// back (cancelled), and its badge (ถูก, ไม่ถูก, รอผล, ยกเลิกแล้ว); the whole card opens the slip's page.
import { useLanguage, useMessages } from '@tanghuay/shared-auth';
import { Tag } from 'antd';
import { Link } from 'react-router-dom';
import { Figures } from '../../components/figures.tsx';
import { Money } from '../../components/money.tsx';
import { formatDateTime, formatDay } from '../../lib/dates.ts';
import type { Slip } from '../../lib/slip.ts';
import type { SlipSummary } from './api/get-slips.ts';
import { CancelSlipButton } from './cancel-slip-button.tsx';
import { slipPath } from '../../lib/paths.ts';
import { SLIP_OUTCOME, slipNet, slipOutcome } from './slip-outcome.ts';

const messages = {
  th: {
    draw: 'งวด',
    slipNo: 'โพย',
    placedAt: 'แทงเมื่อ',
    items: (count: number) => `${count} รายการ`,
    charged: 'ยอดที่ชำระ',
    potentialWin: 'ถ้าถูกได้สูงสุด',
    payout: 'เงินรางวัล',
    net: 'สุทธิ',
    refunded: 'คืนเงินแล้ว',
  },
  en: {
    draw: 'Draw',
    slipNo: 'Slip',
    placedAt: 'Placed',
    items: (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`,
    charged: 'Charged',
    potentialWin: 'Wins up to',
    payout: 'Winnings',
    net: 'Net',
    refunded: 'Refunded',
  },
};

export function SlipCard({ slip, onChange }: { slip: SlipSummary; onChange: (slip: Slip) => void }) {
  const text = useMessages(messages);
  const language = useLanguage();
  const badge = SLIP_OUTCOME[slipOutcome(slip)];
  const outcome =
    slip.status === 'pending'
      ? [{ label: text.potentialWin, value: <Money baht={slip.potentialWin} /> }]
      : slip.status === 'settled'
        ? [
            { label: text.payout, value: <Money baht={slip.payout} /> },
            { label: text.net, value: <Money baht={slipNet(slip)} signed /> },
          ]
        : [{ label: text.refunded, value: <Money baht={slip.charged} /> }];
  return (
    <article className="lotto-box slip-card" data-slip-id={slip.id}>
      <div className="slip-card__head">
        <Link className="slip-card__link" to={slipPath(slip.id)} aria-label={`${slip.lottoName} ${text.slipNo} #${slip.id}`}>
          {slip.lottoName}
        </Link>
        <Tag color={badge.color} style={{ marginInlineEnd: 0 }} data-testid="slip-badge">
          {badge.label[language]}
        </Tag>
      </div>
      <div className="lotto-muted">
        {text.draw} {formatDay(slip.closeDate, language)} · {text.slipNo} #{slip.id}
      </div>
      <div className="lotto-muted">
        {text.placedAt} {formatDateTime(slip.createdAt, language)} · {text.items(slip.itemCount)}
      </div>
      <Figures
        items={[{ label: text.charged, value: <Money baht={slip.charged} /> }, ...outcome]}
      />
      {slip.cancelUntil && (
        <div className="slip-card__actions">
          <CancelSlipButton slip={slip} onChange={onChange} />
        </div>
      )}
    </article>
  );
}
