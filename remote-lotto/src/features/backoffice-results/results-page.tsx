// /backoffice/results: the rounds waiting for an operator's result (closed by the clock, not drawn
// by the house), oldest draw last, each with a way to its entry; and the rounds resulted on a chosen
// draw day (today unless ?date=), of every lottery or one (?lotto=), to correct one. Both follow the
// session bus: a round that closes joins the waiting list, a result moves it to the other.
import { backofficePage, useLanguage, useMessages } from '@tanghuay/shared-auth';
import { Card, Flex, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BackofficeFrame } from '../../components/backoffice/backoffice-frame.tsx';
import { Field } from '../../components/backoffice/field.tsx';
import { DayPicker } from '../../components/day-picker.tsx';
import { LottoSelect, useCatalog } from '../../components/backoffice/lotto-select.tsx';
import { isLottoCode } from '../../lib/get-catalog.ts';
import { ServerTable, type ServerColumn, useLastAnswer, usePagedTable } from '../../components/backoffice/server-table.tsx';
import { type Column, DataTable } from '../../components/data-table.tsx';
import { Money } from '../../components/money.tsx';
import { Empty, LoadError, Loading } from '../../components/page-state.tsx';
import { type BackofficeRound, backofficeResultPath, backofficeRoundPath, getBackofficeRounds } from '../../lib/backoffice-rounds.ts';
import { bangkokDay, formatDateTime, formatDay } from '../../lib/dates.ts';
import { isDay, paramOf } from '../../lib/query-params.ts';
import { useApi } from '../../lib/use-api.ts';
import { useRoundChanges } from '../../lib/use-round-changes.ts';

const messages = {
  th: {
    subtitle: 'งวดที่ปิดรับแล้วและรอผลรางวัล ป้อนผล ตรวจยอดจ่ายก่อนยืนยัน และแก้ผลของงวดที่ออกไปแล้ว',
    waiting: 'รอออกผล',
    noneWaiting: 'ไม่มีงวดที่รอออกผล',
    resulted: 'ออกผลแล้ว',
    noneResulted: 'ไม่มีงวดที่ออกผลในวันนี้',
    day: 'วันที่ออกผล',
    lotto: 'หวย',
    round: 'งวด',
    draw: 'งวดวันที่',
    closed: 'ปิดรับเมื่อ',
    slips: 'โพย',
    stake: 'ยอดแทง',
    enter: 'ออกผล',
    correct: 'ดูหรือแก้ผล',
    houseDraw: 'ระบบออกผลเอง',
  },
  en: {
    subtitle: 'Rounds closed and waiting for their result: enter it, check the payout before confirming, and correct a result already in.',
    waiting: 'Waiting for a result',
    noneWaiting: 'No round is waiting for a result',
    resulted: 'Resulted',
    noneResulted: 'No round resulted on this day',
    day: 'Draw day',
    lotto: 'Lottery',
    round: 'Round',
    draw: 'Draw',
    closed: 'Closed at',
    slips: 'Slips',
    stake: 'Stake',
    enter: 'Enter result',
    correct: 'See or correct',
    houseDraw: 'Drawn by the house',
  },
};

/** The rounds' one order (newest draw first), so the table has nothing to sort by. */
const TABLE = { sorts: ['closesAt'], sort: 'closesAt', order: 'desc' } as const;
/** The waiting list is short (a day's closed rounds): its first 100 are shown whole. */
const WAITING_PAGE = 100;

function RoundName({ round }: { round: BackofficeRound }) {
  return (
    <Flex vertical>
      <Link to={backofficeRoundPath(round.id)} style={{ fontWeight: 600 }}>
        {round.lottoName}
      </Link>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {round.lottoHead} › {round.lottoSubHead} · #{round.id}
      </Typography.Text>
    </Flex>
  );
}

