import { readDiscount } from './discount.ts';

describe('a discount typed by staff', () => {
  it('is a percent of at most 2 decimals, from 0 to the most allowed', () => {
    expect(readDiscount('0', 10)).toEqual({ discount: 0 });
    expect(readDiscount(' 2.5 ', 10)).toEqual({ discount: 2.5 });
    expect(readDiscount('10', 10)).toEqual({ discount: 10 });
    expect(readDiscount('1.25', 10)).toEqual({ discount: 1.25 });
  });

  it('is refused when it is not a plain number', () => {
    for (const typed of ['', 'abc', '-1', '1,5', '.5', '5%']) expect(readDiscount(typed, 10)).toEqual({ problem: 'notNumber' });
  });

  it('is refused with more than 2 decimals or above the most allowed', () => {
    expect(readDiscount('1.255', 10)).toEqual({ problem: 'tooPrecise' });
    expect(readDiscount('10.01', 10)).toEqual({ problem: 'aboveMax' });
  });
});
