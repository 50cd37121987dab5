// The on-screen keypad of bet entry v1, with the digits typed so far. A physical keyboard works
// too: digits, Backspace and Escape are taken from anywhere on the page except a text field.
import { useMessages } from '@tanghuay/shared-auth';
import { useEffect } from 'react';
import { messages } from '../messages.ts';

interface Props {
  value: string;
  length: number;
  onDigit: (digit: string) => void;
  onBackspace: () => void;
  onClear: () => void;
  prompt: string;
}

const DIGIT_KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];

const typingInField = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

export function Keypad({ value, length, onDigit, onBackspace, onClear, prompt }: Props) {
  const text = useMessages(messages);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || typingInField(event.target)) return;
      if (/^[0-9]$/.test(event.key)) onDigit(event.key);
      else if (event.key === 'Backspace') onBackspace();
      else if (event.key === 'Escape') onClear();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onDigit, onBackspace, onClear]);

  return (
    <div className="keypad">
      <output className="keypad__display" aria-live="polite" aria-label={prompt} data-testid="keypad-display">
        {Array.from({ length }, (_, i) => (
          <span key={i} className={`keypad__slot${value[i] ? ' keypad__slot--filled' : ''}`}>
            {value[i] ?? ''}
          </span>
        ))}
      </output>
      <span className="lotto-muted">{prompt}</span>
      <div className="keypad__keys">
        {DIGIT_KEYS.map((digit) => (
          <button key={digit} type="button" className="keypad__key" onClick={() => onDigit(digit)}>
            {digit}
          </button>
        ))}
        <button type="button" className="keypad__key keypad__key--muted" onClick={onClear}>
          {text.clearInput}
        </button>
        <button type="button" className="keypad__key" onClick={() => onDigit('0')}>
          0
        </button>
        <button type="button" className="keypad__key keypad__key--muted" onClick={onBackspace}>
          {text.backspace}
        </button>
      </div>
    </div>
  );
}
