import {
  type Limit,
  limitProblems,
  limitsBody,
  readLimitValue,
  readLimitForm,
  readPastedNumbers,
  sameLimits,
  sortedLimits,
  withLimits,
} from './limits.ts';
import { BET_TYPES, type BetType } from '@tanghuay/lottery-rules';

const STANDARD: BetType[] = ['3top', '3tod', '2top', '2bottom', 'runtop', 'runbottom'];
const closed = (type: BetType, number: string): Limit => ({ type, number, kind: 'closed', value: null });

describe('readPastedNumbers', () => {
  it('reads numbers separated by blanks, commas, semicolons, slashes or line ends, once each', () => {
    expect(readPastedNumbers('12 34 56', '2top')).toEqual({ numbers: ['12', '34', '56'], refused: [] });
    expect(readPastedNumbers('12\n34\r\n56,78;90/01\t12', '2bottom').numbers).toEqual(['12', '34', '56', '78', '90', '01']);
  });

  it('reads Thai digits', () => {
    expect(readPastedNumbers('๑๒๓ ๔๕๖', '3top').numbers).toEqual(['123', '456']);
  });

  it('refuses what has not the digits of the type, and triples for 3 ตัวโต๊ด', () => {
    expect(readPastedNumbers('12 345 5 ab 111', '3tod')).toEqual({
      numbers: ['345'],
      refused: [
        { text: '12', problem: 'shape' },
        { text: '5', problem: 'shape' },
        { text: 'ab', problem: 'shape' },
        { text: '111', problem: 'triple_tod' },
      ],
    });
    expect(readPastedNumbers('111', '3top').numbers).toEqual(['111']);
  });

  it('reads nothing from blanks', () => {
    expect(readPastedNumbers('  \n ', 'runtop')).toEqual({ numbers: [], refused: [] });
  });
});

describe('readLimitValue', () => {
  it('takes no value for a closed number', () => {
    expect(readLimitValue('closed', 'anything')).toEqual({ value: null });
  });

  it('takes a whole percent 1–99 for a reduced number', () => {
    expect(readLimitValue('reduced', '50')).toEqual({ value: 50 });
    expect(readLimitValue('reduced', ' ๗๐ ')).toEqual({ value: 70 });
    for (const text of ['0', '100', '50.5', '-5', 'abc']) expect(readLimitValue('reduced', text)).toEqual({ problem: 'notAPercent' });
    expect(readLimitValue('reduced', '')).toEqual({ problem: 'empty' });
  });

  it('takes baht above 0 with at most 2 decimals for a cap', () => {
    expect(readLimitValue('cap', '1,000')).toEqual({ value: 1000 });
    expect(readLimitValue('cap', '250.50')).toEqual({ value: 250.5 });
    for (const text of ['0', '1.005', '-1', 'x']) expect(readLimitValue('cap', text)).toEqual({ problem: 'notAnAmount' });
    expect(readLimitValue('cap', ' ')).toEqual({ problem: 'empty' });
  });
});

describe('limitProblems', () => {
  it('finds nothing wrong with a valid list', () => {
    expect(limitProblems([closed('3top', '123'), { type: '2bottom', number: '07', kind: 'cap', value: 500 }], STANDARD)).toEqual([]);
  });

  it('names every item the API would refuse', () => {
    const items = [closed('3front', '123'), closed('2top', '123'), closed('3tod', '555'), closed('runtop', '5'), closed('runtop', '5')];
    expect(limitProblems(items, STANDARD)).toEqual([
      { index: 0, problem: 'notOffered' },
      { index: 1, problem: 'shape' },
      { index: 2, problem: 'triple_tod' },
      { index: 4, problem: 'duplicate' },
    ]);
  });
});

describe('editing the list', () => {
  it('adds items, an item for a listed type and number taking its place', () => {
    const list = [closed('2top', '12'), closed('2top', '34')];
    const reduced: Limit = { type: '2top', number: '12', kind: 'reduced', value: 50 };
    expect(withLimits(list, [reduced, closed('2bottom', '12')])).toEqual([closed('2top', '34'), reduced, closed('2bottom', '12')]);
  });

  it('sorts by bet type as the API lists them, then by number', () => {
    const list = [closed('runtop', '1'), closed('2top', '34'), closed('3top', '999'), closed('2top', '12')];
    expect(sortedLimits(list, BET_TYPES).map((item) => `${item.type} ${item.number}`)).toEqual(['3top 999', '2top 12', '2top 34', 'runtop 1']);
  });

  it('tells whether two lists hold the same items in any order', () => {
    const a = [closed('2top', '12'), { type: '2top', number: '34', kind: 'cap', value: 100 } as Limit];
    expect(sameLimits(a, [...a].reverse())).toBe(true);
    expect(sameLimits(a, [a[0] as Limit, { type: '2top', number: '34', kind: 'cap', value: 200 }])).toBe(false);
    expect(sameLimits(a, a.slice(1))).toBe(false);
  });

  it('sends a closed number without a value', () => {
    expect(limitsBody([closed('2top', '12'), { type: '3top', number: '123', kind: 'reduced', value: 50 }])).toEqual({
      items: [
        { type: '2top', number: '12', kind: 'closed' },
        { type: '3top', number: '123', kind: 'reduced', value: 50 },
      ],
    });
  });
});

describe('readLimitForm', () => {
  it('makes an item of the chosen type, kind and value for every number pasted', () => {
    expect(readLimitForm({ type: '2bottom', kind: 'reduced', value: '50', numbers: '12 34\n12 5' })).toEqual({
      limits: [
        { type: '2bottom', number: '12', kind: 'reduced', value: 50 },
        { type: '2bottom', number: '34', kind: 'reduced', value: 50 },
      ],
      refused: [{ text: '5', problem: 'shape' }],
    });
  });

  it('needs a valid value and at least one number', () => {
    expect(readLimitForm({ type: '2top', kind: 'cap', value: '0', numbers: '12' })).toEqual({ problem: 'notAnAmount', refused: [] });
    expect(readLimitForm({ type: '2top', kind: 'closed', value: '', numbers: '1 2' })).toEqual({
      problem: 'noNumbers',
      refused: [
        { text: '1', problem: 'shape' },
        { text: '2', problem: 'shape' },
      ],
    });
  });
});
