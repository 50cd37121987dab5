import type { BetType } from '../catalog/bet-types.ts';
import { type ResultNumbers, sameNumbers, top3Of, winningNumbers, winningPairs } from './winning-numbers.ts';

const government = (firstPrize: string, front3: string[], back3: string[], bottom2: string): ResultNumbers => ({
  kind: 'government',
  firstPrize,
  front3,
  back3,
  bottom2,
});
const standard = (top3: string, bottom2: string): ResultNumbers => ({ kind: 'standard', top3, bottom2 });

/** Does `number` bet as `type` win against `result`? */
const wins = (result: ResultNumbers, type: BetType, number: string) => winningNumbers(result)[type].includes(number);

describe('winningNumbers', () => {
  it.each<[string, ResultNumbers, Record<BetType, string[]>]>([
    [
      'a government result: top 3 is the first prize’s last three digits, two front-3 and two back-3',
      government('820866', ['479', '054'], ['068', '837'], '56'),
      {
        '3top': ['866'],
        '3tod': ['866', '686', '668'],
        '3front': ['479', '054'],
        '3back': ['068', '837'],
        '2top': ['66'],
        '2bottom': ['56'],
        runtop: ['8', '6'],
        runbottom: ['5', '6'],
      },
    ],
    [
      'a government result whose two front-3 (and back-3) numbers are the same: listed once',
      government('123456', ['111', '111'], ['909', '909'], '00'),
      {
        '3top': ['456'],
        '3tod': ['456', '465', '546', '564', '645', '654'],
        '3front': ['111'],
        '3back': ['909'],
        '2top': ['56'],
        '2bottom': ['00'],
        runtop: ['4', '5', '6'],
        runbottom: ['0'],
      },
    ],
    [
      'a standard result: no front-3 or back-3',
      standard('112', '39'),
      {
        '3top': ['112'],
        '3tod': ['112', '121', '211'],
        '3front': [],
        '3back': [],
        '2top': ['12'],
        '2bottom': ['39'],
        runtop: ['1', '2'],
        runbottom: ['3', '9'],
      },
    ],
    [
      'a triple: one order of its digits, one running digit',
      standard('777', '77'),
      {
        '3top': ['777'],
        '3tod': ['777'],
        '3front': [],
        '3back': [],
        '2top': ['77'],
        '2bottom': ['77'],
        runtop: ['7'],
        runbottom: ['7'],
      },
    ],
  ])('%s', (_case, result, expected) => {
    expect(winningNumbers(result)).toEqual(expected);
  });

  // Bet by bet, as a member would check a slip.
  it.each<[ResultNumbers, BetType, string, boolean]>([
    [government('820866', ['479', '054'], ['068', '837'], '56'), '3top', '866', true],
    [government('820866', ['479', '054'], ['068', '837'], '56'), '3top', '820', false],
    [government('820866', ['479', '054'], ['068', '837'], '56'), '3tod', '686', true],
    [government('820866', ['479', '054'], ['068', '837'], '56'), '3tod', '886', false],
    [government('820866', ['479', '054'], ['068', '837'], '56'), '3front', '054', true],
    [government('820866', ['479', '054'], ['068', '837'], '56'), '3front', '068', false],
    [government('820866', ['479', '054'], ['068', '837'], '56'), '3back', '837', true],
    [government('820866', ['479', '054'], ['068', '837'], '56'), '3back', '479', false],
    [government('820866', ['479', '054'], ['068', '837'], '56'), '2top', '66', true],
    [government('820866', ['479', '054'], ['068', '837'], '56'), '2top', '86', false],
    [government('820866', ['479', '054'], ['068', '837'], '56'), '2bottom', '56', true],
    [government('820866', ['479', '054'], ['068', '837'], '56'), '2bottom', '65', false],
    [government('820866', ['479', '054'], ['068', '837'], '56'), 'runtop', '6', true],
    [government('820866', ['479', '054'], ['068', '837'], '56'), 'runtop', '2', false],
    [government('820866', ['479', '054'], ['068', '837'], '56'), 'runbottom', '5', true],
    [government('820866', ['479', '054'], ['068', '837'], '56'), 'runbottom', '8', false],
    [standard('112', '39'), '3top', '112', true],
    [standard('112', '39'), '3tod', '211', true],
    [standard('112', '39'), '3tod', '122', false],
    [standard('112', '39'), '3front', '112', false],
    [standard('112', '39'), '3back', '112', false],
    [standard('112', '39'), '2top', '12', true],
    [standard('112', '39'), '2top', '11', false],
    [standard('112', '39'), '2bottom', '39', true],
    [standard('112', '39'), 'runtop', '1', true],
    [standard('112', '39'), 'runtop', '3', false],
    [standard('112', '39'), 'runbottom', '9', true],
    [standard('112', '39'), 'runbottom', '1', false],
  ])('%j: %s %s wins: %s', (result, type, number, expected) => {
    expect(wins(result, type, number)).toBe(expected);
  });

  it('takes top 3 from the first prize of a government result', () => {
    expect(top3Of(government('000123', ['000', '001'], ['002', '003'], '04'))).toBe('123');
    expect(top3Of(standard('045', '67'))).toBe('045');
  });
});

describe('winningPairs', () => {
  it('lists every (bet type, number) once, in bet-type order, as two parallel arrays', () => {
    const { types, numbers } = winningPairs(winningNumbers(standard('112', '39')));
    expect(types).toEqual(['3top', '3tod', '3tod', '3tod', '2top', '2bottom', 'runtop', 'runtop', 'runbottom', 'runbottom']);
    expect(numbers).toEqual(['112', '112', '121', '211', '12', '39', '1', '2', '3', '9']);
  });
});

describe('sameNumbers', () => {
  it.each<[ResultNumbers, ResultNumbers, boolean]>([
    [standard('123', '45'), standard('123', '45'), true],
    [standard('123', '45'), standard('123', '54'), false],
    [standard('123', '45'), standard('124', '45'), false],
    [government('111123', ['001', '002'], ['003', '004'], '45'), government('111123', ['001', '002'], ['003', '004'], '45'), true],
    [government('111123', ['001', '002'], ['003', '004'], '45'), government('111123', ['002', '001'], ['003', '004'], '45'), false],
    [government('111123', ['001', '002'], ['003', '004'], '45'), government('111123', ['001', '002'], ['003', '005'], '45'), false],
    [government('111123', ['001', '002'], ['003', '004'], '45'), standard('123', '45'), false],
  ])('%j and %j: %s', (a, b, expected) => {
    expect(sameNumbers(a, b)).toBe(expected);
  });
});
