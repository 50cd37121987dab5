import { randomBytes } from 'node:crypto';
import { decimalsUpTo, isId, MAX_ID } from './ids.ts';

describe('isId', () => {
  it.each([
    ['1', true],
    ['42', true],
    ['999999999999999999', true], // 18 digits
    ['9223372036854775806', true],
    ['9223372036854775807', true], // 2^63 − 1
    ['9223372036854775808', false],
    ['9223372036854775810', false],
    ['9300000000000000000', false],
    ['9999999999999999999', false],
    ['10000000000000000000', false],
    ['0', false],
    ['007', false],
    ['-1', false],
    ['1.5', false],
    ['1e3', false],
    ['', false],
    [' 1', false],
  ])('%s → %s', (value, expected) => {
    expect(isId(value)).toBe(expected);
  });

  it('agrees with 1 ≤ n ≤ 2^63 − 1 on random numbers of every length around the bound', () => {
    for (let i = 0; i < 5_000; i++) {
      const n = BigInt(`0x${randomBytes(8).toString('hex')}`) >> BigInt(i % 64);
      const near = i % 3 === 0 ? MAX_ID + BigInt((i % 21) - 10) : n;
      expect([near, isId(near.toString())]).toEqual([near, near >= 1n && near <= MAX_ID]);
    }
  });
});

describe('decimalsUpTo', () => {
  it.each([
    [9n, ['1', '9'], ['0', '10']],
    [10n, ['1', '9', '10'], ['11', '20']],
    [305n, ['1', '99', '299', '300', '305'], ['306', '310', '400', '1000']],
    [1000n, ['999', '1000'], ['1001', '0']],
  ])('up to %s', (max, inside, outside) => {
    const pattern = new RegExp(decimalsUpTo(max));
    for (const value of inside) expect([value, pattern.test(value)]).toEqual([value, true]);
    for (const value of outside) expect([value, pattern.test(value)]).toEqual([value, false]);
  });
});
