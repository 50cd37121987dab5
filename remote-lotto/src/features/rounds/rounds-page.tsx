// /tanghuay-round: where a bet starts. Every lottery, grouped head → sub-head, with its round's
// status and a live countdown to close on the server's clock; upcoming rounds say when they open,
// closed ones are marked. Above the groups, "ปิดรับเร็ว ๆ นี้" repeats the open rounds that close
// soonest (docs/lottery.md, "First minutes"). A round opens bet entry in the variant the member
// chose (v1 keypad, v2 list/paste). The board is read again when a shown round opens or closes, by the clock or by
// the operator (round events from the session bus). A quiet line at its foot names the remote's
// version, for a member telling support what they see (docs/architecture.md, "Remote releases").
import { type Language, sessionBus, useLanguage, useMessages } from '@tanghuay/shared-auth';
import { Card, Segmented, Tag, Typography } from 'antd';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useLottoStyles } from '../../components/lotto-styles.ts';
import { Countdown } from '../../components/countdown.tsx';
import { Empty, LoadError, Loading } from '../../components/page-state.tsx';
import { formatDateTime, formatDay } from '../../lib/dates.ts';
import { getCatalog } from '../../lib/get-catalog.ts';
import { betPath, type BetVariant, type Round, setBetVariant, useBetVariant } from '../../lib/round.ts';
import { MAX_TIMER_MS, serverOffset } from '../../lib/server-clock.ts';
import { ROUND_STATUS } from '../../lib/statuses.ts';
import { useApi } from '../../lib/use-api.ts';
import { getRounds } from '../../lib/get-rounds.ts';
import { type BoardGroup, closingSoon, type LottoOnBoard, nextBoardChange, roundBoard } from './model/board.ts';

const messages = {
  th: {
    title: 'เลือกรอบแทงหวย',
    variant: 'รูปแบบการแทง',
    v1: 'แบบที่ 1 กดเลข',
    v2: 'แบบที่ 2 ตาราง/วางโพย',
    closesIn: 'ปิดรับใน',
    opensAt: 'เปิดรับ',
    closedAt: 'ปิดรับเมื่อ',
    noRound: 'ไม่มีรอบภายใน 24 ชั่วโมง',
    empty: 'ยังไม่มีหวยในระบบ',
    day: 'วัน',
    draw: 'งวด',
    version: 'เวอร์ชัน',
    closingSoon: 'ปิดรับเร็ว ๆ นี้',
  },
  en: {
    title: 'Choose a round',
    variant: 'Bet entry',
    v1: 'Style 1: keypad',
    v2: 'Style 2: grid / paste',
    closesIn: 'Closes in',
    opensAt: 'Opens',
    closedAt: 'Closed',
    noRound: 'No round within 24 hours',
    empty: 'No lotteries yet',
    day: 'd',
    draw: 'Draw',
    version: 'Version',
    closingSoon: 'Closing soon',
  },
};
type Text = (typeof messages)['th'];

/** The board is read again at a shown round's close or opening, then each second until the API agrees. */
const RECHECK_MS = 1000;

async function loadBoard(signal: AbortSignal) {
  const [catalog, current, closed] = await Promise.all([getCatalog(signal), getRounds({}, signal), getRounds({ status: 'closed' }, signal)]);
  return { groups: roundBoard(catalog, current.rounds, closed.rounds), offset: serverOffset(current.serverTime, Date.now()) };
}

function RoundLine({ round, offset, text, language }: { round: Round; offset: number; text: Text; language: Language }) {
  if (round.status === 'open') {
    return (
      <span className="lotto-tile__row">
        <span className="lotto-muted">{text.closesIn}</span>
        <Countdown until={round.closesAt} offset={offset} dayWord={text.day} />
      </span>
    );
  }
  const [label, at] = round.status === 'upcoming' ? [text.opensAt, round.opensAt] : [text.closedAt, round.closesAt];
  return (
    <span className="lotto-tile__row lotto-muted">
      {label} {formatDateTime(at, language)}
    </span>
  );
}

