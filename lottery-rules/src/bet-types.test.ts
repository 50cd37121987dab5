import { BET_TYPES, DIGITS, isTriple, numberProblem, typesWithDigits } from './bet-types.ts';

const TRIPLES = [...'0123456789'].map((digit) => digit.repeat(3));

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

describe('numberProblem for every bet type', () => {
  it('wants exactly the digits of the bet type', () => {
    for (const type of BET_TYPES) {
      const digits = DIGITS[type];
      expect(numberProblem(type, '1'.repeat(digits - 1) + '2')).toBeNull();
      expect(numberProblem(type, '0'.repeat(digits))).toBe(type === '3tod' ? 'triple_tod' : null);
      expect(numberProblem(type, '1'.repeat(digits + 1))).toBe('shape');
      if (digits > 1) expect(numberProblem(type, '1'.repeat(digits - 1))).toBe('shape');
      expect(numberProblem(type, '')).toBe('shape');
      expect(numberProblem(type, 'a'.repeat(digits))).toBe('shape');
      expect(numberProblem(type, '๑'.repeat(digits))).toBe('shape');
    }
  });

  it('refuses every triple for 3 ตัวโต๊ด only', () => {
    for (const triple of TRIPLES) {
      expect(numberProblem('3tod', triple)).toBe('triple_tod');
      for (const type of typesWithDigits(3).filter((type) => type !== '3tod')) expect(numberProblem(type, triple)).toBeNull();
    }
    expect(numberProblem('3tod', '112')).toBeNull();
  });
});

describe('isTriple', () => {
  it('knows a triple', () => {
    expect(TRIPLES.every(isTriple)).toBe(true);
    expect(isTriple('112')).toBe(false);
    expect(isTriple('11')).toBe(false);
    expect(isTriple('1111')).toBe(false);
  });
});

describe('typesWithDigits', () => {
  it('groups the bet types by digit count, in the usual order', () => {
    expect(typesWithDigits(3)).toEqual(['3top', '3tod', '3front', '3back']);
    expect(typesWithDigits(2)).toEqual(['2top', '2bottom']);
    expect(typesWithDigits(1)).toEqual(['runtop', 'runbottom']);
  });
});
