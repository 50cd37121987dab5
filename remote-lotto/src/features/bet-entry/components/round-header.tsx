// The round at the top of bet entry: lottery, draw day, status and the countdown to close (server
// clock), with the switch to the other way of entering the same round.
import { useLanguage, useMessages } from '@tanghuay/shared-auth';
import { Card, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { Countdown } from '../../../components/countdown.tsx';
import { formatDateTime, formatDay } from '../../../lib/dates.ts';
import { betPath, type BetVariant, setBetVariant } from '../../../lib/round.ts';
import { ROUND_STATUS } from '../../../lib/statuses.ts';
import type { RoundWithTerms } from '../api/get-round.ts';
import type { BetRound } from '../hooks/use-bet-round.ts';
import { messages } from '../messages.ts';

export function RoundHeader({ round, live, variant }: { round: RoundWithTerms; live: BetRound; variant: BetVariant }) {
  const text = useMessages(messages);
  const language = useLanguage();
  const status = live.status ?? round.status;
  const other: BetVariant = variant === 'v1' ? 'v2' : 'v1';
  return (
    <Card size="small">
      <div className="lotto-page__bar">
        <div style={{ minWidth: 0 }}>
          <Typography.Title level={1} className="lotto-page__title">
            {round.lottoName}
          </Typography.Title>
          <span className="lotto-muted">
            {round.lottoHead} · {text.draw} {formatDay(round.closeDate, language)}
          </span>
        </div>
        <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 4 }}>
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
      <div style={{ marginTop: 8 }}>
        <Link to={betPath(round, other)} onClick={() => setBetVariant(other)}>
          {other === 'v2' ? text.switchToV2 : text.switchToV1}
        </Link>
      </div>
    </Card>
  );
}
