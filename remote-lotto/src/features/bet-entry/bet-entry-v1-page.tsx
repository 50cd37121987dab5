// Bet entry v1 (/tanghuay-online/…/{round_id}), keypad first: choose the bet types, type numbers
// on the keypad (or the keyboard) — each complete number is expanded by the chosen helper into the
// chosen numbers — give one stake per type and add them to the slip (the button, or Enter). On a
// phone the types and the keypad fill the first screen; the stakes follow the numbers typed.
import { useMessages } from '@tanghuay/shared-auth';
import { Button } from 'antd';
import { useCallback, useState } from 'react';
import { BetEntryFrame, type EntryContext } from './bet-entry-frame.tsx';
import { ReadySet } from './components/helper-picker.tsx';
import { Keypad } from './components/keypad.tsx';
import { messages } from './messages.ts';
import { expand, inputDigits } from './model/expand.ts';

function KeypadEntry({ digits, mode, addNumbers, stakeInputs }: EntryContext) {
  const text = useMessages(messages);
  const [typed, setTyped] = useState('');
  const [numbers, setNumbers] = useState<string[]>([]);
  const length = inputDigits(mode, digits);
  // A change of group or helper starts the number again.
  const [typedFor, setTypedFor] = useState(`${digits}:${mode}`);
  if (typedFor !== `${digits}:${mode}`) {
    setTypedFor(`${digits}:${mode}`);
    setTyped('');
  }

  const onDigit = useCallback(
    (digit: string) => {
      const next = typed + digit;
      if (next.length < length) {
        setTyped(next);
        return;
      }
      setTyped('');
      const expanded = expand(mode, next);
      setNumbers((chosen) => [...chosen, ...expanded.filter((number) => !chosen.includes(number))]);
    },
    [typed, length, mode],
  );
  const onBackspace = useCallback(() => setTyped((current) => current.slice(0, -1)), []);
  const onClear = useCallback(() => setTyped(''), []);
  const onAdd = useCallback(() => {
    if (numbers.length > 0 && addNumbers(numbers)) setNumbers([]);
  }, [numbers, addNumbers]);

  return (
    <div className="keypad-entry">
      <Keypad
        value={typed}
        length={length}
        onDigit={onDigit}
        onBackspace={onBackspace}
        onClear={onClear}
        onEnter={onAdd}
        prompt={length === 1 ? text.typeDigit : text.typeNumber(length)}
        beside={<ReadySet digits={digits} onNumbers={addNumbers} />}
      />
      {/* Each chosen number is a button that takes it out again. */}
      <div className="chosen-numbers" aria-label={text.numbers} role="group" data-testid="chosen-numbers">
        <span className="lotto-muted">
          {text.numbers} ({numbers.length})
        </span>
        {numbers.length === 0 ? (
          <span className="lotto-muted">{text.noNumbers}</span>
        ) : (
          <div className="chosen-numbers__list">
            {numbers.map((number) => (
              <button
                key={number}
                type="button"
                className="chosen-number"
                aria-label={text.removeNumber(number)}
                onClick={() => setNumbers((chosen) => chosen.filter((n) => n !== number))}
              >
                <span className="lotto-digits">{number}</span>
                <span aria-hidden="true">✕</span>
              </button>
            ))}
          </div>
        )}
      </div>
      {stakeInputs}
      <Button
        type="primary"
        block
        size="large"
        disabled={numbers.length === 0}
        onClick={onAdd}
      >
        {text.add}
      </Button>
    </div>
  );
}

export function BetEntryV1Page() {
  return <BetEntryFrame variant="v1" entry={(context) => <KeypadEntry {...context} />} />;
}
