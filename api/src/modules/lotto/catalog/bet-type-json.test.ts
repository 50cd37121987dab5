import { betTypeJson } from './bet-type-json.ts';

describe('terms as JSON', () => {
  it.each([
    [{ type: '3top', rate: 90000, minStake: 100n, maxStake: 200000n, discountBp: 0 }, { code: '3top', name: '3 ตัวบน', rate: 900, min: 1, max: 2000, discount: 0 }],
    [{ type: 'runtop', rate: 320, minStake: 50n, maxStake: 1000000n, discountBp: 150 }, { code: 'runtop', name: 'วิ่งบน', rate: 3.2, min: 0.5, max: 10000, discount: 1.5 }],
    [{ type: '2bottom', rate: 9050, minStake: 1n, maxStake: 12345n, discountBp: 9999 }, { code: '2bottom', name: '2 ตัวล่าง', rate: 90.5, min: 0.01, max: 123.45, discount: 99.99 }],
  ] as const)('bet type %#: rate × n, stakes in baht, discount in percent', (terms, json) => {
    expect(betTypeJson(terms)).toEqual(json);
  });
});
