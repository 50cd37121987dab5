import { ApiError } from '../plugins/errors.ts';
import { bahtInWords, bahtToSatang, MAX_BAHT, satangToBaht } from './money.ts';

describe('bahtToSatang', () => {
  it.each([
    [0, 0n],
    [1, 100n],
    [0.01, 1n],
    [0.1, 10n],
    [19.99, 1999n],
    [1.1, 110n],
    [0.29, 29n],
    [1234567.89, 123456789n],
    [MAX_BAHT, BigInt(MAX_BAHT) * 100n],
  ])('%p baht is %p satang', (baht, satang) => {
    expect(bahtToSatang(baht)).toBe(satang);
  });

  it.each([[-0.01], [-1], [Number.NaN], [Number.POSITIVE_INFINITY], [1.005], [0.001], [1e-7], [MAX_BAHT + 0.01]])(
    'refuses %p with a 400',
    (baht) => {
      expect(() => bahtToSatang(baht)).toThrow(ApiError);
      try {
        bahtToSatang(baht);
      } catch (error) {
        expect((error as ApiError).statusCode).toBe(400);
        expect((error as ApiError).code).toBe('INVALID_AMOUNT');
      }
    },
  );

  it('refuses what is not a number (e.g. a JSON string)', () => {
    expect(() => bahtToSatang('100')).toThrow(ApiError);
    expect(() => bahtToSatang(null)).toThrow(ApiError);
    expect(() => bahtToSatang(100n)).toThrow(ApiError);
  });

  it('takes a lower maximum, naming it in words', () => {
    expect(bahtToSatang(500, { max: 500 })).toBe(50_000n);
    expect(() => bahtToSatang(500.01, { max: 500 })).toThrow('จำนวนเงินต้องไม่เกิน 500 บาท');
    expect(() => bahtToSatang(MAX_BAHT + 0.01)).toThrow('จำนวนเงินต้องไม่เกิน 10,000,000 บาท');
  });
});

describe('satangToBaht', () => {
  it.each([
    [0n, 0],
    [1n, 0.01],
    [10n, 0.1],
    [29n, 0.29],
    [1999n, 19.99],
    [-1999n, -19.99],
    [123456789n, 1234567.89],
  ])('%p satang is %p baht', (satang, baht) => {
    expect(satangToBaht(satang)).toBe(baht);
  });

  it('gives at most 2 decimals and round-trips every satang in a range', () => {
    for (let satang = 0n; satang < 100_000n; satang += 7n) {
      const baht = satangToBaht(satang);
      expect(String(baht)).toMatch(/^\d+(\.\d{1,2})?$/);
      expect(bahtToSatang(baht)).toBe(satang);
    }
  });

  it('refuses amounts a number cannot hold exactly', () => {
    expect(() => satangToBaht(2n ** 53n)).toThrow(RangeError);
  });
});

describe('bahtInWords', () => {
  it.each([
    [150_000n, '1,500 บาท'],
    [0n, '0 บาท'],
    [50n, '0.50 บาท'],
    [5n, '0.05 บาท'],
    [100_000_001n, '1,000,000.01 บาท'],
    [76_544n, '765.44 บาท'],
    [-8_550n, '\u221285.50 บาท'],
    [-150_000n, '\u22121,500 บาท'],
    [2n ** 60n, '11,529,215,046,068,469.76 บาท'],
  ])('%p satang reads %p in a sentence', (satang, words) => {
    expect(bahtInWords(satang)).toBe(words);
  });
});
