// /tanghuay-online/winlose: the member's win/lose over a range of Bangkok days (?from&to; the last
// 7 days unless chosen): ready-made ranges or any two days, the totals, then a row per day placed
// on. The net is signed, green "+" or red "−", and explained: net = payout − charged of the settled
// slips; a slip awaiting its draw is shown apart (รอผล), not as a loss.
import { useLanguage, useMessages } from '@tanghuay/shared-auth';
import { Card, Flex, Segmented, Typography } from 'antd';
import type { ReactNode } from 'react';
import { DayRangeInputs } from '../../components/day-range-inputs.tsx';
import { LottoPage } from '../../components/lotto-page.tsx';
import { Empty, LoadError, Loading } from '../../components/page-state.tsx';
import { WinLoseReportView } from '../../components/winlose-report.tsx';
import { bangkokDay, formatDay, formatDayWithWeekday } from '../../lib/dates.ts';
import { isDay, paramOf, useAddressParams } from '../../lib/query-params.ts';
import { useApi } from '../../lib/use-api.ts';
import { getWinLose, type WinLoseReport } from '../../lib/get-winlose.ts';
import { type Preset, PRESETS, presetOf, presetRange } from '../../lib/day-ranges.ts';

const messages = {
  th: {
    title: 'สรุปยอดได้เสีย',
    range: 'ช่วงวันที่',
    presets: { today: 'วันนี้', yesterday: 'เมื่อวาน', week: '7 วัน', month: 'เดือนนี้' },
    totals: 'รวมทั้งช่วง',
    net: 'ได้/เสียสุทธิ',
    explain:
      'ได้/เสียสุทธิ = เงินรางวัล − ยอดที่ชำระ (ยอดแทงหักส่วนลด) ของโพยที่ออกผลแล้ว นับตามวันที่แทงโพย (เวลาประเทศไทย) ไม่รวมโพยที่ยกเลิก โพยที่ยังรอผลแสดงแยกในช่อง “รอผล” และยังไม่นับเป็นได้หรือเสีย',
    none: 'ไม่มีโพยในช่วงวันที่นี้',
  },
  en: {
    title: 'Win / lose',
    range: 'Days',
    presets: { today: 'Today', yesterday: 'Yesterday', week: '7 days', month: 'This month' },
    totals: 'Over these days',
    net: 'Net',
    explain:
      'Net = winnings − charged (the stake less the discount) of the settled slips, by the day each slip was placed (Thailand time), cancelled slips left out. A slip still awaiting its result is shown apart under “Awaiting result”, neither won nor lost yet.',
    none: 'No slips on these days',
  },
};

function Report({ report }: { report: WinLoseReport }) {
  const text = useMessages(messages);
  if (report.days.length === 0) return <Empty title={text.none} />;
  return <WinLoseReportView report={report} netTitle={text.net} totalsTitle={text.totals} />;
}

export function WinLosePage() {
  const text = useMessages(messages);
  const language = useLanguage();
  const [params, choose] = useAddressParams();
  const today = bangkokDay(new Date());
  const week = presetRange('week', today);
  const from = paramOf(params, 'from', isDay) ?? week.from;
  const to = paramOf(params, 'to', isDay) ?? week.to;
  const report = useApi(['/lotto/winlose', from, to], (signal) => getWinLose({ from, to }, signal));

  let body: ReactNode;
  if (report.loading) body = <Loading rows={6} />;
  else if (report.error || !report.data) body = <LoadError error={report.error} onRetry={report.reload} />;
  else body = <Report report={report.data} />;

  return (
    <LottoPage title={text.title}>
      <Card size="small">
        <Flex vertical gap={12}>
          <Segmented<Preset | 'custom'>
            block
            aria-label={text.range}
            value={presetOf({ from, to }, today) ?? 'custom'}
            onChange={(preset) => preset !== 'custom' && choose({ ...presetRange(preset, today) })}
            options={PRESETS.map((preset) => ({ value: preset, label: text.presets[preset] }))}
          />
          <DayRangeInputs from={from} to={to} onChange={choose} />
          <Typography.Text strong>
            {from === to ? formatDayWithWeekday(from, language) : `${formatDay(from, language)} – ${formatDay(to, language)}`}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 13 }}>
            {text.explain}
          </Typography.Text>
        </Flex>
      </Card>
      {body}
    </LottoPage>
  );
}
