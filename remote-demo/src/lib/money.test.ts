import { formatCents, parseCents } from './money.ts';

describe('demo amounts in cents', () => {
  it('show with two decimals and thousands separators', () => {
    expect([0, 5, 123_456, 100_000_000, -2_550].map(formatCents)).toEqual(['0.00', '0.05', '1,234.56', '1,000,000.00', '-25.50']);
  });

  it('read back exactly, and refuse what is not an amount', () => {
    expect(['1,234.56', '0.1', '7', '1.05'].map(parseCents)).toEqual([123_456, 10, 700, 105]);
    expect(['', '1.005', '-3', 'abc', '1e3'].map(parseCents)).toEqual([undefined, undefined, undefined, undefined, undefined]);
  });
});
