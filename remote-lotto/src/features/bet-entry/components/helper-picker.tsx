// The number helpers for the digit group: how a typed number is expanded (as typed, กลับเลข,
// 19 ประตู, รูดหน้า, รูดหลัง) and the ready-made sets — เลขเบิ้ล for two digits, เลขตอง for three.
import { useMessages } from '@tanghuay/shared-auth';
import { Button, Segmented } from 'antd';
import { type HelperMode, helperModesFor } from '../model/expand.ts';
import { doubles, triples } from '../model/numbers.ts';
import { messages } from '../messages.ts';
import type { Digits } from './bet-type-picker.tsx';

interface Props {
  digits: Digits;
  mode: HelperMode;
  onMode: (mode: HelperMode) => void;
  /** A ready-made set of numbers was chosen. */
  onNumbers: (numbers: string[]) => void;
}

export function HelperPicker({ digits, mode, onMode, onNumbers }: Props) {
  const text = useMessages(messages);
  const modes = helperModesFor(digits);
  if (modes.length === 1 && digits === 1) return null;
  return (
    <div className="bet-helpers" role="group" aria-label={text.helper}>
      <Segmented<HelperMode>
        aria-label={text.helper}
        value={mode}
        onChange={onMode}
        options={modes.map((value) => ({ value, label: text.helpers[value] }))}
      />
      {digits === 2 && (
        <Button size="small" onClick={() => onNumbers(doubles())}>
          {text.doubles}
        </Button>
      )}
      {digits === 3 && (
        <Button size="small" onClick={() => onNumbers(triples())}>
          {text.triples}
        </Button>
      )}
    </div>
  );
}
