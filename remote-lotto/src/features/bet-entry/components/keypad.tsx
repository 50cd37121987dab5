// The on-screen keypad of bet entry v1, with the digits typed so far. A physical keyboard works
// too: digits, Backspace and Escape are taken from anywhere on the page except a text field, and
// Enter adds what was typed to the slip from anywhere but a control Enter works by itself (a
// button, a link, a text field), except inside [data-enter-adds]: the keypad's own keys (pressed
// with a finger or the mouse, which leaves them focused) and the stakes.
import { useMessages } from '@tanghuay/shared-auth';
import { type ReactNode, useEffect } from 'react';
import { messages } from '../messages.ts';

interface Props {
  value: string;
  length: number;
  onDigit: (digit: string) => void;
  onBackspace: () => void;
  onClear: () => void;
  /** Enter: add the numbers typed to the slip. */
  onEnter: () => void;
  prompt: string;
  /** Beside the digits typed (the group's ready-made set). */
  beside?: ReactNode;
}

const DIGIT_KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];

/** Where typing writes text (a choice such as a radio button or a switch is no text field). */
const TEXT_FIELD = 'input:not([type="radio"], [type="checkbox"], [type="button"], [type="submit"]), textarea, select, [contenteditable]';
const typingInField = (target: EventTarget | null) => target instanceof Element && target.closest(TEXT_FIELD) !== null;

/** What Enter already does something on by itself. */
const OWN_ENTER = `a, button, [role="button"], ${TEXT_FIELD}`;

const enterAdds = (target: EventTarget | null) =>
  !(target instanceof Element) || target.closest('[data-enter-adds]') !== null || target.closest(OWN_ENTER) === null;

export function Keypad({ value, length, onDigit, onBackspace, onClear, onEnter, prompt, beside }: Props) {
  const text = useMessages(messages);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
      if (event.key === 'Enter') {
        if (!enterAdds(event.target)) return;
        onEnter();
      } else if (typingInField(event.target)) return;
      else if (/^[0-9]$/.test(event.key)) onDigit(event.key);
      else if (event.key === 'Backspace') onBackspace();
      else if (event.key === 'Escape') onClear();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onDigit, onBackspace, onClear, onEnter]);

  return (
    <div className="keypad">
      <div className="keypad__top">
        <span className="lotto-muted keypad__prompt">{prompt}</span>
        <output className="keypad__display" aria-live="polite" aria-label={prompt} data-testid="keypad-display">
          {Array.from({ length }, (_, i) => (
            <span key={i} className={`keypad__slot${value[i] ? ' keypad__slot--filled' : ''}`}>
              {value[i] ?? ''}
            </span>
          ))}
        </output>
        <span className="keypad__beside">{beside}</span>
      </div>
      <div className="keypad__keys" data-enter-adds="">
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
