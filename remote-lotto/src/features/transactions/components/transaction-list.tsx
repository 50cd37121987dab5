// The member's money history as a list: the lines newest first, what a hold-account line means
// when one is shown, "show older" while older lines remain, and what to show while waiting, when
// there is nothing yet (with the way to top up) and when a call fails.
import { useMessages } from '@tanghuay/shared-auth';
import { LoadMore } from '../../../components/load-more.tsx';
import { MemberLink } from '../../../components/member-link.tsx';
import { Empty, LoadError, Loading } from '../../../components/page-state.tsx';
import type { PagedList } from '../../../lib/use-paged-list.ts';
import { inShownOrder, type LedgerLine } from '../../../lib/ledger-line.ts';
import { LedgerLineItem } from './ledger-line-item.tsx';

const messages = {
  th: {
    lines: 'รายการเคลื่อนไหว',
    none: 'ยังไม่มีรายการเคลื่อนไหว',
    deposit: 'ฝากเงิน',
    holdNote: 'ยอดพักรอถอน คือเงินที่กันไว้สำหรับรายการถอนที่รอดำเนินการ ไม่รวมในยอดคงเหลือของกระเป๋า',
    more: 'ดูรายการเก่ากว่านี้',
  },
  en: {
    lines: 'Transactions',
    none: 'No transactions yet',
    deposit: 'Top up',
    holdNote: 'Held for withdrawal: money set aside for a withdrawal being processed, not part of your wallet balance.',
    more: 'Show older transactions',
  },
};

export function TransactionList({ list }: { list: Pick<PagedList<LedgerLine>, 'first' | 'items' | 'hasMore' | 'more' | 'loadMore'> }) {
  const text = useMessages(messages);
  const { first, items } = list;
  if (!first.data) return first.error ? <LoadError error={first.error} onRetry={first.reload} /> : <Loading />;
  if (items.length === 0) {
    return (
      <Empty title={text.none}>
        <MemberLink to="/tanghuay-deposit" className="lotto-link">{text.deposit}</MemberLink>
      </Empty>
    );
  }
  return (
    <>
      {items.some((line) => line.account === 'hold') && <p className="lotto-muted ledger-note">{text.holdNote}</p>}
      <ul className="ledger-lines" aria-label={text.lines}>
        {inShownOrder(items).map((line) => (
          <LedgerLineItem key={line.id} line={line} />
        ))}
      </ul>
      <LoadMore list={list} label={text.more} />
    </>
  );
}
