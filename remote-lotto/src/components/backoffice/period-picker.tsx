// The period a back-office report covers, in the address (?from&to, Bangkok days; today, or the
// page's own preset, unless chosen): today, the last 7 days, this month so far, or any two days (DayRangeInputs).
import { useMessages } from '@tanghuay/shared-auth';
import { Segmented } from 'antd';
import { useState } from 'react';
import { bangkokDay } from '../../lib/dates.ts';
import { type Preset, presetOf, presetRange, type ReportRange } from '../../lib/day-ranges.ts';
import { isDay, paramOf, useAddressParams } from '../../lib/query-params.ts';
import { DayRangeInputs } from '../day-range-inputs.tsx';

/** The presets offered, in order. */
export const PERIOD_PRESETS: readonly Preset[] = ['today', 'week', 'month'];

/** The period in `params`: both days when both are valid and in order, else the `fallback` preset's. */
export function periodOf(params: URLSearchParams, today: string, fallback: Preset = 'today'): ReportRange {
  const from = paramOf(params, 'from', isDay);
  const to = paramOf(params, 'to', isDay);
  return from && to && from <= to ? { from, to } : presetRange(fallback, today);
}

/** The period of the address and the way to choose another (kept in the address, replacing it). */
export function usePeriod(fallback: Preset = 'today'): ReportRange & { today: string; choose: (range: ReportRange) => void } {
  const [params, change] = useAddressParams();
  const today = bangkokDay(new Date());
  const period = periodOf(params, today, fallback);
  const choose = ({ from, to }: ReportRange) => change({ from, to });
  return { ...period, today, choose };
}

const messages = {
  th: { period: 'ช่วงเวลา', presets: { today: 'วันนี้', yesterday: 'เมื่อวาน', week: '7 วัน', month: 'เดือนนี้' }, custom: 'กำหนดเอง' },
  en: { period: 'Period', presets: { today: 'Today', yesterday: 'Yesterday', week: '7 days', month: 'This month' }, custom: 'Custom' },
};

export function PeriodPicker({ from, to, today, choose }: ReportRange & { today: string; choose: (range: ReportRange) => void }) {
  const text = useMessages(messages);
  const preset = presetOf({ from, to }, today, PERIOD_PRESETS);
  const [customOpen, setCustomOpen] = useState(false);
  const custom = customOpen || preset === undefined;
  return (
    <div className="bo-toolbar">
      <Segmented<Preset | 'custom'>
        aria-label={text.period}
        value={custom ? 'custom' : preset}
        onChange={(value) => {
          setCustomOpen(value === 'custom');
          if (value !== 'custom') choose(presetRange(value, today));
        }}
        options={[...PERIOD_PRESETS.map((value) => ({ value, label: text.presets[value] })), { value: 'custom', label: text.custom }]}
      />
      {custom && (
        <div style={{ width: 360, maxWidth: '100%' }}>
          <DayRangeInputs
            from={from}
            to={to}
            onChange={(change) => {
              // A period needs both days in order: a half-made range is not chosen yet.
              const range = { from, to, ...change };
              if (range.from && range.to && range.from <= range.to) choose(range);
            }}
          />
        </div>
      )}
    </div>
  );
}
