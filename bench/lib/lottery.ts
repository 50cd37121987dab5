// The lottery as the throughput bench plays it: open rounds of lotteries whose results an operator
// enters (top 3 and bottom 2), and the random bets of a slip.
import { type BetType, DIGITS, numberProblem } from '@tanghuay/lottery-rules';
import type { ApiCall } from './client.ts';

/** What a bench slip holds. */
export const ITEMS_PER_SLIP = 5;

/** The bet types of a standard lottery (top 3, bottom 2): all but the government lottery's front and back 3. */
export const STANDARD_TYPES: readonly BetType[] = ['3top', '3tod', '2top', '2bottom', 'runtop', 'runbottom'];

export const randomDigits = (count: number) => String(Math.floor(Math.random() * 10 ** count)).padStart(count, '0');

export interface SlipItem {
  type: BetType;
  number: string;
  /** Baht. */
  amount: number;
}

/** A bet a member might make: any offered type, a number the type takes (โต๊ด takes no triple), 1–20 baht. */
export function randomItem(): SlipItem {
  const type = STANDARD_TYPES[Math.floor(Math.random() * STANDARD_TYPES.length)] ?? '2top';
  let number = randomDigits(DIGITS[type]);
  while (numberProblem(type, number)) number = randomDigits(DIGITS[type]);
  return { type, number, amount: 1 + Math.floor(Math.random() * 20) };
}

export interface Round {
  id: string;
  lottoCode: string;
  lottoName: string;
  closeDate: string;
  secondsToClose: number;
}

/**
 * `count` open rounds, each of a different lottery an operator enters results for (top 3, bottom
 * 2), each with 15 minutes or more left to bet.
 */
export async function openOperatorRounds(call: ApiCall, token: string, count: number): Promise<Round[]> {
  const { body: catalog } = await call<{
    heads: { subHeads: { lottos: { code: string; resultKind: string; resultSource: string }[] }[] }[];
  }>('GET', '/api/lotto/catalog', { token });
  const enteredByOperator = new Set(
    catalog.heads
      .flatMap((head) => head.subHeads.flatMap((subHead) => subHead.lottos))
      .filter((lotto) => lotto.resultSource === 'operator' && lotto.resultKind === 'standard')
      .map((lotto) => lotto.code),
  );
  const { body } = await call<{ rounds: Round[] }>('GET', '/api/lotto/rounds?status=open', { token });
  const rounds = body.rounds.filter((round) => enteredByOperator.has(round.lottoCode) && round.secondsToClose > 900);
  const oneEach = [...new Map(rounds.map((round) => [round.lottoCode, round])).values()].slice(0, count);
  if (oneEach.length < count) throw new Error(`fewer than ${count} open rounds of operator lotteries with 15 minutes left to bet`);
  return oneEach;
}
