// One lottery's results of the day: its latest round's numbers written large in the lottery's own
// layout (government or standard), and, for a lottery drawing many times a day, its earlier rounds
// in a compact table (the latest few, or all on request).
import { type Language, useLanguage, useMessages } from '@tanghuay/shared-auth';
import { Button, Card, Tag } from 'antd';
import { useState } from 'react';
import { formatTime } from '../../lib/dates.ts';
import type { LottoResult } from '../../lib/get-results.ts';
import { type LottoResults, type Prize, prizesOf } from './result-layout.ts';

const messages = {
  th: {
    round: 'รอบ',
    corrected: 'แก้ไขผลแล้ว',
    earlier: 'รอบก่อนหน้า',
    showAll: (count: number) => `ดูทุกรอบ (${count})`,
  },
  en: {
    round: 'Round',
    corrected: 'Corrected',
    earlier: 'Earlier rounds',
    showAll: (count: number) => `Show all rounds (${count})`,
  },
};

/** Earlier rounds shown before the member asks for all. */
const EARLIER_SHOWN = 4;

function Prizes({ prizes, language }: { prizes: Prize[]; language: Language }) {
  return (
    <dl className="result-prizes">
      {prizes.map((prize) => (
        <div key={prize.key} className={prize.main ? 'result-prize result-prize--main' : 'result-prize'}>
          <dt>{prize.label[language]}</dt>
          <dd>
            {prize.numbers.map((number, index) => (
              <span key={index} className="result-number">
                {number}
              </span>
            ))}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** `columns`: the prizes of the latest round, whose labels head the table. */
function EarlierRounds({ rounds, columns, language }: { rounds: LottoResult[]; columns: Prize[]; language: Language }) {
  const text = useMessages(messages);
  const [all, setAll] = useState(false);
  const shown = all ? rounds : rounds.slice(0, EARLIER_SHOWN);
  return (
    <>
      <table className="result-earlier" aria-label={text.earlier}>
        <thead>
          <tr>
            <th scope="col">{text.round}</th>
            {columns.map((prize) => (
              <th key={prize.key} scope="col">
                {prize.label[language]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shown.map((round) => (
            <tr key={round.roundId}>
              <th scope="row">{formatTime(round.closesAt, language)}</th>
              {prizesOf(round).map((prize) => (
                <td key={prize.key}>{prize.numbers.join(' ')}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {!all && rounds.length > EARLIER_SHOWN && (
        <Button type="link" size="small" onClick={() => setAll(true)}>
          {text.showAll(rounds.length)}
        </Button>
      )}
    </>
  );
}

export function LottoResultCard({ lotto }: { lotto: LottoResults }) {
  const text = useMessages(messages);
  const language = useLanguage();
  const [latest, ...earlier] = lotto.rounds;
  if (!latest) return null;
  const prizes = prizesOf(latest);
  return (
    <Card
      size="small"
      role="region"
      aria-label={lotto.name}
      title={<h3 style={{ margin: 0, fontSize: 16 }}>{lotto.name}</h3>}
      extra={
        <span className="lotto-muted">
          {latest.version > 1 && <Tag color="orange">{text.corrected}</Tag>}
          {text.round} {formatTime(latest.closesAt, language)}
        </span>
      }
    >
      <Prizes prizes={prizes} language={language} />
      {earlier.length > 0 && <EarlierRounds rounds={earlier} columns={prizes} language={language} />}
    </Card>
  );
}
