// /backoffice/rounds/:roundId: one round for an operator (docs/backoffice.md, "Pages"): its facts
// and controls (open, close early, cancel with the refund shown first), the stakes per number with
// what the round pays if each wins, and the limits editor, which a row of the stakes feeds in one
// click. The status follows the session bus; the limits arrive live while the round is watched.
import { backofficePage, moneyInWords, useLanguage, useMessages } from '@tanghuay/shared-auth';
import { Alert, Flex, Tag } from 'antd';
import { useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { BackofficeFrame } from '../../components/backoffice/backoffice-frame.tsx';
import { usePagedTable } from '../../components/backoffice/server-table.tsx';
import { useCan } from '../../components/backoffice/use-can.ts';
import { Figures } from '../../components/figures.tsx';
import { Money } from '../../components/money.tsx';
import { LoadError, Loading } from '../../components/page-state.tsx';
import { backofficeResultPath, getBackofficeRound } from '../../lib/backoffice-rounds.ts';
import { isBetType } from '@tanghuay/lottery-rules';
import { formatDateTime, formatDay } from '../../lib/dates.ts';
import { ROUND_STATUS } from '../../lib/statuses.ts';
import { useApi } from '../../lib/use-api.ts';
import { useRoundChanges } from '../../lib/use-round-changes.ts';
import { getRoundTerms } from './api/limits.ts';
import { ExposureTable } from './components/exposure-table.tsx';
import { LimitsEditor } from './components/limits-editor.tsx';
import { RoundActions } from './components/round-actions.tsx';
import { useRoundLimits } from './hooks/use-round-limits.ts';
import { type LimitForm, readLimitForm, readLimitValue } from './model/limits.ts';
import { limitsEditable } from './model/round-actions.ts';

const messages = {
  th: {
    title: (name: string, day: string) => `${name} งวด ${day}`,
    status: 'สถานะ',
    opens: 'เปิดรับ',
    closes: 'ปิดรับ',
    slips: 'โพย',
    stake: 'ยอดแทง',
    result: 'ผลรางวัล',
    resulted: 'ออกผลแล้ว',
    waiting: 'รอออกผล',
    houseDraw: 'ระบบออกผลเอง',
    enterResult: 'ออกผลงวดนี้',
    correctResult: 'ดูหรือแก้ผลรางวัล',
    allRounds: 'งวดทั้งหมด',
    // What a row's button does to its number: the add form's kind and value, or the form itself.
    setLimit: 'ตั้งเลขอั้น…',
    limitAction: {
      closed: 'ปิดรับเลขนี้',
      reduced: (percent: number) => `ลดจ่ายเหลือ ${percent}%`,
      cap: (amount: string) => `จำกัดรับ ${amount}`,
    },
  },
  en: {
    title: (name: string, day: string) => `${name}, draw of ${day}`,
    status: 'Status',
    opens: 'Opens',
    closes: 'Closes',
    slips: 'Slips',
    stake: 'Stake',
    result: 'Result',
    resulted: 'In',
    waiting: 'Waiting',
    houseDraw: 'Drawn by the house',
    enterResult: 'Enter the result',
    correctResult: 'See or correct the result',
    allRounds: 'All rounds',
    setLimit: 'Set a limit…',
    limitAction: {
      closed: 'Close this number',
      reduced: (percent: number) => `Pay ${percent}% on it`,
      cap: (amount: string) => `Cap it at ${amount}`,
    },
  },
};

/** The exposure's one order (biggest payout first), so the table has nothing to sort by. */
const EXPOSURE_TABLE = { sorts: ['payout'], sort: 'payout', order: 'desc' } as const;

export function RoundPage() {
  const text = useMessages(messages);
  const language = useLanguage();
  const roundId = useParams().roundId ?? '';
  const round = useApi(['/backoffice/rounds/{roundId}', roundId], (signal) => getBackofficeRound(roundId, signal));
  const terms = useApi(['/lotto/rounds/{roundId}', roundId], (signal) => getRoundTerms(roundId, signal));
  const limits = useRoundLimits(roundId, terms.data?.limits);
  const table = usePagedTable(EXPOSURE_TABLE);
  const canResult = useCan('manage', 'Result');
  const formRef = useRef<HTMLDivElement>(null);
  const offered = (terms.data?.betTypes ?? []).map((betType) => betType.code).filter(isBetType);
  const [form, setForm] = useState<LimitForm | null>(null);
  const shownForm: LimitForm = form ?? { type: offered[0] ?? '2top', kind: 'closed', value: '', numbers: '' };
  const [said, setSaid] = useState<string | null>(null);

  useRoundChanges((changed) => changed === roundId && round.reload());

  const data = round.data;
  if (!data) {
    return (
      <BackofficeFrame title={backofficePage('round').label[language]}>
        {round.error ? <LoadError error={round.error} onRetry={round.reload} /> : <Loading rows={6} />}
      </BackofficeFrame>
    );
  }

  const editable = limitsEditable(data.status);
  // A row becomes a limit of the form's kind and value at once; while the form has no valid value, the row fills the form.
  const formValue = readLimitValue(shownForm.kind, shownForm.value);
  const actionOf = (value: number | null): string => {
    if (shownForm.kind === 'closed' || value === null) return text.limitAction.closed;
    return shownForm.kind === 'reduced' ? text.limitAction.reduced(value) : text.limitAction.cap(moneyInWords(value, language));
  };
  const limitAction = !editable
    ? null
    : 'value' in formValue
      ? { words: actionOf(formValue.value), sets: { kind: shownForm.kind, value: formValue.value } }
      : { words: text.setLimit, sets: null };
  const turnIntoLimit = (line: { type: LimitForm['type']; number: string }) => {
    const reading = readLimitForm({ ...shownForm, type: line.type, numbers: line.number });
    if (reading.limits) {
      limits.add(reading.limits);
      return;
    }
    setForm({ ...shownForm, type: line.type, numbers: line.number });
    formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  };
  const resultLink = data.resultSource === 'operator' && (data.status === 'closed' || data.status === 'resulted') && canResult;

  return (
    <BackofficeFrame
      title={text.title(data.lottoName, formatDay(data.closeDate, language))}
      subtitle={`${data.lottoHead} › ${data.lottoSubHead} · #${data.id}`}
      actions={
        <>
          <RoundActions
            round={data}
            onDone={(message) => {
              setSaid(message);
              round.reload();
            }}
          />
          {resultLink && <Link to={backofficeResultPath(data.id)}>{data.hasResult ? text.correctResult : text.enterResult}</Link>}
          <Link to={backofficePage('lotto-status').path}>{text.allRounds}</Link>
        </>
      }
    >
      {said && <Alert type="success" showIcon closable={{ onClose: () => setSaid(null) }} title={said} />}
      <div className="lotto-box">
        <Figures
          wide
          items={[
            { label: text.status, value: <Tag color={ROUND_STATUS[data.status].color}>{ROUND_STATUS[data.status].label[language]}</Tag> },
            { label: text.opens, value: formatDateTime(data.opensAt, language) },
            { label: text.closes, value: formatDateTime(data.closesAt, language) },
            { label: text.slips, value: data.slips.toLocaleString('en-US') },
            { label: text.stake, value: <Money baht={data.stake} /> },
            {
              label: text.result,
              value: data.hasResult ? text.resulted : data.resultSource === 'house_rng' ? text.houseDraw : text.waiting,
            },
          ]}
        />
      </div>
      <Flex vertical gap={16}>
        <ExposureTable
          roundId={roundId}
          offered={offered}
          table={table}
          limits={limits.items}
          limitAction={limitAction}
          onLimit={turnIntoLimit}
          limitsVersion={JSON.stringify(limits.inForce)}
        />
        {terms.data ? (
          <LimitsEditor limits={limits} offered={offered} editable={editable} form={shownForm} onForm={setForm} formRef={formRef} />
        ) : terms.error ? (
          <LoadError error={terms.error} onRetry={terms.reload} />
        ) : (
          <Loading rows={3} />
        )}
      </Flex>
    </BackofficeFrame>
  );
}
