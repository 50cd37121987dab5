// One line of the money history: what moved the money (a hold-account line tagged as money set
// aside for a withdrawal), the amount signed (+ green, − red), when, what it refers to (a slip
// links to its page, a round's payout to the member's slips of that round) and the account's
// balance after it.
import { useLanguage, useMessages } from '@tanghuay/shared-auth';
import { Tag } from 'antd';
import { Link } from 'react-router-dom';
import { Money } from '../../../components/money.tsx';
import { formatDateTime } from '../../../lib/dates.ts';
import { roundSlipsPath, slipPath } from '../../../lib/paths.ts';
import { kindLabel, type LedgerLine, referenceOf, type ReferenceTarget } from '../../../lib/ledger-line.ts';

const messages = {
  th: {
    hold: 'ยอดพักรอถอน',
    balanceAfter: 'คงเหลือ',
    heldAfter: 'ยอดพัก',
    slip: 'โพย',
    round: 'โพยรอบ',
    deposit: 'รายการฝาก',
    withdrawal: 'รายการถอน',
  },
  en: {
    hold: 'Held for withdrawal',
    balanceAfter: 'Balance',
    heldAfter: 'Held',
    slip: 'Slip',
    round: 'Slips of round',
    deposit: 'Deposit',
    withdrawal: 'Withdrawal',
  },
};

/** Where a line's reference leads: a slip's page, or the member's slips of a round. */
const LINKS: Partial<Record<ReferenceTarget['kind'], (id: string) => string>> = { slip: slipPath, round: roundSlipsPath };

function Reference({ reference }: { reference: string }) {
  const text = useMessages(messages);
  const target = referenceOf(reference);
  if (!target) return null;
  const name = `${text[target.kind]} #${target.id}`;
  const link = LINKS[target.kind];
  return <span className="ledger-line__ref">{link ? <Link to={link(target.id)} className="lotto-link">{name}</Link> : name}</span>;
}

export function LedgerLineItem({ line }: { line: LedgerLine }) {
  const text = useMessages(messages);
  const language = useLanguage();
  const held = line.account === 'hold';
  return (
    <li className={held ? 'ledger-line ledger-line--hold' : 'ledger-line'} data-line-id={line.id}>
      <span className="ledger-line__kind">
        {kindLabel(line.kind, language)}
        {held && (
          <Tag color="gold" style={{ marginInlineEnd: 0, fontWeight: 400 }}>
            {text.hold}
          </Tag>
        )}
      </span>
      <span className="ledger-line__amount">
        <Money baht={line.amount} signed strong />
      </span>
      <span className="ledger-line__meta lotto-muted">
        <time className="ledger-line__when" dateTime={line.createdAt}>
          {formatDateTime(line.createdAt, language)}
        </time>
        <Reference reference={line.reference} />
      </span>
      <span className="ledger-line__after lotto-muted">
        {held ? text.heldAfter : text.balanceAfter} <Money baht={line.balanceAfter} />
      </span>
    </li>
  );
}
