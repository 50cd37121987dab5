// The result entry form in the lottery's shape (docs/domain.md#results-and-settlement): the
// government lottery as its prizes are announced (first prize of 6 digits, two front-3, two back-3,
// bottom 2; its top 3 is the first prize's last three digits), every other lottery as top 3 and
// bottom 2. Boxes take Thai digits too; each box says what is wrong with it before anything is sent.
import type { Language } from '@tanghuay/shared-auth';
import { asciiDigits } from '../../../lib/amount.ts';
import type { CatalogLotto } from '../../../lib/get-catalog.ts';

export type ResultKind = CatalogLotto['resultKind'];

export type ResultField = 'firstPrize' | 'front3a' | 'front3b' | 'back3a' | 'back3b' | 'top3' | 'bottom2';

export interface FieldShape {
  field: ResultField;
  digits: 2 | 3 | 6;
  label: Record<Language, string>;
}

const field = (name: ResultField, digits: FieldShape['digits'], th: string, en: string): FieldShape => ({ field: name, digits, label: { th, en } });

/** The boxes of each kind, in the order they are announced and typed. */
export const RESULT_FIELDS: Readonly<Record<ResultKind, readonly FieldShape[]>> = {
  government: [
    field('firstPrize', 6, 'รางวัลที่ 1', 'First prize'),
    field('front3a', 3, 'เลขหน้า 3 ตัว (ชุดที่ 1)', 'Front 3 (first)'),
    field('front3b', 3, 'เลขหน้า 3 ตัว (ชุดที่ 2)', 'Front 3 (second)'),
    field('back3a', 3, 'เลขท้าย 3 ตัว (ชุดที่ 1)', 'Back 3 (first)'),
    field('back3b', 3, 'เลขท้าย 3 ตัว (ชุดที่ 2)', 'Back 3 (second)'),
    field('bottom2', 2, 'เลขท้าย 2 ตัว', 'Bottom 2'),
  ],
  standard: [field('top3', 3, '3 ตัวบน', 'Top 3'), field('bottom2', 2, '2 ตัวล่าง', 'Bottom 2')],
};

export type ResultValues = Partial<Record<ResultField, string>>;

/** What POST …/result and …/result/preview take. */
export type ResultBody =
  | { firstPrize: string; front3: [string, string]; back3: [string, string]; bottom2: string }
  | { top3: string; bottom2: string };

export type FieldProblem = 'empty' | 'digits';

export type ResultReading = { body: ResultBody; problems?: undefined } | { problems: Partial<Record<ResultField, FieldProblem>>; body?: undefined };

/** A box's text as the API reads it: ASCII digits, blanks and separators dropped ("๑๒ ๓-456" → "123456"). */
export const digitsOf = (text: string): string => asciiDigits(text).replace(/[\s,.-]/g, '');

/** The form read into the body the API takes, or what is wrong with each box. */
export function readResult(kind: ResultKind, values: ResultValues): ResultReading {
  const read: Partial<Record<ResultField, string>> = {};
  const problems: Partial<Record<ResultField, FieldProblem>> = {};
  for (const { field: name, digits } of RESULT_FIELDS[kind]) {
    const text = digitsOf(values[name] ?? '');
    if (text === '') problems[name] = 'empty';
    else if (!new RegExp(`^[0-9]{${digits}}$`).test(text)) problems[name] = 'digits';
    else read[name] = text;
  }
  if (Object.keys(problems).length > 0) return { problems };
  const value = (name: ResultField) => read[name] ?? '';
  const body: ResultBody =
    kind === 'government'
      ? {
          firstPrize: value('firstPrize'),
          front3: [value('front3a'), value('front3b')],
          back3: [value('back3a'), value('back3b')],
          bottom2: value('bottom2'),
        }
      : { top3: value('top3'), bottom2: value('bottom2') };
  return { body };
}

/** A stored result (as GET /lotto/results answers it) as the form's values, to correct it. */
export function valuesOf(result: { firstPrize: string | null; front3: string[] | null; back3: string[] | null; top3: string; bottom2: string }): ResultValues {
  if (result.firstPrize !== null) {
    return {
      firstPrize: result.firstPrize,
      front3a: result.front3?.[0],
      front3b: result.front3?.[1],
      back3a: result.back3?.[0],
      back3b: result.back3?.[1],
      bottom2: result.bottom2,
    };
  }
  return { top3: result.top3, bottom2: result.bottom2 };
}

/** The top 3 a body gives: the government lottery's is the first prize's last three digits. */
export const top3Of = (body: ResultBody): string => ('top3' in body ? body.top3 : body.firstPrize.slice(-3));
