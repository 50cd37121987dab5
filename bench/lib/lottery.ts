// The lottery as the throughput bench plays it: open rounds of lotteries whose results an operator
// enters (top 3 and bottom 2), and the random bets of a slip.
import type { ApiCall } from './client.ts';

/** What a bench slip holds. */
export const ITEMS_PER_SLIP = 5;

/** The bet types of a standard lottery (top 3, bottom 2) and the digits of their numbers. */
export const BET_TYPES = { '3top': 3, '3tod': 3, '2top': 2, '2bottom': 2, runtop: 1, runbottom: 1 } as const;
type BetType = keyof typeof BET_TYPES;

export const randomDigits = (count: number) => String(Math.floor(Math.random() * 10 ** count)).padStart(count, '0');

export interface SlipItem {
  type: BetType;
  number: string;
  /** Baht. */
  amount: number;
}

/** A bet a member might make: any offered type, a number of its shape (โต๊ด takes no triple), 1–20 baht. */
export function randomItem(): SlipItem {
  const types = Object.keys(BET_TYPES) as BetType[];
  const type = types[Math.floor(Math.random() * types.length)] ?? '2top';
  let number = randomDigits(BET_TYPES[type]);
  while (type === '3tod' && /^(\d)\1\1$/.test(number)) number = randomDigits(3);
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
