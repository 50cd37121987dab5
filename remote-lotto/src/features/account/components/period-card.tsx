// One period's limit as it stands: the limit in force (or "ไม่จำกัด"), what was deposited and what
// may still be deposited this period, and a change waiting with the time it takes effect.
import { useLanguage, useMessages } from '@tanghuay/shared-auth';
import { Tag } from 'antd';
import type { LimitPeriod, PeriodLimit } from '../../../lib/deposit-limits.ts';
import { describePeriod } from '../model/limit-changes.ts';
import { PERIOD_NAMES } from '../model/periods.ts';

const messages = {
  th: {
    name: (per: string) => `วงเงินฝาก${per}`,
    inForce: 'วงเงินที่ใช้อยู่',
    used: (current: string) => `ฝากแล้ว${current}`,
    remaining: (current: string) => `ฝากได้อีก${current}`,
    waiting: 'รอมีผล',
  },
  en: {
    name: (per: string) => `${per} deposit limit`,
    inForce: 'Limit in force',
    used: (current: string) => `Deposited ${current}`,
    remaining: (current: string) => `Left ${current}`,
    waiting: 'Change waiting',
  },
};

export function PeriodCard({ period, state }: { period: LimitPeriod; state: PeriodLimit }) {
  const text = useMessages(messages);
  const language = useLanguage();
  const names = PERIOD_NAMES[language][period];
  const lines = describePeriod(state, language);
  const rows = [
    { label: text.inForce, value: lines.limit },
    { label: text.used(names.current), value: lines.used },
    { label: text.remaining(names.current), value: lines.remaining },
  ];
  return (
    <div className="lotto-box account-period" role="group" aria-label={text.name(names.per)}>
      <div className="account-period__head">
        <span>{names.per}</span>
        {lines.pending && (
          <Tag color="gold" style={{ marginInlineEnd: 0 }}>
            {text.waiting}
          </Tag>
        )}
      </div>
      <dl className="account-period__rows">
        {rows.map(({ label, value }) => (
          <div key={label} className="account-period__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {lines.pending && <div className="account-period__pending">{lines.pending}</div>}
    </div>
  );
}
