// What needs a person now, each a card linking to its page: pending deposits and withdrawals (to
// those who handle payments), rounds awaiting a result (to those who enter results). A queue the
// caller may not act on is not shown, whatever the API says.
import { backofficePage, useMessages } from '@tanghuay/shared-auth';
import { Link } from 'react-router-dom';
import { useCan } from '../../../components/backoffice/use-can.ts';
import type { Summary } from '../api/get-summary.ts';

const messages = {
  th: {
    queues: 'รอดำเนินการ',
    deposits: 'รายการฝากรออนุมัติ',
    withdrawals: 'รายการถอนรออนุมัติ',
    results: 'งวดที่รอออกผล',
    count: (count: number) => `${count.toLocaleString('th-TH')} รายการ`,
    rounds: (count: number) => `${count.toLocaleString('th-TH')} งวด`,
    open: 'ไปที่หน้านี้',
  },
  en: {
    queues: 'Waiting for you',
    deposits: 'Deposits to approve',
    withdrawals: 'Withdrawals to approve',
    results: 'Rounds awaiting a result',
    count: (count: number) => `${count.toLocaleString('en-GB')} ${count === 1 ? 'request' : 'requests'}`,
    rounds: (count: number) => `${count.toLocaleString('en-GB')} ${count === 1 ? 'round' : 'rounds'}`,
    open: 'Open',
  },
};

interface QueueCard {
  key: string;
  title: string;
  path: string;
  count: number;
  say: (count: number) => string;
}

export function QueueCards({ queues }: { queues: Summary['queues'] }) {
  const text = useMessages(messages);
  const payments = useCan('manage', 'Payment');
  const results = useCan('manage', 'Result');
  const cards: QueueCard[] = [];
  if (payments && queues.pendingDeposits !== null) {
    cards.push({ key: 'deposits', title: text.deposits, path: backofficePage('deposits').path, count: queues.pendingDeposits, say: text.count });
  }
  if (payments && queues.pendingWithdrawals !== null) {
    cards.push({ key: 'withdrawals', title: text.withdrawals, path: backofficePage('withdrawals').path, count: queues.pendingWithdrawals, say: text.count });
  }
  if (results && queues.roundsAwaitingResult !== null) {
    cards.push({ key: 'results', title: text.results, path: backofficePage('results').path, count: queues.roundsAwaitingResult, say: text.rounds });
  }
  if (cards.length === 0) return null;
  return (
    <section aria-label={text.queues} className="lotto-tiles">
      {cards.map((card) => (
        <Link key={card.key} to={card.path} className={card.count > 0 ? 'lotto-tile' : 'lotto-tile lotto-tile--quiet'}>
          <span className="lotto-tile__name">{card.title}</span>
          <span className="bo-stat__value">{card.say(card.count)}</span>
          <span className="lotto-tile__row">{text.open} →</span>
        </Link>
      ))}
    </section>
  );
}
