// How results read: the government lottery as its prizes are announced (first prize, two front-3,
// two back-3, bottom 2), every other lottery as top 3 and bottom 2; and a day's results grouped by
// head, then lottery, the latest round first where a lottery draws many times a day.
import type { Language } from '@tanghuay/shared-auth';
import type { LottoResult } from '../../lib/get-results.ts';

export interface Prize {
  key: string;
  label: Record<Language, string>;
  numbers: string[];
  /** The first prize, written larger than the rest. */
  main: boolean;
}

const label = (th: string, en: string) => ({ th, en });

export function prizesOf(result: LottoResult): Prize[] {
  if (result.firstPrize !== null) {
    return [
      { key: 'first', label: label('รางวัลที่ 1', 'First prize'), numbers: [result.firstPrize], main: true },
      { key: 'front3', label: label('3 ตัวหน้า', 'Front 3'), numbers: result.front3 ?? [], main: false },
      { key: 'back3', label: label('3 ตัวท้าย', 'Back 3'), numbers: result.back3 ?? [], main: false },
      { key: 'bottom2', label: label('2 ตัวล่าง', 'Bottom 2'), numbers: [result.bottom2], main: false },
    ];
  }
  return [
    { key: 'top3', label: label('3 ตัวบน', 'Top 3'), numbers: [result.top3], main: false },
    { key: 'bottom2', label: label('2 ตัวล่าง', 'Bottom 2'), numbers: [result.bottom2], main: false },
  ];
}

export interface LottoResults {
  code: string;
  name: string;
  /** Latest round first. */
  rounds: LottoResult[];
}

export interface HeadResults {
  head: string;
  lottos: LottoResults[];
}

/** The results grouped by head and lottery, in the order the API lists them. */
export function groupResults(results: LottoResult[]): HeadResults[] {
  const heads: HeadResults[] = [];
  for (const result of results) {
    let head = heads.find((group) => group.head === result.lottoHead);
    if (!head) {
      head = { head: result.lottoHead, lottos: [] };
      heads.push(head);
    }
    let lotto = head.lottos.find((group) => group.code === result.lottoCode);
    if (!lotto) {
      lotto = { code: result.lottoCode, name: result.lottoName, rounds: [] };
      head.lottos.push(lotto);
    }
    lotto.rounds.push(result);
  }
  for (const lotto of heads.flatMap((head) => head.lottos)) lotto.rounds.sort((a, b) => Date.parse(b.closesAt) - Date.parse(a.closesAt));
  return heads;
}
