// A round's exposure (GET …/exposure): per bet type and number, what all members staked and what the
// round pays if it wins, biggest payout first, a page at a time, optionally one bet type (?type= in
// the address). Each row shows its limit and turns into one with a click: the add form's kind and
// value, or the form itself when it still needs a value.
import { useLanguage, useMessages } from '@tanghuay/shared-auth';
import { Button, Card, Flex, Segmented } from 'antd';
import type { ReactNode } from 'react';
import { type PagedTable, ServerTable, type ServerColumn, useLastAnswer } from '../../../components/backoffice/server-table.tsx';
import { Figures } from '../../../components/figures.tsx';
import { Money } from '../../../components/money.tsx';
import { Empty, LoadError, Loading } from '../../../components/page-state.tsx';
import { BET_TYPE_LABELS, type BetType, isBetType } from '@tanghuay/lottery-rules';
import { paramOf } from '../../../lib/query-params.ts';
import { useApi } from '../../../lib/use-api.ts';
import { type ExposureLine, getExposure } from '../api/limits.ts';
import { type Limit, sameTarget } from '../model/limits.ts';
import { LimitTag } from './limit-tag.tsx';

const messages = {
  th: {
    title: 'ยอดแทงรายตัวเลข',
    refresh: 'โหลดใหม่',
    type: 'ประเภท',
    all: 'ทุกประเภท',
    stake: 'ยอดแทงรวม',
    charged: 'ยอดรับหลังหักส่วนลด',
    slips: 'โพย',
    members: 'สมาชิก',
    number: 'เลข',
    payout: 'ต้องจ่ายถ้าออก',
    limit: 'เลขอั้น',
    none: 'ยังไม่มีการแทงในงวดนี้',
    noneOfType: 'ยังไม่มีการแทงประเภทนี้',
  },
  en: {
    title: 'Stakes per number',
    refresh: 'Refresh',
    type: 'Bet type',
    all: 'Every type',
    stake: 'Total stake',
    charged: 'Taken after discounts',
    slips: 'Slips',
    members: 'Members',
    number: 'Number',
    payout: 'Pays if it wins',
    limit: 'Limit',
    none: 'No bets on this round yet',
    noneOfType: 'No bets of this type yet',
  },
};

export interface ExposureTableProps {
  roundId: string;
  offered: readonly BetType[];
  table: PagedTable<'payout'>;
  /** The round's limit items as edited now. */
  limits: readonly Limit[];
  /**
   * What a row's button does to its number: in words ("ปิดรับเลขนี้", "ลดจ่ายเหลือ 50%") and the limit it
   * sets (null: it fills the add form instead); null: no button (limits cannot change).
   */
  limitAction: { words: string; sets: Pick<Limit, 'kind' | 'value'> | null } | null;
  onLimit: (line: ExposureLine) => void;
  /** Changes whenever the limits in force change, so the rows' limits are read again. */
  limitsVersion: string;
}

export function ExposureTable({ roundId, offered, table, limits, limitAction, onLimit, limitsVersion }: ExposureTableProps) {
  const text = useMessages(messages);
  const language = useLanguage();
  const type = paramOf(table.params, 'type', isBetType);
  const { page } = table.state;
  const exposure = useApi(['/backoffice/rounds/{roundId}/exposure', roundId, type, page, limitsVersion], (signal) => getExposure(roundId, { type, page }, signal));
  const answer = useLastAnswer(exposure);

  const columns: ServerColumn<ExposureLine, 'payout'>[] = [
    { key: 'type', title: text.type, render: (line) => <span className="bo-nowrap">{BET_TYPE_LABELS[line.type][language]}</span> },
    { key: 'number', title: text.number, render: (line) => <strong className="bo-number" style={{ fontSize: 16 }}>{line.number}</strong> },
    { key: 'stake', title: text.stake, align: 'end', render: (line) => <Money baht={line.stake} /> },
    { key: 'payout', title: text.payout, align: 'end', render: (line) => <Money baht={line.payoutIfWins} strong /> },
    { key: 'slips', title: text.slips, align: 'end', render: (line) => line.slips.toLocaleString('en-US') },
    { key: 'members', title: text.members, align: 'end', render: (line) => line.members.toLocaleString('en-US') },
    {
      key: 'limit',
      title: text.limit,
      render: (line) => {
        const limit = limits.find((item) => sameTarget(item, line));
        // No button that would set the limit the number has already.
        const sets = limitAction?.sets;
        const done = limit !== undefined && sets != null && limit.kind === sets.kind && limit.value === sets.value;
        return (
          <Flex gap={8} align="center">
            {limit && <LimitTag limit={limit} />}
            {limitAction && !done && (
              <Button className="bo-touch" aria-label={`${limitAction.words} (${BET_TYPE_LABELS[line.type][language]} ${line.number})`} onClick={() => onLimit(line)}>
                {limitAction.words}
              </Button>
            )}
          </Flex>
        );
      },
    },
  ];

  let body: ReactNode;
  if (!answer) body = exposure.error ? <LoadError error={exposure.error} onRetry={exposure.reload} /> : <Loading rows={5} />;
  else {
    body = (
      <Flex vertical gap={12}>
        <Figures
          items={[
            { label: text.stake, value: <Money baht={answer.totals.stake} /> },
            { label: text.charged, value: <Money baht={answer.totals.charged} /> },
            { label: text.slips, value: answer.totals.slips.toLocaleString('en-US') },
            { label: text.members, value: answer.totals.members.toLocaleString('en-US') },
          ]}
        />
        <ServerTable
          columns={columns}
          answer={answer}
          rowKey={(line) => `${line.type}:${line.number}`}
          table={table}
          empty={<Empty title={type ? text.noneOfType : text.none} />}
        />
      </Flex>
    );
  }

  return (
    <Card
      size="small"
      title={text.title}
      extra={
        <Button size="small" loading={exposure.loading && answer !== undefined} onClick={exposure.reload}>
          {text.refresh}
        </Button>
      }
    >
      <Flex vertical gap={12}>
        <div style={{ overflowX: 'auto' }}>
          <Segmented<string>
            aria-label={text.type}
            value={type ?? ''}
            onChange={(value) => table.filter({ type: value })}
            options={[{ value: '', label: text.all }, ...offered.map((code) => ({ value: code, label: BET_TYPE_LABELS[code][language] }))]}
          />
        </div>
        {body}
      </Flex>
    </Card>
  );
}
