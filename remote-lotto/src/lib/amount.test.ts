import { MAX_BAHT, readAmount } from './amount.ts';

describe('readAmount', () => {
  it.each([
    ['50', 5000],
    ['50.5', 5050],
    ['50.25', 5025],
    ['12.', 1200],
    [' 1,000 ', 100_000],
    ['๕๐๐', 50_000],
    ['10,000,000', MAX_BAHT * 100],
  ])('reads %p as %p satang', (text, satang) => {
    expect(readAmount(text)).toEqual({ satang });
  });

  it.each([
    ['', 'empty'],
    ['  ', 'empty'],
    ['abc', 'notANumber'],
    ['1,00', 'notANumber'],
    ['5e3', 'notANumber'],
    ['1.005', 'tooManyDecimals'],
    ['0', 'notPositive'],
    ['0.00', 'notPositive'],
    ['-5', 'notPositive'],
    ['10000000.01', 'aboveMaximum'],
  ])('refuses %p: %p', (text, problem) => {
    expect(readAmount(text)).toEqual({ problem });
  });
});
