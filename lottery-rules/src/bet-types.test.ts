import { BET_TYPES, numberProblem } from './bet-types.ts';

describe('numberProblem', () => {
  it.each([
    ['3top', '123'],
    ['3top', '000'],
    ['3tod', '112'],
    ['3front', '907'],
    ['3back', '555'],
    ['2top', '05'],
    ['2bottom', '99'],
    ['runtop', '7'],
    ['runbottom', '0'],
  ] as const)('accepts %s %s', (type, number) => {
    expect(numberProblem(type, number)).toBeNull();
  });

  it.each([
    ['3top', '12'],
    ['3top', '1234'],
    ['3tod', '12a'],
    ['2top', '5'],
    ['2bottom', '100'],
    ['runtop', '12'],
    ['runbottom', ''],
    ['3top', ' 123'],
    ['2top', '๑๒'],
  ] as const)('refuses the shape of %s %j', (type, number) => {
    expect(numberProblem(type, number)).toBe('shape');
  });

  it.each(['000', '111', '999'])('refuses the triple %s as โต๊ด, and takes it as 3 ตัวบน', (number) => {
    expect(numberProblem('3tod', number)).toBe('triple_tod');
    expect(numberProblem('3top', number)).toBeNull();
  });

  it('knows eight bet types', () => {
    expect(BET_TYPES).toHaveLength(8);
  });
});
