// Bet entry v2 (/tanghuay-online-v2/…/{round_id}), list and paste first: a grid of numbers with an
// amount per bet type of the digit group (the chosen helper expands each row's number; Enter in a
// box adds the rows to the slip, as the button does), and a slip pasted as text (formats in model/paste.ts and the README). Lines that cannot be read stay
// in the box with the reason, for fixing; the rest go to the slip.
import { useLanguage, useMessages } from '@tanghuay/shared-auth';
import { Button, Card, Input } from 'antd';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { BET_TYPE_LABELS, type BetType, DIGITS } from '@tanghuay/lottery-rules';
import { BetEntryFrame, type EntryContext } from './bet-entry-frame.tsx';
import { ReadySet } from './components/helper-picker.tsx';
import { messages } from './messages.ts';
import { type Bet, betsFor, type Skipped } from './model/draft.ts';
import { expand, inputDigits } from './model/expand.ts';
import { parseBaht } from './model/money.ts';
import { type PastedLine, parseSlipText } from './model/paste.ts';
import { pasteReasonText } from './model/problem-text.ts';

interface Row {
  id: number;
  number: string;
  amounts: Partial<Record<BetType, string>>;
}

const blankRows = (from: number): Row[] => [0, 1, 2].map((i) => ({ id: from + i, number: '', amounts: {} }));

/** The bets of the grid's rows: each row's number expanded by the helper, on each type with an amount. */
function rowBets(rows: Row[], types: BetType[], context: EntryContext): { bets: Bet[]; skipped: Skipped[] } {
  const bets: Bet[] = [];
  const skipped: Skipped[] = [];
  for (const row of rows) {
    const number = row.number.trim();
    if (!number) continue;
    const stakes: Partial<Record<BetType, number>> = {};
    for (const type of types) {
      const satang = parseBaht(row.amounts[type] ?? '');
      if (satang !== null) stakes[type] = satang;
    }
    const numbers = number.length === inputDigits(context.mode, context.digits) ? expand(context.mode, number) : [number];
    const read = betsFor(types, numbers, stakes);
    bets.push(...read.bets);
    skipped.push(...read.skipped);
  }
  return { bets, skipped };
}

function GridEntry(context: EntryContext) {
  const text = useMessages(messages);
  const language = useLanguage();
  const types = context.round.betTypes.filter((terms) => DIGITS[terms.code] === context.digits).map((terms) => terms.code);
  const [rows, setRows] = useState<Row[]>(() => blankRows(0));
  const change = (id: number, patch: Partial<Row>) => setRows((current) => current.map((row) => (row.id === id ? { ...row, ...patch } : row)));
  const typedLength = inputDigits(context.mode, context.digits);
  const form = useRef<HTMLFormElement>(null);
  // After adding, typing goes on in the first new row.
  const [added, setAdded] = useState(0);
  useEffect(() => {
    if (added > 0) form.current?.querySelector('input')?.focus();
  }, [added]);

  const add = (event: FormEvent) => {
    event.preventDefault();
    const { bets, skipped } = rowBets(rows, types, context);
    context.addBets(bets, skipped);
    if (bets.length > 0) {
      setRows(blankRows((rows.at(-1)?.id ?? 0) + 1));
      setAdded((count) => count + 1);
    }
  };

  return (
    <Card size="small" title={<h2 className="bet-section-title">{text.gridTitle}</h2>}>
      <form ref={form} onSubmit={add}>
        <div className="bet-grid" role="table" aria-label={text.gridTitle} style={{ gridTemplateColumns: `minmax(64px, 1fr) repeat(${types.length}, minmax(72px, 1fr)) 44px` }}>
          <div role="row" className="bet-grid__row bet-grid__head">
            <span role="columnheader">{text.gridNumber}</span>
            {types.map((type) => (
              <span role="columnheader" key={type}>
                {BET_TYPE_LABELS[type][language]}
              </span>
            ))}
            <span />
          </div>
          {rows.map((row, index) => (
            <div role="row" className="bet-grid__row" key={row.id}>
              <Input
                inputMode="numeric"
                maxLength={typedLength}
                aria-label={`${text.gridNumber} ${index + 1}`}
                value={row.number}
                onChange={(event) => change(row.id, { number: event.target.value.replace(/[^0-9]/g, '') })}
              />
              {types.map((type) => (
                <Input
                  key={type}
                  inputMode="decimal"
                  aria-label={`${BET_TYPE_LABELS[type][language]} ${index + 1}`}
                  value={row.amounts[type] ?? ''}
                  onChange={(event) => change(row.id, { amounts: { ...row.amounts, [type]: event.target.value } })}
                />
              ))}
              <Button type="text" aria-label={`${text.removeRow} ${index + 1}`} onClick={() => setRows((current) => current.filter((r) => r.id !== row.id))}>
                ✕
              </Button>
            </div>
          ))}
        </div>
        <div className="bet-grid__actions">
          <Button onClick={() => setRows((current) => [...current, ...blankRows((current.at(-1)?.id ?? 0) + 1)])}>{text.addRow}</Button>
          <ReadySet digits={context.digits} onNumbers={context.addNumbers} />
          <Button type="primary" htmlType="submit">
            {text.add}
          </Button>
        </div>
      </form>
    </Card>
  );
}

function PasteEntry({ round, stakes, addBets, stakeInputs }: EntryContext) {
  const text = useMessages(messages);
  const language = useLanguage();
  const [slipText, setSlipText] = useState('');
  const [unreadable, setUnreadable] = useState<PastedLine[]>([]);

  const read = () => {
    const pasted = parseSlipText(
      slipText,
      round.betTypes.map((terms) => terms.code),
      stakes,
    );
    const refused = pasted.lines.filter((line) => !line.ok);
    // What was left out of the lines read (3 ตัวโต๊ด on a triple or on another order) is said with the rest.
    addBets(pasted.items, pasted.dropped);
    setUnreadable(refused);
    // What was read is on the slip; what was not stays in the box to be fixed.
    setSlipText(refused.map((line) => line.text).join('\n'));
  };

  return (
    <Card size="small" title={<h2 className="bet-section-title">{text.pasteTitle}</h2>}>
      {stakeInputs}
      <label className="bet-paste">
        <span className="lotto-muted">{text.pasteHelp}</span>
        <Input.TextArea
          aria-label={text.pasteLabel}
          rows={5}
          value={slipText}
          placeholder={text.pastePlaceholder}
          onChange={(event) => setSlipText(event.target.value)}
          data-testid="paste-box"
        />
      </label>
      <Button type="primary" block style={{ marginTop: 8 }} disabled={!slipText.trim()} onClick={read}>
        {text.readPaste}
      </Button>
      {unreadable.length > 0 && (
        <div role="alert" className="bet-unreadable" data-testid="unreadable-lines">
          <strong>{text.unreadable}</strong>
          <ul className="bet-warnings">
            {unreadable.map((line) => (
              <li key={line.line}>
                {text.line(line.line)}: <code>{line.text}</code> — {line.reason && pasteReasonText(line.reason, language)}
              </li>
            ))}
          </ul>
        </div>
      )}
    </Card>
  );
}

export function BetEntryV2Page() {
  return (
    <BetEntryFrame
      variant="v2"
      entry={(context) => (
        <>
          <GridEntry {...context} />
          <PasteEntry {...context} />
        </>
      )}
    />
  );
}
