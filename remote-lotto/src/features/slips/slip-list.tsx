// The slips of one set of filters: which round they are limited to (with the way back to every
// round), the cards, "load more" while older slips remain, and what to show while waiting, when
// nothing matches and when a call fails.
import { useLanguage, useMessages } from '@tanghuay/shared-auth';
import { Button, Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { LoadMore } from '../../components/load-more.tsx';
import { MemberLink } from '../../components/member-link.tsx';
import { Empty, LoadError, Loading } from '../../components/page-state.tsx';
import { formatDay } from '../../lib/dates.ts';
import type { SlipSummary } from './api/get-slips.ts';
import { SlipCard } from './slip-card.tsx';
import type { SlipFilters } from './slip-filters.ts';
import { useSlipsStyles } from './slips-styles.ts';
import { useSlipList } from './use-slip-list.ts';

const messages = {
  th: {
    round: 'เฉพาะรอบ',
    thisRound: 'ที่เลือก',
    draw: 'งวด',
    allRounds: 'ทุกรอบ',
    none: 'ยังไม่มีโพย',
    noneMatching: 'ไม่พบโพยตามที่เลือก',
    bet: 'ไปแทงหวย',
    more: 'ดูโพยเก่ากว่านี้',
  },
  en: {
    round: 'Only the round',
    thisRound: 'you chose',
    draw: 'draw',
    allRounds: 'All rounds',
    none: 'No slips yet',
    noneMatching: 'No slips match',
    bet: 'Place a bet',
    more: 'Show older slips',
  },
};

function RoundFilter({ first, onAllRounds }: { first: SlipSummary | undefined; onAllRounds: () => void }) {
  const text = useMessages(messages);
  const language = useLanguage();
  return (
    <Card size="small">
      <Flex align="center" justify="space-between" gap={8} wrap>
        <Typography.Text>
          {text.round}{' '}
          <Typography.Text strong>{first ? `${first.lottoName} ${text.draw} ${formatDay(first.closeDate, language)}` : text.thisRound}</Typography.Text>
        </Typography.Text>
        <Button onClick={onAllRounds}>{text.allRounds}</Button>
      </Flex>
    </Card>
  );
}

export function SlipList({ filters, onAllRounds }: { filters: SlipFilters; onAllRounds: () => void }) {
  useSlipsStyles();
  const text = useMessages(messages);
  const list = useSlipList(filters);
  const { first, items, update } = list;
  const filtered = Boolean(filters.status || filters.from || filters.to || filters.roundId);

  let body: ReactNode;
  if (!first.data) {
    body = first.error ? <LoadError error={first.error} onRetry={first.reload} /> : <Loading />;
  } else if (items.length === 0) {
    body = (
      <Empty title={filtered ? text.noneMatching : text.none}>
        <MemberLink to="/tanghuay-round" className="lotto-link">{text.bet}</MemberLink>
      </Empty>
    );
  } else {
    body = (
      <>
        <div className="slip-cards">
          {items.map((slip) => (
            <SlipCard key={slip.id} slip={slip} onChange={update} />
          ))}
        </div>
        <LoadMore list={list} label={text.more} />
      </>
    );
  }
  return (
    <>
      {filters.roundId && <RoundFilter first={items[0]} onAllRounds={onAllRounds} />}
      {body}
    </>
  );
}
