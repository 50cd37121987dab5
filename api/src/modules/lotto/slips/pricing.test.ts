// What an item costs and pays, as the database prices it when a slip is placed
// (lotto_item_price and lotto_discount_bp, migrations/functions/).
import { sql } from 'kysely';
import { useTestApp } from '../../../testing/test-app.ts';

const ctx = useTestApp();

const priceItem = async (stake: bigint, rate: number, payPercent: number, discountBp: number) => {
  const { rows } = await sql<{ discount: bigint; charged: bigint; win_amount: bigint }>`
    select * from lotto_item_price(${stake}, ${rate}, ${payPercent}, ${discountBp})`.execute(ctx.db);
  const [price] = rows;
  return price && { discount: price.discount, charged: price.charged, winAmount: price.win_amount };
};

describe('lotto_item_price', () => {
  it.each([
    // what, stake satang, rate, pay %, discount bp → discount, charged, win (satang)
    ['1 baht on 3 ตัวบน at × 900: 100 × 90000 × 100 / 10000', 100n, 90_000, 100, 0, 0n, 100n, 90_000n],
    ['0.50 baht on วิ่งบน at × 3.2: 50 × 320 × 100 / 10000', 50n, 320, 100, 0, 0n, 50n, 160n],
    ['0.01 baht on วิ่งล่าง at × 4.2: 4.2 satang, the house keeps 0.2', 1n, 420, 100, 0, 0n, 1n, 4n],
    ['10 baht on 2 ตัวล่าง at × 90, reduced to 50 %: 1000 × 9000 × 50 / 10000 = 450 baht', 1_000n, 9_000, 50, 0, 0n, 1_000n, 45_000n],
    ['3 % off 33.33 baht on 3 ตัวโต๊ด: 3333 × 300 / 10000 = 99.99 → 99', 3_333n, 15_000, 100, 300, 99n, 3_234n, 499_950n],
    ['12.5 % off 1 baht: exactly 12.5 satang → 12', 100n, 90_000, 100, 1_250, 12n, 88n, 90_000n],
    ['99.99 % off 100 baht leaves 1 satang to charge', 10_000n, 9_000, 100, 9_999, 9_999n, 1n, 900_000n],
    ['2,000 baht on 3 ตัวหน้า at × 450, 33 % paid, 0.5 % off', 200_000n, 45_000, 33, 50, 1_000n, 199_000n, 29_700_000n],
    ['10 million baht at × 100,000, the most of each: no overflow', 1_000_000_000n, 10_000_000, 100, 0, 0n, 1_000_000_000n, 100_000_000_000_000n],
  ])('%s', async (_what, stake, rate, payPercent, discountBp, discount, charged, winAmount) => {
    expect(await priceItem(stake, rate, payPercent, discountBp)).toEqual({ discount, charged, winAmount });
  });

  it('pays on the full stake, whatever the discount', async () => {
    const full = await priceItem(1_000n, 9_000, 100, 0);
    const discounted = await priceItem(1_000n, 9_000, 100, 2_000);
    expect(discounted?.winAmount).toBe(full?.winAmount);
    expect(discounted?.charged).toBe(800n);
  });
});

describe('lotto_discount_bp', () => {
  it.each([
    [0, 0, 0],
    [0, 300, 300],
    [150, 300, 150],
    [500, 0, 500],
  ])('member %i bp, bet type %i bp → %i bp', async (member, betType, expected) => {
    const { rows } = await sql<{ bp: number }>`select lotto_discount_bp(${member}, ${betType}) as bp`.execute(ctx.db);
    expect(rows[0]?.bp).toBe(expected);
  });
});
