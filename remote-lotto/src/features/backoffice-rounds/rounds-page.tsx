// /manage-lotto-status: the rounds of one draw day (today unless the address says ?date=), of every
// lottery or one (?lotto=), of any status or one (?status=), newest draw first, a page at a time
// (docs/backoffice.md, "Pages"). Each with its status, slips and stake, and what may be done to it
// now: open, close early, cancel (round-actions.tsx), and its result entry for those who may enter
// results; its name opens its page, with its stakes per number and its limits. Status changes arrive on the session bus and the
// list is read again at once.
import { backofficePage, type RoundStatus, useLanguage, useMessages } from '@tanghuay/shared-auth';
import { Alert, Button, Flex, Select, Tag, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router-dom';
import { BackofficeFrame } from '../../components/backoffice/backoffice-frame.tsx';
import { Field } from '../../components/backoffice/field.tsx';
import { DayPicker } from '../../components/day-picker.tsx';
import { LottoSelect, useCatalog } from '../../components/backoffice/lotto-select.tsx';
import { isLottoCode } from '../../lib/get-catalog.ts';
import { ServerTable, type ServerColumn, useLastAnswer, usePagedTable } from '../../components/backoffice/server-table.tsx';
import { useCan } from '../../components/backoffice/use-can.ts';
import { Money } from '../../components/money.tsx';
import { Empty, LoadError, Loading } from '../../components/page-state.tsx';
import { type BackofficeRound, backofficeResultPath, backofficeRoundPath, getBackofficeRounds } from '../../lib/backoffice-rounds.ts';
import { addDays, bangkokDay, formatDayWithWeekday } from '../../lib/dates.ts';
import { isDay, paramOf } from '../../lib/query-params.ts';
import { ROUND_STATUS } from '../../lib/statuses.ts';
import { useApi } from '../../lib/use-api.ts';
import { useRoundChanges } from '../../lib/use-round-changes.ts';
import { RoundActions } from './components/round-actions.tsx';
import { RoundTimes } from './components/round-times.tsx';

const messages = {
  th: {
    subtitle: 'งวดหวยของแต่ละวัน เปิดรับ ปิดรับก่อนเวลา หรือยกเลิกงวด กดชื่องวดเพื่อดูยอดแทงรายตัวเลขและตั้งเลขอั้น สถานะเปลี่ยนบนหน้าจอทันที',
    day: 'วันที่ออกผล',
    previous: 'วันก่อนหน้า',
    next: 'วันถัดไป',
    today: 'วันนี้',
    lotto: 'หวย',
    status: 'สถานะ',
    anyStatus: 'ทุกสถานะ',
    round: 'งวด',
    times: 'เวลารับแทง',
    slips: 'โพย',
    stake: 'ยอดแทง',
    actions: 'จัดการ',
    enterResult: 'ออกผล',
    correctResult: 'แก้ผล',
    none: 'ไม่มีงวดตามที่เลือก',
  },
  en: {
    subtitle: 'The rounds of each day: open, close early or cancel them; a round’s name opens its stakes per number and its limits. Statuses change on screen at once.',
    day: 'Draw day',
    previous: 'Previous day',
    next: 'Next day',
    today: 'Today',
    lotto: 'Lottery',
    status: 'Status',
    anyStatus: 'Every status',
    round: 'Round',
    times: 'Taking bets',
    slips: 'Slips',
    stake: 'Stake',
    actions: 'Actions',
    enterResult: 'Enter result',
    correctResult: 'Correct result',
    none: 'No rounds match',
  },
};

const STATUSES = Object.keys(ROUND_STATUS) as RoundStatus[];
const isStatus = (value: string): value is RoundStatus => (STATUSES as string[]).includes(value);

/** The rounds' one order (newest draw first), so the table has nothing to sort by. */
const TABLE = { sorts: ['closesAt'], sort: 'closesAt', order: 'desc' } as const;
const PAGE_SIZE = 50;

function ResultLink({ round }: { round: BackofficeRound }) {
  const text = useMessages(messages);
  const canEnter = round.resultSource === 'operator' && (round.status === 'closed' || round.status === 'resulted');
  if (!canEnter) return null;
  return <Link to={backofficeResultPath(round.id)}>{round.hasResult ? text.correctResult : text.enterResult}</Link>;
}

export function RoundsPage() {
  const text = useMessages(messages);
  const language = useLanguage();
  const table = usePagedTable(TABLE);
  const { params } = table;
  const today = bangkokDay(new Date());
  const date = paramOf(params, 'date', isDay) ?? today;
  const lotto = paramOf(params, 'lotto', isLottoCode);
  const status = paramOf(params, 'status', isStatus);
  const page = table.state.page;
  const catalog = useCatalog();
  const rounds = useApi(['/backoffice/rounds', date, lotto, status, page], (signal) => getBackofficeRounds({ date, lotto, status, page, pageSize: PAGE_SIZE }, signal));
  const answer = useLastAnswer(rounds);
  const [said, setSaid] = useState<string | null>(null);
  const canResult = useCan('manage', 'Result');

  useRoundChanges((roundId) => {
    if (answer?.items.some((round) => round.id === roundId)) rounds.reload();
  });
  const done = (message: string) => {
    setSaid(message);
    rounds.reload();
  };
  const showDay = (day: string) => table.filter({ date: day === today ? undefined : day });

  const columns: ServerColumn<BackofficeRound, 'closesAt'>[] = [
    {
      key: 'round',
      title: text.round,
      render: (round) => (
        <Flex vertical>
          <Link to={backofficeRoundPath(round.id)} className="bo-nowrap" style={{ fontWeight: 600 }}>
            {round.lottoName}
          </Link>
          <Typography.Text type="secondary" className="bo-nowrap" style={{ fontSize: 12 }}>
            {round.lottoHead} › {round.lottoSubHead} · #{round.id}
          </Typography.Text>
        </Flex>
      ),
    },
    { key: 'times', title: text.times, render: (round) => <RoundTimes round={round} /> },
    { key: 'status', title: text.status, render: (round) => <Tag color={ROUND_STATUS[round.status].color}>{ROUND_STATUS[round.status].label[language]}</Tag> },
    { key: 'slips', title: text.slips, align: 'end', render: (round) => <span className="bo-number">{round.slips.toLocaleString('en-US')}</span> },
    { key: 'stake', title: text.stake, align: 'end', render: (round) => <Money baht={round.stake} /> },
    {
      key: 'actions',
      title: text.actions,
      render: (round) => (
        <Flex gap={12} align="center" wrap>
          <RoundActions round={round} onDone={done} size="small" />
          {canResult && <ResultLink round={round} />}
        </Flex>
      ),
    },
  ];

  let body: ReactNode;
  if (!answer) body = rounds.error ? <LoadError error={rounds.error} onRetry={rounds.reload} /> : <Loading rows={8} />;
  else body = <ServerTable columns={columns} answer={answer} rowKey={(round) => round.id} table={table} empty={<Empty title={text.none} />} />;

  return (
    <BackofficeFrame title={backofficePage('lotto-status').label[language]} subtitle={text.subtitle}>
      <div className="bo-toolbar">
        <Field label={text.day}>
          <Flex gap={4}>
            <Button aria-label={text.previous} onClick={() => showDay(addDays(date, -1))}>
              ‹
            </Button>
            <div style={{ width: 170 }}>
              <DayPicker aria-label={text.day} value={date} onChange={(day) => day && showDay(day)} />
            </div>
            <Button aria-label={text.next} onClick={() => showDay(addDays(date, 1))}>
              ›
            </Button>
            {date !== today && <Button onClick={() => showDay(today)}>{text.today}</Button>}
          </Flex>
        </Field>
        <Field label={text.lotto}>
          <LottoSelect heads={catalog.data ?? []} value={lotto} withAll onChange={(code) => table.filter({ lotto: code })} />
        </Field>
        <Field label={text.status}>
          <Select<string>
            aria-label={text.status}
            virtual={false}
            style={{ width: 160 }}
            value={status ?? ''}
            onChange={(value) => table.filter({ status: value })}
            options={[{ value: '', label: text.anyStatus }, ...STATUSES.map((value) => ({ value, label: ROUND_STATUS[value].label[language] }))]}
          />
        </Field>
      </div>
      <Typography.Text strong style={{ fontSize: 16 }}>
        {formatDayWithWeekday(date, language)}
      </Typography.Text>
      {said && <Alert type="success" showIcon closable={{ onClose: () => setSaid(null) }} title={said} />}
      {body}
    </BackofficeFrame>
  );
}
