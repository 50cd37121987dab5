// /backoffice/results/:roundId: entering a round's result, or correcting it (docs/domain.md#results-
// and-settlement). The boxes take the lottery's shape; "check" previews what the numbers would
// settle (POST …/result/preview, nothing written): winning items, members, the payout, per member,
// and for a correction what moves back and forth. Only the numbers previewed can be confirmed
// (POST …/result with an Idempotency-Key); the answer's settlement is shown. A round still open,
// cancelled or drawn by the house says why no result can be entered.
import { backofficePage, useLanguage, useMessages } from '@tanghuay/shared-auth';
import { Alert, Button, Card, Flex, Tag } from 'antd';
import { type ReactNode, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { BackofficeFrame } from '../../components/backoffice/backoffice-frame.tsx';
import { LoadError, Loading } from '../../components/page-state.tsx';
import { type BackofficeRoundDetail, backofficeRoundPath, getBackofficeRound } from '../../lib/backoffice-rounds.ts';
import { formatDateTime, formatDay } from '../../lib/dates.ts';
import { getResults, type LottoResult } from '../../lib/get-results.ts';
import { ROUND_STATUS } from '../../lib/statuses.ts';
import { useApi } from '../../lib/use-api.ts';
import { useConfirmedRequest } from '../../lib/use-confirmed-request.ts';
import { useRoundChanges } from '../../lib/use-round-changes.ts';
import { useSubmission } from '../../lib/use-submission.ts';
import { type EnteredResult, enterResult, previewResult, type ResultPreview } from './api/result.ts';
import { ResultBoxes } from './components/result-boxes.tsx';
import { PreviewFigures, SettlementFigures } from './components/settlement-figures.tsx';
import { readResult, type ResultBody, type ResultValues, valuesOf } from './model/result-form.ts';

const messages = {
  th: {
    title: (name: string, day: string) => `ผลรางวัล ${name} งวด ${day}`,
    enterTitle: 'ป้อนผลรางวัล',
    correctTitle: 'แก้ผลรางวัล',
    inForce: (version: number, at: string) => `ผลที่ใช้อยู่ (ครั้งที่ ${version}) ป้อนเมื่อ ${at}`,
    check: 'ตรวจยอดจ่ายก่อนยืนยัน',
    previewTitle: 'ผลนี้จะจ่ายเงินดังนี้ (ยังไม่บันทึก)',
    confirm: 'ยืนยันออกผล',
    confirmCorrection: 'ยืนยันแก้ผลรางวัล',
    correctionWarning: 'การแก้ผลจะตัดสินทุกโพยของงวดนี้ใหม่ จ่ายเพิ่มหรือเรียกคืนเงินจากกระเป๋าของสมาชิกตามส่วนต่าง',
    done: (version: number) => (version > 1 ? `แก้ผลรางวัลแล้ว (ครั้งที่ ${version})` : 'ออกผลรางวัลแล้ว จ่ายเงินรางวัลเข้ากระเป๋าสมาชิกเรียบร้อย'),
    notClosed: 'งวดนี้ยังไม่ปิดรับแทง ป้อนผลได้เมื่อปิดรับแล้ว',
    cancelled: 'งวดนี้ถูกยกเลิกแล้ว ไม่มีผลรางวัล',
    houseDraw: 'หวยนี้ระบบออกผลเองเมื่อปิดรับ ป้อนผลเองไม่ได้',
    toRound: 'ดูงวดนี้',
    toResults: 'งวดที่รอออกผล',
  },
  en: {
    title: (name: string, day: string) => `Result of ${name}, draw of ${day}`,
    enterTitle: 'Enter the result',
    correctTitle: 'Correct the result',
    inForce: (version: number, at: string) => `Result in force (version ${version}), entered ${at}`,
    check: 'Check the payout first',
    previewTitle: 'This result would pay (nothing saved yet)',
    confirm: 'Confirm the result',
    confirmCorrection: 'Confirm the correction',
    correctionWarning: 'A correction decides every slip of the round again, paying or taking back the difference from members’ wallets.',
    done: (version: number) => (version > 1 ? `Result corrected (version ${version})` : 'Result entered; winnings paid into members’ wallets'),
    notClosed: 'This round still takes bets: enter its result once it closes.',
    cancelled: 'This round was cancelled: it has no result.',
    houseDraw: 'This lottery is drawn by the house when it closes: no result can be entered.',
    toRound: 'See the round',
    toResults: 'Rounds waiting for a result',
  },
};

/** The result in force for the round, if it has one. */
async function loadCurrent(round: BackofficeRoundDetail, signal: AbortSignal): Promise<LottoResult | null> {
  if (!round.hasResult) return null;
  const { results } = await getResults({ date: round.closeDate, lotto: round.lottoCode }, signal);
  return results.find((result) => result.roundId === round.id) ?? null;
}

function InForce({ result }: { result: LottoResult }) {
  const text = useMessages(messages);
  const language = useLanguage();
  const numbers = result.firstPrize
    ? [result.firstPrize, ...(result.front3 ?? []), ...(result.back3 ?? []), result.bottom2]
    : [result.top3, result.bottom2];
  return (
    <Alert
      type="info"
      title={text.inForce(result.version, formatDateTime(result.enteredAt, language))}
      description={<span style={{ fontSize: 18, fontWeight: 700, letterSpacing: 2 }}>{numbers.join('  ·  ')}</span>}
    />
  );
}

function EntryForm({ round, current, onEntered }: { round: BackofficeRoundDetail; current: LottoResult | null; onEntered: (entered: EnteredResult) => void }) {
  const text = useMessages(messages);
  const [values, setValues] = useState<ResultValues>(() => (current ? valuesOf(current) : {}));
  const [tried, setTried] = useState(false);
  const [previewed, setPreviewed] = useState<{ body: string; preview: ResultPreview } | null>(null);
  const preview = useSubmission((body: ResultBody) => previewResult(round.id, body));
  const entry = useConfirmedRequest((body: ResultBody, key: string) => enterResult(round.id, body, key));
  const reading = readResult(round.resultKind, values);
  const bodyKey = reading.body ? JSON.stringify(reading.body) : null;
  const shownPreview = previewed?.body === bodyKey ? previewed.preview : null;
  const correction = round.hasResult;

  const check = async () => {
    setTried(true);
    if (!reading.body) return;
    const answer = await preview.submit(reading.body);
    if (answer) setPreviewed({ body: JSON.stringify(reading.body), preview: answer });
  };
  const confirm = async () => {
    if (!reading.body) return;
    const answer = await entry.send(reading.body);
    if (!answer) return;
    setPreviewed(null);
    onEntered(answer);
  };

  return (
    <Card size="small" title={correction ? text.correctTitle : text.enterTitle}>
      <Flex vertical gap={16}>
        {current && <InForce result={current} />}
        <ResultBoxes
          kind={round.resultKind}
          values={values}
          problems={tried ? (reading.problems ?? {}) : {}}
          disabled={entry.sending}
          onChange={(next) => {
            setValues(next);
            preview.clearError();
            entry.clearError();
          }}
        />
        <Flex gap={8} wrap>
          <Button size="large" type={shownPreview ? 'default' : 'primary'} loading={preview.sending} onClick={() => void check()} style={{ minHeight: 44 }}>
            {text.check}
          </Button>
        </Flex>
        {preview.error ? <LoadError error={preview.error} /> : null}
        {shownPreview && (
          <Card size="small" type="inner" title={text.previewTitle}>
            <Flex vertical gap={16}>
              <PreviewFigures preview={shownPreview} />
              {correction && <Alert type="warning" showIcon title={text.correctionWarning} />}
              {entry.error ? <LoadError error={entry.error} /> : null}
              <Button size="large" type="primary" danger={correction} loading={entry.sending} onClick={() => void confirm()} style={{ alignSelf: 'flex-start', minHeight: 44 }}>
                {correction ? text.confirmCorrection : text.confirm}
              </Button>
            </Flex>
          </Card>
        )}
      </Flex>
    </Card>
  );
}

export function ResultPage() {
  const text = useMessages(messages);
  const language = useLanguage();
  const roundId = useParams().roundId ?? '';
  const round = useApi(['/backoffice/rounds/{roundId}', roundId], (signal) => getBackofficeRound(roundId, signal));
  const data = round.data;
  const current = useApi(['/lotto/results', 'of round', data?.id, data?.hasResult], (signal) => (data ? loadCurrent(data, signal) : Promise.resolve(null)));
  const [entered, setEntered] = useState<EnteredResult | null>(null);
  useRoundChanges((changed) => changed === roundId && round.reload());

  if (!data) {
    return (
      <BackofficeFrame title={backofficePage('result').label[language]}>
        {round.error ? <LoadError error={round.error} onRetry={round.reload} /> : <Loading rows={4} />}
      </BackofficeFrame>
    );
  }

  let body: ReactNode;
  if (data.resultSource === 'house_rng') body = <Alert type="info" showIcon title={text.houseDraw} />;
  else if (data.status === 'cancelled') body = <Alert type="warning" showIcon title={text.cancelled} />;
  else if (data.status === 'upcoming' || data.status === 'open') body = <Alert type="warning" showIcon title={text.notClosed} />;
  else if (current.error) body = <LoadError error={current.error} onRetry={current.reload} />;
  else if (current.loading && current.data === undefined) body = <Loading rows={3} />;
  else {
    const onEntered = (answer: EnteredResult) => {
      setEntered(answer);
      round.reload();
    };
    body = <EntryForm key={`${data.id}:${current.data?.version ?? 0}`} round={data} current={current.data ?? null} onEntered={onEntered} />;
  }

  return (
    <BackofficeFrame
      title={text.title(data.lottoName, formatDay(data.closeDate, language))}
      subtitle={
        <>
          {data.lottoHead} › {data.lottoSubHead} · #{data.id} · <Tag color={ROUND_STATUS[data.status].color}>{ROUND_STATUS[data.status].label[language]}</Tag>
        </>
      }
      actions={
        <>
          <Link to={backofficeRoundPath(data.id)}>{text.toRound}</Link>
          <Link to={backofficePage('results').path}>{text.toResults}</Link>
        </>
      }
    >
      {entered && (
        <Alert
          type="success"
          showIcon
          closable={{ onClose: () => setEntered(null) }}
          title={text.done(entered.settlement.version)}
          description={<SettlementFigures settlement={entered.settlement} />}
        />
      )}
      {body}
    </BackofficeFrame>
  );
}
