// A round's limit items as the back office edits them (docs/domain.md#number-limits): one per bet
// type × number, closed (refused), reduced (pays 1–99 % of the rate) or cap (baht all members
// together may stake). The list is checked here as PUT /api/backoffice/rounds/:roundId/limits
// checks it, so the operator sees every problem before saving; the API's Thai refusal still shows
// when it disagrees. Numbers may be pasted many at once: "12 34 56", one per line, Thai digits too.
import type { LimitItem } from '@tanghuay/shared-auth';
import { asciiDigits, readAmount } from '../../../lib/amount.ts';
import { type BetType, isBetType, type NumberProblem, numberProblem } from '@tanghuay/lottery-rules';

export type LimitKind = LimitItem['kind'];
export const LIMIT_KINDS: readonly LimitKind[] = ['closed', 'reduced', 'cap'];

/** A limit item of a known bet type: value null for closed, percent for reduced, baht for cap. */
export interface Limit {
  type: BetType;
  number: string;
  kind: LimitKind;
  value: number | null;
}

/** The API's list with any item of an unknown bet type left out. */
export const limitsOf = (items: readonly LimitItem[]): Limit[] =>
  items.flatMap((item) => (isBetType(item.type) ? [{ ...item, type: item.type }] : []));

export const sameTarget = (a: Pick<Limit, 'type' | 'number'>, b: Pick<Limit, 'type' | 'number'>): boolean =>
  a.type === b.type && a.number === b.number;

export type ValueProblem = 'empty' | 'notAPercent' | 'notAnAmount';

/** What the value box of `kind` holds, read as the API takes it (closed has none). */
export function readLimitValue(kind: LimitKind, text: string): { value: number | null } | { problem: ValueProblem } {
  if (kind === 'closed') return { value: null };
  const given = asciiDigits(text).trim();
  if (given === '') return { problem: 'empty' };
  if (kind === 'reduced') {
    const percent = Number(given);
    return /^[0-9]{1,2}$/.test(given) && percent >= 1 && percent <= 99 ? { value: percent } : { problem: 'notAPercent' };
  }
  const amount = readAmount(given);
  return amount.satang === undefined ? { problem: 'notAnAmount' } : { value: amount.satang / 100 };
}

export type LimitProblem = NumberProblem | 'notOffered' | 'duplicate';

export interface ItemProblem {
  /** The item's place in the list, from 0. */
  index: number;
  problem: LimitProblem;
}

/** Every item the API would refuse and why (values are read by readLimitValue before they get here). */
export function limitProblems(items: readonly Limit[], offered: readonly BetType[]): ItemProblem[] {
  const seen = new Set<string>();
  return items.flatMap((item, index) => {
    const key = `${item.type}:${item.number}`;
    const duplicate = seen.has(key);
    seen.add(key);
    let problem: LimitProblem | null = duplicate ? 'duplicate' : null;
    if (!offered.includes(item.type)) problem = 'notOffered';
    problem ??= numberProblem(item.type, item.number);
    return problem ? [{ index, problem }] : [];
  });
}

export interface PastedNumbers {
  /** The numbers of the type's digit count, once each, in the order given. */
  numbers: string[];
  /** What could not be a number of the type, and why. */
  refused: { text: string; problem: NumberProblem }[];
}

const SEPARATORS = /[\s,;/]+/;

/** The numbers in a pasted text for one bet type: separated by blanks, commas, semicolons, slashes or line ends. */
export function readPastedNumbers(text: string, type: BetType): PastedNumbers {
  const numbers: string[] = [];
  const refused: PastedNumbers['refused'] = [];
  for (const token of asciiDigits(text).split(SEPARATORS)) {
    if (token === '') continue;
    const problem = numberProblem(type, token);
    if (problem) refused.push({ text: token, problem });
    else if (!numbers.includes(token)) numbers.push(token);
  }
  return { numbers, refused };
}

/** The list with `added` put in: an item for a type and number already listed takes its place. */
export function withLimits(items: readonly Limit[], added: readonly Limit[]): Limit[] {
  const kept = items.filter((item) => !added.some((limit) => sameTarget(limit, item)));
  return [...kept, ...added];
}

/** The list in the order an operator reads it: by bet type as the API lists them, then number. */
export function sortedLimits(items: readonly Limit[], typeOrder: readonly BetType[]): Limit[] {
  return [...items].sort((a, b) => typeOrder.indexOf(a.type) - typeOrder.indexOf(b.type) || a.number.localeCompare(b.number));
}

/** Whether two lists hold the same items, whatever their order. */
export function sameLimits(a: readonly Limit[], b: readonly Limit[]): boolean {
  const key = (item: Limit) => `${item.type}:${item.number}:${item.kind}:${item.value ?? ''}`;
  const keys = new Set(a.map(key));
  return a.length === b.length && b.every((item) => keys.has(key(item)));
}

/** The body of PUT …/limits: the whole list, a closed item without a value. */
export const limitsBody = (items: readonly Limit[]) => ({
  items: items.map(({ type, number, kind, value }) => (kind === 'closed' || value === null ? { type, number, kind } : { type, number, kind, value })),
});

/** What the add form holds: a bet type, a kind, the value box and the numbers box. */
export interface LimitForm {
  type: BetType;
  kind: LimitKind;
  value: string;
  numbers: string;
}

export type FormReading =
  | { limits: Limit[]; refused: PastedNumbers['refused']; problem?: undefined }
  | { problem: ValueProblem | 'noNumbers'; refused: PastedNumbers['refused']; limits?: undefined };

/** The items the add form makes: one per number read, all of the form's type, kind and value. */
export function readLimitForm(form: LimitForm): FormReading {
  const { numbers, refused } = readPastedNumbers(form.numbers, form.type);
  const value = readLimitValue(form.kind, form.value);
  if ('problem' in value) return { problem: value.problem, refused };
  if (numbers.length === 0) return { problem: 'noNumbers', refused };
  return { limits: numbers.map((number) => ({ type: form.type, number, kind: form.kind, value: value.value })), refused };
}
