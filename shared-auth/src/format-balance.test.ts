import { formatBalance } from './format-balance.ts';

describe('formatBalance', () => {
  it.each([
    [0, '0'],
    [5, '5'],
    [1234, '1,234'],
    [1234567, '1,234,567'],
    [1234.5, '1,234.50'],
    [0.1, '0.10'],
    [1000000.25, '1,000,000.25'],
    [-1500, '-1,500'],
    [-12.5, '-12.5'],
  ])('shows %p baht as %p', (baht, text) => {
    expect(formatBalance(baht)).toBe(text);
  });
});
