// One เลขชุด as a line: its name, how many items and their total stake, and the first items
// (type and number) — in bet entry's sheet and on the page that manages the sets.
import { useLanguage, useMessages } from '@tanghuay/shared-auth';
import { BET_TYPE_LABELS } from '@tanghuay/lottery-rules';
import type { NumberSet } from '../lib/number-sets.ts';
import { readAmount } from '../lib/amount.ts';
import { Money } from './money.tsx';
import { numberSetMessages } from './number-sets-messages.ts';

const SHOWN_ITEMS = 6;

export function NumberSetSummary({ set }: { set: NumberSet }) {
  const text = useMessages(numberSetMessages);
  const language = useLanguage();
  const totalSatang = set.items.reduce((sum, item) => sum + (readAmount(String(item.amount)).satang ?? 0), 0);
  const shown = set.items.slice(0, SHOWN_ITEMS).map((item) => `${BET_TYPE_LABELS[item.type][language]} ${item.number}`);
  return (
    <div className="number-set__summary">
      <strong className="number-set__name">{set.name}</strong>
      <span className="lotto-muted">
        {text.items(set.items.length)} · {text.total} <Money baht={totalSatang / 100} />
      </span>
      <span className="number-set__items lotto-muted">
        {shown.join(', ')}
        {set.items.length > SHOWN_ITEMS ? ', …' : ''}
      </span>
    </div>
  );
}
