import { balanceWithCurrency, moneyFigure, moneyInWords, plainMoney, signedMoney } from './money-format.ts';

describe('moneyFigure', () => {
  it.each([
    [0, '0.00'],
    [0.5, '0.50'],
    [5, '5.00'],
    [1234, '1,234.00'],
    [1_000_000.01, '1,000,000.01'],
    [0.1 + 0.2, '0.30'],
    [-1500, '−1,500.00'],
    [-12.5, '−12.50'],
    [-0.001, '0.00'],
  ])('writes %p baht as %p', (baht, text) => {
    expect(moneyFigure(baht)).toBe(text);
  });
});

describe('signedMoney', () => {
  it.each([
    [0, '0.00'],
    [0.5, '+0.50'],
    [9_000, '+9,000.00'],
    [1_000_000.01, '+1,000,000.01'],
    [0.1 + 0.2, '+0.30'],
    [-85.5, '−85.50'],
    [-0.004, '0.00'],
  ])('writes %p baht as %p', (baht, text) => {
    expect(signedMoney(baht)).toBe(text);
  });
});

describe('moneyInWords', () => {
  it.each([
    [0, '0 บาท', '0 baht'],
    [0.5, '0.50 บาท', '0.50 baht'],
    [1500, '1,500 บาท', '1,500 baht'],
    [1_000_000.01, '1,000,000.01 บาท', '1,000,000.01 baht'],
    [0.1 + 0.2, '0.30 บาท', '0.30 baht'],
    [2.0000000001, '2 บาท', '2 baht'],
    [-12.5, '−12.50 บาท', '−12.50 baht'],
    [-300, '−300 บาท', '−300 baht'],
  ])('writes %p baht as %p in Thai and %p in English', (baht, thai, english) => {
    expect(moneyInWords(baht, 'th')).toBe(thai);
    expect(moneyInWords(baht, 'en')).toBe(english);
  });
});

describe('balanceWithCurrency', () => {
  it.each([
    [0, 'THB', '0.00 THB'],
    [0.5, 'THB', '0.50 THB'],
    [85, 'THB', '85.00 THB'],
    [1_000_000.01, 'THB', '1,000,000.01 THB'],
    [0.1 + 0.2, 'THB', '0.30 THB'],
    [-12.5, 'USD', '−12.50 USD'],
  ])('writes %p in %p as %p', (baht, currency, text) => {
    expect(balanceWithCurrency(baht, currency)).toBe(text);
  });
});

describe('plainMoney', () => {
  it.each([
    [0, '0'],
    [0.5, '0.50'],
    [1500, '1500'],
    [1_000_000.01, '1000000.01'],
    [0.1 + 0.2, '0.30'],
    [-12.5, '-12.50'],
  ])('writes %p baht as %p', (baht, text) => {
    expect(plainMoney(baht)).toBe(text);
  });
});
