// A range of Bangkok days (both included) chosen with two native date inputs, which write
// YYYY-MM-DD as the API reads it (no date-picker library to download). Each input bounds the
// other, so the picker never offers an end before the start. A change names only the bound that
// changed: the other stays as the address holds it (lib/query-params.ts).
import { useMessages } from '@tanghuay/shared-auth';
import { Flex, Input } from 'antd';

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
        <Input type="date" value={from ?? ''} max={to} onChange={(event) => onChange({ from: event.target.value })} />
      </label>
      <label style={fieldStyle}>
        <span>{text.to}</span>
        <Input type="date" value={to ?? ''} min={from} onChange={(event) => onChange({ to: event.target.value })} />
      </label>
    </Flex>
  );
}
