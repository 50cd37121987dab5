import { expand, helperModesFor, inputDigits } from './expand.ts';

describe('expand', () => {
  it('offers กลับเลข for 3 digits, every helper for 2 digits and none for one', () => {
    expect(helperModesFor(3)).toEqual(['plain', 'reverse']);
    expect(helperModesFor(2)).toEqual(['plain', 'reverse', 'doors19', 'front', 'back']);
    expect(helperModesFor(1)).toEqual(['plain']);
  });

  it('asks for one digit for the digit-based helpers and the whole number otherwise', () => {
    expect(inputDigits('doors19', 2)).toBe(1);
    expect(inputDigits('front', 2)).toBe(1);
    expect(inputDigits('back', 2)).toBe(1);
    expect(inputDigits('reverse', 3)).toBe(3);
    expect(inputDigits('plain', 2)).toBe(2);
  });

  it('turns a typed input into the numbers bet on', () => {
    expect(expand('plain', '123')).toEqual(['123']);
    expect(expand('reverse', '112')).toEqual(['112', '121', '211']);
    expect(expand('reverse', '123')).toHaveLength(6);
    expect(expand('doors19', '7')).toHaveLength(19);
    expect(expand('front', '7')).toEqual(['70', '71', '72', '73', '74', '75', '76', '77', '78', '79']);
    expect(expand('back', '7')).toEqual(['07', '17', '27', '37', '47', '57', '67', '77', '87', '97']);
  });
});
