// One choice out of a few, as a row of equal buttons a thumb can hit (44 px high), each label whole
// (wrapped, never cut): the digit group and the number helper. Native radio inputs underneath, so
// the arrow keys move the choice and screen readers announce a radio group.
import { type CSSProperties, type ReactNode, useId } from 'react';

interface Props<T extends string | number> {
  label: string;
  value: T;
  options: { value: T; label: ReactNode }[];
  onChange: (value: T) => void;
}

export function ChoiceRow<T extends string | number>({ label, value, options, onChange }: Props<T>) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label={label} className="choice-row" style={{ '--choices': options.length } as CSSProperties}>
      {options.map((option) => {
        const on = option.value === value;
        return (
          <label key={option.value} className={`choice-row__option${on ? ' choice-row__option--on' : ''}`}>
            <input type="radio" name={name} className="choice-row__input" checked={on} onChange={() => onChange(option.value)} />
            <span>{option.label}</span>
          </label>
        );
      })}
    </div>
  );
}
