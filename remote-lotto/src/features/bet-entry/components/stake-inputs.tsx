// One stake per chosen bet type, in baht (2 decimals at most), typed with the phone's number pad,
// with the type's least and most stake and its discount under it. Enter in a stake adds the
// numbers typed to the slip where the entry takes it (v1's keypad).
import { moneyInWords, useLanguage, useMessages } from '@tanghuay/shared-auth';
import { Input } from 'antd';
import { BET_TYPE_LABELS, type BetType } from '@tanghuay/lottery-rules';
import type { BetTypeTerms } from '../model/bet-types.ts';
import { messages } from '../messages.ts';

interface Props {
  types: BetType[];
  /** The round's terms of every type it offers. */
  terms: BetTypeTerms[];
  values: Partial<Record<BetType, string>>;
  onChange: (type: BetType, value: string) => void;
}

export function StakeInputs({ types, terms, values, onChange }: Props) {
  const text = useMessages(messages);
  const language = useLanguage();
  if (types.length === 0) return null;
  const termsText = (type: BetType) => {
    const of = terms.find((candidate) => candidate.code === type);
    if (!of) return null;
    const range = `${text.min} ${moneyInWords(of.min, language)} · ${text.max} ${moneyInWords(of.max, language)}`;
    return of.discount > 0 ? `${range} · ${text.discount} ${of.discount}%` : range;
  };
  return (
    <fieldset className="bet-stakes" data-enter-adds="">
      <legend className="lotto-muted">{text.stakes}</legend>
      {types.map((type) => (
        <label key={type} className="bet-stakes__field">
          <span>{BET_TYPE_LABELS[type][language]}</span>
          <Input
            inputMode="decimal"
            autoComplete="off"
            aria-label={text.stakeFor(BET_TYPE_LABELS[type][language])}
            value={values[type] ?? ''}
            onChange={(event) => onChange(type, event.target.value)}
            suffix={text.baht}
          />
          <span className="bet-stakes__terms">{termsText(type)}</span>
        </label>
      ))}
    </fieldset>
  );
}
