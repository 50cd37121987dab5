// Reading a pasted slip (วางโพย): the lines a member copies from a chat or a note, one bet line per
// text line, into bets on the round's bet types. Every line that is not blank is answered, read or
// with the reason it could not be; a line is taken whole or not at all.
//
// Accepted formats:
// - One or more numbers of 1–3 digits, separated by spaces, tabs, commas, hyphens or slashes:
//   `123 456`, `12,34,56`, `12-34`, `12/34`. Thai digits (๐–๙) are read as 0–9. A number written
//   twice on a line is bet once.
// - Then `=` and the amounts in baht: `123=50`. Several amounts, separated by `x`, `X`, `*` or `×`,
//   go in order to the bet types of the number's digit count that the round offers:
//   3 digits: 3 ตัวบน, 3 ตัวโต๊ด, 3 ตัวหน้า, 3 ตัวล่าง (front and back: government lottery only);
//   2 digits: 2 ตัวบน, 2 ตัวล่าง; 1 digit: วิ่งบน, วิ่งล่าง.
//   `123=50x50` → 3 ตัวบน 50 and 3 ตัวโต๊ด 50; `12=100*100` → 2 ตัวบน 100 and 2 ตัวล่าง 100;
//   `5=10` → วิ่งบน 10. Fewer amounts than bet types: the types left over are not bet.
// - An amount 0 skips its bet type: `123=0x20` → 3 ตัวโต๊ด 20 only.
// - An amount has at most 2 decimals (`12=2.50`) and no thousands separator: a comma separates
//   numbers. Blanks around `=` and the separators are allowed: `12 = 100 x 100`.
// - Numbers of different digit counts may share a line: each takes the amounts of its own bet
//   types (`123 45=10x10` → 3 ตัวบน and 3 ตัวโต๊ด on 123, 2 ตัวบน and 2 ตัวล่าง on 45).
// - A line without `=` takes the amounts set in the form (`defaults`) for the offered bet types of
//   each number's digit count.
// - A triple (111) is never bet as 3 ตัวโต๊ด: an amount for it is dropped and the line is read with
//   the warning 'triple_tod'; when the triple would get nothing else, the line is refused with it.
//   Likewise another order of a number's digits on the same line (`123 321=10x10`: 3 ตัวโต๊ด wins on
//   any order, so 321's โต๊ด is 123's) is dropped with the warning 'tod_order'. What is dropped is
//   answered in `dropped`, for the screen to say.
// - Blank lines are skipped; there is no comment syntax. Line ends may be LF, CRLF or CR.
// - The same type and number on two lines is two bets (the slip adds them up).
//
// A line that cannot be read is answered with ok: false and the reason: 'no_number' (nothing
// before `=`), 'bad_number' (a number that is not 1–3 digits, or any other word), 'bad_amount' (an
// amount that is not more than 0 … 10,000,000 baht with at most 2 decimals, or a second `=`),
// 'too_many_amounts' (more amounts than the round offers bet types for the digit count),
// 'not_offered' (the round offers no bet type for the digit count), 'no_amount' (no amount after
// `=`, all of them 0, or no `=` and no amount set in the form), 'triple_tod', 'tod_order'.
import { type BetType, typesWithDigits } from '@tanghuay/lottery-rules';
import { betsFor, type Bet, type Skipped } from './draft.ts';
import { parseBaht } from './money.ts';
import { asciiDigits } from '../../../lib/amount.ts';

/** Why a 3 ตัวโต๊ด amount was dropped: a triple, or another order of a number on the line. */
type TodDrop = 'triple_tod' | 'tod_order';
export type PasteReason = 'no_number' | 'bad_number' | 'bad_amount' | 'too_many_amounts' | 'not_offered' | 'no_amount' | TodDrop;

export interface PastedLine {
  /** 1-based, counting blank lines. */
  line: number;
  /** As pasted, without its line end. */
  text: string;
  /** Read: its bets are among the items (a reason then is a warning: 'triple_tod' or 'tod_order'). */
  ok: boolean;
  reason?: PasteReason;
}

export interface PastedSlip {
  /** The bets of the lines read, in line order. */
  items: Bet[];
  /** Every line that is not blank. */
  lines: PastedLine[];
  /** The 3 ตัวโต๊ด amounts of the lines read that were dropped, with why. */
  dropped: Skipped[];
}

