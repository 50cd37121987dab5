// /tanghuay-online/result: the results of one Bangkok day (today unless the address says
// ?date=), moved a day at a time or picked, for every lottery or one (?lotto=), grouped by head.
// The government lottery reads as announced; every other lottery as top 3 and bottom 2.
import { useLanguage, useMessages } from '@tanghuay/shared-auth';
import { Button, Card, Flex, Select, Typography } from 'antd';
import type { ReactNode } from 'react';
import { DayPicker } from '../../components/day-picker.tsx';
import { LottoPage } from '../../components/lotto-page.tsx';
import { Empty, LoadError, Loading } from '../../components/page-state.tsx';
import { addDays, bangkokDay, formatDay, formatDayWithWeekday } from '../../lib/dates.ts';
import { getCatalog, isLottoCode, lottoOptions } from '../../lib/get-catalog.ts';
import { isDay, paramOf, useAddressParams } from '../../lib/query-params.ts';
import { useApi } from '../../lib/use-api.ts';
import { getResults } from '../../lib/get-results.ts';
import { LottoResultCard } from './lotto-result-card.tsx';
import { groupResults } from './result-layout.ts';
import { useResultsStyles } from './results-styles.ts';

const messages = {
  th: {
    title: 'ผลรางวัล',
    day: 'วันที่ออกผล',
    previous: 'วันก่อนหน้า',
    next: 'วันถัดไป',
    lotto: 'เลือกหวย',
    allLottos: 'ทุกหวย',
    noneToday: 'ยังไม่มีผลรางวัลของวันนี้',
    noneOn: (day: string) => `ไม่มีผลรางวัลของวันที่ ${day}`,
    showAll: 'ดูผลทุกหวย',
  },
  en: {
    title: 'Results',
    day: 'Draw day',
    previous: 'Previous day',
    next: 'Next day',
    lotto: 'Lottery',
    allLottos: 'All lotteries',
    noneToday: 'No results yet today',
    noneOn: (day: string) => `No results on ${day}`,
    showAll: 'Show every lottery',
  },
};

export function ResultsPage() {
  useResultsStyles();
  const text = useMessages(messages);
  const language = useLanguage();
  const [params, change] = useAddressParams();
  const today = bangkokDay(new Date());
  const date = paramOf(params, 'date', isDay) ?? today;
  const lotto = paramOf(params, 'lotto', isLottoCode);
  const showDay = (day: string) => change({ date: day === today ? undefined : day });

  const catalog = useApi(['/lotto/catalog'], getCatalog);
  const results = useApi(['/lotto/results', date, lotto], (signal) => getResults({ date, lotto }, signal));

  let body: ReactNode;
  if (results.loading) body = <Loading rows={6} />;
  else if (results.error || !results.data) body = <LoadError error={results.error} onRetry={results.reload} />;
  else if (results.data.results.length === 0) {
    body = (
      <Empty title={date === today ? text.noneToday : text.noneOn(formatDay(date, language))}>
        {lotto && <Button onClick={() => change({ lotto: undefined })}>{text.showAll}</Button>}
      </Empty>
    );
  } else {
    body = groupResults(results.data.results).map((group) => (
      <section key={group.head} aria-label={group.head} className="result-group">
        <Typography.Title level={2} className="result-head">
          {group.head}
        </Typography.Title>
        <div className="result-lottos">
          {group.lottos.map((entry) => (
            <LottoResultCard key={entry.code} lotto={entry} />
          ))}
        </div>
      </section>
    ));
  }

  return (
    <LottoPage title={text.title}>
      <Card size="small">
        <Flex vertical gap={8}>
          <Flex gap={8} align="center" wrap>
            <Flex gap={8} align="center" style={{ flex: '1 1 300px' }}>
              <Button aria-label={text.previous} onClick={() => showDay(addDays(date, -1))}>
                ‹
              </Button>
              <DayPicker aria-label={text.day} value={date} onChange={(day) => day && showDay(day)} />
              <Button aria-label={text.next} onClick={() => showDay(addDays(date, 1))}>
                ›
              </Button>
            </Flex>
            <Select
              aria-label={text.lotto}
              virtual={false}
              style={{ flex: '1 1 220px' }}
              value={lotto ?? ''}
              onChange={(code: string) => change({ lotto: code })}
              options={[{ value: '', label: text.allLottos }, ...lottoOptions(catalog.data ?? [])]}
            />
          </Flex>
          <Typography.Text strong style={{ fontSize: 16 }}>
            {formatDayWithWeekday(date, language)}
          </Typography.Text>
        </Flex>
      </Card>
      {body}
    </LottoPage>
  );
}
