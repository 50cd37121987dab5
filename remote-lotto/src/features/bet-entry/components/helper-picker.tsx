// The number helpers for the digit group: how a typed number is expanded (as typed, กลับเลข,
// 19 ประตู, รูดหน้า, รูดหลัง), and the ready-made set of the group — เลขเบิ้ล for two digits,
// เลขตอง for three — which each entry places beside its own typing (the keypad, the grid).
import { useMessages } from '@tanghuay/shared-auth';
import { Button } from 'antd';
import { type HelperMode, helperModesFor } from '../model/expand.ts';
import { doubles, triples } from '../model/numbers.ts';
import { messages } from '../messages.ts';
import type { Digits } from './bet-type-picker.tsx';
import { ChoiceRow } from './choice-row.tsx';

export function HelperPicker({ digits, mode, onMode }: { digits: Digits; mode: HelperMode; onMode: (mode: HelperMode) => void }) {
  const text = useMessages(messages);
  const modes = helperModesFor(digits);
  if (modes.length === 1) return null;
  return <ChoiceRow<HelperMode> label={text.helper} value={mode} onChange={onMode} options={modes.map((value) => ({ value, label: text.helpers[value] }))} />;
}

/** The group's ready-made set of numbers as one button; nothing for one digit. */
export function ReadySet({ digits, onNumbers }: { digits: Digits; onNumbers: (numbers: string[]) => void }) {
  const text = useMessages(messages);
  if (digits === 1) return null;
  return (
    <Button className="bet-ready-set" onClick={() => onNumbers(digits === 2 ? doubles() : triples())}>
      {digits === 2 ? text.doubles : text.triples}
    </Button>
  );
}