/** A lottery's tile; the board's own is the one addressed by data-round-id, the strip's copy by data-soon-round-id. */
function LottoTile({ entry, offset, variant, soon = false }: { entry: LottoOnBoard; offset: number; variant: BetVariant; soon?: boolean }) {
  const text = useMessages(messages);
  const language = useLanguage();
  const { lotto, round } = entry;
  const body = (
    <>
      <span className="lotto-tile__name">{lotto.name}</span>
      {round ? (
        <>
          <span className="lotto-tile__row">
            <span className="lotto-muted">
              {text.draw} {formatDay(round.closeDate, language)}
            </span>
            <Tag color={ROUND_STATUS[round.status].color} style={{ marginInlineEnd: 0 }}>
              {ROUND_STATUS[round.status].label[language]}
            </Tag>
          </span>
          <RoundLine round={round} offset={offset} text={text} language={language} />
        </>
      ) : (
        <span className="lotto-muted">{text.noRound}</span>
      )}
    </>
  );
  if (!round || (round.status !== 'open' && round.status !== 'upcoming')) {
    return <div className="lotto-tile lotto-tile--quiet">{body}</div>;
  }
  return (
    <Link className="lotto-tile" to={betPath(round, variant)} {...{ [soon ? 'data-soon-round-id' : 'data-round-id']: round.id }}>
      {body}
    </Link>
  );
}

/** The open rounds that close soonest, before the member scrolls through the groups. */
function ClosingSoon({ groups, offset, variant }: { groups: BoardGroup[]; offset: number; variant: BetVariant }) {
  const text = useMessages(messages);
  const soon = closingSoon(groups);
  if (soon.length === 0) return null;
  return (
    <Card size="small" title={<h2 className="lotto-board__head">{text.closingSoon}</h2>}>
      <section className="lotto-tiles" aria-label={text.closingSoon}>
        {soon.map((entry) => (
          <LottoTile key={entry.lotto.code} entry={entry} offset={offset} variant={variant} soon />
        ))}
      </section>
    </Card>
  );
}

export function RoundsPage() {
  useLottoStyles();
  const text = useMessages(messages);
  const variant = useBetVariant();
  const board = useApi(['/lotto/rounds', 'board'], loadBoard);
  const { reload } = board;
  const offset = board.data?.offset ?? 0;
  const nextChange = board.data ? nextBoardChange(board.data.groups) : null;

  // Read the board again when a shown round reaches its close or opening time.
  useEffect(() => {
    if (nextChange === null) return;
    const timer = setTimeout(reload, Math.min(MAX_TIMER_MS, Math.max(RECHECK_MS, nextChange - (Date.now() + offset))));
    return () => clearTimeout(timer);
  }, [nextChange, offset, reload]);
  useEffect(() => {
    const subscription = sessionBus.roundStatus$.subscribe(() => reload());
    return () => subscription.unsubscribe();
  }, [reload]);

  return (
    <div className="lotto-page" data-remote="lotto" data-remote-version={__APP_VERSION__}>
      <div className="lotto-page__bar">
        <Typography.Title level={1} className="lotto-page__title">
          {text.title}
        </Typography.Title>
        <Segmented<BetVariant>
          aria-label={text.variant}
          value={variant}
          onChange={setBetVariant}
          options={[
            { value: 'v1', label: text.v1 },
            { value: 'v2', label: text.v2 },
          ]}
        />
      </div>
      {board.data ? (
        board.data.groups.length === 0 ? (
          <Empty title={text.empty} />
        ) : (
          <>
            <ClosingSoon groups={board.data.groups} offset={offset} variant={variant} />
            {board.data.groups.map((group) => (
              <Card key={group.head} size="small" title={<h2 className="lotto-board__head">{group.head}</h2>}>
                {group.subHeads.map((subHead) => (
                  <section key={subHead.name} className="lotto-board__sub-head" aria-label={`${group.head} ${subHead.name}`}>
                    <h3 className="lotto-board__sub-head-name">{subHead.name}</h3>
                    <div className="lotto-tiles">
                      {subHead.lottos.map((entry) => (
                        <LottoTile key={entry.lotto.code} entry={entry} offset={offset} variant={variant} />
                      ))}
                    </div>
                  </section>
                ))}
              </Card>
            ))}
          </>
        )
      ) : board.error ? (
        <LoadError error={board.error} onRetry={reload} />
      ) : (
        <Loading rows={8} />
      )}
      <p className="lotto-page__version">
        {text.version} {__APP_VERSION__}
      </p>
    </div>
  );
}
