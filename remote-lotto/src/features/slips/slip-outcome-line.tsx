// A settled slip in one line above its items: "ถูก 4 รายการ · ได้ 14.80 · สุทธิ −200.20", or
// "ไม่ถูกรางวัล · สุทธิ −215" (slip-outcome.ts). Nothing for a slip not settled.
import { useMessages } from '@tanghuay/shared-auth';
import { Money } from '../../components/money.tsx';
import type { Slip } from '../../lib/slip.ts';
import { slipNet } from './slip-outcome.ts';

const messages = {
  th: { won: (count: number) => `ถูก ${count} รายการ`, paid: 'ได้', none: 'ไม่ถูกรางวัล', net: 'สุทธิ' },
  en: { won: (count: number) => `Won ${count} ${count === 1 ? 'item' : 'items'}`, paid: 'paid', none: 'No winning items', net: 'net' },
};

export function SlipOutcomeLine({ slip }: { slip: Slip }) {
  const text = useMessages(messages);
  if (slip.status !== 'settled') return null;
  const won = slip.items.filter((item) => item.status === 'won').length;
  return (
    <p className={won > 0 ? 'slip-outcome slip-outcome--won' : 'slip-outcome'} data-testid="slip-outcome">
      {won > 0 ? (
        <>
          {text.won(won)} · {text.paid} <Money baht={slip.payout} strong />
        </>
      ) : (
        text.none
      )}{' '}
      · {text.net} <Money baht={slipNet(slip)} signed strong />
    </p>
  );
}
