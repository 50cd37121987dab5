// A range of Bangkok days (both included) chosen with two day pickers (components/day-picker.tsx:
// shown in พ.ศ. in Thai, written YYYY-MM-DD as the API reads it), one panel each so that either
// fits a phone. Each bounds the other, so the calendar never offers an end before the start. A
// change names only the bound that changed, '' when cleared: the other stays as the address holds
// it (lib/query-params.ts).
import { useMessages } from '@tanghuay/shared-auth';
import { Flex } from 'antd';
import { DayPicker } from './day-picker.tsx';

const messages = {
  th: { from: 'ตั้งแต่วันที่', to: 'ถึงวันที่' },
  en: { from: 'From', to: 'To' },
};

export interface DayRange {
  from?: string;
  to?: string;
}

/** The bound that changed: `from` or `to`, the other left out. */
export type DayRangeChange = { from: string } | { to: string };

const fieldStyle = { display: 'flex', flexDirection: 'column', gap: 4, flex: '1 1 140px', fontSize: 13 } as const;

export function DayRangeInputs({ from, to, onChange }: DayRange & { onChange: (change: DayRangeChange) => void }) {
  const text = useMessages(messages);
  return (
    <Flex gap={8} wrap>
      <label style={fieldStyle}>
        <span>{text.from}</span>
        <DayPicker value={from} max={to} allowClear onChange={(day) => onChange({ from: day ?? '' })} />
      </label>
      <label style={fieldStyle}>
        <span>{text.to}</span>
        <DayPicker value={to} min={from} allowClear onChange={(day) => onChange({ to: day ?? '' })} />
      </label>
    </Flex>
  );
}
