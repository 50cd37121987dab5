// The digit group (3 ตัว, 2 ตัว, เลขวิ่ง) and the bet types of that group the round offers, each a
// toggle showing its rate, least and most stake, and discount as the round's terms give them.
import { moneyInWords, useLanguage, useMessages } from '@tanghuay/shared-auth';
import { Segmented } from 'antd';
import { BET_TYPE_LABELS, type BetType, DIGITS } from '@tanghuay/lottery-rules';
import type { BetTypeTerms } from '../model/bet-types.ts';
import { messages } from '../messages.ts';

export type Digits = 1 | 2 | 3;

/** The digit groups the round offers, longest numbers first. */
export const groupsOffered = (betTypes: BetTypeTerms[]): Digits[] =>
  ([3, 2, 1] as const).filter((digits) => betTypes.some((terms) => DIGITS[terms.code] === digits));

interface Props {
  betTypes: BetTypeTerms[];
  digits: Digits;
  onDigits: (digits: Digits) => void;
  selected: BetType[];
  onSelected: (types: BetType[]) => void;
}

export function BetTypePicker({ betTypes, digits, onDigits, selected, onSelected }: Props) {
  const text = useMessages(messages);
  const language = useLanguage();
  const inGroup = betTypes.filter((terms) => DIGITS[terms.code] === digits);
  const toggle = (type: BetType) => onSelected(selected.includes(type) ? selected.filter((t) => t !== type) : [...selected, type]);
  return (
    <div className="bet-picker">
      <Segmented<Digits>
        block
        aria-label={text.group}
        value={digits}
        onChange={onDigits}
        options={groupsOffered(betTypes).map((value) => ({ value, label: text.groups[value] }))}
      />
      <div className="bet-types" role="group" aria-label={text.betTypes}>
        {inGroup.map((terms) => {
          const on = selected.includes(terms.code);
          return (
            <button
              key={terms.code}
              type="button"
              className={`bet-type${on ? ' bet-type--on' : ''}`}
              aria-pressed={on}
              onClick={() => toggle(terms.code)}
              data-bet-type={terms.code}
            >
              <span className="bet-type__name">{BET_TYPE_LABELS[terms.code][language]}</span>
              <span className="bet-type__terms">
                {text.pays} ×{terms.rate}
              </span>
              <span className="bet-type__terms">
                {text.min} {moneyInWords(terms.min, language)} · {text.max} {moneyInWords(terms.max, language)}
              </span>
              {terms.discount > 0 && (
                <span className="bet-type__terms">
                  {text.discount} {terms.discount}%
                </span>
              )}
            </button>
          );
        })}
      </div>
    </div>
  );
}
