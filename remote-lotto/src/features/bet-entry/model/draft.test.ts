import { betsFor, type DraftItem, itemsFor, mergeItems, removeItem, setStake } from './draft.ts';
import { permutations } from './numbers.ts';

/** Ids 1, 2, 3, … for one test. */
const counter = () => {
  let n = 0;
  return () => String(++n);
};

const brief = (items: readonly DraftItem[]) => items.map(({ id, type, number, stake }) => `${id} ${type} ${number} ${stake}`);

describe('itemsFor', () => {
  it('crosses the types with the numbers of their digit count, each with its stake', () => {
    const { items, skipped } = itemsFor(['3top', '3tod'], ['123', '456'], { '3top': 5_000, '3tod': 2_000 }, counter());
    expect(brief(items)).toEqual(['1 3top 123 5000', '2 3top 456 5000', '3 3tod 123 2000', '4 3tod 456 2000']);
    expect(skipped).toEqual([]);
  });

  it('puts the types in the usual order whatever order they were picked in', () => {
    const { items } = itemsFor(['runbottom', '2bottom', '2top', 'runtop'], ['5', '12'], { runtop: 100, runbottom: 100, '2top': 100, '2bottom': 100 }, counter());
    expect(items.map((item) => `${item.type} ${item.number}`)).toEqual(['2top 12', '2bottom 12', 'runtop 5', 'runbottom 5']);
  });

  it('says why each pair left out is not on the slip', () => {
    const { items, skipped } = itemsFor(['3top', '3tod', '2top'], ['111', '12', '123'], { '3top': 1_000, '3tod': 1_000 }, counter());
    expect(brief(items)).toEqual(['1 3top 111 1000', '2 3top 123 1000', '3 3tod 123 1000']);
    expect(skipped).toEqual([
      { type: '3top', number: '12', reason: 'shape' },
      { type: '3tod', number: '111', reason: 'triple_tod' },
      { type: '3tod', number: '12', reason: 'shape' },
      { type: '2top', number: '111', reason: 'shape' },
      { type: '2top', number: '12', reason: 'no_stake' },
      { type: '2top', number: '123', reason: 'shape' },
    ]);
  });

  it('never gives 3 ตัวโต๊ด a triple, and bets its กลับเลข once: every order is the same โต๊ด', () => {
    const { items, skipped } = itemsFor(['3tod'], ['777', ...permutations('778')], { '3tod': 500 }, counter());
    expect(items.map((item) => item.number)).toEqual(['778']);
    expect(skipped).toEqual([
      { type: '3tod', number: '777', reason: 'triple_tod' },
      { type: '3tod', number: '787', reason: 'tod_order' },
      { type: '3tod', number: '877', reason: 'tod_order' },
    ]);
  });

  it('gives 3 ตัวบน every order of กลับเลข and 3 ตัวโต๊ด the first, saying why the others are left out', () => {
    const { items, skipped } = itemsFor(['3top', '3tod'], permutations('123'), { '3top': 100, '3tod': 100 }, counter());
    expect(items.map((item) => `${item.type} ${item.number}`)).toEqual([
      '3top 123',
      '3top 132',
      '3top 213',
      '3top 231',
      '3top 312',
      '3top 321',
      '3tod 123',
    ]);
    expect(skipped.map((skip) => `${skip.number} ${skip.reason}`)).toEqual(['132 tod_order', '213 tod_order', '231 tod_order', '312 tod_order', '321 tod_order']);
  });

  it('leaves out a type whose stake is 0 or not set', () => {
    const { items, skipped } = itemsFor(['2top', '2bottom'], ['12'], { '2top': 0 }, counter());
    expect(items).toEqual([]);
    expect(skipped.map((skip) => skip.reason)).toEqual(['no_stake', 'no_stake']);
  });

  it('bets a number given twice once', () => {
    const { items } = itemsFor(['2top'], ['12', '12', '21'], { '2top': 100 }, counter());
    expect(brief(items)).toEqual(['1 2top 12 100', '2 2top 21 100']);
  });

  it('answers nothing for no types or no numbers', () => {
    expect(itemsFor([], ['12'], { '2top': 100 }, counter())).toEqual({ items: [], skipped: [] });
    expect(itemsFor(['2top'], [], { '2top': 100 }, counter())).toEqual({ items: [], skipped: [] });
  });

  it('answers the same bets as betsFor, with ids', () => {
    const picked = [['3top', '2top'], ['123', '45'], { '3top': 100, '2top': 200 }] as const;
    const { items } = itemsFor(...picked, counter());
    expect(items.map(({ type, number, stake }) => ({ type, number, stake }))).toEqual(betsFor(...picked).bets);
  });
});

describe('mergeItems', () => {
  const slip: DraftItem[] = [
    { id: 'a', type: '2top', number: '12', stake: 1_000 },
    { id: 'b', type: '2bottom', number: '12', stake: 500 },
  ];

  it('adds the stake of a type and number already on the slip to its line', () => {
    const merged = mergeItems(slip, [
      { id: 'c', type: '2bottom', number: '12', stake: 250 },
      { id: 'd', type: '2top', number: '21', stake: 100 },
    ]);
    expect(brief(merged)).toEqual(['a 2top 12 1000', 'b 2bottom 12 750', 'd 2top 21 100']);
  });

  it('adds up a type and number added twice at once', () => {
    const merged = mergeItems([], [
      { id: 'x', type: 'runtop', number: '5', stake: 100 },
      { id: 'y', type: 'runtop', number: '5', stake: 150 },
      { id: 'z', type: 'runbottom', number: '5', stake: 100 },
    ]);
    expect(brief(merged)).toEqual(['x runtop 5 250', 'z runbottom 5 100']);
  });

  it('leaves the slip it was given as it was', () => {
    const before = brief(slip);
    mergeItems(slip, [{ id: 'c', type: '2top', number: '12', stake: 1 }]);
    expect(brief(slip)).toEqual(before);
  });
});

describe('removeItem and setStake', () => {
  const slip: DraftItem[] = [
    { id: 'a', type: '3top', number: '123', stake: 1_000 },
    { id: 'b', type: '3tod', number: '123', stake: 1_000 },
  ];

  it('removes a line', () => {
    expect(brief(removeItem(slip, 'a'))).toEqual(['b 3tod 123 1000']);
    expect(brief(removeItem(slip, 'nope'))).toEqual(brief(slip));
  });

  it('sets the stake of a line and of that line only', () => {
    expect(brief(setStake(slip, 'b', 2_550))).toEqual(['a 3top 123 1000', 'b 3tod 123 2550']);
    expect(slip[1]?.stake).toBe(1_000);
  });
});
