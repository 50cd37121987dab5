import { MAX_BAHT } from '../../../lib/amount.ts';
import { toSatang, hundredths, parseBaht, toBaht } from './money.ts';

describe('parseBaht', () => {
  it.each([
    ['50', 5_000],
    ['50.5', 5_050],
    ['50.25', 5_025],
    ['0.01', 1],
    ['1,000', 100_000],
    ['1,234,567.89', 123_456_789],
    [' 20 ', 2_000],
    ['\t20\n', 2_000],
    ['007', 700],
    ['50.', 5_000],
    ['๕๐.๒๕', 5_025],
    ['10,000,000', MAX_BAHT * 100],
    ['10000000.00', MAX_BAHT * 100],
  ])('reads %j as %i satang', (text, satang) => {
    expect(parseBaht(text)).toBe(satang);
  });

  it.each([
    '',
    '   ',
    '0',
    '0.00',
    '-5',
    '+5',
    '50.255',
    '1.005',
    '.5',
    '5 0',
    'abc',
    '50บาท',
    '1e3',
    '0x10',
    'Infinity',
    '1,00',
    '1000,000',
    ',100',
    '10,000,000.01',
    '99999999',
  ])('refuses %j', (text) => {
    expect(parseBaht(text)).toBeNull();
  });
});

describe('toSatang and toBaht', () => {
  it('turns API amounts into satang exactly, where multiplying by 100 in floating point drifts', () => {
    // 1.15 × 100 = 114.99999999999999, 4.35 × 100 = 434.99999999999994, 1,234,567.89 × 100 = 123456788.99999999.
    expect(toSatang(1.15)).toBe(115);
    expect(toSatang(4.35)).toBe(435);
    expect(toSatang(1_234_567.89)).toBe(123_456_789);
    expect(toSatang(0.01)).toBe(1);
    expect(toSatang(33.33)).toBe(3_333);
    expect(toSatang(2_000)).toBe(200_000);
    expect(toSatang(0)).toBe(0);
  });

  it('refuses a number with more than 2 decimals, which the API never answers', () => {
    expect(() => toSatang(1.005)).toThrow(RangeError);
    expect(() => toSatang(0.001)).toThrow(RangeError);
    expect(() => toSatang(Number.NaN)).toThrow(RangeError);
    expect(() => toSatang(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('goes back and forth for every satang amount up to 1,000 baht', () => {
    for (let satang = 0; satang <= 100_000; satang += 1) expect(toSatang(toBaht(satang))).toBe(satang);
    expect(toBaht(3_333)).toBe(33.33);
    expect(toBaht(1_000_000_000)).toBe(MAX_BAHT);
  });

  it('reads rates and percents in hundredths', () => {
    expect(hundredths(900)).toBe(90_000);
    expect(hundredths(3.2)).toBe(320);
    expect(hundredths(4.2)).toBe(420);
    expect(hundredths(1.5)).toBe(150);
    expect(hundredths(33.33)).toBe(3_333);
  });
});