/** The columns both lists share, then the list's own action. */
function useColumns(action: (round: BackofficeRound) => ReactNode): Column<BackofficeRound>[] {
  const text = useMessages(messages);
  const language = useLanguage();
  return [
    { key: 'round', title: text.round, render: (round) => <RoundName round={round} /> },
    { key: 'draw', title: text.draw, render: (round) => <span className="bo-nowrap">{formatDay(round.closeDate, language)}</span> },
    { key: 'closed', title: text.closed, render: (round) => <span className="bo-nowrap">{formatDateTime(round.closesAt, language)}</span> },
    { key: 'slips', title: text.slips, align: 'end', render: (round) => round.slips.toLocaleString('en-US') },
    { key: 'stake', title: text.stake, align: 'end', render: (round) => <Money baht={round.stake} /> },
    { key: 'action', title: '', align: 'end', render: action },
  ];
}

export function ResultsPage() {
  const text = useMessages(messages);
  const language = useLanguage();
  const table = usePagedTable(TABLE);
  const today = bangkokDay(new Date());
  const date = paramOf(table.params, 'date', isDay) ?? today;
  const lotto = paramOf(table.params, 'lotto', isLottoCode);
  const { page } = table.state;
  const catalog = useCatalog();
  const waiting = useApi(['/backoffice/rounds', 'awaiting result'], (signal) => getBackofficeRounds({ awaitingResult: true, pageSize: WAITING_PAGE }, signal));
  const resulted = useApi(['/backoffice/rounds', 'resulted', date, lotto, page], (signal) => getBackofficeRounds({ status: 'resulted', date, lotto, page }, signal));
  const resultedAnswer = useLastAnswer(resulted);
  useRoundChanges((_roundId, status) => {
    if (status !== 'closed' && status !== 'resulted' && status !== 'cancelled') return;
    waiting.reload();
    resulted.reload();
  });

  const waitingColumns = useColumns((round) => (
    <Link className="lotto-action lotto-action--primary" to={backofficeResultPath(round.id)}>
      {text.enter}
    </Link>
  ));
  const resultedColumns: ServerColumn<BackofficeRound, 'closesAt'>[] = useColumns((round) =>
    round.resultSource === 'house_rng' ? <Tag>{text.houseDraw}</Tag> : <Link to={backofficeResultPath(round.id)}>{text.correct}</Link>,
  );

  let waitingBody: ReactNode;
  if (!waiting.data) waitingBody = waiting.error ? <LoadError error={waiting.error} onRetry={waiting.reload} /> : <Loading rows={3} />;
  else if (waiting.data.items.length === 0) waitingBody = <Typography.Text type="secondary">{text.noneWaiting}</Typography.Text>;
  else waitingBody = <DataTable columns={waitingColumns} rows={waiting.data.items} rowKey={(round) => round.id} />;

  let resultedBody: ReactNode;
  if (!resultedAnswer) resultedBody = resulted.error ? <LoadError error={resulted.error} onRetry={resulted.reload} /> : <Loading rows={4} />;
  else {
    resultedBody = (
      <ServerTable columns={resultedColumns} answer={resultedAnswer} rowKey={(round) => round.id} table={table} empty={<Empty title={text.noneResulted} />} />
    );
  }

  return (
    <BackofficeFrame title={backofficePage('results').label[language]} subtitle={text.subtitle}>
      <Card size="small" title={`${text.waiting}${waiting.data ? ` (${waiting.data.total})` : ''}`}>
        {waitingBody}
      </Card>
      <Card size="small" title={text.resulted}>
        <Flex vertical gap={12}>
          <div className="bo-toolbar">
            <Field label={text.day}>
              <div style={{ width: 170 }}>
                <DayPicker value={date} max={today} onChange={(day) => day && table.filter({ date: day === today ? undefined : day })} />
              </div>
            </Field>
            <Field label={text.lotto}>
              <LottoSelect heads={catalog.data ?? []} value={lotto} withAll onChange={(code) => table.filter({ lotto: code })} />
            </Field>
          </div>
          {resultedBody}
        </Flex>
      </Card>
    </BackofficeFrame>
  );
}
