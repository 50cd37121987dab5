import { BUCKETS, bucketOf, inCanary } from './bucket.ts';

const IDS = 100_000;
const ids = Array.from({ length: IDS }, (_, index) => `account:${index + 1}`);
/** Each id's bucket for lotto, worked out once. */
const lottoBuckets = ids.map((id) => bucketOf('lotto', id));

describe('bucketOf', () => {
  it('gives the same caller the same bucket every time, within 0–99', () => {
    for (const id of ids.slice(0, 1000)) {
      const bucket = bucketOf('lotto', id);
      expect(bucket).toBe(bucketOf('lotto', id));
      expect(Number.isInteger(bucket) && bucket >= 0 && bucket < BUCKETS).toBe(true);
    }
  });

  it.each([1, 10, 25, 50, 90])('puts %i %% of 100,000 ids in a canary of that share, within ±2 %%', (share) => {
    const reached = lottoBuckets.filter((bucket) => inCanary(bucket, share)).length;
    expect(Math.abs(reached / IDS - share / 100)).toBeLessThanOrEqual(0.02);
  });

  it('fills every tenth of the buckets with 10 % ± 2 % of the ids', () => {
    const tenths = Array.from({ length: 10 }, () => 0);
    for (const id of ids) tenths[Math.floor(bucketOf('demo', id) / 10)]! += 1;
    for (const count of tenths) expect(Math.abs(count / IDS - 0.1)).toBeLessThanOrEqual(0.02);
  });

  it('keeps everyone a share reached when the share grows', () => {
    const at10 = lottoBuckets.filter((bucket) => inCanary(bucket, 10));
    expect(at10.length).toBeGreaterThan(0);
    expect(at10.every((bucket) => inCanary(bucket, 50))).toBe(true);
  });

  it('draws each remote its own buckets', () => {
    const same = ids.slice(0, 10_000).filter((id, index) => lottoBuckets[index] === bucketOf('demo', id)).length;
    expect(same / 10_000).toBeLessThan(0.03);
  });
});
