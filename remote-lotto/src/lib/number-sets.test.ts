import { betsForRound, carriedItems, repeatState } from './number-sets.ts';

const ITEMS = [
  { type: '2top', number: '19', amount: 5 },
  { type: '3front', number: '123', amount: 10.25 },
  { type: 'runbottom', number: '7', amount: 0.1 },
] as const;

test('saved items become bets in satang, in their order; types the round does not offer are left out', () => {
  expect(betsForRound(ITEMS, ['3top', '2top', 'runbottom'])).toEqual({
    bets: [
      { type: '2top', number: '19', stake: 500 },
      { type: 'runbottom', number: '7', stake: 10 },
    ],
    leftOut: [ITEMS[1]],
  });
  expect(betsForRound(ITEMS, ['3front']).bets).toEqual([{ type: '3front', number: '123', stake: 1025 }]);
});

test("แทงซ้ำ carries a slip's items (and nothing else of them) in the navigation state", () => {
  const slipItems = ITEMS.map((item) => ({ ...item, rate: 90, status: 'lost' }));
  expect(carriedItems(repeatState(slipItems))).toEqual(ITEMS);
  expect(carriedItems(null)).toBeNull();
  expect(carriedItems({ other: 1 })).toBeNull();
});
