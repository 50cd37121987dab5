// The round at the top of bet entry, in as little height as a phone can spare: lottery, draw day,
// status and the countdown to close (server clock); under them the round's limited numbers and the
// switch to the other way of entering the same round.
import { useLanguage, useMessages } from '@tanghuay/shared-auth';
import { Card, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Countdown } from '../../../components/countdown.tsx';
import { formatDateTime, formatDay } from '../../../lib/dates.ts';
import { betPath, type BetVariant, setBetVariant } from '../../../lib/round.ts';
import { ROUND_STATUS } from '../../../lib/statuses.ts';
import type { RoundWithTerms } from '../api/get-round.ts';
import type { BetRound } from '../hooks/use-bet-round.ts';
import { messages } from '../messages.ts';

/** `limits`: the round's limited numbers (limits-panel.tsx), beside the switch. */
export function RoundHeader({ round, live, variant, limits }: { round: RoundWithTerms; live: BetRound; variant: BetVariant; limits: ReactNode }) {
  const text = useMessages(messages);
  const language = useLanguage();
  const status = live.status ?? round.status;
  const other: BetVariant = variant === 'v1' ? 'v2' : 'v1';
  return (
    <Card size="small" className="bet-round">
      <div className="bet-round__row">
        <div className="bet-round__name">
          <Typography.Title level={1} className="lotto-page__title">
            {round.lottoName}
          </Typography.Title>
          <span className="lotto-muted">
            {text.draw} {formatDay(round.closeDate, language)}
          </span>
        </div>
        <div className="bet-round__status">
          <Tag color={ROUND_STATUS[status].color} style={{ marginInlineEnd: 0 }} data-testid="round-status">
            {ROUND_STATUS[status].label[language]}
          </Tag>
          {status === 'open' && (
            <span>
              <span className="lotto-muted">{text.closesIn} </span>
              <Countdown until={round.closesAt} offset={live.offset} dayWord={text.day} />
            </span>
          )}
          {status === 'upcoming' && (
            <span className="lotto-muted">
              {text.opensAt} {formatDateTime(round.opensAt, language)}
            </span>
          )}
        </div>
      </div>
      <div className="bet-round__row bet-round__row--top">
        {limits}
        <Link
          className="bet-round__switch"
          to={betPath(round, other)}
          onClick={() => setBetVariant(other)}
          aria-label={other === 'v2' ? text.switchToV2 : text.switchToV1}
        >
          {text.switchShort[other]}
        </Link>
      </div>
    </Card>
  );
}