type LineReading = { bets: Bet[]; dropped: Skipped[] } | { reason: PasteReason };

const isTodDrop = (skip: Skipped): skip is Skipped & { reason: TodDrop } => skip.reason === 'triple_tod' || skip.reason === 'tod_order';

const NUMBER_SEPARATORS = /[\s,/-]+/;
const AMOUNT_SEPARATORS = /[xX*×]/;
const ZERO = /^0+(?:\.0{1,2})?$/;

/** The amounts after `=` in satang (0: skip the type); null when one cannot be read. */
function readAmounts(text: string): number[] | null {
  const amounts = text.split(AMOUNT_SEPARATORS).map((part) => part.trim());
  if (amounts.some((amount) => amount.includes(','))) return null;
  const satang = amounts.map((amount) => (ZERO.test(amount) ? 0 : parseBaht(amount)));
  return satang.every((amount) => amount !== null) ? satang : null;
}

/** A line's amounts given to the bet types in order (0: those left over). */
const stakesOf = (types: readonly BetType[], amounts: readonly number[]): Partial<Record<BetType, number>> =>
  Object.fromEntries(types.map((type, i) => [type, amounts[i] ?? 0]));

function readLine(text: string, offered: readonly BetType[], defaults: Partial<Record<BetType, number>>): LineReading {
  const [numberPart = '', ...amountParts] = asciiDigits(text).split('=');
  const numbers = [...new Set(numberPart.split(NUMBER_SEPARATORS).filter((token) => token !== ''))];
  if (numbers.length === 0) return { reason: 'no_number' };
  if (!numbers.every((number) => /^[0-9]{1,3}$/.test(number))) return { reason: 'bad_number' };
  if (amountParts.length > 1) return { reason: 'bad_amount' };
  const [amountText] = amountParts;
  /** The line's amounts; null: the form's. */
  let amounts: number[] | null = null;
  if (amountText !== undefined) {
    if (amountText.trim() === '') return { reason: 'no_amount' };
    amounts = readAmounts(amountText);
    if (!amounts) return { reason: 'bad_amount' };
  }

  const bets: Bet[] = [];
  const dropped: Skipped[] = [];
  for (const digits of [3, 2, 1] as const) {
    const group = numbers.filter((number) => number.length === digits);
    if (group.length === 0) continue;
    const types = typesWithDigits(digits).filter((type) => offered.includes(type));
    if (types.length === 0) return { reason: 'not_offered' };
    if (amounts && amounts.length > types.length) return { reason: 'too_many_amounts' };
    const stakes = amounts ? stakesOf(types, amounts) : defaults;
    const found = betsFor(types, group, stakes);
    // 3 ตัวโต๊ด amounts dropped: on a triple, or on another order of a number before it.
    const todDrops = found.skipped.filter(isTodDrop).filter((skip) => (stakes[skip.type] ?? 0) > 0);
    for (const number of group) {
      if (found.bets.some((bet) => bet.number === number)) continue;
      return { reason: todDrops.find((skip) => skip.number === number)?.reason ?? 'no_amount' };
    }
    bets.push(...found.bets);
    dropped.push(...todDrops);
  }
  return { bets, dropped };
}

/** The bets of a pasted slip, with every line that is not blank read or refused. */
export function parseSlipText(text: string, offered: readonly BetType[], defaults: Partial<Record<BetType, number>>): PastedSlip {
  const items: Bet[] = [];
  const lines: PastedLine[] = [];
  const dropped: Skipped[] = [];
  text.split(/\r\n|\r|\n/).forEach((lineText, i) => {
    if (lineText.trim() === '') return;
    const reading = readLine(lineText, offered, defaults);
    const line = i + 1;
    if ('reason' in reading) {
      lines.push({ line, text: lineText, ok: false, reason: reading.reason });
      return;
    }
    items.push(...reading.bets);
    dropped.push(...reading.dropped);
    const [warning] = reading.dropped.filter(isTodDrop);
    lines.push(warning ? { line, text: lineText, ok: true, reason: warning.reason } : { line, text: lineText, ok: true });
  });
  return { items, lines, dropped };
}
